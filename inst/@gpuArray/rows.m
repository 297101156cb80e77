## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{n} =} rows (@var{G})
## The number of rows of @var{G}.
## @end deftypefn
function n = rows (G)
  n = __gputiled__ ("ga", "size", G)(1);
endfunction
