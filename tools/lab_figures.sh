#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The lab guide's figures and tables (bench/doc_figures.m):
#
#   tools/lab_figures.sh [--only PARTS] [--tag TAG] [DIR]
#       on a GPU machine: measure, write the CSV files, draw the figures
#       into DIR (default doc/; made if missing), print the tables, and keep
#       what was printed in DIR/lab_figures[-PARTS].log (parts joined by _)
#   tools/lab_figures.sh --redraw [--only PARTS] [--tag TAG] [DIR]
#       anywhere, no GPU: every figure again from the CSV files in DIR
#       (default doc/, where the gemm figures of bench/'s tables are drawn
#       too)
#   tools/lab_figures.sh --tables [--tag TAG] [DIR]
#       anywhere: the reference tables of doc/lab.md, in Markdown, from the
#       CSV files in DIR (default doc/)
#
# PARTS: a comma-separated list of bandwidth, ladder, reduce, chain (and
# gemm, with --redraw); default all.  A whole measurement took about two
# minutes on an H100 (the ladder 105 s, the rest under half a minute);
# split it with --only ladder and --only bandwidth,reduce,chain where a
# command has a time limit.
# Files: bandwidth-TAG.csv and -offset/-stride.png (Part 3), ladder-TAG.csv
# and -single/-double.png (Parts 1 and 5), reduce-TAG.csv and
# -single/-double.png (Part 2), chain-TAG.csv and .png (Part 4).  TAG names
# the GPU (default: from its name, h100 for an NVIDIA H100).
# The package is found as tests/run.sh finds it:
#   GPUTILED_PKG_LIST=FILE tools/lab_figures.sh ...    an installed package
#   GPUTILED_BUILD_DIR=build tools/lab_figures.sh ...  a build tree
# The figures need gnuplot (tests/gnuplot-env.sh provides it on the GPU
# machine from the bundle).
set -euo pipefail
here=$(pwd)
cd "$(dirname "$0")/.."

usage () { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit "$1"; }
mode=measure
only=
tag=
dir=
while [ $# -gt 0 ]; do
  case "$1" in
    --redraw) mode=redraw;;
    --tables) mode=tables;;
    --only) [ $# -ge 2 ] || usage 2; only=$2; shift;;
    --only=*) only=${1#--only=};;
    --tag) [ $# -ge 2 ] || usage 2; tag=$2; shift;;
    --tag=*) tag=${1#--tag=};;
    -h|--help) usage 0;;
    -*) echo "lab_figures.sh: unknown option $1" >&2; usage 2;;
    *) [ -z "$dir" ] || { echo "lab_figures.sh: one DIR only" >&2; exit 2; }
       dir=$1;;
  esac
  shift
done
case "$tag" in *[!a-z0-9_]*)
  echo "lab_figures.sh: TAG: lower-case letters, digits and _ only" >&2; exit 2;;
esac
for p in ${only//,/ }; do
  case "$p" in
    bandwidth|ladder|reduce|chain) ;;
    gemm) [ "$mode" = redraw ] || { echo "lab_figures.sh: gemm is drawn by --redraw only" >&2; exit 2; };;
    *) echo "lab_figures.sh: --only: unknown part '$p' (bandwidth, ladder, reduce, chain, gemm)" >&2; exit 2;;
  esac
done
if [ -n "$dir" ]; then
  case "$dir" in /*) ;; *) dir=$here/$dir;; esac
  case "$dir" in *"'"*) echo "lab_figures.sh: DIR must not contain a quote" >&2; exit 2;; esac
  if [ "$mode" = measure ]; then
    mkdir -p "$dir"
  elif [ ! -d "$dir" ]; then
    echo "lab_figures.sh: no directory $dir" >&2; exit 2
  fi
fi
[ -f tests/gnuplot-env.sh ] && . tests/gnuplot-env.sh
parts="{$(echo "$only" | sed "s/[^,][^,]*/'&'/g")}"
log=/dev/null
if [ "$mode" = measure ]; then
  log=${dir:-doc}/lab_figures-${only//,/_}.log
  log=${log/-.log/.log}
fi
"${OCTAVE:-octave-cli}" --norc --no-history --no-window-system --eval "
  if (! isempty (getenv ('GPUTILED_BUILD_DIR')))
    addpath (make_absolute_filename (getenv ('GPUTILED_BUILD_DIR')), 'inst');
  else
    if (! isempty (getenv ('GPUTILED_PKG_LIST')))
      pkg ('local_list', getenv ('GPUTILED_PKG_LIST'));
    end
    pkg ('load', 'gputiled');
  end
  addpath ('bench');
  doc_figures ('$mode', '$dir', '$tag', $parts);
" 2>&1 | tee "$log"
