## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## A quick walk through gpuArray (prints one line per step; used to locate
## a failure on the GPU machine).
function gpuarray_smoke ()
  step ("single 2000x1000 up");
  X = single (randn (2000, 1000));
  G = gpuArray (X);
  step ("down");
  g = gather (G);
  step (sprintf ("equal %d", isequal (g, X)));
  step ("complex 1000x700 up");
  X = complex (randn (1000, 700), randn (1000, 700));
  G = gpuArray (X);
  step ("down");
  g = gather (G);
  step (sprintf ("equal %d", isequal (g, X)));
  step ("growth 3x3 -> 1000x1000");
  A = gpuArray (zeros (3));
  A(1000, 1000) = 1;
  step ("down");
  a = gather (A);
  step (sprintf ("size %dx%d sum %g", size (a), sum (a(:))));
  step ("double 2000x1000 up/down");
  X = randn (2000, 1000);
  G = gpuArray (X);
  g = gather (G);
  step (sprintf ("equal %d", isequal (g, X)));
endfunction

function step (s)
  printf ("%s\n", s);
  fflush (stdout);
endfunction
