#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright cannot download its own here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package…"
if [ "$(id -u)" -eq 0 ]; then
  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
else
  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi
