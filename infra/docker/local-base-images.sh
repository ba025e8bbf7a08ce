#!/usr/bin/env bash
# Where no image registry is reachable (only Debian's packages and the npm registry): stand-ins, made from Debian's
# packages and this machine's Node.js, for the two base images the Dockerfile starts from and for the three images
# compose runs as they are (PostgreSQL 15, Redis, and an SMTP sink without Mailpit's web page). Then:
#   export CAMPUS_NODE_IMAGE=campus-local/node:20-bookworm-slim CAMPUS_NGINX_IMAGE=campus-local/nginx:bookworm \
#     CAMPUS_POSTGRES_IMAGE=campus-local/postgres:15 CAMPUS_REDIS_IMAGE=campus-local/redis:7 \
#     CAMPUS_MAILPIT_IMAGE=campus-local/smtp-sink:bookworm
#   docker compose -p campus -f infra/compose.yaml up --build
# Needs root, debootstrap and a running Docker engine. The machine's CA bundle goes into the Node image, so npm
# reaches the registry through the same proxy as the host does.
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

rootfs="$work/rootfs"
debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >/dev/null
trim() { rm -f "$1"/usr/sbin/policy-rc.d; rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin "$1"/var/cache/apt/archives/*.deb "$1"/usr/share/doc/* "$1"/usr/share/man/*; }

# A copy of the minimal system with Debian packages in it (no service started while installing).
with_packages() {
  cp -a "$rootfs" "$work/$1"
  cp /etc/resolv.conf "$work/$1/etc/resolv.conf"
  printf '#!/bin/sh\nexit 101\n' > "$work/$1/usr/sbin/policy-rc.d" && chmod +x "$work/$1/usr/sbin/policy-rc.d"
  chroot "$work/$1" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $2 >/dev/null"
}

# nginx: Debian's package, with the official image's user (101) and command.
with_packages nginx nginx
chroot "$work/nginx" sh -c 'groupadd -r -g 101 nginx && useradd -r -u 101 -g nginx -d /nonexistent -s /usr/sbin/nologin nginx'
trim "$work/nginx"
tar -C "$work/nginx" -c . | docker import -c 'CMD ["nginx","-g","daemon off;"]' -c 'EXPOSE 80' - campus-local/nginx:bookworm

# PostgreSQL: initialised once from POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB, as the official image does.
with_packages postgres postgresql-15
cat > "$work/postgres/usr/local/bin/docker-entrypoint.sh" <<'ENTRYPOINT'
#!/bin/sh
set -eu
PGDATA=${PGDATA:-/var/lib/postgresql/data}
BIN=/usr/lib/postgresql/15/bin
mkdir -p "$PGDATA" /run/postgresql && chown -R postgres:postgres "$PGDATA" /run/postgresql && chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  echo "$POSTGRES_PASSWORD" > /tmp/pwfile
  su postgres -c "$BIN/initdb -D $PGDATA -U $POSTGRES_USER --pwfile=/tmp/pwfile --auth-host=scram-sha-256 --auth-local=trust" >/dev/null
  rm /tmp/pwfile
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  su postgres -c "$BIN/pg_ctl -D $PGDATA -o '-c listen_addresses=' -w start" >/dev/null
  su postgres -c "psql -U $POSTGRES_USER -d postgres -c 'create database \"$POSTGRES_DB\"'" >/dev/null
  su postgres -c "$BIN/pg_ctl -D $PGDATA -m fast -w stop" >/dev/null
fi
exec su postgres -c "exec $BIN/postgres -D $PGDATA -c listen_addresses='*'"
ENTRYPOINT
chmod +x "$work/postgres/usr/local/bin/docker-entrypoint.sh"
trim "$work/postgres"
tar -C "$work/postgres" -c . | docker import -c 'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]' \
  -c 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' - campus-local/postgres:15

# Redis: reachable from the other containers (no protected mode), its files in /data.
with_packages redis redis-server
printf '#!/bin/sh\nmkdir -p /data && cd /data && exec /usr/bin/redis-server "$@" --protected-mode no --bind 0.0.0.0\n' > "$work/redis/usr/local/bin/redis-server"
chmod +x "$work/redis/usr/local/bin/redis-server"
trim "$work/redis"
tar -C "$work/redis" -c . | docker import -c 'CMD ["redis-server"]' -c 'ENV PATH=/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' - campus-local/redis:7

# An SMTP sink on 1025 (Python's aiosmtpd prints each mail to the log) in Mailpit's place.
with_packages smtp python3-aiosmtpd
trim "$work/smtp"
tar -C "$work/smtp" -c . | docker import -c 'CMD ["python3","-m","aiosmtpd","-n","-l","0.0.0.0:1025"]' - campus-local/smtp-sink:bookworm

# Node.js: this machine's node and npm on Debian minbase, with the official image's user (node, 1000).
trim "$rootfs"
tar -C "$rootfs" -c . | docker import - campus-local/debian:bookworm-minbase
mkdir "$work/node"
cp "$(command -v node)" "$work/node/node"
cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$work/node/npm"
cp /etc/ssl/certs/ca-certificates.crt "$work/node/ca-certificates.crt"
# Node's headers, for native addons built here (node-gyp would download them from nodejs.org).
cp -a "$(npm config get nodedir)/include/node" "$work/node/include-node"
cat > "$work/node/Dockerfile" <<'DOCKERFILE'
FROM campus-local/debian:bookworm-minbase
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY include-node /usr/local/include/node
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt npm_config_cafile=/etc/ssl/certs/ca-certificates.crt \
    npm_config_nodedir=/usr/local
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/bash node
CMD ["node"]
DOCKERFILE
DOCKER_BUILDKIT=0 docker build -q -t campus-local/node:20-bookworm-slim "$work/node"
docker images 'campus-local/*'
