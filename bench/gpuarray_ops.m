## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {} gpuarray_ops (@var{csv})
## @deftypefnx {} {} gpuarray_ops (@var{csv}, @var{name}, @var{value}, @dots{})
## @deftypefnx {} {} gpuarray_ops ("report", @var{out}, @var{ours}, @var{cupy})
## The speed figures of resident arrays (issue 33, point 6), the gputiled
## side; @file{bench/gpuarray_ops_cupy.py} measures the same keys in CuPy
## and @file{bench/gpuarray_ops.sh} runs both and the report.
##
## @enumerate
## @item The time of one operation on a resident double array: @code{H = G
## + G}, @code{H = G .* 2}, @code{H = exp (G)}, @code{H = G * G}, @code{H =
## G(2:end-1, :)} and @code{s = sum (G(:))} (a gpuArray scalar, as in
## MATLAB), at 64x64 and 1000x1000.  Each is a loop of N operations with
## one wait for the device after it (N makes a loop last about
## @qcode{"Seconds"}); the median over @qcode{"Reps"} loops, after a
## warm-up, in microseconds per operation.  For context, Octave's own
## @code{A + A} on a 64x64 host array, and its @code{A(2:end-1, :)} on a
## 4x4 host array: what the interpreter alone spends on that expression
## (CuPy's @code{g[1:-1, :]} makes a view and copies nothing).
## @item A chain of 20 products @code{X = GA * X} on resident 4096 doubles,
## in ms per product, and the kernel alone: @code{info.kernel_ms} of
## @code{gpu_tiled_mm} on host arrays of the same size (target: kernel /
## chain >= 0.95).
## @item @code{R = G + H} on 4096^2 doubles in GB/s, counting three arrays
## (target: >= 0.9 of the device's copy bandwidth, which CuPy measures).
## @end enumerate
##
## Each operation's result is checked once against Octave's on the same
## data (gather against the host's answer) before it is timed.  The rows
## go to @var{csv} (key,label,value,unit,ops,lo,hi,err,ok: value is the
## median, lo and hi the lowest and highest over the loops, ops the
## operations in a loop, err the relative error of the check, ok whether
## it passed; a figure whose measurement failed has NaN and ok 0) and a
## table is printed.
##
## Options (for a quick check of the script, e.g. on the host test backend
## without a GPU): @qcode{"Sizes"} ([64 1000]), @qcode{"Seconds"} (0.3),
## @qcode{"Reps"} (7), @qcode{"Chain"} (4096; 0 leaves the chain out),
## @qcode{"Steps"} (20), @qcode{"Bandwidth"} (4096; 0 leaves it out),
## @qcode{"KernelBackend"} (@qcode{"cuda"}: the backend of the kernel-alone
## call).
##
## @code{gpuarray_ops ("report", @var{out}, @var{ours}, @var{cupy})} reads
## the two CSVs (this function's and the CuPy script's), prints the merged
## markdown table with the ratios, targets and verdicts, and writes it to
## @var{out} (figure,size,ours,reference,unit,ratio,target,spread,verdict).
## No GPU needed.
## @end deftypefn

function gpuarray_ops (csv, varargin)
  if (strcmp (csv, "report"))
    report (varargin{:});
    return;
  endif
  o = bench_options ("gpuarray_ops",
                     struct ("sizes", [64 1000], "seconds", 0.3, "reps", 7,
                             "chain", 4096, "steps", 20, "bandwidth", 4096,
                             "kernelbackend", "cuda"),
                     varargin{:});
  tab = bench_row ();
  ops = OPS ();

  ## 1. The six operations
  for n = o.sizes
    rand ("seed", n);
    A = 0.5 + rand (n);              # no zeros, all positive: sums well
    G = gpuArray (A);
    for k = 1:size (ops, 1)
      [op, label] = ops{k, 1:2};
      key = sprintf ("%s_%d", op, n);
      try
        [err, ok] = check_op (op, G, A);
        [t, N, lo, hi] = bench_per_op (@(N) loop_op (op, G, G, N), o.seconds,
                                 o.reps);
        tab(end+1) = bench_row (key, label, t * 1e6, "us", N, lo * 1e6, hi * 1e6,
                          err, ok);
      catch e
        tab(end+1) = failed (key, label, "us", e);
      end_try_catch
      bench_write_rows (csv, tab);
    endfor
    if (n == 64)                     # context: Octave's own A + A, host
      [t, N, lo, hi] = bench_per_op (@(N) host_plus (A, N), o.seconds, o.reps);
      tab(end+1) = bench_row ("host_plus_64", "Octave's A + A (host)", t * 1e6,
                        "us", N, lo * 1e6, hi * 1e6, 0, true);
      ## The interpreter's own cost of the index expression: Octave's
      ## A(2:end-1, :) on a 4x4 host array (it copies 8 numbers), the
      ## least any Octave type can spend on it.
      A4 = rand (4);
      [t, N, lo, hi] = bench_per_op (@(N) host_index (A4, N), o.seconds, o.reps);
      tab(end+1) = bench_row ("host_index_4", "Octave's A(2:end-1, :), 4x4 (host)",
                        t * 1e6, "us", N, lo * 1e6, hi * 1e6, 0, true);
    endif
    clear G;
  endfor

  ## 2. The chain of resident products against the kernel alone
  if (o.chain > 0)
    n = o.chain;
    randn ("seed", 1);
    A = randn (n) / sqrt (n);  B = randn (n) / sqrt (n);
    key = sprintf ("chain_%d", n);
    try
      GA = gpuArray (A);  GB = gpuArray (B);
      C = gather (GA * GB);  ref = A * B;     # also the warm-up
      err = max (abs (C(:) - ref(:))) / max (abs (ref(:)));
      ok = err <= 4 * n * eps;
      clear C ref;
      ts = zeros (1, o.reps);
      for r = 1:o.reps
        X = GB;
        bench_sync ();  t0 = tic ();
        for s = 1:o.steps
          X = GA * X;
        endfor
        bench_sync ();  ts(r) = toc (t0) / o.steps;
      endfor
      clear X GA GB;
      tab(end+1) = bench_row (key, "X = GA * X", median (ts) * 1e3, "ms", o.steps,
                        min (ts) * 1e3, max (ts) * 1e3, err, ok);
    catch e
      tab(end+1) = failed (key, "X = GA * X", "ms", e);
    end_try_catch
    key = sprintf ("kernel_%d", n);
    try
      gpu_tiled_mm (A, B, "Backend", o.kernelbackend);     # warm
      kms = zeros (1, 5);
      for r = 1:5
        [~, info] = gpu_tiled_mm (A, B, "Backend", o.kernelbackend);
        kms(r) = info.kernel_ms;
      endfor
      tab(end+1) = bench_row (key, sprintf ("gpu_tiled_mm (A, B): info.kernel_ms, %s",
                                      info.kernel),
                        median (kms), "ms", 1, min (kms), max (kms), 0, true);
    catch e
      tab(end+1) = failed (key, "gpu_tiled_mm (A, B)", "ms", e);
    end_try_catch
    clear A B;
    bench_write_rows (csv, tab);
  endif

  ## 3. Elementwise bandwidth
  if (o.bandwidth > 0)
    n = o.bandwidth;
    key = sprintf ("add_bw_%d", n);
    label = "R = G + H (3 arrays)";
    try
      rand ("seed", 2);
      A = rand (n);  B = 0.5 + rand (n);
      G = gpuArray (A);  H = gpuArray (B);
      R = gather (G + H);
      err = max (abs (R(:) - (A + B)(:))) / max (abs ((A + B)(:)));
      ok = err <= 4 * eps;
      clear R;
      [t, N, lo, hi] = bench_per_op (@(N) loop_op ("add2", G, H, N), o.seconds,
                               o.reps);
      gbs = @(t) 3 * n * n * 8 / t / 1e9;
      tab(end+1) = bench_row (key, label, gbs (t), "GB/s", N, gbs (hi), gbs (lo),
                        err, ok);
    catch e
      tab(end+1) = failed (key, label, "GB/s", e);
    end_try_catch
    clear G H A B;
    bench_write_rows (csv, tab);
  endif

  bench_write_rows (csv, tab);
  try
    d = gpu_info ();
    where = d(1).name;
  catch
    where = "no GPU";
  end_try_catch
  printf ("\ngputiled gpuArray, %s (Octave %s)\n\n", where, OCTAVE_VERSION);
  printf ("%-16s %-44s %12s %-5s %7s %9s %5s\n", "key", "operation", "median",
          "unit", "ops", "check", "ok");
  for r = tab
    printf ("%-16s %-44s %12.4g %-5s %7d %9.2e %5d\n", r.key, r.label,
            r.value, r.unit, r.ops, r.err, r.ok);
  endfor
endfunction

## The operations: key, Octave's form, CuPy's form (as in the CuPy script).
function c = OPS ()
  c = {"plus",   "H = G + G",         "g + g"
       "times2", "H = G .* 2",        "g * 2"
       "exp",    "H = exp (G)",       "cupy.exp (g)"
       "mtimes", "H = G * G",         "g @ g"
       "index",  "H = G(2:end-1, :)", "g[1:-1, :]"
       "sum",    "s = sum (G(:))",    "cupy.sum (g.ravel ())"};
endfunction

## N operations OP in a row, written out (no function call per operation),
## then one wait for the device.
function loop_op (op, G, H, N)
  switch (op)
    case "plus"
      for i = 1:N
        R = G + G;
      endfor
    case "times2"
      for i = 1:N
        R = G .* 2;
      endfor
    case "exp"
      for i = 1:N
        R = exp (G);
      endfor
    case "mtimes"
      for i = 1:N
        R = G * G;
      endfor
    case "index"
      for i = 1:N
        R = G(2:end-1, :);
      endfor
    case "sum"
      for i = 1:N
        s = sum (G(:));
      endfor
    case "add2"
      for i = 1:N
        R = G + H;
      endfor
    otherwise
      error ("gpuarray_ops: unknown operation '%s'", op);
  endswitch
  bench_sync ();
endfunction

function host_plus (A, N)
  for i = 1:N
    R = A + A;
  endfor
endfunction

function host_index (A, N)
  for i = 1:N
    R = A(2:end-1, :);
  endfor
endfunction

## The relative error of OP on G against Octave's on A (its host copy),
## and whether it is within the rounding of the terms each element sums
## (the data are positive: no cancellation).  A result that is no gpuArray,
## or of another class or size, fails.
function [err, ok] = check_op (op, G, A)
  switch (op)
    case "plus",   R = G + G;          ref = A + A;          terms = 1;
    case "times2", R = G .* 2;         ref = A .* 2;         terms = 1;
    case "exp",    R = exp (G);        ref = exp (A);        terms = 2;
    case "mtimes", R = G * G;          ref = A * A;          terms = rows (A);
    case "index",  R = G(2:end-1, :);  ref = A(2:end-1, :);  terms = 1;
    case "sum",    R = sum (G(:));     ref = sum (A(:));     terms = numel (A);
  endswitch
  resident = isa (R, "gpuArray");
  R = gather (R);
  if (! resident || ! strcmp (class (R), class (ref))
      || ! isequal (size (R), size (ref)))
    printf ("** %s: the result is %s %s %s, Octave's %s %s\n", op,
            merge (resident, "a gpuArray of", "a host"), class (R),
            mat2str (size (R)), class (ref), mat2str (size (ref)));
    err = Inf;
  elseif (isempty (ref))
    err = 0;
  else
    err = max (abs (R(:) - ref(:))) / max (abs (ref(:)));
  endif
  ok = err <= 4 * terms * eps;
  if (! ok)
    printf ("** %s on %dx%d: relative error %.3g against Octave's\n", op,
            rows (A), columns (A), err);
  endif
endfunction

## The row of a figure whose measurement raised error E (printed).
function r = failed (key, label, unit, e)
  printf ("** %s (%s): %s\n", key, label, e.message);
  r = bench_row (key, label, NaN, unit, 0, NaN, NaN, Inf, false);
endfunction

## The merged table: ratios, targets, verdicts.
function report (out, ours_csv, cupy_csv)
  ours = bench_read_rows (ours_csv);
  cupy = bench_read_rows (cupy_csv);
  keys = {ours.key};
  t = struct ("figure", {}, "size", {}, "ours", {}, "ref", {}, "unit", {},
              "ratio", {}, "target", {}, "spread", {}, "verdict", {});

  ## The six operations: time ours / CuPy's, at most 1 (aim 0.7)
  ops = OPS ();
  for r = ours
    m = regexp (r.key, '^([a-z0-9]+)_(\d+)$', "tokens", "once");
    if (isempty (m) || ! any (strcmp (ops(:,1), m{1})))
      continue;
    endif
    k = find (strcmp (ops(:,1), m{1}));
    c = bench_find_row (cupy, r.key);
    t(end+1) = entry (sprintf ("`%s` / CuPy `%s`", ops{k,2}, ops{k,3}),
                      [m{2} "x" m{2}], r, c, r.value / c.value, -1, "us");
  endfor

  ## The chain: kernel alone / resident product, at least 0.95
  for r = ours(strncmp (keys, "chain_", 6))
    n = r.key(7:end);
    k = bench_find_row (ours, ["kernel_" n]);
    kernel = strrep (k.label, "gpu_tiled_mm (A, B): ", "");
    t(end+1) = entry (sprintf (["chain `X = GA * X`: kernel alone (%s) / " ...
                                "resident product"], kernel),
                      [n "x" n], r, k, k.value / r.value, 0.95, "ms");
    c = bench_find_row (cupy, r.key);                      # context: cuBLAS
    t(end+1) = entry ("context: CuPy's chain `x = a @ x` (cuBLAS) / ours",
                      [n "x" n], r, c, c.value / r.value, NaN, "ms");
  endfor

  ## Elementwise bandwidth: at least 0.9 of the device's copy (the faster
  ## of CuPy's two)
  for r = ours(strncmp (keys, "add_bw_", 7))
    n = r.key(8:end);
    c = bench_find_row (cupy, ["copy_bw_" n]);
    c2 = bench_find_row (cupy, ["memcpy_bw_" n]);
    if (c2.value > c.value || isnan (c.value))
      c = c2;
    endif
    copy = regexprep (c.label, ' \(\d arrays\)$', "");
    t(end+1) = entry (sprintf (["`R = G + H` GB/s (3 arrays) / device " ...
                                "copy GB/s (CuPy `%s`, 2 arrays)"], copy),
                      [n "x" n], r, c, r.value / c.value, 0.9, "GB/s");
    c = bench_find_row (cupy, r.key);
    t(end+1) = entry ("context: `R = G + H` / CuPy `g + h` (GB/s)",
                      [n "x" n], r, c, r.value / c.value, NaN, "GB/s");
  endfor

  ## Context: CuPy's row slice is a view; its copy.  Octave's own A + A.
  for r = ours(! cellfun (@isempty, regexp (keys, '^index_\d+$')))
    n = r.key(7:end);
    c = bench_find_row (cupy, ["index_copy_" n]);
    t(end+1) = entry (["context: `H = G(2:end-1, :)` / CuPy's copy " ...
                       "`g[1:-1, :].copy ()`"],
                      [n "x" n], r, c, r.value / c.value, NaN, "us");
  endfor
  h = bench_find_row (ours, "host_index_4");
  if (! isnan (h.value))
    for r = ours(! cellfun (@isempty, regexp (keys, '^index_\d+$')))
      n = r.key(7:end);
      c = bench_find_row (cupy, r.key);
      t(end+1) = entry (["context: Octave's own `A(2:end-1, :)` on a 4x4 " ...
                         "host array (the interpreter's share) / CuPy's " ...
                         "view `g[1:-1, :]`"], [n "x" n], h, c,
                        h.value / c.value, NaN, "us");
    endfor
  endif
  h = bench_find_row (ours, "host_plus_64");
  if (! isnan (h.value))
    r = bench_find_row (ours, "plus_64");
    t(end+1) = entry ("context: Octave's own `A + A` on the host / `H = G + G`",
                      "64x64", r, h, h.value / r.value, NaN, "us");
  endif

  fid = fopen (out, "w");
  fprintf (fid, "figure,size,ours,reference,unit,ratio,target,spread,");
  fprintf (fid, "verdict\n");
  for r = t
    fprintf (fid, "\"%s\",%s,%.6g,%.6g,%s,%.4g,\"%s\",%.3g,%s\n",
             strrep (r.figure, "`", ""), r.size, r.ours, r.ref, r.unit,
             r.ratio, r.target, r.spread, r.verdict);
  endfor
  fclose (fid);
  printf ("| figure | size | ours | reference | unit | ratio | target ");
  printf ("| spread %% | verdict |\n");
  printf ("| --- | --- | ---: | ---: | --- | ---: | --- | ---: | --- |\n");
  for r = t
    printf ("| %s | %s | %.4g | %.4g | %s | %.3f | %s | %.0f | %s |\n",
            r.figure, r.size, r.ours, r.ref, r.unit, r.ratio, r.target,
            r.spread, r.verdict);
  endfor
  v = {t.verdict};
  printf ("\nours: gputiled's gpuArray; reference: CuPy (or the kernel ");
  printf ("alone); spread: the larger (highest - lowest) / median of the ");
  printf ("two sides' loops\n%d of %d targets not met\n",
          sum (ismember (v, {"MISSED", "WRONG", "MISSING"})),
          sum (! cellfun (@isempty, v)));
endfunction

## A row of the table: ours R against the reference C.  TARGET -1: the
## ratio is ours' time over CuPy's, at most 1 (aim 0.7); a number: the
## ratio should be at least TARGET; NaN: context, no verdict.  WRONG where
## our result failed its check, MISSING where the reference has no time
## or failed its own.
function e = entry (figure, sz, r, c, ratio, target, unit)
  if (isnan (target))
    tg = "";
  elseif (target < 0)
    tg = "<= 1 (aim 0.7)";
  else
    tg = sprintf (">= %g", target);
  endif
  if (isnan (target))
    v = "";
  elseif (! r.ok)
    v = "WRONG";
  elseif (! c.ok || isnan (ratio))
    v = "MISSING";
  elseif (target < 0)
    if (ratio <= 0.7)
      v = "aim met";
    elseif (ratio <= 1)
      v = "pass";
    else
      v = "MISSED";
    endif
  elseif (ratio >= target)
    v = "met";
  else
    v = "MISSED";
  endif
  spread = 100 * max ((r.hi - r.lo) / r.value, (c.hi - c.lo) / c.value);
  e = struct ("figure", figure, "size", sz, "ours", r.value, "ref", c.value,
              "unit", unit, "ratio", ratio, "target", tg, "spread", spread,
              "verdict", v);
endfunction
