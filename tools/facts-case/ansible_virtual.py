#!/usr/bin/python3
"""Ansible's own virtualization decision for a play fact-script output.

Reads a .facts file (play's fact-script output, or a hand-written one in the same form: the
virt_* lines VirtualFacts.SCRIPT prints), builds the host those lines describe (the files and
paths Ansible's LinuxVirtual reads, the lscpu and dmidecode it runs), runs ansible-core's
LinuxVirtual.get_virtual_facts() against it, and prints the four facts as JSON. Used to write the
expected side of the virtual data cases under engine/src/test/resources/facts/virtual/.

    /usr/bin/python3 tools/facts-case/ansible_virtual.py CASE.facts
"""
import json
import re
import sys
from unittest import mock

from ansible.module_utils.facts.virtual import linux


def host(lines):
    files, paths, bins = {}, set(), {}
    section = lambda name: [l.split('|', 1)[1] for l in lines if l.startswith(name + '|')]
    has = lambda key: any(l.startswith(key + '=') for l in lines)
    files['/proc/1/cgroup'] = '\n'.join(section('virt_cgroup'))
    if section('virt_env'):
        files['/proc/1/environ'] = '\x00'.join(section('virt_env'))
    for p in section('virt_path'):
        paths.add(p)
    for l in section('virt_file'):
        path, line = l.split('|', 1)
        files[path] = files[path] + '\n' + line if path in files else line
    files['/proc/self/status'] = '\n'.join(section('virt_status'))
    files['/proc/cpuinfo'] = '\n'.join(section('virt_cpu'))
    if has('virt_modules'):
        files['/proc/modules'] = '\n'.join(m + ' 16384 0 - Live 0x0' for m in section('virt_module'))
    if has('virt_rhev'):
        paths.add('/rhev/')
    if has('virt_lscpu'):
        bins['lscpu'] = '\n'.join(section('virt_lscpu'))
    if has('virt_dmidecode'):
        bins['dmidecode'] = '\n'.join(section('virt_dmidecode'))
    return files, paths, bins, has('virt_vdsm')


def decide(lines):
    files, paths, bins, vdsm = host(lines)
    exists = lambda p: p in files or p in paths or p.rstrip('/') in paths
    content = lambda p, default=None, strip=True: (files[p].strip() or default) if p in files else default

    def file_lines(p, strip=True, line_sep=None):
        data = content(p)
        if not data:
            return []
        return data.splitlines() if line_sep is None else data.rstrip(line_sep).split(line_sep)

    module = mock.Mock()
    module.get_bin_path.side_effect = lambda name, *a, **k: '/usr/bin/' + name if name in bins else None
    module.run_command.side_effect = lambda cmd, *a, **k: (0, bins['lscpu' if 'lscpu' in str(cmd) else 'dmidecode'], '')
    comm = mock.mock_open(read_data='vdsm\n' if vdsm else 'init\n')
    with mock.patch.object(linux.os.path, 'exists', side_effect=exists), \
            mock.patch.object(linux.os.path, 'isdir', side_effect=lambda p: p in paths), \
            mock.patch.object(linux.os, 'access', side_effect=lambda p, m: p in files), \
            mock.patch.object(linux, 'get_file_content', side_effect=content), \
            mock.patch.object(linux, 'get_file_lines', side_effect=file_lines), \
            mock.patch.object(linux.glob, 'glob', side_effect=lambda pat: ['/proc/1/comm']), \
            mock.patch('builtins.open', comm):
        facts = linux.LinuxVirtual(module).get_virtual_facts()
    for k in ('virtualization_tech_guest', 'virtualization_tech_host'):
        facts[k] = sorted(facts[k])
    return facts


if __name__ == '__main__':
    text = open(sys.argv[1]).read().splitlines()
    print(json.dumps(decide(text), indent=1, sort_keys=True))
