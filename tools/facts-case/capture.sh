#!/bin/sh
# Captures a facts data case: play's fact-script output and Ansible's setup facts, taken on the
# same host one after the other, into engine/src/test/resources/facts/ansible/NAME/ (script.out,
# setup.json). AnsibleSetupCasesTest then checks that play's parsers give Ansible's values.
#   tools/facts-case/capture.sh docker CONTAINER NAME   a running container (ansible's docker connection)
#   tools/facts-case/capture.sh local NAME              this machine
#   tools/facts-case/capture.sh files NAME SCRIPT_OUT SETUP_OUT
#                                                       outputs taken elsewhere: SCRIPT_OUT from the script
#                                                       (FactScript.java), SETUP_OUT from Ansible's setup
#                                                       module (its JSON, or `ansible -m setup` output)
# Needs a built engine (engine/target/play.jar) and, for docker and local, ansible on PATH.
set -eu
cd "$(dirname "$0")/../.."
java="${PLAY_JAVA_HOME:-${JAVA_HOME:-/usr}}/bin/java"
script() { "$java" -cp 'engine/target/play.jar:engine/target/lib/*' tools/facts-case/FactScript.java; }
mode=$1; shift
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
case $mode in
  docker)
    c=$1; name=$2
    script > "$tmp/facts.sh"
    docker cp "$tmp/facts.sh" "$c:/tmp/play-facts.sh" >/dev/null
    ansible all -i "$c," -c community.docker.docker -m setup > "$tmp/setup.out" 2>/dev/null
    docker exec "$c" sh /tmp/play-facts.sh > "$tmp/script.out"
    what="ansible -c community.docker.docker -m setup, then docker exec sh SCRIPT, in container $c ($(docker inspect -f '{{.Config.Image}}' "$c"))" ;;
  local)
    name=$1
    script > "$tmp/facts.sh"
    ansible localhost -c local -m setup > "$tmp/setup.out" 2>/dev/null
    sh "$tmp/facts.sh" > "$tmp/script.out" 2>/dev/null
    what="ansible localhost -c local -m setup, then sh SCRIPT, on $(uname -n) as $(id -un)" ;;
  files)
    name=$1; cp "$2" "$tmp/script.out"; cp "$3" "$tmp/setup.out"
    what="${CAPTURED:-outputs taken elsewhere}" ;;
  *) echo "usage: see the head of $0" >&2; exit 2 ;;
esac
dir=engine/src/test/resources/facts/ansible/$name
mkdir -p "$dir"
cp "$tmp/script.out" "$dir/script.out"
core=$(ansible --version 2>/dev/null | sed -n '1s/.*core \([0-9.]*\).*/\1/p')
python3 - "$tmp/setup.out" "$dir/setup.json" "$what" "$(date -u +%Y-%m-%d)" "${core:-unknown}" <<'PY'
import json, sys
src, dest, what, day, core = sys.argv[1:6]
text = open(src).read()
doc = json.loads(text[text.index('{'):])
facts = doc.get('ansible_facts', doc)
keys = ['mounts', 'selinux', 'selinux_python_present', 'virtualization_type', 'virtualization_role',
        'virtualization_tech_guest', 'virtualization_tech_host', 'all_ipv4_addresses', 'all_ipv6_addresses']
out = {'_captured': '%s (%s, ansible-core %s)' % (what, day, core)}
for k in keys:
    if 'ansible_' + k in facts:
        out['ansible_' + k] = facts['ansible_' + k]
for iface in sorted(facts.get('ansible_interfaces', [])):
    key = 'ansible_' + iface.replace('-', '_').replace(':', '_').replace('.', '_')
    m = facts.get(key)
    if isinstance(m, dict) and 'device' in m:
        out[key] = {k: m[k] for k in ('ipv6',) if k in m}
json.dump(out, open(dest, 'w'), indent=1, sort_keys=True)
open(dest, 'a').write('\n')
PY
echo "captured $dir"
