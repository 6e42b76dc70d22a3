"""play's module packer: packs Ansible modules with the controller's own ansible-core.

Started once per run by play (dev.play.bridge.ModulePacker) with the Python that has
ansible-core. It prints one line: {"version": "<ansible-core version>"}, or {"error": ...}.
Then it reads requests, one JSON object per line: {"name": SHORT_NAME, "path": MODULE_FILE,
"module_utils": [DIRECTORY, ...]} (the module_utils/ beside the library/ it came from, which
Ansible adds to its module_utils search as this helper does),
and answers each with one JSON line:
  {"style": "new", "fqn": PYTHON_NAME, "data": BASE64_ZIP}      a new-style Python module: the
      zip that ansible-core's AnsiballZ wrapper carries (the module and every module_utils it
      imports), without arguments, so that it can be sent once and run with many
  {"style": "old"|"non_native_want_json"|"binary", "data": BASE64_FILE, "shebang": ...}
  {"error": MESSAGE}
The packing is ansible-core's own (executor.module_common.modify_module), not a copy of it.
"""
import base64
import json
import re
import sys

SUPPORTED = ((2, 14), (2, 17))


def hello():
    try:
        from ansible.release import __version__
    except ImportError as e:
        return {"error": "ansible-core cannot be imported by %s: %s" % (sys.executable, e)}
    parts = tuple(int(p) for p in re.findall(r"\d+", __version__)[:2])
    if not SUPPORTED[0] <= parts <= SUPPORTED[1]:
        return {"error": "ansible-core %s at %s is not supported: play packs modules with ansible-core %d.%d to %d.%d"
                % (__version__, sys.executable, SUPPORTED[0][0], SUPPORTED[0][1], SUPPORTED[1][0], SUPPORTED[1][1])}
    return {"version": __version__}


def pack(name, path, module_utils):
    import os
    from ansible.executor.module_common import modify_module
    from ansible.plugins.loader import module_utils_loader
    for directory in module_utils:
        if os.path.isdir(directory):
            module_utils_loader.add_directory(directory)
    from ansible.parsing.dataloader import DataLoader
    from ansible.template import Templar

    templar = Templar(loader=DataLoader())
    task_vars = {"ansible_python_interpreter": "/usr/bin/python3"}
    data, style, shebang = modify_module(name, path, {}, templar, task_vars=task_vars,
                                         module_compression="ZIP_DEFLATED")
    if style == "new":
        text = data.decode("utf-8", "surrogateescape")
        zipdata = re.search(r'ZIPDATA = """([A-Za-z0-9+/=\s]*)"""', text)
        fqn = re.search(r"runpy\.run_module\(mod_name='([^']+)'", text)
        if zipdata is None or fqn is None:
            return {"error": "module %s is a new-style module that play cannot run: only Python modules packed"
                             " by AnsiballZ are supported (not PowerShell nor the JSON-args replacer)" % name}
        return {"style": "new", "fqn": fqn.group(1), "data": "".join(zipdata.group(1).split())}
    return {"style": style, "data": base64.b64encode(data).decode("ascii"), "shebang": shebang}


def main():
    greeting = hello()
    print(json.dumps(greeting), flush=True)
    if "error" in greeting:
        return 1
    for line in sys.stdin:
        try:
            req = json.loads(line)
            answer = pack(req["name"], req["path"], req.get("module_utils", []))
        except Exception as e:  # noqa: BLE001 - every failure is an answer, the helper stays up
            answer = {"error": "%s: %s" % (type(e).__name__, e)}
        print(json.dumps(answer), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
