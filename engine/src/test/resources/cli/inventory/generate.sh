#!/usr/bin/env bash
# Writes expected/NAME.out for each case of cases.txt with the real ansible-inventory (ansible-core
# 2.14, Debian's package), which play inventory must match. Run it again only to add a case.
set -euo pipefail -o noglob
cd "$(dirname "$0")"
mkdir -p expected
grep -v '^#' cases.txt | while read -r name args; do
  [ -n "$name" ] || continue
  # shellcheck disable=SC2086 # the arguments are words, split on purpose
  ansible-inventory $args > "expected/$name.out"
done
