## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{c} =} underlyingType (@var{G})
## The class of @var{G}'s elements: "double", "single" or "logical" (@code{class (G)} is "gpuArray").
## @end deftypefn
function c = underlyingType (G)
  c = __gputiled__ ("ga", "class", G);
endfunction
