#!/usr/bin/env bash
# `pnpm test`: every check and test of the repository.
#   0. static checks: TypeScript (strict), ESLint (with the architecture's import boundaries),
#      every docs/<file>.md#<heading> and repository path cited in the code found (pnpm lint:citations),
#      the API's OpenAPI document (Redocly CLI, recommended rules: 0 errors) and the console's
#      generated API types checked against that document; the deployment files written to
#      run elsewhere (Kubernetes manifests, compose.yaml, Dockerfiles: pnpm lint:deploy)
#   1. unit and component tests of every package (jest; the API on embedded PGlite)
#   2. the API suite again on a real PostgreSQL server (started here, on a temporary port)
#   3. browser tests (Playwright on Debian chromium) against the built, gateway-served app
#   4. the production-like stack (nginx, two API processes, PostgreSQL) from those builds:
#      nginx -t on the rendered configuration, then the stack started, used under load through
#      a rolling restart and stopped; then the browser tests again, through nginx
# Installs Debian chromium, the PostgreSQL server and nginx when they are missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root to run: $*" >&2; return 1; fi
}

apt_updated=
apt_install() {
  [ -n "$apt_updated" ] || { as_root apt-get update -qq; apt_updated=1; }
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

command -v chromium >/dev/null || { echo "Installing Debian chromium..."; apt_install chromium; }
[ -n "$(pg_bin)" ] || { echo "Installing the PostgreSQL server..."; apt_install postgresql; }
{ [ -x /usr/sbin/nginx ] && [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; } ||
  { echo "Installing nginx..."; apt_install nginx libnginx-mod-http-brotli-static; }

# --- a throw-away PostgreSQL server for the API suite -------------------------------
PG_PORT=${MAZIWA_TEST_PG_PORT:-55432}
PG_DIR=$(mktemp -d /tmp/maziwa-pg.XXXXXX)
PG=$(pg_bin)
pg_as() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
stop_pg() { pg_as "$PG/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$PG_DIR"; }
trap stop_pg EXIT
pg_as "$PG/initdb" -D "$PG_DIR/data" -U postgres --auth=trust >/dev/null
pg_as "$PG/pg_ctl" -D "$PG_DIR/data" -w -l "$PG_DIR/log" \
  -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
PG_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"

# The run must leave the working tree as it found it: nothing generated, nothing untracked.
tree_state() { git status --porcelain --untracked-files=all 2>/dev/null || true; }
TREE_BEFORE=$(tree_state)

echo "== typecheck =="
pnpm typecheck

echo "== lint =="
pnpm lint

echo "== code cites only files and docs/ headings that exist =="
pnpm lint:citations

echo "== OpenAPI document (Redocly, recommended rules) =="
pnpm lint:openapi

echo "== API types match the API's OpenAPI document =="
pnpm api-types:check

echo "== deployment files (Kubernetes schemas and types, Compose schema, Dockerfile lint) =="
pnpm lint:deploy

echo "== unit and component tests (API on PGlite) =="
pnpm -r --workspace-concurrency=1 --filter "!@maziwa/e2e" test

echo "== API tests on PostgreSQL $("$PG/postgres" --version | awk '{print $3}') =="
TEST_DATABASE_URL="$PG_URL" pnpm --filter @maziwa/api test

echo "== browser tests =="
pnpm --filter @maziwa/e2e test

# After the browser tests, whose start built every app this needs.
echo "== production-like stack (nginx, API processes, PostgreSQL) =="
pnpm test:stack

echo "== browser tests through nginx and two API processes on PostgreSQL =="
pnpm --filter @maziwa/e2e test:stack

echo "== working tree =="
if [ "$(tree_state)" != "$TREE_BEFORE" ]; then
  echo "The tests changed or left files in the working tree:" >&2
  diff <(echo "$TREE_BEFORE") <(tree_state) >&2 || true
  exit 1
fi
echo "unchanged"
