## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## bench_sync (): wait for the device's queued work (gpuArray operations
## return before their kernels end).
function bench_sync ()
  __gputiled_ga__ ("sync");
endfunction
