import { chartGeometry, CHART, type ChartSeries } from "@/lib/insights/chart";
import { formatInr } from "@/lib/pricing";

/** Series colours that read in light and dark themes (the table beside has the figures). */
const STROKES = [
  "stroke-accent",
  "stroke-foreground",
  "stroke-muted-foreground",
  "stroke-destructive",
];
const SWATCHES = ["bg-accent", "bg-foreground", "bg-muted-foreground", "bg-destructive"];

/** `2027-03` as "Mar" (and the year under January and the first month). */
const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString("en-IN", { month: "short", timeZone: "UTC" });

/**
 * A trend over months as server-rendered SVG: one line per series on a shared rupee scale. An
 * image with its title and a text summary; the table under it is the accessible source.
 */
export function TrendChart({
  id,
  title,
  summary,
  months,
  series,
}: {
  id: string;
  title: string;
  summary: string;
  months: string[];
  series: ChartSeries[];
}) {
  const chart = chartGeometry(series, months.length);
  return (
    <figure className="bg-card rounded-2xl border p-4">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid={id}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={CHART.left}
              x2={chart.width - CHART.right}
              y1={tick.y}
              y2={tick.y}
              className="stroke-border"
              strokeWidth={1}
            />
            <text
              x={CHART.left - 6}
              y={tick.y + 4}
              textAnchor="end"
              className="fill-muted-foreground text-[11px]"
            >
              {formatInr(Math.round(tick.value / 100) * 100)}
            </text>
          </g>
        ))}
        {chart.xs.map((x, i) => (
          <text
            key={months[i]}
            x={x}
            y={chart.height - 8}
            textAnchor="middle"
            className="fill-muted-foreground text-[11px]"
          >
            {monthLabel(months[i]!)}
          </text>
        ))}
        {chart.lines.map((line, i) => (
          <polyline
            key={line.label}
            points={line.points}
            fill="none"
            strokeWidth={2.5}
            strokeLinejoin="round"
            className={STROKES[i % STROKES.length]}
          />
        ))}
      </svg>
      {series.length > 1 ? (
        <figcaption className="text-muted-foreground mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {series.map((s, i) => (
            <span key={s.label} className="inline-flex items-center gap-1.5">
              <span aria-hidden className={`h-0.5 w-4 ${SWATCHES[i % SWATCHES.length]}`} />
              {s.label}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}
