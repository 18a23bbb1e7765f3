import type { z } from "zod";

/**
 * A form's zod schema, fetched the first time the form is used rather than with the page:
 * zod is bigger than all the rest of a marketing page's own JavaScript. Forms call `prefetch`
 * when a field gains focus, so the schema is there by the time they submit.
 */
export type LazySchema<S extends z.ZodType = z.ZodType> = {
  prefetch: () => void;
  /** The schema, or null when it could not be fetched: the server validates regardless. */
  load: () => Promise<S | null>;
};

export function lazySchema<S extends z.ZodType>(importSchema: () => Promise<S>): LazySchema<S> {
  let pending: Promise<S | null> | undefined;
  const load = () =>
    (pending ??= importSchema().catch(() => {
      pending = undefined; // a failed fetch is tried again next time
      return null;
    }));
  return { prefetch: () => void load(), load };
}
