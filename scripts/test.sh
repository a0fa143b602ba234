#!/usr/bin/env bash
# npm test: types, lint, format, unit and API tests (vitest), the Node-side suites again on
# Node 24 LTS, the build, and the Playwright journeys in Debian's Chromium. Ends with one line
# "N passed, N failed" (vitest + budgets + Playwright).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/vitest-postgres.json .tmp/vitest-node24.json .tmp/playwright.json .tmp/budgets.json

failed_steps=()
step() {
  local name=$1
  shift
  echo
  echo "== $name: $*"
  if ! "$@"; then
    failed_steps+=("$name")
    return 1
  fi
}

ensure_chromium() {
  local chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
  [ -x "$chromium" ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's package (apt-get install -y chromium)..."
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || true
  fi
  if [ ! -x "$chromium" ]; then
    echo "Missing: Chromium at $chromium. Install it with 'apt-get install -y chromium' (as root)," >&2
    echo "or point CHROMIUM_PATH at a Chromium binary. Playwright's own browser download does not work here." >&2
    return 1
  fi
}

step typecheck npx tsc --noEmit
step lint npx eslint . --max-warnings 0
step format npx prettier --check . --log-level warn
step vitest npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
# The API, database, dashboard-server and agent-tool suites again on a real PostgreSQL (DATABASE_URL path), started and stopped here.
step vitest-postgres scripts/with-postgres.sh npx vitest run --project node src/server/hub src/server/db src/server/dashboard src/server/mcp src/server/cli/event-cli.test.ts \
  --reporter=dot --reporter=json --outputFile.json=.tmp/vitest-postgres.json
# The Node-side suites (contract, import pipeline, hub, dashboard server, store, CLI, agents)
# again on Node 24 LTS, what people install, as a CI matrix would: fetched once as the `node`
# package into a cache outside the project (scripts/node24.sh); a failed fetch fails the run.
on_node24() {
  local node
  node=$(scripts/node24.sh) || return 1
  echo "Node $("$node" --version) ($node)"
  "$node" node_modules/vitest/vitest.mjs run --project node \
    --reporter=dot --reporter=json --outputFile.json=.tmp/vitest-node24.json
}
step vitest-node24 on_node24
if step build npx vite build --logLevel warn; then
  # Initial JS/CSS per route and where the import parsers live: sizes only, never timings.
  step budgets npx tsx scripts/check-budgets.ts
  if step chromium ensure_chromium; then
    step playwright npx playwright test
  fi
fi

counts=$(node -e '
  const fs = require("fs");
  const read = (f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return null; } };
  const p = read(".tmp/playwright.json");
  let passed = 0, failed = 0;
  for (const v of [read(".tmp/vitest.json"), read(".tmp/vitest-postgres.json"), read(".tmp/vitest-node24.json")])
    if (v) { passed += v.numPassedTests; failed += v.numFailedTests; }
  if (p) { passed += p.stats.expected + (p.stats.flaky || 0); failed += p.stats.unexpected; }
  const b = read(".tmp/budgets.json");
  if (b) { passed += b.passed; failed += b.failed; }
  console.log(passed + " " + failed);
')
read -r passed failed <<<"$counts"
echo
if ((${#failed_steps[@]})); then
  echo "Failed steps: ${failed_steps[*]}"
  # A red step that is not a test runner (types, lint, build) still fails the run.
  ((failed == 0)) && failed=${#failed_steps[@]}
fi
echo "$passed passed, $failed failed"
((${#failed_steps[@]} == 0 && failed == 0))
