# A second login, ubuntu, with the same key as play (as cloud images have), and a directory all may write.
set -eu
useradd --create-home --shell /bin/sh ubuntu
install -d -m 0700 -o ubuntu -g ubuntu /home/ubuntu/.ssh
install -m 0600 -o ubuntu -g ubuntu /home/play/.ssh/authorized_keys /home/ubuntu/.ssh/authorized_keys
install -d -m 1777 /tmp/parity
