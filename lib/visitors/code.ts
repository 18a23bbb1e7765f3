import "server-only";
import { randomInt } from "node:crypto";

/** A fresh guest code: six digits from the system's random source, leading zeros kept. */
export const newVisitorCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");
