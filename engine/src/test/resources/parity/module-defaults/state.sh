# The end state AnsibleParityTest compares: type, mode, owner, group and content of every path the
# playbook manages, and the time zone.
for p in /srv/parity /srv/parity/private /srv/parity/shared /srv/parity/motd /srv/parity/cluster.conf \
         /srv/parity/public.conf /srv/parity/block.conf /srv/parity/limits.conf /srv/parity/secret.key \
         /srv/parity/open.key /srv/parity/name; do
  if [ -e "$p" ]; then
    echo "$p $(stat -c '%F %a %U %G' "$p")"
    [ -f "$p" ] && sed 's/^/  /' "$p"
  else echo "$p absent"; fi
done
echo "timezone $(cat /etc/timezone 2>/dev/null) $(readlink /etc/localtime)"
