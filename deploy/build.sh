#!/usr/bin/env bash
# Builds the site as Next's standalone server into deploy/out/: server.js with the node_modules it
# needs, the static assets and public/ beside it. Copy deploy/out/ to the VPS (e.g. /srv/lotus-club)
# and run it with deploy/systemd/lotus-club@.service. NEXT_PUBLIC_* variables are read now.
set -euo pipefail
cd "$(dirname "$0")/.."
dist=.next-standalone
NEXT_STANDALONE=1 NEXT_DIST_DIR="$dist" npx next build
rm -rf deploy/out
cp -a "$dist/standalone" deploy/out
# server.js serves these itself too (nginx serves /_next/static from disk first).
mkdir -p "deploy/out/$dist"
cp -a "$dist/static" "deploy/out/$dist/static"
cp -a public deploy/out/public
# The migrations are read at start from the working directory (lib/db/migrate.ts), not imported,
# so the build's file tracing leaves them out: copy every folder's .sql files beside server.js.
git ls-files '*/migrations/*.sql' | while read -r file; do
  mkdir -p "deploy/out/$(dirname "$file")"
  cp "$file" "deploy/out/$file"
done
echo "Standalone server in deploy/out/: NEXT_DIST_DIR=$dist PORT=3000 node deploy/out/server.js"
