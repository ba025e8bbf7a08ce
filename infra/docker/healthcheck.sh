#!/bin/bash
# The image's HEALTHCHECK: healthy when the process answers GET /health with 200. A service answers on PORT; a
# worker has no API, only its own listener for /metrics, /health and /ready, on METRICS_PORT (else its service's
# port + 1000). Bash's /dev/tcp, not a second Node.js process: a check must stay cheap on a busy machine.
if grep -qa 'worker\.js' /proc/1/cmdline 2>/dev/null; then
  port=${METRICS_PORT:-$(( ${PORT:-8080} + 1000 ))}
else
  port=${PORT:-8080}
fi
exec 3<>"/dev/tcp/127.0.0.1/$port" || exit 1
printf 'GET /health HTTP/1.0\r\nHost: localhost\r\n\r\n' >&3
IFS= read -r -t 4 status <&3 || exit 1
case $status in
  "HTTP/1."?" 200"*) exit 0 ;;
  *) exit 1 ;;
esac
