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
NAME=fft
. "$(dirname "$0")/gpuarray_setup.sh"

bench_sides GPUTILED_FFT_CHECK ", 'Scale', 256, 'Seconds', 0.01, 'Reps', 3" \
  "--scale 256 --seconds 0.01 --reps 3"

echo "== report"
$oct --eval "addpath ('$(pwd)/bench'); gpuarray_fft ('report', '$out/gpuarray-fft.md', '$out/gpuarray-fft-ours.csv', '$out/gpuarray-fft-cupy.csv')"
