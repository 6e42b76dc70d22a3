#!/usr/bin/python
# A role's own module that imports the role's module_utils.
from ansible.module_utils.basic import AnsibleModule
from ansible.module_utils.greeting import render


def main():
    module = AnsibleModule(argument_spec=dict(path=dict(type='path', required=True), name=dict(type='str', required=True)),
                           supports_check_mode=True)
    path, text = module.params['path'], render(module.params['name'])
    try:
        with open(path) as f:
            current = f.read()
    except FileNotFoundError:
        current = None
    changed = current != text
    if changed and not module.check_mode:
        with open(path, 'w') as f:
            f.write(text)
    module.exit_json(changed=changed, path=path, diff=dict(before=current or '', after=text))


if __name__ == '__main__':
    main()
