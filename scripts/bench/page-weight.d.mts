export declare const HTML_BUDGET_BYTES: { home: number; page: number };
export declare const FONT_BUDGET_BYTES: number;
export declare function htmlBytes(base: string, pagePath: string): Promise<number>;
export declare function fontBytes(base: string, pagePath: string): Promise<number>;
export declare const FIRST_WINDOW_BYTES: number;
export declare function preloadedFonts(
  base: string,
  pagePath: string,
): Promise<{ href: string; bytes: number }[]>;
