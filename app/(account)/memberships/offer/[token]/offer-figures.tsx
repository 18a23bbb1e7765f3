import type { MembershipOfferView } from "@/lib/memberships/types";
import { PLAN_LABELS, TERM_LABELS, periodLabel, seatsLabel } from "@/components/memberships/labels";
import { formatDateLabel } from "@/lib/format";
import { GST_PERCENT, formatInr, percentOf } from "@/lib/pricing";

type Row = [label: string, value: string, id?: string];

function Rows({ rows, strong }: { rows: Row[]; strong?: string }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value, id]) => (
        <div key={label} className="contents">
          <dt className={label === strong ? "font-semibold" : "text-muted-foreground"}>{label}</dt>
          <dd
            className={`text-right tabular-nums ${label === strong ? "font-semibold" : ""}`}
            data-testid={id}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The offer in figures: what is rented, a month's rent and GST, the deposit, and the first invoice. */
export function OfferFigures({ offer }: { offer: MembershipOfferView }) {
  const { membership: m, firstInvoice: first } = offer;
  const igst = first.igst > 0;
  const monthlyGst = percentOf(m.monthlyRent, GST_PERCENT);
  const plan: Row[] = [
    ["Plan", PLAN_LABELS[m.plan]],
    ["Seats", seatsLabel(m.seats)],
    ["Term", TERM_LABELS[m.term]],
    ["Start date", formatDateLabel(m.startDate)],
    ["Rent a month", `${formatInr(m.seatRate)} × ${m.seats} = ${formatInr(m.monthlyRent)}`],
    [`GST ${GST_PERCENT}% a month`, formatInr(monthlyGst)],
    ["Deposit (refundable, no GST)", formatInr(m.deposit.amount)],
  ];
  if (m.company) {
    plan.push(["Billed to", m.company.legalName]);
    if (m.company.gstin) plan.push(["GSTIN", m.company.gstin]);
  }
  const tax: Row[] = igst
    ? [[`IGST ${GST_PERCENT}%`, formatInr(first.igst), "offer-igst"]]
    : [
        [`CGST ${GST_PERCENT / 2}%`, formatInr(first.cgst), "offer-cgst"],
        [`SGST ${GST_PERCENT / 2}%`, formatInr(first.sgst), "offer-sgst"],
      ];
  const invoice: Row[] = [
    ["Rent", formatInr(first.rent), "offer-rent"],
    ...tax,
    ["Tax invoice total", formatInr(first.invoiceTotal), "offer-invoice-total"],
    ["Deposit (not taxed)", formatInr(first.deposit), "offer-deposit"],
    ...(first.tds
      ? [["TDS receivable (you deduct)", formatInr(first.tds), "offer-tds"] as Row]
      : []),
    ["Due with the first invoice", formatInr(first.amountDue), "offer-amount-due"],
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="offer-plan" className="bg-card rounded-2xl border p-6">
        <h2 id="offer-plan" className="font-sans text-lg font-semibold">
          Your membership
        </h2>
        <div className="mt-4">
          <Rows rows={plan} />
        </div>
      </section>
      <section aria-labelledby="offer-first-invoice" className="bg-card rounded-2xl border p-6">
        <h2 id="offer-first-invoice" className="font-sans text-lg font-semibold">
          First invoice
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          {periodLabel(first.periodStart, first.periodEnd)}, rent by the day from your start date
        </p>
        <div className="mt-4">
          <Rows rows={invoice} strong="Due with the first invoice" />
        </div>
        <p className="text-muted-foreground mt-4 text-xs">
          Then one invoice each{" "}
          {m.term === "monthly" ? "month" : m.term === "quarterly" ? "quarter" : "year"}, issued on
          the 1st and due by the 5th.
        </p>
      </section>
    </div>
  );
}
