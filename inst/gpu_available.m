## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {@var{tf} =} gpu_available ()
## @deftypefnx {} {[@var{tf}, @var{reason}] =} gpu_available ()
## Return true when a usable CUDA device exists.
##
## @var{tf} is false when there is no NVIDIA driver, no device, or the package
## was built without CUDA; @var{reason} then says which (it is empty when
## @var{tf} is true).  Use it to choose a backend, or to gate GPU tests:
##
## @example
## %!testif ; gpu_available ()
## @end example
##
## @seealso{gpu_info, gpu_tiled_mm}
## @end deftypefn

function [tf, reason, varargout] = gpu_available (varargin)
  check_nargout ("gpu_available", nargout, {"tf", "reason"});
  if (nargin != 0)
    error ("gputiled:invalidInput", "gpu_available: takes no arguments");
  endif
  [tf, reason] = __gputiled__ ("available");
endfunction

%!test
%! [tf, reason] = gpu_available ();
%! assert (islogical (tf) && isscalar (tf));
%! assert (ischar (reason));
%! assert (isempty (reason), tf);

%!error id=gputiled:invalidInput gpu_available (1)
