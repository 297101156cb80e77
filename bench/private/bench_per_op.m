## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## [t, N, lo, hi] = bench_per_op (RUN, SECONDS, REPS): seconds per
## operation of RUN (N), which runs N operations and waits for the device
## once at its end.  A warm-up (kernels, plans, buffers), then N chosen so
## that a loop lasts about SECONDS, then REPS loops: T the median of their
## times per operation, LO and HI the fastest and slowest.  Shared by the
## gpuArray benchmarks of bench/.
function [t, N, lo, hi] = bench_per_op (run, seconds, reps)
  run (1);  run (1);
  N = 1;
  while (true)              # a loop of about SECONDS / 10, the faster of two
    e = Inf;
    for k = 1:2
      t0 = tic ();
      run (N);
      e = min (e, toc (t0));
    endfor
    if (e >= seconds / 10 || N >= 1e7)
      break;
    endif
    N *= 4;
  endwhile
  N = max (1, round (N * seconds / max (e, 1e-9)));
  ts = zeros (1, reps);
  for r = 1:reps
    bench_sync ();
    t0 = tic ();
    run (N);
    ts(r) = toc (t0) / N;
  endfor
  t = median (ts);  lo = min (ts);  hi = max (ts);
endfunction
