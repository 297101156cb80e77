## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## Reductions at boundary sizes through every kernel, class, op and layout
## (contiguous, strided with vector loads, strided with rows sharing a warp,
## several chunks/splits/passes), small enough to run under
## compute-sanitizer (memcheck, racecheck, synccheck, initcheck).  Sums are
## compared with the CPU reference (bit for bit for the fast kernel), max
## and min with Octave's.
## Run by tests/gpu.sh (after sanitize_mm.m) as:
##   compute-sanitizer --tool T octave-cli ... --eval "run (...)"

addpath (fileparts (mfilename ("fullpath")));
gpu_script_setup ("sanitize_reduce");

## [size], dim: 1-D heads and tails around 16-byte vectors and blocks;
## strided with inner < 32, inner % 4 != 0, inner % 4 == 0; N-D; splits.
cases = {[1 1], 1; [5 1], 1; [1 7], 2; [257 1], 1; [1 4099], 2;
         [3 33 2], 1; [70000 1], 1; [2 300], 2; [31 70], 2; [130 9], 2;
         [128 600], 2; [4 5 6], 3; [2 3 4 5], 2; [9 2049], 1; [1 3 0], 2};
n = 0;
for c = 1:rows (cases)
  for cls = {"double", "single"}
    X = cast (randn (cases{c, 1}), cls{1});
    X(1:7:end) = round (X(1:7:end));     # ties for max and min
    d = cases{c, 2};
    R = gpu_sum (X, d, "Backend", "cpu");
    for kern = {"interleaved", "sequential", "fast"}
      S = gpu_sum (X, d, "Kernel", kern{1});
      if (strcmp (kern{1}, "fast"))
        assert (S, R);
      else
        assert (S, R, -1e-5);
      endif
      [m, i] = gpu_max (X, [], d, "Kernel", kern{1});
      [rm, ri] = max (X, [], d);
      assert (m, rm);
      assert (i, ri);
      [m, i] = gpu_min (X, [], d, "Kernel", kern{1});
      [rm, ri] = min (X, [], d);
      assert (m, rm);
      assert (i, ri);
      n += 3;
    endfor
  endfor
  S = gpu_sum (complex (randn (cases{c, 1}), 1), d);
  n++;
endfor
## An error path (a bad device) must leave no leak.
try
  gpu_sum (1, "Device", 1000);
catch
end_try_catch
printf ("sanitize_reduce: %d reductions checked\n", n);
## Give back what the package caches, so the leak check sees only leaks.
gpu_reset ();
