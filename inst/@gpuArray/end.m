## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{e} =} end (@var{G}, @var{k}, @var{n})
## The value of @code{end} as the K-th of N subscripts.
## @end deftypefn
function e = end (G, k, n)
  sz = __gputiled__ ("ga", "size", G);
  if (k < n)
    if (k <= numel (sz))
      e = sz(k);
    else
      e = 1;
    endif
  elseif (k <= numel (sz))
    e = prod (sz(k:end));
  else
    e = 1;
  endif
endfunction
