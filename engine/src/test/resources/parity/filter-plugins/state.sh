# The end state AnsibleParityTest compares: the files of /etc/sysctl.d with mode and content.
for f in $(ls /etc/sysctl.d | sort); do
  echo "/etc/sysctl.d/$f $(stat -c '%a %U' "/etc/sysctl.d/$f")"
  sed 's/^/  /' "/etc/sysctl.d/$f"
done
