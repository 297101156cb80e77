## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} gpuArray.false (@var{n})
## @deftypefnx {} {@var{G} =} gpuArray.false (@var{m}, @var{n}, @dots{}, @var{class})
## false made on the GPU, with sizes as Octave's @code{false} takes them.
## @end deftypefn
function G = false (varargin)
  [dims, cls] = creator_args ("gpuArray.false", varargin);
  G = gpuArray ();
  __gputiled__ ("ga", "create", G, "false", cls, dims);
endfunction
