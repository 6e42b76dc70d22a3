#!/usr/bin/env bash
# Lints play's shell code with Debian's shellcheck: the remote scripts the engine sends to hosts
# (engine/src/main/resources/**/*.sh, as POSIX sh: hosts run them with sh, dash on Debian) and the
# repository's own scripts (each as its shebang or `# shellcheck shell=` line says). A finding is
# fixed, or disabled on its line with `# shellcheck disable=SCnnnn  # why`.
#   tools/shellcheck.sh            (exit status 1 when anything is found)
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
if ! command -v shellcheck >/dev/null 2>&1; then
  echo "tools/shellcheck.sh: shellcheck is needed (Debian: apt-get install shellcheck)" >&2
  exit 2
fi
mapfile -t remote < <(find engine/src/main/resources -name '*.sh' | sort)
mapfile -t own < <(ls play run-tests .ci/run tools/*.sh lab/*.sh bench/*.sh bench/jmh/run.sh testhost/*.sh \
  testhost/variants/*/*.sh 2>/dev/null)
[ "${#remote[@]}" -gt 0 ] || { echo "tools/shellcheck.sh: no remote scripts found" >&2; exit 2; }
rc=0
shellcheck --shell=sh --format=gcc "${remote[@]}" || rc=1
shellcheck --external-sources --format=gcc "${own[@]}" || rc=1
if [ "$rc" -eq 0 ]; then
  echo "shellcheck: ${#remote[@]} remote scripts and ${#own[@]} of the repository's own: no findings"
fi
exit "$rc"
