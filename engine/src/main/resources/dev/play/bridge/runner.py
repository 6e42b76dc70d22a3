"""play's module runner: runs Ansible modules on this host, as ansible-core's AnsiballZ does.

play (dev.play.bridge.BridgedModule) writes this file once per run into a private directory
(mode 0700, removed at the end of the run). It runs in one of two ways:
- `PYTHON runner.py DIR --serve NONCE`: a process that stays up for the run (one per connection
  and become identity), reads requests framed as play's persistent shell frames them
  (dev.play.connection.shell.ShellServer: the request's lines, then `NONCE:N TOKEN` and N bytes
  of code) and answers each as the shell does, marked by the request's token (`TOKEN`, standard
  output, `TOKEN-E`, standard error, `TOKEN-X STATUS`): a module's output cannot forge a frame. New-style modules' code is held in memory and imported from there (see
  Library), shared by every module (their files come from one ansible-core and its collections);
  this process imports ansible.module_utils.basic once; each request runs in a child forked from
  it, so a module costs its own import and work, not a Python start.
- `PYTHON runner.py DIR`: one request on standard input, for tasks that need a process of their
  own (async, timeout) or hosts where no process can stay up.
Standard input: one JSON line, the request, then `size` bytes of the module's code when the host
does not have it yet:
  {"key": K, "style": S, "fqn": F, "size": N, "args": {...}, "interpreter": I, "environment": {...},
   "bytecode": TAG, "with": [KEY, ...]}
(TAG: the cache tag and magic number of the bytecode in a new-style module's zip, see Library;
"with", to a runner that stays up: the zip leaves out the files that the modules of those keys
brought, which this runner must have loaded).
(the task's environment: a child of the runner that stays up sets it; a one-shot runner has it
from the command that started it).
One-shot, the code is kept in DIR/K: for a new-style module, the AnsiballZ zip (imported from
memory, as above); for other modules, the file itself. Exit status 86 with
nothing printed says the host lacks the code (the directory was emptied, or another module of
that name was installed since): play sends the request again with the code.
A new-style module runs as `__main__` (in this process, or in the child), with its arguments set
as AnsiballZ sets them; its output is the module's. Other modules run as Ansible runs them: the
interpreter (none for a binary), the file, and a file of arguments that is removed afterwards.
"""
import json
import os
import posixpath
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
    with open(staging, "wb") as f:
        f.write(code)
    os.chmod(staging, 0o700)
    os.rename(staging, target)
    return target


def bytecode_tag():
    """This Python's cache tag and bytecode magic number (none for a Python without them)."""
    try:
        import importlib.util
        return "%s:%s" % (sys.implementation.cache_tag, importlib.util.MAGIC_NUMBER.hex())
    except (ImportError, AttributeError):
        return None


class Library(object):
    """
    New-style modules' code, held in memory and imported from there (a finder first on
    sys.meta_path), as AnsiballZ imports it from its zip: nothing is unpacked on the host's disk.
    Files of several modules' zips share one name space (they come from one ansible-core and its
    collections); a file a later zip holds again replaces the earlier one only when it differs.
    Each file's bytecode, compiled by the controller's Python, is used when this Python has the
    same cache tag and magic number (the request's "bytecode"); other files are compiled here.
    Module files are named as if under `root` (its `__file__`), as AnsiballZ names them under
    its zip. A library that `compiles` compiles, as they come, the sources whose bytecode it
    cannot use (a runner that stays up: its children inherit the code, where each would compile
    it again).
    """

    def __init__(self, root, compiles=False):
        self.root = root
        self.compiles = compiles
        self.files = {}  # name in the zip -> (zip, its entry)
        self.codes = {}  # name of a source -> its code, compiled here
        self.packages = set()  # every directory some file is in ("a/b")

    def add(self, code, request):
        import io
        import zipfile
        archive = zipfile.ZipFile(io.BytesIO(code))
        keep_bytecode = request.get("bytecode") == bytecode_tag()
        for info in archive.infolist():
            name = info.filename
            if not keep_bytecode and "/__pycache__/" in "/" + name:
                continue
            held = self.files.get(name)
            if held is None or held[1].CRC != info.CRC:
                self.files[name] = (archive, info)
                self.codes.pop(name, None)
                if self.compiles and not keep_bytecode and name.endswith(".py"):
                    self.compile(name)
            folders = name.split("/")[:-1]
            self.packages.update("/".join(folders[:i]) for i in range(1, len(folders) + 1))

    def compile(self, name):
        """Keeps the code of source `name`; one that does not compile here fails when imported."""
        try:
            self.codes[name] = compile(self.read(name), os.path.join(self.root, name), "exec", dont_inherit=True)
        except (SyntaxError, ValueError):
            pass

    def read(self, name):
        archive, info = self.files[name]
        return archive.read(info)

    def locate(self, fullname):
        """The file that holds module `fullname`, and whether it is a package; (None, True) for
        a directory without __init__.py (a namespace package); None when this library lacks it."""
        path = fullname.replace(".", "/")
        if path + "/__init__.py" in self.files:
            return path + "/__init__.py", True
        if path + ".py" in self.files:
            return path + ".py", False
        if path in self.packages:
            return None, True
        return None

    # the finder and loader (importlib's protocol, Python 3.4 and later)

    def find_spec(self, fullname, path=None, target=None):
        found = self.locate(fullname)
        if found is None:
            return None
        import importlib.machinery
        name, package = found
        origin = os.path.join(self.root, name) if name else None
        spec = importlib.machinery.ModuleSpec(fullname, self, origin=origin, is_package=package)
        if package:
            spec.submodule_search_locations = [os.path.join(self.root, fullname.replace(".", "/"))]
        spec.has_location = name is not None
        return spec

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        exec(self.get_code(module.__name__), module.__dict__)

    def is_package(self, fullname):
        found = self.locate(fullname)
        if found is None:
            raise ImportError("no module named %s" % fullname, name=fullname)
        return found[1]

    def get_source(self, fullname):
        name = (self.locate(fullname) or (None,))[0]
        return None if name is None else self.read(name).decode("utf-8")

    def get_code(self, fullname):
        found = self.locate(fullname)
        if found is None:
            raise ImportError("no module named %s" % fullname, name=fullname)
        name = found[0]
        if name is None:
            return compile("", "<namespace %s>" % fullname, "exec")
        if name in self.codes:
            return self.codes[name]
        head, tail = posixpath.split(name)
        cached = posixpath.join(head, "__pycache__", "%s.%s.pyc" % (tail[:-3], sys.implementation.cache_tag))
        if cached in self.files:
            import marshal
            return marshal.loads(self.read(cached)[16:])
        return compile(self.read(name), os.path.join(self.root, name), "exec", dont_inherit=True)

    def get_filename(self, fullname):
        return os.path.join(self.root, self.locate(fullname)[0])

    def get_data(self, path):
        """A file of the library by the path its modules' __file__ gives (pkgutil.get_data)."""
        name = os.path.relpath(path, self.root)
        if name not in self.files:
            raise IOError("no file %s in the module code" % path)
        return self.read(name)


def run_new_style(library, request):
    try:
        os.getcwd()
    except OSError:
        try:
            os.chdir(os.path.expanduser("~"))
        except OSError:
            os.chdir("/")
    here = os.path.dirname(os.path.realpath(__file__))
    sys.path = [p for p in sys.path if p not in ("", ".", here)]
    if library not in sys.meta_path:
        sys.meta_path.insert(0, library)
    import runpy
    from ansible.module_utils import basic
    basic._ANSIBLE_ARGS = json.dumps({"ANSIBLE_MODULE_ARGS": request["args"]}).encode("utf-8")
    fqn = request["fqn"]
    runpy.run_module(mod_name=fqn, init_globals=dict(_module_fqn=fqn, _modlib_path=library.root),
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
    here = os.path.dirname(os.path.realpath(__file__))
    sys.path = [p for p in sys.path if p not in ("", ".", here)]
    library = Library(os.path.join(base, "lib"), compiles=True)
    sys.meta_path.insert(0, library)
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    installed = {}
    mark = os.path.join(base, "server.%d" % os.getpid())
    open(mark, "w").close()
    stdout.write(("READY-%s\n" % nonce).encode("ascii"))
    stdout.flush()
    try:
        while True:
            framed = read_frame(stdin, nonce)
            if framed is None:
                return
            request, code, token = framed
            rc, out, err = answer(base, library, installed, request, code)
            stdout.write(b"".join([token.encode("ascii"), b"\n", out, ("\n%s-E\n" % token).encode("ascii"), err,
                                   ("\n%s-X %d\n" % (token, rc)).encode("ascii")]))
            stdout.flush()
    finally:
        leave(base, mark)


def leave(base, mark):
    """
    The input ended: the run is over or the connection is gone. The last server of the directory
    removes it, so that a host whose connection was lost keeps nothing either.
    """
    try:
        os.unlink(mark)
    except OSError:
        return
    remove_unless_served(base)


def leave_if_orphaned(base):
    """
    At the end of a one-shot runner (async, timeout): when its connection went while it ran, no
    one else will remove the directory, so it does (unless a runner that stays up still uses it).
    """
    if connection_gone():
        remove_unless_served(base)


def remove_unless_served(base):
    """Removes the directory unless a runner that stays up (a live `server.PID` mark) still uses it."""
    import shutil
    try:
        if any(f.startswith("server.") and alive(int(f[7:])) for f in os.listdir(base)):
            return
    except (OSError, ValueError):
        return
    shutil.rmtree(base, ignore_errors=True)


def connection_gone():
    """
    Whether the connection that started this runner is gone: the input of the persistent shell
    that runs it (the nearest ancestor running play's shell loop) has hung up, its SSH channel
    closed (that shell, waiting for this runner, cannot notice yet); without such a shell, this
    runner's own output, the channel's, has. False when it cannot tell.
    """
    import select
    fd = None
    try:
        loop = shell_loop()
        poll = select.poll()
        if loop is None:
            poll.register(1, select.POLLOUT)
        else:
            fd = os.open("/proc/%d/fd/0" % loop, os.O_RDONLY | os.O_NONBLOCK)
            poll.register(fd, select.POLLIN)
        return any(events & (select.POLLERR | select.POLLHUP) for _, events in poll.poll(0))
    except (OSError, ValueError, ImportError, AttributeError):
        return False
    finally:
        if fd is not None:
            os.close(fd)


def shell_loop():
    """The process id of the nearest ancestor running play's persistent shell loop, or None."""
    pid = os.getppid()
    while pid > 1:
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            if b"PLAY_SH_" in f.read():
                return pid
        with open("/proc/%d/stat" % pid, "rb") as f:
            pid = int(f.read().rsplit(b")", 1)[1].split()[1])
    return None


def alive(pid):
    try:
        os.kill(pid, 0)
        return True
    except PermissionError:
        return True
    except OSError:
        return False


def read_frame(stdin, nonce):
    """
    The next request: its JSON lines, the code after them and the token of its answer; None at
    the end of input.
    """
    lines = []
    while True:
        line = stdin.readline()
        if not line:
            return None
        text = line.decode("utf-8").rstrip("\n")
        if text.startswith(nonce + " ") or text.startswith(nonce + ":"):
            head, _, token = text[len(nonce):].partition(" ")
            size = int(head[1:] or 0) if head.startswith(":") else 0
            code = stdin.read(size) if size else b""
            return json.loads("\n".join(lines)), code, token
        lines.append(text)


def answer(base, library, installed, request, code):
    """
    Runs one request in a child process; returns its exit status and outputs. `installed`: the
    module each name runs (its key).
    """
    key, style = request["key"], request["style"]
    if style == "new":
        if code:
            if any(k not in installed.values() for k in request.get("with", ())):
                return MISSING, b"", b""
            library.add(code, request)
            installed[request["fqn"]] = key
            warm()
        if installed.get(request["fqn"]) != key:
            return MISSING, b"", b""
    else:
        target = install(base, request, code)
        if not os.path.exists(target):
            return MISSING, b"", b""
    return in_child(base, library, request)


def warm():
    """Imports, once, what every module imports (AnsibleModule), so that each child has it already."""
    try:
        from ansible.module_utils import basic  # noqa: F401
    except BaseException:  # noqa: BLE001 - a child reports the error with its module
        pass


def in_child(base, library, request):
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
            status = child(base, library, request)
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


def child(base, library, request):
    """In the child: the module, as AnsiballZ or Ansible's action runs it; returns its status."""
    os.environ.update(request.get("environment") or {})
    if request["style"] == "new":
        run_new_style(library, request)
    run_file(base, os.path.join(base, request["key"]), request)
    return 0


def main():
    base = sys.argv[1]
    if len(sys.argv) > 3 and sys.argv[2] == "--serve":
        serve(base, sys.argv[3])
        # nothing is left to write or run: the interpreter's teardown of every module the
        # runner imported would cost more than all its answers since the last module ran
        sys.stdout.flush()
        os._exit(0)
    request, code = read_request()
    import atexit
    atexit.register(leave_if_orphaned, base)
    target = install(base, request, code)
    if not os.path.exists(target):
        sys.exit(MISSING)
    if request["style"] == "new":
        library = Library(os.path.join(base, "lib"))
        with open(target, "rb") as f:
            library.add(f.read(), request)
        run_new_style(library, request)
    else:
        run_file(base, target, request)


if __name__ == "__main__":
    main()
