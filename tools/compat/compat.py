#!/usr/bin/env python3
"""Helper of tools/compat/run.sh: reads roles.yml, parses both engines' console output, compares
their --check predictions and writes the results table.

  compat.py sources ROLES_YML             one line per source: name repo commit install
  compat.py entries ROLES_YML             one line per entry: id source kind path groups group_vars needs
  compat.py report WORK ROLES_YML OUT     results.md (and WORK/results.json) from WORK/entries/*

Only the standard library and PyYAML (which Ansible needs anyway).
"""
import collections
import difflib
import json
import os
import re
import sys

import yaml

# --- roles.yml ------------------------------------------------------------------------------------


def load_list(path):
    with open(path, encoding="utf-8") as f:
        data = yaml.safe_load(f)
    sources, entries = data["sources"], data["entries"]
    ids = set()
    for e in entries:
        if e["id"] in ids:
            sys.exit(f"compat.py: duplicate entry id {e['id']}")
        ids.add(e["id"])
        for name in [e["source"], *e.get("needs", [])]:
            if name not in sources:
                sys.exit(f"compat.py: entry {e['id']} names unknown source {name}")
        if ("wrapper" in e) == ("playbook" in e):
            sys.exit(f"compat.py: entry {e['id']} needs exactly one of wrapper, playbook")
    return sources, entries


def cmd_sources(path):
    sources, _ = load_list(path)
    for name, s in sources.items():
        print(name, s["repo"], s["commit"], s["install"], sep="\t")


def cmd_entries(path):
    _, entries = load_list(path)
    for e in entries:
        kind, where = ("wrapper", e["wrapper"]) if "wrapper" in e else ("playbook", e["playbook"])
        print(e["id"], e["source"], kind, where, ",".join(e.get("groups", [])) or "-",
              e.get("group_vars", "-"), ",".join(e.get("needs", [])) or "-", sep="\t")


# --- console output ---------------------------------------------------------------------------------

HEADER = re.compile(r"^(TASK|RUNNING HANDLER) \[(.*)\] \**$")
PLAY = re.compile(r"^PLAY \[(.*)\] \**$")
RECAP = re.compile(r"^PLAY RECAP \**$")
RECAP_LINE = re.compile(r"^(\S+)\s+: ok=(\d+)\s+changed=(\d+)\s+unreachable=(\d+)\s+failed=(\d+)"
                        r"\s+skipped=(\d+)\s+rescued=(\d+)\s+ignored=(\d+)")
STATUS = re.compile(r"^(ok|changed|skipping|fatal|failed|unreachable): \[([^\]]+)\]:?(.*)$")
ITEM = re.compile(r"\(item=(.*?)\)(?:\s+=>|\s*$)")   # a skipped item ends in a space, as Ansible prints it
INSTALL = re.compile(r"\bInst (\S+) \(")   # apt's simulated install (Ansible -v, check mode)
ERROR = re.compile(r"^(ERROR!|error: |\S+:\d+:\d+: error: )")
RECAP_KEYS = ("ok", "changed", "unreachable", "failed", "skipped", "rescued", "ignored")


def parse_output(text):
    """The tasks (title, per-host results) and the recap of one console output; Ansible's
    default callback and play's console print the same shape."""
    tasks, recap, errors = [], {}, []
    current, in_recap, in_summary = None, False, False
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if RECAP.match(line):
            in_recap, in_summary = True, False
            continue
        if in_recap:
            m = RECAP_LINE.match(line)
            if m:
                recap[m.group(1)] = dict(zip(RECAP_KEYS, map(int, m.groups()[1:])))
            continue
        if line.startswith("CHECK SUMMARY"):
            in_summary = True
            continue
        if in_summary:
            continue
        m = HEADER.match(line)
        if m:
            current = {"title": m.group(2), "handler": m.group(1) != "TASK", "results": []}
            tasks.append(current)
            continue
        if PLAY.match(line):
            current = None
            continue
        if line == "...ignoring" and current and current["results"]:
            current["results"][-1]["ignored"] = True
            continue
        m = STATUS.match(line)
        if m and current is not None:
            status, host, rest = m.groups()
            if ITEM.search(rest) is None and any(
                    r["host"] == host.split(" -> ")[0] and r["item"] is None for r in current["results"]):
                # A second result of one host without a header of its own: play prints no
                # header for include_tasks/include_role (Ansible does)
                current = {"title": "(no header)", "handler": current["handler"], "results": []}
                tasks.append(current)
            payload = rest.split("=> ", 1)[1] if "=> " in rest else ""
            if payload.rstrip().endswith("{") and not payload.strip().startswith("(item"):
                # Ansible -v: the result as indented JSON, until a lone closing brace
                block = [payload]
                while i < len(lines) and lines[i] != "}":
                    block.append(lines[i])
                    i += 1
                if i < len(lines):
                    block.append(lines[i])
                    i += 1
                payload = "\n".join(block)
            item = ITEM.search(rest)
            current["results"].append({
                "status": {"fatal": "failed", "skipping": "skipped"}.get(status, status),
                "host": host.split(" -> ")[0], "item": item.group(1) if item else None,
                "msg": result_message(payload), "ignored": False,
                "installs": sorted(set(INSTALL.findall(payload)))})
            continue
        if ERROR.match(line) or line.startswith("[WARNING]: no hosts matched"):
            errors.append(line)
    return {"tasks": tasks, "recap": recap, "errors": errors}


def shorten(text):
    """A message with its paths cut to the file inside its checkout or work directory."""
    text = re.sub(r"/[^\s'\"]*/entries/\d+/run/", "", text)
    return re.sub(r"/[^\s'\"]*/[\w.-]+\+[\w.-]+-[0-9a-f]{12}/", "", text)


def result_message(payload):
    return shorten(raw_result_message(payload))


def raw_result_message(payload):
    payload = payload.strip()
    start = payload.find("{")
    if start < 0:
        return ""
    try:
        value = json.loads(payload[start:])
    except ValueError:
        m = re.search(r'"msg": "((?:[^"\\]|\\.)*)"', payload)
        return m.group(1) if m else payload[start:start + 300]
    if isinstance(value, dict):
        return str(value.get("msg") or value.get("skip_reason") or value.get("stderr") or "")
    return ""


def task_status(task):
    """One task's outcome on the test host: the per-item results when it looped, else its result."""
    results = task["results"]
    items = [r for r in results if r["item"] is not None]
    chosen = items or results
    counts = collections.Counter(
        r["status"] + ("(ignored)" if r["ignored"] else "") for r in chosen)
    if len(counts) == 1 and not items:
        return next(iter(counts))
    return " ".join(f"{k}x{v}" for k, v in sorted(counts.items()))


COMMAND_SKIP = ("Command would have run if not in check mode", "skipped, running in check mode",
                "This module does not support check mode")
ROLE_FQCN = re.compile(r"^[A-Za-z0-9_]+\.[A-Za-z0-9_]+\.([A-Za-z0-9_]+ : )")
ARG_SPEC = re.compile(r"^(.* : Validating arguments against arg spec '[^']*') - .*$")


def title(task):
    """A task's title without what only the display differs in: Ansible names a collection's role
    by its FQCN and adds the argument spec's description to the validation task's title."""
    return ARG_SPEC.sub(r"\1", ROLE_FQCN.sub(r"\1", task["title"]))


def comparable(parsed, skipped_too=frozenset()):
    """The tasks that predict something: a skipped task predicts nothing, whether an engine prints
    it or not (play prints no header for a skipped include; an include's own line and a meta task
    report no result at all). Skipped tasks titled as one of SKIPPED_TOO are kept: those Ansible
    skipped because they would run a command in check mode, which play skips too (a command with
    changed_when/failed_when) without saying why (it runs without -v)."""
    return [dict(t, title=title(t)) for t in parsed["tasks"]
            if any(r["status"] != "skipped" or check_mode_skip(r["msg"]) for r in t["results"])
            or title(t) in skipped_too]


def check_mode_skips(tasks):
    """The titles of the tasks that were only skipped, for check mode (see comparable)."""
    return frozenset(t["title"] for t in tasks if all(r["status"] == "skipped" for r in t["results"]))


def check_mode_skip(message):
    """Whether Ansible skipped a task because of check mode (a command it would have run), which
    predicts a change, unlike a skip on a condition."""
    return any(m in message for m in COMMAND_SKIP)


# --- comparison -----------------------------------------------------------------------------------



def classify_difference(a, p):
    """A difference between Ansible's (a) and play's (p) outcome of one task: its category, and
    whether docs/ansible-differences.md ("Check mode is exact") documents it as deliberate."""
    if a is None:
        if "failed" in task_status(p):
            return "play fails", False
        return "task only play runs", False
    if p is None:
        if check_mode_skip(" ".join(r["msg"] for r in a["results"])):
            return "command/shell: Ansible skips in check mode, play skips or omits it too", False
        return "task only Ansible runs", False
    sa, sp = task_status(a), task_status(p)
    a_msgs = " ".join(r["msg"] for r in a["results"])
    if "failed" in sp and "failed" not in sa:
        return "play fails", False
    if sa.startswith("skipped") and sp in ("changed", "ok") and check_mode_skip(a_msgs):
        return "command/shell: Ansible skips in check mode, play predicts it would run", True
    if "failed" in sa and "failed" not in sp:
        return "Ansible fails in check mode, play plans on", True
    return f"Ansible {sa}, play {sp}", False


def compare(ans, ply):
    a_tasks = comparable(ans)
    p_tasks = comparable(ply, check_mode_skips(a_tasks))
    matcher = difflib.SequenceMatcher(
        a=[t["title"] for t in a_tasks], b=[t["title"] for t in p_tasks], autojunk=False)
    diffs = []   # (Ansible's task, play's task, what each ran before it)
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op == "equal":
            for i, (a, p) in enumerate(zip(a_tasks[a1:a2], p_tasks[b1:b2])):
                if task_status(a) != task_status(p):
                    diffs.append((a, p, (a_tasks[:a1 + i], p_tasks[:b1 + i])))
        else:
            # where the sequences part: what only play ran first (where play stopped or went
            # another way), then what only Ansible ran
            diffs.extend((None, p, (a_tasks[:a1], p_tasks[:b1 + i])) for i, p in enumerate(p_tasks[b1:b2]))
            diffs.extend((a, None, (a_tasks[:a1 + i], p_tasks[:b1])) for i, a in enumerate(a_tasks[a1:a2]))
    out, ansible_stopped = [], False
    for a, p, before in diffs:
        category, documented = classify_difference(a, p)
        if ansible_stopped:
            category, documented = after_stop(category, documented, a, p)
        category, documented = consequence(category, documented, a, p, before, ans, out)
        if a is not None and p is not None and documented and host_failed(ans) and \
                any(r["status"] == "failed" and not r["ignored"] for r in a["results"]):
            ansible_stopped = True
        out.append({
            "task": (a or p)["title"],
            "ansible": task_status(a) if a else None,
            "play": task_status(p) if p else None,
            "category": category, "documented": documented,
            "play_msg": next((r["msg"] for r in (p or {"results": []})["results"]
                              if r["status"] == "failed"), ""),
            "ansible_msg": next((r["msg"] for r in (a or {"results": []})["results"]
                                 if r["status"] in ("failed", "skipped")), ""),
        })
    return out, len(a_tasks), len(p_tasks)


def host_failed(parsed):
    """Whether the run ended with a failed host (a failure its rescue did not handle)."""
    return any(r.get("failed", 0) > 0 for r in parsed["recap"].values())


GOES_ON = "play goes on where Ansible's check mode stopped"
FAILS_LATER = "play goes on where Ansible's check mode stopped, and fails the host further on"
RESCUE_AFTER_FAILURE = "a rescue or always section Ansible runs after its check-mode failure"


def after_stop(category, documented, a, p):
    """A difference after Ansible's check mode failed the host where play plans on (a documented
    difference): the tasks only play runs, one of which may fail the host further on (it needs
    what the change Ansible could not simulate would bring: a package's file, command, user or
    running server); and the tasks only Ansible runs, which can only be the rescue or always
    section its failure started."""
    if a is None and category == "task only play runs":
        return GOES_ON, True
    if a is None and category == "play fails":
        return FAILS_LATER, True
    if p is None:
        return RESCUE_AFTER_FAILURE, True
    return category, documented


PREDICTED_COMMAND = "command/shell: Ansible skips in check mode, play predicts it would run"
PLANS_ON = "Ansible fails in check mode, play plans on"
REPEATED = "an earlier task makes this change: play plans it done (Ansible predicts it again)"
AFTER_COMMAND = "a task that runs because a command play predicts would run ran"
HANDLER_AFTER_FAILURE = "a handler a change notifies, whose task Ansible's check mode failed"


def consequence(category, documented, a, p, before, ans, earlier):
    """The documented consequences (docs/ansible-differences.md) of play's check mode being exact, for a difference not
    otherwise documented: a change an earlier task makes (the same task run before, a role
    applied twice; packages an earlier install brings, by Ansible's own simulated installs); a
    task the real run reaches because a command play predicts ran (Ansible skips it on the
    command's skipped result); a handler notified by a change that Ansible's check mode failed
    instead of predicting (its failure ignored). BEFORE: the tasks each engine ran earlier."""
    if documented or category == "play fails":
        return category, documented
    a_before, p_before = before
    if a is not None and p is not None and only(a, "changed") and only(p, "ok") and (
            any(t["title"] == p["title"] and "changed" in task_status(t) for t in p_before)
            or installed_earlier(a, a_before)):
        return REPEATED, True
    if a is None and p is not None and not p["handler"] and skipped_on_condition(ans, p["title"]) and \
            any(d["category"] == PREDICTED_COMMAND and d["play"] == "changed" for d in earlier):
        return AFTER_COMMAND, True
    if a is None and p is not None and p["handler"] and skipped_or_absent(ans, p["title"]) and \
            any(d["category"] == PLANS_ON and d["play"] == "changed" and "ignored" in (d["ansible"] or "")
                for d in earlier):
        return HANDLER_AFTER_FAILURE, True
    return category, documented


def installed_earlier(task, before):
    """Whether every package TASK's simulated install brings, an earlier task's brings too."""
    wanted = {p for r in task["results"] for p in r.get("installs", [])}
    earlier = {p for t in before for r in t["results"] for p in r.get("installs", [])}
    return bool(wanted) and wanted <= earlier


def only(task, status):
    """Whether every result of TASK (each loop item) has STATUS."""
    results = [r for r in task["results"] if r["item"] is not None] or task["results"]
    return bool(results) and all(r["status"] == status and not r["ignored"] for r in results)


def skipped_on_condition(parsed, title_):
    """Whether Ansible printed the task titled TITLE_ and skipped it on its condition."""
    return any(title(t) == title_ and t["results"] and all(
        r["status"] == "skipped" and "Conditional result was False" in r["msg"] for r in t["results"])
        for t in parsed["tasks"])


def skipped_or_absent(parsed, title_):
    """Whether Ansible ran no task titled TITLE_ (a handler not notified is not printed)."""
    return all(all(r["status"] == "skipped" for r in t["results"])
               for t in parsed["tasks"] if title(t) == title_)


# --- missing features -----------------------------------------------------------------------------

FEATURES = [
    (re.compile(r"couldn't resolve module/action '([^']+)'"), "module"),
    # a module of an installed collection that play does not implement (play's ActionNames.unresolved)
    (re.compile(r"module/action '([^']+)' is \S+ \(installed in [^)]*\), which play does not implement"), "module"),
    # a module whose controller-side action plugin play does not implement (play's BridgeResolver)
    (re.compile(r"module/action '([^']+)' is \S+, whose action plugin"), "action plugin"),
    (re.compile(r"unsupported loop '([^']+)'"), "loop"),
    (re.compile(r"unknown filter '([^']+)'"), "filter"),
    (re.compile(r"unknown test '([^']+)'"), "test"),
    (re.compile(r"undefined variable '(lookup|query|q)'"), "lookup"),
    (re.compile(r"unknown (?:task |play |block |role )?keyword '([^']+)'"), "keyword"),
    (re.compile(r"unsupported (?:task |play )?keyword '([^']+)'"), "keyword"),
    (re.compile(r"(?:unknown|unsupported) (?:YAML )?tag '?([^' ]+)'?"), "yaml tag"),
    (re.compile(r"unsupported parameter '([^']+)' for module '([^']+)'"), "module argument"),
    (re.compile(r"'(include)' is no longer supported"), "keyword"),
    (re.compile(r"no hosts matched '([^']*\{\{[^']*)'"), "templated play hosts"),
    (re.compile(r"undefined variable '(?:ansible_facts\.|ansible_)([^'.]+)"), "fact"),
    (re.compile(r"undefined variable '(vars|hostvars|groups|group_names|inventory_hostname)'"),
     "magic variable"),
    (re.compile(r"undefined variable '([^']+)'"), "undefined variable"),
]


def feature(message):
    """(kind, name) of what play lacks, from one of its error messages."""
    for pattern, kind in FEATURES:
        m = pattern.search(message)
        if m:
            name = m.group(1)
            if kind == "module argument":
                name = f"{short_module(m.group(2))}: {m.group(1)}"
            if kind == "module":
                name = short_module(name)
            if kind == "lookup":
                name = "lookup()/query()"
            if kind == "templated play hosts":
                kind, name = "play keyword", "hosts: with a template"
            return kind, name
    text = re.sub(r"\s+", " ", message).strip()
    text = re.sub(r"^(\S+:\d+:\d+: )?error: ", "", text)
    return "other", text[:110]


def short_module(name):
    for prefix in ("ansible.builtin.", "ansible.legacy."):
        if name.startswith(prefix):
            return name[len(prefix):]
    return name


# --- static scan of the modules an entry uses -------------------------------------------------------

TASK_KEYWORDS = {
    "name", "when", "loop", "loop_control", "register", "tags", "become", "become_user",
    "become_method", "become_flags", "become_exe", "notify", "vars", "args", "ignore_errors",
    "ignore_unreachable", "changed_when", "failed_when", "delegate_to", "delegate_facts",
    "run_once", "environment", "no_log", "check_mode", "diff", "block", "rescue", "always",
    "listen", "until", "retries", "delay", "any_errors_fatal", "async", "poll", "collections",
    "connection", "debugger", "module_defaults", "port", "remote_user", "throttle", "timeout",
    "local_action", "action", "first_available_file",
}
LOOKUP = re.compile(r"""\b(?:lookup|query|q)\(\s*['"]([\w.]+)['"]""")
WITH_LOOP = re.compile(r"^\s*-?\s*with_(\w+)\s*:", re.MULTILINE)
CONTROL = {"include_tasks", "import_tasks", "include_role", "import_role", "meta", "include",
           "import_playbook"}


def task_parts(tasks):
    """The modules a task list uses, and the roles it includes or imports."""
    modules, roles = set(), set()
    for task in tasks if isinstance(tasks, list) else []:
        if not isinstance(task, dict):
            continue
        for key in ("block", "rescue", "always"):
            m, r = task_parts(task.get(key))
            modules |= m
            roles |= r
        for key, value in task.items():
            if key in TASK_KEYWORDS or key.startswith("with_"):
                continue
            module = short_module(key)
            modules.add(module)
            if module in ("include_role", "import_role") and isinstance(value, dict):
                roles.add(str(value.get("name", "")))
        for key in ("local_action", "action"):
            value = task.get(key)
            if isinstance(value, str) and value.split():
                modules.add(short_module(value.split()[0]))
            elif isinstance(value, dict) and "module" in value:
                modules.add(short_module(value["module"]))
    return modules, {r for r in roles if r and "{{" not in r}


def yaml_files(directory):
    for root, _, files in os.walk(directory):
        for f in files:
            if f.endswith((".yml", ".yaml")):
                yield os.path.join(root, f)


class TolerantLoader(yaml.SafeLoader):
    """Reads Ansible's !unsafe and !vault tags as plain text."""


TolerantLoader.add_constructor("!unsafe", lambda loader, node: loader.construct_scalar(node))
TolerantLoader.add_constructor("!vault", lambda loader, node: loader.construct_scalar(node))


def load_yaml(path):
    try:
        with open(path, encoding="utf-8") as f:
            return yaml.load(f, Loader=TolerantLoader)  # noqa: S506 (a SafeLoader)
    except (OSError, yaml.YAMLError):
        return None


def role_refs(items):
    for item in items if isinstance(items, list) else []:
        name = item if isinstance(item, str) else (item.get("role") or item.get("name")) \
            if isinstance(item, dict) else None
        if name and "{{" not in str(name):
            yield str(name)


def scan_modules(scan_file):
    """The modules an entry can reach: its playbook's tasks (and imported playbooks), the roles
    they name, those roles' task and handler files, their dependencies and included roles.
    scan.txt names the playbook and the role and collection directories, as run.sh laid them out."""
    spec = collections.defaultdict(list)
    for line in read(scan_file).splitlines():
        if " " in line:
            key, value = line.split(" ", 1)
            spec[key].append(value)
    used, seen, lookups = set(), set(), set()

    def scan_text(path):
        text = read(path)
        lookups.update(LOOKUP.findall(text))
        lookups.update("with_" + m for m in WITH_LOOP.findall(text))

    def role_dir(name):
        if name.count(".") >= 2 and "/" not in name:
            namespace, collection, role = name.split(".", 2)
            for c in spec["collections"]:
                d = os.path.join(c, "ansible_collections", namespace, collection, "roles", role)
                if os.path.isdir(d):
                    return d
        for r in spec["roles"]:
            d = os.path.join(r, name)
            if os.path.isdir(d):
                return d
        return None

    def visit_role(name):
        d = role_dir(name)
        if d is None or d in seen:
            return
        seen.add(d)
        for sub in ("tasks", "handlers", "defaults", "vars", "templates", "meta"):
            for root, _, files in os.walk(os.path.join(d, sub)):
                for f in files:
                    scan_text(os.path.join(root, f))
        for sub in ("tasks", "handlers"):
            for f in yaml_files(os.path.join(d, sub)):
                modules, roles = task_parts(load_yaml(f))
                used.update(modules)
                for r in roles:
                    visit_role(r)
        meta = load_yaml(os.path.join(d, "meta", "main.yml"))
        if isinstance(meta, dict):
            for r in role_refs(meta.get("dependencies")):
                visit_role(r)

    def visit_playbook(path, depth=0):
        scan_text(path)
        plays = load_yaml(path)
        for play in plays if isinstance(plays, list) and depth < 10 else []:
            if not isinstance(play, dict):
                continue
            target = play.get("import_playbook") or play.get("ansible.builtin.import_playbook")
            if isinstance(target, str) and "{{" not in target:
                visit_playbook(os.path.join(os.path.dirname(path), target), depth + 1)
            for key in ("pre_tasks", "tasks", "post_tasks", "handlers"):
                modules, roles = task_parts(play.get(key))
                used.update(modules)
                for r in roles:
                    visit_role(r)
            for r in role_refs(play.get("roles")):
                visit_role(r)

    for path in spec["playbook"]:
        visit_playbook(path)
    return used, lookups


# --- the report -----------------------------------------------------------------------------------


def read(path, default=""):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return default


def first_error(text):
    return shorten(first_error_line(text))


def first_error_line(text):
    for line in text.splitlines():
        if ERROR.match(line) or line.startswith("[WARNING]: no hosts matched"):
            return line.strip()
    for line in text.splitlines():
        if line.startswith(("fatal: ", "failed: ")):
            return line.strip()
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1].strip() if lines else "(no output)"


def predicting(recap):
    """The recap's counts that predict something (skipped ones do not; see comparable)."""
    return {k: v for k, v in (recap or {}).items() if k != "skipped"}


def recap_text(parsed):
    r = next(iter(parsed["recap"].values()), None)
    if r is None:
        return "—"
    return f"ok={r['ok']} ch={r['changed']} fail={r['failed']} skip={r['skipped']} ign={r['ignored']}"


def evaluate(entry_dir, known_modules):
    rc = {k: read(os.path.join(entry_dir, k + ".rc"), "?").strip()
          for k in ("ansible-syntax", "play-syntax", "ansible-check", "play-check")}
    out = {k: read(os.path.join(entry_dir, k + ".out")) for k in rc}
    res = {"syntax_ansible": rc["ansible-syntax"] == "0", "syntax_play": rc["play-syntax"] == "0"}
    res["syntax_play_error"] = "" if res["syntax_play"] else first_error(out["play-syntax"])
    res["syntax_ansible_error"] = "" if res["syntax_ansible"] else first_error(out["ansible-syntax"])
    ans, ply = parse_output(out["ansible-check"]), parse_output(out["play-check"])
    res["recap_ansible"], res["recap_play"] = recap_text(ans), recap_text(ply)
    res["differences"], res["tasks_ansible"], res["tasks_play"] = [], 0, 0
    res["blocker"] = None
    if not ply["recap"]:
        res["check"] = "play error"
        message = first_error(out["play-check"])
        res["detail"] = message
        res["blocker"] = feature(message)
    elif not ans["recap"]:
        res["check"] = "ansible error"
        res["detail"] = first_error(out["ansible-check"])
    else:
        diffs, res["tasks_ansible"], res["tasks_play"] = compare(ans, ply)
        res["differences"] = diffs
        recaps_equal = all(predicting(ans["recap"].get(h)) == predicting(ply["recap"].get(h))
                           for h in set(ans["recap"]) | set(ply["recap"]))
        if not diffs and recaps_equal:
            res["check"], res["detail"] = "same", ""
        elif not diffs:
            res["check"], res["detail"] = "differs", "same tasks, different recap"
        else:
            first = diffs[0]
            where = f"[{first['task']}] Ansible {first['ansible'] or '—'}, play {first['play'] or '—'}"
            if first["category"] == "play fails":
                res["check"] = "play fails"
                res["blocker"] = feature(first["play_msg"])
                res["detail"] = f"[{first['task']}] {first['play_msg'][:160]}"
            elif all(d["documented"] for d in diffs):
                res["check"] = "same but documented differences"
                res["detail"] = "; ".join(sorted({d["category"] for d in diffs}))
            elif first["documented"]:
                res["check"] = "differs after a documented difference"
                res["detail"] = f"{first['category']} at {where}; " + \
                    f"{sum(not d['documented'] for d in diffs)} other differences follow"
                fails = [d for d in diffs if d["category"] == "play fails"]
                if fails:
                    res["detail"] += f"; play then fails at [{fails[0]['task']}]: " + \
                        fails[0]["play_msg"][:120]
            else:
                res["check"] = "differs"
                res["detail"] = f"{first['category']}: {where}"
    if res["blocker"] is None and not res["syntax_play"]:
        res["blocker"] = feature(res["syntax_play_error"])
    used, lookups = scan_modules(os.path.join(entry_dir, "scan.txt"))
    # play's modules are listed by short name; a collection's name of one (ansible.posix.mount) is it too
    res["modules_missing"] = sorted(m for m in used if m.split(".")[-1] not in known_modules and m not in CONTROL)
    res["lookups"] = sorted(lookups)
    return res


def abbreviate(text, width):
    return text if len(text) <= width else text[:width].rsplit(" ", 1)[0] + " …"


def md_escape(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def cmd_report(work, roles_yml, out_path):
    sources, entries = load_list(roles_yml)
    meta = json.loads(read(os.path.join(work, "meta.json"), "{}"))
    known = set(read(os.path.join(work, "play-modules.txt")).split())
    rows = []
    for n, e in enumerate(entries, 1):
        d = os.path.join(work, "entries", f"{n:02d}")
        if not os.path.isdir(d):
            continue
        rows.append((e, evaluate(d, known)))
    with open(os.path.join(work, "results.json"), "w", encoding="utf-8") as f:
        json.dump([{"id": e["id"], **r} for e, r in rows], f, indent=1, default=list)

    total = len(rows)
    count = collections.Counter(r["check"] for _, r in rows)
    blockers = collections.Counter(r["blocker"] for _, r in rows if r["blocker"])
    blocked_by = collections.defaultdict(list)
    for e, r in rows:
        if r["blocker"]:
            blocked_by[r["blocker"]].append(e["id"])
    modules = collections.defaultdict(list)
    for e, r in rows:
        for m in r["modules_missing"]:
            modules[m].append(e["id"])

    lines = ["# Compatibility with public Ansible roles and playbooks", ""]
    lines += [
        f"Snapshot of {meta.get('date', '?')}: play `{meta.get('play_commit', '?')}` "
        f"({md_escape(abbreviate(meta.get('play_subject', ''), 80))}), {meta.get('ansible', '?')}, "
        f"test hosts `{meta.get('image', '?')}` (Debian 12 with systemd, plus python3, python3-apt and Debian's package lists). "
        "The engine changes quickly (lookups and modules are being added), so these numbers "
        "are a snapshot of that commit: `tools/compat/run.sh` measures again.", "",
        f"Written by `tools/compat/run.sh` ({meta.get('elapsed', '?')}); the list and the pinned "
        "commits are in `tools/compat/roles.yml`, the wrapper playbooks in "
        "`tools/compat/wrappers/`.", "",
        "## Summary", "",
        f"- Entries: **{total}** ({sum(1 for e, _ in rows if 'wrapper' in e)} roles applied by a "
        f"wrapper playbook, {sum(1 for e, _ in rows if 'playbook' in e)} playbooks run as "
        "published).",
        f"- `--syntax-check` passes: ansible-playbook **{sum(r['syntax_ansible'] for _, r in rows)}"
        f"/{total}**, play **{sum(r['syntax_play'] for _, r in rows)}/{total}**.",
        "- `--check --diff` on two identical fresh hosts, predictions compared task by task: "
        + ", ".join(f"{k} **{v}**" for k, v in sorted(count.items(), key=lambda kv: -kv[1])) + ".",
        "",
        "Check-mode verdicts: *same* = the same tasks with the same outcome (ok, changed, skipped, "
        "failed, per loop item) and the same recap; *same but documented differences* = every "
        "difference is one docs/ansible-differences.md (\"Check mode is exact\") describes as deliberate; *differs "
        "after a documented difference* = the first difference is deliberate, later ones (often "
        "its consequences) are not; *differs*; *play fails* = a task fails in play only; "
        "*play error* = play stops before or during the run (load or parse error).", "",
        "## What play lacks, by the entries it stops", ""]
    if blockers:
        lines += ["The first error play meets on each entry (syntax check, else the check run):", "",
                  "| missing feature | entries | which |", "|---|---|---|"]
    else:
        lines.append("No entry stops on an error of play's.")
    for (kind, name), n in blockers.most_common():
        lines.append(f"| {kind} `{md_escape(name)}` | {n} | {', '.join(blocked_by[(kind, name)])} |")
    lines += ["", "Modules the entries' playbooks and roles use that play does not implement, which it "
              "runs with Ansible's own module code on the host (docs/bridge.md; a static scan of every "
              "task and handler file, so it includes branches for other systems):", "",
              "| module | entries |", "|---|---|"]
    for m, ids in sorted(modules.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        lines.append(f"| `{m}` | {len(ids)} |")
    lookups = collections.defaultdict(list)
    for e, r in rows:
        for name in r["lookups"]:
            lookups[name].append(e["id"])
    lines += ["", "Lookups and `with_*` loops (each a lookup) the entries use, found the same way "
              "(in tasks, handlers, defaults, vars and templates), whether play has them or not:", "",
              "| lookup | entries |", "|---|---|"]
    for name, ids in sorted(lookups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        lines.append(f"| `{name}` | {len(ids)} |")
    lines += ["", "## Per entry", "",
              "| # | entry | repository @ commit | syntax: ansible | syntax: play | check mode | "
              "ansible recap | play recap | first blocker or difference | run with Ansible's code |",
              "|---|---|---|---|---|---|---|---|---|---|"]
    for n, (e, r) in enumerate(rows, 1):
        s = sources[e["source"]]
        entry = e["id"] if "wrapper" in e else f"{e['id']} (`{e['playbook']}`)"
        syn_a = "pass" if r["syntax_ansible"] else "FAIL"
        syn_p = "pass" if r["syntax_play"] else "FAIL"
        detail = r["detail"]
        if not r["syntax_play"]:
            detail = r["syntax_play_error"]
        lines.append(
            f"| {n} | {md_escape(entry)} | {s['repo']} @ `{s['commit'][:10]}` ({s['ref']}) | {syn_a} | "
            f"{syn_p} | {r['check']} | {r['recap_ansible']} | {r['recap_play']} | "
            f"{md_escape(detail)[:220]} | {md_escape(', '.join(r['modules_missing'])) or '—'} |")
    lines += ["", "## Differences in detail", "",
              "For each entry that play runs to the end, every task whose outcome differs "
              "(Ansible's, then play's):", ""]
    for e, r in rows:
        if not r["differences"]:
            continue
        lines.append(f"- **{e['id']}** ({r['tasks_ansible']} tasks in Ansible, "
                     f"{r['tasks_play']} in play):")
        for d in r["differences"][:12]:
            msg = d["play_msg"] or ""
            lines.append(f"  - `{md_escape(d['task'])}`: {d['ansible'] or '—'} / {d['play'] or '—'}"
                         f"{' (documented)' if d['documented'] else ''}"
                         f"{': ' + md_escape(msg)[:140] if msg else ''}")
        if len(r["differences"]) > 12:
            lines.append(f"  - … {len(r['differences']) - 12} more")
    lines += ["", "## How the comparison works", "",
              "- Each engine runs on its own fresh container from one image, as `node0` in the same "
              "inventory groups, with the same `ANSIBLE_*` settings; Ansible with `-v`, so that its "
              "output says why it skipped a task.",
              "- Both consoles are parsed into tasks (title, then each result: ok, changed, skipped, "
              "failed, ignored, per loop item) and aligned by title. A task that only skips predicts "
              "nothing and is left out (play prints no header for a skipped include), except one "
              "Ansible skipped because it would run a command in check mode, and play's task of "
              "that title when play skipped it too (a command with `changed_when`/`failed_when`; "
              "play, run without `-v`, does not print why). Titles are compared "
              "without what only the display differs in: Ansible names a collection's role by its "
              "FQCN and adds the argument spec's description to the validation task.",
              "- The recaps are compared without the skipped counts, for the same reason.",
              "- Consequences of a documented difference that docs/ansible-differences.md also describes "
              "count as documented: a change an earlier task makes (the same task run before, or "
              "packages an earlier install brings, as Ansible's simulated installs list them): play "
              "plans it done, Ansible reports the change again; a task that runs because a "
              "command play predicts would run did (Ansible skipped it on the command's skipped "
              "result), a handler play runs after a change Ansible's check mode failed (its failure "
              "ignored, so Ansible notified nothing); after Ansible's check mode failed the host "
              "where play plans on, the tasks only play runs (one may fail the host further on, "
              "needing what the change Ansible could not simulate brings: a package's file, "
              "command, user or running server) and the rescue or always section only Ansible "
              "runs.",
              "- Ansible's own check-mode failures (a service an earlier task would install, a key "
              "that needs `gpg`) are part of what is compared: play plans on where docs/ansible-differences.md says "
              "it does, and that is counted as a documented difference.",
              "- The static scans read every task, handler, defaults, vars and template file of "
              "the roles an entry can reach, including branches for other systems; the modules play "
              "has come from `play doc`."]
    with open(out_path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"compat.py: {total} entries; syntax ansible {sum(r['syntax_ansible'] for _, r in rows)}, "
          f"play {sum(r['syntax_play'] for _, r in rows)}; check: "
          + ", ".join(f"{k} {v}" for k, v in count.items()))


def main(argv):
    if len(argv) >= 2 and argv[0] == "sources":
        cmd_sources(argv[1])
    elif len(argv) >= 2 and argv[0] == "entries":
        cmd_entries(argv[1])
    elif len(argv) >= 4 and argv[0] == "report":
        cmd_report(argv[1], argv[2], argv[3])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
