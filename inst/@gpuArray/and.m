## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} and (@var{A}, @var{B})
## @code{A & B} on the GPU, with Octave's classes and broadcasting; either
## operand may be a host array (it is uploaded).  See @code{help gpuArray}.
## @end deftypefn
function C = and (A, B)
  C = gpuArray ();
  __gputiled__ ("ga", "binary", C, "and", A, B);
endfunction
