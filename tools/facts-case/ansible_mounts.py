#!/usr/bin/python3
"""Ansible's own mount facts for a play fact-script output.

Reads a .facts file (play's fact-script output, or a hand-written one in the same form: the
mtab|, mntbind|, lsblk|, mntfs| and mnttimeout| lines MountFacts.SCRIPT prints), builds the host
those lines describe (the mount table, findmnt's listing, lsblk's, statvfs of each mount point, a
size read that never returns), runs ansible-core's LinuxHardware.get_mount_facts() against it,
and prints the mounts as JSON. Used to write the expected side of the mount data cases under
engine/src/test/resources/facts/mounts/.

    /usr/bin/python3 tools/facts-case/ansible_mounts.py CASE.facts
"""
import json
import os
import sys
import time
from unittest import mock

from ansible.module_utils.facts import timeout
from ansible.module_utils.facts.hardware import linux


def decide(lines):
    section = lambda name: [l.split('|', 1)[1] for l in lines if l.startswith(name + '|')]
    mtab = '\n'.join(section('mtab'))
    # findmnt --list --noheadings --notruncate: TARGET SOURCE FSTYPE OPTIONS, SOURCE with [root] for a bind
    findmnt = '\n'.join('%s /dev/x[/root] ext4 rw' % m for m in section('mntbind'))
    lsblk = '\n'.join(section('lsblk'))
    sizes = {}
    for l in section('mntfs'):
        f = l.split(' ', 6)
        sizes[f[6]] = os.statvfs_result((int(f[3]), int(f[0]), int(f[1]), 0, int(f[2]), int(f[4]), int(f[5]),
                                          int(f[5]), 0, 255))
    hung = set(section('mnttimeout'))

    def statvfs(path):
        if path in hung:
            time.sleep(1)
        if path not in sizes:
            raise OSError(13, 'Permission denied')
        return sizes[path]

    module = mock.Mock()
    tools = {'findmnt': findmnt} if any(l.startswith('mntbind|') for l in lines) or 'findmnt=1' in lines else {}
    if section('lsblk'):
        tools['lsblk'] = lsblk
    module.get_bin_path.side_effect = lambda name, *a, **k: '/usr/bin/' + name if name in tools else None
    module.run_command.side_effect = lambda cmd, *a, **k: (0, tools[os.path.basename(cmd[0])], '')
    hw = linux.LinuxHardware(module)
    with mock.patch.object(linux, 'get_file_content', side_effect=lambda p, default=None: mtab), \
            mock.patch.object(linux.os.path, 'exists', side_effect=lambda p: p == '/etc/mtab'), \
            mock.patch.object(os, 'statvfs', side_effect=statvfs), \
            mock.patch.object(timeout, 'DEFAULT_GATHER_TIMEOUT', 0.3):
        return hw.get_mount_facts()['mounts']


if __name__ == '__main__':
    text = open(sys.argv[1]).read().splitlines()
    print(json.dumps({'mounts': decide(text)}, indent=1, sort_keys=True))
