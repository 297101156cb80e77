## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{S} =} prod (@var{G})
## @deftypefnx {} {@var{S} =} prod (@var{G}, @var{dim})
## The prod along the first dimension that is not 1, or along @var{dim},
## on the GPU; classes and empty results as Octave's.
## @end deftypefn
function S = prod (G, dim)
  if (nargin < 2)
    dim = 0;
  elseif (! (isnumeric (dim) && isscalar (dim) && dim == fix (dim) && dim >= 1))
    error ("gputiled:invalidInput", "prod: DIM must be a valid dimension");
  endif
  S = gpuArray ();
  __gputiled__ ("ga", "reduce", S, [], "prod", G, double (gather (dim)));
endfunction
