## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} ismatrix (@var{G})
## True for a 2-D @var{G}.
## @end deftypefn
function tf = ismatrix (G)
  tf = numel (__gputiled__ ("ga", "size", G)) == 2;
endfunction
