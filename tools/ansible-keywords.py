#!/usr/bin/python3
"""Lists every keyword of Ansible's plays, roles, blocks, tasks and handlers with the levels that
accept it, from the installed ansible-core: the list docs/keywords.md must cover (KeywordTableTest).

  tools/ansible-keywords.py > engine/src/test/resources/keywords/ansible-keywords.txt

A keyword that ansible-doc documents but no level accepts any more (accelerate) is listed with
the level "none". Internal attribute names are written as in YAML: async_val is async, loop_with
is with_<lookup>.
"""
import sys

import yaml
from ansible.playbook.block import Block
from ansible.playbook.handler import Handler
from ansible.playbook.play import Play
from ansible.playbook.role import Role
from ansible.playbook.task import Task
from ansible.release import __version__

YAML_NAMES = {"async_val": "async", "loop_with": "with_<lookup>"}
LEVELS = [("play", Play), ("role", Role), ("block", Block), ("task", Task), ("handler", Handler)]


def main():
    levels = {}
    for level, cls in LEVELS:
        for attr in cls.fattributes:
            name = YAML_NAMES.get(attr, attr)
            if not attr.startswith("_") and level not in levels.get(name, []):
                levels.setdefault(name, []).append(level)
    desc_file = sys.modules["ansible"].__path__[0] + "/keyword_desc.yml"
    with open(desc_file) as f:
        for documented in yaml.safe_load(f):
            levels.setdefault(documented, [])
    print("# ansible-core %s: keyword, then the levels that accept it (tools/ansible-keywords.py)" % __version__)
    for name in sorted(levels):
        print("%s %s" % (name, ",".join(levels[name]) or "none"))


if __name__ == "__main__":
    main()
