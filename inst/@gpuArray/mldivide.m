## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} mldivide (@var{A}, @var{B})
## @code{A \ B} for a scalar @var{A} (elementwise).  Solving a linear
## system is not implemented for gpuArrays: gather the operands.
## @end deftypefn
function C = mldivide (A, B)
  if (! isscalar (A))
    error ("gputiled:notSupported", ["gpuArray: A \\ B solves a linear " ...
           "system, which gpuArrays do not do yet: gather (A) \\ gather (B)"]);
  endif
  C = gpuArray ();
  __gputiled__ ("ga", "binary", C, "ldivide", A, B);
endfunction
