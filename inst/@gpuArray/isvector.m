## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isvector (@var{G})
## True for a 1xN or Nx1 @var{G} (N >= 0, as Octave 7 answers).
## @end deftypefn
function tf = isvector (G)
  sz = __gputiled__ ("ga", "size", G);
  tf = numel (sz) == 2 && any (sz == 1);
endfunction
