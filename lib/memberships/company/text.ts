import { MAX_COMPANY_ADMINS } from "@/lib/memberships/company/rules";

/** The words of company billing's refusals, as members read them. */
export const COMPANY_TEXT = {
  notAllowed:
    "Your company has not let you book on its account. Ask your company's admin, or pay for this booking yourself.",
  membershipEnds:
    "Your company's membership ends before this booking could be invoiced to it. Book it on your own account instead.",
  roomsOnly: "Only meeting rooms and the podcast studio can be booked on the company.",
  manageOnly: "Only the membership's holder or a company admin can do this.",
  adminNotSeated:
    "Only a seat user of this membership can be a company admin. Add them as a seat user first.",
  adminNotSignedIn:
    "This seat user has not signed in yet. They can be made an admin once they have signed in with that address.",
  adminDuplicate: "This person is a company admin already.",
  adminsFull: `A membership has at most ${MAX_COMPANY_ADMINS} company admins besides its holder. Remove one first.`,
  adminNotFound: "This person is not a company admin of this membership.",
  adminsClosed: "Company admins can be named on a running membership only.",
  capInvalid: "Enter the monthly limit per person: whole hours, or an amount in rupees.",
} as const;
