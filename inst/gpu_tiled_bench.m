## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {} gpu_tiled_bench ()
## @deftypefnx {} {@var{res} =} gpu_tiled_bench (@var{name}, @var{value}, @dots{})
## @deftypefnx {} {[@var{res}, @var{file}] =} gpu_tiled_bench (@dots{})
## The kernel ladder: time @code{gpu_tiled_mm} with each kernel on square
## products of several sizes, next to Octave's own @code{A*B} on the CPU.
##
## For each size @var{n}, class and kernel, the function multiplies two
## random @var{n}x@var{n} matrices once untimed (that result is checked), then
## @qcode{"Reps"} times, and reports the medians of the kernel time
## (@code{info.kernel_ms}, CUDA events), of the whole call
## (@code{info.total_ms}: copies to and from the device and allocation
## included) and the kernel's GFLOP/s, @code{2*n^3 / kernel time}.  Octave's
## @code{A*B} (BLAS on the CPU) is timed with @code{tic}/@code{toc} in the
## same way and appears as the kernel @qcode{"octave"}.
##
## Every result is checked against @code{A*B}: each element must be within
## @code{n * eps (class) * (abs (A) * abs (B))} of it, the rounding bound of
## an @var{n}-term dot product (@code{(n + 8) * eps (class) * @dots{}} for
## @qcode{"tf32x3"}, whose split of each operand adds up to 8 eps to a
## term; @code{help gpu_tiled_mm}).  A kernel that misses it is marked
## @qcode{"FAILED"}, loudly.  A kernel that refuses a size or is not
## available does not stop the sweep: it is reported as skipped
## (@qcode{"skipped (not a tile multiple)"} for @qcode{"tiled"} on sizes that
## are not multiples of its tile, @qcode{"skipped (@var{message})"} for a
## kernel or option this build or backend does not have).
##
## A line is printed per size, class and kernel as the sweep goes (a sweep
## of large sizes takes a while); Ctrl-C stops it between two calls.  At
## the end, when rows were skipped or failed, a line says how many, and
## one line per kernel and reason says why.
##
## Options, as name/value pairs (names and values are case-insensitive):
## @table @asis
## @item @qcode{"Sizes"}
## Matrix sizes @var{n}, integers from 1 to 65536; default
## @code{[256 512 1024 2048 4096]}, or @code{[64 128 256]} with the CPU
## backend.
## @item @qcode{"Class"}
## @qcode{"single"}, @qcode{"double"} or @qcode{"both"} (default).
## @item @qcode{"Kernels"}
## A cell array of kernel names as @code{gpu_tiled_mm} takes them
## (@qcode{"naive"}, @qcode{"tiled"}, @qcode{"padded"}, @qcode{"regblock"},
## @qcode{"dmma"}, @qcode{"tf32x3"}, @qcode{"cublas"}, @qcode{"auto"}), each
## optionally followed by a colon and a tile (@qcode{"padded:16"}), plus
## @qcode{"fast"} (the package's fast kernel for the class:
## @qcode{"regblock"} in single, @qcode{"dmma"} in double) and
## @qcode{"octave"} (Octave's @code{A*B}).  Any other name is an error
## before anything runs.  Without a tile, the default tile of
## @code{gpu_tiled_mm} is used.  Default: the whole ladder,
## @code{@{"naive", "tiled:32", "padded:16", "padded:32", "fast", "tf32x3",
## "cublas", "octave"@}}, where @qcode{"tf32x3"}, a single-precision kernel,
## is left out of the double ladder (on a GPU without it, its rows are
## skipped: @code{gpu_info ().kernels} lists the kernels a device runs);
## with the CPU backend only the kernels the CPU path has:
## @code{@{"naive", "tiled:32", "padded:16", "padded:32", "octave"@}}.
## @item @qcode{"Reps"}
## Timed calls per measurement, 1 to 1000; default 5.
## @item @qcode{"Backend"}
## @qcode{"cuda"} (default), @qcode{"cpu"}, or @qcode{"auto"} (the GPU where
## there is a usable one, else the CPU), passed to @code{gpu_tiled_mm}.
## The CPU path is a reference, not a fast BLAS: use it with small sizes
## (it is what the tests run where there is no GPU).
## @item @qcode{"CSV"}
## Also write the results to this file, one line per row of @var{res} with
## a header line.
## @item @qcode{"Plot"}
## Draw GFLOP/s against size, one figure per class, a line for each kernel
## and tile that ran, named at its end; each kernel keeps its colour and
## marker in every plot of the package.  Default: true when there is no
## output argument or a @qcode{"File"} is given.
## @item @qcode{"File"}
## Write the plot to this file instead of showing it: @file{.png},
## @file{.svg} or @file{.pdf} after its extension (a name without one gets
## @file{.png}; other extensions are an error).  With both classes there
## are two figures: the class goes into each name before the extension
## (@file{ladder-single.png}, @file{ladder-double.png}).  Without a display
## the plot always goes to PNG files (by default
## @file{gpu_tiled_bench-@var{date}-@var{time}-@var{class}.png} in the
## current directory), drawn with gnuplot.  The paths are printed and
## returned in @var{file}: a string for one figure, a cell array for two.
## When no graphics toolkit can draw without a display, a warning says so
## and no file is written (@var{file} is empty).
## @end table
##
## @var{res} is a struct array, one element per size, class and kernel, with
## the fields @code{size}, @code{class}, @code{kernel}, @code{tile} (NaN for
## @qcode{"octave"} or when the kernel reports none), @code{splits} (the
## slices of K that the fast kernels computed in parallel, as
## @code{info.splits}: more than 1 where the product alone is too small to
## fill the GPU; 1 for the classroom kernels, NaN for @qcode{"octave"}
## and rows that did not run), @code{ms} (median kernel
## time), @code{gflops}, @code{total_ms} (median whole call), @code{relerr}
## (@code{norm (C - A*B, 1) / norm (A*B, 1)}) and @code{status}
## (@qcode{"ok"}, @qcode{"FAILED (@dots{})"}, @qcode{"skipped (@dots{})"} or
## @qcode{"error (@dots{})"}).  Times of skipped rows are NaN.
##
## Errors: @code{gputiled:invalidOption} (bad options), and
## @code{gputiled:noDevice} when the CUDA backend is asked for and there is
## no usable device (the message says how to use the CPU backend instead).
##
## Example:
## @example
## @group
## res = gpu_tiled_bench ("Sizes", [512 1024], "Class", "single",
##                        "Kernels", @{"naive", "padded:32", "octave"@});
## [[res.size]', [res.gflops]']
## @end group
## @end example
##
## The lab guide that goes with this function, @file{doc/lab.md}, is
## installed with the package; @code{edit (fullfile (fileparts (which
## ("gpu_tiled_bench")), "doc", "lab.md"))} opens it.
##
## @seealso{gpu_tiled_mm, gpu_reduce_bench, gpu_bandwidth}
## @end deftypefn

function [res, file, varargout] = gpu_tiled_bench (varargin)

  check_nargout ("gpu_tiled_bench", nargout, {"res", "file"});
  fn = "gpu_tiled_bench";
  o = struct ("Sizes", [], "Class", "both", "Kernels", {{}}, "Reps", 5,
              "Backend", "cuda", "CSV", "", "Plot", false, "File", "");
  check = struct (
    "Sizes", @(v) lab_check (fn, "Sizes", "ints", v, 1, 65536),
    "Class", @(v) lab_check (fn, "Class", "choice", v,
                             {"single", "double", "both"}),
    "Kernels", @(v) kernel_list (fn, v),
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
    o.Sizes = ifelse (cpu, [64, 128, 256], [256, 512, 1024, 2048, 4096]);
  endif
  single_only = {};                 # kernels the double ladder leaves out
  if (! given.Kernels)
    single_only = {"tf32x3"};
    o.Kernels = kernel_list (fn, ifelse (cpu,
      {"naive", "tiled:32", "padded:16", "padded:32", "octave"},
      {"naive", "tiled:32", "padded:16", "padded:32", "fast", "tf32x3", ...
       "cublas", "octave"}));
  endif
  o.Plot = lab_plot_flag (fn, o, given, nargout);
  classes = ifelse (strcmp (o.Class, "both"), {"single", "double"}, {o.Class});

  where = lab_where (fn, cpu);
  if (! cpu)
    gpu_tiled_mm (1, 1);            # create the CUDA context before timing
  endif
  printf ("%s: %d sizes x %d classes x %d kernels on %s, median of %d calls\n",
          fn, numel (o.Sizes), numel (classes), numel (o.Kernels), where,
          o.Reps);
  printf ("%6s %-6s %-9s %4s %5s %11s %10s %11s %9s  %s\n", "size", "class",
          "kernel", "tile", "split", "kernel ms", "GFLOP/s", "call ms",
          "relerr", "status");
  fflush (stdout);

  res = struct ("size", {}, "class", {}, "kernel", {}, "tile", {},
                "splits", {}, "ms", {}, "gflops", {}, "total_ms", {},
                "relerr", {}, "status", {});
  for n = o.Sizes
    for c = 1:numel (classes)
      cls = classes{c};
      A = cast (randn (n), cls);
      B = cast (randn (n), cls);
      [R, octave_ms] = octave_mm (A, B, o.Reps);
      unit = eps (cls) * (abs (A) * abs (B));
      for k = 1:numel (o.Kernels)
        spec = o.Kernels(k);
        if (strcmp (cls, "double") && any (strcmp (spec.name, single_only)))
          continue;
        endif
        row = struct ("size", n, "class", cls, "kernel", spec.name,
                      "tile", spec.tile, "splits", NaN, "ms", NaN,
                      "gflops", NaN, "total_ms", NaN, "relerr", NaN,
                      "status", "ok");
        if (strcmp (spec.name, "fast"))
          row.kernel = ifelse (strcmp (cls, "single"), "regblock", "dmma");
        endif
        if (strcmp (row.kernel, "octave"))
          row.ms = row.total_ms = octave_ms;
          row.relerr = 0;
        else
          ## tf32x3's split adds up to 8 eps to one term (its help).
          terms = n + 8 * strcmp (row.kernel, "tf32x3");
          row = run_kernel (row, A, B, R, terms * unit, o);
        endif
        if (! isnan (row.ms) && row.ms > 0)
          row.gflops = 2 * n^3 / (row.ms * 1e6);
        endif
        res(end+1) = row;
        print_row (row);
      endfor
    endfor
  endfor

  print_skipped (fn, res);
  if (! isempty (o.CSV))
    lab_csv (fn, o.CSV, res, "%d,%s,%s,%g,%g,%.6g,%.6g,%.6g,%.3g,\"%s\"\n");
  endif
  file = "";
  if (o.Plot)
    file = lab_plot ("ladder", fn, res, where, o.File);
  endif
  if (nargout == 0)
    clear res;
  endif

endfunction

## Kernels option: a string or a cell array of "name" or "name:tile", each
## name one that gpu_tiled_mm knows, "fast" or "octave".
function specs = kernel_list (fn, v)

  known = {"naive", "tiled", "padded", "regblock", "dmma", "tf32x3", ...
           "cublas", "auto", "fast", "octave"};
  if (ischar (v))
    v = {v};
  endif
  if (! iscellstr (v) || isempty (v))
    error ("gputiled:invalidOption",
           "%s: Kernels must be a cell array of kernel names", fn);
  endif
  specs = struct ("name", {}, "tile", {});
  for i = 1:numel (v)
    t = regexp (lower (v{i}), '^([a-z][a-z0-9_]*)(:(16|32))?$', "tokens",
                "once");
    if (isempty (t))
      error ("gputiled:invalidOption",
             ["%s: Kernels: \"%s\" is not a kernel name, or a name, a ", ...
              "colon and a tile of 16 or 32 (\"padded:16\")"], fn, v{i});
    endif
    if (! any (strcmp (t{1}, known)))
      list = sprintf ("\"%s\", ", known{:});
      error ("gputiled:invalidOption",
             "%s: Kernels: \"%s\" is not a kernel; the kernels are %s", fn,
             v{i}, list(1:end-2));
    endif
    tile = NaN;
    if (numel (t) > 1 && ! isempty (t{2}))
      tile = str2double (t{2}(2:end));
    endif
    specs(end+1) = struct ("name", t{1}, "tile", tile);
  endfor

endfunction

function v = ifelse (cond, a, b)
  if (cond)
    v = a;
  else
    v = b;
  endif
endfunction

## Octave's own product: the reference result and its median time.
function [R, ms] = octave_mm (A, B, reps)
  R = A * B;                        # untimed: BLAS threads start up
  t = zeros (1, reps);
  for r = 1:reps
    t0 = tic ();
    R = A * B;
    t(r) = 1e3 * toc (t0);
  endfor
  ms = median (t);
endfunction

## One kernel on one product: check, then time.  gputiled errors become
## the row's status; anything else (a bug here) propagates.
function row = run_kernel (row, A, B, R, bound, o)

  args = {"Kernel", row.kernel, "Backend", o.Backend};
  if (! isnan (row.tile))
    args(end+1:end+2) = {"Tile", row.tile};
  endif
  try
    [C, info] = gpu_tiled_mm (A, B, args{:});
    row.tile = ifelse (isempty (info.tile), NaN, info.tile);
    row.splits = info.splits;
    err = abs (double (C) - double (R));
    worst = max (err(:) ./ (double (bound(:)) + realmin (class (R))));
    row.relerr = norm (double (C) - double (R), 1) / norm (double (R), 1);
    if (! (worst <= 1))            # NaN fails too
      row.status = sprintf ("FAILED (error up to %.3g times the bound)",
                            worst);
    endif
    km = tm = zeros (1, o.Reps);
    for r = 1:o.Reps
      [~, info] = gpu_tiled_mm (A, B, args{:});
      km(r) = info.kernel_ms;
      tm(r) = info.total_ms;
    endfor
    row.ms = median (km);
    row.total_ms = median (tm);
  catch err
    switch (err.identifier)
      case "gputiled:tileMultiple"
        row.status = "skipped (not a tile multiple)";
      case {"gputiled:invalidOption", "gputiled:notSupported"}
        row.status = sprintf ("skipped (%s)", err.message);
      otherwise
        if (! strncmp (err.identifier, "gputiled:", 9))
          rethrow (err);
        endif
        row.status = sprintf ("error (%s)", err.message);
    endswitch
  end_try_catch

endfunction

function print_row (r)
  printf ("%6d %-6s %-9s %4s %5s %11.3f %10.1f %11.3f %9.2g  %s%s\n", r.size,
          r.class, r.kernel, tile_text (r.tile), tile_text (r.splits), r.ms,
          r.gflops, r.total_ms, r.relerr, lab_loud (r.status), r.status);
  fflush (stdout);
endfunction

## After the table: how many rows did not run or failed, and why, one line
## per kernel and reason (a kernel this GPU lacks is skipped at every size).
function print_skipped (fn, res)
  bad = ! strcmp ({res.status}, "ok");
  if (! any (bad))
    return;
  endif
  st = {res(bad).status};
  printf ("%s: %d of %d rows skipped, %d failed or in error\n", fn,
          sum (strncmp (st, "skipped", 7)), numel (res),
          sum (! strncmp (st, "skipped", 7)));
  why = strcat ({res(bad).kernel}, {": "}, st);
  for u = unique (why, "stable")
    printf ("  %d x %s\n", sum (strcmp (why, u{1})), u{1});
  endfor
  fflush (stdout);
endfunction

function s = tile_text (t)
  s = "-";
  if (! isnan (t))
    s = sprintf ("%d", t);
  endif
endfunction

%!demo
%! ## The kernel ladder: naive -> tiled -> padded -> fast -> tf32x3 (single,
%! ## compute capability 8.0 and newer) -> cuBLAS, and A*B.
%! ## On the GPU where there is one, else on the CPU path (smaller sizes).
%! res = gpu_tiled_bench ("Backend", "auto", "Class", "single", "Plot", true);

## Helpers for the tests below: a file of the given kind with something in
## it.  The plot tests run where gnuplot runs (without it they are skipped:
## the warning is tested on its own).
%!function check_plot (file, kind)
%!  assert (ischar (file) && isfile (file), disp (file));
%!  fid = fopen (file, "r");
%!  sig = fread (fid, 8, "uint8=>char")';
%!  fclose (fid);
%!  switch (kind)
%!    case "png", assert (double (sig), [137, 80, 78, 71, 13, 10, 26, 10]);
%!    case "svg", assert (! isempty (regexp (fileread (file), '<svg', "once")));
%!    case "pdf", assert (sig(1:5), "%PDF-");
%!  endswitch
%!  d = dir (file);
%!  assert (d.bytes > 1024);
%!endfunction

## ---- The ladder on the CPU path (runs everywhere, CI included) ----
%!test
%! evalc (["[res, file] = gpu_tiled_bench ('Backend', 'cpu', ", ...
%!        "'Sizes', [32, 24], 'Reps', 2, 'Plot', false);"]);
%! assert (file, "");
%! assert (size (res), [1, 2 * 2 * 5]);
%! assert (fieldnames (res)', {"size", "class", "kernel", "tile", "splits", ...
%!                             "ms", "gflops", "total_ms", "relerr", "status"});
%! assert ([res(1:10).size], repmat (32, 1, 10));
%! assert ({res(1:5).class}, repmat ({"single"}, 1, 5));
%! assert ({res(1:5).kernel}, {"naive", "tiled", "padded", "padded", "octave"});
%! assert ([res(1:4).tile], [32, 32, 16, 32]);
%! assert (isnan (res(5).tile));
%! assert ([res(1:4).splits], [1, 1, 1, 1]);
%! assert (isnan (res(5).splits));
%! ## 24 is no multiple of 32: tiled is skipped, not an error.
%! t = res(12);
%! assert ([t.size, t.tile], [24, 32]);
%! assert (t.kernel, "tiled");
%! assert (t.status, "skipped (not a tile multiple)");
%! assert (isnan ([t.splits, t.ms, t.gflops, t.total_ms, t.relerr]));
%! ran = res(! strncmp ({res.status}, "skipped", 7));
%! assert (numel (ran), 18);
%! assert (all (strcmp ({ran.status}, "ok")));
%! assert (all ([ran.ms] > 0 & [ran.total_ms] >= [ran.ms]));
%! assert ([ran.gflops], 2 * [ran.size].^3 ./ ([ran.ms] * 1e6), -1e-12);
%! assert (all ([ran.relerr] < 1e-5));
%!test
%! ## Kernels, a single class; kernels this build or backend lacks are
%! ## skipped with gpu_tiled_mm's message; "fast" is the class's kernel.
%! evalc (["res = gpu_tiled_bench ('backend', 'CPU', 'sizes', 8, ", ...
%!        "'class', 'Double', 'kernels', {'Naive:16', 'fast', 'cublas', ", ...
%!        "'octave'}, 'reps', 1, 'plot', 0);"]);
%! assert ({res.kernel}, {"naive", "dmma", "cublas", "octave"});
%! assert ({res.class}, repmat ({"double"}, 1, 4));
%! assert (res(1).tile, 16);
%! assert (res(1).status, "ok");
%! assert (strncmp (res(2).status, "skipped (gpu_tiled_mm: ", 23)
%!         || strcmp (res(2).status, "ok"), "%s", res(2).status);
%! assert (strncmp (res(3).status, "skipped (gpu_tiled_mm: ", 23), "%s",
%!         res(3).status);
%! evalc (["res = gpu_tiled_bench ('Backend', 'cpu', 'Sizes', 8, ", ...
%!        "'Class', 'single', 'Kernels', 'fast', 'Reps', 1);"]);
%! assert (res.kernel, "regblock");
%!test
%! ## Progress: a header, then one line per row as it runs.
%! out = evalc ("res = gpu_tiled_bench ('Backend', 'cpu', 'Sizes', [8 16], 'Class', 'single', 'Kernels', {'naive', 'octave'}, 'Reps', 1);");
%! lines = strsplit (strtrim (out), "\n");
%! assert (numel (lines), 2 + 4);
%! assert (strncmp (lines{1}, "gpu_tiled_bench: 2 sizes x 1 classes x 2 kernels on the CPU reference path", 74));
%! assert (! isempty (regexp (lines{3}, '^\s+8 single naive\s+32 .* ok$', "once")), lines{3});
%! assert (! isempty (regexp (lines{6}, '^\s+16 single octave\s+- .* ok$', "once")), lines{6});
%!test
%! ## Rows that did not run are counted at the end, and said why, one line
%! ## per kernel and reason.
%! out = evalc ("res = gpu_tiled_bench ('Backend', 'cpu', 'Sizes', [32 24], 'Class', 'single', 'Kernels', {'tiled', 'tf32x3', 'octave'}, 'Reps', 1);");
%! lines = strsplit (strtrim (out), "\n");
%! assert (numel (lines), 2 + 6 + 3);
%! assert (lines{9}, "gpu_tiled_bench: 3 of 6 rows skipped, 0 failed or in error");
%! want = "  2 x tf32x3: skipped (gpu_tiled_mm: the 'tf32x3' kernel runs on the GPU only";
%! assert (strncmp (lines{10}, want, numel (want)), "%s", lines{10});
%! assert (lines{11}, "  1 x tiled: skipped (not a tile multiple)");
%! assert (! isempty (regexp (lines{3}, '^\s+32 single tiled\s+32\s+1\s+[0-9.]+ .* ok$', "once")), lines{3});
%! assert (! isempty (regexp (lines{4}, '^\s+32 single tf32x3\s+-\s+-\s+NaN .* skipped \(', "once")), lines{4});
%!test
%! ## CSV: a header and one line per row.
%! csv = [tempname() ".csv"];
%! unwind_protect
%!   evalc (["res = gpu_tiled_bench ('Backend', 'cpu', 'Sizes', [32, 24], ", ...
%!          "'Class', 'single', 'Kernels', {'tiled', 'padded:16'}, ", ...
%!          "'Reps', 1, 'CSV', csv);"]);
%!   lines = strsplit (strtrim (fileread (csv)), "\n");
%!   assert (lines{1}, "size,class,kernel,tile,splits,ms,gflops,total_ms,relerr,status");
%!   assert (numel (lines), 5);
%!   assert (strncmp (lines{2}, "32,single,tiled,32,1,", 21), "%s", lines{2});
%!   assert (lines{4}, "24,single,tiled,NaN,NaN,NaN,NaN,NaN,NaN,\"skipped (not a tile multiple)\"");
%!   assert (regexp (lines{5}, '"ok"$', "once") > 0);
%!   f = textscan (strjoin (lines(2:end), "\n"), "%f%s%s%f%f%f%f%f%f%q",
%!                 "Delimiter", ",");
%!   assert (f{1}', [32, 32, 24, 24]);
%!   assert (f{6}', [res.ms], -1e-5);
%! unwind_protect_cleanup
%!   if (exist (csv, "file")) unlink (csv); endif
%! end_unwind_protect
%!testif ; ! system ([gnuplot_binary() " --version > /dev/null 2>&1"])
%! ## The plot, headless: one figure per class, the class in the file name;
%! ## a name without an extension gets .png, and the path returned says so.
%! d = tempname ();
%! mkdir (d);
%! unwind_protect
%!   out = evalc (["[res, file] = gpu_tiled_bench ('Backend', 'cpu', ", ...
%!                 "'Sizes', [16, 32], 'Reps', 1, 'File', fullfile (d, 'lad'));"]);
%!   want = {fullfile(d, "lad-single.png"), fullfile(d, "lad-double.png")};
%!   assert (file, want);
%!   for f = want
%!     check_plot (f{1}, "png");
%!     assert (! isempty (strfind (out, ["plot written to " f{1}])), out);
%!   endfor
%!   assert (isempty (strfind (out, "warning")), out);
%!   ## One class: one file, a string; SVG and PDF by their extensions.
%!   evalc (["[~, file] = gpu_tiled_bench ('Backend', 'cpu', 'Sizes', 16, ", ...
%!           "'Class', 'single', 'Reps', 1, 'File', fullfile (d, 'l.SVG'));"]);
%!   assert (file, fullfile (d, "l.SVG"));
%!   check_plot (file, "svg");
%!   evalc (["[~, file] = gpu_tiled_bench ('Backend', 'cpu', 'Sizes', 16, ", ...
%!           "'Class', 'double', 'Reps', 1, 'File', fullfile (d, 'l.pdf'));"]);
%!   check_plot (file, "pdf");
%! unwind_protect_cleanup
%!   confirm_recursive_rmdir (false, "local");
%!   rmdir (d, "s");
%! end_unwind_protect
%!testif ; ! have_window_system () && ! system ([gnuplot_binary() " --version > /dev/null 2>&1"])
%! ## No output argument: prints the table, plots, and says where the PNG is
%! ## (in the current directory when there is no display).
%! d = tempname ();
%! mkdir (d);
%! old = cd (d);
%! unwind_protect
%!   out = evalc ("gpu_tiled_bench ('Backend', 'cpu', 'Sizes', [8 16], 'Class', 'double', 'Kernels', {'padded', 'octave'}, 'Reps', 1)");
%!   assert (! isempty (strfind (out, "16 double octave")));
%!   f = dir (fullfile (d, "gpu_tiled_bench-*.png"));
%!   assert (numel (f), 1);
%!   file = fullfile (d, f(1).name);
%!   assert (! isempty (strfind (out, ["plot written to " file])), out);
%!   check_plot (file, "png");
%! unwind_protect_cleanup
%!   cd (old);
%!   confirm_recursive_rmdir (false, "local");
%!   rmdir (d, "s");
%! end_unwind_protect
%!testif ; ! have_window_system ()
%! ## Without gnuplot (and without a display): a warning, no file, and the
%! ## results all the same.
%! old = gnuplot_binary ();
%! png = [tempname() ".png"];
%! unwind_protect
%!   gnuplot_binary (tempname ());
%!   lastwarn ("");
%!   out = evalc (["[res, file] = gpu_tiled_bench ('Backend', 'cpu', ", ...
%!                 "'Sizes', 8, 'Kernels', 'naive', 'Reps', 1, 'File', png);"], "");
%!   [msg, id] = lastwarn ();
%!   assert (id, "gputiled:noPlot");
%!   want = "gpu_tiled_bench: no graphics toolkit can draw";
%!   assert (strncmp (msg, want, numel (want)), "%s", msg);
%!   assert (file, "");
%!   assert (! isfile (png));
%!   assert (numel (res), 2);
%! unwind_protect_cleanup
%!   gnuplot_binary (old);
%! end_unwind_protect

## ---- Options ----
%!error id=gputiled:invalidOption gpu_tiled_bench ("Sizes")
%!error <unknown option "Size"; the options are "Sizes", "Class", "Kernels", "Reps", "Backend", "CSV", "Plot", "File"> gpu_tiled_bench ("Size", 3)
%!error <option name 1 must be a string> gpu_tiled_bench (3, 4)
%!error <Sizes must be a vector of integers from 1 to 65536> gpu_tiled_bench ("Sizes", 0)
%!error id=gputiled:invalidOption gpu_tiled_bench ("Sizes", [16.5, 32])
%!error id=gputiled:invalidOption gpu_tiled_bench ("Sizes", [])
%!error id=gputiled:invalidOption gpu_tiled_bench ("Sizes", "16")
%!error <Class must be one of "single", "double", "both"> gpu_tiled_bench ("Class", "int32")
%!error <Kernels must be a cell array of kernel names> gpu_tiled_bench ("Kernels", {})
%!error id=gputiled:invalidOption gpu_tiled_bench ("Kernels", {"naive", 3})
%!error <Kernels: "padded:24" is not a kernel name> gpu_tiled_bench ("Kernels", "padded:24")
%!error id=gputiled:invalidOption gpu_tiled_bench ("Kernels", {"two words"})
%!error <Kernels: "naiv" is not a kernel; the kernels are "naive", "tiled", "padded", "regblock", "dmma", "tf32x3", "cublas", "auto", "fast", "octave"> gpu_tiled_bench ("Backend", "cpu", "Kernels", {"naiv"})
%!error id=gputiled:invalidOption gpu_tiled_bench ("Backend", "cpu", "Kernels", {"naive", "nosuch:16"})
%!error <Reps must be an integer from 1 to 1000> gpu_tiled_bench ("Reps", 0)
%!error id=gputiled:invalidOption gpu_tiled_bench ("Reps", [1, 2])
%!error <Backend must be one of "cuda", "cpu"> gpu_tiled_bench ("Backend", "opencl")
%!error <CSV must be a file name> gpu_tiled_bench ("CSV", 1)
%!error <CSV: the directory "/no/such/dir" does not exist> gpu_tiled_bench ("CSV", "/no/such/dir/r.csv")
%!error <Plot must be true or false> gpu_tiled_bench ("Plot", "on")
%!error <File: the directory "/no/such/dir" does not exist> gpu_tiled_bench ("File", "/no/such/dir/p.png")
%!error <a File was given but Plot is false> gpu_tiled_bench ("File", "p.png", "Plot", false)
%!error <File: cannot write a plot as ".jpg"; the name must end in .png, .svg or .pdf> gpu_tiled_bench ("File", "p.jpg")
%!error id=gputiled:invalidOption gpu_tiled_bench ("File", "p.png.gz")
%!test
%! if (! gpu_available ())
%!   try
%!     gpu_tiled_bench ("Sizes", 16);
%!     error ("gpu_tiled_bench ran on the CUDA backend without a device");
%!   catch err
%!     assert (err.identifier, "gputiled:noDevice");
%!     assert (! isempty (strfind (err.message, "\"Backend\", \"cpu\"")));
%!   end_try_catch
%! endif

## ---- On the GPU ----
%!testif ; gpu_available ()
%! ## The default ladder at small sizes: every kernel this device runs
%! ## passes its check; the others are skipped, counted and said, none
%! ## fails.  tf32x3 is in the single ladder only.
%! out = evalc ("res = gpu_tiled_bench ('Sizes', [64, 80], 'Reps', 2);");
%! assert (numel (res), 2 * (8 + 7));
%! ks = {res(strcmp ({res.class}, "single")).kernel};
%! kd = {res(strcmp ({res.class}, "double")).kernel};
%! assert (ks(1:8), {"naive", "tiled", "padded", "padded", "regblock", ...
%!                   "tf32x3", "cublas", "octave"});
%! assert (kd(1:7), {"naive", "tiled", "padded", "padded", "dmma", ...
%!                   "cublas", "octave"});
%! st = {res.status};
%! assert (all (strcmp (st, "ok") | strncmp (st, "skipped (", 9)),
%!         strjoin (st, "; "));
%! t = res(strcmp ({res.kernel}, "tf32x3"));
%! d = gpu_info ();
%! runs = d(1).kernels;
%! if (any (strcmp (runs, "tf32x3")))
%!   assert (all (strcmp ({t.status}, "ok")));
%! else
%!   assert (all (! cellfun ("isempty", regexp ({t.status}, '^skipped \(gpu_tiled_mm: .*tf32x3 kernel needs a compute capability 9\.0', "once"))),
%!           "%s", t(1).status);
%!   assert (! isempty (regexp (out, '\n  2 x tf32x3: skipped \(', "once")), out);
%! endif
%! for k = {"dmma", "cublas"}
%!   r = res(strcmp ({res.kernel}, k{1}));
%!   assert (all (strcmp ({r.status}, "ok")) || ! any (strcmp (runs, k{1})),
%!           "%s", k{1});
%! endfor
%! ok = strcmp (st, "ok");
%! for k = {"naive", "padded", "octave"}
%!   assert (all (ok(strcmp ({res.kernel}, k{1}))), k{1});
%! endfor
%! t = res(strcmp ({res.kernel}, "tiled"));
%! assert ({t.status}, {"ok", "ok", "skipped (not a tile multiple)", ...
%!                      "skipped (not a tile multiple)"});
%! r = res(ok);
%! assert (all ([r.ms] > 0 & [r.total_ms] >= [r.ms] & [r.gflops] > 0));
%!testif ; gpu_available () && ! system ([gnuplot_binary() " --version > /dev/null 2>&1"])
%! png = [tempname() ".png"];
%! csv = [tempname() ".csv"];
%! unwind_protect
%!   evalc (["[res, file] = gpu_tiled_bench ('Sizes', [128, 256], ", ...
%!          "'Class', 'single', 'Kernels', {'naive', 'padded:16', ", ...
%!          "'octave'}, 'Reps', 2, 'File', png, 'CSV', csv);"]);
%!   assert (all (strcmp ({res.status}, "ok")));
%!   assert (file, png);
%!   check_plot (file, "png");
%!   assert (numel (strsplit (strtrim (fileread (csv)), "\n")), 7);
%! unwind_protect_cleanup
%!   if (exist (png, "file")) unlink (png); endif
%!   if (exist (csv, "file")) unlink (csv); endif
%! end_unwind_protect
