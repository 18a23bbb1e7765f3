import Link from "next/link";
import { Button } from "@/components/ui/button";
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
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href={cta.primary.href}>{cta.primary.label}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={cta.secondary.href}>{cta.secondary.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
