## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} cat (@var{dim}, @var{A1}, @var{A2}, @dots{})
## Concatenation along @var{dim} on the GPU.
## @end deftypefn
function B = cat (dim, varargin)
  dim = gather (dim);
  if (! (isnumeric (dim) && isscalar (dim) && dim == fix (dim) && dim >= 1))
    error ("gputiled:invalidInput", "cat: DIM must be a valid dimension");
  endif
  B = gpuArray ();
  __gputiled__ ("ga", "cat", B, double (dim), varargin);
endfunction
