import { formatDateLabel } from "@/lib/format";
import { formatIndianMobile } from "@/lib/visitors/visitor-schema";
import type { Visitor } from "@/lib/visitors/types";
import { VisitorsCancelButton } from "./visitors-cancel-button";

/** The member's guests to come, soonest first; the codes are in the e-mails, never stored readable. */
export function VisitorsList({ visitors }: { visitors: Visitor[] }) {
  return (
    <section aria-labelledby="upcoming-guests-heading">
      <h3
        id="upcoming-guests-heading"
        className="text-muted-foreground text-xs font-semibold tracking-widest uppercase"
      >
        Upcoming guests
      </h3>
      {visitors.length === 0 ? (
        <p className="text-muted-foreground mt-2 text-sm">No guests registered.</p>
      ) : (
        <ul className="mt-2 divide-y" data-testid="upcoming-guests">
          {visitors.map((visitor) => (
            <li key={visitor.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{visitor.name}</p>
                <p className="text-muted-foreground text-sm">
                  {formatDateLabel(visitor.date)}
                  {visitor.expectedTime ? `, ${visitor.expectedTime}` : ""} ·{" "}
                  {formatIndianMobile(visitor.phone)}
                </p>
                <p className="text-muted-foreground text-xs">
                  {visitor.checkedInAt
                    ? "Checked in"
                    : "Code sent by e-mail to you" + (visitor.email ? " and your guest" : "")}
                </p>
              </div>
              {visitor.checkedInAt ? null : (
                <VisitorsCancelButton id={visitor.id} name={visitor.name} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
