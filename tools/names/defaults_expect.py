#!/usr/bin/python3
"""Checks engine/src/test/resources/names/module_defaults.yaml against Ansible itself: loads each
case's levels of module_defaults with ansible-core 2.14's Base._load_module_defaults (on a Play, which
resolves the keys and the groups), resolves the task's action as resolve_expect.py does, and applies
them with executor.module_common.get_action_args_with_defaults, as TaskExecutor does; compares the
result with `expect`, or, for an `error` case, Ansible's error message (play adds where the key is
written). Cases marked `ansible: false` use play's own modules and are skipped.

  /usr/bin/python3 tools/names/defaults_expect.py       # check, exit 1 on a difference
"""
import os
import sys

from ansible.errors import AnsibleError
from ansible.executor.module_common import get_action_args_with_defaults
from ansible.parsing.dataloader import DataLoader
from ansible.playbook.play import Play
from ansible.template import Templar

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from resolve_expect import check, resolve  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, '..', '..', 'engine', 'src', 'test', 'resources', 'names', 'module_defaults.yaml')


def outcome(case):
    """What Ansible gives: the module's arguments, or 'error: MESSAGE'."""
    play = Play()
    try:
        levels = [play._load_module_defaults('module_defaults', level) for level in case['defaults']]
    except AnsibleError as e:
        return 'error: ' + e.message
    defaults = [d for level in levels for d in level]
    action = resolve(case['action'], None)
    return get_action_args_with_defaults(action, dict(case['args']), defaults, Templar(loader=DataLoader()),
                                         action_groups=play._action_groups)


def main():
    return check(CASES, outcome,
                 lambda c: c['expect'] if 'expect' in c else 'error: ' + c['error'].split(' (at ')[0],
                 lambda c: c['name'])


if __name__ == '__main__':
    sys.exit(main())
