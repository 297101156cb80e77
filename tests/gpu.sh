#!/bin/bash
# On a machine with an NVIDIA GPU: what .ci/run does (clean build, tarball,
# pkg install into a throwaway prefix, the README test command), then insists
# that no GPU test was skipped, then runs the kernels under compute-sanitizer
# (memcheck with leak check, racecheck, synccheck, initcheck).
#
#   tests/gpu.sh            (on the GPU machine; Octave, cmake and nvcc on PATH)
# Writes logs to $GPUTILED_LOG_DIR (default: build-gpu/logs).
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
cmake --build "$build" --target dist > "$logs/dist.log"
tarball=$(ls "$build"/gputiled-*.tar.gz)

echo "== pkg install $(basename "$tarball") into a throwaway prefix"
prefix=$(mktemp -d)
octave-cli --norc --no-history --eval "pkg ('prefix', '$prefix/share', '$prefix/lib'); pkg ('local_list', '$prefix/octave_packages'); pkg ('install', '-local', '$tarball')" \
  > "$logs/install.log" 2>&1 || { cat "$logs/install.log"; exit 1; }
mex=$(find "$prefix" -name '__gputiled__.mex')
echo "installed: $mex"
if ldd "$mex" | grep -q libcudart; then
  echo "FAIL: the .mex links libcudart dynamically"; exit 1
fi
export GPUTILED_PKG_LIST=$prefix/octave_packages

echo "== tests"
set +e
tests/run.sh 2>&1 | tee "$logs/tests.log"
rc=${PIPESTATUS[0]}
set -e
summary=$(tail -n 1 "$logs/tests.log")
skipped=$(echo "$summary" | sed -n 's/.* \([0-9]*\) skipped$/\1/p')
if [ "$rc" != 0 ]; then echo "FAIL: tests failed: $summary"; exit 1; fi
if [ "$skipped" != 0 ]; then echo "FAIL: $skipped tests skipped on a GPU machine"; exit 1; fi

echo "== demo"
octave-cli --norc --no-history --no-window-system \
  --eval "pkg ('local_list', '$GPUTILED_PKG_LIST'); pkg ('load', 'gputiled'); gpu_info (); demo ('gpu_tiled_mm', 1)" \
  2>&1 | tee "$logs/demo.log"

echo "== compute-sanitizer"
san_fail=0
for tool in memcheck racecheck synccheck initcheck; do
  extra=""
  [ "$tool" = memcheck ] && extra="--leak-check full"
  [ "$tool" = racecheck ] && extra="--racecheck-report all"
  if compute-sanitizer --tool $tool $extra --error-exitcode 99 \
       --target-processes all \
       octave-cli --norc --no-history --no-window-system \
       --eval "run ('tests/sanitize_mm.m'); run ('tests/sanitize_reduce.m')" \
       > "$logs/sanitizer-$tool.log" 2>&1; then
    echo "$tool: $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY' "$logs/sanitizer-$tool.log" | tr '\n' ' ') $(grep -h 'products checked\|reductions checked' "$logs/sanitizer-$tool.log" | tr '\n' ' ')"
  else
    echo "$tool: FAILED"; tail -n 40 "$logs/sanitizer-$tool.log"; san_fail=1
  fi
done
[ $san_fail = 0 ] || { echo "FAIL: compute-sanitizer"; exit 1; }
echo "== gpu.sh: all passed; $summary"
