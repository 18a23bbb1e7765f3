"use client";

import { useEffect, useRef, useState } from "react";

/** Reads a calculator's choices from a query, with defaults (dates) counted from `now`. */
export type QueryParser<T> = (query: URLSearchParams, now: Date) => T;

type Serialized = Record<string, string | number | boolean | undefined>;

const sameChoices = (a: Serialized, b: Serialized) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => a[key] === b[key]);

/**
 * A calculator's choices, mirrored into the query as they change, so a reload, a shared link or
 * the sign-in gate's return lands on the same choices. The server renders the defaults as of
 * `renderedAt` (the page stays prerendered and shows its rooms, rates and breakdown without
 * JavaScript); once hydrated, the query and the browser's own clock replace them. The query is
 * read from `location`, not `useSearchParams`, which would leave the prerendered page a skeleton.
 */
export function useUrlState<T>(
  parse: QueryParser<T>,
  serialize: (state: T) => Serialized,
  renderedAt: number,
) {
  const [state, setState] = useState<T>(() => parse(new URLSearchParams(), new Date(renderedAt)));
  // Whether the query has been read: a ref, not state, so reading it costs no second render.
  const applied = useRef(false);

  // Declared before the effect that reads the query, so on mount it runs first and returns:
  // the query is mirrored only once the state has become its source.
  useEffect(() => {
    if (!applied.current) return;
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(serialize(state))) {
      if (value === undefined || value === "" || value === false) continue;
      query.set(key, value === true ? "1" : String(value));
    }
    const search = query.size ? `?${query}` : "";
    if (search === window.location.search) return;
    // After the next paint: Next's router follows native history calls with a render of its
    // own, which would otherwise delay the paint that answers the click (INP, issue 27).
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        // Replace, so Back still leaves the page.
        window.history.replaceState(null, "", `${window.location.pathname}${search}`);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
    // `serialize` is a pure mapping given by each calculator; the state is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  // Once, after hydration: from then on the state is the source and the query its mirror. Read
  // during render, the query would make the first client render differ from the server's HTML.
  // A visitor without a query, on the day the page was rendered, has the server's choices
  // already: setting them again would render the whole calculator a second time for nothing
  // (issue 27's trace charged that 136 ms of the meeting-room page's load on a phone).
  useEffect(() => {
    applied.current = true;
    const fromQuery = parse(new URLSearchParams(window.location.search), new Date());
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!sameChoices(serialize(fromQuery), serialize(state))) setState(fromQuery);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
