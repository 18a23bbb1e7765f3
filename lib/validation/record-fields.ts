import { z } from "@/lib/zod";

/**
 * Field schemas for JSON the outbox triggers write with `to_jsonb`: snake_case columns, SQL
 * nulls, timestamps with an offset, dates as yyyy-mm-dd, bigints as JSON numbers.
 */

/** A nullable column: absent (undefined) in the app's types when null. */
export const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);

/** A timestamptz as PostgreSQL writes it in JSON, as the app's ISO instant. */
export const timestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), "Invalid timestamp")
  .transform((value) => new Date(value).toISOString());

export const clubDate = z.iso.date();

/** Whole paise or cents. */
export const money = z.number().int();

export const id = z.guid();

/** One of `record`'s keys: a room, a plan, a term, as lib/pricing names them. */
export const keyOf = <K extends string>(record: Record<K, unknown>) =>
  z.custom<K>(
    (value) => typeof value === "string" && Object.hasOwn(record, value),
    `Expected one of ${Object.keys(record).join(", ")}`,
  );
