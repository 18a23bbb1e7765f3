/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { itAnswersTheSameIn } from "./fingerprint-in-zone";
import { tzFingerprint } from "./tz-fingerprint";

const root = path.resolve(__dirname, "../../..");

describe("club time does not depend on the process's zone", () => {
  const expected = JSON.parse(JSON.stringify(tzFingerprint())) as unknown;

  it("probes instants on both sides of the club's midnight", () => {
    const probes = tzFingerprint();
    expect(probes.map((p) => p.today).slice(0, 2)).toEqual(["2026-03-09", "2026-03-10"]);
    expect(probes.find((p) => p.iso === "2026-12-04T18:45:00Z")?.weekday).toBe(6);
  });

  itAnswersTheSameIn(
    [
      ["America/Los_Angeles", 480],
      ["Pacific/Kiritimati", -840],
      ["Asia/Kolkata", -330],
      ["UTC", 0],
    ],
    "tests/unit/pricing/tz-fingerprint.ts",
    "tzFingerprint",
    expected,
  );

  it("uses no local-time Date methods in lib/pricing", () => {
    const dir = path.join(root, "lib/pricing");
    const localTime =
      /\.(get|set)(FullYear|Month|Date|Day|Hours|Minutes|Seconds|TimezoneOffset)\(|toLocale(Date|Time)?String\(|new Date\(\s*\d/;
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".ts"))) {
      const source = readFileSync(path.join(dir, file), "utf8");
      expect({ file, match: localTime.exec(source)?.[0] }).toEqual({ file, match: undefined });
    }
  });
});
