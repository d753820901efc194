# syntax=docker/dockerfile:1
# The API service (deploy/api) for PostgreSQL: `node dist/server.js` serves the API at the
# root on PORT; the same image runs the migrate step with `node dist/migrate-cli.js`.
# Build from the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t maziwa-api .
# Needs at run time: DATABASE_URL, JWT_SECRET (32+ characters), TRUST_PROXY (the proxy in front).

# A supported Node LTS (22 and 24 are; 20 reached its end of life).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
RUN npm install -g pnpm@12
WORKDIR /src
# The lockfile alone decides what is downloaded, so this layer is reused until it changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile \
    && pnpm --filter @maziwa/api build \
    && pnpm --filter @maziwa/api deploy --prod /out

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3001
WORKDIR /app
# Owned by root and only readable by the service's user: the process cannot change its code.
COPY --from=build /out/ ./
USER node
EXPOSE 3001
# Liveness only: readiness (/readyz, the database and the migrations) is the orchestrator's.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3001) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.js"]
