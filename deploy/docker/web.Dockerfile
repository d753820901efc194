# syntax=docker/dockerfile:1
# The console for production: the host and every remote built and published exactly as
# `pnpm start` publishes them (publish-cli), served from disk by Debian's nginx with the
# configuration of deploy/nginx, which proxies /api to the API processes.
# Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t maziwa-web .
# Run time: MAZIWA_API_UPSTREAMS (host:port,...), optional MAZIWA_REAL_IP_FROM and
# GOOGLE_MAPS_API_KEY (see web-entrypoint.sh).

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
RUN npm install -g pnpm@12
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
# The API is built too: the gateway's security headers come from its code (render.mjs).
RUN pnpm install --offline --frozen-lockfile \
    && pnpm -r --workspace-concurrency=2 --filter ./host --filter "./remotes/*" --filter ./deploy/api --filter ./deploy/gateway build
RUN MAZIWA_DEPLOY_DIR=/out/www node deploy/gateway/dist/publish-cli.js all \
    && node deploy/nginx/render.mjs headers > /out/security-headers.conf \
    && node deploy/nginx/render.mjs headers --google-maps > /out/security-headers-maps.conf

# Debian's nginx, as on the machines the local stack runs on, with its brotli_static module.
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base \
    && rm -rf /var/lib/apt/lists/* \
    && mkdir -p /run/maziwa /etc/maziwa \
    && chown www-data:www-data /run/maziwa
COPY deploy/nginx/nginx.conf.template /etc/maziwa/
COPY --from=build /out/security-headers.conf /out/security-headers-maps.conf /etc/maziwa/
COPY --from=build /out/www /srv/maziwa
COPY deploy/docker/web-entrypoint.sh /usr/local/bin/maziwa-web
# config.json is written at start from the environment; the published files stay read-only.
RUN ln -sf /run/maziwa/config.json /srv/maziwa/config.json
# Not root: nginx listens above 1024 and writes only /run/maziwa.
USER www-data
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/maziwa-web"]
