# git from Debian's mirror (the test image has none), and the same upstream repository on every
# host: fixed dates make the commits identical.
set -e
apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends git >/dev/null
export GIT_AUTHOR_DATE=2024-01-01T00:00:00Z GIT_COMMITTER_DATE=2024-01-01T00:00:00Z
g() { git -c user.name=ops -c user.email=ops@example.com "$@"; }
git init -q -b main /tmp/work && cd /tmp/work
echo one > model.txt && git add model.txt && g commit -qm one && g tag -a v1 -m "release 1"
echo two > model.txt && g commit -qam two && git branch dev HEAD~1
git clone -q --bare /tmp/work /srv/upstream.git
