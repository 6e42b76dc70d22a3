#!/usr/bin/env bash
# Measures play's compatibility with public Ansible content (issue 10, "Measure it"): for every
# entry of tools/compat/roles.yml (a role applied by our wrapper playbook, or a playbook run as
# published), runs `--syntax-check` with ansible-playbook and play, then `--check --diff` with each
# engine on its own fresh Debian 12 test host (two identical containers), compares the predicted
# outcome of every task and the PLAY RECAP, and writes tools/compat/results.md.
#
#   tools/compat/run.sh                    the whole list
#   ONLY="geerlingguy.docker deepops/nhc" tools/compat/run.sh      some entries (ids of roles.yml)
#
# Environment:
#   COMPAT_SRC     checkouts, one per repository and commit (default /tmp/compat/src); an existing
#                  <owner>+<name>-<commit12> directory there is used as it is
#   COMPAT_MIRROR  where to clone from first: <owner>+<name>/repo under it, a bare or ordinary git
#                  directory (default /work/.mirror); else https://github.com/<owner>/<name>
#   COMPAT_WORK    outputs of the run: per entry both engines' console output and exit status,
#                  results.json (default /tmp/compat/work; emptied at the start)
#   PLAY           the play launcher (default this checkout's ./play)
#   OUT            the results table (default tools/compat/results.md; with ONLY, the work dir's)
#   TIMEOUT        seconds per engine run (default 300)
#   REFRESH=1      rebuild the test host image (the base image with `apt-get update` done)
#   KEEP=1         keep the containers
# Needs Docker with play-testhost:systemd (testhost/build-image.sh, testhost/build-variant.sh
# systemd), ansible-playbook, python3 with PyYAML, git. The test hosts are that image plus python3,
# python3-apt and Debian's package lists (built once as play-compat-host:<id>, from Debian's mirror);
# nothing else is fetched during the run.
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
roles_yml="$here/roles.yml"
src="${COMPAT_SRC:-/tmp/compat/src}"
mirror="${COMPAT_MIRROR:-/work/.mirror}"
work="${COMPAT_WORK:-/tmp/compat/work}"
play_cmd="${PLAY:-$repo/play}"
timeout_s="${TIMEOUT:-300}"
only="${ONLY:-}"
out="${OUT:-}"
[ -n "$out" ] || { [ -n "$only" ] && out="$work/results.md" || out="$here/results.md"; }
base_image=play-testhost:systemd
run_id="compat-$$"
started=$SECONDS

die() { echo "tools/compat/run.sh: $*" >&2; exit 2; }
log() { printf '[%4ds] %s\n' $((SECONDS - started)) "$*" >&2; }
command -v docker >/dev/null || die "docker is needed"
command -v ansible-playbook >/dev/null || die "ansible-playbook is needed"
docker image inspect "$base_image" >/dev/null 2>&1 || die "no $base_image: run testhost/build-image.sh and testhost/build-variant.sh systemd"

# shellcheck disable=SC2317 # called by the trap
cleanup() {
  local ids
  [ "${KEEP:-}" = 1 ] && return 0
  ids="$(docker ps -aq --filter "label=play.compat.run=$run_id")"
  # shellcheck disable=SC2086 # one id per word
  [ -z "$ids" ] || docker rm -f $ids >/dev/null 2>&1 || true
}
trap cleanup EXIT

# --- checkouts -------------------------------------------------------------------------------------

# Prints the checkout directory of REPO at COMMIT, cloning it first when missing.
checkout() {
  local repo_name="$1" commit="$2" dir from
  dir="$src/${repo_name/\//+}-${commit:0:12}"
  if [ ! -d "$dir" ]; then
    from="https://github.com/$repo_name.git"
    if [ -d "$mirror/${repo_name/\//+}/repo/.git" ]; then from="$mirror/${repo_name/\//+}/repo/.git"
    elif [ -d "$mirror/${repo_name/\//+}/repo" ]; then from="$mirror/${repo_name/\//+}/repo"
    fi
    mkdir -p "$src"
    git clone -q --no-checkout "$from" "$dir.tmp" >&2
    git -C "$dir.tmp" -c advice.detachedHead=false checkout -q --detach "$commit" >&2 \
      || die "commit $commit of $repo_name not found in $from"
    mv "$dir.tmp" "$dir"
  fi
  [ "$(git -C "$dir" rev-parse HEAD)" = "$commit" ] || die "$dir is not at $commit"
  echo "$dir"
}

declare -A src_dir src_install
while IFS=$'\t' read -r name repo_name commit install; do
  src_dir[$name]="$(checkout "$repo_name" "$commit")"
  src_install[$name]="$install"
done < <(python3 "$here/compat.py" sources "$roles_yml")
log "checkouts ready under $src"

# Installs source NAME under DIR as Galaxy would: roles/<name>, or a collection's
# collections/ansible_collections/<namespace>/<name>.
install_source() {
  local name="$1" roles_dir="$2" collections_dir="$3"
  case "${src_install[$name]}" in
    role) mkdir -p "$roles_dir" && ln -sfn "${src_dir[$name]}" "$roles_dir/$name" ;;
    collection)
      mkdir -p "$collections_dir/ansible_collections/${name%%.*}"
      ln -sfn "${src_dir[$name]}" "$collections_dir/ansible_collections/${name%%.*}/${name#*.}" ;;
    none) ;;
  esac
}

# --- test hosts ------------------------------------------------------------------------------------

rm -rf "$work" && mkdir -p "$work/entries" "$work/cp" "$work/ansible-tmp"
ssh-keygen -q -t ed25519 -N '' -C play-compat -f "$work/id_ed25519"

# The hosts: the systemd variant of the test image (services are what most roles manage, and
# Ansible's service module asks systemctl even in check mode) with what a Debian host that Ansible
# manages has: python3, python3-apt and Debian's package lists (the test images keep none, and
# every apt task would fail the same way in both engines). Built once per base image.
base_id="$(docker image inspect -f '{{.Id}}' "$base_image" | sed 's/^sha256://' | cut -c1-12)"
image="play-compat-host:$base_id"
host_opts=(--cap-add SYS_ADMIN --tmpfs /run --tmpfs /run/lock -v /sys/fs/cgroup:/sys/fs/cgroup:ro)
if [ "${REFRESH:-}" = 1 ] || ! docker image inspect "$image" >/dev/null 2>&1; then
  log "building $image ($base_image with python3, python3-apt and apt lists)"
  cid="$(docker run -d --label "play.compat.run=$run_id" "${host_opts[@]}" "$base_image")"
  docker exec "$cid" sh -c 'until [ -S /run/systemd/private ]; do sleep 0.2; done
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -qq -y --no-install-recommends \
      python3 python3-apt >/dev/null && rm -f /etc/ssh/ssh_host_*' >&2
  docker commit --change 'LABEL play.compat.base='"$base_id" "$cid" "$image" >/dev/null
  docker rm -f "$cid" >/dev/null
fi

wait_banner() {
  local address="$1" deadline=$((SECONDS + 60))
  until timeout 2 bash -c "exec 3<>/dev/tcp/$address/22 && head -c 7 <&3" 2>/dev/null | grep -q '^SSH-2.0'; do
    [ $SECONDS -lt $deadline ] || die "no SSH banner at $address:22"
    sleep 0.2
  done
}

# Starts a fresh host; prints its address and writes its host keys to KNOWN_HOSTS.
start_host() {
  local known_hosts="$1" cid address
  cid="$(docker run -d --label "play.compat.run=$run_id" --hostname node0 "${host_opts[@]}" \
    -e AUTHORIZED_KEYS="$(cat "$work/id_ed25519.pub")" "$image")"
  address="$(docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "$cid")"
  wait_banner "$address"
  docker exec "$cid" sh -c 'cat /etc/ssh/ssh_host_*_key.pub' | awk -v h="$address" '{ print h, $1, $2 }' > "$known_hosts"
  echo "$cid $address"
}

# Writes an inventory for one engine: node0 at ADDRESS, in GROUPS (comma list or -).
write_inventory() {
  local dir="$1" address="$2" groups="$3" group_vars="$4" group
  mkdir -p "$dir"
  {
    echo "[all:vars]"
    echo "ansible_user=play"
    echo "ansible_ssh_private_key_file=$work/id_ed25519"
    echo "ansible_ssh_common_args='-o UserKnownHostsFile=$dir/known_hosts'"
    echo "[nodes]"
    echo "node0 ansible_host=$address"
    if [ "$groups" != - ]; then
      for group in ${groups//,/ }; do printf '[%s]\nnode0\n' "$group"; done
    fi
  } > "$dir/hosts"
  [ "$group_vars" = - ] || ln -sfn "$group_vars" "$dir/group_vars"
}

# --- engines ---------------------------------------------------------------------------------------

# The same settings for both engines (play reads the ANSIBLE_* variables it knows). Facts are not
# cached between runs (DeepOps's ansible.cfg caches them in a file), results print as JSON.
export ANSIBLE_NOCOLOR=1 ANSIBLE_FORCE_COLOR=0 ANSIBLE_RETRY_FILES_ENABLED=False \
  ANSIBLE_PYTHON_INTERPRETER=/usr/bin/python3 ANSIBLE_CACHE_PLUGIN=memory \
  ANSIBLE_CALLBACK_RESULT_FORMAT=json ANSIBLE_LOCAL_TEMP="$work/ansible-tmp" \
  ANSIBLE_SSH_CONTROL_PATH="$work/cp/%%h-%%p-%%r" ANSIBLE_DEPRECATION_WARNINGS=False

# Runs one engine: NAME (output file stem), then the command; writes NAME.out and NAME.rc.
run_engine() {
  local name="$1" rc=0
  shift
  timeout "$timeout_s" "$@" > "$edir/$name.out" 2>&1 < /dev/null || rc=$?
  echo "$rc" > "$edir/$name.rc"
}

"$play_cmd" --version > "$work/play-version.txt" 2>&1 || die "play does not start: $(cat "$work/play-version.txt")"
"$play_cmd" doc 2>/dev/null | sed -n 's/^[a-z]*: //p' | tr -s ', ' '\n' | sed '/^$/d' > "$work/play-modules.txt"

n=0
while IFS=$'\t' read -r -u 3 id source kind path groups group_vars needs; do
  n=$((n + 1))
  if [ -n "$only" ] && [[ " $only " != *" $id "* ]]; then continue; fi
  edir="$work/entries/$(printf '%02d' "$n")"
  mkdir -p "$edir"
  echo "$id" > "$edir/id"
  checkout_dir="${src_dir[$source]}"
  if [ "$kind" = wrapper ]; then
    # Our wrapper next to roles/ and collections/ holding the role (and what it needs).
    run_dir="$edir/run"
    mkdir -p "$run_dir"
    cp "$here/wrappers/$path" "$run_dir/"
    playbook="$run_dir/$path"
    install_source "$source" "$run_dir/roles" "$run_dir/collections"
    collections="$run_dir/collections"
  else
    # A playbook of the checkout, run from the checkout's root with its ansible.cfg; what it
    # needs goes where the project's requirements install it (roles/galaxy, collections).
    run_dir="$checkout_dir"
    playbook="$checkout_dir/$path"
    collections=""
  fi
  if [ "$needs" != - ]; then
    for need in ${needs//,/ }; do
      if [ "$kind" = wrapper ]; then install_source "$need" "$run_dir/roles" "$run_dir/collections"
      else install_source "$need" "$run_dir/roles/galaxy" "$run_dir/collections"
      fi
    done
  fi
  coll_env=()
  [ -z "$collections" ] || coll_env=(ANSIBLE_COLLECTIONS_PATH="$collections")
  gv=-
  [ "$group_vars" = - ] || gv="$checkout_dir/$group_vars"
  {
    echo "playbook $playbook"
    echo "roles $run_dir/roles"
    [ "$kind" = wrapper ] || echo "roles $run_dir/roles/galaxy"
    echo "collections $run_dir/collections"
  } > "$edir/scan.txt"

  log "$id: syntax check"
  write_inventory "$edir/inv-syntax" 127.0.0.1 "$groups" "$gv"
  (
    cd "$run_dir"
    run_engine ansible-syntax env "${coll_env[@]}" ansible-playbook -i "$edir/inv-syntax/hosts" --syntax-check "$playbook"
    run_engine play-syntax env "${coll_env[@]}" "$play_cmd" -i "$edir/inv-syntax/hosts" --syntax-check "$playbook"
  )

  log "$id: --check --diff on two fresh hosts"
  read -r cid_a addr_a < <(start_host "$edir/known_hosts-ansible")
  read -r cid_p addr_p < <(start_host "$edir/known_hosts-play")
  write_inventory "$edir/inv-ansible" "$addr_a" "$groups" "$gv"
  write_inventory "$edir/inv-play" "$addr_p" "$groups" "$gv"
  mv "$edir/known_hosts-ansible" "$edir/inv-ansible/known_hosts"
  mv "$edir/known_hosts-play" "$edir/inv-play/known_hosts"
  (
    cd "$run_dir"
    # -v: Ansible then says why it skipped a task (a command in check mode, a condition).
    run_engine ansible-check env "${coll_env[@]}" ansible-playbook -v -i "$edir/inv-ansible/hosts" --check --diff "$playbook" &
    run_engine play-check env "${coll_env[@]}" "$play_cmd" -i "$edir/inv-play/hosts" --check --diff "$playbook" &
    wait
  )
  [ "${KEEP:-}" = 1 ] || docker rm -f "$cid_a" "$cid_p" >/dev/null
  log "$id: ansible rc=$(cat "$edir/ansible-check.rc"), play rc=$(cat "$edir/play-check.rc")"
done 3< <(python3 "$here/compat.py" entries "$roles_yml")

elapsed=$((SECONDS - started))
python3 - "$work/meta.json" <<EOF
import json, sys
json.dump({
  "date": "$(date -u +%Y-%m-%d)",
  "play_commit": "$(git -C "$repo" rev-parse --short=10 HEAD)$([ -z "$(git -C "$repo" status --porcelain -- engine)" ] || echo ' (engine modified)')",
  "play_subject": $(git -C "$repo" log -1 --format=%s | python3 -c 'import json,sys; print(json.dumps(sys.stdin.read().strip()))'),
  "ansible": "$(ansible-playbook --version 2>/dev/null | sed -n 1p | sed 's/^ansible-playbook \[\(.*\)\]/ansible-\1/')",
  "image": "$base_image",
  "elapsed": "$((elapsed / 60)) min $((elapsed % 60)) s on $(nproc) cores",
}, open(sys.argv[1], "w"))
EOF
python3 "$here/compat.py" report "$work" "$roles_yml" "$out"
log "results in $out"
