/**
 * The geometry of a trend chart drawn as server-rendered SVG (no charting library: a polyline per
 * series over a shared scale is all the page needs). Pure: the page's component draws it.
 */
export type ChartSeries = { label: string; values: number[] };

export type ChartGeometry = {
  width: number;
  height: number;
  /** The top of the scale, a "nice" round figure at or above the largest value. */
  max: number;
  /** Horizontal gridlines: their value and y. */
  ticks: { value: number; y: number }[];
  /** Each series' points as an SVG `points` attribute. */
  lines: { label: string; points: string }[];
  /** x of each label (a month), left to right. */
  xs: number[];
};

export const CHART = { width: 640, height: 240, left: 64, right: 12, top: 12, bottom: 28 };

/** 1, 2 or 5 times a power of ten, at or above `value`: a scale a reader can read. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

export function chartGeometry(series: ChartSeries[], count: number): ChartGeometry {
  const { width, height, left, right, top, bottom } = CHART;
  const max = niceCeiling(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const x = (i: number) => left + (count > 1 ? (plotWidth * i) / (count - 1) : plotWidth / 2);
  // Below zero (a month of credit notes) stays on the axis: the table says the exact figure.
  const y = (v: number) => top + plotHeight - (plotHeight * Math.max(0, v)) / max;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    width,
    height,
    max,
    ticks: [0, 0.5, 1].map((f) => ({ value: max * f, y: round(y(max * f)) })),
    lines: series.map((s) => ({
      label: s.label,
      points: s.values.map((v, i) => `${round(x(i))},${round(y(v))}`).join(" "),
    })),
    xs: Array.from({ length: count }, (_, i) => round(x(i))),
  };
}
