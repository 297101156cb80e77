## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{n} =} length (@var{G})
## The largest dimension of @var{G} (0 when empty).
## @end deftypefn
function n = length (G)
  sz = __gputiled__ ("ga", "size", G);
  n = (! any (sz == 0)) * max (sz);
endfunction
