"use client";

import { Button } from "@/components/ui/button";
import { capLabel, type CompanyAllowance } from "@/lib/bookings/rules/company-allowance";
import { useCompanyAllowance } from "./use-company-allowance";

const monthOf = (date: string) =>
  new Date(`${date.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

export const companyNote = ({ company, unit, left }: CompanyAllowance, date: string) =>
  `Billed to ${company} on its next membership invoice, at the member rate after any room credit. You have ${capLabel(unit, left)} left in ${monthOf(date)}.`;

/**
 * "Book on the company" beside "Book Now", for a seat user whose company lets them (0100): the
 * booking is confirmed without a payment and billed on the company's next invoice.
 */
export function BookOnCompany({
  date,
  busy,
  onBook,
}: {
  date: string;
  busy: boolean;
  onBook: () => void;
}) {
  const allowance = useCompanyAllowance(date);
  if (!allowance) return null;
  return (
    <div className="mt-3" data-testid="book-on-company">
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={busy}
        onClick={onBook}
      >
        Book on the company
      </Button>
      <p className="text-muted-foreground mt-2 text-xs leading-5">{companyNote(allowance, date)}</p>
    </div>
  );
}
