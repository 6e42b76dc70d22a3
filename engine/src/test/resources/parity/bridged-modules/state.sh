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
echo "--- sudoers"; stat -c '%n %a %U' /etc/sudoers.d/ops; cat /etc/sudoers.d/ops
echo "--- blacklist"; stat -c '%n %a' /etc/blacklist-play.conf; cat /etc/blacklist-play.conf
echo "--- crypttab"; stat -c '%n %a' /etc/crypttab; cat /etc/crypttab
echo "--- blob"; stat -c '%n %a %s' /var/tmp/blob; md5sum /var/tmp/blob
echo "--- archive"; stat -c '%n %a' /var/tmp/limits.tar.gz; tar tzf /var/tmp/limits.tar.gz
echo "--- csr"; stat -c '%n %a' /etc/play-tls.csr
python3 -c "
from cryptography import x509
r = x509.load_pem_x509_csr(open('/etc/play-tls.csr', 'rb').read())
print(r.subject.rfc4514_string())"
echo "--- patched"; cat /etc/issue.net; ls /etc/issue.net*
echo "--- debconf"; debconf-show tzdata | grep Areas
echo "--- greeting"; stat -c '%n %a %U' /etc/greeting; cat /etc/greeting
echo "--- flag"; cat /etc/play-flag
echo "--- no remote tmp left"; ls -A /tmp
