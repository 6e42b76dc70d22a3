"""play's module packer: packs Ansible modules with the controller's own ansible-core.

Started once per run by play (dev.play.bridge.ModulePacker) with the Python that has
ansible-core. It prints one line: {"version": "<ansible-core version>"}, or {"error": ...}.
Then it reads requests, one JSON object per line: {"name": SHORT_NAME, "path": MODULE_FILE,
"module_utils": [DIRECTORY, ...]} (the module_utils/ beside the library/ it came from, which
Ansible adds to its module_utils search as this helper does),
and answers each with one JSON line:
  {"style": "new", "fqn": PYTHON_NAME, "data": BASE64_ZIP, "bytecode": TAG}      a new-style
      Python module: the zip that ansible-core's AnsiballZ wrapper carries (the module and every
      module_utils it imports), without arguments, so that it can be sent once and run with many;
      beside each source file, its bytecode compiled by this Python (TAG: its cache tag and magic
      number, `cpython-311:a70d0d0a`; the runner keeps the bytecode only on a host whose Python
      has the same, and compiles the sources otherwise)
  {"style": "old"|"non_native_want_json"|"binary", "data": BASE64_FILE, "shebang": ...}
  {"error": MESSAGE}
A request {"doc": true, "path": MODULE_FILE} answers with the module's documentation instead
(short_description, description, options, check_mode support, examples), as ansible-doc reads it.
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


PARSED = {}  # (source, file name, mode) -> its syntax tree: module_common parses basic.py for every module


def parse_once(source, filename, mode, flags=0, *args, **kwargs):
    """
    compile() as ansible-core's import scanner (executor.module_common.recursive_finder) calls it,
    to parse each file it scans into a syntax tree: a source parsed once in this run is not parsed
    again for the next module (ansible-core's module_utils are scanned for every module). The
    scanner only reads the trees (the parent it notes on import nodes is the same each time).
    """
    import ast
    if flags != ast.PyCF_ONLY_AST or args or kwargs:
        return compile(source, filename, mode, flags, *args, **kwargs)
    key = (source, filename, mode)
    if key not in PARSED:
        PARSED[key] = compile(source, filename, mode, flags)
    return PARSED[key]


def pack(name, path, module_utils):
    import os
    from ansible.executor import module_common
    from ansible.executor.module_common import modify_module
    module_common.compile = parse_once
    from ansible.plugins.loader import module_utils_loader
    for directory in module_utils:
        if os.path.isdir(directory):
            module_utils_loader.add_directory(directory)
    from ansible.parsing.dataloader import DataLoader
    from ansible.template import Templar

    templar = Templar(loader=DataLoader())
    task_vars = {"ansible_python_interpreter": "/usr/bin/python3"}
    with Reads(module_common) as reads:
        reads.file(path)
        data, style, shebang = modify_module(name, path, {}, templar, task_vars=task_vars,
                                             module_compression="ZIP_DEFLATED")
    answer = packed(name, data, style, shebang)
    answer["deps"] = reads.deps()
    return answer


def packed(name, data, style, shebang):
    """The answer for what modify_module made."""
    if style == "new":
        text = data.decode("utf-8", "surrogateescape")
        zipdata = re.search(r'ZIPDATA = """([A-Za-z0-9+/=\s]*)"""', text)
        fqn = re.search(r"runpy\.run_module\(mod_name='([^']+)'", text)
        if zipdata is None or fqn is None:
            return {"error": "module %s is a new-style module that play cannot run: only Python modules packed"
                             " by AnsiballZ are supported (not PowerShell nor the JSON-args replacer)" % name}
        payload = with_bytecode(base64.b64decode("".join(zipdata.group(1).split())))
        return {"style": "new", "fqn": fqn.group(1), "data": base64.b64encode(payload).decode("ascii"),
                "bytecode": bytecode_tag()}
    return {"style": style, "data": base64.b64encode(data).decode("ascii"), "shebang": shebang}


class Reads(object):
    """
    What one pack read, for play's cache of packed modules (dev.play.bridge.PackCache), which uses
    a pack again only while all of it is as it was: each file whose content went in (its SHA-256;
    null for one looked for and not there, with its directory), each directory searched for a
    module_utils file (its modification time in nanoseconds, which a file added or removed there
    changes; null when absent), the collection metadata that routed an import, every place a
    collection of the pack could be installed, ansible-core's packing code, and this Python. It
    records by wrapping, during the pack, the names ansible-core's module_common reads with.
    """

    def __init__(self, module_common):
        self.module_common = module_common
        self.files = {}
        self.dirs = {}
        self.collections = set()

    def __enter__(self):
        import importlib.machinery
        import types
        mc = self.module_common
        self.saved = (mc._slurp, mc.pkgutil, mc.importlib, mc._get_collection_metadata)
        reads = self
        real_find = importlib.machinery.PathFinder.find_spec

        def find_spec(fullname, paths=None, target=None):
            for directory in paths or ():
                reads.directory(directory)
            return real_find(fullname, paths, target)

        finder = types.SimpleNamespace(find_spec=find_spec)
        machinery = types.SimpleNamespace(PathFinder=finder, SOURCE_SUFFIXES=importlib.machinery.SOURCE_SUFFIXES)
        mc.importlib = types.SimpleNamespace(machinery=machinery, util=self.saved[2].util)
        mc.pkgutil = types.SimpleNamespace(get_data=self.get_data)
        mc._slurp = self.slurp
        mc._get_collection_metadata = self.metadata
        return self

    def __exit__(self, *exc):
        mc = self.module_common
        mc._slurp, mc.pkgutil, mc.importlib, mc._get_collection_metadata = self.saved
        return False

    def file(self, path, data=None):
        import hashlib
        import os
        if data is None:
            try:
                with open(path, "rb") as f:
                    data = f.read()
            except OSError:
                self.files[path] = None
                self.directory(os.path.dirname(path))
                return
        self.files[path] = hashlib.sha256(data if isinstance(data, bytes) else data.encode("utf-8")).hexdigest()

    def directory(self, path):
        import os
        if path in self.dirs:
            return
        try:
            self.dirs[path] = os.stat(path).st_mtime_ns if os.path.isdir(path) else None
        except OSError:
            self.dirs[path] = None

    def slurp(self, path):
        data = self.saved[0](path)
        self.file(path, data)
        return data

    def get_data(self, package, resource):
        import os
        import pkgutil
        self.collection(package)
        data = pkgutil.get_data(package, resource)
        module = sys.modules.get(package)
        where = getattr(module, "__file__", None)
        if where:
            path = os.path.join(os.path.dirname(where), resource)
            if os.path.isfile(path):
                self.file(path)
            else:
                self.files[path] = None
                self.directory(os.path.dirname(path))
        return data

    def metadata(self, collection):
        import os
        self.collection("ansible_collections." + collection)
        if collection == "ansible.builtin":
            import ansible
            self.file(os.path.join(os.path.dirname(ansible.__file__), "config", "ansible_builtin_runtime.yml"))
        else:
            module = sys.modules.get("ansible_collections." + collection)
            if module is not None and getattr(module, "__path__", None):
                self.file(os.path.join(list(module.__path__)[0], "meta", "runtime.yml"))
        return self.saved[3](collection)

    def collection(self, package):
        parts = package.split(".")
        if len(parts) >= 3 and parts[0] == "ansible_collections":
            self.collections.add(tuple(parts[1:3]))

    def deps(self):
        import os
        import ansible
        from ansible.utils.collection_loader import AnsibleCollectionConfig
        core = os.path.dirname(ansible.__file__)
        for part in (("release.py",), ("executor", "module_common.py")):
            self.file(os.path.join(core, *part))
        try:
            roots = AnsibleCollectionConfig.collection_paths or ()
        except AttributeError:  # no collection finder: no collection was read either
            roots = ()
        for root in roots:
            for namespace, name in self.collections:
                self.directory(os.path.join(root, "ansible_collections", namespace, name))
        python = os.path.realpath(sys.executable)
        st = os.stat(python)
        return {"files": self.files, "dirs": self.dirs, "python": [python, st.st_size, st.st_mtime_ns]}


def bytecode_tag():
    """This Python's cache tag and bytecode magic number: where a host's Python has the same, it can load our bytecode."""
    import importlib.util
    return "%s:%s" % (sys.implementation.cache_tag, importlib.util.MAGIC_NUMBER.hex())


COMPILED = {}  # (file name in the zip, its source) -> bytecode: ansible-core's module_utils are in every module's zip


def with_bytecode(payload):
    """
    The zip with each Python file's bytecode beside it (__pycache__/NAME.TAG.pyc), so that a host
    does not compile ansible-core's module_utils once per run. The bytecode is unchecked-hash
    (PEP 552): the sources beside it are the ones it was compiled from, and their timestamps change
    when they are unpacked. A file that does not compile here (Python 2 syntax that the module never
    imports on this Python) goes without.
    """
    import io
    import os
    import zipfile
    source = zipfile.ZipFile(io.BytesIO(payload))
    out = io.BytesIO()
    # the fastest deflate: about as small for Python sources, several times quicker than the default
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as packed:
        for info in source.infolist():
            data = source.read(info)
            packed.writestr(info, data, compresslevel=1)
            if not info.filename.endswith(".py"):
                continue
            key = (info.filename, data)
            if key not in COMPILED:
                COMPILED[key] = compiled(data, info.filename)
            if COMPILED[key] is not None:
                head, name = os.path.split(info.filename)
                packed.writestr(os.path.join(head, "__pycache__", "%s.%s.pyc" % (name[:-3], sys.implementation.cache_tag)),
                                COMPILED[key])
    return out.getvalue()


def compiled(source, name):
    """
    The unchecked-hash bytecode of `source` (file `name` in the zip) as a .pyc file holds it (PEP
    552: magic number, flags 0b01, the source's hash, the code), or None when it does not compile
    here.
    """
    import importlib.util
    import marshal
    try:
        code = compile(source, name, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None
    return importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little") + importlib.util.source_hash(source) \
        + marshal.dumps(code)


def doc(path):
    """The module's documentation as ansible-doc reads it: its description, options and examples."""
    from ansible.parsing.plugin_docs import read_docstring
    data = read_docstring(path, verbose=False)
    info = data.get("doc") or {}
    options = []
    for name, o in sorted((info.get("options") or {}).items()):
        o = o or {}
        options.append({"name": name, "type": str(o.get("type", "str")), "required": bool(o.get("required")),
                        "default": None if o.get("default") is None else str(o.get("default")),
                        "choices": [str(c) for c in (o.get("choices") or [])],
                        "aliases": [str(a) for a in (o.get("aliases") or [])]})
    description = info.get("description") or []
    if isinstance(description, str):
        description = [description]
    return {"short_description": str(info.get("short_description", "")),
            "description": [str(d) for d in description], "options": options,
            "check_mode": str(((info.get("attributes") or {}).get("check_mode") or {}).get("support", "")),
            "examples": data.get("plainexamples") or ""}


def main():
    greeting = hello()
    print(json.dumps(greeting), flush=True)
    if "error" in greeting:
        return 1
    for line in sys.stdin:
        try:
            req = json.loads(line)
            if req.get("doc"):
                answer = doc(req["path"])
            else:
                answer = pack(req["name"], req["path"], req.get("module_utils", []))
        except Exception as e:  # noqa: BLE001 - every failure is an answer, the helper stays up
            answer = {"error": "%s: %s" % (type(e).__name__, e)}
        print(json.dumps(answer), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
