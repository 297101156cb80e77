# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 The gputiled developers.
"""What the CuPy sides of the gpuArray benchmarks share
(gpuarray_ops_cupy.py, gpuarray_fft_cupy.py, gpuarray_libs_cupy.py): one
face over cupy on the GPU or numpy on the CPU (--numpy, a check of a
script without a GPU), the timer, and the rows of the CSV that the
Octave side (bench/private/bench_read_rows.m) reads:
key,label,value,unit,ops,lo,hi,err,ok.  The timer is the Octave side's
(bench/private/bench_per_op.m): a warm-up, N operations chosen so that a
loop lasts about SECONDS, then the median, fastest and slowest of REPS
loops, each ended by one synchronization.
"""

import argparse
import csv
import ctypes
import statistics
import time

COLUMNS = ["key", "label", "value", "unit", "ops", "lo", "hi", "err", "ok"]


class Backend:
    """cupy on the GPU, or numpy on the CPU (--numpy) behind one face."""

    def __init__(self, use_numpy):
        import numpy
        self.np = numpy
        if use_numpy:
            self.xp = numpy
            self.name = "numpy on the CPU (a check of the script; no GPU)"
        else:
            import cupy
            self.xp = cupy
            props = cupy.cuda.runtime.getDeviceProperties(
                cupy.cuda.Device().id)
            name = props["name"]
            self.name = name.decode() if isinstance(name, bytes) else name
            self.name += ", CuPy " + cupy.__version__

    def sync(self):
        if self.xp is not self.np:
            self.xp.cuda.Device().synchronize()

    def up(self, a):
        return self.xp.asarray(a)

    def down(self, g):
        if self.xp is self.np:
            return g
        return self.xp.asnumpy(g)

    def memcpy(self, dst, src):
        """One device-to-device copy of src into dst, on the current
        stream (asynchronous, as b[...] = a is)."""
        if self.xp is self.np:
            ctypes.memmove(dst.ctypes.data, src.ctypes.data, src.nbytes)
            return
        rt = self.xp.cuda.runtime
        rt.memcpyAsync(dst.data.ptr, src.data.ptr, src.nbytes,
                       rt.memcpyDeviceToDevice,
                       self.xp.cuda.get_current_stream().ptr)


def parse(doc, argv, **extra):
    """The options every CuPy side takes (CSV, --seconds, --reps,
    --numpy) and EXTRA's (name=(type, default)), parsed from ARGV; the
    first paragraph of DOC describes the script."""
    p = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    p.add_argument("csv")
    for name, (kind, default) in extra.items():
        p.add_argument("--" + name, type=kind, default=default)
    p.add_argument("--seconds", type=float, default=0.3)
    p.add_argument("--reps", type=int, default=7)
    p.add_argument("--numpy", action="store_true")
    return p.parse_args(argv)


def per_op(be, run, seconds, reps):
    """Seconds per operation of run(N) (N operations, then a
    synchronization): the median, fastest and slowest of REPS loops of N
    operations, N chosen for a loop of about SECONDS, after a warm-up."""
    run(1)
    run(1)
    n = 1
    while True:  # a loop of about SECONDS / 10, the faster of two
        e = float("inf")
        for _ in range(2):
            t0 = time.perf_counter()
            run(n)
            e = min(e, time.perf_counter() - t0)
        if e >= seconds / 10 or n >= 10 ** 7:
            break
        n *= 4
    n = max(1, round(n * seconds / max(e, 1e-9)))
    ts = []
    for _ in range(reps):
        be.sync()
        t0 = time.perf_counter()
        run(n)
        ts.append((time.perf_counter() - t0) / n)
    return statistics.median(ts), n, min(ts), max(ts)


def row(key, label, unit, value, ops, lo, hi, err, ok):
    return {"key": key, "label": label, "value": "%.6g" % value,
            "unit": unit, "ops": ops, "lo": "%.6g" % lo, "hi": "%.6g" % hi,
            "err": "%.3g" % err, "ok": int(bool(ok))}


def failed_row(key, label, unit):
    nan = float("nan")
    return row(key, label, unit, nan, 0, nan, nan, float("inf"), False)


def write_rows(path, rows):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)


def print_rows(title, head, rows):
    """The rows as a table on the screen, under TITLE; HEAD names the
    label column."""
    w = max([len(head)] + [len(r["label"]) for r in rows])
    k = max([3] + [len(r["key"]) for r in rows])
    print("\n%s\n" % title)
    print("%-*s %-*s %10s %-5s %7s %9s %3s" % (
        k, "key", w, head, "median", "unit", "ops", "check", "ok"))
    for r in rows:
        print("%-*s %-*s %10.4g %-5s %7d %9.2e %3d" % (
            k, r["key"], w, r["label"], float(r["value"]), r["unit"],
            r["ops"], float(r["err"]), r["ok"]))
