## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{d} =} dot (@var{A}, @var{B})
## @deftypefnx {} {@var{d} =} dot (@var{A}, @var{B}, @var{dim})
## @code{sum (conj (A) .* B)}: of two vectors, or along the first
## dimension that is not 1 (or @var{dim}), on the GPU.
## @end deftypefn
function d = dot (A, B, dim)
  if (nargin < 3)
    if (isvector (A) && isvector (B))
      if (numel (A) != numel (B))
        error ("gputiled:nonconformant",
               "dot: sizes of X and Y must match");
      endif
      d = sum (conj (reshape (A, [], 1)) .* reshape (B, [], 1));
      return;
    endif
    d = sum (conj (A) .* B);
  else
    d = sum (conj (A) .* B, dim);
  endif
endfunction
