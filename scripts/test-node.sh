#!/usr/bin/env bash
# Runs the unit tests and a fast integration subset under another Node major (default 22), besides the
# machine's Node 20 that runs everything (scripts/test.sh). The binary comes from the `node` package on
# the npm registry, installed into .test-data/node<major>/ (no global install, no other download); the
# same node_modules serve both (the native modules, sharp and @napi-rs/canvas, are Node-API: one build
# for every Node version).
#   bash scripts/test-node.sh [major]      e.g. 22 or 24
set -euo pipefail
cd "$(dirname "$0")/.."
MAJOR=${1:-22}
PREFIX=.test-data/node$MAJOR
if [[ ! -x "$PREFIX/node_modules/.bin/node" ]]; then
  npm install --prefix "$PREFIX" --no-save --no-fund --no-audit --no-package-lock "node@$MAJOR" >/dev/null
fi
export PATH="$PWD/$PREFIX/node_modules/.bin:$PATH"
echo "node $(node --version) from $PREFIX"
# The node project's unit tests (src/, editor and browser-mode tests aside) and the integration tests that
# cover what differs between Node versions: PGlite (WASM), PostgreSQL (pg), the Skia renderer, sharp,
# crypto and the HTTP edge. The whole integration suite runs once, on Node 20.
node node_modules/vitest/vitest.mjs run --project node src \
  tests/integration/health.test.ts \
  tests/integration/observability.test.ts \
  tests/integration/read-cache.test.ts \
  tests/integration/designs.test.ts \
  tests/integration/production.test.ts \
  tests/integration/art-uploads.test.ts \
  tests/integration/payments-local.test.ts
