#!/usr/bin/env bash
# Stops a server started by start.sh and removes its folder: scripts/postgres/stop.sh <folder>
set -uo pipefail
DIR="${1:?usage: stop.sh <folder given to or printed by start.sh>}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -d "$DIR/data" ] && [ -n "$BIN" ]; then
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1
  else "$BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1; fi
fi
rm -rf "$DIR"
