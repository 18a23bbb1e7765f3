#!/usr/bin/env node
// Writes the nginx site configuration (deploy/nginx/*.conf, placeholders filled) into --out:
//
//   node deploy/render-nginx.mjs --out /etc/nginx/conf.d --upstream 127.0.0.1:3000 \
//     --upstream 127.0.0.1:3001 --static /srv/lotus-club/.next-standalone/static \
//     --cache /var/cache/nginx/lotus-club --listen 80 --server-name club.example \
//     --balance least-conn
//
// --balance: `least-conn` with DATABASE_URL (rate limits counted in the database), `per-client`
// (the default) in Supabase mode, where each process counts them in its memory.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { renderNginx } from "./nginx-config.mjs";

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    upstream: { type: "string", multiple: true, default: ["127.0.0.1:3000"] },
    balance: { type: "string", default: "per-client" },
    static: { type: "string", default: "/srv/lotus-club/.next-standalone/static" },
    cache: { type: "string", default: "/var/cache/nginx/lotus-club" },
    listen: { type: "string", default: "80" },
    "server-name": { type: "string", default: "_" },
  },
});
if (!values.out) throw new Error("--out <folder> is required");
const file = renderNginx({
  upstreams: values.upstream,
  balance: values.balance,
  staticDir: values.static,
  cacheDir: values.cache,
  listen: values.listen,
  serverName: values["server-name"],
  outDir: values.out,
  templateDir: path.join(path.dirname(fileURLToPath(import.meta.url)), "nginx"),
});
console.log(`Wrote ${file}; check it with nginx -t, then reload nginx.`);
