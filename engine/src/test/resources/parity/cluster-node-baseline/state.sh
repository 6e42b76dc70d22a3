# The end state AnsibleParityTest compares (generated keys by presence and type only).
echo "--- packages"; dpkg-query -W -f='${Package} ${Status}\n' jq less 2>&1
echo "--- users"; getent passwd mlops; getent group mlops; id -Gn mlops
echo "--- ssh"; for f in /home/mlops/.ssh /home/mlops/.ssh/id_ed25519 /home/mlops/.ssh/id_ed25519.pub /home/mlops/.ssh/authorized_keys; do
  echo "$f $(stat -c '%F %a %U %G' "$f" 2>&1)"; done
cut -d' ' -f1 /home/mlops/.ssh/id_ed25519.pub
cat /home/mlops/.ssh/authorized_keys
echo "--- dirs"; for d in /models /data /outputs; do echo "$d $(stat -c '%F %a %U %G' "$d")"; done
echo "--- fstab"; cat /etc/fstab
echo "--- files"; for f in /etc/sysctl.d/90-roce.conf /etc/modules-load.d/rdma.conf /etc/security/limits.d/90-memlock.conf /etc/ssh/ssh_known_hosts; do
  echo "== $f $(stat -c '%a %U %G' "$f")"; cat "$f"; done
echo "--- sshd"; grep -n 'PermitRootLogin' /etc/ssh/sshd_config
