## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{G} =} gpuArray.nan (@var{n})
## @deftypefnx {} {@var{G} =} gpuArray.nan (@var{m}, @var{n}, @dots{}, @var{class})
## nan made on the GPU, with sizes as Octave's @code{nan} takes them.
## @end deftypefn
function G = nan (varargin)
  [dims, cls] = creator_args ("gpuArray.nan", varargin);
  G = gpuArray ();
  __gputiled__ ("ga", "create", G, "nan", cls, dims);
endfunction
