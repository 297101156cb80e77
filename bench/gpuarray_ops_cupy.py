# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.
"""The CuPy side of bench/gpuarray_ops.m (issue 33, point 6): the same
keys, measured the same way, into a CSV of the same columns
(key,label,value,unit,ops,lo,hi,err,ok).

  python3 bench/gpuarray_ops_cupy.py CSV [--sizes 64,1000] [--seconds 0.3]
      [--reps 7] [--chain 4096] [--steps 20] [--bandwidth 4096] [--numpy]

1. One operation on a resident double array, in microseconds: g + g,
   g * 2, cupy.exp (g), g @ g, g[1:-1, :] (a view: CuPy copies nothing)
   and cupy.sum (g.ravel ()) (a 0-d array left on the device, as MATLAB's
   sum of a gpuArray is a gpuArray), at 64x64 and 1000x1000; also
   g[1:-1, :].copy () for context.  Each is a loop of N operations with
   one synchronization after it (N makes a loop last about --seconds); the
   median over --reps loops, after a warm-up.
2. The chain x = a @ x (cuBLAS), 20 products of 4096 doubles, in ms per
   product (context for ours).
3. The device's copy bandwidth on 4096^2 doubles, in GB/s counting two
   arrays: b[...] = a and cupy.cuda.runtime.memcpyAsync (device to
   device); and g + h in GB/s counting three arrays.

Each result is checked once against numpy on the same data before it is
timed.  --numpy runs the same code with numpy on the CPU, to check the
script on a machine without a GPU (its times mean nothing).
"""

import statistics
import sys
import time

from bench_cupy import Backend, parse, per_op, row, write_rows

OPS = [  # key, CuPy's form, Octave's form (as in gpuarray_ops.m)
    ("plus", "g + g", "H = G + G"),
    ("times2", "g * 2", "H = G .* 2"),
    ("exp", "cupy.exp (g)", "H = exp (G)"),
    ("mtimes", "g @ g", "H = G * G"),
    ("index", "g[1:-1, :]", "H = G(2:end-1, :)"),
    ("sum", "cupy.sum (g.ravel ())", "s = sum (G(:))"),
]
EPS = 2.0 ** -52


def loop_op(be, op, g, h, n):
    """N operations OP in a row, then one synchronization (the last
    result is returned)."""
    xp = be.xp
    r = None
    if op == "plus":
        for _ in range(n):
            r = g + g
    elif op == "times2":
        for _ in range(n):
            r = g * 2
    elif op == "exp":
        for _ in range(n):
            r = xp.exp(g)
    elif op == "mtimes":
        for _ in range(n):
            r = g @ g
    elif op == "index":
        for _ in range(n):
            r = g[1:-1, :]
    elif op == "index_copy":
        for _ in range(n):
            r = g[1:-1, :].copy()
    elif op == "sum":
        for _ in range(n):
            r = xp.sum(g.ravel())
    elif op == "add2":
        for _ in range(n):
            r = g + h
    elif op == "copy":
        for _ in range(n):
            h[...] = g
    elif op == "memcpy":
        for _ in range(n):
            be.memcpy(h, g)
    else:
        raise ValueError("unknown operation " + op)
    be.sync()
    return r


def apply_op(be, op, g):
    xp = be.xp
    return {"plus": lambda: g + g, "times2": lambda: g * 2,
            "exp": lambda: xp.exp(g), "mtimes": lambda: g @ g,
            "index": lambda: g[1:-1, :],
            "index_copy": lambda: g[1:-1, :].copy(),
            "sum": lambda: xp.sum(g.ravel())}[op]()


def check_op(be, op, g, a):
    """The relative error of OP on g against numpy's on a (its host copy),
    and whether it is within the rounding of the terms each element sums
    (the data are positive: no cancellation).  A result of another type,
    shape or dtype, or one not left on the device, fails."""
    np = be.np
    r = apply_op(be, op, g)
    ref = {"plus": lambda: a + a, "times2": lambda: a * 2,
           "exp": lambda: np.exp(a), "mtimes": lambda: a @ a,
           "index": lambda: a[1:-1, :], "index_copy": lambda: a[1:-1, :],
           "sum": lambda: np.sum(a.ravel())}[op]()
    terms = {"mtimes": a.shape[0], "sum": a.size, "exp": 2}.get(op, 1)
    resident = isinstance(r, be.xp.ndarray) or (
        be.xp is np and isinstance(r, np.generic))   # numpy's 0-d sum
    r = be.down(r) if resident else r
    ref = np.asarray(ref)
    if not resident or r.shape != ref.shape or r.dtype != ref.dtype:
        print("** %s: the result is %s %s %s, numpy's %s %s" % (
            op, "an array of" if resident else "not an array:",
            getattr(r, "dtype", type(r)), getattr(r, "shape", ""),
            ref.dtype, ref.shape))
        err = float("inf")
    else:
        err = float(np.max(np.abs(r - ref)) / np.max(np.abs(ref)))
    ok = err <= 4 * terms * EPS
    if not ok:
        print("** %s on %dx%d: relative error %.3g against numpy's" % (
            op, a.shape[0], a.shape[1], err))
    return err, ok


def main(argv):
    o = parse(__doc__, argv, sizes=(str, "64,1000"), chain=(int, 4096),
                  steps=(int, 20), bandwidth=(int, 4096))
    be = Backend(o.numpy)
    np = be.np
    rows = []

    def measure(key, label, unit, fn):
        """One row from fn () -> (value, ops, lo, hi, err, ok); an
        exception gives a failed row.  The CSV is written after each."""
        try:
            rows.append(row(key, label, unit, *fn()))
        except Exception as e:  # noqa: BLE001 -- report it, go on
            print("** %s (%s): %s: %s" % (key, label, type(e).__name__, e))
            rows.append(row(key, label, unit, float("nan"), 0, float("nan"),
                            float("nan"), float("inf"), False))
        write_rows(o.csv, rows)

    # 1. The six operations, and the row slice's copy for context
    for n in [int(s) for s in o.sizes.split(",") if s]:
        a = 0.5 + np.random.default_rng(n).random((n, n))
        g = be.up(a)

        def one_op(op):
            err, ok = check_op(be, op, g, a)
            t, cnt, lo, hi = per_op(
                be, lambda c: loop_op(be, op, g, None, c), o.seconds, o.reps)
            return t * 1e6, cnt, lo * 1e6, hi * 1e6, err, ok
        for op, label in [(k, c) for k, c, _ in OPS] + [
                ("index_copy", "g[1:-1, :].copy ()")]:
            measure("%s_%d" % (op, n), label, "us",
                    lambda op=op: one_op(op))
        del g

    # 2. The chain of products (cuBLAS), for context
    def chain(n):
        rng = np.random.default_rng(1)
        a = rng.standard_normal((n, n)) / np.sqrt(n)
        b = rng.standard_normal((n, n)) / np.sqrt(n)
        ga, gb = be.up(a), be.up(b)
        c = be.down(ga @ gb)          # also the warm-up
        ref = a @ b
        err = float(np.max(np.abs(c - ref)) / np.max(np.abs(ref)))
        ts = []
        for _ in range(o.reps):
            x = gb
            be.sync()
            t0 = time.perf_counter()
            for _ in range(o.steps):
                x = ga @ x
            be.sync()
            ts.append((time.perf_counter() - t0) / o.steps)
        return (statistics.median(ts) * 1e3, o.steps, min(ts) * 1e3,
                max(ts) * 1e3, err, err <= 4 * n * EPS)
    if o.chain > 0:
        measure("chain_%d" % o.chain, "x = a @ x (cuBLAS)", "ms",
                lambda: chain(o.chain))

    # 3. The device's copy bandwidth, and g + h
    if o.bandwidth > 0:
        n = o.bandwidth
        rng = np.random.default_rng(2)
        a = rng.random((n, n))
        b = 0.5 + rng.random((n, n))
        g, h = be.up(a), be.up(b)

        def bandwidth(op, arrays):
            """GB/s of op counting ARRAYS arrays of n^2 doubles."""
            dst = h if op == "add2" else be.up(b)
            if op == "add2":
                ref = a + b
                r = be.down(g + h)
            else:
                ref = a
                loop_op(be, op, g, dst, 1)
                r = be.down(dst)
            err = float(np.max(np.abs(r - ref)) / np.max(np.abs(ref)))
            t, cnt, lo, hi = per_op(
                be, lambda c: loop_op(be, op, g, dst, c), o.seconds, o.reps)
            gbs = arrays * n * n * 8 / 1e9
            return gbs / t, cnt, gbs / hi, gbs / lo, err, err <= 4 * EPS
        for op, key, label, arrays in [
                ("add2", "add_bw", "g + h (3 arrays)", 3),
                ("copy", "copy_bw", "b[...] = a (2 arrays)", 2),
                ("memcpy", "memcpy_bw", "runtime.memcpyAsync (2 arrays)", 2)]:
            measure("%s_%d" % (key, n), label, "GB/s",
                    lambda op=op, arrays=arrays: bandwidth(op, arrays))
        del g, h

    write_rows(o.csv, rows)
    print("\nCuPy, %s\n" % be.name)
    print("%-16s %-36s %12s %-5s %7s %9s %5s" % (
        "key", "operation", "median", "unit", "ops", "check", "ok"))
    for r in rows:
        print("%-16s %-36s %12.4g %-5s %7d %9.2e %5d" % (
            r["key"], r["label"], float(r["value"]), r["unit"], r["ops"],
            float(r["err"]), r["ok"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
