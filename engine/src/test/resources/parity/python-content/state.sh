# The end state AnsibleParityTest compares: the virtualenv's packages, the INI file and its mode,
# what the lookup returned.
for v in /opt/tools /opt/pinned; do echo "$v:"; $v/bin/pip list --format=freeze --disable-pip-version-check | grep -v -e '^pip=' -e '^setuptools='; done
stat -c '%n %a %U %G' /opt/tools/bin/python3 /etc/tools/tools.ini
cat /etc/tools/tools.ini
cat /var/tmp/parity-getent
echo "vcpus $(nproc)"
