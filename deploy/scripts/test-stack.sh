#!/usr/bin/env bash
# `pnpm test:stack`: the production configuration, on this machine (needs the built apps,
# nginx and the PostgreSQL server; test-all.sh installs the last two):
#   1. `nginx -t` on the template as the local stack renders it (render.mjs) and as the web
#      image renders it at start (web-entrypoint.sh, envsubst)
#   2. the stack itself, started, used through nginx and stopped (deploy/stack/stack.test.mjs)
set -euo pipefail
cd "$(dirname "$0")/../.."
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

node deploy/nginx/render.mjs config --out "$TMP/stack" --port 18481 --web-root "$TMP/www" --api 127.0.0.1:3021,127.0.0.1:3022 >/dev/null
"$NGINX" -t -q -c "$TMP/stack/nginx.conf" -p "$TMP/stack" -e "$TMP/stack/error.log"

mkdir -p "$TMP/image"
cp deploy/nginx/nginx.conf.template "$TMP/image/"
node deploy/nginx/render.mjs headers >"$TMP/image/security-headers.conf"
PATH="$(dirname "$NGINX"):$PATH" MAZIWA_CONF_DIR="$TMP/image" MAZIWA_RUN_DIR="$TMP/image/run" \
  MAZIWA_WEB_ROOT="$TMP/www" MAZIWA_ERROR_LOG="$TMP/image/error.log" \
  MAZIWA_API_UPSTREAMS=127.0.0.1:3021,127.0.0.1:3022 MAZIWA_REAL_IP_FROM=10.0.0.0/8 \
  sh deploy/docker/web-entrypoint.sh -t
echo "nginx -t: the configuration of the local stack and of the web image are valid"

node --test deploy/stack/
