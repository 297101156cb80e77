## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} mpower (@var{A}, @var{B})
## @code{A ^ B} for scalars (elementwise), and a square matrix to a
## nonnegative integer power (repeated products on the GPU).
## @end deftypefn
function C = mpower (A, B)
  if (isscalar (A) && isscalar (B))
    C = power (A, B);
    return;
  endif
  p = gather (B);
  if (! (isscalar (p) && isreal (p) && p == fix (p) && p >= 0)
      || ndims (A) != 2 || rows (A) != columns (A))
    error ("gputiled:notSupported", ["gpuArray: A ^ B is implemented for " ...
           "a square matrix A and an integer B >= 0"]);
  endif
  C = gpuArray.eye (rows (A), underlyingType (A));
  P = gpuArray (A);
  while (p > 0)
    if (mod (p, 2))
      C = C * P;
    endif
    p = floor (p / 2);
    if (p > 0)
      P = P * P;
    endif
  endwhile
endfunction
