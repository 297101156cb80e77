## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} issquare (@var{G})
## True for a square matrix @var{G}.
## @end deftypefn
function tf = issquare (G)
  sz = __gputiled__ ("ga", "size", G);
  tf = numel (sz) == 2 && sz(1) == sz(2);
endfunction
