## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{m} =} min (@var{G})
## @deftypefnx {} {@var{m} =} min (@var{G}, [], @var{dim})
## @deftypefnx {} {[@var{m}, @var{i}] =} min (@dots{})
## @deftypefnx {} {@var{m} =} min (@var{A}, @var{B})
## The minimum along a dimension (with its position, 1-based), or of
## @var{A} and @var{B} elementwise with broadcasting, on the GPU.  As
## Octave's: NaN is skipped unless all are NaN, ties give the first
## position, complex values are ordered by abs, then arg.
## @end deftypefn
function [m, i] = min (A, B, dim)
  if (nargin == 2 || (nargin == 3 && ! isempty (B)))
    if (nargin == 3)
      error ("gputiled:invalidInput",
             "min: the two-array form takes no dimension");
    endif
    if (nargout > 1)
      error ("gputiled:invalidInput",
             "min: two outputs need the one-array form");
    endif
    m = gpuArray ();
    __gputiled__ ("ga", "binary", m, "min", A, B);
    return;
  endif
  if (nargin < 3)
    dim = 0;
  elseif (! (isnumeric (dim) && isscalar (dim) && dim == fix (dim) && dim >= 1))
    error ("gputiled:invalidInput", "min: DIM must be a valid dimension");
  endif
  m = gpuArray ();
  if (nargout > 1)
    i = gpuArray ();
  else
    i = [];
  endif
  __gputiled__ ("ga", "reduce", m, i, "min", A, double (gather (dim)));
endfunction
