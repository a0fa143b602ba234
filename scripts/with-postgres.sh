#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL on loopback: installs Debian's server when
# missing (as root), starts it in a temp dir, exports TEST_DATABASE_URL, stops it afterwards.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "PostgreSQL is missing: installing Debian's package..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  else
    echo "Missing: PostgreSQL server binaries (apt-get install -y postgresql, as root)." >&2
    exit 1
  fi
fi
dir=$(mktemp -d /tmp/hub-pg-XXXXXX)
port=${PG_TEST_PORT:-55432}
run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
run_pg "$bin/initdb -D $dir/data -U hub -A trust --no-sync >/dev/null"
run_pg "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' -l $dir/log -w start >/dev/null"
stop() { run_pg "$bin/pg_ctl -D $dir/data -m fast -w stop >/dev/null" || true; rm -rf "$dir"; }
trap stop EXIT
export TEST_DATABASE_URL="postgres://hub@127.0.0.1:$port/postgres"
"$@"
