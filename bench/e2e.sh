#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# End-to-end speed from the Octave prompt, on the GPU machine (issue: beat
# NVBLAS).  Runs, in this order: the pinned/pageable link bandwidths; one
# Octave session timing gpu_tiled_mm and Octave's A*B (OpenBLAS); a second
# session with NVBLAS preloaded timing A*B; then the table with ratios and
# the PCIe bound.  Results go to DIR (default bench-out/).
#
#   GPUTILED_BUILD_DIR=build bench/e2e.sh [DIR]     a build tree
#   GPUTILED_PKG_LIST=FILE bench/e2e.sh [DIR]       an installed package
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-bench-out}
mkdir -p "$out"
build=${GPUTILED_BUILD_DIR:-build}
[ -f "$build/CMakeCache.txt" ] || cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release > /dev/null
cmake --build "$build" --target pcie_bench > /dev/null
read -r h2d d2h h2dp d2hp < <("$build/pcie_bench")
echo "link: pinned h2d $h2d GB/s, d2h $d2h GB/s; pageable h2d $h2dp, d2h $d2hp GB/s"

. bench/octave_load.sh

echo "== gputiled and Octave (OpenBLAS)"
# Eager module loading: the driver loads each kernel's code at the start,
# not at its first launch, so the memory soak's readings (after 100 and
# after 10,000 calls) see no kernel code arriving in between.
CUDA_MODULE_LOADING=EAGER \
  $oct --eval "$load gpu_info (); e2e_bench ('gputiled', '$out/e2e-gputiled.csv')"

echo "== Octave with NVBLAS"
nvblas_setup "$out"
$nvblas --eval "addpath ('$(pwd)/bench'); e2e_bench ('octave', '$out/e2e-nvblas.csv')"

echo "== report"
$oct --eval "addpath ('$(pwd)/bench'); e2e_bench ('report', '$out/e2e.csv', '$out/e2e-gputiled.csv', '$out/e2e-nvblas.csv', $h2d, $d2h)"
