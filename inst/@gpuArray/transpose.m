## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} transpose (@var{A})
## @code{A.'}: the transpose of a matrix, on the GPU.
## @end deftypefn
function B = transpose (A)
  B = gpuArray ();
  __gputiled__ ("ga", "transpose", B, A, 0);
endfunction
