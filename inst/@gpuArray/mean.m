## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{S} =} mean (@var{G})
## @deftypefnx {} {@var{S} =} mean (@var{G}, @var{dim})
## The mean along the first dimension that is not 1, or along @var{dim},
## on the GPU; classes and empty results as Octave's.
## @end deftypefn
function S = mean (G, dim)
  if (nargin < 2)
    dim = 0;
  elseif (! (isnumeric (dim) && isscalar (dim) && dim == fix (dim) && dim >= 1))
    error ("gputiled:invalidInput", "mean: DIM must be a valid dimension");
  endif
  S = gpuArray ();
  __gputiled__ ("ga", "reduce", S, [], "mean", G, double (gather (dim)));
endfunction
