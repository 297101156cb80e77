## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{S} =} sum (@var{G})
## @deftypefnx {} {@var{S} =} sum (@var{G}, @var{dim})
## The sum along the first dimension that is not 1, or along @var{dim},
## on the GPU; classes and empty results as Octave's.
## @end deftypefn
function S = sum (G, dim)
  if (nargin < 2)
    dim = 0;
  elseif (! (isnumeric (dim) && isscalar (dim) && dim == fix (dim) && dim >= 1))
    error ("gputiled:invalidInput", "sum: DIM must be a valid dimension");
  endif
  S = gpuArray ();
  __gputiled__ ("ga", "reduce", S, [], "sum", G, double (gather (dim)));
endfunction
