#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The speed of resident arrays against CuPy (issue 33, point 6), in one run
# on the GPU machine: one Octave session times the six operations of the
# issue's table (H = G + G, G .* 2, exp (G), G * G, G(2:end-1, :),
# sum (G(:)) at 64x64 and 1000x1000 double), the chain of resident 4096
# double products against the kernel alone, and G + H on 4096^2 in GB/s
# (bench/gpuarray_ops.m); one Python session times the same in CuPy and
# the device's copy bandwidth (bench/gpuarray_ops_cupy.py); then the report:
# the ratios ours/CuPy (each at most 1, aim 0.7), kernel/chain (at least
# 0.95), G + H / device copy (at least 0.9), with verdicts, into
# DIR/gpuarray-ops.csv and DIR/gpuarray-ops.md, printed last.  About two
# minutes after the build; each session is cut off at 300 s, and the report
# is written from whatever they recorded.
#
#   source .octave-bundle/activate      # on the GPU machine (done here
#                                       # when octave-cli is not on PATH)
#   GPUTILED_BUILD_DIR=build bench/gpuarray_ops.sh [DIR]   a build tree
#     (built here, with every core, when it has no __gputiled_ga__.oct;
#     configured first, with GPUTILED_CMAKE_ARGS, when it has no
#     CMakeCache.txt)
#   GPUTILED_PKG_LIST=FILE bench/gpuarray_ops.sh [DIR]     an installed package
#   GPUTILED_OPS_CHECK=1 ...    a check of the scripts without a GPU: tiny
#     sizes, the core's host test backend, numpy for CuPy (times mean nothing)
set -uo pipefail
NAME=ops
. "$(dirname "$0")/gpuarray_setup.sh"

bench_sides GPUTILED_OPS_CHECK ", 'Sizes', [8 16], 'Seconds', 0.01, 'Reps', 3, 'Chain', 32, 'Bandwidth', 64, 'KernelBackend', 'cpu'" \
  "--sizes 8,16 --seconds 0.01 --reps 3 --chain 32 --bandwidth 64"

echo "== report"
$oct --eval "addpath ('$(pwd)/bench'); gpuarray_ops ('report', '$out/gpuarray-ops.csv', '$out/gpuarray-ops-ours.csv', '$out/gpuarray-ops-cupy.csv')" \
  | tee "$out/gpuarray-ops.md"
