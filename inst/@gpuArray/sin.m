## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} sin (@var{A})
## @code{sin (A)} elementwise on the GPU, as Octave computes it on the host
## (a negative number's @code{sqrt} or @code{log} is complex).
## @end deftypefn
function B = sin (A)
  B = gpuArray ();
  __gputiled__ ("ga", "unary", B, "sin", A);
endfunction
