import type { Policy } from "@/content/booking-policies";

/** A page's booking policies: a static list beside its calculator. */
export function PolicyList({
  policies,
  title = "Policies",
}: {
  policies: Policy[];
  title?: string;
}) {
  return (
    <section
      aria-labelledby="policies-heading"
      className="bg-muted/50 rounded-2xl border p-6 sm:p-8"
    >
      <h2 id="policies-heading" className="font-sans text-lg font-semibold">
        {title}
      </h2>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        {policies.map((policy) => (
          <div key={policy.title}>
            <dt className="font-medium">{policy.title}</dt>
            <dd className="text-muted-foreground mt-1 leading-6">{policy.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
