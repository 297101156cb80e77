## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {[@var{X}, @dots{}] =} gather (@var{G}, @dots{})
## The host arrays of gpuArrays (host values are returned as they are).
## @end deftypefn
function varargout = gather (varargin)
  varargout = cell (1, max (nargout, 1));
  for k = 1:max (nargout, 1)
    if (isa (varargin{k}, "gpuArray"))
      varargout{k} = __gputiled__ ("ga", "down", varargin{k});
    else
      varargout{k} = varargin{k};
    endif
  endfor
endfunction
