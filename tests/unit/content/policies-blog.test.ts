import { getPost, postHref, posts } from "@/content/blog";
import { getPolicy, policies, type ContentSection, type PolicySlug } from "@/content/policies";
import { site } from "@/lib/site";

const SLUGS: PolicySlug[] = [
  "privacy-policy",
  "terms",
  "cookie-policy",
  "refund-policy",
  "acceptable-use",
  "security",
  "accessibility",
  "community-guidelines",
];

const sectionsText = (sections: ContentSection[]) =>
  sections.map((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])].join("\n")).join("\n");

function policyText(slug: PolicySlug): string {
  const policy = getPolicy(slug);
  if (!policy) throw new Error(`missing policy ${slug}`);
  return [policy.title, policy.intro, sectionsText(policy.sections)].join("\n");
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("policies", () => {
  it("has each of the eight slugs exactly once, with 5-9 non-empty sections", () => {
    expect(policies.map((p) => p.slug).sort()).toEqual([...SLUGS].sort());
    for (const policy of policies) {
      expect(policy.sections.length).toBeGreaterThanOrEqual(5);
      expect(policy.sections.length).toBeLessThanOrEqual(9);
      expect(policy.title.trim()).not.toBe("");
      expect(policy.intro.trim()).not.toBe("");
      for (const section of policy.sections) {
        expect(section.heading.trim()).not.toBe("");
        expect(section.paragraphs.length + (section.list?.length ?? 0)).toBeGreaterThan(0);
        for (const line of [...section.paragraphs, ...(section.list ?? [])]) {
          expect(line.trim()).not.toBe("");
        }
      }
    }
  });

  it("looks policies up by slug and returns undefined for unknown slugs", () => {
    for (const slug of SLUGS) expect(getPolicy(slug)?.slug).toBe(slug);
    expect(getPolicy("nope")).toBeUndefined();
  });

  it("keeps meta descriptions within search-result length", () => {
    for (const policy of policies) {
      expect(policy.description.length).toBeGreaterThanOrEqual(50);
      expect(policy.description.length).toBeLessThanOrEqual(170);
    }
  });

  it("carries the terms facts of spec section 9", () => {
    const text = policyText("terms");
    expect(text).toContain("2-3 months");
    expect(text).toMatch(/refundable within 30 days/);
    expect(text).toContain("30 days' written notice");
    expect(text).toContain("no refund for the current billing cycle");
    expect(text).toContain("three months");
    expect(text).toMatch(/more than 48 hours before the start time for a full refund/);
    expect(text).toMatch(/no refund for cancellations within 48 hours/);
    expect(text).toContain("Gautam Buddh Nagar");
    expect(text).not.toMatch(/4x|four times|4 times/i);
  });

  it("carries the refund-policy facts of spec section 9", () => {
    const text = policyText("refund-policy");
    expect(text).toContain("30 business days");
    expect(text).toContain("30 days' written notice");
    expect(text).toContain("no refund for the current billing cycle");
    expect(text).toContain("Day passes are non-refundable");
    expect(text).toContain("up to 24 hours before");
    expect(text).toContain("more than 48 hours before");
    expect(text).toContain("within 48 hours");
  });

  it("carries the accessibility facts", () => {
    const text = policyText("accessibility");
    expect(text).toContain("5 business days");
    expect(text).toContain("WCAG");
    expect(text).toContain("2.2");
    expect(text).toMatch(/keyboard/i);
    expect(text).toMatch(/dark mode/i);
    expect(text).toMatch(/reduced motion/i);
  });

  it("names the consent cookie, its lifetime, path and the four categories", () => {
    const text = policyText("cookie-policy");
    expect(text).toContain("cookieConsent");
    expect(text).toContain("31536000");
    expect(text).toContain("one year");
    expect(text).toContain("path /");
    expect(text).toContain("Cookie Settings");
    for (const category of ["required (always on)", "performance", "marketing", "thirdParty"]) {
      expect(text).toContain(category);
    }
    expect(text).toMatch(/session cookie/i);
    expect(text).toMatch(/local storage/i);
  });

  it("covers privacy under the DPDP Act with the site's contact email", () => {
    const text = policyText("privacy-policy");
    expect(text).toContain("Digital Personal Data Protection Act, 2023");
    expect(text).toContain(site.email);
    for (const field of ["name", "email", "phone", "company", "query"])
      expect(text).toContain(field);
    expect(text).toMatch(/how long we keep it/i);
    expect(text).toMatch(/your rights/i);
  });

  it("describes account protection and responsible disclosure on the security page", () => {
    const text = policyText("security");
    expect(text).toMatch(/hash/);
    expect(text).toContain("httpOnly");
    expect(text).toContain("HTTPS");
    expect(text).toMatch(/responsible disclosure/i);
    expect(text).toContain(site.email);
  });

  it("writes site facts through the site module and states no prices or dates", () => {
    const all = SLUGS.map(policyText).join("\n");
    expect(all).toContain(site.address.short);
    expect(all).toContain(site.hours.label);
    expect(all).not.toMatch(/₹|\bRs\.?\s?\d|\bINR\s?\d/);
    expect(all).not.toMatch(/\b20\d\d-\d\d-\d\d\b|last updated/i);
  });
});

describe("blog posts", () => {
  it("has the five articles with unique slugs and working lookups", () => {
    const slugs = posts.map((p) => p.slug);
    expect(slugs).toHaveLength(5);
    expect(new Set(slugs).size).toBe(5);
    expect([...slugs].sort()).toEqual(
      ["faqs", "future-of-work", "podcast-studio", "things-to-know", "why-choose-us"].sort(),
    );
    for (const slug of slugs) {
      expect(getPost(slug)?.slug).toBe(slug);
      expect(postHref(slug)).toBe(`/blog/${slug}`);
    }
    expect(getPost("nope")).toBeUndefined();
  });

  it("gives every post a description, image text, a 2026 date and content", () => {
    for (const post of posts) {
      expect(post.description.length).toBeGreaterThanOrEqual(50);
      expect(post.description.length).toBeLessThanOrEqual(170);
      expect(post.imageAlt.trim()).not.toBe("");
      expect(post.publishedOn).toMatch(/^2026-\d\d-\d\d$/);
      expect(Number.isNaN(Date.parse(post.publishedOn))).toBe(false);
      expect(post.readingMinutes).toBeGreaterThan(0);
      expect(post.sections.length).toBeGreaterThan(0);
    }
  });

  it("keeps each article between 600 and 1,000 words, with a matching reading time", () => {
    for (const post of posts) {
      const faqText = (post.faqs ?? []).map((f) => `${f.question} ${f.answer}`).join(" ");
      const words = wordCount(`${sectionsText(post.sections)} ${faqText}`);
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1000);
      expect(Math.abs(post.readingMinutes - words / 200)).toBeLessThanOrEqual(1);
    }
  });

  it("has 8-12 FAQs in the faqs post with the booking facts", () => {
    const faqs = getPost("faqs")?.faqs ?? [];
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    expect(faqs.length).toBeLessThanOrEqual(12);
    const text = faqs.map((f) => `${f.question} ${f.answer}`).join("\n");
    expect(text).toContain(site.hours.label);
    expect(text).toMatch(/requires an account/);
    expect(text).toMatch(/weekdays, from at least 1 hour ahead up to 2 months ahead/);
    expect(text).toContain("more than 48 hours before");
    expect(text).toContain("30 business days");
  });

  it("names both studio plans without prices", () => {
    const post = getPost("podcast-studio");
    const text = post ? sectionsText(post.sections) : "";
    expect(text).toContain("up to 2 speakers");
    expect(text).toContain("up to 4 speakers");
    expect(text).toMatch(/post-production/i);
    expect(text).toContain("see the podcast studio page");
  });

  it("states no rupee prices in any article", () => {
    for (const post of posts) {
      const text = `${sectionsText(post.sections)} ${(post.faqs ?? []).map((f) => f.answer).join(" ")}`;
      expect(text).not.toMatch(/₹|\bRs\.?\s?\d|\bINR\s?\d|\brupees?\b/i);
    }
  });
});
