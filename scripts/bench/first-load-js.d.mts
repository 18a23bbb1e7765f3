export declare const BARE_NEXT_KIB: number;
export declare const FIRST_LOAD_BUDGET_KIB: { marketing: number; interactive: number };
export declare function firstLoadJsKiB(base: string, pagePath: string): Promise<number>;
