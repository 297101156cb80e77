## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn {} {} small_calls (@var{backend}, @var{reps}, @var{loops})
## Per-call cost of tiny products and sums, in microseconds: the median of
## @var{loops} (default 7) loops of @var{reps} (default 2000) calls, on
## 2x2 and 64x64 doubles, with one output and with @code{[C, info]}:
##
## @table @asis
## @item mm
## @code{gpu_tiled_mm (A, B)} (the short path of the m-file) when
## @var{backend} is @qcode{"cuda"} (default), else
## @code{gpu_tiled_mm (A, B, "Backend", @var{backend})} (the option path).
## @item gw
## @code{__gputiled__ ("mm", A, B, "auto", 32, @var{backend}, -1)}: the
## gateway alone.
## @item sum
## @code{gpu_sum (A(:), "Backend", @var{backend})}.
## @end table
##
## Run from the repository root with the build directory and inst/ on the
## path, e.g.
## @example
## octave-cli --eval "addpath ('build', 'inst', 'bench'); small_calls ('cpu')"
## @end example
## @end deftypefn

function small_calls (backend = "cuda", reps = 2000, loops = 7)

  printf ("%-6s %-5s %10s %10s %10s\n", "n", "call", "C us", "[C,info]",
          "info us");
  for n = [2, 64]
    A = rand (n);  B = rand (n);  x = A(:);
    for what = {"mm", "gw", "sum"}
      t = zeros (2, loops);
      for l = 1:loops
        t(:, l) = one_loop (what{1}, backend, A, B, x, reps);
      endfor
      t = median (t, 2);
      printf ("%-6d %-5s %10.2f %10.2f %10.2f\n", n, what{1}, t(1), t(2),
              t(2) - t(1));
    endfor
  endfor

endfunction

## Time REPS calls with one output, then REPS with two: us per call.
function t = one_loop (what, backend, A, B, x, reps)

  t = zeros (2, 1);
  fast = strcmp (backend, "cuda");
  switch (what)
    case "mm"
      if (fast)
        tic;  for i = 1:reps, C = gpu_tiled_mm (A, B); endfor;  t(1) = toc;
        tic;  for i = 1:reps, [C, info] = gpu_tiled_mm (A, B); endfor;  t(2) = toc;
      else
        tic;
        for i = 1:reps, C = gpu_tiled_mm (A, B, "Backend", backend); endfor
        t(1) = toc;
        tic;
        for i = 1:reps, [C, info] = gpu_tiled_mm (A, B, "Backend", backend); endfor
        t(2) = toc;
      endif
    case "gw"
      tic;
      for i = 1:reps, C = __gputiled__ ("mm", A, B, "auto", 32, backend, -1); endfor
      t(1) = toc;
      tic;
      for i = 1:reps, [C, info] = __gputiled__ ("mm", A, B, "auto", 32, backend, -1); endfor
      t(2) = toc;
    case "sum"
      tic;  for i = 1:reps, S = gpu_sum (x, "Backend", backend); endfor;  t(1) = toc;
      tic;  for i = 1:reps, [S, info] = gpu_sum (x, "Backend", backend); endfor;  t(2) = toc;
  endswitch
  t *= 1e6 / reps;

endfunction
