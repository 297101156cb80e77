# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 The gputiled developers.
"""The CuPy side of bench/gpuarray_libs.m (issue 34, point 4): the same
calls on resident arrays with CuPy, measured the same way
(bench_cupy.per_op), into a CSV of the same columns, times in ms.

  python3 bench/gpuarray_libs_cupy.py CSV [--scale 1] [--seconds 0.3]
      [--reps 7] [--numpy]

An Octave n1 x n2 array is a C-order (n2, n1) array here, the same memory:
fft2 is cupy.fft.fft2; A \\ b is cupy.linalg.solve (a, b) with a the
transpose of the C-order array (the same matrix as Octave's); sort and
cumsum of a vector are cupy.sort and cupy.cumsum; conv2 (G, K) ("full")
is cupyx.scipy.signal.convolve2d (g, k) of the transposed arrays, whose
result is the transposed "full" result.  Each result is checked once
against numpy on the CPU (fft2 and conv2, through numpy's FFTs, within
8 eps log2 N of the largest element; the solve by its residual; sort
exactly; cumsum within n eps of the partial sums of abs).  --numpy runs
the same code with numpy on the CPU to check the script without a GPU
(its times mean nothing); --scale divides the lengths as the Octave
side's "Scale" does.
"""

import math
import sys

from bench_cupy import (Backend, failed_row, parse, per_op, print_rows, row,
                        write_rows)


def conv_full(xp, a, k):
    """The "full" 2-D convolution of a and k through FFTs (the reference,
    and the --numpy stand-in for convolve2d)."""
    s = (a.shape[0] + k.shape[0] - 1, a.shape[1] + k.shape[1] - 1)
    return xp.fft.irfft2(xp.fft.rfft2(a, s) * xp.fft.rfft2(k, s), s)


def lfilter_np(b, a, x, axis=-1):
    """Octave's filter (transposed direct form II) with numpy: the
    reference, and the --numpy stand-in for lfilter."""
    import numpy as np
    b = np.asarray(b, dtype=float) / a[0]
    a = np.asarray(a, dtype=float) / a[0]
    n = max(len(a), len(b))
    b = np.concatenate([b, np.zeros(n - len(b))])
    a = np.concatenate([a, np.zeros(n - len(a))])
    x = np.moveaxis(np.asarray(x, dtype=float), axis, -1)
    y = np.empty_like(x)
    z = np.zeros(x.shape[:-1] + (n - 1,))
    for t in range(x.shape[-1]):
        xt = x[..., t]
        yt = z[..., 0] + b[0] * xt if n > 1 else b[0] * xt
        for j in range(n - 2):
            z[..., j] = z[..., j + 1] + b[j + 1] * xt - a[j + 1] * yt
        if n > 1:
            z[..., n - 2] = b[n - 1] * xt - a[n - 1] * yt
        y[..., t] = yt
    return np.moveaxis(y, -1, axis)


def ops(be, nbins):
    xp = be.xp
    if xp is be.np:
        conv2 = lambda g, k: conv_full(xp, g, k)  # noqa: E731
        lfilter = lfilter_np
    else:
        from cupyx.scipy.signal import convolve2d, lfilter
        conv2 = lambda g, k: convolve2d(g, k)  # noqa: E731
    return {"fft2_c": lambda a: xp.fft.fft2(a[0]),
            "solve": lambda a: xp.linalg.solve(a[0], a[1]),
            "sort": lambda a: xp.sort(a[0]),
            "cumsum": lambda a: xp.cumsum(a[0]),
            "conv2": lambda a: conv2(a[0], a[1]),
            "u8_add": lambda a: a[0] + 10,
            "u8_scale": lambda a: (a[0] * 0.8).astype(xp.uint8),
            "u8_gt": lambda a: a[0] > 128,
            "u8_sum": lambda a: xp.asarray(xp.sum(a[0], dtype=xp.float64)),
            "interp1": lambda a: xp.interp(a[2], a[0], a[1]),
            "histc": lambda a: xp.histogram(a[0], bins=a[1])[0],
            "accum": lambda a: xp.bincount(a[0], weights=a[1],
                                           minlength=nbins),
            "fir": lambda a: lfilter(a[0], a[1], a[2]),
            "iir": lambda a: lfilter(a[0], a[1], a[2], axis=1)}


def check(np, key, args, r):
    """The error of r against numpy on args, and its bound."""
    a = args[0]
    if key == "fft2_c":
        ref = np.fft.fft2(a)
    elif key == "conv2":
        ref = conv_full(np, a, args[1])
    if key in ("fft2_c", "conv2"):
        if r.shape != ref.shape:
            return float("inf"), 0
        err = float(np.max(np.abs(r - ref)) / np.max(np.abs(ref)))
        return err, 8 * np.finfo(np.float64).eps * max(1, math.log2(a.size))
    if key == "solve":
        res = np.linalg.norm(a @ r - args[1])
        err = float(res / (np.linalg.norm(a, 1) * np.linalg.norm(r, 1)))
        return err, a.shape[0] * np.finfo(np.float64).eps
    if key == "sort":
        return float(not np.array_equal(r, np.sort(a))), 0
    if key == "interp1":
        ref = np.interp(args[2], args[0], args[1])
        return (float(np.max(np.abs(r - ref)) / np.max(np.abs(args[1]))),
                4 * np.finfo(np.float64).eps)
    if key == "histc":
        return float(not np.array_equal(
            r, np.histogram(a, bins=args[1])[0])), 0
    if key == "accum":
        ref = np.bincount(a, weights=args[1], minlength=r.size)
        scale = np.max(np.bincount(a, weights=np.abs(args[1]),
                                   minlength=r.size))
        return (float(np.max(np.abs(r - ref)) / scale),
                a.size / r.size * np.finfo(np.float64).eps)
    if key in ("fir", "iir"):
        if key == "fir":
            ref = np.convolve(args[2], args[0] / args[1][0])[:args[2].size]
        else:
            ref = lfilter_np(args[0], args[1], args[2], axis=1)
        return (float(np.max(np.abs(r - ref)) / np.max(np.abs(ref))),
                64 * np.finfo(np.float64).eps)
    if key.startswith("u8_"):
        ref = {"u8_add": lambda: a + 10,
               "u8_scale": lambda: (a * 0.8).astype(np.uint8),
               "u8_gt": lambda: a > 128,
               "u8_sum": lambda: np.sum(a, dtype=np.float64)}[key]()
        return float(not np.array_equal(r, ref)), 0
    err = float(np.max(np.abs(r - np.cumsum(a))
                       / np.maximum(np.cumsum(np.abs(a)), 1e-300)))
    return err, a.size * np.finfo(np.float64).eps


def main(argv):
    o = parse(__doc__, argv, scale=(float, 1))
    be = Backend(o.numpy)
    np = be.np
    rng = np.random.default_rng(34)
    n2 = max(8, round(4096 / o.scale))
    n1 = max(64, round(2 ** 26 / o.scale ** 2))
    k = max(3, round(15 / math.sqrt(o.scale)))

    def cz(n):
        return rng.standard_normal((n, n)) + 1j * rng.standard_normal((n, n))

    cases = [
        ("fft2_c", "fft2 (G), %d^2 complex double" % n2, lambda: [cz(n2)]),
        ("solve", "A \\ b, A %d^2 double" % n2,
         lambda: [rng.standard_normal((n2, n2)).T + math.sqrt(n2)
                  * np.eye(n2), rng.standard_normal(n2)]),
        ("sort", "sort (G), %d doubles" % n1,
         lambda: [rng.standard_normal(n1)]),
        ("cumsum", "cumsum (G), %d doubles" % n1,
         lambda: [rng.standard_normal(n1)]),
        ("conv2", "conv2 (G, K), %d^2 double, K %dx%d" % (n2, k, k),
         lambda: [rng.standard_normal((n2, n2)),
                  rng.standard_normal((k, k))]),
    ]
    u8 = lambda: [rng.integers(0, 256, (n2, n2), dtype=np.uint8)]  # noqa: E731
    cases += [
        ("u8_add", "g + 10, %d^2 uint8 (wraps)" % n2, u8),
        ("u8_scale", "(g * 0.8).astype(uint8), %d^2 uint8" % n2, u8),
        ("u8_gt", "g > 128, %d^2 uint8" % n2, u8),
        ("u8_sum", "sum (g, dtype=float64), %d^2 uint8" % n2, u8),
    ]
    nt = max(16, round(2 ** 16 / o.scale))
    ne = max(8, round(1001 / o.scale))
    nb = max(3, round(31 / math.sqrt(o.scale)))
    nr = max(16, round(4096 / o.scale))
    nc = max(4, round(1024 / o.scale))
    n4 = n1 // 4
    cases += [
        ("interp1", "cupy.interp, %d points, %d values" % (nt, n4),
         lambda: [np.arange(nt, dtype=float), rng.standard_normal(nt),
                  rng.random(n4) * (nt - 1)]),
        ("histc", "cupy.histogram, %d values, %d edges" % (n4, ne),
         lambda: [rng.standard_normal(n4), np.linspace(-4, 4, ne)]),
        ("accum", "cupy.bincount (weights), %d values, %d bins" % (n4, nt),
         lambda: [rng.integers(0, nt, n4), rng.standard_normal(n4)]),
        ("fir", "lfilter (b, 1, x), %d doubles, %d taps" % (n4, nb),
         lambda: [rng.standard_normal(nb) / nb, np.ones(1),
                  rng.standard_normal(n4)]),
        ("iir", "lfilter (b, a, X), %d x %d doubles, order 2" % (nr, nc),
         lambda: [np.array([0.2, 0.3, 0.2]), np.array([1, -0.5, 0.25]),
                  rng.standard_normal((nc, nr))]),
    ]
    table = ops(be, nt)
    rows = []
    for key, label, make in cases:
        try:
            args = make()
            g = [be.up(a) for a in args]
            op = table[key]
            r = op(g)
            resident = isinstance(r, be.xp.ndarray)
            err, bound = check(np, key, args, be.down(r))
            ok = resident and err <= bound
            if not ok:
                print("** %s: error %.3g against numpy's (bound %.3g)%s" % (
                    key, err, bound, "" if resident else ", not resident"))
            del r, args

            def run(n, op=op, g=g):
                for _ in range(n):
                    op(g)
                be.sync()

            t, cnt, lo, hi = per_op(be, run, o.seconds, o.reps)
            rows.append(row(key, label, "ms", t * 1e3, cnt, lo * 1e3,
                            hi * 1e3, err, ok))
            del g
        except Exception as e:  # noqa: BLE001 -- report it, go on
            print("** %s (%s): %s: %s" % (key, label, type(e).__name__, e))
            rows.append(failed_row(key, label, "ms"))
        write_rows(o.csv, rows)

    print_rows("CuPy library calls, %s" % be.name, "call", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
