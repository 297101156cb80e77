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
if [ -n "${1:-}" ]; then
  mkdir -p "$1"
  out=$(cd "$1" && pwd)
fi
cd "$(dirname "$0")/.."
out=${out:-$(pwd)/bench-out/ops}
mkdir -p "$out"
rm -f "$out"/gpuarray-ops*.csv "$out/gpuarray-ops.md"

if ! command -v octave-cli > /dev/null 2>&1 && [ -f .octave-bundle/activate ]; then
  source .octave-bundle/activate
fi
if [ -n "${GPUTILED_BUILD_DIR:-}" ] && [ ! -f "$GPUTILED_BUILD_DIR/__gputiled_ga__.oct" ]; then
  build=$GPUTILED_BUILD_DIR
  echo "== build ($build; log in $out/build.log)"
  if ! { { [ -f "$build/CMakeCache.txt" ] \
             || cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
                  ${GPUTILED_CMAKE_ARGS:-}; } \
         && cmake --build "$build" -j "$(nproc)"; } > "$out/build.log" 2>&1; then
    tail -n 40 "$out/build.log"
    echo "** the build failed"
    exit 1
  fi
fi

. bench/octave_load.sh

if [ -n "${GPUTILED_OPS_CHECK:-}" ]; then
  opts=", 'Sizes', [8 16], 'Seconds', 0.01, 'Reps', 3, 'Chain', 32, 'Bandwidth', 64, 'KernelBackend', 'cpu'"
  pyopts="--numpy --sizes 8,16 --seconds 0.01 --reps 3 --chain 32 --bandwidth 64"
  load="$load __gputiled__ ('test', 'host_device', true);"
else
  opts="" pyopts=""
  nvidia-smi --query-gpu=name,memory.used,memory.total,clocks.sm,clocks.max.sm \
    --format=csv,noheader || true
fi

echo "== gputiled (Octave)"
timeout -k 10 300 $oct --eval "$load gpuarray_ops ('$out/gpuarray-ops-ours.csv'$opts)" \
  || echo "** the Octave session ended with status $?"

echo "== CuPy"
PYTHONUNBUFFERED=1 timeout -k 10 300 python3 bench/gpuarray_ops_cupy.py \
  "$out/gpuarray-ops-cupy.csv" $pyopts \
  || echo "** the CuPy session ended with status $?"

echo "== report"
$oct --eval "addpath ('$(pwd)/bench'); gpuarray_ops ('report', '$out/gpuarray-ops.csv', '$out/gpuarray-ops-ours.csv', '$out/gpuarray-ops-cupy.csv')" \
  | tee "$out/gpuarray-ops.md"
