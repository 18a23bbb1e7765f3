import "server-only";
import pg from "pg";

// Type parsing (text format) for lib/db/postgres.ts's pool. pg's defaults differ from PGlite's
// in these types only; every other type (int2/int4/oid/float, bool, text, uuid, json/jsonb and their arrays, numeric as a string,
// timestamp/timestamptz as Date) already gives the same value. Checked side by side against
// PGlite in tests/unit/db/postgres.test.ts.

const { types } = pg;
type TypeId = Parameters<typeof types.getTypeParser>[0];
/** pg's parser of text[] (oid 1009, absent from its TypeId list): the elements as strings. */
const parseTextArray = types.getTypeParser(1009 as TypeId, "text") as (value: string) => unknown[];
/** A PostgreSQL array literal whose elements `element` parses (nested arrays too; NULL stays null). */
const arrayOf =
  (element: (value: string) => unknown) =>
  (value: string): unknown[] => {
    const map = (items: unknown[]): unknown[] =>
      items.map((item) =>
        item === null ? null : Array.isArray(item) ? map(item) : element(item as string),
      );
    return map(parseTextArray(value));
  };

/**
 * int8 (bigint, count(*), sum(int)): PGlite gives a number when it is a safe integer and a
 * BigInt beyond ±2^53; pg gives a string. Same as PGlite, so `count(*)` is a number either way.
 */
const parseInt8 = (value: string): number | bigint => {
  const n = BigInt(value);
  return n < BigInt(Number.MIN_SAFE_INTEGER) || n > BigInt(Number.MAX_SAFE_INTEGER) ? n : Number(n);
};

/**
 * date: PGlite gives the Date at UTC midnight (`new Date("2031-03-14")`), ±Infinity for
 * ±infinity; pg gives local midnight, which in a process running at +05:30 is the day before
 * at UTC (lib/bookings/rows.ts reads `toISOString().slice(0, 10)`). Same as PGlite.
 */
const parseDate = (value: string): Date | number =>
  value === "infinity" ? Infinity : value === "-infinity" ? -Infinity : new Date(value);

/** interval, point, circle: PGlite leaves them as PostgreSQL's text; pg makes objects. Text. */
const asText = (value: string) => value;

/** bytea: PGlite gives a Uint8Array; pg a Buffer (a Uint8Array subclass). A plain Uint8Array. */
const parseBytea = (value: string): Uint8Array => {
  const buffer = types.getTypeParser(types.builtins.BYTEA, "text")(value) as Buffer;
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
};

const PARSERS: Record<number, (value: string) => unknown> = {
  20: parseInt8,
  1016: arrayOf(parseInt8), // int8[]
  1082: parseDate,
  1182: arrayOf(parseDate), // date[]
  // numeric[]: PGlite gives strings (as for numeric); pg gives floats, losing digits. Strings.
  1231: arrayOf(asText),
  1186: asText, // interval
  1187: arrayOf(asText), // interval[]
  600: asText, // point
  1017: arrayOf(asText), // point[]
  718: asText, // circle
  17: parseBytea,
};

/** Per pool, not pg's global registry: nothing else in the process sees these parsers. */
export const PGLITE_TYPES = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (format !== "binary" && PARSERS[oid]) return PARSERS[oid];
    return types.getTypeParser(oid as TypeId, format ?? "text");
  },
} as pg.CustomTypesConfig;
