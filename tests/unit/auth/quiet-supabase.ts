/**
 * Silences two known warnings from the Supabase client in tests: Node 20's deprecation notice,
 * and the tampered-cookie notice the tampering tests provoke on purpose. Everything else still prints.
 */
export function quietSupabaseWarnings() {
  const warn = console.warn.bind(console);
  jest.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    const text = String(args[0] ?? "");
    if (
      text.includes("Node.js 20 and below are deprecated") ||
      text.startsWith("@supabase/ssr: chunked cookie decoded")
    )
      return;
    warn(...args);
  });
}
