## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isscalar (@var{G})
## True for a 1x1 @var{G}.
## @end deftypefn
function tf = isscalar (G)
  tf = all (__gputiled__ ("ga", "size", G) == 1);
endfunction
