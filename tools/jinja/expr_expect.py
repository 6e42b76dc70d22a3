#!/usr/bin/python3
"""Checks engine/src/test/resources/expr/ansible.yaml against Ansible itself: evaluates each
case's expression with ansible-core 2.14's own Jinja environment (its filters and tests, the
file's vars) and compares Python's repr() of the value with the case's `repr`; a case with
`error`, `parse_error` or `undefined` must fail in Ansible too (play's message is its own). Cases marked `ansible: false`
are play-only (parse errors, play's wording) and skipped.

  /usr/bin/python3 tools/jinja/expr_expect.py            # check, exit 1 on a difference
  /usr/bin/python3 tools/jinja/expr_expect.py --new < exprs.txt   # YAML case lines for new expressions
"""
import json
import os
import sys

import yaml
from ansible.parsing.dataloader import DataLoader
from ansible.template import Templar

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, '..', '..', 'engine', 'src', 'test', 'resources', 'expr', 'ansible.yaml')


def plain(value):
    """Ansible's text and container subclasses as plain Python values."""
    if isinstance(value, str):
        return str(value)
    if isinstance(value, dict):
        return {plain(k): plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, tuple):
        return tuple(plain(v) for v in value)
    return value


def evaluate(env, variables, expr):
    """('repr', text) or ('error', message)."""
    try:
        value = env.compile_expression(expr, undefined_to_none=False)(**variables)
        return 'repr', repr(plain(value))
    except Exception as e:  # every failure is an outcome to compare
        return 'error', '%s: %s' % (type(e).__name__, str(e).splitlines()[0] if str(e) else '')


def main():
    with open(CASES) as f:
        data = yaml.safe_load(f)
    variables = data['vars']
    env = Templar(loader=DataLoader(), variables=variables).environment
    if '--new' in sys.argv:
        for line in sys.stdin:
            expr = line.rstrip('\n')
            if expr:
                kind, text = evaluate(env, variables, expr)
                print('  - {expr: %s, %s: %s}' % (json.dumps(expr, ensure_ascii=False), kind,
                                                 json.dumps(text, ensure_ascii=False)))
        return
    differences = 0
    for case in data['cases']:
        if case.get('ansible', True) is False:
            continue
        kind, text = evaluate(env, {**variables, **case.get('vars', {})}, case['expr'])
        expected_error = 'error' in case or 'parse_error' in case or 'undefined' in case
        if kind == 'error' and not expected_error or kind == 'repr' and case.get('repr') != text:
            differences += 1
            print('%s\n  file:    %s\n  ansible: %s %s' % (case['expr'], case.get('repr', case.get('error')), kind, text))
    print('%d cases, %d differ from Ansible' % (len(data['cases']), differences))
    sys.exit(1 if differences else 0)


if __name__ == '__main__':
    main()
