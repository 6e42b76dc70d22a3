# The end state AnsibleParityTest compares: the files the playbook writes (mode, owner, content),
# root's authorized keys and the time zone.
for p in /etc/parity /etc/parity/cluster.ini /etc/parity/role.ini /etc/parity/node.conf /etc/parity/node.ini; do
  if [ -e "$p" ]; then
    echo "$p $(stat -c '%F %a %U %G' "$p")"
    [ -f "$p" ] && sed 's/^/  /' "$p"
  else echo "$p absent"; fi
done
echo "authorized_keys: $(grep -c operator@parity /root/.ssh/authorized_keys) $(stat -c '%a' /root/.ssh /root/.ssh/authorized_keys | tr '\n' ' ')"
echo "timezone $(cat /etc/timezone 2>/dev/null) $(readlink /etc/localtime)"
