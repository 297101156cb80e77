## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} uplus (@var{A})
## @code{+A}: @var{A} itself (a logical @var{A} becomes double, as in
## Octave).
## @end deftypefn
function B = uplus (A)
  if (islogical (A))
    B = double (A);
  else
    B = A;
  endif
endfunction
