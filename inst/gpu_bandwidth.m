## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {} gpu_bandwidth ()
## @deftypefnx {} {@var{r} =} gpu_bandwidth (@var{name}, @var{value}, @dots{})
## @deftypefnx {} {[@var{r}, @var{file}] =} gpu_bandwidth (@dots{})
## The global-memory coalescing experiments: effective bandwidth of the GPU's
## memory when a warp's addresses are misaligned (offset) or spread apart
## (stride).
##
## Two kernels read an element, add one and write it back, so their time is
## all memory traffic:
## @table @asis
## @item offset
## @code{a[i + offset] += 1} for every @code{i < N}, on an array of
## @code{N + offset} elements.
## @item stride
## @code{a[i * stride] += 1} for every @code{i < ceil (N / stride)}, on an
## array of @code{N} elements: every @var{stride}-th element is touched, so
## larger strides touch fewer elements of the same array.
## @end table
## A device-to-device copy of @var{N} elements (@code{cudaMemcpy}) is measured
## too, as the roof: about the best the memory can do.
##
## Each measurement is one untimed run, then @qcode{"Reps"} runs timed one
## by one with CUDA events; the time is their median.  The effective bandwidth
## counts the bytes the code asks for: each element touched is read once and
## written once, @code{2 * elements touched * element size} bytes (for the
## copy, @code{N} elements read and @code{N} written), divided by the time,
## in GB/s (10^9 bytes per second).  What the memory system really moves (whole
## 32-byte sectors, cache lines) is more, and that difference is the lesson:
## misaligned warps cost little, because neighbouring warps share the cache
## lines; strided warps waste most of each sector they load.
##
## Options, as name/value pairs (names and values are case-insensitive):
## @table @asis
## @item @qcode{"Class"}
## @qcode{"single"}, @qcode{"double"} or @qcode{"both"} (default).
## @item @qcode{"N"}
## Elements in the array, a positive integer; default @code{2^26} (256 MiB in
## single, 512 MiB in double): large enough that the array does not stay in
## the L2 cache.  The copy needs two arrays, so @code{2 * N} elements must fit
## in the device's free memory (error @code{gputiled:outOfMemory} otherwise).
## @item @qcode{"Offsets"}
## The offsets, integers from 0 to 1024; default @code{0:32}.
## @item @qcode{"Strides"}
## The strides, integers from 1 to 1024; default @code{1:32}.
## @item @qcode{"Reps"}
## Timed runs per measurement, 1 to 1000; default 10.
## @item @qcode{"Plot"}
## Draw the two curves, GB/s against offset and GB/s against stride, as two
## figures, with a line per class and its copy dashed across, each named at
## its end; default: true when there is no output argument or a
## @qcode{"File"} is given.
## @item @qcode{"File"}
## Write the plots to files instead of showing them: @file{.png},
## @file{.svg} or @file{.pdf} after the extension (a name without one gets
## @file{.png}; other extensions are an error), with the experiment before
## the extension: @qcode{"File"}, @qcode{"coalescing.png"} writes
## @file{coalescing-offset.png} and @file{coalescing-stride.png}.  Without
## a display the plots always go to PNG files (by default
## @file{gpu_bandwidth-@var{date}-@var{time}-offset.png} and
## @dots{}@file{-stride.png} in the current directory), drawn with gnuplot;
## their paths are printed and returned in @var{file}, a cell array.  When
## no graphics toolkit can draw without a display, a warning says so and no
## file is written (@var{file} is empty).
## @end table
##
## The struct @var{r} has the fields
## @table @code
## @item device, n, reps
## The GPU's name, the array length and the number of timed runs.
## @item class
## The classes measured, a cell row, for example @code{@{"single", "double"@}}.
## @item offset, stride
## The offsets and strides, as columns.
## @item offset_gbps, stride_gbps
## GB/s, one row per offset (stride), one column per class.
## @item copy_gbps
## The copy's GB/s, one column per class.
## @end table
## With no output argument the table is printed too.
##
## There is no CPU backend: the experiments measure the GPU's own memory.
## Without a usable device the function fails with @code{gputiled:noDevice}.
## Other errors: @code{gputiled:invalidOption} (bad options),
## @code{gputiled:outOfMemory}, @code{gputiled:cuda}.
##
## Example (about a second on a recent GPU):
## @example
## @group
## r = gpu_bandwidth ("Class", "single", "Strides", [1 2 4 8 16 32]);
## [r.stride, r.stride_gbps]
## @end group
## @end example
##
## The lab guide that goes with this function, @file{doc/lab.md}, is
## installed with the package; @code{edit (fullfile (fileparts (which
## ("gpu_bandwidth")), "doc", "lab.md"))} opens it.
##
## @seealso{gpu_tiled_bench, gpu_reduce_bench, gpu_info, gpu_available}
## @end deftypefn

function [r, file, varargout] = gpu_bandwidth (varargin)

  check_nargout ("gpu_bandwidth", nargout, {"r", "file"});
  fn = "gpu_bandwidth";
  o = struct ("Class", "both", "N", 2^26, "Offsets", 0:32, "Strides", 1:32,
              "Reps", 10, "Plot", false, "File", "");
  check = struct (
    "Class", @(v) lab_check (fn, "Class", "choice", v,
                             {"single", "double", "both"}),
    "N", @(v) lab_check (fn, "N", "int", v, 1, flintmax ()),
    "Offsets", @(v) lab_check (fn, "Offsets", "ints", v, 0, 1024),
    "Strides", @(v) lab_check (fn, "Strides", "ints", v, 1, 1024),
    "Reps", @(v) lab_check (fn, "Reps", "int", v, 1, 1000),
    "Plot", @(v) lab_check (fn, "Plot", "flag", v),
    "File", @(v) lab_check (fn, "File", "plotfile", v));
  [o, given] = lab_options (fn, varargin, o, check);
  o.Plot = lab_plot_flag (fn, o, given, nargout);
  if (strcmp (o.Class, "both"))
    classes = {"single", "double"};
  else
    classes = {o.Class};
  endif

  [tf, why] = gpu_available ();
  if (! tf)
    error ("gputiled:noDevice",
           ["%s: no usable CUDA device (%s); the experiments measure the ", ...
            "GPU's own memory, so they have no CPU backend"], fn, why);
  endif
  d = gpu_info ();
  es = max (cellfun (@(c) sizeof (zeros (1, c)), classes));
  need = es * max (2 * o.N, o.N + max (o.Offsets));
  if (need > d(1).memory_free)
    error ("gputiled:outOfMemory",
           ["%s: N = %d elements need %.0f MiB of device memory (the copy ", ...
            "uses two arrays), and %s has %.0f MiB free: choose a smaller N"],
           fn, o.N, need / 2^20, d(1).name, d(1).memory_free / 2^20);
  endif

  nc = numel (classes);
  r = struct ("device", d(1).name, "n", o.N, "reps", o.Reps,
              "class", {classes}, "offset", o.Offsets(:),
              "stride", o.Strides(:),
              "offset_gbps", zeros (numel (o.Offsets), nc),
              "stride_gbps", zeros (numel (o.Strides), nc),
              "copy_gbps", zeros (1, nc));
  for c = 1:nc
    bw = @(kind, p) __gputiled__ ("bandwidth", kind, classes{c}, o.N, p,
                                  o.Reps, -1);
    r.copy_gbps(c) = bw ("copy", 0);
    for i = 1:numel (o.Offsets)
      r.offset_gbps(i,c) = bw ("offset", o.Offsets(i));
    endfor
    for i = 1:numel (o.Strides)
      r.stride_gbps(i,c) = bw ("stride", o.Strides(i));
    endfor
  endfor

  if (nargout == 0)
    print_table (r);
  endif
  file = "";
  if (o.Plot)
    file = lab_plot ("bandwidth", fn, r, r.device, o.File);
  endif
  if (nargout == 0)
    clear r;
  endif

endfunction

function print_table (r)

  printf ("gpu_bandwidth on %s, N = %d elements, median of %d runs (GB/s)\n",
          r.device, r.n, r.reps);
  head = sprintf ("%10s", r.class{:});
  row = ["%8d", repmat("%10.1f", 1, numel (r.class)), "\n"];
  printf ("%8s%s\n", "copy", head);
  printf ("%8s%s\n", "", sprintf ("%10.1f", r.copy_gbps));
  printf ("%8s%s\n", "offset", head);
  printf (row, [r.offset, r.offset_gbps]');
  printf ("%8s%s\n", "stride", head);
  printf (row, [r.stride, r.stride_gbps]');

endfunction

%!demo
%! ## The coalescing lesson: misaligned warps cost little, strided warps a lot.
%! if (gpu_available ())
%!   r = gpu_bandwidth ("N", 2^24, "Strides", [1 2 4 8 16 32], "Plot", true);
%!   printf ("copy (the roof):    %7.1f GB/s single, %7.1f GB/s double\n",
%!           r.copy_gbps);
%!   printf ("offset 1:           %7.1f GB/s single, %7.1f GB/s double\n",
%!           r.offset_gbps(2,:));
%!   printf ("stride 32:          %7.1f GB/s single, %7.1f GB/s double\n",
%!           r.stride_gbps(end,:));
%! else
%!   [~, why] = gpu_available ();
%!   printf ("gpu_bandwidth needs a GPU (%s): there is no CPU backend.\n", why);
%! endif

## ---- Options (checked before the device is looked for: run everywhere) ----
%!error id=gputiled:invalidOption gpu_bandwidth ("Class")
%!error id=gputiled:invalidOption gpu_bandwidth (1, 2)
%!error <unknown option "Size"; the options are "Class", "N", "Offsets", "Strides", "Reps", "Plot", "File"> gpu_bandwidth ("Size", 3)
%!error <Class must be one of "single", "double", "both"> gpu_bandwidth ("Class", "half")
%!error id=gputiled:invalidOption gpu_bandwidth ("Class", 1)
%!error <N must be an integer from 1 to> gpu_bandwidth ("N", 0)
%!error id=gputiled:invalidOption gpu_bandwidth ("N", 1.5)
%!error id=gputiled:invalidOption gpu_bandwidth ("N", [1, 2])
%!error id=gputiled:invalidOption gpu_bandwidth ("N", Inf)
%!error id=gputiled:invalidOption gpu_bandwidth ("N", 2^60)
%!error id=gputiled:invalidOption gpu_bandwidth ("N", "1e6")
%!error <Offsets must be a vector of integers from 0 to 1024> gpu_bandwidth ("Offsets", -1)
%!error id=gputiled:invalidOption gpu_bandwidth ("Offsets", [])
%!error id=gputiled:invalidOption gpu_bandwidth ("Offsets", 2000)
%!error <Strides must be a vector of integers from 1 to 1024> gpu_bandwidth ("Strides", 0:4)
%!error id=gputiled:invalidOption gpu_bandwidth ("Strides", 0.5)
%!error <Reps must be an integer from 1 to 1000> gpu_bandwidth ("Reps", 0)
%!error id=gputiled:invalidOption gpu_bandwidth ("Reps", 1001)
%!error <Plot must be true or false> gpu_bandwidth ("Plot", "yes")
%!error id=gputiled:invalidOption gpu_bandwidth ("Plot", 2)
%!error <File must be a file name> gpu_bandwidth ("File", 3)
%!error <the directory "/no/such/dir" does not exist> gpu_bandwidth ("File", "/no/such/dir/x.png")
%!error <a File was given but Plot is false> gpu_bandwidth ("File", "x.png", "Plot", false)
%!error <File: cannot write a plot as ".eps"> gpu_bandwidth ("File", "x.eps")

## The gateway checks its arguments too.
%!error id=gputiled:invalidOption __gputiled__ ("bandwidth", "diagonal", "single", 10, 0, 1, -1)
%!error id=gputiled:invalidOption __gputiled__ ("bandwidth", "copy", "int8", 10, 0, 1, -1)
%!error id=gputiled:invalidOption __gputiled__ ("bandwidth", "copy", "single", 0, 0, 1, -1)
%!error id=gputiled:invalidInput __gputiled__ ("bandwidth", "stride", "single", 10, 0, 1, -1)
%!error id=gputiled:invalidInput __gputiled__ ("bandwidth", "offset", "double", 10, 1025, 1, -1)
%!error id=gputiled:invalidInput __gputiled__ ("bandwidth", "copy", "double", 10, 1, 1, -1)
%!error id=gputiled:invalidInput __gputiled__ ("bandwidth", "copy", "double", 10, 0, 0, -1)
%!error id=gputiled:invalidInput __gputiled__ ("bandwidth", "copy", "double", 10, 0, 1)

## Without a device: noDevice, and the message says there is no CPU backend.
%!test
%! if (! gpu_available ())
%!   try
%!     gpu_bandwidth ("N", 1024);
%!     error ("gpu_bandwidth ran without a device");
%!   catch err
%!     assert (err.identifier, "gputiled:noDevice");
%!     assert (strncmp (err.message, "gpu_bandwidth: no usable CUDA device", 36));
%!     assert (! isempty (strfind (err.message, "no CPU backend")));
%!   end_try_catch
%! endif

## ---- On the GPU ----
%!testif ; gpu_available ()
%! [r, file] = gpu_bandwidth ("N", 2^20, "Offsets", [0, 1, 16], "Strides",
%!                            [1, 2, 32], "Reps", 3);
%! assert (file, "");
%! d = gpu_info ();
%! assert (r.device, d(1).name);
%! assert ([r.n, r.reps], [2^20, 3]);
%! assert (r.class, {"single", "double"});
%! assert (r.offset, [0; 1; 16]);
%! assert (r.stride, [1; 2; 32]);
%! assert (size (r.offset_gbps), [3, 2]);
%! assert (size (r.stride_gbps), [3, 2]);
%! assert (size (r.copy_gbps), [1, 2]);
%! assert (all ([r.offset_gbps(:); r.stride_gbps(:); r.copy_gbps(:)] > 0));
%!testif ; gpu_available ()
%! ## The lesson itself, on an array larger than the L2 cache: a stride of 32
%! ## wastes most of every sector; an offset costs little.
%! r = gpu_bandwidth ("N", 2^25, "Offsets", [0, 1], "Strides", [1, 32],
%!                    "Reps", 5);
%! assert (all (r.stride_gbps(2,:) < 0.5 * r.stride_gbps(1,:)));
%! assert (all (r.offset_gbps(2,:) > 0.5 * r.offset_gbps(1,:)));
%!testif ; gpu_available ()
%! ## The core's own numbers: bytes, elements touched, memory used.
%! n = 1000;
%! [g, s] = __gputiled__ ("bandwidth", "stride", "double", n, 7, 2, -1);
%! assert (s.touched, ceil (n / 7));
%! assert (s.bytes, 2 * 8 * ceil (n / 7));
%! assert (s.allocated, 8 * n);
%! assert (s.gbps, g);
%! assert (s.gbps, s.bytes / s.ms / 1e6, -1e-12);
%! assert (s.ms_min <= s.ms && s.ms <= s.ms_max);
%! assert (s.block, [256, 1, 1]);
%! assert (s.grid, [1, 1, 1]);
%! [~, s] = __gputiled__ ("bandwidth", "offset", "single", n, 32, 1, -1);
%! assert ([s.touched, s.bytes, s.allocated], [n, 8 * n, 4 * (n + 32)]);
%! [~, s] = __gputiled__ ("bandwidth", "copy", "single", n, 0, 1, -1);
%! assert ([s.touched, s.bytes, s.allocated], [n, 8 * n, 8 * n]);
%! assert (s.grid, [0, 0, 0]);
%!testif ; gpu_available () && ! system ([gnuplot_binary() " --version > /dev/null 2>&1"])
%! ## One class, the two PNG files, the printed table.
%! file = [tempname() ".png"];
%! want = strrep (file, ".png", {"-offset.png", "-stride.png"});
%! unwind_protect
%!   out = evalc ("gpu_bandwidth ('Class', 'double', 'N', 2^20, 'Strides', [1 4], 'Offsets', [0 3], 'Reps', 2, 'File', file)");
%!   assert (! isempty (strfind (out, "GB/s")));
%!   for w = want
%!     assert (! isempty (strfind (out, ["plot written to " w{1}])));
%!     fid = fopen (w{1}, "r");  sig = fread (fid, 8, "uint8=>uint8")';  fclose (fid);
%!     assert (sig, uint8 ([137, 80, 78, 71, 13, 10, 26, 10]));
%!   endfor
%! unwind_protect_cleanup
%!   for w = want
%!     if (exist (w{1}, "file")) unlink (w{1}); endif
%!   endfor
%! end_unwind_protect
%!testif ; gpu_available ()
%! [r, file] = gpu_bandwidth ("Class", "single", "N", 4096, "Offsets", 5,
%!                            "Strides", 3, "Reps", 1);
%! assert (r.class, {"single"});
%! assert (size (r.offset_gbps), [1, 1]);
%! assert (file, "");
