// Types of nginx-config.mjs for the TypeScript tests (the project has no allowJs).
export declare const BALANCING: Record<"least-conn" | "per-client", string>;
export declare function renderNginx(options: {
  upstreams: string[];
  balance?: string;
  staticDir: string;
  cacheDir: string;
  listen: string | number;
  serverName: string;
  outDir: string;
  templateDir?: string;
}): string;
