## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} iscolumn (@var{G})
## True for an Nx1 @var{G}.
## @end deftypefn
function tf = iscolumn (G)
  sz = __gputiled__ ("ga", "size", G);
  tf = numel (sz) == 2 && sz(2) == 1;
endfunction
