## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {[@var{X}, @dots{}] =} gather (@var{A}, @dots{})
## The host array of each gpuArray argument; any other value is returned as
## it is, so code written for MATLAB's gpuArray runs on host arrays too.
## @seealso{gpuArray, isgpuarray}
## @end deftypefn
function varargout = gather (varargin)
  if (nargin < 1)
    print_usage ();
  endif
  varargout = cell (1, max (nargout, 1));
  for k = 1:max (nargout, 1)
    if (k > nargin)
      error ("gputiled:invalidInput", "gather: more outputs than inputs");
    endif
    if (isa (varargin{k}, "gpuArray"))
      varargout{k} = __gputiled__ ("ga", "down", varargin{k});
    else
      varargout{k} = varargin{k};
    endif
  endfor
endfunction

%!test
%! assert (gather (5), 5);
%! x = {1, "a"};
%! assert (gather (x), x);
%! [a, b] = gather (int8 (3), "text");
%! assert (a, int8 (3));
%! assert (b, "text");
%!error <more outputs> [a, b] = gather (1)
