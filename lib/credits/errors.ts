import "server-only";
import { HttpError } from "@/lib/http";

/** A credit action refused on purpose; routes answer it with its code's status. */
export class CreditError extends HttpError {}

/** What staff and members read when a credit action is refused. */
export const CREDIT_TEXT = {
  reasonRequired: "Give a reason for the adjustment.",
  moreThanBalance: "The adjustment takes away more credit than is left.",
  noMembership: "There is no such membership.",
  notHolder: "Only the membership's holder can do this.",
  badSetting: "Enter member rates from 0 to 90 per cent and credit from 0 to 200 hours.",
} as const;
