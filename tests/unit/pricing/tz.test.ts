/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { tzFingerprint } from "./tz-fingerprint";

const root = path.resolve(__dirname, "../../..");

/*
 * A process's zone is fixed when it starts (setting process.env.TZ inside jest does not reach
 * the real process), so other zones are checked in child processes. The child loads the
 * TypeScript sources with the compiler's transpileModule, mapping the `@/` alias to the root.
 */
const childScript = `
const fs = require("node:fs");
const path = require("node:path");
const Module = require("node:module");
const ts = require("typescript");
const root = process.env.PRICING_ROOT;
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const mapped = request.startsWith("@/") ? path.join(root, request.slice(2)) : request;
  return resolve.call(this, mapped, ...rest);
};
require.extensions[".ts"] = (module, filename) => {
  const source = fs.readFileSync(filename, "utf8");
  const { outputText } = ts.transpileModule(source, {
    fileName: filename,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  module._compile(outputText, filename);
};
const { tzFingerprint } = require(path.join(root, "tests/unit/pricing/tz-fingerprint.ts"));
process.stdout.write(JSON.stringify({
  offset: new Date("2026-01-15T12:00:00Z").getTimezoneOffset(),
  fingerprint: tzFingerprint(),
}));
`;

function fingerprintIn(zone: string) {
  const output = execFileSync(process.execPath, ["-e", childScript], {
    cwd: root,
    env: { ...process.env, TZ: zone, PRICING_ROOT: root },
    encoding: "utf8",
    timeout: 30_000,
  });
  return JSON.parse(output) as { offset: number; fingerprint: unknown };
}

describe("club time does not depend on the process's zone", () => {
  const expected = JSON.parse(JSON.stringify(tzFingerprint())) as unknown;

  it("probes instants on both sides of the club's midnight", () => {
    const probes = tzFingerprint();
    expect(probes.map((p) => p.today).slice(0, 2)).toEqual(["2026-03-09", "2026-03-10"]);
    expect(probes.find((p) => p.iso === "2026-12-04T18:45:00Z")?.weekday).toBe(6);
  });

  it.each([
    ["America/Los_Angeles", 480],
    ["Pacific/Kiritimati", -840],
    ["Asia/Kolkata", -330],
    ["UTC", 0],
  ])(
    "gives the same answers under %s",
    (zone, offset) => {
      const child = fingerprintIn(zone);
      // The child really ran in that zone (ICU may canonicalise the name, so check the offset).
      expect(child.offset).toBe(offset);
      expect(child.fingerprint).toEqual(expected);
    },
    30_000,
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
