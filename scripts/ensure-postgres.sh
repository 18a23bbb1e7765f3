#!/usr/bin/env bash
# The PostgreSQL server-mode tests (tests/unit/db/postgres.test.ts) start a throwaway cluster of
# Debian's PostgreSQL 15 (initdb, postgres); Debian's postgresql package provides them.
set -euo pipefail
if [ -x /usr/lib/postgresql/15/bin/postgres ]; then exit 0; fi
echo "PostgreSQL is missing: installing Debian's postgresql package…"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
# The package's own cluster is not needed: the tests start their own, on a free port.
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
