import type { Paise } from "@/lib/pricing/money";
import type { CapUnit, CompanyAllowance } from "@/lib/bookings/rules/company-allowance";

export type { CapUnit, CompanyAllowance };

/** Pure types of company billing (0100): safe for client components. */

export type CompanyBillingSetting = { enabled: boolean; unit: CapUnit; cap: number };

/** One person's bookings on the company in one month (club time). */
export type CompanyUseRow = {
  userId: string;
  email: string;
  /** `YYYY-MM`. */
  month: string;
  bookings: number;
  hours: number;
  /** At the member rate, before GST. */
  value: Paise;
  /** Covered by the membership's room credit. */
  credit: Paise;
  /** Billed to the company: a line on the next membership invoice. */
  billed: Paise;
};

/** The dashboard's "Company account": for the holder and the company admins. */
export type CompanyAccountView = {
  membershipId: string;
  /** The holder names and removes the admins; admins change the setting and see the use. */
  isHolder: boolean;
  admins: { userId: string; email: string }[];
  /** Off until an admin turns it on. */
  setting: CompanyBillingSetting | null;
  use: CompanyUseRow[];
};
