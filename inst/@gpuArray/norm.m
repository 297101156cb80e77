## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{n} =} norm (@var{G})
## @deftypefnx {} {@var{n} =} norm (@var{G}, @var{p})
## Vector norms (2, 1, Inf, -Inf, any p > 0, "fro") and the matrix norms
## 1, Inf and "fro", as a gpuArray scalar.  The matrix 2-norm needs
## singular values, which gpuArrays do not compute: gather the matrix.
## @end deftypefn
function n = norm (G, p)
  if (nargin < 2)
    p = 2;
  endif
  p = gather (p);
  if (! isa (G, "gpuArray"))
    G = gpuArray (G);
  endif
  if (ndims (G) > 2)
    error ("gputiled:invalidInput", "norm: only valid for 2-D objects");
  endif
  a = abs (G);
  if (ischar (p))
    if (! strcmpi (p, "fro"))
      error ("gputiled:invalidInput", "norm: unknown norm \"%s\"", p);
    endif
    n = two_norm (reshape (a, [], 1));
  elseif (isempty (G))
    n = gpuArray (0);   # Octave's norm of an empty array: a double 0
  elseif (isvector (G) || isscalar (G))
    a = reshape (a, [], 1);
    if (p == 2)
      n = two_norm (a);
    elseif (p == 1)
      n = sum (a);
    elseif (p == Inf)
      n = max (a);
    elseif (p == -Inf)
      n = min (a);
    elseif (p > 0)
      n = sum (a .^ p) .^ (1 / p);
    else
      error ("gputiled:invalidInput", "norm: P must be positive, Inf or -Inf");
    endif
  elseif (p == 1)
    n = max (sum (a, 1), [], 2);
  elseif (p == Inf)
    n = max (sum (a, 2), [], 1);
  elseif (p == 2)
    error ("gputiled:notSupported", ["norm: the 2-norm of a matrix needs " ...
           "its singular values: norm (gather (G))"]);
  else
    error ("gputiled:invalidInput", "norm: P must be 1, 2, Inf or \"fro\" for a matrix");
  endif
endfunction

## sqrt (sum (a .^ 2)) of nonnegative A, scaled by its largest element as
## Octave scales, so that squares neither overflow nor underflow.
function n = two_norm (a)
  s = max (a);
  sh = gather (s);
  if (isempty (sh) || sh == 0 || ! isfinite (sh))
    n = s;
    if (isempty (sh))
      n = gpuArray (zeros (1, 1, underlyingType (a)));
    endif
    return;
  endif
  b = a ./ s;
  n = s .* sqrt (sum (b .* b));
endfunction
