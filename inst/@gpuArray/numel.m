## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{n} =} numel (@var{G}, @dots{})
## The number of elements of @var{G}.
## @end deftypefn
function n = numel (G, varargin)
  if (nargin > 1)
    n = 1;   # a cs-list of one for indexing
  else
    n = prod (__gputiled__ ("ga", "size", G));
  endif
endfunction
