#!/bin/bash
# The lab guide's figures and tables, under doc/ (bench/doc_figures.m):
#
#   tools/lab_figures.sh [TAG]      on a GPU machine: measure (about three
#                                   minutes on an H200), write the CSVs, draw
#   tools/lab_figures.sh --redraw   anywhere, no GPU: draw every figure again
#                                   from the CSVs committed under doc/ and bench/
#
# Measuring writes bandwidth-TAG, ladder-TAG, reduce-TAG and chain-TAG (.csv
# and .png; the ladder and the reductions one PNG per class) and prints the
# tables.  TAG names the GPU in the file names (default: from its name, h200
# for an NVIDIA H200).  The package is found as tests/run.sh finds it:
#   GPUTILED_PKG_LIST=FILE tools/lab_figures.sh ...    an installed package
#   GPUTILED_BUILD_DIR=build tools/lab_figures.sh ...  a build tree
# The figures need gnuplot (tests/gnuplot-env.sh provides it on the GPU
# machine from the bundle).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=measure
tag=${1:-}
if [ "$tag" = "--redraw" ]; then mode=redraw; tag=; fi
case "$tag" in *[!a-z0-9_-]*) echo "TAG: lower-case letters, digits, - and _ only"; exit 2;; esac
[ -f tests/gnuplot-env.sh ] && . tests/gnuplot-env.sh
exec "${OCTAVE:-octave-cli}" --norc --no-history --no-window-system --eval "
  if (! isempty (getenv ('GPUTILED_BUILD_DIR')))
    addpath (make_absolute_filename (getenv ('GPUTILED_BUILD_DIR')), 'inst');
  else
    if (! isempty (getenv ('GPUTILED_PKG_LIST')))
      pkg ('local_list', getenv ('GPUTILED_PKG_LIST'));
    end
    pkg ('load', 'gputiled');
  end
  addpath ('bench');
  doc_figures ('$mode', '$tag');
"
