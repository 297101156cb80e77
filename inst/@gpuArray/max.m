## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{m} =} max (@var{G})
## @deftypefnx {} {@var{m} =} max (@var{G}, [], @var{dim})
## @deftypefnx {} {[@var{m}, @var{i}] =} max (@dots{})
## @deftypefnx {} {@var{m} =} max (@var{A}, @var{B})
## The maximum along a dimension (with its position, 1-based), or of
## @var{A} and @var{B} elementwise with broadcasting, on the GPU.  As
## Octave's: NaN is skipped unless all are NaN, ties give the first
## position, complex values are ordered by abs, then arg.
## @end deftypefn
function [m, i] = max (A, B, dim)
  if (nargin == 2 || (nargin == 3 && ! isempty (B)))
    if (nargin == 3)
      error ("gputiled:invalidInput",
             "max: the two-array form takes no dimension");
    endif
    if (nargout > 1)
      error ("gputiled:invalidInput",
             "max: two outputs need the one-array form");
    endif
    m = gpuArray ();
    __gputiled__ ("ga", "binary", m, "max", A, B);
    return;
  endif
  if (nargin < 3)
    dim = 0;
  elseif (! (isnumeric (dim) && isscalar (dim) && dim == fix (dim) && dim >= 1))
    error ("gputiled:invalidInput", "max: DIM must be a valid dimension");
  endif
  m = gpuArray ();
  if (nargout > 1)
    i = gpuArray ();
  else
    i = [];
  endif
  __gputiled__ ("ga", "reduce", m, i, "max", A, double (gather (dim)));
endfunction
