export declare function startNginxFront(options: {
  upstream?: string;
  upstreams?: string[];
  balance?: "least-conn" | "per-client";
  staticDir: string;
  workers?: number;
  extraServer?: string;
  revealUpstream?: boolean;
}): Promise<{ base: string; extraBase: string; prefix: string; stop: () => void }>;
