## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} gpuArray.inf (@var{n})
## @deftypefnx {} {@var{G} =} gpuArray.inf (@var{m}, @var{n}, @dots{}, @var{class})
## inf made on the GPU, with sizes as Octave's @code{inf} takes them.
## @end deftypefn
function G = inf (varargin)
  [dims, cls] = creator_args ("gpuArray.inf", varargin);
  G = gpuArray ();
  __gputiled__ ("ga", "create", G, "inf", cls, dims);
endfunction
