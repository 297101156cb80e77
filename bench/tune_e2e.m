## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## Quick timings for tuning the product's host path on the GPU machine:
## median of 7 calls after warm-up, n = 4096, both classes, and the cost of
## small calls split into its parts.  Environment variables (staging slot
## size, copy threads) are set by the caller, one Octave per setting.
function tune_e2e ()
  for cls = {"single", "double"}
    A = rand (4096, cls{1});  B = rand (4096, cls{1});
    gpu_tiled_mm (A, B);  gpu_tiled_mm (A, B);
    t = zeros (1, 7);
    for r = 1:7
      tic;  [C, info] = gpu_tiled_mm (A, B);  t(r) = toc * 1e3;
    endfor
    printf ("  4096 %-6s %6.2f ms (core %.2f staging %.2f h2d %.2f kernel %.2f d2h %.2f)\n",
            cls{1}, median (t), info.total_ms, info.staging_ms, info.h2d_ms,
            info.kernel_ms, info.d2h_ms);
  endfor
  A = rand (64);  B = rand (64);
  for r = 1:100
    C = gpu_tiled_mm (A, B);
  endfor
  tic;  for r = 1:1000, C = gpu_tiled_mm (A, B); endfor;  t1 = toc * 1e3;
  tic;  for r = 1:1000, [C, info] = gpu_tiled_mm (A, B); endfor;  t2 = toc * 1e3;
  tic;  for r = 1:1000, C = __gputiled__ ("mm", A, B, "auto", 32, "cuda", -1); endfor;  t3 = toc * 1e3;
  tic;  for r = 1:1000, C = __gputiled__ ("mm", A, B, "auto", 32, "cpu", -1); endfor;  t4 = toc * 1e3;
  tic;  for r = 1:1000, C = A * B; endfor;  t5 = toc * 1e3;
  printf ("  64x64 us/call: gpu_tiled_mm %.1f, with info %.1f, MEX direct %.1f, MEX cpu backend %.1f, A*B %.1f; core total %.1f\n",
          t1, t2, t3, t4, t5, info.total_ms * 1e3);
endfunction
