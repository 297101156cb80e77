## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{n} =} ndims (@var{G})
## The number of dimensions of @var{G}.
## @end deftypefn
function n = ndims (G)
  n = numel (__gputiled__ ("ga", "size", G));
endfunction
