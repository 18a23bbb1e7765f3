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
  "leads",
  "db",
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
  ];
  if (module === "db") files.push(`${at}/*`);
  if (module === "payments") files.push(`${at}/ledger`, `${at}/ledger/*`);
  return files;
}

const restrict = (groups, message) => ({
  "no-restricted-imports": ["error", { patterns: groups.map((group) => ({ group, message })) }],
});

const MESSAGE =
  "Another module's private file: import its public index (see README, the map of lib/).";

export const moduleBoundaries = [
  ...MODULES.map((module) => ({
    files: [`lib/${module}/**`],
    rules: restrict(MODULES.filter((other) => other !== module).map(privateFilesOf), MESSAGE),
  })),
  {
    files: [
      "lib/*.ts",
      "lib/*.tsx",
      "lib/!(auth|bookings|cart|db|invoices|leads|mail|memberships|payments|settlement|staff|store|tours|visitors)/**",
    ],
    rules: restrict(MODULES.map(privateFilesOf), MESSAGE),
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
