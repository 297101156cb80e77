## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {@var{M} =} gpu_max (@var{X})
## @deftypefnx {} {@var{M} =} gpu_max (@var{X}, [], @var{dim})
## @deftypefnx {} {@var{M} =} gpu_max (@var{A}, @var{B})
## @deftypefnx {} {[@var{M}, @var{I}] =} gpu_max (@var{X}, @dots{})
## @deftypefnx {} {[@var{M}, @var{I}, @var{info}] =} gpu_max (@dots{}, @var{name}, @var{value}, @dots{})
## Largest elements of @var{X} along dimension @var{dim}, or the larger of
## @var{A} and @var{B} element by element, computed on an NVIDIA GPU.
##
## Every form of Octave's @code{max}, with its answers, classes and sizes:
##
## @itemize
## @item @code{gpu_max (@var{X})} and @code{gpu_max (@var{X}, [], @var{dim})}
## reduce one dimension (without @var{dim}, the first non-singleton one).
## NaN is ignored unless all elements are NaN; on ties @var{I} is the first
## index; @var{M} keeps the class of @var{X} (char gives double, logical
## stays logical) and @var{I} is double.  An empty dimension stays empty:
## @code{gpu_max (zeros (0, 3))} is @code{zeros (0, 3)}.  @var{dim} is read
## as @code{max} reads it: an integer (a non-integer is an error), at least
## 1; beyond @code{ndims (@var{X})}, and for @code{Inf}, @code{-Inf} or
## magnitudes of 2^31 and more, @var{X} comes back unreduced.  A non-empty
## second argument with @var{dim} is ignored with a warning, as in Octave.
##
## @item Complex @var{X} is ordered by @code{abs}, ties broken by the phase
## angle in (-pi, pi]: @code{gpu_max ([-1 1i 1 -1i])} is -1.
##
## @item @code{gpu_max (@var{A}, @var{B})} compares element by element with
## broadcasting (a dimension of 1 is repeated).  The result has the class
## @code{max (@var{A}, @var{B})} has: single wins over double, an integer
## class over both (the other operand is converted first, rounding and
## saturating: @code{gpu_max (int8 (1), NaN)} is 1, @code{gpu_min (int8
## (1), NaN)} is 0), two char arrays give double, two logical arrays
## logical; mixes Octave refuses are refused.  NaN loses to a number.
## Complex operands compare by @code{abs} alone, and a NaN element wins, as
## in Octave.  On ties the first operand's element is taken, except that a
## real scalar first operand gives the second's (Octave's rule, visible only
## for -0 and 0).  Only @var{M} is returned.
## @end itemize
##
## Sparse inputs are refused (@code{gputiled:notSupported}; use
## @code{full}).  There is no @qcode{"omitnan"} flag: as Octave 7's
## @code{max}, NaN is always omitted.
##
## Options (@qcode{"Kernel"}, @qcode{"Backend"}, @qcode{"Device"}) and
## @var{info} are those of @code{gpu_sum}, with its rule for backends:
## @qcode{"cuda"} (default) needs a usable GPU for every call and never
## falls back silently, @qcode{"auto"} takes the GPU where there is one and
## the CPU path otherwise, @qcode{"cpu"} runs the plain C reference.  Where
## each form runs: real reductions through the package's block-reduction
## kernels (any @qcode{"Kernel"}); complex reductions and the two-array form
## through the GPU kernels of resident arrays (@code{gpuArray}: uploaded,
## computed, gathered; @qcode{"Kernel"} @qcode{"fast"} only, and no
## @var{info}); 64-bit integers exactly on the host (@code{info.backend} is
## @qcode{"host"}), after the same check for a GPU.  The answer does not
## depend on the order of comparisons, so every kernel and backend returns
## the same @var{M} and @var{I}, with one exception: complex elements whose
## @code{abs} or angle differ by an ulp or two may be ordered differently
## on the GPU, whose @code{hypot} and @code{atan2} are not the C library's.
##
## Example:
## @example
## @group
## [m, i] = gpu_max ([3 NaN 7 7], "Backend", "auto")   # m = 7, i = 3
## gpu_max ([1 5; 7 2], 4, "Backend", "auto")          # [4 5; 7 4]
## @end group
## @end example
##
## @seealso{gpu_min, gpu_sum, max}
## @end deftypefn

function [M, I, info, varargout] = gpu_max (X, varargin)

  check_nargout ("gpu_max", nargout, {"M", "I", "info"});
  if (nargin < 1)
    error ("gputiled:invalidInput",
           "gpu_max: expected at least one argument, X");
  endif
  [M, I, info] = minmax_run ("gpu_max", nargout, X, varargin);

endfunction

%!demo
%! ## The three forms of max, on the GPU where there is one.
%! X = [3 NaN 7; 7 2 -1];
%! [m, i] = gpu_max (X, "Backend", "auto")          # per column, NaN ignored
%! [m, i] = gpu_max (X, [], 2, "Backend", "auto")   # per row
%! M = gpu_max (X, 4, "Backend", "auto")            # elementwise with 4
%! z = gpu_max ([-1 1i 1 -1i], "Backend", "auto")   # complex: abs, then angle

## Check [M, I] = gpu_max (X, [], DIM, OPTS{:}) (or without DIM) against max:
## class, size and values equal.
%!function check_minmax (f, X, dim, varargin)
%!  fg = str2func (["gpu_" func2str(f)]);
%!  if (isempty (dim))
%!    [M, I] = fg (X, varargin{:});
%!    [Rm, Ri] = f (X);
%!    assert (fg (X, varargin{:}), Rm);
%!  else
%!    [M, I] = fg (X, [], dim, varargin{:});
%!    [Rm, Ri] = f (X, [], dim);
%!  endif
%!  assert (class (M), class (Rm));
%!  assert (class (I), class (Ri));
%!  assert (size (M), size (Rm));
%!  assert (size (I), size (Ri));
%!  assert (M, Rm);
%!  assert (I, Ri);
%!  ## -0 and 0 are equal: the first one is kept, bits included.
%!  assert (isequal (signbit (double (M)), signbit (double (Rm))));
%!endfunction

%!function sweep_minmax (varargin)
%!  X = randn (5, 7);
%!  X([3, 9, 10]) = NaN;  X(:, 4) = NaN;  X(2, 5) = X(4, 5);
%!  inputs = {X, single(X), X > 0, char (65 + floor (20 * rand (5, 7))), ...
%!            int8(20*X), uint8(50*abs(X)), int16(1000*X), uint16(1000*abs(X)), ...
%!            int32(1e6*X), uint32(1e6*abs(X)), int64(1e12*X), uint64(1e12*abs(X)), ...
%!            round(3*rand(6,9)), [-0, 0, 0, -0], [0, -0; -0, 0], [NaN, NaN], [-Inf, NaN, -Inf], ...
%!            [Inf, NaN, Inf], intmax("int64") - int64([2, 1, 1])};
%!  shapes = {[0 0], [0 1], [1 0], [2 0], [0 3], [3 0], [1 1], [1 1 0], [1 0 3], ...
%!            [2 2 0 3], [0 0 3], [2 3 4], [1 3 4], [3 1 2 2], [33 65], [1 1000], [1000 1]};
%!  for s = 1:numel (shapes)
%!    inputs{end+1} = randn (shapes{s});
%!  endfor
%!  for f = {@max, @min}
%!    for i = 1:numel (inputs)
%!      for dim = {[], 1, 2, 3, 4, 7}
%!        check_minmax (f{1}, inputs{i}, dim{1}, varargin{:});
%!      endfor
%!    endfor
%!  endfor
%!endfunction

%!function sweep_kernels (varargin)
%!  for f = {@max, @min}
%!    for kern = {"interleaved", "sequential", "fast"}
%!      for n = [1, 2, 3, 5, 31, 32, 33, 255, 256, 257, 1000, 4097, 70000]
%!        x = round (10 * randn (n, 1));          # many ties
%!        check_minmax (f{1}, x, [], "Kernel", kern{1}, varargin{:});
%!        check_minmax (f{1}, single (x'), [], "Kernel", kern{1}, varargin{:});
%!        x(1:3:end) = NaN;
%!        check_minmax (f{1}, x, [], "Kernel", kern{1}, varargin{:});
%!      endfor
%!      for sz = {[3 5 7], [37 41 3], [1 9 1000], [33 1000], [1000 33], [2 5000], [64 70 3]}
%!        x = round (5 * randn (sz{1}));
%!        x(rand (size (x)) < 0.1) = NaN;
%!        for d = 1:3
%!          check_minmax (f{1}, x, d, "Kernel", kern{1}, varargin{:});
%!          check_minmax (f{1}, single (x), d, "Kernel", kern{1}, varargin{:});
%!        endfor
%!      endfor
%!    endfor
%!  endfor
%!endfunction

%!test sweep_minmax ("Backend", "cpu");
%!test sweep_kernels ("Backend", "cpu");
%!test
%! [m, i] = gpu_max ([NaN, 1, NaN, 3, 3], "Backend", "cpu");
%! assert ([m, i], [3, 4]);
%! [m, i] = gpu_max ([NaN, NaN; 1, NaN], "Backend", "cpu");
%! assert (m, [1, NaN]);
%! assert (i, [2, 1]);
%! [m, i] = gpu_max (zeros (0, 3), "Backend", "cpu");
%! assert (size (m), [0, 3]);
%! assert (size (i), [0, 3]);
%! assert (gpu_max ([1, 2], [], 2.0, "Backend", "cpu"), 2);
%! assert (gpu_max ([1, 5], [], int8 (2), "Backend", "cpu"), 5);
%! assert (gpu_max ([1, 5], [], [2, 1], "Backend", "cpu"), 5);
%!test
%! ## A second argument with DIM is ignored with a warning, as in max.
%! warning ("off", "gputiled:ignoredArgument", "local");
%! assert (gpu_max ([1, 2], 5, 2, "Backend", "cpu"), 2);
%! warning ("error", "gputiled:ignoredArgument", "local");
%! try
%!   gpu_max ([1, 2], 5, 2, "Backend", "cpu");
%!   error ("no warning");
%! catch err
%!   assert (err.identifier, "gputiled:ignoredArgument");
%! end_try_catch
%!test
%! [m, i, info] = gpu_max (single ([3, 1, 4, 1, 5]), "Kernel", "interleaved", "Backend", "cpu");
%! assert ([m, i], single ([5, 5]));
%! assert (info.kernel, "interleaved");
%! assert (info.backend, "cpu");
%! assert (info.tile, []);
%! assert (isfield (info, "gbps"));
%! [~, ~, info] = gpu_max (int64 ([1, 2]), "Backend", "cpu");
%! assert (info.backend, "host");
%!test
%! ## DIM as max reads it: Inf, -Inf and huge values leave X as it is.
%! x = magic (3);
%! for d = {Inf, -Inf, 2^31, -2^31, 1e10, 3, 2+1i, true, int8(2), single(2), [2, 1]}
%!   [m, i] = gpu_max (x, [], d{1}, "Backend", "cpu");
%!   [rm, ri] = max (x, [], d{1});
%!   assert (m, rm);
%!   assert (i, ri);
%! endfor

%!error id=gputiled:invalidInput gpu_max ()
%!error <gpu_max: no "omitnan" flag> gpu_max ([1, 2], "omitnan")
%!error <gpu_max: \[\] as the second argument needs a DIM> gpu_max ([1, 2], [], "Backend", "cpu")
%!error <gpu_max: "abc" is neither an option nor a second array> gpu_max ([1, 2], "abc")
%!error <gpu_max: sparse arrays are not supported> gpu_max (sparse ([1, 2]), "Backend", "cpu")
%!error <gpu_max: sparse arrays are not supported> gpu_max ([1, 2], sparse (1), "Backend", "cpu")
%!error <gpu_max: A \(1x2\) and B \(1x3\) are nonconformant> gpu_max ([1, 2], [1, 2, 3], "Backend", "cpu")
%!error id=gputiled:invalidInput gpu_max (int8 (1), uint16 ([1, 2]), "Backend", "cpu")
%!error <gpu_max: the two-array form gpu_max \(A, B\) returns one output>
%! [m, i] = gpu_max ([1, 2], 2, "Backend", "cpu");
%!error <Kernel "interleaved" is a classroom block reduction of real arrays> gpu_max ([1, 2i], "Kernel", "interleaved", "Backend", "cpu")
%!error <info is for real X>
%! [m, i, info] = gpu_max ([1, 2i], "Backend", "cpu");
%!error <wrong type argument 'cell'> gpu_max ({1})
%!error <cannot compute max \(cell, scalar\)> gpu_max ({1}, 2, "Backend", "cpu")
%!error <DIM must be a valid dimension> gpu_max ([1, 2], [], 0)
%!error <not 1.5> gpu_max ([1, 2], [], 1.5)
%!error id=gputiled:invalidInput gpu_max ([1, 2], [], NaN)
%!error id=gputiled:invalidInput gpu_max ([1, 2], [], "a")
%!error <not empty> gpu_max ([1, 2], [], [])
%!error id=gputiled:invalidOption gpu_max ([1, 2], [], 2, "Kernel")
%!error <unknown option "Tile"> gpu_max ([1, 2], "Tile", 16)
%!error <Kernel must be one of> gpu_max ([1, 2], "Kernel", "naive")
%!error <Device 0 selects a GPU, but the Backend is "cpu"> gpu_max ([1, 2], "Backend", "cpu", "Device", 0)
%!error <called with 4 outputs; it returns at most 3>
%! [a, b, c, d] = gpu_max (1, "Backend", "cpu");

%!testif ; gpu_available ()
%! sweep_minmax ();
%!testif ; gpu_available ()
%! sweep_kernels ();
%!testif ; gpu_available ()
%! ## "auto" is the GPU where there is one.
%! [~, ~, info] = gpu_max ([1, 2], "Backend", "auto");
%! assert (info.backend, "cuda");
%!testif ; gpu_available ()
%! [m, i, info] = gpu_max (single (1:2^20));
%! assert ([m, i], single ([2^20, 2^20]));
%! assert (info.kernel, "fast");
%! assert (info.backend, "cuda");
%! assert (info.kernel_ms > 0 && info.gbps > 0);
