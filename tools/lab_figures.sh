#!/bin/bash
# On a GPU machine: the reference figures of doc/lab.md.  Writes, under doc/,
#   bandwidth-TAG.png, bandwidth-TAG.csv   (gpu_bandwidth, default options)
#   ladder-TAG.png, ladder-TAG.csv         (gpu_tiled_bench, n = 256 .. 8192)
#   reduce-TAG.png, reduce-TAG.csv         (gpu_reduce_bench, default options)
# and prints the tables.  The package is found as tests/run.sh finds it:
#   GPUTILED_PKG_LIST=FILE tools/lab_figures.sh [TAG]   an installed package
#   GPUTILED_BUILD_DIR=build tools/lab_figures.sh [TAG] a build tree
# TAG names the GPU in the file names (default: h200).
set -euo pipefail
cd "$(dirname "$0")/.."
tag=${1:-h200}
case "$tag" in *[!a-z0-9_-]*|"") echo "TAG: lower-case letters, digits, - and _ only"; exit 2;; esac
exec "${OCTAVE:-octave-cli}" --norc --no-history --no-window-system --eval "
  if (! isempty (getenv ('GPUTILED_BUILD_DIR')))
    addpath (make_absolute_filename (getenv ('GPUTILED_BUILD_DIR')), 'inst');
  else
    if (! isempty (getenv ('GPUTILED_PKG_LIST')))
      pkg ('local_list', getenv ('GPUTILED_PKG_LIST'));
    end
    pkg ('load', 'gputiled');
  end
  gpu_info ();
  [r, f] = gpu_bandwidth ('File', 'doc/bandwidth-$tag.png');
  fid = fopen ('doc/bandwidth-$tag.csv', 'w');
  fprintf (fid, 'experiment,param,single_gbps,double_gbps\n');
  fprintf (fid, 'copy,0,%.1f,%.1f\n', r.copy_gbps);
  fprintf (fid, 'offset,%d,%.1f,%.1f\n', [r.offset, r.offset_gbps]');
  fprintf (fid, 'stride,%d,%.1f,%.1f\n', [r.stride, r.stride_gbps]');
  fclose (fid);
  type ('doc/bandwidth-$tag.csv');
  gpu_tiled_bench ('Sizes', [256 512 1024 2048 4096 8192], ...
                   'CSV', 'doc/ladder-$tag.csv', 'File', 'doc/ladder-$tag.png');
  gpu_reduce_bench ('CSV', 'doc/reduce-$tag.csv', 'File', 'doc/reduce-$tag.png');
"
