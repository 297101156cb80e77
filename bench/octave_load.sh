# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the benchmark scripts (from the project root): $load, the
# Octave code that puts bench/ and gputiled on the path (the build tree
# GPUTILED_BUILD_DIR, else the package GPUTILED_PKG_LIST or the installed
# one finds), $oct, the Octave command, and nvblas_setup DIR, which writes
# DIR/nvblas.conf (OpenBLAS behind it, every GPU, 2048 tiles, pinned
# automatically) and sets $nvblas, the Octave command with NVBLAS
# preloaded.
load="addpath ('$(pwd)/bench');"
if [ -n "${GPUTILED_BUILD_DIR:-}" ]; then
  load="$load addpath ('$(cd "$GPUTILED_BUILD_DIR" && pwd)', '$(pwd)/inst');"
else
  [ -n "${GPUTILED_PKG_LIST:-}" ] && load="$load pkg ('local_list', '$GPUTILED_PKG_LIST');"
  load="$load pkg ('load', 'gputiled');"
fi
oct="octave-cli --norc --no-history --no-window-system"

nvblas_setup () {
  cat > "$1/nvblas.conf" <<CONF
NVBLAS_CPU_BLAS_LIB /lib/x86_64-linux-gnu/libopenblas.so.0
NVBLAS_GPU_LIST ALL
NVBLAS_TILE_DIM 2048
NVBLAS_AUTOPIN_MEM_ENABLED
CONF
  nvblas="env NVBLAS_CONFIG_FILE=$1/nvblas.conf LD_PRELOAD=/usr/local/cuda/lib64/libnvblas.so $oct"
}
