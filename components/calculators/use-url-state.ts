"use client";

import { useEffect, useState } from "react";
import { useSearchParams } from "next/navigation";

/**
 * A calculator's choices, read once from the query and mirrored back into it as they change, so
 * a reload, a shared link or the sign-in gate's return lands on the same choices. Reading the
 * query makes the island render in the browser only (its Suspense fallback is prerendered).
 */
export function useUrlState<T>(
  parse: (query: URLSearchParams) => T,
  serialize: (state: T) => Record<string, string | number | boolean | undefined>,
) {
  const searchParams = useSearchParams();
  const [state, setState] = useState<T>(() => parse(new URLSearchParams(searchParams.toString())));

  useEffect(() => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(serialize(state))) {
      if (value === undefined || value === "" || value === false) continue;
      query.set(key, value === true ? "1" : String(value));
    }
    const search = query.size ? `?${query}` : "";
    if (search !== window.location.search) {
      // Next's router follows native history calls; replace, so Back still leaves the page.
      window.history.replaceState(null, "", `${window.location.pathname}${search}`);
    }
    // `serialize` is a pure mapping given by each calculator; the state is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  return [state, setState] as const;
}

/** This page with its current query: where the sign-in gate brings the visitor back to. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export const queryNumber = (query: URLSearchParams, key: string): number | undefined => {
  const raw = query.get(key);
  const value = raw === null || raw.trim() === "" ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

export const queryChoice = <T extends string>(
  query: URLSearchParams,
  key: string,
  choices: readonly T[],
) => {
  const raw = query.get(key);
  return choices.find((choice) => choice === raw);
};
