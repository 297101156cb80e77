#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The CPU path under valgrind memcheck, in two parts, each one Octave under
# memcheck; fails on any error or leak whose stack passes through the
# package's own code.  Octave's own leaks and errors, and the CUDA
# runtime's, are counted and ignored.
#  1. Host arrays: builds the package without CUDA (-O2 -g, in
#     build-valgrind/), then runs the bad-input suite, a soak of the
#     products and reductions, a round of the copy threads' self-check, a
#     fuzz run and info structs of a hundred launch shapes (the gateway
#     keeps and drops Octave values for them).  About five minutes on two
#     cores, the build (one and a half) included.
#  2. The gpuArray type, where CMake finds nvcc: a CUDA build (-O2 -g,
#     compute_75 PTX only, in build-valgrind-cuda/; no GPU code runs)
#     whose core has the test-only host backend, switched on; then the
#     suites gpuarray_index, gpuarray_native and gpuarray_funcs (in
#     tests/suites/; their helpers: tests/lib/) and last
#     tests/host/valgrind_gpuarray.m (creation, operators, mappers, indexing,
#     assignment, concatenation, reductions, save/load, display, the host
#     fallback, injected allocation failures, gpu_reset; no live buffer at
#     the end).  About eight minutes on two cores: two and a half to build,
#     six under memcheck (the script alone: one).  Without nvcc this part
#     is skipped, with a line saying so.
# Our code: gw_*.c, gt_*.c and the core's other C files, mex/rules'
# octave_*.c, mex/gpuarray's ga_*.cc, the .cu and .cuh files (the host
# backend, the engine), their headers, and frames in our .mex, .oct files
# or core library that have no line.  The type's registration with
# Octave's type table (once a session; Octave keeps it for good, its bug
# #53156, and the oct-file is never unloaded) is not a leak of ours.
#
#   tests/valgrind.sh            (needs valgrind: apt-get install valgrind)
#   GPUTILED_VALGRIND_SUITES="..." tests/valgrind.sh   (other suites for
#       part 2; "" for the script alone; gpuarray_ops adds 13 minutes)
# Writes the full logs, valgrind.log and valgrind-gpuarray.log, to
# $GPUTILED_LOG_DIR (default: build-valgrind/).
set -euo pipefail
cd "$(dirname "$0")/.."
build=build-valgrind
logs=${GPUTILED_LOG_DIR:-$build}
command -v valgrind > /dev/null || { echo "valgrind.sh: no valgrind"; exit 1; }

# Runs Octave under memcheck with the script $2, the log in $1; then splits
# the log into records (blank "==PID== " lines) and keeps those with a frame
# in our code (see the top), less the type's registration with Octave.
# Returns 1 when one is left or the script failed.
memcheck () {
  local log=$1 script=$2 rc ours total reg
  set +e
  valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect,possible \
    --errors-for-leak-kinds=definite,indirect,possible --error-limit=no \
    --num-callers=40 --keep-debuginfo=yes --log-file="$log" \
    octave-cli --norc --no-history --no-window-system --eval "$script"
  rc=$?
  set -e
  ours=$(awk '
    function flush () {
      if (rec ~ /\((gw_[a-z_]*|__gputiled__|gt_[a-z_]*|gemm_cpu|reduce_cpu|minmax_cpu|hostcopy(_check)?|split|nocuda|octave_(rules|index|assign))\.c:[0-9]+\)|\((ga_[a-z_]*|__gputiled_(alloc|info)__)\.cc:[0-9]+\)|\([a-z_0-9]+\.cuh?:[0-9]+\)|\((ga|ga_[a-z_]*|gw|gw_[a-z_]*|gt_[a-z_]*|gputiled|gputiled_device|host_device|engine|stage|hostcopy|octave_rules|rules_internal|index_internal|reduce_ops)\.h:[0-9]+\)|(__gputiled__\.mex|__gputiled_(ga|alloc|info)__\.oct|libgputiled_core-[^ ]*\.so)\)/ \
          && rec ~ /(Invalid|uninitialised|Mismatched|overlap|lost in loss record|Syscall param)/ \
          && rec !~ /libcudart_static_|libcuda\.so/ \
          && ! (rec ~ /lost in loss record/ && rec ~ /octave_gpuarray::install\(\)/))
        print rec "\n"
      rec = ""
    }
    /^==[0-9]+== $/ { flush (); next }
    { rec = rec "\n" $0 }
    END { flush () }' "$log")
  total=$(grep -c 'lost in loss record\|^==[0-9]*== \(Invalid\|Conditional\|Use of uninit\|Mismatched\|Syscall\)' "$log" || true)
  reg=$(awk '/^==[0-9]+== $/ { if (rec ~ /lost in loss record/ && rec ~ /octave_gpuarray::install\(\)/) n++; rec = ""; next }
             { rec = rec "\n" $0 } END { print n + 0 }' "$log")
  echo "valgrind: $(grep 'ERROR SUMMARY' "$log" | sed 's/^==[0-9]*== //')"
  echo "valgrind: $total records in all (Octave's own included; $reg of the gpuArray type's registration); log: $log"
  if [ -n "$ours" ]; then
    echo "$ours"
    echo "FAIL: valgrind found errors or leaks in gputiled's code"; return 1
  fi
  [ "$rc" = 0 ] || { echo "FAIL: the script under valgrind exited with $rc"; return 1; }
  echo "valgrind: no error and no leak in gputiled's code"
}

# ---------------------------------------------------------------- host arrays
echo "valgrind: host arrays (the build without CUDA, in $build/)"
t0=$SECONDS
cmake -S . -B "$build" -DGPUTILED_CUDA=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  > "$build.cmake.log" 2>&1 || { cat "$build.cmake.log"; exit 1; }
rm -f "$build.cmake.log"
cmake --build "$build" -j "$(nproc)" > /dev/null
mkdir -p "$logs"

script="addpath ('$build', 'inst', 'tests/lib');
[n, f] = bad_input ('all');
printf ('bad_input: %d cases, %d failed\n', n, numel (f));
r = soak (${GPUTILED_VALGRIND_CALLS:-300}, 'cpu', 3);
printf ('hostcopy_check: %d copies\n', __gputiled__ ('hostcopy_check', 1, 7));
[nf, ff] = fuzz (${GPUTILED_VALGRIND_FUZZ:-30}, 5);
for i = 1:100
  [~, s] = gpu_tiled_mm (rand (16 * i, 2), rand (2, 101 - i), 'Kernel', 'naive', 'Tile', 16, 'Backend', 'cpu');
  [~, s] = gpu_sum (rand (i, 1), 'Backend', 'cpu');
end
printf ('info: %d structs (a hundred launch shapes)\n', 2 * i);
exit (numel (f) + numel (r.failures) + ff > 0)"
fail=0
memcheck "$logs/valgrind.log" "$script" || fail=1
echo "valgrind: the host-array part took $((SECONDS - t0)) s (build included)"

# ---------------------------------------------------------------- gpuArrays
# The core's host backend exists only in a CUDA build: configure one where
# CMake finds nvcc (on PATH, in /usr/local/cuda/bin or /opt/cuda/bin, or
# $CUDACXX), for compute_75 PTX alone, the quickest to compile (no ptxas;
# no GPU code runs).  Then, in one Octave under memcheck, the suites of
# $GPUTILED_VALGRIND_SUITES (tests/suites/, through test ()) and, last,
# tests/host/valgrind_gpuarray.m: it fails unless every buffer has gone back.
cbuild=build-valgrind-cuda
suites=${GPUTILED_VALGRIND_SUITES-gpuarray_index gpuarray_native gpuarray_funcs}
cmake -S . -B "$cbuild" -DGPUTILED_CUDA=AUTO -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CUDA_ARCHITECTURES=75-virtual > "$cbuild.cmake.log" 2>&1 \
  || { cat "$cbuild.cmake.log"; exit 1; }
if grep -q "CUDA backend ON" "$cbuild.cmake.log"; then
  rm -f "$cbuild.cmake.log"
  echo "valgrind: gpuArrays on the host test backend (a CUDA build, in $cbuild/)"
  t0=$SECONDS
  cmake --build "$cbuild" -j "$(nproc)" > /dev/null
  echo "valgrind: built in $((SECONDS - t0)) s"
  t0=$SECONDS
  memcheck "$logs/valgrind-gpuarray.log" "addpath ('$cbuild', 'inst', 'tests/lib');
addpath ('tests/host');
__gputiled__ ('test', 'host_device', true);
warning ('off', 'gputiled:hostFallback');
bad = 0;  out = [tempname() '.log'];
for s = strsplit (strtrim ('$suites'))
  if (isempty (s{1})) continue; end
  fid = fopen (out, 'w');
  [n, nmax] = test (['tests/suites/' s{1} '.tst'], 'quiet', fid);
  fclose (fid);
  if (n < nmax) printf ('%s', fileread (out)); end
  printf ('%s: %d of %d passed\n', s{1}, n, nmax);
  bad += nmax - n;
end
unlink (out);
valgrind_gpuarray
exit (bad > 0)" || fail=1
  echo "valgrind: the gpuArray part ran $((SECONDS - t0)) s under memcheck"
else
  rm -rf "$cbuild.cmake.log" "$cbuild"   # no cache that remembers no nvcc
  echo "valgrind: no nvcc (CMake found no CUDA compiler): the gpuArray part is skipped"
fi
[ "$fail" = 0 ] || exit 1
