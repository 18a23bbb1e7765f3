import type { ReactNode } from "react";

const NUM = "py-2 pl-3 text-right tabular-nums whitespace-nowrap";

/**
 * One table of the owner's numbers: a caption, column heads, a row head per row and figures
 * right-aligned; scrolls sideways inside its own box on a phone rather than the page.
 */
export function FiguresTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; head: ReactNode; cells: ReactNode[] }[];
  testId: string;
}) {
  return (
    <div
      className="overflow-x-auto rounded-2xl border px-4"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-muted-foreground text-left">
            {columns.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={
                  i === 0
                    ? "py-2 pr-2 font-medium"
                    : "py-2 pl-3 text-right font-medium whitespace-nowrap"
                }
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-2 pr-2 text-left font-normal whitespace-nowrap">
                {row.head}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className={NUM}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
