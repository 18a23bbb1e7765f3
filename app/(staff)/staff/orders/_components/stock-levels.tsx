import { LOW_STOCK_THRESHOLD, type StockLevel } from "@/lib/store/stock-levels";

/** Units left of each counted variant, lowest first; those at or under the threshold stand out. */
export function StockLevels({ levels }: { levels: StockLevel[] }) {
  return (
    <section aria-labelledby="stock-heading" className="bg-card rounded-2xl border p-6">
      <h2 id="stock-heading" className="font-sans text-lg font-semibold">
        Stock
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        Low stock: {LOW_STOCK_THRESHOLD} units or fewer.
      </p>
      {levels.length === 0 ? (
        <p className="text-muted-foreground bg-muted/60 mt-4 rounded-xl p-4 text-sm">
          The catalogue counts no stock.
        </p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">Units in stock per product</caption>
          <thead>
            <tr className="text-muted-foreground text-left">
              <th scope="col" className="py-2 font-medium">
                Product
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Units
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {levels.map((level) => (
              <tr key={level.variantId} data-testid="stock-level" data-low={level.low}>
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  {level.product}
                  {level.variant ? (
                    <span className="text-muted-foreground"> · {level.variant}</span>
                  ) : null}
                  {level.low ? (
                    <span className="bg-destructive text-destructive-foreground ml-2 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap">
                      Low stock
                    </span>
                  ) : null}
                </th>
                <td className="py-2 text-right tabular-nums">{level.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
