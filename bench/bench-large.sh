#!/usr/bin/env bash
# `pnpm --filter @maziwa/bench bench:large [--farmers N] [--days N] [...]`: the API on large
# data, end to end. Starts a throw-away PostgreSQL server (as deploy/scripts/test-all.sh
# does), loads it with seed:large (which migrates first), starts the API on it, runs
# api-latency against it, and stops and removes everything. Prints figures; never fails on
# time.
#
#   --farmers N         farmers per organisation (default 20000)
#   --days N            days of collections (default 30: about 0.7 M collections)
#   --organizations N   organisations (default 1)
#   --collections N     aim for about N collections per organisation
#   --keep              leave PostgreSQL and the API running at the end (prints how to stop)
# Anything else goes to api-latency (e.g. --requests 50 --duration 30 --only reports).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

FARMERS=20000
DAYS=30
SEED_ARGS=()
BENCH_ARGS=()
KEEP=
while [ $# -gt 0 ]; do
  case "$1" in
    --) ;;
    --farmers) FARMERS=$2; shift ;;
    --days) DAYS=$2; shift ;;
    --organizations|--collections|--seed|--now) SEED_ARGS+=("$1" "$2"); shift ;;
    --keep) KEEP=1 ;;
    *) BENCH_ARGS+=("$1") ;;
  esac
  shift
done

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root to run: $*" >&2; return 1; fi
}
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(pg_bin)" ]; then
  echo "Installing the PostgreSQL server..."
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
PG=$(pg_bin)

# A free port from a range (others' test servers use 55432-55434).
free_port() {
  local port
  for port in $(seq "$1" "$2"); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  echo "no free port in $1-$2" >&2; return 1
}
PG_PORT=${MAZIWA_BENCH_PG_PORT:-$(free_port 55440 55449)}
API_PORT=${MAZIWA_BENCH_API_PORT:-$(free_port 55450 55459)}

PG_DIR=$(mktemp -d /tmp/maziwa-bench-pg.XXXXXX)
API_PID=
pg_as() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
cleanup() {
  if [ -n "$KEEP" ]; then
    echo "Left running: PostgreSQL postgres://postgres@127.0.0.1:$PG_PORT/postgres (data in $PG_DIR), API http://127.0.0.1:$API_PORT"
    echo "Stop with: kill -- -$API_PID; $(command -v runuser >/dev/null && [ "$(id -u)" = 0 ] && echo 'runuser -u postgres -- ')$PG/pg_ctl -D $PG_DIR/data stop; rm -rf $PG_DIR"
    return
  fi
  if [ -n "$API_PID" ]; then kill -- "-$API_PID" 2>/dev/null || true; fi
  pg_as "$PG/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

# Durability is off (a throw-away server): it speeds up the load, not the reads measured.
pg_as "$PG/initdb" -D "$PG_DIR/data" -U postgres --auth=trust >/dev/null
pg_as "$PG/pg_ctl" -D "$PG_DIR/data" -w -l "$PG_DIR/log" -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -k $PG_DIR \
  -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c wal_level=minimal -c max_wal_senders=0 \
  -c max_wal_size=16GB -c checkpoint_timeout=30min -c shared_buffers=${MAZIWA_BENCH_SHARED_BUFFERS:-1GB} \
  -c maintenance_work_mem=1GB -c effective_cache_size=4GB" start >/dev/null
PG_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
echo "== PostgreSQL $("$PG/postgres" --version | awk '{print $3}') on port $PG_PORT; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"

echo "== seed:large: $FARMERS farmers x $DAYS days ${SEED_ARGS[*]:-}"
pnpm --silent --filter @maziwa/api seed:large --database-url "$PG_URL" --farmers "$FARMERS" --days "$DAYS" "${SEED_ARGS[@]}"
psql_size=$(pg_as "$PG/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -XAtc \
  "SELECT pg_size_pretty(pg_database_size('postgres')) || ', ' || (SELECT count(*) FROM collections) || ' collections'" 2>/dev/null || echo '?')
echo "Database: $psql_size"

echo "== API on port $API_PORT"
# Its own process group, so it and tsx's child stop together.
DATABASE_URL="$PG_URL" PORT=$API_PORT HOST=127.0.0.1 LOG_LEVEL=warn \
  setsid "$ROOT/node_modules/.bin/tsx" "$ROOT/deploy/api/src/server.ts" >"$PG_DIR/api.log" 2>&1 &
API_PID=$!
for _ in $(seq 1 120); do
  if curl -sf "http://127.0.0.1:$API_PORT/openapi.json" >/dev/null; then break; fi
  if ! kill -0 "$API_PID" 2>/dev/null; then cat "$PG_DIR/api.log"; exit 1; fi
  sleep 0.5
done

echo "== api-latency (load average $(cut -d' ' -f1-3 /proc/loadavg))"
node "$ROOT/bench/api-latency.mjs" --base "http://127.0.0.1:$API_PORT" \
  --email admin@large1.maziwa.test --password Maziwa-2026 "${BENCH_ARGS[@]}"
echo "== done (load average $(cut -d' ' -f1-3 /proc/loadavg))"
