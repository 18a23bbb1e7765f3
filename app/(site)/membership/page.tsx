import type { Metadata } from "next";
import Link from "next/link";
import { ConciergeBell, ShieldCheck, Sofa, type LucideIcon } from "lucide-react";
import { PageHero, Section } from "@/components/marketing/section";
import { JsonLd } from "@/components/seo/json-ld";
import { RequestInviteButton } from "@/components/enquiries/request-invite-button";
import { Button } from "@/components/ui/button";
import { membership, type PremiumFeature } from "@/content/membership";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";

export const metadata: Metadata = pageMetadata({
  title: "Membership",
  description: `Club membership at ${site.name}, Noida Expressway: executive concierge, members-only lounges and a private secure network. Request an invitation to join early.`,
  path: "/membership",
});

const icons: Record<PremiumFeature["id"], LucideIcon> = {
  "executive-concierge": ConciergeBell,
  "members-only-lounges": Sofa,
  "private-secure-network": ShieldCheck,
};

export default function MembershipPage() {
  const { hero, features, invite } = membership;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Membership", path: "/membership" }])} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <RequestInviteButton />
      </PageHero>
      <Section id="features" eyebrow={features.eyebrow} title={features.title} tone="muted">
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {features.items.map((feature) => {
            const Icon = icons[feature.id];
            return (
              <li key={feature.id} className="bg-card rounded-2xl border p-7 sm:p-8">
                <span className="bg-accent-soft text-accent grid size-12 place-items-center rounded-full">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-6 font-sans text-lg font-semibold">{feature.title}</h3>
                <p className="text-muted-foreground mt-2 leading-7">{feature.body}</p>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="invite" title={invite.title} intro={invite.body}>
        <div className="mt-8 flex flex-wrap gap-3">
          <RequestInviteButton />
          <Button asChild size="lg" variant="outline">
            <Link href={invite.plans.href}>{invite.plans.label}</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
