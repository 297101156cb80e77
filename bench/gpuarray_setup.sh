# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 The gputiled developers.
#
# Sourced by the gpuArray benchmarks (gpuarray_ops.sh, gpuarray_fft.sh,
# gpuarray_libs.sh) after they set NAME (ops, fft, libs) and "$@": the
# output folder $out (the first argument, else bench-out/NAME) emptied of
# that benchmark's files, the project root as the current folder, Octave
# on PATH (.octave-bundle where it is not), the build tree
# GPUTILED_BUILD_DIR built when it has no __gputiled_ga__.oct (configured
# first, with GPUTILED_CMAKE_ARGS, when it has no CMakeCache.txt), and
# $load and $oct from octave_load.sh.
if [ -n "${1:-}" ]; then
  mkdir -p "$1"
  out=$(cd "$1" && pwd)
fi
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${out:-$(pwd)/bench-out/$NAME}
mkdir -p "$out"
rm -f "$out"/gpuarray-"$NAME"*.csv "$out/gpuarray-$NAME.md"

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

# bench_sides CHECKVAR CHECK_OPTS CHECK_PYOPTS: the two sides of benchmark
# $NAME, gpuarray_$NAME (CSV, OPTS) in Octave and gpuarray_${NAME}_cupy.py
# CSV PYOPTS, each cut off at 300 s, into $out/gpuarray-$NAME-ours.csv and
# -cupy.csv.  Where the variable CHECKVAR is set, a check of the scripts
# without a GPU: the options given (small sizes), the core's host test
# backend and numpy for CuPy (times mean nothing).
bench_sides () {
  local opts="" pyopts="" ld=$load
  if [ -n "${!1:-}" ]; then
    opts=$2 pyopts="--numpy $3"
    ld="$ld __gputiled__ ('test', 'host_device', true);"
  else
    nvidia-smi --query-gpu=name,memory.used,memory.total,clocks.sm,clocks.max.sm \
      --format=csv,noheader || true
  fi
  echo "== gputiled (Octave)"
  timeout -k 10 300 $oct --eval "$ld gpuarray_$NAME ('$out/gpuarray-$NAME-ours.csv'$opts)" \
    || echo "** the Octave session ended with status $?"
  echo "== CuPy"
  PYTHONUNBUFFERED=1 timeout -k 10 300 python3 "bench/gpuarray_${NAME}_cupy.py" \
    "$out/gpuarray-$NAME-cupy.csv" $pyopts \
    || echo "** the CuPy session ended with status $?"
}
