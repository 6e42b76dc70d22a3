# The end state of the bridged modules (keys are random: their kinds, sizes and modes only).
echo "--- crontab"; crontab -l -u root
echo "--- limits"; grep -v '^#' /etc/security/limits.conf | grep .
echo "--- pam chfn"; grep -v '^#' /etc/pam.d/chfn | grep .
echo "--- alternatives"; update-alternatives --query play-tool
echo "--- locales"; locale -a | sort; grep -v '^#' /etc/locale.gen | grep .
echo "--- acl"; getfacl -p /srv
echo "--- ssh key"; stat -c '%n %a %U' /etc/play_ed25519 /etc/play_ed25519.pub; cut -d' ' -f1,3 /etc/play_ed25519.pub
echo "--- tls key"; stat -c '%n %a %U' /etc/play-tls.key; python3 -c "
from cryptography.hazmat.primitives.serialization import load_pem_private_key
k = load_pem_private_key(open('/etc/play-tls.key', 'rb').read(), None); print(type(k).__name__, k.key_size)"
echo "--- debconf"; debconf-show tzdata | grep Areas
echo "--- greeting"; stat -c '%n %a %U' /etc/greeting; cat /etc/greeting
echo "--- flag"; cat /etc/play-flag
echo "--- no remote tmp left"; ls -A /tmp
