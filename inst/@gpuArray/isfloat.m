## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isfloat (@var{G})
## True for a double or single @var{G}.
## @end deftypefn
function tf = isfloat (G)
  tf = ! strcmp (__gputiled__ ("ga", "class", G), "logical");
endfunction
