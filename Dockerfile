# syntax=docker/dockerfile:1
# The production image of Sahaya: one Node process serving the API, the sockets and the web app.
#
#   docker build -t sahaya .
#   docker run -p 3000:3000 -e NODE_ENV=production -e JWT_SECRET=... -e PUBLIC_URL=... \
#     -e DATABASE_URL=... sahaya
#
# Two stages: the build stage installs the development tools (TypeScript, Vite) and runs
# `npm run build`; the runtime stage installs the production dependencies only and takes the
# compiled contract and server, their catalogues and the built web app from the build stage. No
# source, test or development tool reaches the runtime image.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Every workspace's package.json comes first, so this layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# janode's Unix-socket transport, which Sahaya does not use, in place of the native module (package.json overrides).
COPY packages/unix-dgram-absent packages/unix-dgram-absent
# The browser journeys and the benchmarks are not built here, so their tools are not installed.
RUN npm ci --no-audit --no-fund \
      --workspace packages/contract --workspace apps/server --workspace apps/web --include-workspace-root
COPY tsconfig.base.json lingui.config.ts lingui.server.config.ts ./
COPY scripts ./scripts
COPY packages/contract ./packages/contract
COPY apps/server ./apps/server
COPY apps/web ./apps/web
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# NODE_COMPILE_CACHE: Node keeps the modules' compiled code there, so a restarted container's
# server loads its code faster (as `npm start` does, scripts/start.mjs); a new container starts afresh.
# MALLOC_MMAP_THRESHOLD_: glibc gives each block of 64 KiB or more its own mapping, handed back to
# the system when freed. As the embedded database starts, V8 compiles its WebAssembly in blocks of
# several hundred MB in all; in glibc's one heap, a block still in use above them kept the freed
# ones resident for good. A node on Node 24 held 317 MB at idle without it, 221 MB with it
# (`npm run bench -- --memory`), once its quiet spell has handed V8's spare memory back too
# (apps/server/src/lib/idle-memory.ts).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_COMPILE_CACHE=/tmp/node-compile-cache \
    MALLOC_MMAP_THRESHOLD_=65536
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# janode's Unix-socket transport, which Sahaya does not use, in place of the native module (package.json overrides).
COPY packages/unix-dgram-absent packages/unix-dgram-absent
# Only the server's and the contract's dependencies: everything else is a devDependency.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The server's words in each language (mails, receipts, notices) and the contract's (its messages),
# compiled by the build (locales/<language>.json) and read beside the compiled code; the fonts of
# the PDFs are in the production dependencies.
COPY --from=build /app/apps/server/locales apps/server/locales
COPY --from=build /app/packages/contract/locales packages/contract/locales
# Saved mails (without SMTP_URL) and uploads (without S3_BUCKET) go to DATA_DIR; the app itself
# stays owned by root, so the process cannot change its own code.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# /healthz answers while the process is up; Node's own fetch keeps curl out of the image.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is process 1: it takes SIGTERM from `docker stop` and shuts down gracefully.
CMD ["node", "apps/server/dist/main.js"]
