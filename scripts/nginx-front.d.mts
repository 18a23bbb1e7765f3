export declare function startNginxFront(options: {
  upstream: string;
  staticDir: string;
  workers?: number;
  extraServer?: string;
}): Promise<{ base: string; extraBase: string; prefix: string; stop: () => void }>;
