# Campus images, built from one build of the monorepo (see infra/README.md, "Containers"):
#   --target service --build-arg SERVICE=<a folder of services/ with src/server.ts> --build-arg PORT=<its port>
#       one service's API and its worker (command `worker`); SERVICE=platform runs the migrations and seeds
#       (command `seed`) and is the embedded all-in-one server
#   --target web                          nginx with infra/nginx.conf, the shell and every remote (compose)
#   --target shell-static                 the shell and mfe-manifest.json alone (Kubernetes)
#   --target remote-static --build-arg REMOTE=<learning|teaching|deans-office|department|admin>   one remote (Kubernetes)
# Works with BuildKit and with the classic builder (no BuildKit-only syntax).
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-bookworm

# Only the package.json files and the lockfile: the install below is cached until one of them changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
 && cp package-lock.json /manifests/

# A compiler for native addons (argon2) where the registry offers no prebuilt binary for this platform; it stays
# in the build stages, the images get only what it built.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*

# Every dependency, development ones included, and the build of every package (services, shell, remotes).
FROM toolchain AS build
ENV TURBO_TELEMETRY_DISABLED=1 npm_config_fund=false npm_config_audit=false
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci
COPY . .
RUN npx turbo run build --output-logs=errors-only \
 && mkdir -p /out/services /out/ui/shell /out/ui/mfe \
 && for dir in services/*/; do \
      name=$(basename "$dir"); \
      if [ -d "$dir/dist" ]; then mkdir -p "/out/services/$name" && cp -r "$dir/dist" "/out/services/$name/"; fi; \
    done \
 && cp services/platform/mfe-manifest.json /out/services/platform/ \
 && cp -r shell/dist/. /out/ui/shell/ \
 && cp services/platform/mfe-manifest.json /out/ui/shell/ \
 && for remote in mfe-*; do cp -r "$remote/dist" "/out/ui/mfe/${remote#mfe-}"; done

# nginx in front of everything on one machine: infra/nginx.conf and the whole UI in the layout it expects.
FROM ${NGINX_IMAGE} AS web
COPY infra/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /out/ui/shell/ /srv/campus/public/
COPY --from=build /out/ui/mfe/ /srv/campus/public/mfe/
EXPOSE 80

# The UI's static files for Kubernetes: the shell in one image, each remote in its own (a faculty team rolls its area alone).
FROM ${NGINX_IMAGE} AS static-base
COPY infra/docker/static.conf /etc/nginx/nginx.conf
USER 101
EXPOSE 8080

FROM static-base AS shell-static
COPY --from=build /out/ui/shell/ /srv/campus/public/

FROM static-base AS remote-static
ARG REMOTE
COPY --from=build /out/ui/mfe/${REMOTE}/ /srv/campus/public/mfe/${REMOTE}/

# One service's production dependencies, and nothing of the other services or the UI.
FROM toolchain AS service-deps
ARG SERVICE
ENV npm_config_fund=false npm_config_audit=false
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN test -n "$SERVICE" || { echo 'Set --build-arg SERVICE=<name>' >&2; exit 1; } \
 && npm ci --omit=dev --workspace "@campus/$SERVICE" \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS service
ARG SERVICE
# The port the service listens on (each has its own default; see infra/README.md).
ARG PORT=8080
ENV NODE_ENV=production CAMPUS_SERVICE=${SERVICE} PORT=${PORT} DATA_DIR=/data
WORKDIR /app
# Code and dependencies belong to root and cannot be changed by the process; only /data is its own.
COPY --from=service-deps /app/ ./
COPY --from=build /out/services/ ./services/
COPY infra/docker/entrypoint.sh infra/docker/healthcheck.sh infra/docker/make-secrets.mjs ./infra/docker/
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 CMD ["/app/infra/docker/healthcheck.sh"]
ENTRYPOINT ["/app/infra/docker/entrypoint.sh"]
CMD ["server"]
