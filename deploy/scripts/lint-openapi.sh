#!/usr/bin/env bash
# `pnpm lint:openapi`: the API's OpenAPI document, written without a server or network port
# (deploy/api/scripts/write-openapi.ts, an in-memory database), checked with Redocly CLI's
# recommended rules (deploy/api/redocly.yaml). Any error fails; warnings are printed.
set -euo pipefail
cd "$(dirname "$0")/../.."

OUT=$(mktemp -d /tmp/maziwa-openapi.XXXXXX)
trap 'rm -rf "$OUT"' EXIT
node_modules/.bin/tsx deploy/api/scripts/write-openapi.ts "$OUT/openapi.json"
# Offline and quiet: no usage statistics sent, no check for a newer CLI.
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
  node_modules/.bin/redocly lint --config deploy/api/redocly.yaml --format=summary "$OUT/openapi.json"
