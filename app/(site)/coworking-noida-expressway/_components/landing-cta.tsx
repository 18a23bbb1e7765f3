import { ActionLinks } from "@/components/marketing/action-links";
import { landing } from "@/content/coworking-noida-expressway";

export function LandingCta() {
  const { cta } = landing;
  return (
    <section aria-labelledby="landing-cta-heading" className="container-page pb-16 sm:pb-24">
      <div className="bg-accent-soft rounded-3xl p-8 sm:p-12 lg:p-16">
        <h2 id="landing-cta-heading" className="max-w-2xl text-3xl font-semibold sm:text-4xl">
          {cta.title}
        </h2>
        <p className="text-muted-foreground mt-4 max-w-2xl text-lg leading-8">{cta.body}</p>
        <ActionLinks size="lg" primary={cta.primary} secondary={cta.secondary} />
      </div>
    </section>
  );
}
