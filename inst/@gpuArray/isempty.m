## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isempty (@var{G})
## True when @var{G} has no elements.
## @end deftypefn
function tf = isempty (G)
  tf = any (__gputiled__ ("ga", "size", G) == 0);
endfunction
