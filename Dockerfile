# syntax=docker/dockerfile:1
# Production image: Node 24 LTS slim, built in stages, runs as a non-root user. It holds build
# output only (no sources, no tsx): the web process (default), the worker (node build/worker.js),
# the support CLI (node build/support.js), migrations (node build/db-deploy.js) and demo data
# (node build/db-seed.js). tests/http/image.test.ts runs each of them with exactly these files.

FROM node:24-slim AS deps
WORKDIR /app
ENV PRISMA_SCHEMA_ENGINE_BINARY=/bin/true
COPY package.json package-lock.json .npmrc ./
COPY scripts/prisma-generate.mjs scripts/prisma-generate.mjs
COPY prisma prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run db:generate && npm run build && npm prune --omit=dev

FROM node:24-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
RUN groupadd --system amora && useradd --system --gid amora --home /app amora \
  && mkdir -p /data/uploads && chown -R amora:amora /data
COPY --from=build --chown=amora:amora /app/package.json /app/package-lock.json ./
COPY --from=build --chown=amora:amora /app/node_modules node_modules
COPY --from=build --chown=amora:amora /app/build build
COPY --from=build --chown=amora:amora /app/locales locales
COPY --from=build --chown=amora:amora /app/prisma/schema.prisma prisma/schema.prisma
COPY --from=build --chown=amora:amora /app/prisma/migrations prisma/migrations
USER amora
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/app-server.js"]
