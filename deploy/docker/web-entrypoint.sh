#!/bin/sh
# The web image's start: renders deploy/nginx/nginx.conf.template for this container from the
# environment (envsubst, the same names render.mjs fills for the local stack), writes the
# runtime config, then runs nginx in the foreground. `-t` only tests the rendered config.
#
#   MAZIWA_API_UPSTREAMS   host:port of the API processes, comma-separated (default api:3001)
#   MAZIWA_LISTEN_PORT     default 8080
#   MAZIWA_REAL_IP_FROM    addresses/CIDRs of a proxy in front (an Ingress controller) whose
#                          X-Forwarded-For is believed; empty when nginx is the edge
#   GOOGLE_MAPS_API_KEY    turns the map picker on (config.json and Google's origins in the CSP)
set -eu

: "${MAZIWA_API_UPSTREAMS:=api:3001}"
: "${MAZIWA_LISTEN_PORT:=8080}"
: "${MAZIWA_REAL_IP_FROM:=}"
: "${GOOGLE_MAPS_API_KEY:=}"
: "${MAZIWA_WEB_ROOT:=/srv/maziwa}"
: "${MAZIWA_RUN_DIR:=/run/maziwa}"
: "${MAZIWA_CONF_DIR:=/etc/maziwa}"
: "${MAZIWA_ACCESS_LOG:=/dev/stdout}"
: "${MAZIWA_ERROR_LOG:=/dev/stderr}"
: "${MAZIWA_MIME_TYPES:=/etc/nginx/mime.types}"
: "${MAZIWA_NGINX_MODULES_DIR:=/usr/lib/nginx/modules}"

# Each API process one upstream server; as in render.mjs, two failures within 10 s take it
# out of the pool for 10 s.
MAZIWA_API_SERVERS=
for server in $(echo "$MAZIWA_API_UPSTREAMS" | tr ',' ' '); do
    MAZIWA_API_SERVERS="$MAZIWA_API_SERVERS server $server max_fails=2 fail_timeout=10s;"
done
[ -n "$MAZIWA_API_SERVERS" ] || { echo "MAZIWA_API_UPSTREAMS names no API server" >&2; exit 1; }

if [ -f "$MAZIWA_NGINX_MODULES_DIR/ngx_http_brotli_static_module.so" ]; then
    MAZIWA_LOAD_MODULES="load_module $MAZIWA_NGINX_MODULES_DIR/ngx_http_brotli_static_module.so;"
    MAZIWA_BROTLI_STATIC="brotli_static on;"
else
    MAZIWA_LOAD_MODULES="# no brotli_static module: gzip only"
    MAZIWA_BROTLI_STATIC=
fi

real_ip=
for from in $(echo "$MAZIWA_REAL_IP_FROM" | tr ',' ' '); do real_ip="$real_ip set_real_ip_from $from;"; done
[ -z "$real_ip" ] || real_ip="$real_ip real_ip_header X-Forwarded-For; real_ip_recursive on;"
MAZIWA_REAL_IP_FROM=$real_ip

# The policy the gateway sends, made from its code when the image was built, in its two forms.
if [ -n "$GOOGLE_MAPS_API_KEY" ]; then
    MAZIWA_SECURITY_HEADERS=$MAZIWA_CONF_DIR/security-headers-maps.conf
    config=$(printf '{"apiBaseUrl":"/api","googleMapsApiKey":"%s"}' "$GOOGLE_MAPS_API_KEY")
else
    MAZIWA_SECURITY_HEADERS=$MAZIWA_CONF_DIR/security-headers.conf
    config='{"apiBaseUrl":"/api"}'
fi

mkdir -p "$MAZIWA_RUN_DIR"
# The published files are read-only in the image; config.json there links to this file.
printf '%s\n' "$config" > "$MAZIWA_RUN_DIR/config.json"

export MAZIWA_LISTEN_PORT MAZIWA_WEB_ROOT MAZIWA_RUN_DIR MAZIWA_ACCESS_LOG MAZIWA_ERROR_LOG \
    MAZIWA_MIME_TYPES MAZIWA_SECURITY_HEADERS MAZIWA_API_SERVERS MAZIWA_LOAD_MODULES \
    MAZIWA_BROTLI_STATIC MAZIWA_REAL_IP_FROM
# Only these names: nginx's own $variables in the template stay as they are.
envsubst '${MAZIWA_LISTEN_PORT} ${MAZIWA_WEB_ROOT} ${MAZIWA_RUN_DIR} ${MAZIWA_ACCESS_LOG} ${MAZIWA_ERROR_LOG} ${MAZIWA_MIME_TYPES} ${MAZIWA_SECURITY_HEADERS} ${MAZIWA_API_SERVERS} ${MAZIWA_LOAD_MODULES} ${MAZIWA_BROTLI_STATIC} ${MAZIWA_REAL_IP_FROM}' \
    < "$MAZIWA_CONF_DIR/nginx.conf.template" > "$MAZIWA_RUN_DIR/nginx.conf"

if [ "${1:-}" = "-t" ]; then
    exec nginx -t -q -c "$MAZIWA_RUN_DIR/nginx.conf" -p "$MAZIWA_RUN_DIR" -e "$MAZIWA_ERROR_LOG"
fi
exec nginx -c "$MAZIWA_RUN_DIR/nginx.conf" -p "$MAZIWA_RUN_DIR" -e "$MAZIWA_ERROR_LOG" -g 'daemon off;'
