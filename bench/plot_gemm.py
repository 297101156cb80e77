#!/usr/bin/env python3
"""Plot bench/gemm_bench CSV output: TFLOP/s against n for the square
shapes, one line per kernel, single and double side by side.

    python3 bench/plot_gemm.py ladder.csv [sweep.csv ...] -o gemm.png
"""
import argparse
import csv
from collections import defaultdict

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv", nargs="+")
    ap.add_argument("-o", "--out", default="gemm.png")
    args = ap.parse_args()

    lines = defaultdict(dict)  # (class, kernel) -> {n: tflops}
    device = ""
    for path in args.csv:
        with open(path) as f:
            for row in csv.DictReader(f):
                if row["check"] != "ok":
                    continue
                m, n, k = int(row["m"]), int(row["n"]), int(row["k"])
                if not (m == n == k) or n & (n - 1):
                    continue  # square powers of two only
                device = row["device"]
                name = row["kernel"].split("/")[0]
                key = (row["class"], name)
                # keep the best configuration of a kernel at each size
                v = float(row["tflops"])
                lines[key][n] = max(v, lines[key].get(n, 0.0))

    fig, axes = plt.subplots(1, 2, figsize=(12, 4.8), sharey=True)
    for ax, cls in zip(axes, ("single", "double")):
        for (c, name), pts in sorted(lines.items()):
            if c != cls:
                continue
            ns = sorted(pts)
            style = "--" if name == "cublas" else "-"
            ax.plot(ns, [pts[n] / 1.0 * 1000 for n in ns], style, marker="o",
                    label=name)
        ax.set_xscale("log", base=2)
        ax.set_xlabel("n (M = N = K)")
        ax.set_title(f"{cls} precision")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8)
    axes[0].set_ylabel("GFLOP/s (kernel time)")
    fig.suptitle(f"gputiled GEMM kernels on {device}")
    fig.tight_layout()
    fig.savefig(args.out, dpi=110)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
