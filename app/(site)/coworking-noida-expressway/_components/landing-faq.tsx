import { ChevronDown } from "lucide-react";
import { Section } from "@/components/marketing/section";
import { landing } from "@/content/coworking-noida-expressway";

export function LandingFaq() {
  const { faq } = landing;
  return (
    <Section id="faq" title={faq.title}>
      <div className="bg-card mt-10 max-w-3xl divide-y rounded-2xl border">
        {faq.items.map((item) => (
          <details key={item.question} className="group px-6 py-5 sm:px-7">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="text-accent mt-0.5 size-5 shrink-0 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="text-muted-foreground mt-3 leading-7">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
