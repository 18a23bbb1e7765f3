export const PAGE_TARGETS: {
  lcpMs: number;
  lcpOverStyledMs: number;
  tbtRatio: number;
  cls: number;
};

type Medians = { lcp: number; tbt: number; cls: number; a11y: number; bp: number; seo: number };

export function pageMisses(input: {
  path: string;
  page: Medians;
  bare: Pick<Medians, "tbt">;
  styled: Pick<Medians, "lcp">;
  htmlBytes: number;
  fontBytes: number;
  firstLoadKiB: number;
}): string[];
