#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for tests and prints its admin URL on stdout.
#   scripts/postgres/start.sh [folder]     (a new temp folder when omitted; stop it with stop.sh <folder>)
# Debian's postgresql is installed when missing. As root, the server runs as the `postgres` user
# (initdb refuses root). Durability is switched off: the data is thrown away anyway.
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
BIN="$(find_bin)"
if [ -z "$BIN" ]; then
  echo "Installing PostgreSQL from Debian..." >&2
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >&2
  BIN="$(find_bin)"
fi

DIR="${1:-$(mktemp -d "${TMPDIR:-/tmp}/storefront-pg.XXXXXX")}"
mkdir -p "$DIR"
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; chmod 700 "$DIR"; fi

PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
as_owner "$BIN/initdb" -A trust -U postgres -E UTF8 --locale=C.UTF-8 -D "$DIR/data" >"$DIR/initdb.log" 2>&1 ||
  as_owner "$BIN/initdb" -A trust -U postgres -E UTF8 -D "$DIR/data" >"$DIR/initdb.log" 2>&1
as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >&2
echo "$PORT" >"$DIR/port"
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
