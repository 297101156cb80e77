#!/bin/bash
# The CPU path under valgrind memcheck: builds the package without CUDA
# (-O2 -g, in build-valgrind/), then runs the bad-input suite, a soak of the
# products and reductions, a round of the copy threads' self-check, a
# fuzz run and info structs of a hundred launch shapes (the gateway keeps
# and drops Octave values for them) in one Octave under memcheck, and
# fails on any error or leak whose stack passes through the package's own
# code (gw_*.c, gt_*.c, gemm_cpu.c, reduce_cpu.c, minmax_cpu.c, the .mex).  Octave's own
# leaks and errors are counted and ignored.  Takes about two minutes.
#
#   tests/valgrind.sh            (needs valgrind: apt-get install valgrind)
# Writes the full log to $GPUTILED_LOG_DIR (default: build-valgrind/).
set -euo pipefail
cd "$(dirname "$0")/.."
build=build-valgrind
logs=${GPUTILED_LOG_DIR:-$build}
command -v valgrind > /dev/null || { echo "valgrind.sh: no valgrind"; exit 1; }

cmake -S . -B "$build" -DGPUTILED_CUDA=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  > "$build.cmake.log" 2>&1 || { cat "$build.cmake.log"; exit 1; }
rm -f "$build.cmake.log"
cmake --build "$build" > /dev/null
mkdir -p "$logs"
log=$logs/valgrind.log

script="addpath ('$build', 'inst', 'tests');
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

set +e
valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect,possible \
  --errors-for-leak-kinds=definite,indirect,possible --error-limit=no \
  --num-callers=40 --keep-debuginfo=yes --log-file="$log" \
  octave-cli --norc --no-history --no-window-system --eval "$script"
rc=$?
set -e

# Split the log into records (blank "==PID== " lines) and keep those with a
# frame in our sources or our .mex.
ours=$(awk '
  /^==[0-9]+== $/ { if (rec ~ /\((gw_[a-z_]*|__gputiled__|gt_[a-z_]*|gemm_cpu|reduce_cpu|minmax_cpu)\.c:[0-9]+\)|__gputiled__\.mex\)/ && rec ~ /(Invalid|uninitialised|Mismatched|overlap|lost in loss record|Syscall param)/) print rec "\n"; rec = ""; next }
  { rec = rec "\n" $0 }' "$log")
total=$(grep -c 'lost in loss record\|^==[0-9]*== \(Invalid\|Conditional\|Use of uninit\|Mismatched\|Syscall\)' "$log" || true)
echo "valgrind: $(grep 'ERROR SUMMARY' "$log" | sed 's/^==[0-9]*== //')"
echo "valgrind: $total records in all (Octave's own included); log: $log"
if [ -n "$ours" ]; then
  echo "$ours"
  echo "FAIL: valgrind found errors or leaks in gputiled's code"; exit 1
fi
[ "$rc" = 0 ] || { echo "FAIL: the script under valgrind exited with $rc"; exit 1; }
echo "valgrind: no error and no leak in gputiled's code"
