# Files the role finds: one stale (removed), one kept by name, one it rewrites.
mkdir -p /etc/sysctl.d
echo 'old = 1' > /etc/sysctl.d/50-stale.conf
echo 'mine = 1' > /etc/sysctl.d/keep.conf
echo 'net.ipv4.ip_forward = 0' > /etc/sysctl.d/10-network.conf
