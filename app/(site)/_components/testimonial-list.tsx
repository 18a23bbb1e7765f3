import { Stars } from "@/components/marketing/stars";
import type { Testimonial } from "@/content/testimonials";

/** Styled from the card (`.quote-card` in app/globals.css): its parts carry no classes. */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.author}>
          <figure className="quote-card">
            <Stars rating={t.rating} />
            <blockquote>“{t.quote}”</blockquote>
            <figcaption>
              <span>{t.author}</span>
              <span>{t.title}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
