## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} islogical (@var{G})
## True for a logical @var{G}.
## @end deftypefn
function tf = islogical (G)
  tf = strcmp (__gputiled__ ("ga", "class", G), "logical");
endfunction
