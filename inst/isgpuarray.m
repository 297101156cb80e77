## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isgpuarray (@var{X})
## True when @var{X} is a gpuArray.
## @seealso{gpuArray, gather}
## @end deftypefn
function tf = isgpuarray (x)
  if (nargin != 1)
    print_usage ();
  endif
  tf = isa (x, "gpuArray");
endfunction

%!assert (isgpuarray (5), false)
%!assert (isgpuarray ({}), false)
%!testif ; gpu_available () || (exist ("ga_ready") == 2 && ga_ready ())
%! assert (isgpuarray (gpuArray (5)), true);
