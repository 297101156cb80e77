## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{sz} =} size (@var{G})
## @deftypefnx {} {@var{n} =} size (@var{G}, @var{dim})
## @deftypefnx {} {[@var{r}, @var{c}, @dots{}] =} size (@var{G})
## The dimensions of @var{G}, in every form of Octave's @code{size}.
## @end deftypefn
function varargout = size (G, dim)
  sz = __gputiled__ ("ga", "size", G);
  if (nargin == 2)
    d = ones (size (dim));
    in = dim <= numel (sz);
    d(in) = sz(dim(in));
    varargout = {d};
  elseif (nargout <= 1)
    varargout = {sz};
  else
    n = nargout;
    if (n < numel (sz))
      sz = [sz(1:n-1), prod(sz(n:end))];
    else
      sz(end+1:n) = 1;
    endif
    varargout = num2cell (sz);
  endif
endfunction
