## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} ctranspose (@var{A})
## @code{A'}: the conjugate transpose of a matrix, on the GPU.
## @end deftypefn
function B = ctranspose (A)
  B = gpuArray ();
  __gputiled__ ("ga", "transpose", B, A, 1);
endfunction
