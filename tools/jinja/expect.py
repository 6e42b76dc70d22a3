#!/usr/bin/python3
"""Renders engine/src/test/resources/jinja/corpus.yml with ansible-core's own Templar (Debian's
ansible package: ansible-core 2.14, Jinja2 3.1) and writes what Ansible gives for each case to
expected-ansible-2.14.json beside it: {"out": text or value} or {"error": "Class: message"}.

Mode "file" renders as the template module does (AnsibleEnvironment, trim_blocks on,
lstrip_blocks off, the trailing newline kept, includes found in templates/); mode "value" as a
string of a task's arguments is rendered (a lone {{ expr }} gives the expression's own value;
"text" is then that value as Python prints it, for an engine that renders text only).

  /usr/bin/python3 tools/jinja/expect.py
"""
import json
import os
import sys

import yaml
from ansible.parsing.dataloader import DataLoader
from ansible.template import AnsibleEnvironment, Templar

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS_DIR = os.path.join(HERE, '..', '..', 'engine', 'src', 'test', 'resources', 'jinja')


def plain(value):
    """Ansible's text and container subclasses as plain JSON values."""
    if isinstance(value, str):
        return str(value)
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def render(templar, case):
    text = case['template']
    if case.get('mode', 'file') == 'value':
        return plain(templar.template(text))
    env = templar.copy_with_new_env(environment_class=AnsibleEnvironment,
                                    searchpath=[os.path.join(CORPUS_DIR, 'templates')],
                                    newline_sequence='\n', trim_blocks=True, lstrip_blocks=False)
    return str(env.do_template(text, preserve_trailing_newlines=True, escape_backslashes=False))


def main():
    with open(os.path.join(CORPUS_DIR, 'corpus.yml')) as f:
        corpus = yaml.safe_load(f)
    templar = Templar(loader=DataLoader(), variables=corpus['vars'])
    expected = {}
    for case in corpus['cases']:
        try:
            out = render(templar, case)
            expected[case['name']] = {'out': out} if isinstance(out, str) else {'out': out, 'text': str(out)}
        except Exception as e:  # every failure is an expected outcome of its case
            message = str(e).splitlines()[0] if str(e) else ''
            expected[case['name']] = {'error': type(e).__name__ + ': ' + message}
    names = [c['name'] for c in corpus['cases']]
    if len(set(names)) != len(names):
        sys.exit('expect.py: case names repeat')
    with open(os.path.join(CORPUS_DIR, 'expected-ansible-2.14.json'), 'w') as f:
        json.dump(expected, f, indent=1, ensure_ascii=False, sort_keys=False)
        f.write('\n')
    errors = sum(1 for v in expected.values() if 'error' in v)
    print('%d cases, %d of them errors' % (len(expected), errors))


if __name__ == '__main__':
    main()
