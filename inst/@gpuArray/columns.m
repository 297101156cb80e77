## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{n} =} columns (@var{G})
## The number of columns of @var{G}.
## @end deftypefn
function n = columns (G)
  n = __gputiled__ ("ga", "size", G)(2);
endfunction
