#!/usr/bin/env bash
# Starts infra/compose.yaml (images already built), waits for nginx, then asks through it what a person's browser
# would: the shell, the manifest, a remote's entry, signing in as the demo administrator, a page of each service.
# Stops the stack again (its volumes too) unless KEEP=1. Run from the repository root; needs a Docker engine.
set -euo pipefail
compose=(docker-compose -p campus-smoke -f infra/compose.yaml)
command -v docker-compose >/dev/null || compose=(docker compose -p campus-smoke -f infra/compose.yaml)
port=${CAMPUS_PORT:-8080}
base="http://127.0.0.1:$port"
jar=$(mktemp)
cleanup() {
  rm -f "$jar"
  [ "${KEEP:-0}" = 1 ] || "${compose[@]}" down -v --remove-orphans >/dev/null 2>&1 || true
}
trap cleanup EXIT

started=$(date +%s)
"${compose[@]}" up -d --no-build
for _ in $(seq 1 120); do
  curl -fsS -o /dev/null "$base/" 2>/dev/null && break
  sleep 2
done
echo "nginx answered after $(( $(date +%s) - started )) s"

check() { # name, expected status, curl arguments...
  local name=$1 expected=$2; shift 2
  local status
  status=$(curl -s -o /dev/null -w '%{http_code}' -b "$jar" -c "$jar" "$@")
  if [ "$status" = "$expected" ]; then echo "ok   $name ($status)"; else echo "FAIL $name: $status, expected $expected"; failed=1; fi
}
failed=0
check 'the shell' 200 "$base/"
check 'a page of the app (index.html)' 200 "$base/student-dashboard"
check 'mfe-manifest.json' 200 "$base/mfe-manifest.json"
check "the learning remote's entry" 200 "$base/mfe/learning/remoteEntry.js"
check 'an unknown /api path (JSON 404)' 404 "$base/api/nothing-here"
check 'signed out: /api/auth/me' 401 "$base/api/auth/me"
check 'sign in as the demo administrator' 200 -H 'content-type: application/json' -H "origin: http://localhost:$port" \
  --data '{"email":"admin@campus.test","password":"Campus-Demo-1"}' "$base/api/auth/login"
check 'signed in: /api/auth/me (auth)' 200 "$base/api/auth/me"
check 'the dashboard (organizational)' 200 "$base/api/dashboard"
check 'the notification preferences (notifications)' 200 "$base/api/notifications/preferences"
check 'the academic periods (attendance)' 200 "$base/api/attendance/periods"
check "the administrator's area settings (grading)" 200 "$base/api/grading/settings/mine"
check 'the surveys open to the caller (surveys)' 200 "$base/api/surveys/mine"
"${compose[@]}" ps
exit $failed
