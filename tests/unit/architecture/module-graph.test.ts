/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import {
  fileCycles,
  folderPairs,
  importGraph,
  importsOf,
  libModuleOf,
  resolveImport,
} from "../../../scripts/arch/import-graph.mjs";
import { isPrivateImport } from "../../../eslint.boundaries.mjs";
import {
  FLOW_FOLDER_LIMIT,
  folderOf,
  walkBookingFlow,
} from "../../../scripts/arch/booking-flow.mjs";

/**
 * Issue 37's rules over the import graph (static imports, re-exports and dynamic `import()`),
 * which ESLint's per-file rule cannot see whole: no file circle, no two lib folders importing
 * each other, lib/payments importing none of its subjects, the bookings table reached from
 * lib/bookings alone, and no import of another module's private file, however it is written.
 */
const graph = importGraph(["lib", "app", "components", "content"]);
const libGraph = new Map([...graph].filter(([file]) => file.startsWith("lib/")));

/** The graph between lib modules: module → the other modules it imports. */
function moduleGraph(files: Map<string, string[]>): Map<string, string[]> {
  const modules = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = libModuleOf(file);
    if (!from || from === "lib") continue;
    const to = modules.get(from) ?? new Set<string>();
    modules.set(from, to);
    for (const target of targets) {
      const other = libModuleOf(target);
      if (other && other !== "lib" && other !== from) to.add(other);
    }
  }
  return new Map([...modules].map(([module, to]) => [module, [...to]]));
}

describe("the import graph", () => {
  it("has no file circle", () => {
    expect(fileCycles(graph)).toEqual([]);
  });

  it("has no two lib folders importing each other, nor any longer folder circle", () => {
    expect(folderPairs(libGraph)).toEqual([]);
    expect(fileCycles(moduleGraph(libGraph))).toEqual([]);
  });

  it("has lib/payments import none of its subjects", () => {
    const subjects = [
      "lib/bookings",
      "lib/store",
      "lib/memberships",
      "lib/leads",
      "lib/settlement",
    ];
    const offending = [...libGraph]
      .filter(([file]) => libModuleOf(file) === "lib/payments")
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => subjects.includes(libModuleOf(target) ?? ""))
          .map((target) => `${file} -> ${target}`),
      );
    expect(offending).toEqual([]);
  });

  it("names the bookings table in lib/bookings alone", () => {
    const hits = execFileSync(
      "git",
      ["grep", "-lE", String.raw`public\.bookings|from\("bookings"\)`, "--", "lib"],
      { encoding: "utf8" },
    ).trim();
    expect(hits.split("\n").filter((file) => !file.startsWith("lib/bookings/"))).toEqual([]);
  });

  it("imports no other module's private file, statically or by import()", () => {
    const offending = [...graph.keys()].flatMap((file) => {
      const owner = libModuleOf(file);
      const own = owner && owner !== "lib" ? owner.slice(4) : null;
      return importsOf(readFileSync(file, "utf8"))
        .filter((specifier: string) => isPrivateImport(own, specifier))
        .map((specifier: string) => `${file}: ${specifier}`);
    });
    expect(offending).toEqual([]);
  });
});

describe('the flow "a member books a room and pays" (issue 37)', () => {
  // Folders as docs/folders.md maps the code: a lib module with its subfolders, lib's own files,
  // an app route group with its routes, components/, content/ (scripts/arch/booking-flow.mjs).
  const flow = walkBookingFlow();

  it(`touches at most ${FLOW_FOLDER_LIMIT} folders`, () => {
    expect(flow.folders.length).toBeLessThanOrEqual(FLOW_FOLDER_LIMIT);
  });

  it("loads no other subject's payment handlers, nor the desk or the calendar", () => {
    const strays = flow.files.filter((file) =>
      /^lib\/(store|memberships|calendar|leads|mail|staff|visitors)\/|^lib\/bookings\/desk\//.test(
        file,
      ),
    );
    expect(strays).toEqual([]);
  });

  it("stays within the limit when it repeats weekly (a series' payment)", () => {
    expect(
      walkBookingFlow(undefined, ["booking", "bookingSeries"]).folders.length,
    ).toBeLessThanOrEqual(FLOW_FOLDER_LIMIT);
  });

  it("would exceed it if every subject's handlers were loaded with the flow", () => {
    const every = ["booking", "bookingSeries", "storeOrder", "membership"];
    expect(walkBookingFlow(undefined, every).folders.length).toBeGreaterThan(FLOW_FOLDER_LIMIT);
  });

  it("counts a folder as the map of the code does", () => {
    expect(
      [
        "lib/bookings/adapters/embedded.ts",
        "lib/bookings/checkout.ts",
        "lib/site.ts",
        "app/api/payments/webhook/route.ts",
        "app/(book)/_components/booking-page-shell.tsx",
        "components/ui/button.tsx",
        "content/booking-policies.ts",
      ].map(folderOf),
    ).toEqual([
      "lib/bookings",
      "lib/bookings",
      "lib",
      "app/api",
      "app/(book)",
      "components",
      "content",
    ]);
  });
});

describe("the checks would catch a violation", () => {
  it("finds a circle of three files and a pair of folders", () => {
    const circle = new Map([
      ["lib/a/x.ts", ["lib/b/y.ts"]],
      ["lib/b/y.ts", ["lib/a/z.ts"]],
      ["lib/a/z.ts", ["lib/a/x.ts"]],
    ]);
    expect(fileCycles(circle)).toEqual([["lib/a/x.ts", "lib/a/z.ts", "lib/b/y.ts"]]);
    expect(folderPairs(circle)).toEqual(["lib/a <-> lib/b"]);
  });

  it("reads a dynamic import, a re-export and a relative path, not a comment", () => {
    const source = [
      'const { settle } = await import("@/lib/memberships");',
      'export * from "./types";',
      '// import("@/lib/store") in prose is no import',
    ].join("\n");
    expect(importsOf(source)).toEqual(["@/lib/memberships", "./types"]);
    expect(resolveImport("lib/bookings/index.ts", "./types")).toBe("lib/bookings/types.ts");
  });

  it("names a private file however it is imported, and lets the public index through", () => {
    expect(isPrivateImport("bookings", "@/lib/payments/ledger/select")).toBe(true);
    expect(isPrivateImport(null, "@/lib/bookings/adapters/embedded")).toBe(true);
    expect(isPrivateImport(null, "@/lib/memberships/store")).toBe(true);
    expect(isPrivateImport("auth", "@/lib/http/shared-windows")).toBe(true);
    expect(isPrivateImport("bookings", "@/lib/payments")).toBe(false);
    expect(isPrivateImport("bookings", "@/lib/bookings/adapters/embedded")).toBe(false);
  });
});
