import { site } from "@/lib/site";

export type PremiumFeature = {
  id: "executive-concierge" | "members-only-lounges" | "private-secure-network";
  title: string;
  body: string;
};

/** The /membership page (spec section 2: offerings being refined; three premium features). */
export const membership = {
  hero: {
    eyebrow: "Membership",
    title: "Club membership, by invitation",
    lead: "We're refining our membership offerings. While we finish the details, we are inviting a small number of founders and teams to join early and help shape what membership becomes.",
  },
  features: {
    eyebrow: "What membership includes",
    title: "Three things every member will have",
    items: [
      {
        id: "executive-concierge",
        title: "Executive concierge",
        body: "A named concierge who books your rooms, receives your guests and couriers, and arranges travel, catering and the small errands that eat into a working day.",
      },
      {
        id: "members-only-lounges",
        title: "Members-only lounges",
        body: "Quiet lounges reserved for members and their guests, with table service, so there is always a calm place to think, take a call or host a client.",
      },
      {
        id: "private-secure-network",
        title: "Private secure network",
        body: "Your own encrypted network segment on dual fibre lines with failover, kept apart from every other team and from guest Wi-Fi.",
      },
    ] satisfies readonly PremiumFeature[],
  },
  invite: {
    title: "Ask to join early",
    body: `Tell us a little about you and your team and we will be in touch when the next invitations go out. In the meantime, every space at ${site.name} is open on our current plans.`,
    plans: { label: "See current plans", href: "/plans" },
  },
} as const;
