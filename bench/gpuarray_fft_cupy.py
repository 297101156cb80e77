# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 The gputiled developers.
"""The CuPy side of bench/gpuarray_fft.m (issue 34): the same transforms
of resident arrays with cupy.fft, measured the same way, into a CSV of the
same columns (key,label,value,unit,ops,lo,hi,err,ok), times in ms.

  python3 bench/gpuarray_fft_cupy.py CSV [--scale 1] [--seconds 0.3]
      [--reps 7] [--numpy]

Octave's arrays are column-major: an Octave n1 x n2 x n3 array is a C-order
(n3, n2, n1) array here, so the same memory is transformed the same way:
fft (G) of a column is cupy.fft.fft of the vector, fft2 (G) of a square is
cupy.fft.fft2 (its two axes), fft (G, [], 2) of a square is axis 0 of the
C-order array (elements 4096 apart, neighbouring transforms neighbours),
and fft (G, [], 2) of an M x M x M array is axis 1.  Real input is given
to cupy.fft as it is (CuPy makes it complex first).  CuPy's result along
an axis other than the last is a strided view of a contiguous result
(CuPy copies the input with that axis last, transforms, and swaps the
axes of the result back); the _dense rows time it made contiguous with
cupy.ascontiguousarray, which is what an Octave array (ours) is.  Each result is checked
once against numpy.fft on the same data (relative error within
8 eps log2 N of the largest element) before it is timed; each time is the
median of --reps loops of N transforms with one synchronization after each
loop (N makes a loop last about --seconds), after a warm-up that makes
CuPy's plan (its plan cache is on, as by default).  --numpy runs the same
code with numpy on the CPU, to check the script without a GPU (its times
mean nothing); --scale divides the lengths.
"""

import math
import sys

from bench_cupy import Backend, parse, per_op, print_rows, row, write_rows



def apply_op(xp, op, g):
    if op == "fft":
        return xp.fft.fft(g)
    if op == "ifft":
        return xp.fft.ifft(g)
    if op == "fft2":
        return xp.fft.fft2(g)
    if op == "fft_axis0":
        return xp.fft.fft(g, axis=0)
    if op == "fft_axis1":
        return xp.fft.fft(g, axis=1)
    if op == "fft_axis0_dense":
        return xp.ascontiguousarray(xp.fft.fft(g, axis=0))
    if op == "fft_axis1_dense":
        return xp.ascontiguousarray(xp.fft.fft(g, axis=1))
    raise ValueError("unknown operation " + op)


def loop_op(be, op, g, n):
    xp = be.xp
    r = None
    if op == "fft":
        for _ in range(n):
            r = xp.fft.fft(g)
    elif op == "ifft":
        for _ in range(n):
            r = xp.fft.ifft(g)
    elif op == "fft2":
        for _ in range(n):
            r = xp.fft.fft2(g)
    elif op == "fft_axis0":
        for _ in range(n):
            r = xp.fft.fft(g, axis=0)
    elif op == "fft_axis1":
        for _ in range(n):
            r = xp.fft.fft(g, axis=1)
    elif op == "fft_axis0_dense":
        for _ in range(n):
            r = xp.ascontiguousarray(xp.fft.fft(g, axis=0))
    elif op == "fft_axis1_dense":
        for _ in range(n):
            r = xp.ascontiguousarray(xp.fft.fft(g, axis=1))
    be.sync()
    return r


def main(argv):
    o = parse(__doc__, argv, scale=(float, 1))
    be = Backend(o.numpy)
    np = be.np
    rng = np.random.default_rng(34)
    n1 = round(2 ** 20 / o.scale)
    n2 = round(4096 / o.scale)

    def cz(*shape):
        return rng.standard_normal(shape) + 1j * rng.standard_normal(shape)

    # key, label, data maker, operation, transformed extents (the bound)
    cases = [
        ("fft_c1d_%d" % n1, "fft (G), %d complex double" % n1,
         lambda: cz(n1), "fft", n1),
        ("ifft_c1d_%d" % n1, "ifft (G), %d complex double" % n1,
         lambda: cz(n1), "ifft", n1),
        ("fft_r1d_%d" % n1, "fft (G), %d real double" % n1,
         lambda: rng.standard_normal(n1), "fft", n1),
        ("fft2_r_%d" % n2, "fft2 (G), %d^2 real double" % n2,
         lambda: rng.standard_normal((n2, n2)), "fft2", n2 * n2),
        ("fft2_c_%d" % n2, "fft2 (G), %d^2 complex double" % n2,
         lambda: cz(n2, n2), "fft2", n2 * n2),
        ("fft_dim2_s_%d" % n2, "fft (G, [], 2), %d^2 real single" % n2,
         lambda: rng.standard_normal((n2, n2)).astype(np.float32),
         "fft_axis0", n2),
        ("fft_dim2_s_%d_dense" % n2,
         "the same, made contiguous (as ours is)",
         lambda: rng.standard_normal((n2, n2)).astype(np.float32),
         "fft_axis0_dense", n2),
    ]
    for m in [max(4, round(64 / o.scale)), max(8, round(256 / o.scale))]:
        cases.append(("fft_mid_c_%d" % m,
                      "fft (G, [], 2), %d^3 complex double" % m,
                      lambda m=m: cz(m, m, m), "fft_axis1", m))
        cases.append(("fft_mid_c_%d_dense" % m,
                      "the same, made contiguous (as ours is)",
                      lambda m=m: cz(m, m, m), "fft_axis1_dense", m))

    rows = []
    for key, label, make, op, n in cases:
        try:
            a = make()
            g = be.up(a)
            r = apply_op(be.xp, op, g)
            resident = isinstance(r, be.xp.ndarray)
            r = be.down(r)
            ref = apply_op(np, op, a)
            single = a.dtype == np.float32
            if single:
                ref = ref.astype(np.complex64)
            if be.xp is np:             # numpy's own dtype rules (--numpy)
                r = r.astype(ref.dtype)
            if not resident or r.shape != ref.shape or r.dtype != ref.dtype:
                print("** %s: the result is %s %s, numpy's %s %s" % (
                    key, r.dtype, r.shape, ref.dtype, ref.shape))
                err = float("inf")
            else:
                err = float(np.max(np.abs(r - ref)) / np.max(np.abs(ref)))
            eps = np.finfo(np.float32 if single else np.float64).eps
            ok = err <= 8 * eps * max(1, math.log2(n))
            if not ok:
                print("** %s: relative error %.3g against numpy's" % (
                    key, err))
            del r, ref, a
            t, cnt, lo, hi = per_op(
                be, lambda c, g=g: loop_op(be, op, g, c), o.seconds, o.reps)
            rows.append(row(key, label, "ms", t * 1e3, cnt, lo * 1e3,
                            hi * 1e3, err, ok))
            del g
        except Exception as e:  # noqa: BLE001 -- report it, go on
            print("** %s (%s): %s: %s" % (key, label, type(e).__name__, e))
            rows.append(row(key, label, "ms", float("nan"), 0, float("nan"),
                            float("nan"), float("inf"), False))
        write_rows(o.csv, rows)

    print_rows("CuPy FFTs, %s" % be.name, "transform", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
