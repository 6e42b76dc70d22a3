#!/bin/sh
# More of the min facts (PlatformFacts): ids, gecos, Debian's minor version, and python3's
# version when the host has one (play itself needs none).
echo "ids=$(id -ru) $(id -rg) $(id -u) $(id -g)"
echo "user_gecos=$(getent passwd "$(id -un)" 2>/dev/null | cut -d: -f5)"
[ -r /etc/debian_version ] && sed 's/^/debian_version|/' /etc/debian_version
command -v python3 >/dev/null 2>&1 && python3 -c 'import sys, platform
try:
    from ssl import SSLContext
    ssl = 1
except Exception:
    ssl = 0
v = sys.version_info
print("python=%s %d %d %d %s %d %s %d %s" % (sys.implementation.name, v[0], v[1], v[2], v[3], v[4], platform.python_version(), ssl, sys.executable))' 2>/dev/null
