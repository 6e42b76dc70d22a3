"""play's module runner: runs Ansible modules on this host, as ansible-core's AnsiballZ does.

play (dev.play.bridge.BridgedModule) writes this file once per run into a private directory
(mode 0700, removed at the end of the run). It runs in one of two ways:
- `PYTHON runner.py DIR --serve NONCE`: a process that stays up for the run (one per connection
  and become identity), reads requests framed as play's persistent shell frames them
  (dev.play.connection.shell.ShellServer: the request's lines, then `NONCE:N` and N bytes of
  code) and answers each as the shell does (`NONCE`, standard output, `NONCE-E`, standard error,
  `NONCE-X STATUS`). Module code is unpacked into DIR/lib, shared by every module (their files
  come from one ansible-core and its collections), and this process imports
  ansible.module_utils.basic once; each request runs in a child forked from it, so a module costs
  its own import and work, not a Python start.
- `PYTHON runner.py DIR`: one request on standard input, for tasks that need a process of their
  own (async, timeout) or hosts where no process can stay up.
Standard input: one JSON line, the request, then `size` bytes of the module's code when the host
does not have it yet:
  {"key": K, "style": S, "fqn": F, "size": N, "args": {...}, "interpreter": I, "environment": {...},
   "bytecode": TAG}
(TAG: the cache tag and magic number of the bytecode in a new-style module's zip, see unpack()).
(the task's environment: a child of the runner that stays up sets it; a one-shot runner has it
from the command that started it).
One-shot, the code is kept in DIR/K: for a new-style module, the AnsiballZ zip unpacked (so
Python caches its bytecode there); for other modules, the file itself. Exit status 86 with
nothing printed says the host lacks the code (the directory was emptied, or another module of
that name was installed since): play sends the request again with the code.
A new-style module runs as `__main__` (in this process, or in the child), with its arguments set
as AnsiballZ sets them; its output is the module's. Other modules run as Ansible runs them: the
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
        unpack(code, staging, request)
    else:
        with open(staging, "wb") as f:
            f.write(code)
        os.chmod(staging, 0o700)
    os.rename(staging, target)
    return target


def unpack(code, into, request, unpacked=None):
    """
    Unpacks a new-style module's zip into `into`: its sources, and the bytecode compiled beside
    them by the controller's Python when this Python has the same cache tag and magic number
    (request["bytecode"]), so that nothing is compiled here; other bytecode is left out.
    `unpacked` (name: CRC-32) lists the files a directory shared by modules already holds: those
    (ansible-core's module_utils, mostly) are not written again.
    """
    import io
    import zipfile
    archive = zipfile.ZipFile(io.BytesIO(code))
    keep_bytecode = request.get("bytecode") == bytecode_tag()
    known = {} if unpacked is None else unpacked
    for info in archive.infolist():
        if known.get(info.filename) == info.CRC or (not keep_bytecode and "/__pycache__/" in "/" + info.filename):
            continue
        archive.extract(info, into)
        known[info.filename] = info.CRC


def bytecode_tag():
    """This Python's cache tag and bytecode magic number (none for a Python without them)."""
    try:
        import importlib.util
        return "%s:%s" % (sys.implementation.cache_tag, importlib.util.MAGIC_NUMBER.hex())
    except (ImportError, AttributeError):
        return None


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


def serve(base, nonce):
    """Answers requests until standard input ends."""
    import importlib
    lib = os.path.join(base, "lib")
    if not os.path.isdir(lib):
        os.mkdir(lib, 0o700)
    here = os.path.dirname(os.path.realpath(__file__))
    sys.path = [lib] + [p for p in sys.path if p not in ("", ".", here)]
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    installed, unpacked = {}, {}
    mark = os.path.join(base, "server.%d" % os.getpid())
    open(mark, "w").close()
    stdout.write(("READY-%s\n" % nonce).encode("ascii"))
    stdout.flush()
    try:
        while True:
            framed = read_frame(stdin, nonce)
            if framed is None:
                return
            request, code = framed
            rc, out, err = answer(base, lib, (installed, unpacked), request, code, importlib)
            stdout.write(b"".join([nonce.encode("ascii"), b"\n", out, ("\n%s-E\n" % nonce).encode("ascii"), err,
                                   ("\n%s-X %d\n" % (nonce, rc)).encode("ascii")]))
            stdout.flush()
    finally:
        leave(base, mark)


def leave(base, mark):
    """
    The input ended: the run is over or the connection is gone. The last server of the directory
    removes it, so that a host whose connection was lost keeps nothing either.
    """
    import shutil
    try:
        os.unlink(mark)
        others = [f for f in os.listdir(base) if f.startswith("server.") and alive(int(f[7:]))]
    except (OSError, ValueError):
        return
    if not others:
        shutil.rmtree(base, ignore_errors=True)


def alive(pid):
    try:
        os.kill(pid, 0)
        return True
    except PermissionError:
        return True
    except OSError:
        return False


def read_frame(stdin, nonce):
    """The next request: its JSON lines and the code after them; None at the end of input."""
    lines = []
    while True:
        line = stdin.readline()
        if not line:
            return None
        text = line.decode("utf-8").rstrip("\n")
        if text == nonce or text.startswith(nonce + ":"):
            size = int(text[len(nonce) + 1:] or 0) if ":" in text else 0
            code = stdin.read(size) if size else b""
            return json.loads("\n".join(lines)), code
        lines.append(text)


def answer(base, lib, held, request, code, importlib):
    """
    Runs one request in a child process; returns its exit status and outputs. `held`: the module
    each name runs (its key) and the files of the shared directory (see unpack()).
    """
    installed, unpacked = held
    key, style = request["key"], request["style"]
    if style == "new":
        if code:
            unpack(code, lib, request, unpacked)
            importlib.invalidate_caches()
            installed[request["fqn"]] = key
            warm()
        if installed.get(request["fqn"]) != key:
            return MISSING, b"", b""
    else:
        target = install(base, request, code)
        if not os.path.exists(target):
            return MISSING, b"", b""
    return in_child(base, lib, request)


def warm():
    """Imports, once, what every module imports (AnsibleModule), so that each child has it already."""
    try:
        from ansible.module_utils import basic  # noqa: F401
    except BaseException:  # noqa: BLE001 - a child reports the error with its module
        pass


def in_child(base, lib, request):
    import tempfile
    out_fd, out_path = tempfile.mkstemp(prefix="out-", dir=base)
    err_fd, err_path = tempfile.mkstemp(prefix="err-", dir=base)
    sys.stdout.flush()
    pid = os.fork()
    if pid == 0:
        status = 1
        try:
            os.setsid()
            null = os.open(os.devnull, os.O_RDONLY)
            os.dup2(null, 0)
            os.dup2(out_fd, 1)
            os.dup2(err_fd, 2)
            sys.stdin = open(0, closefd=False)
            sys.stdout = open(1, "w", closefd=False)
            sys.stderr = open(2, "w", closefd=False)
            status = child(base, lib, request)
        except SystemExit as e:
            status = exit_status(e)
        except BaseException:  # noqa: BLE001 - as Python prints an uncaught exception
            import traceback
            traceback.print_exc()
        finally:
            try:
                import atexit
                atexit._run_exitfuncs()
                sys.stdout.flush()
                sys.stderr.flush()
            finally:
                os._exit(status)
    os.close(out_fd)
    os.close(err_fd)
    _, raw = os.waitpid(pid, 0)
    rc = os.WEXITSTATUS(raw) if os.WIFEXITED(raw) else 128 + os.WTERMSIG(raw)
    try:
        with open(out_path, "rb") as f:
            out = f.read()
        with open(err_path, "rb") as f:
            err = f.read()
    finally:
        os.unlink(out_path)
        os.unlink(err_path)
    return rc, out, err


def exit_status(e):
    if e.code is None:
        return 0
    if isinstance(e.code, int):
        return e.code
    sys.stderr.write("%s\n" % e.code)
    return 1


def child(base, lib, request):
    """In the child: the module, as AnsiballZ or Ansible's action runs it; returns its status."""
    os.environ.update(request.get("environment") or {})
    if request["style"] == "new":
        run_new_style(lib, request)
    run_file(base, os.path.join(base, request["key"]), request)
    return 0


def main():
    base = sys.argv[1]
    if len(sys.argv) > 3 and sys.argv[2] == "--serve":
        serve(base, sys.argv[3])
        return
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
