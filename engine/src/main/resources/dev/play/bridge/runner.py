"""play's module runner: runs one Ansible module on this host, as ansible-core's AnsiballZ does.

play (dev.play.bridge.BridgedModule) writes this file once per run into a private directory
(mode 0700, removed at the end of the run) and runs it as `PYTHON runner.py DIR` for each task.
Standard input: one JSON line, the request, then `size` bytes of the module's code when the host
does not have it yet:
  {"key": K, "style": S, "fqn": F, "size": N, "args": {...}, "interpreter": I}
The code is kept in DIR/K: for a new-style module, the AnsiballZ zip unpacked (so Python caches
its bytecode there); for other modules, the file itself. Exit status 86 with nothing printed says
DIR/K is missing (the directory was emptied): play sends the request again with the code.
For a new-style module the module runs in this process, as `__main__`, with its arguments set as
AnsiballZ sets them; its output is the module's. Other modules run as Ansible runs them: the
interpreter (none for a binary), the file, and a file of arguments that is removed afterwards.
"""
import json
import os
import sys

MISSING = 86


def read_request():
    stdin = sys.stdin.buffer
    request = json.loads(stdin.readline())
    size = request.get("size", 0)
    code = stdin.read(size) if size else b""
    if len(code) != size:
        sys.stderr.write("play runner: expected %d bytes of module code, got %d\n" % (size, len(code)))
        sys.exit(1)
    return request, code


def install(base, request, code):
    """Puts the code at base/key, whole or not at all (a unique name renamed into place)."""
    target = os.path.join(base, request["key"])
    if not code or os.path.exists(target):
        return target
    staging = "%s.%d" % (target, os.getpid())
    if request["style"] == "new":
        import io
        import zipfile
        zipfile.ZipFile(io.BytesIO(code)).extractall(staging)
    else:
        with open(staging, "wb") as f:
            f.write(code)
        os.chmod(staging, 0o700)
    os.rename(staging, target)
    return target


def run_new_style(target, request):
    try:
        os.getcwd()
    except OSError:
        try:
            os.chdir(os.path.expanduser("~"))
        except OSError:
            os.chdir("/")
    here = os.path.dirname(os.path.realpath(__file__))
    sys.path = [p for p in sys.path if p not in ("", ".", here)]
    sys.path.insert(0, target)
    import runpy
    from ansible.module_utils import basic
    basic._ANSIBLE_ARGS = json.dumps({"ANSIBLE_MODULE_ARGS": request["args"]}).encode("utf-8")
    fqn = request["fqn"]
    runpy.run_module(mod_name=fqn, init_globals=dict(_module_fqn=fqn, _modlib_path=target),
                     run_name="__main__", alter_sys=True)
    print('{"msg": "New-style module did not handle its own exit", "failed": true}')
    sys.exit(1)


def run_file(base, target, request):
    import subprocess
    import tempfile
    args = request["args"]
    if request["style"] == "old":
        import shlex
        text = " ".join("%s=%s" % (k, shlex.quote(str(v)))
                        for k, v in args.items())
    else:
        text = json.dumps(args)
    fd, args_file = tempfile.mkstemp(prefix="args-", dir=base)
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        interpreter = request.get("interpreter")
        argv = ([interpreter] if interpreter else []) + [target, args_file]
        sys.stdout.flush()
        sys.exit(subprocess.call(argv))
    finally:
        os.unlink(args_file)


def main():
    base = sys.argv[1]
    request, code = read_request()
    target = install(base, request, code)
    if not os.path.exists(target):
        sys.exit(MISSING)
    if request["style"] == "new":
        run_new_style(target, request)
    else:
        run_file(base, target, request)


if __name__ == "__main__":
    main()
