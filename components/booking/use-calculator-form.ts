"use client";

import { useState } from "react";
import { useUrlState, type QueryParser } from "./use-url-state";

/**
 * A calculator's choices (kept in the query, see `useUrlState`) and its field errors, with one
 * way to change them: `update` applies a change and clears the errors it answers.
 */
export function useCalculatorForm<T extends object>(
  parse: QueryParser<T>,
  serialize: (state: T) => Record<string, string | number | boolean | undefined>,
  renderedAt: number,
) {
  const [state, setState] = useUrlState(parse, serialize, renderedAt);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function update(patch: Partial<T>, clear: string[]) {
    setState((current) => ({ ...current, ...patch }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))),
    );
  }

  return { state, errors, setErrors, update };
}
