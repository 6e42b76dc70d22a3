#!/usr/bin/env bash
# Builds a variant of the SSH test host image: play-testhost:<name> from testhost/variants/<name>/
# (a Dockerfile whose FROM is play-testhost:bookworm or another variant, plus any files it
# copies). A variant built FROM another variant builds that one first. Packages come from the
# base image's own apt sources; no registry is needed.
#   testhost/build-variant.sh NAME [--force]     one variant
#   testhost/build-variant.sh --all              every variant under testhost/variants/
# Idempotent: does nothing when the tag exists and was built from these same files and base image.
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
built=" "

# The image a variant's Dockerfile starts FROM.
base_of() {
  awk 'toupper($1) == "FROM" { print $2; exit }' "$here/variants/$1/Dockerfile"
}

# Builds the base image of variant $1 when it is another variant (once per run) or the plain host.
build_base() {
  local base="$1" parent="${1#play-testhost:}"
  if [ "$base" != "$parent" ] && [ -f "$here/variants/$parent/Dockerfile" ]; then
    build_one "$parent" false
  elif ! docker image inspect "$base" >/dev/null 2>&1; then
    "$here/build-image.sh"
  fi
}

build_one() {
  local name="$1" force="$2" dir="$here/variants/$1" tag="play-testhost:$1"
  [ -f "$dir/Dockerfile" ] || { echo "build-variant.sh: no $dir/Dockerfile" >&2; return 2; }
  case "$built" in *" $name "*) return 0 ;; esac
  local base base_id inputs have
  base="$(base_of "$name")"
  build_base "$base"
  base_id="$(docker image inspect -f '{{ .Id }}' "$base")"
  inputs="$( { echo "$base_id"; cat "$here/build-variant.sh";
               (cd "$dir" && find . -type f | LC_ALL=C sort | xargs cat); } | sha256sum | cut -c1-16)"
  built="$built$name "
  if [ "$force" = false ] && docker image inspect "$tag" >/dev/null 2>&1; then
    have="$(docker image inspect -f '{{ index .Config.Labels "play.testhost.inputs" }}' "$tag" 2>/dev/null || true)"
    if [ "$have" = "$inputs" ]; then
      echo "build-variant.sh: $tag is up to date"
      return 0
    fi
  fi
  local start=$SECONDS log
  log="$(mktemp)"
  if ! DOCKER_BUILDKIT=0 docker build --pull=false --label "play.testhost.inputs=$inputs" -t "$tag" "$dir" >"$log" 2>&1; then
    tail -40 "$log" >&2
    rm -f "$log"
    echo "build-variant.sh: building $tag failed (log above)" >&2
    return 1
  fi
  rm -f "$log"
  docker image prune -f --filter "label=play.testhost.inputs" >/dev/null 2>&1 || true
  echo "build-variant.sh: built $tag in $((SECONDS - start)) s"
}

force=false names=()
for arg in "$@"; do
  case "$arg" in
    --force) force=true ;;
    --all) for d in "$here"/variants/*/; do [ -f "$d/Dockerfile" ] && names+=("$(basename "$d")"); done ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    -*) echo "build-variant.sh: unknown option $arg" >&2; exit 2 ;;
    *) names+=("$arg") ;;
  esac
done
[ ${#names[@]} -gt 0 ] || { [ -d "$here/variants" ] || exit 0; echo "usage: build-variant.sh NAME|--all [--force]" >&2; exit 2; }
for n in "${names[@]}"; do build_one "$n" "$force"; done
