import { PGlite } from "@electric-sql/pglite";
const dir = process.argv[2];
const db = new PGlite({ dataDir: dir, relaxedDurability: false });
await db.exec("create table if not exists t (id serial primary key, v text)");
await db.query("insert into t (v) values ($1)", [process.argv[3]]);
console.log("committed");
setInterval(() => {}, 1000);
