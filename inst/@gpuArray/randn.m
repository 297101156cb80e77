## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} gpuArray.randn (@var{n})
## @deftypefnx {} {@var{G} =} gpuArray.randn (@var{m}, @var{n}, @dots{}, @var{class})
## randn made on the GPU, with sizes as Octave's @code{randn} takes them.
## @end deftypefn
function G = randn (varargin)
  [dims, cls] = creator_args ("gpuArray.randn", varargin);
  G = gpuArray ();
  __gputiled__ ("ga", "create", G, "randn", cls, dims);
endfunction
