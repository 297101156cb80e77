#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 The gputiled developers.
#
# The speed of the gpuArray functions on CUDA's libraries against CuPy
# (issue 34, point 4), in one run on the GPU machine: one Octave session
# times fft2 of a 4096^2 complex double, A \ b with a 4096^2 double A,
# sort and cumsum of 2^26 doubles and conv2 of a 4096^2 image with a 15x15
# kernel (bench/gpuarray_libs.m); one Python session times CuPy's
# equivalents (bench/gpuarray_libs_cupy.py); then the report: ours / CuPy
# against each target, into DIR/gpuarray-libs.md, printed last.  A few
# minutes after the build (Octave's host checks of the 4096^2 solve and
# conv2 take seconds); each session is cut off at 300 s, and the report is
# written from whatever they recorded.
#
#   source .octave-bundle/activate      # on the GPU machine (done here
#                                       # when octave-cli is not on PATH)
#   GPUTILED_BUILD_DIR=build bench/gpuarray_libs.sh [DIR]   a build tree
#     (built here, with every core, when it has no __gputiled_ga__.oct;
#     configured first, with GPUTILED_CMAKE_ARGS, when it has no
#     CMakeCache.txt)
#   GPUTILED_PKG_LIST=FILE bench/gpuarray_libs.sh [DIR]     an installed package
#   GPUTILED_LIBS_CHECK=1 ...    a check of the scripts without a GPU: small
#     sizes, the core's host test backend, numpy for CuPy (times mean nothing)
set -uo pipefail
NAME=libs
. "$(dirname "$0")/gpuarray_setup.sh"

bench_sides GPUTILED_LIBS_CHECK ", 'Scale', 64, 'Seconds', 0.01, 'Reps', 3" \
  "--scale 64 --seconds 0.01 --reps 3"

echo "== report"
$oct --eval "addpath ('$(pwd)/bench'); gpuarray_libs ('report', '$out/gpuarray-libs.md', '$out/gpuarray-libs-ours.csv', '$out/gpuarray-libs-cupy.csv')"
