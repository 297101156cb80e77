## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isrow (@var{G})
## True for a 1xN @var{G}.
## @end deftypefn
function tf = isrow (G)
  sz = __gputiled__ ("ga", "size", G);
  tf = numel (sz) == 2 && sz(1) == 1;
endfunction
