import { spawn } from "node:child_process";
import { PGlite } from "@electric-sql/pglite";
const dir = "/tmp/pgtest/dur-" + Date.now();
for (const v of ["a", "b"]) {
  await new Promise((res) => {
    const c = spawn(process.execPath, ["dur-tmp.mjs", dir, v]);
    c.stdout.on("data", (d) => { if (String(d).includes("committed")) { c.kill("SIGKILL"); } });
    c.on("exit", (code, sig) => { console.log("exit", code, sig); res(); });
  });
}
const db = new PGlite({ dataDir: dir });
console.log((await db.query("select * from t")).rows);
