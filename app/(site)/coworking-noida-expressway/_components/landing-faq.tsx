import { FaqList } from "@/components/marketing/faq-list";
import { Section } from "@/components/marketing/section";
import { landing } from "@/content/coworking-noida-expressway";

export function LandingFaq() {
  const { faq } = landing;
  return (
    <Section id="faq" title={faq.title}>
      <FaqList items={faq.items} variant="card" className="mt-10" />
    </Section>
  );
}
