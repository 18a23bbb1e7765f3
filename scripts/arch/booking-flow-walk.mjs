/**
 * `npm run arch:walk`: issue 37's walk of "a member books a room and pays" (see booking-flow.mjs
 * for what is followed and how folders are counted): the counts, and with `--list` each folder.
 */
import path from "node:path";
import { FLOW_FOLDER_LIMIT, folderOf, walkBookingFlow } from "./booking-flow.mjs";

const { files, directories, folders } = walkBookingFlow();
console.log(
  `a member books a room and pays: ${files.length} files in ${directories.length} directories, ` +
    `${folders.length} folders (limit ${FLOW_FOLDER_LIMIT})`,
);
if (process.argv.includes("--list")) {
  for (const folder of folders) {
    const inside = files.filter((file) => folderOf(file) === folder);
    const dirs = new Set(inside.map((file) => path.dirname(file))).size;
    console.log(`  ${folder} (${inside.length} files, ${dirs} directories)`);
  }
}
