## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} uplus (@var{A})
## @code{+A}: @var{A} itself.
## @end deftypefn
function B = uplus (A)
  B = A;
endfunction
