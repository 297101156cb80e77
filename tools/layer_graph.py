#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""layer_graph.py - who calls whom in the core, from a build's objects.

    tools/layer_graph.py BUILD_DIR [-v] [--strict]

Reads the symbols each object of the core's layer libraries defines and
uses (nm), and prints
  * the calls between layers (api, engine, kernels, cpu, base), by pair;
    a call upwards also fails the build (CMakeLists.txt, the layers' link
    checks), so these should all go down;
  * the file-level cycles: groups of files that call each other round,
    with the calls that close them (-v: every call of every group).
It exits 1 when a call goes up, and with --strict also when files call
each other round; 0 otherwise.  tests/host/run.sh runs it with --strict
on CI's build.
"""
import collections
import glob
import os
import re
import subprocess
import sys

ORDER = ["api", "engine", "kernels", "cpu", "base"]
RANK = {"api": 0, "engine": 1, "kernels": 2, "cpu": 2, "base": 3}


def objects(build):
    out = {}
    for lib in ("api", "engine", "kernels", "tf32x3", "cpu", "base"):
        pat = os.path.join(build, "CMakeFiles", "gputiled_%s.dir" % lib,
                           "**", "*.o")
        for o in glob.glob(pat, recursive=True):
            m = re.search(r"\.dir/(cuda/.*)\.o$", o)
            if m:
                out[m.group(1)] = o
    return out


def symbols(path):
    defs, undef = set(), set()
    text = subprocess.run(["nm", path], capture_output=True, text=True,
                          check=True).stdout
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TDBRW":
            defs.add(parts[2])
        elif len(parts) == 2 and parts[0] == "U":
            undef.add(parts[1])
    return defs, undef


def layer(src):
    parts = src.split("/")
    return parts[1] if len(parts) > 2 else "top"


def demangle(names):
    if not names:
        return []
    text = subprocess.run(["c++filt"], input="\n".join(names),
                          capture_output=True, text=True).stdout
    return [n.split("(")[0] for n in text.splitlines()]


def cycles(graph):
    """Tarjan's strongly connected components with more than one file."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]
    sys.setrecursionlimit(100000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
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

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    verbose = "-v" in argv[2:]
    strict = "--strict" in argv[2:]
    objs = objects(argv[1])
    if not objs:
        sys.stderr.write("layer_graph: no objects of the core under %s\n"
                         % argv[1])
        return 2
    defs, uses = {}, {}
    for src, path in objs.items():
        d, u = symbols(path)
        uses[src] = u
        for s in d:
            defs.setdefault(s, src)
    calls = collections.defaultdict(set)
    for src, used in uses.items():
        for s in used:
            if s in defs and defs[s] != src:
                calls[(src, defs[s])].add(s)
    upward = 0
    pairs = collections.defaultdict(list)
    for (a, b), syms in calls.items():
        la, lb = layer(a), layer(b)
        if la != lb:
            pairs[(la, lb)].append((a, b, syms))
    print("calls between layers:")
    for (la, lb) in sorted(pairs, key=lambda p: (RANK.get(p[0], 9),
                                                 RANK.get(p[1], 9))):
        up = RANK.get(la, 9) > RANK.get(lb, 9) or (la, lb) in (
            ("kernels", "cpu"), ("cpu", "kernels"))
        n = sum(len(s) for _, _, s in pairs[(la, lb)])
        print("  %-8s -> %-8s %4d%s" % (la, lb, n,
                                         "   UPWARDS" if up else ""))
        if up:
            upward += 1
            for a, b, syms in sorted(pairs[(la, lb)]):
                print("      %s -> %s: %s" % (a, b,
                                              " ".join(demangle(sorted(syms)))))
    graph = collections.defaultdict(set)
    for (a, b) in calls:
        graph[a].add(b)
        graph[b]
    groups = cycles(graph)
    print("file-level cycles: %d" % len(groups))
    for comp in groups:
        print("  " + " ".join(comp))
        if verbose:
            for a in comp:
                for b in comp:
                    if (a, b) in calls:
                        print("      %s -> %s: %s" % (
                            a, b, " ".join(demangle(sorted(calls[(a, b)])))))
    return 1 if upward or (strict and groups) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
