#!/usr/bin/env bash
# lab/down.sh: removes the lab of lab/up.sh: its containers (label play.lab=1), its Docker
# network and its state ($PLAY_LAB_STATE, default lab/.state: key, known_hosts, inventory).
# Idempotent: with nothing up it says so and succeeds. The image stays (a later up.sh is quick).
# Exit codes: 0 removed or nothing to remove, 1 Docker failed, 2 usage.
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
state="${PLAY_LAB_STATE:-$here/.state}"
network=play-lab
label=play.lab=1

case "${1:-}" in
  -h|--help) sed -n '2,5p' "$0"; exit 0 ;;
  "") ;;
  *) echo "lab/down.sh: takes no arguments" >&2; exit 2 ;;
esac
command -v docker >/dev/null || { echo "lab/down.sh: docker is not installed" >&2; exit 1; }

containers="$(docker ps -a -q --filter "label=$label")"
has_network=false
docker network inspect "$network" >/dev/null 2>&1 && has_network=true
if [ -z "$containers" ] && ! $has_network && [ ! -e "$state" ]; then
  echo "lab/down.sh: no lab is up; nothing to remove"
  exit 0
fi
if [ -n "$containers" ]; then
  # shellcheck disable=SC2086 # one id per word
  docker rm -f $containers >/dev/null
fi
if $has_network; then
  docker network rm "$network" >/dev/null
fi
rm -rf "$state"
echo "lab/down.sh: removed $(printf '%s' "$containers" | grep -c . || true) container(s), the network $network and $state"
