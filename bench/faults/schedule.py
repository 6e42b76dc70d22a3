#!/usr/bin/env python3
"""The seeded fault schedule of bench/faults.sh.

    schedule.py SEED HOSTS FRACTION EVENTS KIND...

Picks round(HOSTS * FRACTION / 100) hosts (at least one) with random.Random(SEED), gives them the
KINDs round robin (from a seeded start) and each a moment u * WINDOW seconds after the faulted
run's first task started, u uniform in [0, 1). WINDOW is the fault-free run's working time, from
its --events file EVENTS: its first task's start to its last result (the JVM's start, before any
connection, is left out). Prints "# window SECONDS", then "node<i> kind u delay" lines by delay.
The same SEED, HOSTS, FRACTION and KINDs give the same hosts, kinds and u.
"""
import datetime
import json
import random
import sys


def window(events):
    """Seconds from the first task_start to the last host result of an --events file."""
    first = last = None
    with open(events, encoding="utf-8") as f:
        for line in f:
            e = json.loads(line)
            t = datetime.datetime.fromisoformat(e["time"].replace("Z", "+00:00")).timestamp()
            if e["type"] == "task_start" and first is None:
                first = t
            if e["type"] == "host_result":
                last = t
    if first is None or last is None:
        raise SystemExit(f"schedule.py: {events} has no task start or no host result")
    return last - first


def main(argv):
    seed, hosts, fraction = int(argv[1]), int(argv[2]), int(argv[3])
    span = window(argv[4])
    kinds = argv[5:]
    rng = random.Random(seed)
    count = min(hosts, max(1, round(hosts * fraction / 100)))
    victims = rng.sample(range(hosts), count)
    first = rng.randrange(len(kinds))
    rows = []
    for n, host in enumerate(victims):
        u = rng.random()
        rows.append((u * span, f"node{host}", kinds[(first + n) % len(kinds)], u))
    print(f"# window {span:.2f}")
    for delay, host, kind, u in sorted(rows):
        print(f"{host} {kind} {u:.4f} {delay:.2f}")


if __name__ == "__main__":
    main(sys.argv)
