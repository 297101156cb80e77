#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One GPU against several, from host arrays (issue 18), on a host with two
# or more GPUs (the nvidia-h200-x2 kind): gpu_tiled_mm of 8192 and 16384
# doubles and gpu_sum of 2^30 doubles on device 0, on devices 0 and 1 (and
# on all of them where there are more), then Octave's A*B with NVBLAS over
# every GPU (NVBLAS_GPU_LIST ALL) as the anchor, and the table with ratios
# and the targets (two GPUs >= 1.8x one).  About two minutes; each Octave
# session is cut off at 240 s and 120 s.  Results go to DIR (default
# bench-out/multi).
#
#   source .octave-bundle/activate      # on the GPU machine
#   GPUTILED_BUILD_DIR=build bench/multi_gpu.sh [DIR]   a build tree
#   GPUTILED_PKG_LIST=FILE bench/multi_gpu.sh [DIR]     an installed package
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:-bench-out/multi}
mkdir -p "$out"

. bench/octave_load.sh
nvidia-smi --query-gpu=index,name,memory.used,memory.total --format=csv,noheader || true
nproc

echo "== gputiled: one device, two, all"
timeout 240 $oct --eval "$load gpu_info (); multi_gpu_bench ('gputiled', '$out/multi-gputiled.csv')"

echo "== Octave with NVBLAS over every GPU"
nvblas_setup "$out"
timeout 120 $nvblas --eval "addpath ('$(pwd)/bench'); multi_gpu_bench ('nvblas', '$out/multi-nvblas.csv')"

echo "== report"
$oct --eval "addpath ('$(pwd)/bench'); multi_gpu_bench ('report', '$out/multi-gputiled.csv', '$out/multi-nvblas.csv')" | tee "$out/multi.md"
