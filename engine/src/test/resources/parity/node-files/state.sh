# The end state AnsibleParityTest compares: type, mode, owner, group and content hash of every
# path the playbook manages (timestamps left out).
for p in /srv/models /srv/data /srv/outputs /srv/scratch /srv/scratch/users /srv/scratch/users/shared /srv/current /etc/profile.d/cluster.sh /etc/default/launcher \
         /etc/security/limits.d/90-memlock.conf /etc/cluster-hosts /var/tmp/parity-marker /var/tmp/parity-reloaded; do
  if [ -L "$p" ]; then echo "$p link -> $(readlink "$p")"
  elif [ -e "$p" ]; then
    echo "$p $(stat -c '%F %a %U %G' "$p") $([ -f "$p" ] && sha1sum < "$p" | cut -c1-40)"
  else echo "$p absent"; fi
done
echo "--- /etc/cluster-hosts"; cat /etc/cluster-hosts
echo "--- /etc/security/limits.d/90-memlock.conf"; cat /etc/security/limits.d/90-memlock.conf
