import type { Linter } from "eslint";

export const moduleBoundaries: Linter.Config[];
export function isPrivateImport(from: string | null, specifier: string): boolean;
