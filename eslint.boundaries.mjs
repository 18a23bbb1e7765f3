/**
 * Module boundaries of lib/ (issue "One database layer"): each module owns its tables, and the
 * rest of the app reaches them through the module's public files only. A module's adapters, its
 * embedded-only code and migrations, its row mappers and its port selector are private; the
 * database kit is reached through `@/lib/db` alone; routes and components reach payments through
 * `@/lib/payments` and its browser client only. Tests are not a module: they test the private
 * parts directly.
 */
const MODULES = [
  "auth",
  "bookings",
  "cart",
  "credits",
  "leads",
  "db",
  "http",
  "invoices",
  "mail",
  "memberships",
  "payments",
  "settlement",
  "staff",
  "store",
  "visitors",
  "tours",
];

/** What no other module may import of `module`. */
function privateFilesOf(module) {
  const at = `@/lib/${module}`;
  const files = [
    `${at}/adapters/*`,
    `${at}/**/adapters/*`,
    `${at}/embedded/*`,
    `${at}/**/embedded/*`,
    `${at}/rows`,
    `${at}/**/rows`,
    `${at}/*-sql`,
    `${at}/select`,
    `${at}/**/select`,
    // Role files whose names say what they are: a port, an orchestrator's store, SQL callers.
    `${at}/port`,
    `${at}/**/port`,
    `${at}/store`,
    `${at}/**/*-sql`,
    `${at}/**/sql-functions`,
  ];
  if (module === "db") files.push(`${at}/*`);
  if (module === "payments") files.push(`${at}/ledger`, `${at}/ledger/*`);
  // lib/http's table (rate_limit_windows, 0037): its windows are reached through `@/lib/http`.
  if (module === "http") files.push(`${at}/shared-windows`, `${at}/window-counter`);
  return files;
}

/** A glob of privateFilesOf as a regular expression over an import's specifier. */
function globToRegExp(glob) {
  const source = glob
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*\*\//g, "(?:.+/)?")
    .replace(/\*/g, "[^/]+");
  return new RegExp(`^${source}$`);
}

/**
 * Whether `specifier`, imported (statically or by `import()`) from a file of lib module `from`
 * (null outside lib), names another module's private file: the architecture tests use it on
 * every import the ESLint rule cannot see.
 */
export function isPrivateImport(from, specifier) {
  return MODULES.filter((module) => module !== from).some((module) =>
    privateFilesOf(module).some((glob) => globToRegExp(glob).test(specifier)),
  );
}

/** `import("…")` of a private file: no-restricted-imports sees static imports only. */
const dynamicImports = (modules) => ({
  "no-restricted-syntax": [
    "error",
    ...modules.flatMap((module) =>
      privateFilesOf(module).map((glob) => ({
        // esquery ends a regex at its first slash: a path's slashes are written as \u002F.
        selector: `ImportExpression[source.value=/${globToRegExp(glob).source.replace(/\\?\//g, "\\u002F")}/]`,
        message: MESSAGE,
      })),
    ),
  ],
});

const restrict = (groups, message) => ({
  "no-restricted-imports": ["error", { patterns: groups.map((group) => ({ group, message })) }],
});

const MESSAGE =
  "Another module's private file: import its public index (see README, the map of lib/).";

export const moduleBoundaries = [
  ...MODULES.map((module) => ({
    files: [`lib/${module}/**`],
    rules: {
      ...restrict(MODULES.filter((other) => other !== module).map(privateFilesOf), MESSAGE),
      ...dynamicImports(MODULES.filter((other) => other !== module)),
    },
  })),
  {
    files: [
      "lib/*.ts",
      "lib/*.tsx",
      "lib/!(auth|bookings|cart|credits|db|http|invoices|leads|mail|memberships|payments|settlement|staff|store|tours|visitors)/**",
    ],
    rules: { ...restrict(MODULES.map(privateFilesOf), MESSAGE), ...dynamicImports(MODULES) },
  },
  {
    files: ["app/**", "components/**", "proxy.ts", "instrumentation.ts"],
    rules: restrict(
      [
        ...MODULES.filter((module) => module !== "payments").map(privateFilesOf),
        ["@/lib/payments/*", "!@/lib/payments/client", "!@/lib/payments/client/*"],
      ],
      `${MESSAGE} Payments: "@/lib/payments" on the server, "@/lib/payments/client/…" in the browser.`,
    ),
  },
];
