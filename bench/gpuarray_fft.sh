#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 The gputiled developers.
#
# The speed of gpuArray FFTs against CuPy (issue 34), in one run on the GPU
# machine: one Octave session times fft of a resident 2^20 complex double
# vector (and its ifft, and a real one), fft2 of 4096^2 real and complex
# double, fft along dimension 2 of a 4096^2 single, and fft along the middle
# dimension of 64^3 and 256^3 complex double arrays with each layout of the
# engine (bench/gpuarray_fft.m); one Python session times the same with
# cupy.fft (bench/gpuarray_fft_cupy.py); then the report: ours / CuPy for
# each (target: at most 1), into DIR/gpuarray-fft.md, printed last.  About a
# minute after the build; each session is cut off at 300 s, and the report is
# written from whatever they recorded.
#
#   source .octave-bundle/activate      # on the GPU machine (done here
#                                       # when octave-cli is not on PATH)
#   GPUTILED_BUILD_DIR=build bench/gpuarray_fft.sh [DIR]   a build tree
#     (built here, with every core, when it has no __gputiled_ga__.oct;
#     configured first, with GPUTILED_CMAKE_ARGS, when it has no
#     CMakeCache.txt)
#   GPUTILED_PKG_LIST=FILE bench/gpuarray_fft.sh [DIR]     an installed package
#   GPUTILED_FFT_CHECK=1 ...    a check of the scripts without a GPU: small
#     sizes, the core's host test backend, numpy for CuPy (times mean nothing)
set -uo pipefail
if [ -n "${1:-}" ]; then
  mkdir -p "$1"
  out=$(cd "$1" && pwd)
fi
cd "$(dirname "$0")/.."
out=${out:-$(pwd)/bench-out/fft}
mkdir -p "$out"
rm -f "$out"/gpuarray-fft*.csv "$out/gpuarray-fft.md"

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

if [ -n "${GPUTILED_FFT_CHECK:-}" ]; then
  opts=", 'Scale', 256, 'Seconds', 0.01, 'Reps', 3"
  pyopts="--numpy --scale 256 --seconds 0.01 --reps 3"
  load="$load __gputiled__ ('test', 'host_device', true);"
else
  opts="" pyopts=""
  nvidia-smi --query-gpu=name,memory.used,memory.total,clocks.sm,clocks.max.sm \
    --format=csv,noheader || true
fi

echo "== gputiled (Octave)"
timeout -k 10 300 $oct --eval "$load gpuarray_fft ('$out/gpuarray-fft-ours.csv'$opts)" \
  || echo "** the Octave session ended with status $?"

echo "== CuPy"
PYTHONUNBUFFERED=1 timeout -k 10 300 python3 bench/gpuarray_fft_cupy.py \
  "$out/gpuarray-fft-cupy.csv" $pyopts \
  || echo "** the CuPy session ended with status $?"

echo "== report"
$oct --eval "addpath ('$(pwd)/bench'); gpuarray_fft ('report', '$out/gpuarray-fft.md', '$out/gpuarray-fft-ours.csv', '$out/gpuarray-fft-cupy.csv')"
