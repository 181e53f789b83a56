#!/usr/bin/env bash
# Installs what the tests need from Debian when the machine lacks it: Chromium for the browser
# journeys, PostgreSQL for the API suite's real-server run, and poppler-utils' pdftoppm, which draws an
# e-catalog's cover from its PDF's first page (docs/product.md §13.7; a server without it asks for the cover
# to be uploaded). Safe to run again: it only installs what is missing.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)

if ((${#missing[@]})); then
  echo "Installing from Debian: ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
