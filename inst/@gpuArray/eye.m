## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} gpuArray.eye (@var{n})
## @deftypefnx {} {@var{G} =} gpuArray.eye (@var{m}, @var{n}, @dots{}, @var{class})
## eye made on the GPU, with sizes as Octave's @code{eye} takes them.
## @end deftypefn
function G = eye (varargin)
  [dims, cls] = creator_args ("gpuArray.eye", varargin);
  G = gpuArray ();
  __gputiled__ ("ga", "create", G, "eye", cls, dims);
endfunction
