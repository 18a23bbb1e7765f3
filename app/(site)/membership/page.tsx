import type { Metadata } from "next";
import { ActionLinks } from "@/components/marketing/action-links";
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import type { IconName } from "@/components/ui/icon";
import { PageIntro } from "@/components/marketing/page-intro";
import { Section } from "@/components/marketing/section";
import { RequestInviteButton } from "@/components/enquiries/request-invite-button";
import { membership, type PremiumFeature } from "@/content/membership";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Membership",
  description: `Club membership at ${site.name}, Noida Expressway: executive concierge, members-only lounges and a private secure network. Request an invitation to join early.`,
  path: "/membership",
});

const icons: Record<PremiumFeature["id"], IconName> = {
  "executive-concierge": "concierge-bell",
  "members-only-lounges": "sofa",
  "private-secure-network": "shield-check",
};

export default function MembershipPage() {
  const { hero, features, invite } = membership;
  return (
    <>
      <PageIntro intro={{ ...hero, name: "Membership", path: "/membership" }}>
        <RequestInviteButton />
      </PageIntro>
      <Section id="features" eyebrow={features.eyebrow} title={features.title} tone="muted">
        <IconCardGrid
          variant="large"
          columns="md:grid-cols-3"
          items={features.items.map((feature) => ({ ...feature, icon: icons[feature.id] }))}
        />
      </Section>
      <Section id="invite" title={invite.title} intro={invite.body}>
        <ActionLinks size="lg" secondary={invite.plans}>
          <RequestInviteButton />
        </ActionLinks>
      </Section>
    </>
  );
}
