import type { Paise } from "@/lib/pricing/money";
import type { PackAppliesTo, PackProduct } from "@/lib/pricing/packs";

/** A pack a member bought (0095's packs): pending until paid, then active until it lapses. */
export type Pack = {
  id: string;
  userId: string;
  product: PackProduct;
  appliesTo: PackAppliesTo;
  /** The credit it granted: its units at list. */
  valuePaise: Paise;
  /** Its price before GST, and with GST (what was paid). */
  pricePaise: Paise;
  totalPaise: Paise;
  contactName: string | null;
  contactEmail: string;
  status: "pending" | "active";
  soldAt: string | null;
  /** The last club date it can be used (yyyy-mm-dd): the 90th after the sale. */
  validUntil: string | null;
  /** The instant it lapses: the club's midnight ending `validUntil`. */
  expiresAt: string | null;
  /** Set once its expiry row is written. */
  expiredAt: string | null;
  /** What is left: the sum of its credit ledger rows. */
  balancePaise: Paise;
};

/** A pack's price as the page and the staff screen show it: the owner's, or the default. */
export type PackPrice = {
  product: PackProduct;
  listPaise: Paise;
  defaultPaise: Paise;
  pricePaise: Paise;
  /** Who set the owner's price, and when; absent while the default stands. */
  setBy?: string;
  setAt?: string;
};
