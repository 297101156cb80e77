## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{B} =} reshape (@var{G}, @var{m}, @var{n}, @dots{})
## @deftypefnx {} {@var{B} =} reshape (@var{G}, [@var{m}, @var{n}, @dots{}])
## The same elements with other dimensions (one may be @code{[]}); no copy.
## @end deftypefn
function B = reshape (G, varargin)
  if (numel (varargin) == 1)
    dims = double (gather (varargin{1}));
  else
    args = cellfun (@gather, varargin, "uniformoutput", false);
    empty = cellfun (@isempty, args);
    if (sum (empty) > 1)
      error ("gputiled:invalidInput",
             "reshape: only a single dimension can be unknown");
    endif
    args(empty) = {1};
    dims = cellfun (@double, args);
    if (any (empty))
      known = prod (dims);
      n = numel (G);
      if (known == 0 || mod (n, known))
        error ("gputiled:invalidInput",
               "reshape: SIZE is not divisible by the product of known dimensions (= %d)",
               known);
      endif
      dims(empty) = n / known;
    endif
  endif
  B = gpuArray ();
  __gputiled__ ("ga", "reshape", B, G, dims(:).');
endfunction
