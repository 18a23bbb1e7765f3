import { ActionLinks, type ActionLink } from "@/components/marketing/action-links";
import { AssetImage } from "@/components/marketing/asset-image";
import { Eyebrow } from "@/components/marketing/section-heading";
import type { ImageAsset } from "@/content/images";

/**
 * The top of the home page and the landing page: the page's one h1 with its lead and two
 * actions, three facts, and a large illustration beside them (above the fold, so `priority`).
 */
export function SplitHero({
  hero,
  facts,
  image,
}: {
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    primary: ActionLink;
    secondary: ActionLink;
  };
  facts: readonly { value: string; label: string }[];
  image: ImageAsset;
}) {
  return (
    <section className="hero">
      <div className="hero-grid">
        <div>
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <h1 className="hero-title">{hero.title}</h1>
          <p className="hero-lead">{hero.lead}</p>
          <ActionLinks size="lg" primary={hero.primary} secondary={hero.secondary} />
          <dl className="facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <AssetImage image={image} priority className="hero-img" />
      </div>
    </section>
  );
}
