import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../../..");

/*
 * A process's zone is fixed when it starts (setting process.env.TZ inside jest does not reach
 * the real process), so other zones are checked in child processes. The child loads the
 * TypeScript sources with the compiler's transpileModule, mapping the `@/` alias to the root.
 */
const childScript = (file: string, exportName: string) => `
const fs = require("node:fs");
const path = require("node:path");
const Module = require("node:module");
const ts = require("typescript");
const root = process.env.FINGERPRINT_ROOT;
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
const fingerprint = require(path.join(root, ${JSON.stringify(file)}))[${JSON.stringify(exportName)}];
process.stdout.write(JSON.stringify({
  offset: new Date("2026-01-15T12:00:00Z").getTimezoneOffset(),
  fingerprint: fingerprint(),
}));
`;

/**
 * `exportName` of `file` (a path from the repository root) called in a child process started
 * under `zone`, with the zone's offset in January so a test can tell the child really ran there.
 */
function fingerprintInZone(zone: string, file: string, exportName: string) {
  const output = execFileSync(process.execPath, ["-e", childScript(file, exportName)], {
    cwd: root,
    env: { ...process.env, TZ: zone, FINGERPRINT_ROOT: root, NEXT_PUBLIC_SITE_URL: "" },
    encoding: "utf8",
    timeout: 30_000,
  });
  return JSON.parse(output) as { offset: number; fingerprint: unknown };
}

/**
 * One test per zone: `exportName` of `file` (a path from the repository root), called in a
 * child process started under that zone, gives exactly `expected`.
 */
export function itAnswersTheSameIn(
  zones: [zone: string, januaryOffset: number][],
  file: string,
  exportName: string,
  expected: unknown,
) {
  it.each(zones)(
    "gives the same answers under %s",
    (zone, offset) => {
      const child = fingerprintInZone(zone, file, exportName);
      // The child really ran in that zone (ICU may canonicalise the name, so check the offset).
      expect(child.offset).toBe(offset);
      expect(child.fingerprint).toEqual(expected);
    },
    30_000,
  );
}
