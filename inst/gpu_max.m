## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {@var{M} =} gpu_max (@var{X})
## @deftypefnx {} {@var{M} =} gpu_max (@var{X}, [], @var{dim})
## @deftypefnx {} {[@var{M}, @var{I}] =} gpu_max (@dots{})
## @deftypefnx {} {[@var{M}, @var{I}, @var{info}] =} gpu_max (@dots{}, @var{name}, @var{value}, @dots{})
## Largest elements of the real array @var{X} along dimension @var{dim},
## computed on an NVIDIA GPU by the package's block-reduction kernels.
##
## As @code{max}: without @var{dim} the first non-singleton dimension is
## reduced; NaN is ignored unless all elements are NaN; on ties @var{I} is
## the first index; @var{M} keeps the class of @var{X} (char gives double,
## logical stays logical) and @var{I} is double.  An empty dimension stays
## empty: @code{gpu_max (zeros (0, 3))} is @code{zeros (0, 3)}.  A non-empty
## second argument with @var{dim} is ignored with a warning, as in Octave.
## Complex inputs and the two-argument elementwise form @code{max (A, B)}
## are not supported (@code{gputiled:notSupported}).
##
## Options (@qcode{"Kernel"}: @qcode{"interleaved"}, @qcode{"sequential"},
## @qcode{"fast"}; @qcode{"Backend"}: @qcode{"cuda"}, @qcode{"cpu"};
## @qcode{"Device"}) and @var{info} are those of @code{gpu_sum}.  The
## answer does not depend on the order of comparisons, so every kernel and
## backend returns the same @var{M} and @var{I}.  64-bit integers (not exact
## in double) are compared on the host (@code{info.backend} is
## @qcode{"host"}).
##
## @seealso{gpu_min, gpu_sum, max}
## @end deftypefn

function [M, I, info, varargout] = gpu_max (X, varargin)

  check_nargout ("gpu_max", nargout, {"M", "I", "info"});
  if (nargin < 1)
    error ("gputiled:invalidInput",
           "gpu_max: expected at least one argument, X");
  endif
  [M, I, info] = minmax_run ("gpu_max", "max", nargout, X, varargin);

endfunction

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

%!error id=gputiled:invalidInput gpu_max ()
%!error id=gputiled:notSupported gpu_max ([1, 2], 3)
%!error <two-argument elementwise form is not supported> gpu_max ([1, 2], [3, 4], "Backend", "cpu")
%!error id=gputiled:notSupported gpu_max ([1, 2], "abc")
%!error id=gputiled:notSupported gpu_max ([1, 2i], "Backend", "cpu")
%!error id=gputiled:notSupported gpu_max (sparse ([1, 2]), "Backend", "cpu")
%!error <wrong type argument 'cell'> gpu_max ({1})
%!error <DIM must be a valid dimension> gpu_max ([1, 2], [], 0)
%!error id=gputiled:invalidInput gpu_max ([1, 2], [], 1.5)
%!error id=gputiled:invalidInput gpu_max ([1, 2], [], NaN)
%!error id=gputiled:invalidInput gpu_max ([1, 2], [], "a")
%!error id=gputiled:invalidInput gpu_max ([1, 2], [], [])
%!error id=gputiled:invalidOption gpu_max ([1, 2], [], 2, "Kernel")
%!error <unknown option "Tile"> gpu_max ([1, 2], "Tile", 16)
%!error <Kernel must be one of> gpu_max ([1, 2], "Kernel", "naive")
%!error id=gputiled:invalidInput
%! [a, b, c, d] = gpu_max (1, "Backend", "cpu");

%!testif ; gpu_available ()
%! sweep_minmax ();
%!testif ; gpu_available ()
%! sweep_kernels ();
%!testif ; gpu_available ()
%! [m, i, info] = gpu_max (single (1:2^20));
%! assert ([m, i], single ([2^20, 2^20]));
%! assert (info.kernel, "fast");
%! assert (info.backend, "cuda");
%! assert (info.kernel_ms > 0 && info.gbps > 0);
