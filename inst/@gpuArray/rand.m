## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} gpuArray.rand (@var{n})
## @deftypefnx {} {@var{G} =} gpuArray.rand (@var{m}, @var{n}, @dots{}, @var{class})
## rand made on the GPU, with sizes as Octave's @code{rand} takes them.
## @end deftypefn
function G = rand (varargin)
  [dims, cls] = creator_args ("gpuArray.rand", varargin);
  G = gpuArray ();
  __gputiled__ ("ga", "create", G, "rand", cls, dims);
endfunction
