#!/usr/bin/env bash
# Runs the API suite against a throwaway PostgreSQL server (races included), then stops it.
#   scripts/postgres/test-api.sh [extra jest arguments]
# Each test file creates and drops its own database on that server (see api/test/helpers.ts).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
DIR="$(mktemp -d "${TMPDIR:-/tmp}/storefront-pg.XXXXXX")"
trap 'bash "$ROOT/scripts/postgres/stop.sh" "$DIR"' EXIT
URL="$(bash "$ROOT/scripts/postgres/start.sh" "$DIR")"
cd "$ROOT"
# The extra arguments go first: after --selectProjects, a test file would be read as a project name.
TEST_DATABASE_URL="$URL" node "$ROOT/node_modules/jest/bin/jest.js" "$@" --selectProjects api
