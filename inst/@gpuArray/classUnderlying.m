## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{c} =} classUnderlying (@var{G})
## The class of @var{G}'s elements (the older name of @code{underlyingType}).
## @end deftypefn
function c = classUnderlying (G)
  c = __gputiled__ ("ga", "class", G);
endfunction
