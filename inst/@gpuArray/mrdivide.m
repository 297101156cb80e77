## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} mrdivide (@var{A}, @var{B})
## @code{A / B} for a scalar @var{B} (elementwise).  Matrix right division
## (a linear solve) is not implemented for gpuArrays: gather the operands.
## @end deftypefn
function C = mrdivide (A, B)
  if (! isscalar (B))
    error ("gputiled:notSupported", ["gpuArray: A / B solves a linear " ...
           "system, which gpuArrays do not do yet: gather (A) / gather (B)"]);
  endif
  C = gpuArray ();
  __gputiled__ ("ga", "binary", C, "rdivide", A, B);
endfunction
