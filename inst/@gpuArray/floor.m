## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} floor (@var{A})
## @code{floor (A)} elementwise on the GPU, as Octave computes it on the host
## (a negative number's @code{sqrt} or @code{log} is complex).
## @end deftypefn
function B = floor (A)
  B = gpuArray ();
  __gputiled__ ("ga", "unary", B, "floor", A);
endfunction
