/** @jest-environment node */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { bookingFingerprint } from "./tz-fingerprint";

const root = path.resolve(__dirname, "../../..");

// As in tests/unit/pricing/tz.test.ts: a process's zone is fixed at start, so other zones run in
// child processes that load the TypeScript sources through the compiler's transpileModule.
const childScript = `
const fs = require("node:fs");
const path = require("node:path");
const Module = require("node:module");
const ts = require("typescript");
const root = process.env.BOOKING_ROOT;
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const mapped = request.startsWith("@/") ? path.join(root, request.slice(2)) : request;
  return resolve.call(this, mapped, ...rest);
};
require.extensions[".ts"] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, "utf8"), {
    fileName: filename,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  module._compile(outputText, filename);
};
const { bookingFingerprint } = require(path.join(root, "tests/unit/bookings/tz-fingerprint.ts"));
process.stdout.write(JSON.stringify({ offset: new Date("2026-01-15T12:00:00Z").getTimezoneOffset(), fingerprint: bookingFingerprint() }));
`;

function fingerprintIn(zone: string) {
  const output = execFileSync(process.execPath, ["-e", childScript], {
    cwd: root,
    env: { ...process.env, TZ: zone, BOOKING_ROOT: root, NEXT_PUBLIC_SITE_URL: "" },
    encoding: "utf8",
    timeout: 30_000,
  });
  return JSON.parse(output) as { offset: number; fingerprint: unknown };
}

describe("booking rules do not depend on the process's zone", () => {
  const expected = JSON.parse(JSON.stringify(bookingFingerprint())) as ReturnType<
    typeof bookingFingerprint
  >;

  it("answers the boundaries as the club sees them", () => {
    const [beforeMidnight, midnight, nine, fridaySeven, closing, saturday] = expected;
    expect(beforeMidnight!.here).toEqual({ date: "2026-03-09", time: "23:59" });
    expect(midnight!.here).toEqual({ date: "2026-03-10", time: "00:00" });
    // 09:00 Tuesday: the 10:00 slot is exactly 1 h ahead (open), 09:00 is not.
    expect(nine!.rooms[1]).toEqual(["2026-03-10T04:30:00.000Z", "2026-03-11T04:30:00.000Z", true]);
    expect(nine!.rooms[0]![0]).toBe("Booking must be at least 1 hour from now.");
    // Friday 19:00: today's 19:00 is too soon, tomorrow is Saturday.
    expect(fridaySeven!.rooms[2]).toEqual([
      "Booking must be at least 1 hour from now.",
      "Bookings are only available on weekdays.",
      false,
    ]);
    expect(closing!.dayPass[0]).toEqual({
      ok: false,
      message: "The club has closed for today. Please choose another date.",
    });
    expect(saturday!.dayPass[0]).toEqual({
      ok: false,
      message: "Bookings are only available on weekdays.",
    });
    expect(saturday!.dayPass[2]).toBe("2026-03-16");
    expect(midnight!.moveIn).toEqual([false, true]);
  });

  it.each([
    ["UTC", 0],
    ["Pacific/Kiritimati", -840],
    ["America/Los_Angeles", 480],
  ])(
    "gives the same answers under %s",
    (zone, offset) => {
      const child = fingerprintIn(zone);
      expect(child.offset).toBe(offset);
      expect(child.fingerprint).toEqual(expected);
    },
    30_000,
  );
});
