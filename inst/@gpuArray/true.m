## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} gpuArray.true (@var{n})
## @deftypefnx {} {@var{G} =} gpuArray.true (@var{m}, @var{n}, @dots{}, @var{class})
## true made on the GPU, with sizes as Octave's @code{true} takes them.
## @end deftypefn
function G = true (varargin)
  [dims, cls] = creator_args ("gpuArray.true", varargin);
  G = gpuArray ();
  __gputiled__ ("ga", "create", G, "true", cls, dims);
endfunction
