## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {@var{M} =} gpu_min (@var{X})
## @deftypefnx {} {@var{M} =} gpu_min (@var{X}, [], @var{dim})
## @deftypefnx {} {@var{M} =} gpu_min (@var{A}, @var{B})
## @deftypefnx {} {[@var{M}, @var{I}] =} gpu_min (@var{X}, @dots{})
## @deftypefnx {} {[@var{M}, @var{I}, @var{info}] =} gpu_min (@dots{}, @var{name}, @var{value}, @dots{})
## Smallest elements of @var{X} along dimension @var{dim}, or the smaller
## of @var{A} and @var{B} element by element, computed on an NVIDIA GPU:
## @code{min} as @code{gpu_max} is @code{max}.  Every form, rule and option
## of @code{gpu_max} applies (NaN, ties, classes, empties, complex order,
## broadcasting, backends and @var{info}); complex values with equal
## @code{abs} are ordered by the phase angle in (-pi, pi], so
## @code{gpu_min ([-1 1i 1 -1i])} is @code{-1i}.
##
## Example:
## @example
## @group
## [m, i] = gpu_min ([3 NaN 1 1], "Backend", "auto")   # m = 1, i = 3
## gpu_min ("abc", "b", "Backend", "auto")            # [97 98 98]
## @end group
## @end example
##
## @seealso{gpu_max, gpu_sum, min}
## @end deftypefn

function [M, I, info, varargout] = gpu_min (X, varargin)

  check_nargout ("gpu_min", nargout, {"M", "I", "info"});
  if (nargin < 1)
    error ("gputiled:invalidInput",
           "gpu_min: expected at least one argument, X");
  endif
  [M, I, info] = minmax_run ("gpu_min", nargout, X, varargin);

endfunction

%!demo
%! ## The three forms of min, on the GPU where there is one.
%! X = [3 NaN 7; 7 2 -1];
%! [m, i] = gpu_min (X, "Backend", "auto")          # per column, NaN ignored
%! [m, i] = gpu_min (X, [], 2, "Backend", "auto")   # per row
%! M = gpu_min (X, int8 (4), "Backend", "auto")     # elementwise: int8, as min
%! z = gpu_min ([-1 1i 1 -1i], "Backend", "auto")   # complex: abs, then angle

## gpu_max.m tests min and max alike; these check the min-specific rules.
%!test
%! [m, i] = gpu_min ([NaN, 3, NaN, 1, 1], "Backend", "cpu");
%! assert ([m, i], [1, 4]);
%! [m, i] = gpu_min ([Inf, NaN, Inf], "Backend", "cpu");
%! assert ([m, i], [Inf, 1]);
%! [m, i] = gpu_min ([0, -0], "Backend", "cpu");
%! assert (i, 1);
%! assert (! signbit (m));
%! [m, i] = gpu_min (int8 ([5, -3; -3, 2]), [], 2, "Backend", "cpu");
%! assert (m, int8 ([-3; -3]));
%! assert (i, [2; 1]);
%! assert (gpu_min (zeros (3, 0), [], 2, "Backend", "cpu"), zeros (3, 0));
%! assert (gpu_min (true (2, 2), "Backend", "cpu"), true (1, 2));
%! assert (gpu_min (intmax ("uint64") - uint64 ([0, 1, 1]), "Backend", "cpu"),
%!         intmax ("uint64") - 1);

%!error id=gputiled:invalidInput gpu_min ()
%!error <gpu_min: no "includenan" flag> gpu_min (1, "includenan")
%!error <gpu_min: sparse arrays are not supported> gpu_min (sparse (true (2)), "Backend", "cpu")
%!error <gpu_min: DIM must be a valid dimension> gpu_min ([1, 2], [], -1)

%!testif ; gpu_available ()
%! [m, i] = gpu_min ([NaN, 3, NaN, 1, 1]);
%! assert ([m, i], [1, 4]);
%! x = round (10 * randn (1000, 300));
%! [m, i] = gpu_min (x, [], 2);
%! [rm, ri] = min (x, [], 2);
%! assert (m, rm);
%! assert (i, ri);
