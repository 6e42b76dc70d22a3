#!/usr/bin/env python3
"""The checks of bench/faults.sh, on what it left in its output directory.

    check.py faults|kill OUT "HANDLER_FILES" "COMMAND_FILES"

Prints a table of checks and the run's figures, writes them to OUT/summary.txt too, and exits 1
when a check fails. HANDLER_FILES are files only a handler writes (a host that stopped between the
notifying task and the handlers loses the notification, as with Ansible: its rerun does not write
them); COMMAND_FILES are written by a `command` task, not by play's atomic writes (reported, not
failed: a full disk can leave such a file short, and its `creates` keeps it so).
"""
import collections
import datetime
import json
import os
import re
import sys

COUNTERS = ("ok", "changed", "unreachable", "failed", "skipped", "rescued", "ignored")
RECAP_LINE = re.compile(r"^(\S+)\s+: ((?:\w+=\d+\s*)+)$")
# What a faulted host's failed or unreachable result must say, by fault kind: the status, the
# words of its message, and whether the message names the host.
REASONS = {
    "sshd": ("unreachable", r"connection refused|lost|Connection reset|Broken pipe|closed", True),
    "pause": ("unreachable", r"keep-alive|timed out|lost|Not connected", True),
    "network": ("unreachable", r"keep-alive|timed out|No route to host|lost|Not connected", True),
    "disk": ("failed", r"No space left on device", False),
    "hostkey": ("unreachable", r"has CHANGED|connection refused|lost|Connection reset|closed", True),
}
CHANGED_KEY = "host key verification failed for {host}: the .* host key of .* has CHANGED"


class Report:
    """The table's rows; a failed row makes the exit status 1."""

    def __init__(self):
        self.rows = []
        self.failed = False
        self.notes = []

    def check(self, name, ok, detail):
        self.rows.append((name, "ok" if ok else "FAIL", detail))
        self.failed |= not ok

    def info(self, name, detail):
        self.rows.append((name, "info", detail))

    def text(self):
        width = max(len(r[0]) for r in self.rows)
        lines = [f"{'check'.ljust(width)}  result  detail"]
        lines += [f"{n.ljust(width)}  {r.ljust(6)}  {d}" for n, r, d in self.rows]
        return "\n".join(lines + [""] + self.notes)


def epoch(iso):
    return datetime.datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


def read(out, name):
    with open(os.path.join(out, name), encoding="utf-8") as f:
        return f.read()


def lines(out, name):
    return [l for l in read(out, name).splitlines() if l and not l.startswith("#")]


class Run:
    """One play run: its exit status and time, summary JSON, events and console recap."""

    def __init__(self, out, name):
        self.name = name
        seconds, rc, start, end = read(out, name + ".time").split()
        self.seconds, self.rc, self.start, self.end = float(seconds), int(rc), float(start), float(end)
        path = os.path.join(out, name + ".json")
        self.summary = json.load(open(path, encoding="utf-8")) if os.path.exists(path) else None
        self.events = []
        events = os.path.join(out, name + ".events")
        if os.path.exists(events):
            with open(events, encoding="utf-8") as f:
                self.events = [json.loads(l) for l in f if l.strip()]
        self.console = console_recap(read(out, name + ".log"))

    def recap(self, host):
        return self.summary["recap"].get(host) if self.summary else None

    def clean(self, host):
        r = self.recap(host)
        return r is not None and r["failed"] == 0 and r["unreachable"] == 0

    def failure(self, host):
        """The host's failed or unreachable result from the events: (status, message)."""
        found = None
        for e in self.events:
            if e["type"] == "host_result" and e["host"] == host and e["status"] in ("failed", "unreachable"):
                found = (e["status"], messages(e.get("result") or {}))
        return found

    def last_task_start(self, host):
        """When the last task (or handler) the host has a result for started (epoch seconds)."""
        started = last = None
        for e in self.events:
            if e["type"] == "task_start":
                started = epoch(e["time"])
            elif e["type"] == "host_result" and e["host"] == host:
                last = started
        return last


def messages(result):
    """The msg and stderr of a result's failed or unreachable loop items, then its own (a loop's
    own msg is "All items completed")."""
    parts = []
    for item in result.get("results") or []:
        if isinstance(item, dict) and (item.get("failed") or item.get("unreachable")):
            parts += [str(item.get("msg") or ""), str(item.get("stderr") or "")]
    parts += [str(result.get("msg") or ""), str(result.get("stderr") or "")]
    return "\n".join(p for p in parts if p)


def console_recap(log):
    """The PLAY RECAP lines of a console log: host -> counters."""
    recap, seen = {}, False
    for line in log.splitlines():
        if line.startswith("PLAY RECAP"):
            seen = True
            continue
        m = RECAP_LINE.match(line.rstrip()) if seen else None
        if m:
            recap[m.group(1)] = {k: int(v) for k, v in (kv.split("=") for kv in m.group(2).split())}
    return recap


def recap_adds_up(run, hosts):
    """Problems with the run's counters: per host, the recap against the task outcomes, the JSON
    against the console, the unfinished list and the problems against the failed hosts."""
    s = run.summary
    if s is None:
        return [f"{run.name}: no summary JSON"]
    bad = []
    if list(s["recap"]) != hosts:
        bad.append(f"{run.name}: recap hosts {sorted(s['recap'])} are not the inventory's {len(hosts)}")
    outcomes = {h: collections.Counter() for h in hosts}
    for task in s["tasks"]:
        for host, outcome in task["hosts"].items():
            outcomes.setdefault(host, collections.Counter())[outcome] += 1
    for host in hosts:
        r, o = s["recap"].get(host), outcomes[host]
        if r is None:
            continue
        expected = {
            "ok": o["ok"] + o["changed"] + o["ignored"],
            "changed": o["changed"],
            "unreachable": o["unreachable"],
            "failed": o["failed"],
            "skipped": o["skipped"],
            "rescued": o["rescued"],
            "ignored": o["ignored"],
        }
        if {k: r[k] for k in COUNTERS} != expected:
            bad.append(f"{run.name}: {host} recap {r} but its task outcomes give {expected}")
        if run.console.get(host) != {k: r[k] for k in COUNTERS}:
            bad.append(f"{run.name}: {host} console recap {run.console.get(host)} is not the JSON's {r}")
        if r["failed"] + r["unreachable"] > 1:
            bad.append(f"{run.name}: {host} has {r['failed']} failed and {r['unreachable']} unreachable results")
    stopped = sorted(h for h in hosts if not run.clean(h))
    if sorted(s["unfinished"]) != stopped:
        bad.append(f"{run.name}: unfinished {s['unfinished']} is not the failed or unreachable hosts {stopped}")
    if sorted(p["host"] for p in s["problems"]) != stopped:
        bad.append(f"{run.name}: problems name {sorted(p['host'] for p in s['problems'])}, not {stopped}")
    totals = {k: sum(s["recap"][h][k] for h in s["recap"]) for k in COUNTERS}
    results = sum(len(t["hosts"]) for t in s["tasks"])
    if totals["ok"] + totals["failed"] + totals["unreachable"] + totals["skipped"] + totals["rescued"] != results:
        bad.append(f"{run.name}: totals {totals} do not add up to the {results} host results of its tasks")
    return bad


def totals(run):
    return {k: sum(r[k] for r in run.summary["recap"].values()) for k in COUNTERS} if run.summary else {}


def changed_hosts(run, hosts):
    return sum(1 for h in hosts if run.recap(h) and run.recap(h)["changed"] > 0)


def states(out, label, hosts):
    return {h: read(out, f"state-{label}/{h}") for h in hosts}


def without(state, paths):
    """A state dump without the lines of PATHS (their find line and their checksum line)."""
    return "\n".join(l for l in state.splitlines() if len(l.split()) < 2 or l.split()[1] not in paths)


def has(state, path):
    return any(l.startswith("f " + path + " ") for l in state.splitlines())


def checksum(state, path):
    return next((l.split()[0] for l in state.splitlines() if l.endswith("  " + path)), None)


def leftovers(out, label, hosts):
    """host -> lines of play's leftovers on it (temp FILE, shell-alive DIR, shell-dead DIR)."""
    return {h: read(out, f"left-{label}/{h}").splitlines() for h in hosts}


def reference(out, report):
    """The fault-free run's checks; returns (run, hosts, the reference state, its recap)."""
    run = Run(out, "reference")
    hosts = lines(out, "hosts-reference")
    st = states(out, "reference", hosts)
    report.check(
        "fault-free run: every host finished",
        run.rc == 0 and all(run.clean(h) for h in hosts),
        f"{len(hosts)} hosts, exit {run.rc}, {run.seconds:.1f} s",
    )
    # the reference is the state and recap most hosts have (all of them, when the checks pass)
    common = collections.Counter(st.values()).most_common()
    alike = len(common) == 1 and "dump failed" not in common[0][0]
    report.check("fault-free run: every host's end state alike", alike, f"{len(common)} distinct")
    recaps = collections.Counter(json.dumps(run.recap(h), sort_keys=True) for h in hosts).most_common()
    report.check(
        "fault-free run: every host's recap alike",
        len(recaps) == 1,
        "; ".join(f"{n} hosts {r}" for r, n in recaps),
    )
    add = recap_adds_up(run, hosts)
    report.check("fault-free run: recap adds up", not add, "; ".join(add) or f"totals {totals(run)}")
    return run, hosts, common[0][0], json.loads(recaps[0][0])


def converged(out, report, hosts, runs, ref_state, excused, handler_files, command_files):
    """The rerun, the no-change run, the end states and the leftovers after them."""
    rerun, again = Run(out, runs[0]), Run(out, runs[1])
    for run in (rerun, again):
        add = recap_adds_up(run, hosts)
        report.check(f"{run.name}: recap adds up", not add, "; ".join(add[:5]) or f"totals {totals(run)}")
    stuck = [h for h in hosts if not rerun.clean(h)]
    report.check(
        "rerun: every host converges",
        rerun.rc == 0 and not stuck,
        f"exit {rerun.rc}, {rerun.seconds:.1f} s, not converged: {stuck or 'none'}; hosts changed: {changed_hosts(rerun, hosts)}",
    )
    moved = [h for h in hosts if not again.clean(h) or again.recap(h)["changed"] != 0]
    report.check(
        "the run after it: changed=0 on every host",
        again.rc == 0 and not moved,
        f"exit {again.rc}, {again.seconds:.1f} s, changed or failed: {moved or 'none'}",
    )
    final = states(out, "final", hosts)
    differ, lost_marks, short = [], collections.Counter(), []
    ref_core = without(ref_state, handler_files + command_files)
    for h in hosts:
        st = final[h]
        if h in excused:
            if without(st, handler_files + command_files) != ref_core:
                differ.append(h)
            for p in handler_files:
                if has(ref_state, p) and not has(st, p):
                    lost_marks[p] += 1
                elif has(st, p) and checksum(st, p) != checksum(ref_state, p):
                    differ.append(h)
        elif without(st, command_files) != without(ref_state, command_files):
            differ.append(h)
        for p in command_files:
            if checksum(st, p) != checksum(ref_state, p):
                short.append(f"{h}:{p}")
    report.check(
        "every file whole: end states equal the fault-free run's",
        not differ,
        f"{len(hosts) - len(differ)}/{len(hosts)} hosts; differ: {differ or 'none'}"
        + (f"; handler marks not written (notification lost with the fault): {dict(lost_marks)}" if lost_marks else ""),
    )
    report.info(
        "files of command tasks (not play's writes)",
        f"differ on {len(short)}: {short or 'none'}",
    )
    left = leftovers(out, "final", hosts)
    dirty = {h: l for h, l in left.items() if l}
    report.check(
        "no temporary file or shell directory left",
        not dirty,
        f"{sum(len(l) for l in dirty.values())} on {len(dirty)} hosts" + (f": {dict(list(dirty.items())[:3])}" if dirty else ""),
    )
    return rerun, again


def faults(out, report, handler_files, command_files):
    ref, _, ref_state, ref_recap = reference(out, report)
    hosts = lines(out, "hosts-faulted")
    window = float(next(l for l in read(out, "schedule").splitlines() if l.startswith("# window")).split()[2])
    schedule = {f[0]: (f[1], float(f[3])) for f in (l.split() for l in lines(out, "schedule"))}
    run = Run(out, "faulted")
    injected = {}
    for h in schedule:
        path = os.path.join(out, "inject", h)
        if os.path.exists(path):
            kind, start, end = read(out, f"inject/{h}").splitlines()[0].split()
            injected[h] = (kind, float(start), float(end))
    report.check("every scheduled fault was injected", set(injected) == set(schedule), f"{len(injected)}/{len(schedule)}")
    untouched = [h for h in hosts if h not in schedule]
    st = states(out, "faulted", hosts)
    bad = [h for h in untouched if not run.clean(h) or run.recap(h) != ref_recap or st[h] != ref_state]
    report.check(
        "untouched hosts finished as in the fault-free run",
        not bad,
        f"{len(untouched) - len(bad)}/{len(untouched)} (recap and end state); not: {bad[:10] or 'none'}",
    )
    add = recap_adds_up(run, hosts)
    report.check("faulted run: recap adds up", not add, "; ".join(add[:5]) or f"totals {totals(run)}")

    per_kind = collections.defaultdict(collections.Counter)
    wrong = []
    for h, (kind, delay) in sorted(schedule.items(), key=lambda kv: kv[1][1]):
        if h not in injected:
            per_kind[kind]["not injected"] += 1
            report.notes.append(f"{h:>8} {kind:<8} at {delay:6.2f} s: not injected (see the script's output)")
            continue
        _, start, end = injected[h]
        failure = run.failure(h)
        status, words, named = REASONS[kind]
        if failure is not None:
            good = failure[0] == status and re.search(words, failure[1]) and (not named or h in failure[1])
            per_kind[kind]["reported" if good else "wrong reason"] += 1
            if not good:
                wrong.append(f"{h} ({kind}): {failure[0]}: {failure[1][:200]!r}")
            report.notes.append(f"{h:>8} {kind:<8} at {delay:6.2f} s: {failure[0]}: {first_line(failure[1])}")
            continue
        if not run.clean(h):
            per_kind[kind]["wrong reason"] += 1
            wrong.append(f"{h} ({kind}): not finished and no failed or unreachable result")
            continue
        last = run.last_task_start(h)
        if start >= run.end:
            outcome = "after the run's end"
        elif last is None or end >= last:
            outcome = "after its last task"
        elif kind == "disk" and st[h] == ref_state:
            outcome = "no write after it"
        else:
            outcome = "missed"
            wrong.append(f"{h} ({kind}): finished ok though the fault came before its last task")
        per_kind[kind][outcome] += 1
        report.notes.append(f"{h:>8} {kind:<8} at {delay:6.2f} s: finished ok ({outcome})")
        if st[h] != ref_state:
            wrong.append(f"{h} ({kind}): finished ok but its end state differs from the fault-free run's")
    report.check("faulted hosts reported with their fault's reason", not wrong, "; ".join(wrong[:5]) or "all")

    strict = Run(out, "strict")
    keyed = [h for h, (kind, _) in schedule.items() if kind == "hostkey"]
    refused = [
        h for h in keyed
        if (f := strict.failure(h)) and f[0] == "unreachable" and re.search(CHANGED_KEY.format(host=h), f[1])
    ]
    others = [h for h in hosts if h not in keyed and not strict.clean(h)]
    add = recap_adds_up(strict, hosts)
    report.check(
        "changed host keys refused under strict checking, others go on",
        sorted(refused) == sorted(keyed) and not others and not add,
        f"refused {len(refused)}/{len(keyed)} naming the host; others not finished: {others or 'none'}"
        + ("; " + "; ".join(add[:3]) if add else ""),
    )
    rerun, again = converged(out, report, hosts, ("rerun", "again"), ref_state, set(schedule), handler_files, command_files)
    left = leftovers(out, "faulted", hosts)
    report.info(
        "leftovers right after the faulted run",
        f"{sum(len(l) for l in left.values())} on {sum(1 for l in left.values() if l)} hosts (gone after the reruns: see above)",
    )

    finished = sum(1 for h in hosts if run.clean(h))
    kinds = collections.Counter(k for h, (k, _) in schedule.items() if h in injected)
    report.notes[:0] = [
        "figures:",
        f"  hosts {len(hosts)}; faults scheduled {len(schedule)}, injected {len(injected)}: "
        + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())),
        "  by kind: " + "; ".join(f"{k}: " + ", ".join(f"{o} {n}" for o, n in sorted(c.items())) for k, c in sorted(per_kind.items())),
        f"  hosts finished: {finished}/{len(hosts)} (untouched {sum(1 for h in untouched if run.clean(h))}"
        f"/{len(untouched)}, faulted {sum(1 for h in schedule if run.clean(h))}/{len(schedule)})",
        f"  time: fault-free {ref.seconds:.1f} s, faulted {run.seconds:.1f} s ({run.seconds / ref.seconds:.1f}x); "
        f"faults within {window:.1f} s of the first task's start",
        f"  after healing: strict {strict.seconds:.1f} s, rerun {rerun.seconds:.1f} s, no-change run {again.seconds:.1f} s",
        f"  convergence: strict run changed {changed_hosts(strict, hosts)} hosts ({totals(strict).get('changed', 0)} tasks), "
        f"rerun {changed_hosts(rerun, hosts)} ({totals(rerun).get('changed', 0)} tasks), then changed={totals(again).get('changed', 0)}",
        "",
        "faulted hosts (moment from the first task's start):",
    ]


def first_line(text):
    return text.strip().splitlines()[0][:160] if text.strip() else ""


def kill(out, report, handler_files, command_files):
    ref, _, ref_state, _ = reference(out, report)
    hosts = lines(out, "hosts-killed")
    run = Run(out, "killed")
    target, total = (int(x) for x in read(out, "kill-target").split())
    reported = int(read(out, "killed-at").split()[1])
    report.check(
        "play killed with SIGKILL mid-run",
        run.rc == 137 and run.summary is None and 0 < reported < total,
        f"exit {run.rc} after {run.seconds:.1f} s, {reported} of {total} host-task results reported (aimed at {target})",
    )
    left = leftovers(out, "killed", hosts)
    kinds = collections.Counter(l.split()[0] for ls in left.values() for l in ls)
    report.info("leftovers right after the kill", dict(kinds) or "none")
    rerun, again = converged(out, report, hosts, ("rerun", "again"), ref_state, set(hosts), handler_files, command_files)
    report.notes[:0] = [
        "figures:",
        f"  hosts {len(hosts)}; killed after {run.seconds:.1f} s at {reported}/{total} host-task results",
        f"  fault-free run ({len(lines(out, 'hosts-reference'))} hosts) {ref.seconds:.1f} s; rerun {rerun.seconds:.1f} s "
        f"(changed {changed_hosts(rerun, hosts)} hosts, "
        f"{totals(rerun).get('changed', 0)} tasks); no-change run {again.seconds:.1f} s, changed={totals(again).get('changed', 0)}",
    ]


def main(argv):
    mode, out = argv[1], argv[2]
    handler_files, command_files = argv[3].split(), argv[4].split()
    report = Report()
    {"faults": faults, "kill": kill}[mode](out, report, handler_files, command_files)
    text = read(out, "settings") + "\n" + report.text() + "\n"
    with open(os.path.join(out, "summary.txt"), "w", encoding="utf-8") as f:
        f.write(text)
    print(text, end="")
    print(f"bench/faults.sh: {'FAILED' if report.failed else 'all checks passed'} (summary: {out}/summary.txt)")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
