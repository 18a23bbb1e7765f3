export function sourceFiles(folder: string, root?: string): string[];
export function importsOf(source: string): string[];
export function resolveImport(file: string, specifier: string, root?: string): string | null;
export function importGraph(folders: string[], root?: string): Map<string, string[]>;
export function lazyHandlersOf(source: string): Map<string, string>;
export function reachableFrom(
  entries: string[],
  root?: string,
  skip?: (file: string, specifier: string) => boolean,
): Set<string>;
export function fileCycles(graph: Map<string, string[]>): string[][];
export function libModuleOf(file: string): string | null;
export function folderPairs(graph: Map<string, string[]>): string[];
