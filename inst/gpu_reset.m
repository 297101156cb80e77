## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {} gpu_reset ()
## Give back what gputiled keeps between calls: its cached device buffers,
## its pinned host staging buffers, its CUDA stream and events, the cuBLAS
## handle and its host copy threads.
##
## The package keeps these so that repeated calls do not allocate; they are
## otherwise released when Octave exits.  The next call creates what it
## needs again.  The device itself is not reset, so other programs and
## other packages using the GPU are not disturbed.  Without a GPU this does
## nothing.
##
## @seealso{gpu_info, gpu_available}
## @end deftypefn

function varargout = gpu_reset (varargin)
  check_nargout ("gpu_reset", nargout, {});
  if (nargin != 0)
    error ("gputiled:invalidInput", "gpu_reset: takes no arguments");
  endif
  __gputiled__ ("reset");
endfunction

%!test
%! gpu_reset ();                 # with or without a GPU: no error
%! gpu_reset ();
%! assert (gpu_tiled_mm ([1 2], [3; 4], "Backend", "cpu"), 11);

%!testif ; gpu_available ()
%! ## After a reset the next calls work, and give the same bits.
%! A = single (randn (300, 200));  B = single (randn (200, 100));
%! C = gpu_tiled_mm (A, B);
%! gpu_reset ();
%! assert (gpu_tiled_mm (A, B), C);
%! assert (gpu_sum (double (A(:))), gpu_sum (double (A(:))));

%!error id=gputiled:invalidInput gpu_reset (1)
