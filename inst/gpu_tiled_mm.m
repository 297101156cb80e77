## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {@var{C} =} gpu_tiled_mm (@var{A}, @var{B})
## @deftypefnx {} {@var{C} =} gpu_tiled_mm (@var{A}, @var{B}, @var{name}, @var{value}, @dots{})
## @deftypefnx {} {[@var{C}, @var{info}] =} gpu_tiled_mm (@dots{})
## Matrix product @code{@var{A} * @var{B}} computed on an NVIDIA GPU by the
## package's own CUDA kernels.
##
## @var{C} has the class and size that @code{@var{A} * @var{B}} has: double
## and single operands (a mixed product is single), logical and char operands
## (taken as double), a scalar operand (which scales the other), row and
## column vectors, empty operands (@code{zeros (m, 0) * zeros (0, n)} is
## @code{zeros (m, n)}), and N-D operands, which are taken as 2-D with their
## trailing dimensions folded into the columns, as @code{*} does.  An integer
## scalar may scale a real array and vice versa (the result is of the integer
## class, rounded and saturated); integer matrix products are errors, as in
## Octave.  Inf and NaN propagate as in @code{@var{A} * @var{B}}.  Sums are
## accumulated in the operands' precision, with one fused multiply-add per
## term (or, for single on the tensor cores, three TF32 products per term:
## @qcode{"tf32x3"} below), so @var{C} agrees with
## @code{@var{A} * @var{B}} to rounding error, not bit for bit.
##
## Complex operands (double or single, on either side or both) give what
## @code{@var{A} * @var{B}} gives, including its narrowing: a result whose
## imaginary parts are all zero is real.  Every kernel computes them as one
## real product of composed operands: a complex @var{A} times a real
## @var{B} multiplies @var{A}'s interleaved (re, im) pairs as a real matrix
## twice as tall; a real @var{A} times a complex @var{B} multiplies @var{A} by
## @code{[real(@var{B}), imag(@var{B})]}; both complex multiply the blocks
## @code{[ar, -ai; ai, ar]} of @var{A} by @var{B}'s pairs, so that each part
## of each element is a sum of 2@var{K} terms (@code{ar*br - ai*bi},
## @code{ai*br + ar*bi}) added in order.  @qcode{"cublas"} calls cuBLAS
## CGEMM or ZGEMM when both operands are complex.
##
## Where the answers differ from Octave's, with Inf and NaN only:
## @itemize
## @item A mixed product (one operand real, the other complex) is always the
## two real products @code{complex (@var{A} * real (@var{B}), @var{A} *
## imag (@var{B}))} (or the same with @var{A}'s parts).  Octave computes it
## that way too, except when the inner dimension is thin (@var{K} at most
## @code{min (@var{M}, @var{N}) / 10}): then it makes the real operand
## complex and calls ZGEMM, whose products of Inf by the added zero
## imaginary parts give NaN.  So for @code{A = ones (20, 1)} and a complex
## row @var{B} with @code{B(1) = complex (1, Inf)}, @code{(A*B)(1)} is
## @code{NaN + NaNi} and @code{gpu_tiled_mm (A, B)(1)} is @code{1 + Infi}.
## @item Complex times complex: each part is the sum of its real products,
## so an infinite term gives that part ±Inf where the exact products say
## so; Octave's ZGEMM (OpenBLAS) can give NaN there: for @code{A = [Inf+2i,
## 2i]} and @code{B = [-1; -1-1i]}, @code{A*B} is @code{NaN - NaNi} and
## @code{gpu_tiled_mm (A, B)} @code{-Inf - NaNi}, the real part being
## @code{-Inf*1 + 2*0 + 0*(-1) - 2*(-1)}.
## @end itemize
##
## A complex scalar scales the other operand elementwise as Octave does
## (C99 rules for infinities).  Integer and complex operands do not mix, as
## in Octave.
##
## Options, as name/value pairs (names and values are case-insensitive):
##
## @table @asis
## @item @qcode{"Kernel"}
## @table @asis
## @item @qcode{"auto"} (default)
## The fastest of the package's own kernels for the class, the shape and the
## GPU: for single, @qcode{"tf32x3"} on compute capability 9.0 when
## @var{K} >= 512 (where it is as accurate as @qcode{"regblock"}), else
## @qcode{"regblock"} (also on compute capability 8.x, where tf32x3 has
## not been measured against it); for double, @qcode{"dmma"} (compute
## capability 8.0 and newer); @qcode{"padded"} for tiny or thin products.
## Each takes the tile shape and split along K that measured fastest for the
## shape (@code{info.config}, @code{info.splits}).
## @code{info.kernel} says which ran.
## @item @qcode{"naive"}
## One thread per element of @var{C}, every operand read from global memory.
## @item @qcode{"tiled"}
## Shared-memory tiles; @var{M}, @var{N} and @var{K} must all be multiples of
## the tile, other sizes are refused with error
## @code{gputiled:tileMultiple} rather than computed wrongly.
## @item @qcode{"padded"}
## Shared-memory tiles with zero padding at the edges: any size.
## @item @qcode{"regblock"}
## Single precision: each thread computes an 8x8 (or 8x16, 4x8) block of
## @var{C} in registers from 256x128 (or 128x128, 128x64, 64x64)
## shared-memory tiles loaded with 16-byte copies in a two-stage pipeline;
## any size; products too thin to fill the GPU are split along K.
## @item @qcode{"dmma"}
## Double precision on the FP64 tensor cores (IEEE fp64 fused multiply-adds);
## any size; compute capability 8.0 or newer.
## @item @qcode{"tf32x3"}
## Single precision on the TF32 tensor cores (compute capability 8.0 and
## newer: Hopper's warpgroup MMA on 9.0, warp-level MMA elsewhere): each
## element is split into two TF32 parts, big + small, and three
## tensor-core products (small x big, big x small, big x big) are summed in
## float, eight terms at a time (32 where a launch sums at least 2048
## terms: faster, and as accurate there).  Its error is within
## @code{(@var{K} + 8) * eps (@qcode{"single"}) * abs (@var{A}) * abs (@var{B})}
## and of the size of
## @qcode{"regblock"}'s (smaller on most inputs; up to 2.3 times larger when
## a few terms of very different magnitudes dominate a short sum), but the
## sum runs in another order: the results are not the CPU path's bits.
## Inf and NaN come out as in @code{@var{A} * @var{B}}.  Denormal inputs
## whose terms sum to a denormal give 0.
## @item @qcode{"cublas"}
## NVIDIA's cuBLAS, the reference the package's kernels are measured against
## (needs @file{libcublas.so} at run time).
## @end table
## The classroom kernels (naive, tiled, padded) and @qcode{"regblock"} without
## a split accumulate each element in the same order with one fused
## multiply-add per term, so they give the same bits, and so does the CPU
## path.  The others agree with them to rounding error.
##
## @item @qcode{"Tile"}
## 16 or 32 (default): the tile edge of the classroom kernels, which is also
## their thread-block edge.
##
## @item @qcode{"Backend"}
## @qcode{"cuda"} (default) runs on the GPU.  It needs a usable GPU for
## every call, also for those with nothing to compute (empty or scalar
## operands), and fails with @code{gputiled:noDevice} where there is none:
## no function of the package falls back to the CPU silently.
## @qcode{"auto"} takes the GPU where there is a usable one and the CPU
## path otherwise (@code{info.backend} says which ran).  @qcode{"cpu"} runs
## a plain C reference path with the same tile order (for machines without
## an NVIDIA GPU).
##
## @item @qcode{"Device"}
## Index of the CUDA device to use (0-based); default: the one in use, or 0.
## With @qcode{"cuda"} or @qcode{"auto"}; refused with @qcode{"cpu"}.
##
## @item @qcode{"Devices"}
## The devices to spread a product of host arrays over: a row of device
## indices, or @qcode{"all"}; default: @code{gpu_devices ()}, one device
## unless set.  The columns of @var{C} are shared out, faster devices and
## those with more free memory getting more; each device computes its
## columns with the kernel, configuration and split-K chosen for the whole
## product, so @var{C} has the same bits as on one device.  Products too
## small to gain run on the first device listed.
## @end table
##
## The optional output @var{info} is a struct with the fields
## @table @code
## @item kernel, tile, config, splits, backend, device
## What ran, and where (@code{device} is the GPU's name, or @qcode{"cpu"}).
## @code{kernel} is @qcode{"scale"} when an operand is a scalar.  @code{tile}
## is the classroom kernels' tile (empty for the others); @code{config} the
## fast kernels' block, warp and thread tiles; @code{splits} the number of
## slices of K computed in parallel (1: none).
## @item grid, block
## The launch shape, as 1x3 vectors.
## @item devices, shares
## The devices the call ran on and each one's share of the columns of
## @var{C} (the times are then those of the slowest device); empty on the
## CPU.
## @item tiles
## Kernel launches: a large product runs in column blocks so that copies
## and kernels overlap, and a product too big for the device memory runs in
## tiles streamed through it (out-of-core).  Either way each element is
## summed in the same order, so the result has the same bits.
## @item staging_ms
## Host time spent copying between Octave's arrays and the pinned staging
## buffers the DMA engines read and write (on several threads).
## @item h2d_ms, kernel_ms, d2h_ms
## Copies to the device (from the first to the last), the kernels (the
## time some kernel ran: consecutive launches of a real product may run
## side by side, on two streams), and the copies back (from the first to
## the last), measured with CUDA events, in milliseconds.  The smallest
## products with the classroom kernels make no copies: the kernel reads and
## writes the pinned staging buffers over the link, so @code{h2d_ms} and
## @code{d2h_ms} are 0 and the transfers are part of @code{kernel_ms}.
## @item overlap_ms
## @code{staging_ms + h2d_ms + kernel_ms + d2h_ms - total_ms}: the time
## saved by doing those at once.  0 for small products, which run on one
## stream.
## @item total_ms
## Wall time of the whole call in the compiled code, device allocation
## included.  The one-time creation of the CUDA context is not charged to it;
## it is reported once, in @code{init_ms}.
## @item gflops
## @code{2*M*N*K / kernel_ms}, in GFLOP/s (@code{8*M*N*K} when both operands
## are complex, @code{4*M*N*K} when one is).  @code{kernel_ms} includes the
## sum of the slices when K was split, and the composition of complex
## operands; for those, @code{grid}, @code{block} and @code{config} describe
## the real product that ran.
## @end table
##
## Errors have identifiers @code{gputiled:nonconformant},
## @code{gputiled:invalidInput}, @code{gputiled:invalidOption},
## @code{gputiled:notSupported} (64-bit integer operands),
## @code{gputiled:tileMultiple}, @code{gputiled:noDevice},
## @code{gputiled:invalidDevice},
## @code{gputiled:outOfMemory} and @code{gputiled:cuda}.
##
## Example:
## @example
## @group
## A = rand (2000, 3000);  B = rand (3000, 1000);
## [C, info] = gpu_tiled_mm (A, B, "Kernel", "padded", "Tile", 32);
## norm (C - A*B, 1) / norm (A*B, 1)
## info.gflops
## @end group
## @end example
##
## @seealso{gpu_available, gpu_info, mtimes}
## @end deftypefn

function [C, info, varargout] = gpu_tiled_mm (A, B, varargin)

  ## The common call first, kept short: each function the interpreter
  ## calls before the gateway costs about a microsecond, option parsing
  ## tens.  A gpuArray operand goes to the gpuArray type's entry (the
  ## MEX gateway would see it gathered).
  if (nargin == 2)
    ga = isa (A, "gpuArray") || isa (B, "gpuArray");
    if (nargout < 2)
      if (ga)
        C = __gputiled_ga__ ("mtimes", A, B);
      else
        C = __gputiled__ ("mm", A, B);
      endif
      return;
    elseif (nargout == 2)
      if (ga)
        [C, info] = __gputiled_ga__ ("mtimes", A, B);
      else
        [C, info] = __gputiled__ ("mm", A, B);
      endif
      return;
    endif
  endif
  if (nargout > 2)
    check_nargout ("gpu_tiled_mm", nargout, {"C", "info"});
  endif
  if (nargin < 2)
    error ("gputiled:invalidInput",
           "gpu_tiled_mm: expected at least two arguments, A and B");
  endif
  [kernel, tile, backend, device] = parse_options (varargin);
  if (isa (A, "gpuArray") || isa (B, "gpuArray"))   # gpuArray's product
    fn = "__gputiled_ga__";
    op = "mtimes";
  else
    fn = "__gputiled__";
    op = "mm";
  endif
  if (nargout > 1)
    [C, info] = feval (fn, op, A, B, kernel, tile, backend, device);
  else
    C = feval (fn, op, A, B, kernel, tile, backend, device);
  endif

endfunction

function [kernel, tile, backend, device] = parse_options (args)

  persistent kernels = {};
  kernel = "auto";
  tile = 32;
  backend = "cuda";
  device = -1;
  if (mod (numel (args), 2) != 0)
    error ("gputiled:invalidOption",
           "gpu_tiled_mm: options must be name/value pairs");
  endif
  for i = 1:2:numel (args)
    name = args{i};
    value = args{i+1};
    if (! ischar (name) || ! isrow (name))
      error ("gputiled:invalidOption",
             "gpu_tiled_mm: option name %d must be a string", (i + 1) / 2);
    endif
    switch (lower (name))
      case "kernel"
        ## the kernels' table (cuda/base/gemm_kernels.def), asked once
        if (isempty (kernels))
          kernels = __gputiled__ ("kernels");
        endif
        kernel = choice (value, "Kernel", kernels);
      case "tile"
        if (! (isnumeric (value) && isreal (value) && isscalar (value)
               && any (value == [16, 32])))
          error ("gputiled:invalidOption",
                 "gpu_tiled_mm: Tile must be 16 or 32");
        endif
        tile = double (value);
      case "backend"
        backend = choice (value, "Backend", {"cuda", "cpu", "auto"});
      case "device"
        if (! (isnumeric (value) && isreal (value) && isscalar (value)
               && value >= 0 && value == fix (value) && value < 1024))
          error ("gputiled:invalidOption",
                 "gpu_tiled_mm: Device must be a device index (0, 1, ...)");
        endif
        device = double (value);
      case "devices"
        device = devices_option ("gpu_tiled_mm", value);
      otherwise
        error ("gputiled:invalidOption",
               ["gpu_tiled_mm: unknown option \"%s\"; the options are ", ...
                "\"Kernel\", \"Tile\", \"Backend\", \"Device\" and ", ...
                "\"Devices\""], name);
    endswitch
  endfor

endfunction

function s = choice (value, what, allowed)

  if (! ischar (value) || ! isrow (value)
      || ! any (strcmpi (value, allowed)))
    list = sprintf ("\"%s\", ", allowed{:});
    error ("gputiled:invalidOption",
           "gpu_tiled_mm: %s must be one of %s", what, list(1:end-2));
  endif
  s = lower (value);

endfunction

%!demo
%! ## A 2000x3000 by 3000x1000 product on the GPU next to Octave's A*B.
%! A = rand (2000, 3000);  B = rand (3000, 1000);
%! tic;  R = A * B;  t_octave = toc;
%! [gpu, why] = gpu_available ();
%! if (! gpu)
%!   printf ("No usable CUDA device (%s):\nrunning the CPU reference path.\n",
%!           why);
%! endif
%! gpu_tiled_mm (1, 1, "Backend", "auto");  # the first call creates the CUDA context
%! [C, info] = gpu_tiled_mm (A, B, "Backend", "auto");
%! how = {};                                 # what ran, as info says
%! if (! isempty (info.tile))
%!   how{end+1} = sprintf ("tile %d", info.tile);
%! endif
%! if (! isempty (info.config))
%!   how{end+1} = info.config;
%! endif
%! if (info.splits > 1)
%!   how{end+1} = sprintf ("K in %d slices", info.splits);
%! endif
%! if (info.tiles > 1)
%!   how{end+1} = sprintf ("%d launches", info.tiles);
%! endif
%! printf ("Octave A*B:              %8.1f ms\n", 1e3 * t_octave);
%! where = info.device;
%! if (strcmp (info.backend, "cpu"))
%!   where = "the CPU reference path";
%! endif
%! if (! isempty (how))
%!   how = sprintf (" (%s)", strjoin (how, ", "));
%! else
%!   how = "";
%! endif
%! printf ("gpu_tiled_mm on %s, kernel %s%s:\n", where, info.kernel, how);
%! printf ("  staging (host copies)   %8.1f ms\n", info.staging_ms);
%! printf ("  copies to the device    %8.1f ms\n", info.h2d_ms);
%! printf ("  kernel                  %8.1f ms  (%.0f GFLOP/s)\n",
%!         info.kernel_ms, info.gflops);
%! printf ("  copy back               %8.1f ms\n", info.d2h_ms);
%! printf ("  overlapped              %8.1f ms\n", info.overlap_ms);
%! printf ("  whole call              %8.1f ms\n", info.total_ms);
%! printf ("relative error norm (C - A*B, 1) / norm (A*B, 1) = %.1e\n",
%!         norm (C - R, 1) / norm (R, 1));

## Examples as tests.  The full suite of gpu_tiled_mm is in tests/suites/:
## mm_options.tst (classes, shapes, options, errors, each kernel on the
## GPU), mm_sizes.tst, mm_complex.tst, mm_kernels.tst.
%!test
%! ## A product on the CPU reference path, within the rounding bound of A*B
%! A = rand (7, 5);  B = rand (5, 3);
%! [C, info] = gpu_tiled_mm (A, B, "Backend", "cpu");
%! R = A * B;
%! assert (size (C), [7, 3]);
%! assert (all (abs (C(:) - R(:)) <= 5 * eps * (abs (A) * abs (B))(:)));
%! assert (info.backend, "cpu");
%!test
%! ## single in, single out; a scalar scales
%! C = gpu_tiled_mm (single ([1, 2; 3, 4]), single ([1; 1]), "Backend", "cpu");
%! assert (C, single ([3; 7]));
%! assert (gpu_tiled_mm (2, [1, 2, 3], "Backend", "cpu"), [2, 4, 6]);
%!testif ; gpu_available ()
%! ## on the GPU, every kernel of the default choice agrees with A*B
%! A = rand (100, 80);  B = rand (80, 60);
%! [C, info] = gpu_tiled_mm (A, B);
%! assert (info.backend, "cuda");
%! assert (C, A * B, 80 * eps * max (abs (A(:))) * max (abs (B(:))) * 80);
%!error <nonconformant arguments \(op1 is 2x3, op2 is 4x5\)> gpu_tiled_mm (ones (2, 3), ones (4, 5))
%!error <Tile must be 16 or 32> gpu_tiled_mm (1, 2, "Tile", 8)
