#!/bin/sh
# The entry of every Campus service image: `server` (default), `worker` or `seed`, for the service the image was
# built for (CAMPUS_SERVICE); anything else runs as given. Secrets may come as files (Docker and Kubernetes mount
# them so): SERVICE_TOKEN_FILE is read into SERVICE_TOKEN; the JWT variables already accept a path.
set -eu

if [ -z "${SERVICE_TOKEN:-}" ] && [ -n "${SERVICE_TOKEN_FILE:-}" ]; then
  SERVICE_TOKEN=$(cat "$SERVICE_TOKEN_FILE")
  export SERVICE_TOKEN
fi

case "${1:-server}" in
  server) exec node "services/$CAMPUS_SERVICE/dist/server.js" ;;
  worker) exec node "services/$CAMPUS_SERVICE/dist/worker.js" ;;
  # Migrations of every service and the reference data (demo data with DEMO=1): the platform image only.
  seed) shift; exec node services/platform/dist/seed.js "$@" ;;
  *) exec "$@" ;;
esac
