## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} gpuArray.zeros (@var{n})
## @deftypefnx {} {@var{G} =} gpuArray.zeros (@var{m}, @var{n}, @dots{}, @var{class})
## zeros made on the GPU, with sizes as Octave's @code{zeros} takes them.
## @end deftypefn
function G = zeros (varargin)
  [dims, cls] = creator_args ("gpuArray.zeros", varargin);
  G = gpuArray ();
  __gputiled__ ("ga", "create", G, "zeros", cls, dims);
endfunction
