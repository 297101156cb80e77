## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} gpuArray.ones (@var{n})
## @deftypefnx {} {@var{G} =} gpuArray.ones (@var{m}, @var{n}, @dots{}, @var{class})
## ones made on the GPU, with sizes as Octave's @code{ones} takes them.
## @end deftypefn
function G = ones (varargin)
  [dims, cls] = creator_args ("gpuArray.ones", varargin);
  G = gpuArray ();
  __gputiled__ ("ga", "create", G, "ones", cls, dims);
endfunction
