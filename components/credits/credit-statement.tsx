import type { CreditEntry, CreditMovement, CreditPool } from "@/lib/credits/types";
import { formatClubMediumDate } from "@/lib/format";
import { formatInr } from "@/lib/pricing";

const ENTRY_LABELS: Record<CreditEntry, string> = {
  grant: "Included with your plan",
  use: "Used for a booking",
  return: "Returned on cancellation",
  expiry: "Expired unused",
  adjust: "Adjusted by the club",
};

/** The last day credit can be used: the club day before the instant it expires. */
export const lastDayOf = (expiresAt: string) =>
  formatClubMediumDate(new Date(new Date(expiresAt).getTime() - 1));

const signed = (amount: number) => `${amount < 0 ? "−" : "+"}${formatInr(Math.abs(amount))}`;

function MovementRow({ movement }: { movement: CreditMovement }) {
  return (
    <tr className="border-t" data-testid="credit-movement">
      <td className="py-2 pr-3 whitespace-nowrap">{formatClubMediumDate(movement.at)}</td>
      <td className="py-2 pr-3">
        {ENTRY_LABELS[movement.entry]}
        {movement.reason ? (
          <span className="text-muted-foreground block text-xs">{movement.reason}</span>
        ) : null}
      </td>
      <td className="py-2 text-right tabular-nums">{signed(movement.amount)}</td>
    </tr>
  );
}

/**
 * A credit pool as its member and staff read it: the balance (room value at the member rate,
 * before GST), what expires when, and every movement, newest first.
 */
export function CreditStatement({ pool }: { pool: CreditPool }) {
  return (
    <div className="space-y-4">
      <p className="text-2xl font-semibold tabular-nums" data-testid="credit-balance">
        {formatInr(pool.balance)}
        <span className="text-muted-foreground ml-2 text-sm font-normal">room credit left</span>
      </p>
      <p className="text-muted-foreground text-sm" data-testid="credit-expiry">
        {pool.expiring
          ? `${formatInr(pool.expiring.amount)} expires after ${lastDayOf(pool.expiring.at)}.`
          : "Nothing expires soon."}
      </p>
      {pool.movements.length === 0 ? (
        <p className="text-muted-foreground text-sm">No movements yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Room credit movements, newest first</caption>
            <thead>
              <tr className="text-muted-foreground text-left text-xs">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Movement
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {pool.movements.map((movement) => (
                <MovementRow key={movement.id} movement={movement} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
