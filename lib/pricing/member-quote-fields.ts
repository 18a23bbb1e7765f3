import type { Paise } from "@/lib/pricing/money";

/** What a room, studio or pass quote carries once priced for a member or paid partly by credit. */
export type MemberQuoteFields = {
  /** The member rate applied (percent off list). */
  memberPercent?: number;
  /** What anyone else pays, with GST: shown beside the member's figure. */
  listTotal?: Paise;
  /** The studio's member discount (a room's is its `discount`). */
  memberDiscount?: Paise;
  /** Room value paid with credit, before GST: the money part is the rest. */
  credit?: Paise;
};
