/**
 * What an inner page says about itself, once: `name` is its breadcrumb and its <title>,
 * `description` its meta description, and the rest its hero.
 */
export type PageIntroContent = {
  path: string;
  name: string;
  description: string;
  eyebrow?: string;
  title: string;
  lead?: string;
};
