#!/usr/bin/env python3
"""Package-level dependency cycles of play's engine, from jdeps (the JDK's class dependency tool).

Usage: tools/package-cycles.py [CLASSES_DIR]   (default engine/target/classes)
Prints the number of dev.play packages, then each strongly connected set of packages (a cycle),
largest first.
"""
import collections
import subprocess
import sys


def edges(classes):
    out = subprocess.run(["jdeps", "-verbose:package", "-filter:none", "-e", r"dev\.play\..*", classes],
                         capture_output=True, text=True, check=True).stdout
    graph = collections.defaultdict(set)
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[1] == "->" and parts[0].startswith("dev.play") and parts[2].startswith("dev.play"):
            if parts[0] != parts[2]:
                graph[parts[0]].add(parts[2])
            graph[parts[2]]
    return graph


def cycles(graph):
    index, low, on, stack, out, counter = {}, {}, set(), [], [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in list(graph):
        if v not in index:
            visit(v)
    return sorted(out, key=len, reverse=True)


if __name__ == "__main__":
    g = edges(sys.argv[1] if len(sys.argv) > 1 else "engine/target/classes")
    print(f"{len(g)} packages")
    for c in cycles(g):
        print(f"cycle of {len(c)}: {' '.join(p.removeprefix('dev.play.') for p in c)}")
