## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn  {} {} gpuarray_libs (@var{csv})
## @deftypefnx {} {} gpuarray_libs (@var{csv}, @var{name}, @var{value}, @dots{})
## @deftypefnx {} {} gpuarray_libs ("report", @var{out}, @var{ours}, @var{cupy})
## The speed of the gpuArray functions that run on CUDA's libraries (issue
## 34, point 4), the gputiled side; @file{bench/gpuarray_libs_cupy.py}
## times CuPy's equivalents and @file{bench/gpuarray_libs.sh} runs both and
## the report.
##
## Each figure is the time of one call on resident arrays, the result left
## on the device, in milliseconds: the median of @qcode{"Reps"} loops of N
## calls, each loop ended by one wait for the device (bench_per_op).  The
## calls, with the issue's targets (ours / CuPy):
##
## @table @code
## @item fft2_c
## @code{fft2 (G)}, G a 4096x4096 complex double (at most 1);
## @item solve
## @code{A \ b}, A a 4096x4096 double, b a column (at most 1);
## @item sort
## @code{sort (G)}, G 2^26 doubles (at most 1);
## @item cumsum
## @code{cumsum (G)}, G 2^26 doubles (at most 1/0.9);
## @item conv2
## @code{conv2 (G, K)}, G a 4096x4096 double image, K 15x15 (at most 1);
## @item u8_add, u8_scale, u8_gt, u8_sum
## a 4096x4096 uint8 image: @code{G + 10} (saturating; CuPy's
## @code{g + 10} wraps around, one kernel either way), @code{G * 0.8}
## (CuPy: @code{(g * 0.8).astype (uint8)}), @code{G > 128} and
## @code{sum (G(:))} (a double; CuPy: @code{sum} with dtype float64), with
## no target: the integer classes' costs beside CuPy's.
## @item interp1, histc, accum, fir, iir
## no target either: @code{interp1} of 2^24 values on a grid of 2^16
## points (CuPy: @code{cupy.interp}); @code{histc} of 2^24 values over 1001
## edges (CuPy: @code{cupy.histogram}, whose last bin also takes the last
## edge); @code{accumarray} of 2^24 values into 2^16 bins (CuPy:
## @code{cupy.bincount} with weights); @code{filter} of 2^24 doubles with
## 31 taps (FIR) and of 1024 columns of 4096 with a second-order IIR
## filter (CuPy: @code{cupyx.scipy.signal.lfilter}).
## @end table
##
## Each result is checked once against Octave's own function on the
## gathered data before it is timed: fft2 and conv2 within 8 eps log2 N of
## the largest element, the solve by its residual
## (norm (A*x - b) / (norm (A) norm (x)) within n eps), sort, histc and
## filter exactly, cumsum within n eps of the partial sums of abs (G),
## interp1 within 4 eps of the largest value, accumarray within (values
## per bin) eps of the sums of abs (V).  A result that is
## not a gpuArray of Octave's class and size, or a call that warned
## @code{gputiled:hostFallback}, fails its check.  Rows go to @var{csv}
## (key,label,value,unit,ops,lo,hi,err,ok).
##
## Options: @qcode{"Scale"} (1: the sizes above; a larger number divides
## the lengths, for a check of the script on the host test backend),
## @qcode{"Seconds"} (0.3), @qcode{"Reps"} (7).
##
## @code{gpuarray_libs ("report", @var{out}, @var{ours}, @var{cupy})}
## prints the merged table, ours / CuPy with the target of each, and
## writes it to @var{out}.  No GPU needed.
## @end deftypefn

function gpuarray_libs (csv, varargin)
  if (strcmp (csv, "report"))
    report (varargin{:});
    return;
  endif
  o = bench_options ("gpuarray_libs",
                     struct ("scale", 1, "seconds", 0.3, "reps", 7),
                     varargin{:});
  tab = bench_row ();
  rand ("seed", 34);  randn ("seed", 34);
  for c = cases (o.scale)'
    [key, label, make, op] = c{:};
    try
      args = make ();
      gargs = cellfun (@gpuArray, args, "UniformOutput", false);
      [err, ok] = check (key, op, gargs, args);
      clear args;
      [t, N, lo, hi] = bench_per_op (@(N) loop_op (op, gargs, N),
                                     o.seconds, o.reps);
      tab(end+1) = bench_row (key, label, t * 1e3, "ms", N, lo * 1e3,
                              hi * 1e3, err, ok);
    catch e
      printf ("** %s (%s): %s\n", key, label, e.message);
      tab(end+1) = bench_row (key, label, NaN, "ms", 0, NaN, NaN, Inf, false);
    end_try_catch
    clear gargs;
    bench_write_rows (csv, tab);
  endfor
  bench_print ("gpuArray library calls", "call", tab);
endfunction

## key (the CuPy script's too), label, the maker of the arguments (host
## arrays), and the operation.
function c = cases (scale)
  n2 = max (8, round (4096 / scale));
  n1 = max (64, round (2^26 / scale^2));
  k = max (3, round (15 / sqrt (scale)));
  nt = max (16, round (2^16 / scale));       # interpolation points, bins
  ne = max (8, round (1001 / scale));        # histogram edges
  nb = max (3, round (31 / sqrt (scale)));   # FIR taps
  nr = max (16, round (4096 / scale));  nc = max (4, round (1024 / scale));
  cz = @(n) complex (randn (n), randn (n));
  c = {"fft2_c", sprintf("fft2 (G), %d^2 complex double", n2), ...
       @() {cz(n2)}, @(a) fft2 (a{1})
       "solve", sprintf("A \\ b, A %d^2 double", n2), ...
       @() {randn(n2) + sqrt(n2) * eye(n2), randn(n2, 1)}, ...
       @(a) a{1} \ a{2}
       "sort", sprintf("sort (G), %d doubles", n1), ...
       @() {randn(n1, 1)}, @(a) sort (a{1})
       "cumsum", sprintf("cumsum (G), %d doubles", n1), ...
       @() {randn(n1, 1)}, @(a) cumsum (a{1})
       "conv2", sprintf("conv2 (G, K), %d^2 double, K %dx%d", n2, k, k), ...
       @() {randn(n2), randn(k)}, @(a) conv2 (a{1}, a{2})
       "u8_add", sprintf("G + 10, %d^2 uint8 (saturating; CuPy's wraps)", n2), ...
       @() {uint8(randi ([0 255], n2))}, @(a) a{1} + 10
       "u8_scale", sprintf("G * 0.8, %d^2 uint8 (CuPy: (g * 0.8).astype)", n2), ...
       @() {uint8(randi ([0 255], n2))}, @(a) a{1} * 0.8
       "u8_gt", sprintf("G > 128, %d^2 uint8", n2), ...
       @() {uint8(randi ([0 255], n2))}, @(a) a{1} > 128
       "u8_sum", sprintf("sum (G(:)), %d^2 uint8 (a double)", n2), ...
       @() {uint8(randi ([0 255], n2))}, @(a) sum (a{1}(:))
       "interp1", sprintf("interp1 (X, Y, XI), %d points, %d values", nt, n1 / 4), ...
       @() {(0:nt-1)', randn(nt, 1), rand(n1 / 4, 1) * (nt - 1)}, ...
       @(a) interp1 (a{1}, a{2}, a{3})
       "histc", sprintf("histc (G, EDGES), %d values, %d edges", n1 / 4, ne), ...
       @() {randn(n1 / 4, 1), linspace(-4, 4, ne)'}, @(a) histc (a{1}, a{2})
       "accum", sprintf("accumarray (S, V), %d values, %d bins", n1 / 4, nt), ...
       @() {randi(nt, n1 / 4, 1), randn(n1 / 4, 1)}, ...
       @(a) accumarray (a{1}, a{2}, [nt 1])
       "fir", sprintf("filter (B, 1, X), %d doubles, %d taps", n1 / 4, nb), ...
       @() {randn(nb, 1) / nb, 1, randn(n1 / 4, 1)}, ...
       @(a) filter (a{1}, a{2}, a{3})
       "iir", sprintf("filter (B, A, X), %d x %d doubles, order 2", nr, nc), ...
       @() {[0.2 0.3 0.2], [1 -0.5 0.25], randn(nr, nc)}, ...
       @(a) filter (a{1}, a{2}, a{3})};
endfunction

## N calls in a row, then one wait for the device.
function loop_op (op, a, N)
  for i = 1:N
    R = op (a);
  endfor
  bench_sync ();
endfunction

## The error of OP on the gpuArrays G against Octave's on the host arrays
## A, and whether it is within the bound of the key's check.
function [err, ok] = check (key, op, g, a)
  lastwarn ("", "");
  evalc ("R = op (g);");            # the host fallback's warning, unprinted
  [~, id] = lastwarn ();
  resident = isa (R, "gpuArray");
  R = gather (R);
  ref = op (a);
  err = Inf;
  if (strcmp (id, "gputiled:hostFallback"))
    printf ("** %s: ran on the host (gputiled:hostFallback)\n", key);
  elseif (! resident || ! strcmp (class (R), class (ref))
          || ! isequal (size (R), size (ref)))
    printf ("** %s: the result is %s %s %s, Octave's %s %s\n", key,
            merge (resident, "a gpuArray of", "a host"), class (R),
            mat2str (size (R)), class (ref), mat2str (size (ref)));
  else
    switch (key)
      case {"fft2_c", "conv2"}
        err = max (abs (R(:) - ref(:))) / max (abs (ref(:)));
        bound = 8 * eps * max (1, log2 (numel (a{1})));
      case "solve"
        err = norm (a{1} * R - a{2}) / (norm (a{1}, 1) * norm (R, 1));
        bound = rows (a{1}) * eps;
      case {"sort", "u8_add", "u8_scale", "u8_gt", "u8_sum", "histc", ...
            "fir", "iir"}
        err = double (! isequal (R, ref));
        bound = 0;
      case "interp1"
        err = max (abs (R - ref)) / max (abs (a{2}));
        bound = 4 * eps;
      case "accum"
        err = max (abs (R - ref)) / max (accumarray (a{1}, abs (a{2}), [numel(R) 1]));
        bound = numel (a{2}) / numel (R) * eps;
      case "cumsum"
        err = max (abs (R - ref) ./ max (cumsum (abs (a{1})), realmin));
        bound = numel (a{1}) * eps;
    endswitch
  endif
  ok = isfinite (err) && err <= bound;
  if (isfinite (err) && ! ok)
    printf ("** %s: error %.3g against Octave's (bound %.3g)\n", key, err,
            bound);
  endif
endfunction

## The merged table: ours / CuPy for each call against the issue's target.
function report (out, ours_csv, cupy_csv)
  ours = bench_read_rows (ours_csv);
  cupy = bench_read_rows (cupy_csv);
  target = struct ("fft2_c", 1, "solve", 1, "sort", 1, "cumsum", 1 / 0.9,
                   "conv2", 1);
  fid = fopen (out, "w");
  emit = @(varargin) cellfun (@(f) fprintf (f, varargin{:}), {stdout, fid});
  emit ("| call | gputiled (ms) | CuPy (ms) | ours / CuPy | target | checks | verdict |\n");
  emit ("| --- | ---: | ---: | ---: | ---: | --- | --- |\n");
  for r = ours
    c = bench_find_row (cupy, r.key);
    ratio = r.value / c.value;
    goal = NaN;
    if (isfield (target, r.key))
      goal = target.(r.key);
    endif
    verdict = merge (isfinite (ratio) && ratio <= goal, "ok", "slower");
    if (isnan (goal))
      verdict = "no target";
    endif
    if (! (r.ok && c.ok))
      verdict = "check failed";
    elseif (! isfinite (ratio))
      verdict = "no figure";
    endif
    emit ("| `%s` | %.4g | %.4g | %s | %s | %s/%s | %s |\n", r.label, r.value,
          c.value, bench_num (ratio, "%.2f"), bench_num (goal, "%.2f"),
          merge (r.ok, "ok", "FAIL"), merge (c.ok, "ok", "FAIL"), verdict);
  endfor
  fclose (fid);
endfunction
