#!/usr/bin/env bash
# The production-front test and `npm run bench:load` put Debian's nginx in front of the build.
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "nginx is missing: installing Debian's nginx package…"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update
# nginx-light has everything the configuration uses (proxy cache, gzip); newer Debian has only nginx.
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y nginx-light ||
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y nginx
