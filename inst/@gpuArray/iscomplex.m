## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} iscomplex (@var{G})
## True when @var{G} holds complex values.
## @end deftypefn
function tf = iscomplex (G)
  tf = __gputiled__ ("ga", "iscomplex", G);
endfunction
