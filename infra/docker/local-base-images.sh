#!/usr/bin/env bash
# Where no image registry is reachable (only Debian's packages and the npm registry): stand-ins for the two base
# images the Dockerfile starts from, made from Debian's packages and this machine's Node.js, then
#   CAMPUS_NODE_IMAGE=campus-local/node:20-bookworm-slim CAMPUS_NGINX_IMAGE=campus-local/nginx:bookworm \
#     docker compose -p campus -f infra/compose.yaml build
# Needs root, debootstrap and a running Docker engine. The machine's CA bundle goes into the Node image, so npm
# reaches the registry through the same proxy as the host does.
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

rootfs="$work/rootfs"
debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >/dev/null
trim() { rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin "$1"/var/cache/apt/archives/*.deb "$1"/usr/share/doc/* "$1"/usr/share/man/*; }

# nginx: Debian's package, with the official image's user (101) and command.
cp -a "$rootfs" "$work/nginx"
cp /etc/resolv.conf "$work/nginx/etc/resolv.conf"
chroot "$work/nginx" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null \
  && groupadd -r -g 101 nginx && useradd -r -u 101 -g nginx -d /nonexistent -s /usr/sbin/nologin nginx'
trim "$work/nginx"
tar -C "$work/nginx" -c . | docker import -c 'CMD ["nginx","-g","daemon off;"]' -c 'EXPOSE 80' - campus-local/nginx:bookworm

# Node.js: this machine's node and npm on Debian minbase, with the official image's user (node, 1000).
trim "$rootfs"
tar -C "$rootfs" -c . | docker import - campus-local/debian:bookworm-minbase
mkdir "$work/node"
cp "$(command -v node)" "$work/node/node"
cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$work/node/npm"
cp /etc/ssl/certs/ca-certificates.crt "$work/node/ca-certificates.crt"
cat > "$work/node/Dockerfile" <<'DOCKERFILE'
FROM campus-local/debian:bookworm-minbase
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt npm_config_cafile=/etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/bash node
CMD ["node"]
DOCKERFILE
DOCKER_BUILDKIT=0 docker build -q -t campus-local/node:20-bookworm-slim "$work/node"
docker images 'campus-local/*'
