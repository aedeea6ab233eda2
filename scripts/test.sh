#!/usr/bin/env bash
# The whole check a new user and CI run: types, lint, unit and API tests, build, browser tests.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step "Route types"
npx next typegen >/dev/null

step "Typecheck"
npx tsc --noEmit

step "Lint"
npx eslint . --max-warnings=0

step "Unit and API tests (PGlite${DATABASE_URL:+ and PostgreSQL})"
npx vitest run

step "Build"
npx next build

# Each route's first-load JavaScript, brotli-compressed as served: no page route over 131 KB.
step "JavaScript budget"
npx tsx scripts/js-budget.ts --budget "${JS_BUDGET_KB:-131}"

step "Browser tests (Chromium)"
rm -rf data/e2e-*
npx playwright test
