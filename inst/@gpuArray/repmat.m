## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{B} =} repmat (@var{G}, @var{m}, @var{n}, @dots{})
## @deftypefnx {} {@var{B} =} repmat (@var{G}, [@var{m}, @var{n}, @dots{}])
## @var{G} repeated as tiles, on the GPU.
## @end deftypefn
function B = repmat (G, varargin)
  args = cellfun (@gather, varargin, "uniformoutput", false);
  if (numel (args) == 1)
    r = double (args{1});
    if (isscalar (r))
      r = [r, r];
    endif
  else
    r = cellfun (@double, args);
  endif
  r = max (r(:).', 0);
  if (! isa (G, "gpuArray"))
    G = gpuArray (G);
  endif
  B = gpuArray ();
  __gputiled__ ("ga", "repmat", B, G, r);
endfunction
