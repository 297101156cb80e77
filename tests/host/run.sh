#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The host-only checks, which need neither Octave nor a GPU: built in the
# CMake build tree BUILD (configured already) and run one by one.
#   octave_rules_check       Octave's rules (mex/rules) against Octave's answers
#   host_device_check        the test-only host backend against host references
#   dmma_layout_check        the dmma kernel's index maps, replayed on the host
#   tf32x3_mma_layout_check  the tf32x3 mma.sync kernel's, likewise
# The last three are CUDA sources: where the build has no CUDA they are
# not targets, and are reported as skipped.  CI (.ci/run) runs this.
#   tests/host/run.sh [BUILD]            (default: build)
set -uo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
[ -f "$build/CMakeCache.txt" ] || { echo "tests/host/run.sh: $build is not a configured build tree"; exit 2; }

targets=$(cmake --build "$build" --target help 2>/dev/null)
pass=0; fail=0; skip=0
for check in octave_rules_check host_device_check dmma_layout_check \
             tf32x3_mma_layout_check; do
  if ! grep -q "\.\.\. $check\$" <<< "$targets"; then
    printf '  %-26s skipped (not a target: a build without CUDA)\n' "$check"
    skip=$((skip + 1)); continue
  fi
  log=$build/host-$check.log
  if ! cmake --build "$build" --target "$check" > "$log" 2>&1; then
    printf '  %-26s FAILED to build (%s)\n' "$check" "$log"
    fail=$((fail + 1)); continue
  fi
  if "$build/$check" >> "$log" 2>&1; then
    printf '  %-26s passed: %s\n' "$check" "$(tail -n 1 "$log")"
    pass=$((pass + 1))
  else
    printf '  %-26s FAILED (%s):\n' "$check" "$log"
    tail -n 5 "$log" | sed 's/^/      /'
    fail=$((fail + 1))
  fi
done
echo "host checks: $pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
