## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn  {} {} gpuarray_fft (@var{csv})
## @deftypefnx {} {} gpuarray_fft (@var{csv}, @var{name}, @var{value}, @dots{})
## @deftypefnx {} {} gpuarray_fft ("report", @var{out}, @var{ours}, @var{cupy})
## The speed of the FFTs of resident gpuArrays (issue 34), the gputiled
## side; @file{bench/gpuarray_fft_cupy.py} times the same transforms with
## @code{cupy.fft} and @file{bench/gpuarray_fft.sh} runs both and the
## report.
##
## Each figure is the time of one transform of a resident array, the
## result left on the device: a loop of N transforms with one wait for the
## device after it (N makes a loop last about @qcode{"Seconds"}), the
## median over @qcode{"Reps"} loops after a warm-up (which makes the cuFFT
## plan), in milliseconds.  The transforms:
##
## @table @code
## @item fft_c1d
## @code{fft (G)}, G a 2^20 complex double column;
## @item ifft_c1d
## @code{ifft (G)} of the same (cuFFT's inverse and the division by N);
## @item fft_r1d
## @code{fft (G)}, G a 2^20 real double column (real-to-complex and the
## Hermitian completion);
## @item fft2_r
## @code{fft2 (G)}, G a 4096x4096 real double;
## @item fft2_c
## @code{fft2 (G)}, G a 4096x4096 complex double (the figure of the issue);
## @item fft_dim2_s
## @code{fft (G, [], 2)}, G a 4096x4096 real single (one strided plan);
## @item fft_mid_c_M
## @code{fft (G, [], 2)}, G an MxMxM complex double: a middle dimension;
## M = 64 and 256.
## @end table
##
## Ours also with each way the engine can take forced, to check its
## choices (the key gets the way as a suffix): @code{_loop} (one strided
## plan per slice) and @code{_permute} (a transposed copy) by
## GPUTILED_FFT_LAYOUT, @code{_r2c} (cuFFT's real transform also where
## strided) and @code{_c2c} (real input made complex first also where
## contiguous) by GPUTILED_FFT_REAL.  CuPy's result of a transform along
## a dimension other than its last is a strided view of a contiguous
## result; the CuPy script also times it made contiguous (@code{_dense}),
## which is what ours gives.
##
## Each result is checked once against Octave's own @code{fft} of the
## gathered data (relative error within 8 eps log2 N of the largest
## element) before it is timed.  Rows go to @var{csv}
## (key,label,value,unit,ops,lo,hi,err,ok: value the median, lo and hi the
## fastest and slowest loops, ops the transforms in a loop, err the
## relative error of the check, ok whether it passed).
##
## Options: @qcode{"Scale"} (1: the sizes above; a smaller number divides
## every length, for a check of the script on the host test backend),
## @qcode{"Seconds"} (0.3), @qcode{"Reps"} (7).
##
## @code{gpuarray_fft ("report", @var{out}, @var{ours}, @var{cupy})}
## prints the merged table, ours / CuPy for each transform (target: at
## most 1), and writes it to @var{out}.  No GPU needed.
## @end deftypefn

function gpuarray_fft (csv, varargin)
  if (strcmp (csv, "report"))
    report (varargin{:});
    return;
  endif
  o = bench_options ("gpuarray_fft",
                     struct ("scale", 1, "seconds", 0.3, "reps", 7),
                     varargin{:});
  tab = bench_row ();
  vars = {"GPUTILED_FFT_LAYOUT", "GPUTILED_FFT_REAL"};
  old_env = cellfun (@getenv, vars, "UniformOutput", false);
  n1 = round (2^20 / o.scale);
  n2 = round (4096 / o.scale);
  for c = cases (n1, n2, o.scale)'
    [key, label, make, op, dims, way] = c{:};
    try
      setenv (vars{1}, "");  setenv (vars{2}, "");
      if (! isempty (way))
        setenv (way{:});
      endif
      __gputiled__ ("config");
      A = make ();
      G = gpuArray (A);
      [err, ok] = check (op, G, A, dims);
      clear A;
      [t, N, lo, hi] = bench_per_op (@(N) loop_op (op, G, N), o.seconds, o.reps);
      tab(end+1) = bench_row (key, label, t * 1e3, "ms", N, lo * 1e3, hi * 1e3,
                        err, ok);
    catch e
      printf ("** %s (%s): %s\n", key, label, e.message);
      tab(end+1) = bench_row (key, label, NaN, "ms", 0, NaN, NaN, Inf, false);
    end_try_catch
    clear G;
    bench_write_rows (csv, tab);
  endfor
  for k = 1:2
    setenv (vars{k}, old_env{k});
    if (isempty (old_env{k}))
      unsetenv (vars{k});
    endif
  endfor
  __gputiled__ ("config");
  bench_print ("gpuArray FFTs", "transform", tab);
endfunction

## key, label, data maker, operation, transformed extents (for the check's
## bound), and the way forced: {} the engine's choice, or the variable and
## value that force one (the key and label say which).
function c = cases (n1, n2, scale)
  cz = @(varargin) complex (randn (varargin{:}), randn (varargin{:}));
  base = {sprintf("fft_c1d_%d", n1), sprintf("fft (G), %d complex double", n1), ...
          @() cz (n1, 1), "fft", n1, {}
          sprintf("ifft_c1d_%d", n1), sprintf("ifft (G), %d complex double", n1), ...
          @() cz (n1, 1), "ifft", n1, {}
          sprintf("fft_r1d_%d", n1), sprintf("fft (G), %d real double", n1), ...
          @() randn (n1, 1), "fft", n1, {"c2c"}
          sprintf("fft2_r_%d", n2), sprintf("fft2 (G), %d^2 real double", n2), ...
          @() randn (n2), "fft2", n2 * n2, {"c2c"}
          sprintf("fft2_c_%d", n2), sprintf("fft2 (G), %d^2 complex double", n2), ...
          @() cz (n2), "fft2", n2 * n2, {}
          sprintf("fft_dim2_s_%d", n2), sprintf("fft (G, [], 2), %d^2 real single", n2), ...
          @() single (randn (n2)), "fft_dim2", n2, {"r2c", "permute"}};
  for m = max ([4 8], round ([64 256] / scale))
    base(end+1, :) = {sprintf("fft_mid_c_%d", m), ...
                      sprintf("fft (G, [], 2), %d^3 complex double", m), ...
                      @() cz (m, m, m), "fft_dim2", m, {"loop", "permute"}};
  endfor
  env = struct ("loop", {{"GPUTILED_FFT_LAYOUT", "loop"}},
                "permute", {{"GPUTILED_FFT_LAYOUT", "permute"}},
                "r2c", {{"GPUTILED_FFT_REAL", "r2c"}},
                "c2c", {{"GPUTILED_FFT_REAL", "c2c"}});
  c = cell (0, 6);
  for r = 1:rows (base)
    c(end+1, :) = [base(r, 1:5), {{}}];
    for w = base{r, 6}
      c(end+1, :) = {[base{r, 1} "_" w{1}], [base{r, 2} ", " w{1}], ...
                     base{r, 3:5}, env.(w{1})};
    endfor
  endfor
endfunction

## N transforms in a row, written out, then one wait for the device.
function loop_op (op, G, N)
  switch (op)
    case "fft"
      for i = 1:N
        R = fft (G);
      endfor
    case "ifft"
      for i = 1:N
        R = ifft (G);
      endfor
    case "fft2"
      for i = 1:N
        R = fft2 (G);
      endfor
    case "fft_dim2"
      for i = 1:N
        R = fft (G, [], 2);
      endfor
  endswitch
  bench_sync ();
endfunction

function R = apply_op (op, X)
  switch (op)
    case "fft",      R = fft (X);
    case "ifft",     R = ifft (X);
    case "fft2",     R = fft2 (X);
    case "fft_dim2", R = fft (X, [], 2);
  endswitch
endfunction

## The error of OP on G against Octave's on A, relative to the largest
## element of Octave's result, and whether it is within 8 eps log2 N
## (N the transformed extents; the data are random normal numbers).
function [err, ok] = check (op, G, A, n)
  R = apply_op (op, G);
  resident = isa (R, "gpuArray");
  R = gather (R);
  ref = apply_op (op, A);
  if (! resident || ! strcmp (class (R), class (ref))
      || ! isequal (size (R), size (ref)))
    printf ("** %s: the result is %s %s %s, Octave's %s %s\n", op,
            merge (resident, "a gpuArray of", "a host"), class (R),
            mat2str (size (R)), class (ref), mat2str (size (ref)));
    err = Inf;
  else
    err = double (max (abs (R(:) - ref(:))) / max (abs (ref(:))));
  endif
  ok = err <= 8 * eps (class (ref)) * max (1, log2 (n));
  if (! ok)
    printf ("** %s: relative error %.3g against Octave's\n", op, err);
  endif
endfunction

## The merged table: each of our transforms against CuPy's (the forced
## ways against CuPy's figure for the shape), ours / CuPy (target: at most
## 1), and against CuPy's result made contiguous where it times one.
function report (out, ours_csv, cupy_csv)
  ours = bench_read_rows (ours_csv);
  cupy = bench_read_rows (cupy_csv);
  fid = fopen (out, "w");
  emit = @(varargin) cellfun (@(f) fprintf (f, varargin{:}), {stdout, fid});
  emit (["| transform | gputiled (ms) | CuPy (ms) | ours / CuPy | " ...
         "CuPy contiguous (ms) | ours / that | checks | verdict |\n"]);
  emit ("| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |\n");
  for r = ours
    ckey = regexprep (r.key, '_(loop|permute|r2c|c2c)$', "");
    c = bench_find_row (cupy, ckey);
    d = bench_find_row (cupy, [ckey "_dense"]);
    ratio = r.value / c.value;
    verdict = merge (isfinite (ratio) && ratio <= 1, "ok", "slower");
    if (! (r.ok && c.ok))
      verdict = "check failed";
    elseif (! isfinite (ratio))
      verdict = "no figure";
    endif
    emit ("| `%s` | %.4g | %.4g | %.2f | %s | %s | %s/%s | %s |\n", r.label,
          r.value, c.value, ratio, bench_num (d.value, "%.4g"),
          bench_num (r.value / d.value, "%.2f"), merge (r.ok, "ok", "FAIL"),
          merge (c.ok, "ok", "FAIL"), verdict);
  endfor
  fclose (fid);
endfunction

