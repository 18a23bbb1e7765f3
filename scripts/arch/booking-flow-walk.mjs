/**
 * Issue 37's measure of the bookings module: the files and folders that "a member books a room
 * and pays" walks. From the flow's entry points (the meeting-room booking page, POST
 * /api/bookings, the pay route, /api/payments/confirm and the payments webhook), every project
 * file reachable through imports (static and dynamic), counted by the folder it sits in (a
 * route's own folder and its _components/ or _lib/ count as folders too). Packages are not
 * counted. `npm run arch:walk` prints the count; `--list` prints the folders too.
 */
import path from "node:path";
import { reachableFrom } from "./import-graph.mjs";

export const BOOKING_FLOW_ENTRIES = [
  "app/(book)/meeting-rooms/page.tsx",
  "app/api/bookings/route.ts",
  "app/api/bookings/[id]/pay/route.ts",
  "app/api/payments/confirm/route.ts",
  "app/api/payments/webhook/route.ts",
];

export function walkBookingFlow(root = process.cwd()) {
  const files = [...reachableFrom(BOOKING_FLOW_ENTRIES, root)].sort();
  const folders = [...new Set(files.map((file) => path.dirname(file)))].sort();
  return { files, folders };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, folders } = walkBookingFlow();
  console.log(`a member books a room and pays: ${files.length} files in ${folders.length} folders`);
  if (process.argv.includes("--list")) {
    for (const folder of folders) {
      const count = files.filter((file) => path.dirname(file) === folder).length;
      console.log(`  ${folder} (${count})`);
    }
  }
}
