#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up what is missing (Debian/Ubuntu packages), builds the release
# tarball, installs it with `pkg install`, and runs the demo: a 2000x3000 by
# 3000x1000 product on the GPU next to Octave's A*B.  Without a GPU the demo
# says so and runs the CPU reference path.
set -euo pipefail
cd "$(dirname "$0")/.."

need=""
command -v octave-cli > /dev/null || need="$need octave"
command -v mkoctfile > /dev/null || need="$need octave-dev"
command -v cmake > /dev/null || need="$need cmake"
command -v make > /dev/null || need="$need make"
if [ -n "$need" ]; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  if command -v apt-get > /dev/null; then
    echo "== installing:$need"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $need
  else
    echo "Please install:$need (Octave >= 7 with its development files, CMake)"
    exit 1
  fi
fi
if ! command -v nvcc > /dev/null && [ ! -x /usr/local/cuda/bin/nvcc ]; then
  echo "== no CUDA toolkit (nvcc) found: building the CPU reference path only"
fi

echo "== building the package"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release > build.log 2>&1 \
  || { cat build.log; exit 1; }
cmake --build build --target dist >> build.log 2>&1 || { cat build.log; exit 1; }
rm -f build.log
tarball=$(ls build/gputiled-*.tar.gz)

echo "== pkg install $tarball"
octave-cli --norc --no-history --eval "pkg ('install', '$tarball')"

echo "== demo"
octave-cli --norc --no-history --no-window-system \
  --eval "pkg ('load', 'gputiled'); gpu_info (); demo ('gpu_tiled_mm', 1)"
