import { Stars } from "@/components/marketing/stars";
import type { Testimonial } from "@/content/testimonials";

export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.author}>
          <figure className="bg-card flex h-full flex-col rounded-2xl border p-7">
            <Stars rating={t.rating} />
            <blockquote className="mt-5 flex-1 text-base leading-7">“{t.quote}”</blockquote>
            <figcaption className="mt-6 border-t pt-4 text-sm">
              <span className="block font-semibold">{t.author}</span>
              <span className="text-muted-foreground">{t.title}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
