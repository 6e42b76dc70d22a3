#!/usr/bin/python3
"""Checks engine/src/test/resources/names/resolve.yaml against Ansible itself: resolves each case's
module name with ansible-core 2.14's own plugin loader, as ModuleArgsParser resolves a task's action
(action plugins first, then modules, with the case's collections as the search list; a lookup as
Templar does, with no search list), and compares
the fully qualified name with the case's `expect`; an `error` case must resolve to nothing in Ansible
too (play's message is its own). Cases marked `ansible: false` are play's own names, or modules newer
than the installed Ansible, and are skipped.

  /usr/bin/python3 tools/names/resolve_expect.py       # check, exit 1 on a difference
"""
import os
import sys

import yaml
from ansible.plugins.loader import action_loader, lookup_loader, module_loader

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, '..', '..', 'engine', 'src', 'test', 'resources', 'names', 'resolve.yaml')


def resolve(name, collections, kind=None):
    """The fully qualified name Ansible resolves `name` to, or None (a lookup as Templar finds it)."""
    if kind == 'lookup':
        context = lookup_loader.find_plugin_with_context(name)
        return context.resolved_fqcn if context.resolved else None
    for loader in (action_loader, module_loader):
        context = loader.find_plugin_with_context(name, collection_list=collections)
        if context.resolved:
            return context.resolved_fqcn
    return None


def check(path, outcome, wanted, title):
    """Compares outcome(case) with wanted(case) for every case of the file at `path` that Ansible has
    (not `ansible: false`), printing each difference; the exit status: 1 when one differs."""
    with open(path) as f:
        cases = yaml.safe_load(f)['cases']
    bad = 0
    for case in cases:
        if case.get('ansible') is False:
            continue
        got, want = outcome(case), wanted(case)
        if got != want:
            bad += 1
            print('%s: Ansible gives %s, the case says %s' % (title(case), got, want))
    print('%d cases, %d differ' % (len(cases), bad))
    return 1 if bad else 0


def main():
    return check(CASES, lambda c: resolve(c['name'], c.get('collections'), c.get('type')),
                 lambda c: c.get('expect'), lambda c: '%s in %s' % (c['name'], c.get('collections')))


if __name__ == '__main__':
    sys.exit(main())
