#!/usr/bin/env bash
# Prints the path of a Node 24 LTS binary, fetched once from the npm registry as the `node`
# package into a cache folder outside the project's dependencies (the registry serves Node itself
# as a package). NODE24_VERSION picks another 24.x; NODE24_CACHE another folder.
set -euo pipefail
version=${NODE24_VERSION:-24.21.0}
cache=${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/event-hub-admin/node-$version}
bin="$cache/node_modules/node/bin/node"
if [ ! -x "$bin" ] || [ "$("$bin" --version 2>/dev/null)" != "v$version" ]; then
  mkdir -p "$cache"
  if ! npm install --prefix "$cache" --no-save --no-package-lock --no-audit --no-fund \
    --loglevel error "node@$version" >"$cache/install.log" 2>&1; then
    echo "Node $version could not be fetched from the npm registry (see $cache/install.log)." >&2
    exit 1
  fi
fi
if [ "$("$bin" --version 2>/dev/null)" != "v$version" ]; then
  echo "Node $version was fetched but does not run here: $bin" >&2
  exit 1
fi
echo "$bin"
