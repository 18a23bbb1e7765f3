#!/usr/bin/env bash
# `npm run test:unit [jest args]`: the unit tests on a Node.js line the site supports (`engines`:
# 22 or later). On an older machine's Node (CI's Debian has Node 20, past its end of life) they
# run on Node 24, taken from the npm registry by .ci/unit-on-node: once, on a supported line,
# instead of once on an unsupported one and again on 24 (eleven minutes of a 45-minute budget).
set -euo pipefail
cd "$(dirname "$0")/.."
major="$(node -p 'process.versions.node.split(".")[0]')"
if ((major >= 22)); then exec npx jest "$@"; fi
echo "Node $(node --version) is older than the site supports (>=22): unit tests on Node 24." >&2
exec bash .ci/unit-on-node 24 "$@"
