#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The host-only checks, which need neither Octave nor a GPU: built in the
# CMake build tree BUILD (configured already) and run one by one.
#   octave_rules_check       Octave's rules (mex/rules) against Octave's answers
#   host_device_check        the test-only host backend against host references
#   dmma_layout_check        the dmma kernel's index maps, replayed on the host
#   tf32x3_mma_layout_check  the tf32x3 mma.sync kernel's, likewise
#   layer_graph              tools/layer_graph.py --strict on the build's
#                            objects: no call between the core's layers goes
#                            up, no files call each other round
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
# The calls between the core's layers and between its files, from the
# objects: none upwards (the link checks hold that too) and no cycle.
if command -v python3 > /dev/null && command -v nm > /dev/null; then
  log=$build/host-layer_graph.log
  if python3 tools/layer_graph.py "$build" --strict > "$log" 2>&1; then
    printf '  %-26s passed: %s\n' "layer_graph" "$(tail -n 1 "$log")"
    pass=$((pass + 1))
  else
    printf '  %-26s FAILED (%s):\n' "layer_graph" "$log"
    sed 's/^/      /' "$log"
    fail=$((fail + 1))
  fi
else
  printf '  %-26s skipped (no python3 or nm)\n' "layer_graph"
  skip=$((skip + 1))
fi
echo "host checks: $pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
