## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {} gpu_reduce_bench ()
## @deftypefnx {} {@var{res} =} gpu_reduce_bench (@var{name}, @var{value}, @dots{})
## @deftypefnx {} {[@var{res}, @var{file}] =} gpu_reduce_bench (@dots{})
## The reduction ladder: time @code{gpu_sum} with each of its kernels
## (@qcode{"interleaved"}, @qcode{"sequential"}, @qcode{"fast"}) on vectors
## of several lengths, next to Octave's own @code{sum} on the CPU, and
## compare their bandwidth with the device-to-device copy, the roof.
##
## For each length @var{n}, class and kernel, the function sums (or, with
## @qcode{"Ops"}, reduces) a random @var{n}x1 vector once untimed (that
## result is checked), then
## @qcode{"Reps"} times, and reports the medians of the kernel time
## (@code{info.kernel_ms}, CUDA events: every pass of the kernel, no copies),
## of the whole call (@code{info.total_ms}: the copy of the vector to the
## device included) and the bandwidth, @code{bytes read / kernel time} with
## @code{bytes read = n * sizeof (class)}, in GB/s (10^9 bytes per second).
## Octave's @code{sum} is timed with @code{tic}/@code{toc} in the same way and
## appears as the kernel @qcode{"octave"}.
##
## The roof is a device-to-device copy (@code{cudaMemcpy}) of
## @code{max ([Sizes, 2^26])} elements per class, measured first, as
## @code{gpu_bandwidth} measures it (same core call, same convention): it
## counts the bytes read @emph{and} written, @code{2 * N * sizeof (class)}.
## A sum only reads, so a kernel that keeps the memory as busy as the copy
## reaches about 100% of the roof, and may pass it (a stream of reads alone
## keeps the memory busier than a copy's mix of reads and writes).  The roof
## is reported as the first rows of @var{res}, kernel @qcode{"copy"}, and
## each row's @code{pct_roof} is its GB/s in percent of the roof of its
## class.  The copy needs @code{2 * N} elements of device memory; where
## there is not enough, the roof is skipped and @code{pct_roof} is NaN.
##
## Every result is checked: a sum must be within
## @code{(n + 1) * eps (class) * sum (abs (x))} of an accurate reference
## (@code{sum (double (x), "extra")}), the rounding bound of an @var{n}-term
## sum; @code{relerr} is its relative error against that reference (for the
## @qcode{"octave"} rows too, so the accuracy of @code{sum} itself can be
## compared).  A maximum or minimum must equal Octave's, index included
## (its @code{relerr} is 0).  A
## kernel that misses is marked @qcode{"FAILED"}, loudly.  A length the
## device has no memory for does not stop the sweep: its rows are reported
## as @qcode{"skipped (@var{message})"}.
##
## A line is printed per length, class and kernel as the sweep goes; Ctrl-C
## stops it between two calls.
##
## Options, as name/value pairs (names and values are case-insensitive):
## @table @asis
## @item @qcode{"Sizes"}
## Vector lengths @var{n}, positive integers; default @code{2.^(16:26)}, or
## @code{2.^[10 12 14 16]} with the CPU backend.
## @item @qcode{"Class"}
## @qcode{"single"}, @qcode{"double"} or @qcode{"both"} (default).
## @item @qcode{"Kernels"}
## A cell array of kernel names from @qcode{"interleaved"},
## @qcode{"sequential"}, @qcode{"fast"} (those of @code{gpu_sum}) and
## @qcode{"octave"} (Octave's own function on the CPU); default: all four.
## @item @qcode{"Ops"}
## A cell array of reductions from @qcode{"sum"}, @qcode{"max"} and
## @qcode{"min"} (@code{gpu_max} and @code{gpu_min} run the same kernels
## with a (value, index) accumulator); default @code{@{"sum"@}}.
## @item @qcode{"Reps"}
## Timed calls per measurement, 1 to 1000; default 5.
## @item @qcode{"Backend"}
## @qcode{"cuda"} (default), @qcode{"cpu"}, or @qcode{"auto"} (the GPU where
## there is a usable one, else the CPU), passed to @code{gpu_sum}.  The
## CPU path is a reference, not a fast sum (its three kernels are the same
## C code), and has no copy roof: the roof rows are skipped, their
## @code{size} and every @code{pct_roof} NaN.  It is what the tests run where there is no GPU.
## @item @qcode{"CSV"}
## Also write the results to this file, one line per row of @var{res} with
## a header line.
## @item @qcode{"Plot"}
## Draw GB/s against @var{n}, one figure per class, a line per kernel (per
## reduction and kernel with several @qcode{"Ops"}: the kernel's colour,
## the reduction's line style), each named at its end, the roof dashed
## across; each kernel keeps its colour and marker in every plot of the
## package.  Default: true when there is no output argument or a
## @qcode{"File"} is given.
## @item @qcode{"File"}
## Write the plot to this file instead of showing it: @file{.png},
## @file{.svg} or @file{.pdf} after its extension (a name without one gets
## @file{.png}; other extensions are an error).  With both classes there
## are two figures: the class goes into each name before the extension
## (@file{reduce-single.png}, @file{reduce-double.png}).  Without a display
## the plot always goes to PNG files (by default
## @file{gpu_reduce_bench-@var{date}-@var{time}-@var{class}.png} in the
## current directory), drawn with gnuplot.  The paths are printed and
## returned in @var{file}: a string for one figure, a cell array for two.
## When no graphics toolkit can draw without a display, a warning says so
## and no file is written (@var{file} is empty).
## @end table
##
## @var{res} is a struct array, the roof first (one element per class),
## then one element per length, class, reduction and kernel, with the fields
## @code{size} (@var{n}; for the roof, the elements copied), @code{class},
## @code{op} (@qcode{"sum"}, @qcode{"max"}, @qcode{"min"}, or
## @qcode{"copy"} for the roof), @code{kernel}, @code{ms} (median kernel
## time), @code{gbps}, @code{pct_roof}, @code{total_ms} (median whole call;
## NaN for the roof), @code{relerr} (NaN for the roof) and @code{status}
## (@qcode{"ok"}, @qcode{"FAILED (@dots{})"}, @qcode{"skipped (@dots{})"} or
## @qcode{"error (@dots{})"}).  Times of rows that did not run are NaN.
##
## Errors: @code{gputiled:invalidOption} (bad options), and
## @code{gputiled:noDevice} when the CUDA backend is asked for and there is
## no usable device (the message says how to use the CPU backend instead).
##
## Example:
## @example
## @group
## res = gpu_reduce_bench ("Sizes", 2.^[20 24], "Class", "single");
## ok = strcmp (@{res.op@}, "sum");
## [@{res(ok).kernel@}', num2cell([res(ok).size; res(ok).pct_roof]')]
## @end group
## @end example
##
## The lab guide that goes with this function, @file{doc/lab.md}, is
## installed with the package; @code{edit (fullfile (fileparts (which
## ("gpu_reduce_bench")), "doc", "lab.md"))} opens it.
##
## @seealso{gpu_sum, gpu_max, gpu_bandwidth, gpu_tiled_bench}
## @end deftypefn

function [res, file] = gpu_reduce_bench (varargin)

  fn = "gpu_reduce_bench";
  kernels = {"interleaved", "sequential", "fast", "octave"};
  o = struct ("Sizes", [], "Class", "both", "Kernels", {kernels},
              "Ops", {{"sum"}}, "Reps", 5, "Backend", "cuda", "CSV", "",
              "Plot", false, "File", "");
  check = struct (
    "Sizes", @(v) lab_check (fn, "Sizes", "ints", v, 1, flintmax ()),
    "Class", @(v) lab_check (fn, "Class", "choice", v,
                             {"single", "double", "both"}),
    "Kernels", @(v) name_list (fn, "Kernels", v, kernels),
    "Ops", @(v) name_list (fn, "Ops", v, {"sum", "max", "min"}),
    "Reps", @(v) lab_check (fn, "Reps", "int", v, 1, 1000),
    "Backend", @(v) lab_check (fn, "Backend", "choice", v, {"cuda", "cpu", "auto"}),
    "CSV", @(v) lab_check (fn, "CSV", "file", v),
    "Plot", @(v) lab_check (fn, "Plot", "flag", v),
    "File", @(v) lab_check (fn, "File", "plotfile", v));
  [o, given] = lab_options (fn, varargin, o, check);
  if (strcmp (o.Backend, "auto"))         # the GPU if usable, else the CPU
    o.Backend = __gputiled__ ("backend", fn, "auto", -1);
  endif
  cpu = strcmp (o.Backend, "cpu");
  if (! given.Sizes)
    if (cpu)
      o.Sizes = 2 .^ [10, 12, 14, 16];
    else
      o.Sizes = 2 .^ (16:26);
    endif
  endif
  o.Plot = lab_plot_flag (fn, o, given, nargout);
  if (strcmp (o.Class, "both"))
    classes = {"single", "double"};
  else
    classes = {o.Class};
  endif

  where = lab_where (fn, cpu);
  printf ("%s: %d sizes x %d classes x %d kernels (%s) on %s, median of %d calls\n",
          fn, numel (o.Sizes), numel (classes), numel (o.Kernels),
          strjoin (o.Ops, ", "), where, o.Reps);
  printf ("%10s %-6s %-4s %-11s %10s %9s %7s %11s %9s  %s\n", "size",
          "class", "op", "kernel", "kernel ms", "GB/s", "% roof", "call ms",
          "relerr", "status");
  fflush (stdout);

  res = struct ("size", {}, "class", {}, "op", {}, "kernel", {}, "ms", {},
                "gbps", {}, "pct_roof", {}, "total_ms", {}, "relerr", {},
                "status", {});
  roof = NaN (1, numel (classes));
  nroof = max ([o.Sizes, 2^26]);
  if (cpu)
    nroof = NaN;                    # no copy, so no length either
  endif
  for c = 1:numel (classes)
    row = copy_roof (new_row (nroof, classes{c}, "copy", "copy"), cpu, o.Reps);
    roof(c) = row.gbps;
    row.pct_roof = 100 * (row.gbps / roof(c));  # exactly 100 (NaN if none)
    res(end+1) = row;
    print_row (row);
  endfor

  for n = o.Sizes
    for c = 1:numel (classes)
      cls = classes{c};
      x = rand (n, 1, cls);
      for p = 1:numel (o.Ops)
        op = o.Ops{p};
        ref = reference (op, x);
        for k = 1:numel (o.Kernels)
          row = new_row (n, cls, op, o.Kernels{k});
          row = run_kernel (row, x, ref, o);
          if (! isnan (row.ms) && row.ms > 0)
            row.gbps = n * sizeof (x(1)) / (row.ms * 1e6);
          endif
          row.pct_roof = 100 * row.gbps / roof(c);
          res(end+1) = row;
          print_row (row);
        endfor
      endfor
    endfor
  endfor

  if (! isempty (o.CSV))
    lab_csv (fn, o.CSV, res,
             "%d,%s,%s,%s,%.6g,%.6g,%.4g,%.6g,%.3g,\"%s\"\n");
  endif
  file = "";
  if (o.Plot)
    file = lab_plot ("reduce", fn, res, where, o.File);
  endif
  if (nargout == 0)
    clear res;
  endif

endfunction

## Kernels and Ops: a name or a non-empty cell array of names from ALLOWED
## (any case); returned in lower case.
function v = name_list (fn, what, v, allowed)

  if (ischar (v))
    v = {v};
  endif
  if (! iscellstr (v) || isempty (v))
    list = sprintf ("\"%s\", ", allowed{:});
    error ("gputiled:invalidOption",
           "%s: %s must be a cell array of names from %s", fn, what,
           list(1:end-2));
  endif
  v = cellfun (@(s) lab_check (fn, what, "choice", s, allowed), v(:).',
               "UniformOutput", false);

endfunction

function row = new_row (n, cls, op, kernel)
  row = struct ("size", n, "class", cls, "op", op, "kernel", kernel,
                "ms", NaN, "gbps", NaN, "pct_roof", NaN, "total_ms", NaN,
                "relerr", NaN, "status", "ok");
endfunction

## The device-to-device copy of gpu_bandwidth: GB/s of bytes read + written.
function row = copy_roof (row, cpu, reps)

  if (cpu)
    row.status = "skipped (the copy roof is measured on the GPU)";
    return;
  endif
  try
    [row.gbps, r] = __gputiled__ ("bandwidth", "copy", row.class, row.size,
                                  0, reps, -1);
    row.ms = r.ms;
  catch err
    row.status = failure_status (err);
  end_try_catch

endfunction

## What a run must match: the accurate sum (and its rounding bound), or
## Octave's maximum or minimum and its index.
function ref = reference (op, x)

  if (strcmp (op, "sum"))
    ref.value = sum (double (x), "extra");
    ref.bound = (numel (x) + 1) * eps (class (x)) * sum (abs (double (x)));
    ref.index = [];
  else
    [ref.value, ref.index] = feval (op, x);
    ref.bound = 0;
  endif

endfunction

## One reduction on one vector: check, then time.  gputiled errors become
## the row's status; anything else (a bug here) propagates.
function row = run_kernel (row, x, ref, o)

  try
    [val, idx] = reduce_once (row, x, o.Backend);
    row.relerr = abs (double (val) - ref.value) / max (abs (ref.value),
                                                       realmin ());
    if (! (abs (double (val) - ref.value) <= ref.bound)    # NaN fails too
        || ! isequal (idx, ref.index))
      row.status = sprintf ("FAILED (%.9g, expected %.9g within %.3g%s)",
                            double (val), ref.value, ref.bound,
                            index_text (idx, ref.index));
    endif
    km = tm = zeros (1, o.Reps);
    for r = 1:o.Reps
      [~, ~, km(r), tm(r)] = reduce_once (row, x, o.Backend);
    endfor
    row.ms = median (km);
    row.total_ms = median (tm);
  catch err
    row.status = failure_status (err);
  end_try_catch

endfunction

## One call of the row's reduction: its value, its index (empty for a sum),
## the kernel time and the whole call's time, in ms.
function [val, idx, ms, total] = reduce_once (row, x, backend)

  idx = [];
  if (strcmp (row.kernel, "octave"))
    t0 = tic ();
    if (strcmp (row.op, "sum"))
      val = sum (x);
    else
      [val, idx] = feval (row.op, x);
    endif
    ms = total = 1e3 * toc (t0);
    return;
  endif
  args = {"Kernel", row.kernel, "Backend", backend};
  if (strcmp (row.op, "sum"))
    [val, info] = gpu_sum (x, args{:});
  else
    [val, idx, info] = feval (["gpu_" row.op], x, args{:});
  endif
  ms = info.kernel_ms;
  total = info.total_ms;

endfunction

function s = index_text (idx, ref)
  s = "";
  if (! isequal (idx, ref))
    s = sprintf ("; index %s, expected %d", num2str (idx), ref);
  endif
endfunction

## A gputiled error as a row's status; any other error is a bug: rethrown.
function s = failure_status (err)
  if (! strncmp (err.identifier, "gputiled:", 9))
    rethrow (err);
  endif
  if (strcmp (err.identifier, "gputiled:outOfMemory"))
    s = sprintf ("skipped (%s)", err.message);
  else
    s = sprintf ("error (%s)", err.message);
  endif
endfunction

function print_row (r)
  printf ("%10d %-6s %-4s %-11s %10.4f %9.1f %7.1f %11.3f %9.2g  %s%s\n",
          r.size, r.class, r.op, r.kernel, r.ms, r.gbps, r.pct_roof,
          r.total_ms, r.relerr, lab_loud (r.status), r.status);
  fflush (stdout);
endfunction

%!demo
%! ## The reduction ladder: interleaved -> sequential -> fast, Octave's sum,
%! ## and the copy roof.
%! ## On the GPU where there is one, else on the CPU path (smaller sizes).
%! res = gpu_reduce_bench ("Backend", "auto", "Class", "single", "Plot", true);

## ---- The ladder on the CPU path (runs everywhere, CI included) ----
## (The plot, the roof and the skipped and failed rows are tested with a
## stand-in device in tests/suites/lab_plots.tst.)
%!test
%! evalc (["[res, file] = gpu_reduce_bench ('Backend', 'cpu', ", ...
%!        "'Sizes', [1000, 3001], 'Reps', 2, 'Plot', false);"]);
%! assert (file, "");
%! assert (size (res), [1, 2 + 2 * 2 * 4]);
%! assert (fieldnames (res)', {"size", "class", "op", "kernel", "ms", ...
%!                             "gbps", "pct_roof", "total_ms", "relerr", ...
%!                             "status"});
%! ## The roof first, one row per class: skipped on the CPU path.
%! roof = res(1:2);
%! assert ({roof.class}, {"single", "double"});
%! assert ({roof.op}, {"copy", "copy"});
%! assert ({roof.kernel}, {"copy", "copy"});
%! assert ([roof.size], [NaN, NaN]);
%! assert ({roof.status}, repmat ({"skipped (the copy roof is measured on the GPU)"}, 1, 2));
%! assert (isnan ([roof.ms, roof.gbps, roof.pct_roof, roof.total_ms, roof.relerr]));
%! ## Then size by size, class by class, kernel by kernel.
%! r = res(3:end);
%! assert ([r.size], [repmat(1000, 1, 8), repmat(3001, 1, 8)]);
%! assert ({r(1:8).class}, [repmat({"single"}, 1, 4), repmat({"double"}, 1, 4)]);
%! assert ({r.op}, repmat ({"sum"}, 1, 16));
%! assert ({r.kernel}, repmat ({"interleaved", "sequential", "fast", "octave"}, 1, 4));
%! assert (all (strcmp ({r.status}, "ok")));
%! es = 4 + 4 * strcmp ({r.class}, "double");
%! assert (all ([r.ms] >= 0 & [r.total_ms] >= [r.ms]));
%! ran = [r.ms] > 0;
%! assert ([r(ran).gbps], [r(ran).size] .* es(ran) ./ ([r(ran).ms] * 1e6), -1e-12);
%! assert (isnan ([r.pct_roof]));
%! ## Relative errors against sum (double (x), "extra"): gpu_sum's single
%! ## sums round once at the end, its double sums are compensated; Octave's
%! ## sum is within the bound of an n-term sum.
%! gpu = ! strcmp ({r.kernel}, "octave");
%! dbl = strcmp ({r.class}, "double");
%! assert (all ([r(gpu & ! dbl).relerr] <= eps ("single")));
%! assert (all ([r(gpu & dbl).relerr] < 1e-14));
%! o = r(! gpu);
%! e = arrayfun (@(x) eps (x.class), o);
%! assert (all ([o.relerr] >= 0 & [o.relerr] <= ([o.size] + 1) .* e));
%!test
%! ## Kernels, Ops and Class; names and values in any case; one name alone.
%! evalc (["res = gpu_reduce_bench ('backend', 'CPU', 'sizes', 500, ", ...
%!        "'class', 'Double', 'kernels', {'Fast', 'OCTAVE'}, ", ...
%!        "'ops', {'Max', 'min', 'sum'}, 'reps', 1, 'plot', 0);"]);
%! r = res(2:end);
%! assert ([res(1).size, numel(res)], [NaN, 7]);
%! assert ({res.class}, repmat ({"double"}, 1, 7));
%! assert ({r.op}, {"max", "max", "min", "min", "sum", "sum"});
%! assert ({r.kernel}, repmat ({"fast", "octave"}, 1, 3));
%! assert (all (strcmp ({r.status}, "ok")));
%! assert ([r(1:4).relerr], zeros (1, 4));
%! evalc (["res = gpu_reduce_bench ('Backend', 'cpu', 'Sizes', 2^20, ", ...
%!        "'Class', 'single', 'Kernels', 'sequential', 'Ops', 'min', ", ...
%!        "'Reps', 1);"]);
%! assert ({res.kernel}, {"copy", "sequential"});
%! assert ([res.size], [NaN, 2^20]);
%! assert (res(2).status, "ok");
%! assert (res(2).ms > 0 && res(2).gbps > 0);
%! evalc ("res = gpu_reduce_bench ('Backend', 'cpu', 'Sizes', [1 2 3], 'Class', 'single', 'Reps', 1);");
%! assert ([res.size], [NaN, repmat([1, 2, 3], 4, 1)(:)']);
%! assert (all (strcmp ({res(2:end).status}, "ok")));
%!test
%! ## The default lengths of the CPU path.
%! evalc ("res = gpu_reduce_bench ('Backend', 'cpu', 'Class', 'single', 'Kernels', 'fast', 'Reps', 1);");
%! assert ([res(2:end).size], 2 .^ [10, 12, 14, 16]);
%!test
%! ## Progress: a header, then one line per row as it runs.
%! out = evalc ("res = gpu_reduce_bench ('Backend', 'cpu', 'Sizes', [64 128], 'Class', 'single', 'Kernels', {'interleaved', 'octave'}, 'Reps', 1);");
%! lines = strsplit (strtrim (out), "\n");
%! assert (numel (lines), 2 + 1 + 4);
%! assert (lines{1}, "gpu_reduce_bench: 2 sizes x 1 classes x 2 kernels (sum) on the CPU reference path, median of 1 calls");
%! assert (regexp (lines{2}, '^\s+size class\s+op\s+kernel\s+kernel ms\s+GB/s\s+% roof\s+call ms\s+relerr\s+status$'), 1, lines{2});
%! assert (regexp (lines{3}, '^\s+NaN single copy copy\s+NaN .* skipped \(the copy roof is measured on the GPU\)$'), 1, lines{3});
%! assert (regexp (lines{4}, '^\s+64 single sum\s+interleaved\s+[0-9.]+ .* ok$'), 1, lines{4});
%! assert (regexp (lines{7}, '^\s+128 single sum\s+octave\s+[0-9.]+ .* ok$'), 1, lines{7});
%!test
%! ## CSV: a header and one line per row.
%! csv = [tempname() ".csv"];
%! unwind_protect
%!   evalc (["res = gpu_reduce_bench ('Backend', 'cpu', 'Sizes', [100, 200], ", ...
%!          "'Class', 'double', 'Kernels', {'fast', 'octave'}, ", ...
%!          "'Reps', 1, 'CSV', csv);"]);
%!   lines = strsplit (strtrim (fileread (csv)), "\n");
%!   assert (lines{1}, "size,class,op,kernel,ms,gbps,pct_roof,total_ms,relerr,status");
%!   assert (numel (lines), 6);
%!   assert (lines{2}, "NaN,double,copy,copy,NaN,NaN,NaN,NaN,NaN,\"skipped (the copy roof is measured on the GPU)\"");
%!   assert (strncmp (lines{3}, "100,double,sum,fast,", 20), "%s", lines{3});
%!   assert (regexp (lines{6}, '^200,double,sum,octave,.*,NaN,.*,"ok"$'), 1, lines{6});
%!   f = textscan (strjoin (lines(2:end), "\n"), "%f%s%s%s%f%f%f%f%f%q",
%!                 "Delimiter", ",");
%!   assert (f{1}', [NaN, 100, 100, 200, 200]);
%!   assert (f{4}', {"copy", "fast", "octave", "fast", "octave"});
%!   assert (f{5}', [res.ms], -1e-5);
%!   assert (f{6}', [res.gbps], -1e-5);
%!   assert (f{10}', {res.status});
%! unwind_protect_cleanup
%!   if (exist (csv, "file")) unlink (csv); endif
%! end_unwind_protect

## ---- Options ----
%!error id=gputiled:invalidOption gpu_reduce_bench ("Sizes")
%!error <unknown option "Size"; the options are "Sizes", "Class", "Kernels", "Ops", "Reps", "Backend", "CSV", "Plot", "File"> gpu_reduce_bench ("Size", 3)
%!error <option name 1 must be a string> gpu_reduce_bench (3, 4)
%!error <Sizes must be a vector of integers from 1 to> gpu_reduce_bench ("Sizes", 0)
%!error id=gputiled:invalidOption gpu_reduce_bench ("Sizes", [2^20, 1.5])
%!error id=gputiled:invalidOption gpu_reduce_bench ("Sizes", [])
%!error id=gputiled:invalidOption gpu_reduce_bench ("Sizes", Inf)
%!error id=gputiled:invalidOption gpu_reduce_bench ("Sizes", "16")
%!error <Class must be one of "single", "double", "both"> gpu_reduce_bench ("Class", "int32")
%!error <Kernels must be a cell array of names from "interleaved", "sequential", "fast", "octave"> gpu_reduce_bench ("Kernels", {})
%!error <Kernels must be a cell array of names> gpu_reduce_bench ("Kernels", {"fast", 3})
%!error <Kernels must be one of "interleaved", "sequential", "fast", "octave"> gpu_reduce_bench ("Kernels", {"fast", "padded"})
%!error <Ops must be a cell array of names from "sum", "max", "min"> gpu_reduce_bench ("Ops", 1)
%!error <Ops must be one of "sum", "max", "min"> gpu_reduce_bench ("Ops", "prod")
%!error <Reps must be an integer from 1 to 1000> gpu_reduce_bench ("Reps", 0)
%!error id=gputiled:invalidOption gpu_reduce_bench ("Reps", [1, 2])
%!error <Backend must be one of "cuda", "cpu"> gpu_reduce_bench ("Backend", "opencl")
%!error <CSV must be a file name> gpu_reduce_bench ("CSV", 1)
%!error <CSV: the directory "/no/such/dir" does not exist> gpu_reduce_bench ("CSV", "/no/such/dir/r.csv")
%!error <Plot must be true or false> gpu_reduce_bench ("Plot", "on")
%!error <File: the directory "/no/such/dir" does not exist> gpu_reduce_bench ("File", "/no/such/dir/p.png")
%!error <a File was given but Plot is false> gpu_reduce_bench ("File", "p.png", "Plot", false)
%!error <File: cannot write a plot as ".jpeg"> gpu_reduce_bench ("File", "p.jpeg")
%!test
%! if (! gpu_available ())
%!   try
%!     gpu_reduce_bench ("Sizes", 16);
%!     error ("gpu_reduce_bench ran on the CUDA backend without a device");
%!   catch err
%!     assert (err.identifier, "gputiled:noDevice");
%!     assert (strncmp (err.message, "gpu_reduce_bench: no usable CUDA device", 39));
%!     assert (! isempty (strfind (err.message, "\"Backend\", \"cpu\"")));
%!   end_try_catch
%! endif

## ---- On the GPU ----
%!testif ; gpu_available ()
%! ## Every kernel, sum and max, both classes: every result passes its check,
%! ## the roof is measured, the percentages are against it.
%! evalc (["res = gpu_reduce_bench ('Sizes', [1000, 2^16, 2^20], ", ...
%!        "'Ops', {'sum', 'max'}, 'Reps', 2);"]);
%! assert (numel (res), 2 + 3 * 2 * 2 * 4);
%! assert (all (strcmp ({res.status}, "ok")), strjoin ({res.status}, "; "));
%! roof = res(1:2);
%! assert ({roof.kernel}, {"copy", "copy"});
%! assert ([roof.size], [2^26, 2^26]);
%! assert (all ([roof.gbps] > 0 & [roof.ms] > 0));
%! assert ([roof.pct_roof], [100, 100]);
%! r = res(3:end);
%! es = 4 + 4 * strcmp ({r.class}, "double");
%! gpu = ! strcmp ({r.kernel}, "octave");
%! assert (all ([r(gpu).ms] > 0 & [r(gpu).total_ms] >= [r(gpu).ms]));
%! assert ([r(gpu).gbps], [r(gpu).size] .* es(gpu) ./ ([r(gpu).ms] * 1e6),
%!         -1e-12);
%! assert (all ([r.gbps] > 0 | isnan ([r.gbps])));
%! dbl = strcmp ({r.class}, "double");
%! assert ([r(! dbl).pct_roof], 100 * [r(! dbl).gbps] / roof(1).gbps, -1e-12);
%! assert ([r(dbl).pct_roof], 100 * [r(dbl).gbps] / roof(2).gbps, -1e-12);
%! assert (all ([r(strcmp ({r.op}, "max")).relerr] == 0));
%!testif ; gpu_available () && ! system ([gnuplot_binary() " --version > /dev/null 2>&1"])
%! png = [tempname() ".png"];
%! csv = [tempname() ".csv"];
%! unwind_protect
%!   out = evalc (["[res, file] = gpu_reduce_bench ('Sizes', 2.^[12, 16], ", ...
%!                 "'Class', 'single', 'Reps', 2, 'File', png, 'CSV', csv);"]);
%!   assert (all (strcmp ({res.status}, "ok")));
%!   assert (file, png);
%!   assert (! isempty (strfind (out, ["plot written to " png])), out);
%!   assert (numel (strsplit (strtrim (fileread (csv)), "\n")), 1 + 1 + 2 * 4);
%! unwind_protect_cleanup
%!   if (exist (png, "file")) unlink (png); endif
%!   if (exist (csv, "file")) unlink (csv); endif
%! end_unwind_protect
