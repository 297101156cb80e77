#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The engine's figures from the Octave prompt, each a ratio against a
# reference measured in the same run, with targets and verdicts
# (bench/engine_bench.m; notes in bench/e2e.md).  Runs, in this order:
# the pinned link bandwidths (pcie_bench); one Octave session timing
# gpu_tiled_mm, Octave's A*B (OpenBLAS) and gpu_tiled_mm's cuBLAS path;
# a second session with NVBLAS preloaded timing a 4096 double A*B; then the
# report: DIR/engine.csv and a markdown table, printed last.  About two
# minutes; each Octave session is cut off by a time limit (300 s and 90 s),
# and the report is written from whatever they recorded.
#
#   GPUTILED_BUILD_DIR=build bench/engine.sh [DIR]     a build tree
#   GPUTILED_PKG_LIST=FILE bench/engine.sh [DIR]       an installed package
#   GPUTILED_GEMM_CSV=FILE                             optional: a CSV of
#     `gemm_bench --sweep --csv FILE` from the same build and GPU, for the
#     kernel-only times of item 4 (gemm_bench cannot run one size alone)
set -euo pipefail
gemm=""
if [ -n "${GPUTILED_GEMM_CSV:-}" ]; then
  gemm=$(realpath "$GPUTILED_GEMM_CSV")
fi
if [ -n "${1:-}" ]; then
  mkdir -p "$1"
  out=$(cd "$1" && pwd)
fi
cd "$(dirname "$0")/.."
out=${out:-$(pwd)/bench-out}
mkdir -p "$out"
rm -f "$out/engine-gputiled.csv" "$out/engine-nvblas.csv" "$out/engine.csv"
build=${GPUTILED_BUILD_DIR:-build}
# Without the link's figures the PCIe-bound rows read MISSING; the rest runs.
if { [ -f "$build/CMakeCache.txt" ] \
       || cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release > /dev/null; } \
   && cmake --build "$build" --target pcie_bench > /dev/null \
   && read -r h2d d2h h2dp d2hp < <("$build/pcie_bench"); then
  echo "link: pinned h2d $h2d GB/s, d2h $d2h GB/s; pageable h2d $h2dp, d2h $d2hp GB/s"
else
  echo "** no link bandwidths (pcie_bench did not build or run)"
  h2d=NaN d2h=NaN
fi

. bench/octave_load.sh

echo "== gputiled, Octave (OpenBLAS) and cuBLAS"
timeout -k 10 300 $oct --eval "$load gpu_info (); engine_bench ('gputiled', '$out/engine-gputiled.csv')" \
  || echo "** the gputiled session ended with status $?"

echo "== Octave with NVBLAS"
nvblas_setup "$out"
timeout -k 10 90 $nvblas --eval "addpath ('$(pwd)/bench'); engine_bench ('nvblas', '$out/engine-nvblas.csv')" \
  || echo "** the NVBLAS session ended with status $?"

echo "== report"
$oct --eval "addpath ('$(pwd)/bench'); engine_bench ('report', '$out/engine.csv', '$out/engine-gputiled.csv', '$out/engine-nvblas.csv', $h2d, $d2h, '$gemm')"
