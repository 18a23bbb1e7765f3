/**
 * Issue 37's measure of the bookings module: the files and folders that "a member books a room
 * and pays" walks. From the flow's entry points (the meeting-room booking page, POST
 * /api/bookings, the pay route, /api/payments/confirm and the payments webhook), every project
 * file reachable through imports (static, type-only and dynamic), except the payment handlers
 * lib/settlement loads for other subject kinds (its SUBJECT_HANDLERS, loaded by `import()` when
 * a payment of that kind is settled: this flow pays for a booking). Packages are not counted.
 *
 * Counted two ways:
 * - directories: each directory a file sits in (a route's own folder and its _components/ or
 *   _lib/ too, lib/bookings/adapters apart from lib/bookings);
 * - folders, as docs/folders.md maps the code (the issue's measure, at most 15): each lib module
 *   with its subfolders (lib/bookings), lib's own files together (lib/*.ts), each app route group
 *   with its routes (app/(book), app/api), components/ and content/.
 * `npm run arch:walk` (booking-flow-walk.mjs) prints both and lists the folders;
 * tests/unit/architecture/module-graph.test.ts holds the limit.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { lazyHandlersOf, reachableFrom } from "./import-graph.mjs";

export const BOOKING_FLOW_ENTRIES = [
  "app/(book)/meeting-rooms/page.tsx",
  "app/api/bookings/route.ts",
  "app/api/bookings/[id]/pay/route.ts",
  "app/api/payments/confirm/route.ts",
  "app/api/payments/webhook/route.ts",
];

/** The registry of payment handlers by subject kind, and the kind this flow pays for. */
export const SUBJECT_REGISTRY = "lib/settlement/index.ts";
export const FLOW_SUBJECTS = ["booking"];

/** The issue's limit on the flow's folders. */
export const FLOW_FOLDER_LIMIT = 15;

/** The folder of the map (docs/folders.md) a file belongs to. */
export function folderOf(file) {
  const [top, second] = file.split("/");
  if (top === "lib") return file.split("/").length > 2 ? `lib/${second}` : "lib";
  if (top === "app") return file.split("/").length > 2 ? `app/${second}` : "app";
  return top;
}

/** The flow's files, directories and folders; `subjects`: the payment kinds it may settle. */
export function walkBookingFlow(root = process.cwd(), subjects = FLOW_SUBJECTS) {
  const handlers = lazyHandlersOf(readFileSync(path.join(root, SUBJECT_REGISTRY), "utf8"));
  const otherKinds = new Set(
    [...handlers].filter(([kind]) => !subjects.includes(kind)).map(([, specifier]) => specifier),
  );
  const skip = (file, specifier) => file === SUBJECT_REGISTRY && otherKinds.has(specifier);
  const files = [...reachableFrom(BOOKING_FLOW_ENTRIES, root, skip)].sort();
  const directories = [...new Set(files.map((file) => path.dirname(file)))].sort();
  const folders = [...new Set(files.map(folderOf))].sort();
  return { files, directories, folders };
}
