#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# On a machine with an NVIDIA GPU: what .ci/run does (clean build, tarball,
# pkg install into a throwaway prefix), then builds and runs the device
# checks (tests/device/array_index_check.cu, array_kernels_check.cu: the
# array kernels on the GPU against host references), then the README test
# command, insisting that no GPU test was skipped, runs the demos (their
# PNG plots land in the log directory), then the hardening scripts in
# tests/gpu/ (faults_gpu.m: injected and real device faults; large_gpu.m:
# arrays beyond 2^31 elements; soak_gpu.m: 10,000 checked calls and memory
# figures; soak_gpuarray.m: 10,000 cycles of resident arrays), then runs the
# kernels under compute-sanitizer (memcheck with leak check, racecheck,
# synccheck, initcheck) on the sanitize_*.m scripts of tests/gpu/.
#
#   tests/gpu.sh            (on the GPU machine; Octave, cmake and nvcc on PATH)
# Writes logs to $GPUTILED_LOG_DIR (default: build-gpu/logs); installs into
# $GPUTILED_PREFIX (default: a fresh temporary directory).
# GPUTILED_SKIP_SUITE=1 leaves out the tests and the demos (the device
# checks, quick to run, run all the same); GPUTILED_SKIP_HARDENING=1 leaves
# out the hardening scripts (about three minutes), for a re-check when
# device time is short; GPUTILED_SANITIZE names the sanitizer scripts to run
# (default: all five).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
build=$root/build-gpu
logs=${GPUTILED_LOG_DIR:-$build/logs}
export PATH=$PATH:/usr/local/cuda/bin

rm -rf "$build"
mkdir -p "$build" "$logs"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader \
  | tee "$logs/device.txt"

echo "== configure, tarball"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release > "$logs/cmake.log"
# The device checks (tests/device/) link the core, which pkg install builds
# in its own tree: build them meanwhile, in a tree of their own.
checks=$build/device-checks
( cmake -S . -B "$checks" -DCMAKE_BUILD_TYPE=Release \
    && cmake --build "$checks" --parallel \
         --target array_index_check array_kernels_check ) \
  > "$logs/device-checks-build.log" 2>&1 &
checks_pid=$!
cmake --build "$build" --target dist > "$logs/dist.log"
tarball=$(ls "$build"/gputiled-*.tar.gz)

echo "== pkg install $(basename "$tarball") into a throwaway prefix"
prefix=${GPUTILED_PREFIX:-$(mktemp -d)}
octave-cli --norc --no-history --eval "pkg ('prefix', '$prefix/share', '$prefix/lib'); pkg ('local_list', '$prefix/octave_packages'); pkg ('install', '-local', '$tarball')" \
  > "$logs/install.log" 2>&1 || { cat "$logs/install.log"; exit 1; }
mex=$(find "$prefix" -name '__gputiled__.mex')
echo "installed: $mex"
if ldd "$mex" | grep -q libcudart; then
  echo "FAIL: the .mex links libcudart dynamically"; exit 1
fi
export GPUTILED_PKG_LIST=$prefix/octave_packages

# The device checks: each prints "N passed, M failed" last and exits
# non-zero on a failure.  Quick to run, so they run even with
# GPUTILED_SKIP_SUITE.
echo "== device checks (tests/device/)"
if ! wait "$checks_pid"; then
  tail -n 40 "$logs/device-checks-build.log"
  echo "FAIL: the device checks did not build (log:" \
       "$logs/device-checks-build.log)"; exit 1
fi
for check in array_index_check array_kernels_check; do
  log="$logs/$check.log"
  if "$checks/$check" > "$log" 2>&1; then
    echo "$check: $(tail -n 1 "$log")"
  else
    grep -a '^FAIL' "$log" | head -n 40 || true
    tail -n 5 "$log"
    echo "FAIL: device check $check (log: $log)"; exit 1
  fi
done

# Headless plots need gnuplot; bring the bundle's where the machine has none.
source tests/gnuplot-env.sh
command -v gnuplot > /dev/null || echo "warning: no gnuplot: plot tests will fail"

summary="(suite skipped)"
if [ -n "${GPUTILED_SKIP_SUITE:-}" ]; then
  echo "== tests and demos skipped (GPUTILED_SKIP_SUITE): not a full verification"
else
echo "== tests"
set +e
tests/run.sh 2>&1 | tee "$logs/tests.log"
rc=${PIPESTATUS[0]}
set -e
summary=$(tail -n 1 "$logs/tests.log")
skipped=$(echo "$summary" | sed -n 's/.* \([0-9]*\) skipped$/\1/p')
if [ "$rc" != 0 ]; then echo "FAIL: tests failed: $summary"; exit 1; fi
# The multi-device tests need two GPUs: skipped (and counted) on one.
multi=$(sed -n 's/^ *multi_gpu\.tst .*, \([0-9]*\) skipped .*/\1/p' "$logs/tests.log")
ngpu=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU' || true)
if [ "${ngpu:-0}" -lt 2 ] && [ -n "$multi" ] && [ "$multi" != 0 ]; then
  echo "($multi multi-device tests need two GPUs; $ngpu here)"
  skipped=$((skipped - multi))
fi
if [ "$skipped" != 0 ]; then echo "FAIL: $skipped tests skipped on a GPU machine"; exit 1; fi

echo "== demos"
octave-cli --norc --no-history --no-window-system \
  --eval "pkg ('local_list', '$GPUTILED_PKG_LIST'); pkg ('load', 'gputiled'); gpu_info (); demo ('gpu_tiled_mm', 1); cd ('$logs'); demo ('gpu_bandwidth', 1); demo ('gpu_tiled_bench', 1); demo ('gpu_reduce_bench', 1)" \
  2>&1 | tee "$logs/demo.log"

fi
hard_fail=0
hardening="faults_gpu large_gpu soak_gpu soak_gpuarray"
if [ -n "${GPUTILED_SKIP_HARDENING:-}" ]; then
  echo "== hardening skipped (GPUTILED_SKIP_HARDENING)"
  hardening=""
else
  echo "== hardening: device faults, large arrays, soak"
fi
for script in $hardening; do
  log="$logs/$script.log"
  # Eager module loading: the soak's device-memory reading then sees no
  # kernel being loaded for the first time halfway through.
  if CUDA_MODULE_LOADING=EAGER octave-cli --norc --no-history --no-window-system \
       tests/gpu/$script.m > "$log" 2>&1; then
    grep -a -E "^($script|soak|  after)" "$log"
  else
    echo "$script: FAILED"; tail -n 40 "$log"; hard_fail=1
  fi
done
[ $hard_fail = 0 ] || echo "FAIL: hardening (the sanitizer runs all the same)"

echo "== compute-sanitizer"
san_fail=0
# GPUTILED_SANITIZE: the scripts to run (default: all of them).
for script in ${GPUTILED_SANITIZE:-sanitize_mm sanitize_mm_complex sanitize_reduce sanitize_bandwidth sanitize_gpuarray}; do
for tool in memcheck racecheck synccheck initcheck; do
  extra=""
  log="$logs/sanitizer-$script-$tool.log"
  [ "$tool" = memcheck ] && extra="--leak-check full"
  [ "$tool" = racecheck ] && extra="--racecheck-report all"
  # GPUTILED_SANITIZER_TOOL tells the script which tool watches it (see
  # sanitize_gpuarray.m: what synccheck cannot run).
  if GPUTILED_SANITIZER_TOOL=$tool \
     compute-sanitizer --tool $tool $extra --error-exitcode 99 \
       --target-processes all \
       octave-cli --norc --no-history --no-window-system tests/gpu/$script.m \
       > "$log" 2>&1; then
    echo "$script $tool: $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY' "$log" | tr '\n' ' ') $(grep -h ' checked$' "$log")"
  else
    echo "$script $tool: FAILED"; tail -n 40 "$log"; san_fail=1
  fi
done
done
[ $san_fail = 0 ] || { echo "FAIL: compute-sanitizer"; exit 1; }
[ $hard_fail = 0 ] || exit 1
echo "== gpu.sh: all passed; $summary"
