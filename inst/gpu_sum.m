## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {@var{S} =} gpu_sum (@var{X})
## @deftypefnx {} {@var{S} =} gpu_sum (@var{X}, @var{dim})
## @deftypefnx {} {@var{S} =} gpu_sum (@dots{}, @qcode{"native"})
## @deftypefnx {} {@var{S} =} gpu_sum (@dots{}, @qcode{"double"})
## @deftypefnx {} {@var{S} =} gpu_sum (@dots{}, @qcode{"extra"})
## @deftypefnx {} {@var{S} =} gpu_sum (@dots{}, @var{name}, @var{value}, @dots{})
## @deftypefnx {} {[@var{S}, @var{info}] =} gpu_sum (@dots{})
## Sum of the elements of @var{X} along dimension @var{dim}, computed on an
## NVIDIA GPU by the package's own block-reduction kernels.
##
## @var{S} has the class and size that @code{sum} gives for the same
## arguments: double and single keep their class, complex stays complex;
## logical, char and integer inputs give double (each element converted to
## double first); @qcode{"double"} and @qcode{"extra"} make a single sum
## double; @qcode{"native"} keeps an integer class, saturating at every
## addition as Octave does, and makes a logical sum logical (@code{any}).
## Without @var{dim} the first non-singleton dimension is reduced; a
## @var{dim} beyond @code{ndims (@var{X})} reduces a singleton (@var{S}
## equals @var{X}, converted).  Empty inputs follow @code{sum}:
## @code{gpu_sum (zeros (0, 3))} is @code{zeros (1, 3)},
## @code{gpu_sum ([])} is 0.  Inf and NaN propagate as in @code{sum}.
##
## Accuracy: sums of single are accumulated in double and rounded once;
## sums of double are compensated (double-double, as accurate as Octave's
## @qcode{"extra"}, which therefore changes nothing for double).  Both are
## at least as accurate as pairwise summation; results agree with
## @code{sum} to its rounding error, not bit for bit.  Integer
## @qcode{"native"} sums are exact and run on the host (@code{info.backend}
## is @qcode{"host"}), after the same check for a GPU as every call.
##
## One difference from Octave 7.3: with @qcode{"extra"}, a sum that
## reaches Inf is Inf here (as @code{sum} without it gives), where Octave's
## @code{sum (@dots{}, "extra")} gives NaN: @code{gpu_sum ([Inf, 1, 2],
## "extra")} is Inf, @code{sum ([Inf, 1, 2], "extra")} NaN.  Inf minus Inf
## is NaN in both.
##
## Options, as name/value pairs (names and values are case-insensitive; the
## type strings above are exact, as for @code{sum}):
##
## @table @asis
## @item @qcode{"Kernel"}
## @table @asis
## @item @qcode{"interleaved"}
## The first classroom kernel: one element per thread into shared memory, a
## tree with interleaved addressing (@code{tid % (2*stride) == 0}), whose
## warps diverge; one partial per block, passes repeated until one is left.
## @item @qcode{"sequential"}
## The same with sequential addressing (@code{tid < stride}): no divergence,
## no bank conflicts.
## @item @qcode{"fast"} (default)
## Many elements per thread with a grid-stride loop and 16-byte loads,
## warp-shuffle tree, a second pass on the device; reductions along a
## non-contiguous dimension read coalesced rows.  Deterministic.
## @end table
## Every kernel gives the same bits on every run; the CPU path gives the
## fast kernel's bits.  The classroom kernels use other trees, so their sums
## may differ from those in the last bits.
##
## @item @qcode{"Backend"}
## @qcode{"cuda"} (default) runs on the GPU.  It needs a usable GPU for
## every call, also for the calls whose work is done on the host (exact
## integer sums, 64-bit max and min, empty results), and fails with
## @code{gputiled:noDevice} where there is none: no function of the
## package falls back to the CPU silently.  @qcode{"auto"} takes the GPU
## where there is a usable one and the CPU path otherwise
## (@code{info.backend} says which ran).  @qcode{"cpu"} runs a plain C
## reference path that replays the fast kernel's order.
##
## @item @qcode{"Device"}
## Index of the CUDA device to use (0-based), with @qcode{"cuda"} or
## @qcode{"auto"}; refused with @qcode{"cpu"}.
##
## @item @qcode{"Devices"}
## A row of device indices, or @qcode{"all"}, to spread a large reduction
## over (default: @code{gpu_devices ()}).  Whole slices go to each device
## where there are enough of them, else pieces of the reduced dimension,
## whose partial results are combined in device order (compensated for
## sums): the same devices give the same bits on every run.
## @end table
##
## The optional output @var{info} has the fields that @code{gpu_tiled_mm}
## returns in its own @var{info} (@code{kernel}, @code{tile} (empty), @code{backend}, @code{device},
## @code{grid}, @code{block}, @code{init_ms}, @code{h2d_ms},
## @code{kernel_ms}, @code{d2h_ms}, @code{total_ms}, @code{gflops}: additions
## per second) and @code{gbps}: bytes of @var{X} read per second of kernel
## time, in GB/s.
##
## Errors have identifiers @code{gputiled:invalidInput} (where @code{sum}
## errors too), @code{gputiled:invalidOption}, @code{gputiled:notSupported}
## (sparse input), @code{gputiled:noDevice}, @code{gputiled:invalidDevice},
## @code{gputiled:outOfMemory} and @code{gputiled:cuda}.
##
## Example:
## @example
## @group
## X = rand (4000, 3000, "single");
## [S, info] = gpu_sum (X, 2);     # 4000x1 single, like sum (X, 2)
## info.gbps
## @end group
## @end example
##
## @seealso{gpu_max, gpu_min, sum}
## @end deftypefn

function [S, info, varargout] = gpu_sum (X, varargin)

  check_nargout ("gpu_sum", nargout, {"S", "info"});
  if (nargin < 1)
    error ("gputiled:invalidInput",
           "gpu_sum: expected at least one argument, X");
  endif
  args = varargin;
  dim = 0;
  type = "default";
  if (! isempty (args) && ! ischar (args{1}))
    dim = sum_dim (args{1}, ndims (X));
    args(1) = [];
  endif
  if (! isempty (args) && ischar (args{1}) && isrow (args{1})
      && any (strcmp (args{1}, {"native", "double", "extra"})))
    type = args{1};
    args(1) = [];
  endif
  for i = 1:2:numel (args)
    if (ischar (args{i}) && isrow (args{i})
        && any (strcmp (args{i}, {"native", "double", "extra"})))
      error ("gputiled:invalidInput",
             ["gpu_sum: the type \"%s\" must come before the options, ", ...
              "as in gpu_sum (X, DIM, \"%s\", \"Backend\", \"cpu\")"],
             args{i}, args{i});
    endif
  endfor
  if (numel (args) == 1 && ! is_option_name (args{1}))
    if (ischar (args{1}) && isrow (args{1}))
      error ("gputiled:invalidInput",
             "gpu_sum: unrecognized type argument '%s'", args{1});
    endif
    error ("gputiled:invalidInput",
           "gpu_sum: the type must be \"native\", \"double\" or \"extra\", not a %s",
           class (args{1}));
  endif
  opts = reduce_options ("gpu_sum", args);
  if (isa (X, "gpuArray"))
    if (! strcmp (type, "default"))
      error ("gputiled:notSupported",
             "gpu_sum: the type argument is for host arrays; convert a gpuArray with double () first");
    endif
    S = gpuarray_reduce ("gpu_sum", "sum", X, dim, opts, nargout);
    return;
  endif
  if (nargout > 1)
    [S, info] = __gputiled__ ("sum", X, dim, type, opts{:});
  else
    S = __gputiled__ ("sum", X, dim, type, opts{:});
  endif

endfunction

## DIM as sum reads it: the real part of the first element, truncated.
## Values whose conversion to int overflows (NaN, Inf, |DIM| >= 2^31) leave
## X unreduced in Octave; here they reduce a singleton dimension, the same.
function dim = sum_dim (d, nd)

  if (! (isnumeric (d) || islogical (d)) || isempty (d))
    error ("gputiled:invalidInput",
           "gpu_sum: DIM must be a positive integer, not a %s", class (d));
  endif
  v = fix (double (real (d(1))));
  if (! isfinite (v) || abs (v) >= 2^31)
    dim = nd + 1;
  elseif (v < 1)
    error ("gputiled:invalidInput",
           "gpu_sum: invalid dimension DIM = %d", v);
  else
    dim = min (v, nd + 1);
  endif

endfunction

%!demo
%! ## Sum of 2^24 singles on the GPU next to Octave's sum.
%! X = rand (2^24, 1, "single");
%! tic;  R = sum (X);  t_octave = toc;
%! gpu_sum (1, "Backend", "auto");   # the first call creates the CUDA context
%! [S, info] = gpu_sum (X, "Backend", "auto");
%! printf ("Octave sum: %8.2f ms   gpu_sum (%s, %s): kernel %.3f ms, %.0f GB/s, whole call %.2f ms\n",
%!         1e3 * t_octave, info.backend, info.kernel, info.kernel_ms,
%!         info.gbps, info.total_ms);
%! printf ("sum in double: %.9g   sum: %.9g   gpu_sum: %.9g\n",
%!         sum (double (X)), R, S);

## Check gpu_sum (X, ARGS{:}, OPTS{:}) against sum (X, ARGS{:}): class and
## size equal; values equal where sum is exact (integers, logical),
## otherwise within n * eps (class) * sum (abs (X)) along the same dim.
%!function check_sum (X, args, varargin)
%!  S = gpu_sum (X, args{:}, varargin{:});
%!  R = sum (X, args{:});
%!  assert (class (S), class (R));
%!  assert (size (S), size (R));
%!  assert (iscomplex (S), iscomplex (R));
%!  if (isinteger (R) || islogical (R) || isempty (R))
%!    assert (S, R);
%!    return;
%!  endif
%!  dargs = args(cellfun (@(a) ! ischar (a), args));
%!  bound = (numel (X) + 1) * eps (class (R)) * sum (abs (double (X)), dargs{:});
%!  assert (isnan (S), isnan (R));
%!  inf = isinf (R);
%!  assert (S(inf), R(inf));
%!  fin = isfinite (R);
%!  err = abs (double (S) - double (R));
%!  bad = find (fin & ! (err <= bound + realmin (class (R))), 1);
%!  assert (isempty (bad), "S(%d) = %.17g, sum gives %.17g (bound %.3g)",
%!          bad, S(bad), R(bad), bound(bad));
%!endfunction

## Every class, type, shape and dim on one backend.
%!function sweep_classes (varargin)
%!  X = randn (5, 7);
%!  inputs = {X, single(X), X + 1i*randn(5, 7), single(X - 2i), X > 0, ...
%!            char (65 + floor (20 * rand (5, 7))), int8(20*X), uint8(50*abs(X)), ...
%!            int16(1000*X), uint16(1000*abs(X)), int32(1e6*X), uint32(1e6*abs(X)), ...
%!            int64(1e12*X), uint64(1e12*abs(X))};
%!  for i = 1:numel (inputs)
%!    for args = {{}, {1}, {2}, {3}, {"native"}, {"double"}, {"extra"}, {2, "native"}, {1, "double"}, {2, "extra"}}
%!      check_sum (inputs{i}, args{1}, varargin{:});
%!    endfor
%!  endfor
%!endfunction

%!function sweep_shapes (varargin)
%!  shapes = {[0 0], [0 1], [1 0], [2 0], [0 2], [0 3], [3 0], [1 1], [1 7], [7 1], ...
%!            [2 2 0 3], [1 0 3], [0 0 3], [1 1 0], [1 1 0 2], [2 3 4], [1 3 4], ...
%!            [1 1 4], [3 1 2 2], [4 5 1 3 2], [33 65], [65 33], [2 300], [300 2], [1 1000], [1000 1]};
%!  for s = 1:numel (shapes)
%!    X = randn (shapes{s});
%!    for args = {{}, {1}, {2}, {3}, {4}, {5}, {9}}
%!      check_sum (X, args{1}, varargin{:});
%!      check_sum (single (X), args{1}, varargin{:});
%!    endfor
%!    check_sum (X + 1i, {}, varargin{:});
%!    check_sum (int8 (X), {"native"}, varargin{:});
%!    check_sum (X > 0, {"native"}, varargin{:});
%!  endfor
%!endfunction

%!function sweep_kernels (varargin)
%!  for kern = {"interleaved", "sequential", "fast"}
%!    for n = [1, 2, 3, 4, 5, 31, 32, 33, 255, 256, 257, 1000, 4097, 70000]
%!      X = randn (n, 1);
%!      check_sum (X, {}, "Kernel", kern{1}, varargin{:});
%!      check_sum (single (X'), {}, "Kernel", kern{1}, varargin{:});
%!      check_sum (X + 2i * X, {}, "Kernel", kern{1}, varargin{:});
%!    endfor
%!    for sz = {[3 5 7], [37 41 3], [1 9 1000], [33 1000], [1000 33], [2 5000], [17 9 2], [64 70 3]}
%!      X = randn (sz{1});
%!      for d = 1:3
%!        check_sum (X, {d}, "Kernel", kern{1}, varargin{:});
%!        check_sum (single (X), {d}, "Kernel", kern{1}, varargin{:});
%!      endfor
%!    endfor
%!  endfor
%!endfunction

## ---- On the CPU path (runs everywhere) ----
%!test sweep_classes ("Backend", "cpu");
%!test sweep_shapes ("Backend", "cpu");
%!test sweep_kernels ("Backend", "cpu");
%!test
%! ## Octave's own special cases.
%! assert (gpu_sum ([], "Backend", "cpu"), 0);
%! assert (gpu_sum (zeros (0, 3), "Backend", "cpu"), zeros (1, 3));
%! assert (size (gpu_sum (zeros (0, 0), 3, "Backend", "cpu")), [0, 1]);
%! assert (size (gpu_sum (zeros (2, 2, 0, 3), "Backend", "cpu")), [1, 2, 0, 3]);
%! assert (gpu_sum (int8 ([100, 100, -100]), "native", "Backend", "cpu"), int8 (27));
%! assert (gpu_sum (int8 ([-100, -100]), "native", "Backend", "cpu"), int8 (-128));
%! assert (gpu_sum (uint8 ([200, 200]), "native", "Backend", "cpu"), uint8 (255));
%! assert (gpu_sum (intmax ("int64") * [1, 1], "native", "Backend", "cpu"), intmax ("int64"));
%! assert (gpu_sum (intmin ("int64") * [1, 1], "native", "Backend", "cpu"), intmin ("int64"));
%! assert (gpu_sum (intmax ("uint64") * [1, 1], "native", "Backend", "cpu"), intmax ("uint64"));
%! assert (gpu_sum (int64 ([2^53, 1, 1]), "native", "Backend", "cpu"), int64 (2^53) + 2);
%! assert (gpu_sum (true (2, 3), "native", "Backend", "cpu"), true (1, 3));
%! assert (gpu_sum ("abc", "native", "Backend", "cpu"), 294);
%! assert (gpu_sum ([1, 2], 2.9, "Backend", "cpu"), 3);
%! assert (gpu_sum ([1, 2], [2, 1], "Backend", "cpu"), 3);
%! assert (gpu_sum ([1, 2], true, "Backend", "cpu"), [1, 2]);
%! assert (gpu_sum ([1, 2], 2 + 1i, "Backend", "cpu"), 3);
%! assert (gpu_sum ([1, 2], Inf, "Backend", "cpu"), sum ([1, 2], Inf));
%! assert (gpu_sum ([1, 2], NaN, "Backend", "cpu"), sum ([1, 2], NaN));
%! assert (gpu_sum ([1, 2], 1e10, "Backend", "cpu"), sum ([1, 2], 1e10));
%! assert (gpu_sum ([1, 2], int8 (2), "Backend", "cpu"), 3);
%!test
%! ## NaN and Inf.
%! for X = {[1, NaN, 3], [Inf, 1], [-Inf, 1], [Inf, -Inf], [NaN, Inf], ...
%!          [1e308, 1e308], [Inf, 1; NaN, 2; 3, -Inf]}
%!   for cls = {"double", "single"}
%!     x = cast (X{1}, cls{1});
%!     check_sum (x, {}, "Backend", "cpu");
%!     check_sum (x, {2}, "Backend", "cpu");
%!   endfor
%! endfor
%! check_sum (repmat ([1, Inf, NaN], 1000, 1), {}, "Backend", "cpu");
%! check_sum (single (3e38) * ones (1, 3), {}, "Backend", "cpu");
%!test
%! ## Sums of double are compensated: exact where sum is not.
%! x = [1e16, 1, -1e16];
%! assert (gpu_sum (x, "Backend", "cpu"), 1);
%! assert (gpu_sum (x, "extra", "Backend", "cpu"), 1);
%! x = repmat ([1, 1e-16, -1], 1, 1000);      # sum (x) gives 0
%! assert (gpu_sum (x, "Backend", "cpu"), 1000 * 1e-16, -4 * eps);
%!test
%! ## A long single sum stays accurate: 3e7 copies of 0.1 (naive
%! ## accumulation in single stalls at 2^21).
%! n = 3e7;
%! S = gpu_sum (single (0.1) * ones (n, 1, "single"), "Backend", "cpu");
%! truth = n * double (single (0.1));
%! assert (class (S), "single");
%! assert (abs (double (S) - truth) <= eps (single (truth)));
%!test
%! ## Every kernel name and backend gives the CPU path the same bits.
%! X = randn (1000, 37);
%! R = gpu_sum (X, 2, "Backend", "cpu");
%! assert (gpu_sum (X, 2, "Kernel", "interleaved", "Backend", "cpu"), R);
%!test
%! ## info describes the call.
%! [S, info] = gpu_sum (single (ones (1000, 1)), "Kernel", "sequential", "Backend", "cpu");
%! assert (S, single (1000));
%! assert (info.kernel, "sequential");
%! assert (info.tile, []);
%! assert (info.backend, "cpu");
%! assert (info.device, "cpu");
%! for f = {"init_ms", "h2d_ms", "kernel_ms", "d2h_ms", "total_ms", "gflops", "gbps"}
%!   assert (isscalar (info.(f{1})) && info.(f{1}) >= 0, "%s", f{1});
%! endfor
%! assert (size (info.grid), [1, 3]);
%! assert (size (info.block), [1, 3]);
%! [~, info] = gpu_sum (int8 ([1, 2]), "native", "Backend", "cpu");
%! assert (info.backend, "host");
%!test
%! ## Option names and values are case-insensitive.
%! [S, info] = gpu_sum ([1, 2, 3], "KERNEL", "Interleaved", "backend", "CPU");
%! assert (S, 6);
%! assert (info.kernel, "interleaved");

%!test
%! ## Where gpu_sum differs from Octave 7.3: "extra" with Inf is Inf, as the
%! ## plain sum is (Octave's "extra" gives NaN).
%! for x = {[Inf, 1, 2], [1; -Inf], single([3, Inf])}
%!   assert (gpu_sum (x{1}, "extra", "Backend", "cpu"), sum (double (x{1})));
%! endfor
%! assert (isnan (gpu_sum ([Inf, -Inf], "extra", "Backend", "cpu")));
%!test
%! ## DIM as sum reads it, including the values max refuses.
%! x = magic (3);
%! for d = {Inf, -Inf, NaN, 1.5, 2.9, 2^31, 1e10, 2+1i, true, int8(2), [2, 1]}
%!   assert (gpu_sum (x, d{1}, "Backend", "cpu"), sum (x, d{1}));
%! endfor
%!test
%! ## "auto" without a GPU is the CPU path.
%! if (! gpu_available ())
%!   [S, info] = gpu_sum ([1, 2], "Backend", "auto");
%!   assert (S, 3);
%!   assert (info.backend, "cpu");
%! endif

## ---- Errors ----
%!error <the type "native" must come before the options> gpu_sum ([1, 2], 2, "Backend", "cpu", "native")
%!error <the type "extra" must come before the options> gpu_sum ([1, 2], "Backend", "cpu", "extra", 1)
%!error <Device 2 selects a GPU, but the Backend is "cpu"> gpu_sum ([1, 2], "Backend", "cpu", "Device", 2)
%!error id=gputiled:invalidInput gpu_sum ()
%!error id=gputiled:invalidInput gpu_sum ({1}, "Backend", "cpu")
%!error <gpu_sum: wrong type argument 'cell'> gpu_sum ({1})
%!error <wrong type argument 'struct'> gpu_sum (struct ("a", 1))
%!error id=gputiled:invalidInput gpu_sum (@sin)
%!error id=gputiled:notSupported gpu_sum (sparse ([1, 2]))
%!error <invalid dimension DIM = 0> gpu_sum ([1, 2], 0)
%!error <invalid dimension DIM = 0> gpu_sum ([1, 2], 0.5)
%!error <invalid dimension DIM = -1> gpu_sum ([1, 2], -1)
%!error id=gputiled:invalidInput gpu_sum ([1, 2], int8 (-1))
%!error id=gputiled:invalidInput gpu_sum ([1, 2], [])
%!error id=gputiled:invalidInput gpu_sum ([1, 2], {2})
%!error <unrecognized type argument 'foo'> gpu_sum ([1, 2], "foo")
%!error <unrecognized type argument 'foo'> gpu_sum ([1, 2], 2, "foo")
%!error <unrecognized type argument 'Native'> gpu_sum ([1, 2], "Native")
%!error id=gputiled:invalidInput gpu_sum ([1, 2], "native", "double")
%!error id=gputiled:invalidOption gpu_sum ([1, 2], "Kernel")
%!error <unknown option "Speed"> gpu_sum ([1, 2], "native", "Speed", 1)
%!error <unrecognized type argument 'Speed'> gpu_sum ([1, 2], "Speed")
%!error <Kernel must be one of "interleaved", "sequential", "fast"> gpu_sum (1, "Kernel", "padded")
%!error <Backend must be one of "cuda", "cpu", "auto"> gpu_sum (1, "Backend", "gpu")
%!error id=gputiled:invalidOption gpu_sum (1, "Device", -1)
%!error id=gputiled:invalidInput
%! [a, b, c, d] = gpu_sum (1, "Backend", "cpu");
%!error id=gputiled:invalidInput __gputiled__ ("sum", 1, 0, "nosuchtype", "fast", "cpu", -1)
%!error id=gputiled:invalidOption __gputiled__ ("sum", 1, 0, "default", "nosuchkernel", "cpu", -1)

## ---- The same on the GPU ----
%!testif ; gpu_available ()
%! sweep_classes ();
%!testif ; gpu_available ()
%! sweep_shapes ();
%!testif ; gpu_available ()
%! sweep_kernels ();
%!testif ; gpu_available ()
%! ## The fast kernel gives the CPU path's bits; every kernel gives the same
%! ## bits on every run.
%! for X = {randn(1, 1e6), single(randn(1e6, 1)), randn(333, 777), ...
%!          single(randn(777, 333)), randn(3, 1e5) + 1i, randn(4, 5, 6, 7)}
%!   x = X{1};
%!   for d = {{}, {1}, {2}, {3}}
%!     R = gpu_sum (x, d{1}{:}, "Backend", "cpu");
%!     assert (gpu_sum (x, d{1}{:}), R);
%!     for kern = {"interleaved", "sequential", "fast"}
%!       a = gpu_sum (x, d{1}{:}, "Kernel", kern{1});
%!       b = gpu_sum (x, d{1}{:}, "Kernel", kern{1});
%!       assert (isequal (typecast (a(:), "uint8"), typecast (b(:), "uint8")));
%!     endfor
%!   endfor
%! endfor
%!testif ; gpu_available ()
%! ## 1e8 copies of 0.1 in single: within one rounding of the truth, where
%! ## naive accumulation in single stalls at 2^21.
%! n = 1e8;
%! x = single (0.1) * ones (n, 1, "single");
%! truth = n * double (single (0.1));
%! for kern = {"interleaved", "sequential", "fast"}
%!   S = gpu_sum (x, "Kernel", kern{1});
%!   assert (abs (double (S) - truth) <= eps (single (truth)), kern{1});
%! endfor
%!testif ; gpu_available ()
%! ## NaN, Inf and the special cases on the GPU.
%! for X = {[1, NaN, 3], [Inf, 1], [Inf, -Inf], [NaN, Inf], [Inf, 1; NaN, 2; 3, -Inf]}
%!   check_sum (X{1}, {});
%!   check_sum (single (X{1}), {2});
%! endfor
%! assert (gpu_sum ([1e16, 1, -1e16]), 1);
%! assert (gpu_sum ([]), 0);
%! assert (gpu_sum (zeros (0, 3)), zeros (1, 3));
%!testif ; gpu_available ()
%! [S, info] = gpu_sum ([1, 2], "Backend", "auto");
%! assert (S, 3);
%! assert (info.backend, "cuda");
%! assert (gpu_sum ([Inf, 1, 2], "extra"), Inf);
%!testif ; gpu_available ()
%! [S, info] = gpu_sum (single (ones (2^20, 1)));
%! assert (S, single (2^20));
%! assert (info.kernel, "fast");
%! assert (info.backend, "cuda");
%! s = gpu_info ();
%! assert (info.device, s(1).name);
%! assert (info.h2d_ms > 0 && info.kernel_ms > 0 && info.d2h_ms > 0);
%! assert (info.gbps, 4 * 2^20 / info.kernel_ms / 1e6, -1e-12);
