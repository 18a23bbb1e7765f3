import type { AuthContext, CookieJar, CookieOptions } from "@/lib/auth/port";

export type CookieWrite = { name: string; value: string; options: CookieOptions };

/** A browser's cookie store in miniature: what the adapter writes is what the next request sends. */
export type TestJar = CookieJar & {
  writes: CookieWrite[];
  get(name: string): string | undefined;
  /** Replace a cookie's value as a visitor could (tampering, replay). */
  put(name: string, value: string): void;
  clear(): void;
  context(secureCookies?: boolean): AuthContext;
};

export function createJar(initial: Record<string, string> = {}): TestJar {
  const store = new Map(Object.entries(initial));
  const writes: CookieWrite[] = [];
  const jar: TestJar = {
    writes,
    getAll: () => [...store].map(([name, value]) => ({ name, value })),
    set(name, value, options) {
      writes.push({ name, value, options });
      if (value === "" || (options.maxAge !== undefined && options.maxAge <= 0)) store.delete(name);
      else store.set(name, value);
    },
    get: (name) => store.get(name),
    put: (name, value) => void store.set(name, value),
    clear: () => store.clear(),
    context: (secureCookies = false) => ({ cookies: jar, secureCookies }),
  };
  return jar;
}

export const uniqueEmail = (label = "member") =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
