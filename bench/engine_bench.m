## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn {} {} engine_bench (@var{mode}, @var{csv}, @dots{})
## The engine's figures from the Octave prompt, each as a ratio against a
## reference measured in the same run (bench/engine.sh runs this; notes in
## bench/e2e.md):
##
## @table @asis
## @item "gputiled"
## One session, in this order: (3) 64x64 doubles, 1000 calls of
## @code{C = gpu_tiled_mm (A, B)} and 1000 of @code{[C, info] = @dots{}},
## each loop 3 times, before any OpenBLAS product; (2) a 4096 double product
## back to back and right after Octave's @code{A*B}; (1) 2048 complex
## products (complex double and single, real x complex, complex x real)
## against Octave's @code{A*B}; (4) @code{info.kernel_ms} at 4096 and 8192,
## double and single, against the same kernel run on the whole product in
## one launch (@env{GPUTILED_BLOCK_COLS} = n) and against cuBLAS through
## @code{gpu_tiled_mm}; (5) a 64 x 65536 x 8192 single product, default
## kernel against cuBLAS; last, Octave's own 64x64 @code{A*B} for context.
## Every timed result is checked against Octave's @code{A*B}.  Writes the
## raw figures to @var{csv} (key,value,checked,bad,note), row by row.
## @item "nvblas"
## Octave's 4096 double @code{A*B} alone (for the NVBLAS session).
## @item "report"
## @code{engine_bench ("report", out, raw_csv, nvblas_csv, h2d, d2h,
## gemm_csv)}: the ratios, targets and verdicts, written to @var{csv} and
## printed last as a markdown table.  @var{h2d} and @var{d2h} are the pinned
## link bandwidths (GB/s) measured in the same run; @var{gemm_csv} is a
## @code{gemm_bench --sweep --csv} file, or "" for none.
## @end table
##
## @env{GPUTILED_ENGINE_SHRINK}=@var{s} divides every size by @var{s}: only
## for trying the script out (with a stub), never for figures.
## @end deftypefn

function engine_bench (mode, csv, varargin)

  switch (mode)
    case "gputiled"
      measure (csv);
    case "nvblas"
      nvblas_session (csv);
    case "report"
      report (csv, varargin{:});
    otherwise
      error ("engine_bench: unknown mode \"%s\"", mode);
  endswitch

endfunction

## ------------------------------------------------------------ measuring

function measure (csv)
  shrink = env_shrink ();
  fid = fopen (csv, "w");
  if (fid < 0)
    error ("engine_bench: cannot write %s", csv);
  endif
  fprintf (fid, "key,value,checked,bad,note\n");
  s = gpu_info ();
  put (fid, "shrink", shrink, 0, 0, s(1).name);
  ## The host's huge-page mode: fresh results fault in faster in huge pages
  ## (bench/e2e.md), and the host-bound figures move with it.
  thp = "/sys/kernel/mm/transparent_hugepage/enabled";
  put (fid, "thp", 0, 0, 0, strtrim (fileread_or (thp)));
  ## Each step writes its rows as it goes; one that fails leaves an error
  ## row and the others still run.
  steps = {@small_calls,   "3: 64x64 calls";
           @after_openblas, "2: 4096 double after OpenBLAS";
           @complex_2048,  "1: 2048 complex";
           @kernel_times,  "4: kernel_ms 4096/8192";
           @skinny,        "5: 64 x 65536 x 8192 single";
           @small_octave,  "3: Octave's 64x64 A*B (context)"};
  for i = 1:rows (steps)
    t0 = tic ();
    printf ("== %s\n", steps{i,2});
    fflush (stdout);
    try
      steps{i,1} (fid, shrink);
    catch err
      put (fid, sprintf ("error_%d", i), NaN, 0, 1,
           sprintf ("%s: %s", steps{i,2}, err.message));
      printf ("** %s failed: %s\n", steps{i,2}, err.message);
    end_try_catch
    printf ("   (%.1f s)\n", toc (t0));
    fflush (stdout);
  endfor
  fclose (fid);
endfunction

## 3. The fixed cost of a call: first in the session, before any of
## OpenBLAS's products (its worker threads spin for a while after each one).
function small_calls (fid, ~)
  A = rand (64);  B = rand (64);
  for r = 1:50
    C = gpu_tiled_mm (A, B);
    [C, info] = gpu_tiled_mm (A, B);
  endfor
  plain = zeros (1, 3);  withinfo = plain;
  outs = cell (2, 3);
  for rep = 1:3
    tic;
    for r = 1:1000
      C = gpu_tiled_mm (A, B);
    endfor
    plain(rep) = toc * 1e3;            # ms for 1000 calls = us per call
    outs{1,rep} = C;
    tic;
    for r = 1:1000
      [C, info] = gpu_tiled_mm (A, B);
    endfor
    withinfo(rep) = toc * 1e3;
    outs{2,rep} = C;
  endfor
  ## Checked after the loops: A*B is OpenBLAS.
  ref = reference (A, B, A * B);
  bad = cellfun (@(C) ! check (C, ref), outs);
  put (fid, "small_plain_us", median (plain), 3, sum (bad(1,:)),
       sprintf ("loops %s us; kernel %s", sprintf ("%.1f ", plain), info.kernel));
  put (fid, "small_info_us", median (withinfo), 3, sum (bad(2,:)),
       sprintf ("loops %s us", sprintf ("%.1f ", withinfo)));
  printf ("64x64 double: %.1f us per call; with info %.1f us\n",
          median (plain), median (withinfo));
endfunction

## 2. A 4096 double product back to back, and right after an Octave A*B.
function after_openblas (fid, shrink)
  n = 4096 / shrink;
  A = rand (n);  B = rand (n);
  ref = reference (A, B, A * B);
  settle ();
  [t, infos, bad, f] = run_mm (A, B, ref, 2, 5, {});
  put (fid, "after_n", n, 0, 0, "");
  b2b_parts = breakdown (infos, f);
  put (fid, "b2b_ms", median (t), 5, bad,
       sprintf ("kernel %s; %s", infos{1}.kernel, b2b_parts));
  b2b = median (t);
  ## Each timed call right after an OpenBLAS A*B (untimed).
  [t, infos, bad, f] = run_mm (A, B, ref, 0, 5, {}, @() A * B);
  after_parts = breakdown (infos, f);
  put (fid, "after_ms", median (t), 5, bad, after_parts);
  printf ("%d double: back to back %.2f ms, right after A*B %.2f ms\n", n,
          b2b, median (t));
  printf ("   back to back: %s\n   after A*B:    %s\n", b2b_parts,
          after_parts);
endfunction

## 1. Complex products of 2048, against Octave's A*B (OpenBLAS).
function complex_2048 (fid, shrink)
  n = 2048 / shrink;
  put (fid, "complex_n", n, 0, 0, "");
  cz = @(cls) complex (rand (n, cls), rand (n, cls));
  for tag = {"zz", "cc", "dz", "zd"}
    switch (tag{1})
      case "zz"
        A = cz ("double");  B = cz ("double");
      case "cc"
        A = cz ("single");  B = cz ("single");
      case "dz"
        A = rand (n);  B = cz ("double");
      case "zd"
        A = cz ("double");  B = rand (n);
    endswitch
    [to, R] = octave_times (A, B, 1, 3);
    ref = reference (A, B, R);
    settle ();
    [t, infos, bad, f] = run_mm (A, B, ref, 2, 5, {});
    parts = breakdown (infos, f);
    put (fid, [tag{1} "_ours_ms"], median (t), 5, bad,
         sprintf ("kernel %s; %s", infos{1}.kernel, parts));
    put (fid, [tag{1} "_octave_ms"], to, 0, 0, "median of 3 after 1");
    put (fid, [tag{1} "_in_bytes"], sizeof (A) + sizeof (B), 0, 0, "");
    put (fid, [tag{1} "_out_bytes"], sizeof (R), 0, 0, "");
    printf ("%s %d: ours %.2f ms, A*B %.2f ms (%.1fx)\n   %s\n", tag{1}, n,
            median (t), to, to / median (t), parts);
  endfor
endfunction

## 4. info.kernel_ms (the time some kernel of the column blocks ran) against
## the same kernel on the whole product in one launch, and against cuBLAS.
function kernel_times (fid, shrink)
  for cls = {"double", "single"}
    for n0 = [4096, 8192]
      try
        kernel_case (fid, cls{1}, n0, shrink);
      catch err
        put (fid, sprintf ("error_k%s%d", cls{1}(1), n0), NaN, 0, 1,
             sprintf ("4: %d %s: %s", n0, cls{1}, err.message));
        printf ("** %d %s failed: %s\n", n0, cls{1}, err.message);
      end_try_catch
    endfor
  endfor
endfunction

function kernel_case (fid, cls, n0, shrink)
  n = n0 / shrink;
  key = sprintf ("k%s%d", cls(1), n0);
  A = rand (n, cls);  B = rand (n, cls);
  ref = reference (A, B, A * B);
  settle ();
  put (fid, [key "_n"], n, 0, 0, "");
  [~, infos, bad] = run_mm (A, B, ref, 2, 5, {});
  ours = infos{1};
  ours_k = median_of (infos, "kernel_ms");
  put (fid, [key "_ours_ms"], ours_k, 5, bad,
       sprintf ("kernel %s %s; splits %d; tiles %d", ours.kernel,
                ours.config, ours.splits, ours.tiles));
  ## One column block: the kernel on the whole product, one launch.
  old = getenv ("GPUTILED_BLOCK_COLS");
  setenv ("GPUTILED_BLOCK_COLS", sprintf ("%d", n));
  __gputiled__ ("config");        # the core reads its variables once
  unwind_protect
    [~, infos, bad] = run_mm (A, B, ref, 1, 5, {});
  unwind_protect_cleanup
    if (isempty (old))
      unsetenv ("GPUTILED_BLOCK_COLS");
    else
      setenv ("GPUTILED_BLOCK_COLS", old);
    endif
    __gputiled__ ("config");
  end_unwind_protect
  whole = infos{1};
  whole_k = median_of (infos, "kernel_ms");
  tiles = max (cellfun (@(i) i.tiles, infos));
  same = strcmp (whole.kernel, ours.kernel) ...
         && isequal (whole.config, ours.config) && whole.splits == ours.splits;
  put (fid, [key "_whole_ms"], whole_k, 5, bad,
       sprintf ("kernel %s %s; splits %d; tiles %d", whole.kernel,
                whole.config, whole.splits, tiles));
  put (fid, [key "_whole_valid"], tiles == 1 && same, 0, 0,
       "1: one launch of the same kernel and configuration");
  [~, infos, bad] = run_mm (A, B, ref, 2, 5, {"Kernel", "cublas"});
  cub_k = median_of (infos, "kernel_ms");
  put (fid, [key "_cublas_ms"], cub_k, 5, bad,
       sprintf ("kernel %s; tiles %d", infos{1}.kernel, infos{1}.tiles));
  printf ("%d %s kernel_ms: ours %.3f (%d tiles), one launch %.3f (%d), cuBLAS %.3f\n",
          n, cls, ours_k, ours.tiles, whole_k, tiles, cub_k);
endfunction

## 5. A thin, deep single product: the default kernel against cuBLAS.
function skinny (fid, shrink)
  m = 64;  k = 65536 / shrink;  n = 8192 / shrink;
  A = rand (m, k, "single");  B = rand (k, n, "single");
  ref = reference (A, B, A * B);
  settle ();
  put (fid, "skinny_m", m, 0, 0, "");
  put (fid, "skinny_k", k, 0, 0, "");
  put (fid, "skinny_n", n, 0, 0, "");
  [t, infos, bad] = run_mm (A, B, ref, 2, 5, {});
  ours = median_of (infos, "kernel_ms");
  put (fid, "skinny_ours_ms", ours, 5, bad,
       sprintf ("kernel %s %s; splits %d; tiles %d; call %.2f ms",
                infos{1}.kernel, infos{1}.config, infos{1}.splits,
                infos{1}.tiles, median (t)));
  [t, infos, bad] = run_mm (A, B, ref, 2, 5, {"Kernel", "cublas"});
  cub = median_of (infos, "kernel_ms");
  put (fid, "skinny_cublas_ms", cub, 5, bad,
       sprintf ("kernel %s; tiles %d; call %.2f ms", infos{1}.kernel,
                infos{1}.tiles, median (t)));
  printf ("%d x %d x %d single kernel_ms: ours %.3f, cuBLAS %.3f\n", m, k, n,
          ours, cub);
endfunction

## Context for 3: Octave's own 64x64 product, last (it is OpenBLAS).
function small_octave (fid, ~)
  A = rand (64);  B = rand (64);
  for r = 1:50
    C = A * B;
  endfor
  t = zeros (1, 3);
  for rep = 1:3
    tic;
    for r = 1:1000
      C = A * B;
    endfor
    t(rep) = toc * 1e3;
  endfor
  put (fid, "small_octave_us", median (t), 0, 0, "");
endfunction

function nvblas_session (csv)
  shrink = env_shrink ();
  n = 4096 / shrink;
  A = rand (n);  B = rand (n);
  to = octave_times (A, B, 1, 5);
  fid = fopen (csv, "w");
  fprintf (fid, "key,value,checked,bad,note\n");
  put (fid, "nvblas_n", n, 0, 0, "");
  put (fid, "nvblas_ms", to, 0, 0,
       sprintf ("median of 5 after 1; LD_PRELOAD=%s", getenv ("LD_PRELOAD")));
  fclose (fid);
  printf ("%d double A*B (NVBLAS session): %.2f ms\n", n, to);
endfunction

## ------------------------------------------------------------ helpers

## REPS timed calls of gpu_tiled_mm (A, B, OPTS{:}) after WARM untimed ones,
## each after BEFORE () where given (untimed): wall times (ms), the infos,
## how many results failed the check (each is checked after its toc), and
## the minor page faults a timed call (counted around the call alone: the
## check's temporaries fault too).
function [t, infos, bad, nfaults] = run_mm (A, B, ref, warm, reps, opts,
                                            before = [])
  for w = 1:warm
    C = gpu_tiled_mm (A, B, opts{:});
  endfor
  t = zeros (1, reps);  infos = cell (1, reps);  bad = 0;  nfaults = 0;
  for r = 1:reps
    if (! isempty (before))
      before ();
    endif
    f0 = faults ();
    tic;  [C, infos{r}] = gpu_tiled_mm (A, B, opts{:});  t(r) = toc * 1e3;
    nfaults += (faults () - f0) / reps;
    bad += ! check (C, ref);
  endfor
endfunction

## Octave's A*B: median wall time (ms) of REPS after WARM, and the product.
function [ms, R] = octave_times (A, B, warm, reps)
  for w = 1:warm
    R = A * B;
  endfor
  t = zeros (1, reps);
  for r = 1:reps
    tic;  R = A * B;  t(r) = toc * 1e3;
  endfor
  ms = median (t);
endfunction

## What a result is checked against: Octave's product R and two bounds on
## the difference.  Each part of each element is a sum of TERMS products,
## rounded in both results: |C - R| <= 2 TERMS eps (|A| |B|) elementwise
## (twice that for the modulus of a complex difference).  Summed over a
## column, that gives the 1-norm bound 2 TERMS eps norm (A, 1) norm (B, 1);
## bounded per element, (|A| |B|)_ij <= norm (A, Inf) max |B|.
function ref = reference (A, B, R)
  terms = columns (A) * (1 + (iscomplex (A) && iscomplex (B)));
  s = 2 * terms * eps (class (R)) * (1 + iscomplex (R));
  ref.R = R;
  ref.tol1 = s * double (norm (A, 1)) * double (norm (B, 1));
  ref.tolmax = s * double (norm (A, Inf)) * maxabs (B);
endfunction

function ok = check (C, ref)
  R = ref.R;
  ok = strcmp (class (C), class (R)) && isequal (size (C), size (R)) ...
       && iscomplex (C) == iscomplex (R);
  if (ok)
    D = C - R;                         # same class: no converted copies
    ok = all (isfinite (D(:))) && double (norm (D, 1)) <= ref.tol1 ...
         && maxabs (D) <= ref.tolmax;
  endif
endfunction

## max (abs (X(:))) without a copy of a real X.
function m = maxabs (X)
  if (iscomplex (X))
    m = double (max (abs (X(:))));
  else
    m = double (max (max (X(:)), -min (X(:))));
  endif
endfunction

function m = median_of (infos, field)
  m = median (cellfun (@(i) i.(field), infos));
endfunction

## Where a call's core time went (medians of info's fields, ms) and its
## minor page faults (NFAULTS), for the notes of the host-bound figures.
function s = breakdown (infos, nfaults)
  s = sprintf (["core total_ms %.2f: staging %.2f, h2d %.2f, kernel %.2f, ", ...
                "d2h %.2f; %.0f minor faults a call"],
               median_of (infos, "total_ms"), median_of (infos, "staging_ms"),
               median_of (infos, "h2d_ms"), median_of (infos, "kernel_ms"),
               median_of (infos, "d2h_ms"), nfaults);
endfunction

## Minor page faults of this process so far (every thread's, the copy
## threads' included): a fresh result's pages, zeroed by the kernel.
function n = faults ()
  n = getrusage ().minflt;
endfunction

function s = fileread_or (file)
  s = "(unknown)";
  [fid, msg] = fopen (file, "r");
  if (fid >= 0)
    s = fgetl (fid);
    fclose (fid);
  endif
endfunction

## OpenBLAS's worker threads spin for a while after a product: let them
## sleep before our timed calls.
function settle ()
  pause (2);
endfunction

function s = env_shrink ()
  s = str2double (getenv ("GPUTILED_ENGINE_SHRINK"));
  if (! (s >= 1))
    s = 1;
  endif
endfunction

function put (fid, key, value, checked, bad, note)
  fprintf (fid, "%s,%.9g,%d,%d,%s\n", key, value, checked, bad,
           strrep (strrep (note, ",", ";"), "\n", " "));
  fflush (fid);
endfunction

## ------------------------------------------------------------ report

function report (csv, raw_csv, nv_csv, h2d, d2h, gemm_csv)
  if (nargin < 6)
    gemm_csv = "";
  endif
  g = read_raw (raw_csv);
  v = read_raw (nv_csv);
  G = read_gemm (gemm_csv);
  shrink = val (g, "shrink");
  printf ("device: %s; link (pinned): h2d %.1f GB/s, d2h %.1f GB/s\n",
          note_of (g, "shrink"), h2d, d2h);
  if (shrink > 1)
    printf ("** GPUTILED_ENGINE_SHRINK=%g: sizes divided, not figures **\n", shrink);
  endif
  tab = {};

  ## 1. Complex 2048 against OpenBLAS and the PCIe bound.
  n = val (g, "complex_n", 2048);
  names = {"zz", "complex double x complex"; "cc", "complex single x complex";
           "dz", "real x complex double"; "zd", "complex x real double"};
  for i = 1:rows (names)
    t = names{i,1};
    ours = val (g, [t "_ours_ms"]);  ob = val (g, [t "_octave_ms"]);
    [c, b] = chk (g, {[t "_ours_ms"]});
    target = merge (i <= 2, 10, NaN);
    tab{end+1} = row ("1", sprintf ("%d %s: OpenBLAS A*B / ours", n, names{i,2}),
                       ms (ours), sprintf ("%s OpenBLAS", ms (ob)), ob / ours,
                       merge (i <= 2, ">=", ""), target, c, b);
    if (i <= 2)
      bound = val (g, [t "_in_bytes"]) / (h2d * 1e6) ...
              + val (g, [t "_out_bytes"]) / (d2h * 1e6);
      tab{end+1} = row ("1", sprintf ("%d %s: ours / PCIe bound", n, names{i,2}),
                         ms (ours), sprintf ("%s bound", ms (bound)),
                         ours / bound, "<=", 2, c, b);
    endif
  endfor

  ## 2. After an OpenBLAS product; against NVBLAS.
  n = val (g, "after_n", 4096);
  b2b = val (g, "b2b_ms");  after = val (g, "after_ms");
  [c, b] = chk (g, {"b2b_ms", "after_ms"});
  tab{end+1} = row ("2", sprintf ("%d double right after an OpenBLAS A*B / back to back", n),
                     ms (after), sprintf ("%s back to back", ms (b2b)),
                     after / b2b, "<=", 1.25, c, b);
  nv = val (v, "nvblas_ms");
  if (val (v, "nvblas_n") != n)
    nv = NaN;
  endif
  [c, b] = chk (g, {"b2b_ms"});
  tab{end+1} = row ("2", sprintf ("%d double: NVBLAS A*B / ours (back to back)", n),
                     ms (b2b), sprintf ("%s NVBLAS", ms (nv)), nv / b2b,
                     ">=", 8, c, b);

  ## 3. Small calls: the issue's targets are times per call; Octave's own
  ## A*B of the same size, timed in the same session, is given beside them.
  plain = val (g, "small_plain_us");  withinfo = val (g, "small_info_us");
  oct = val (g, "small_octave_us");
  [c, b] = chk (g, {"small_plain_us"});
  r = row ("3", "64x64 double C = gpu_tiled_mm (A, B): us per call (ratio: to Octave's A*B)",
           us (plain), sprintf ("%s Octave A*B", us (oct)), plain / oct,
           "<=", 30, c, b);
  r.judged = plain;  r.target_text = "<= 30 us";
  tab{end+1} = r;
  [c, b] = chk (g, {"small_plain_us", "small_info_us"});
  r = row ("3", "64x64 double [C, info] = gpu_tiled_mm (A, B): us added per call (ratio: with / without)",
           us (withinfo - plain), sprintf ("%s without info", us (plain)),
           withinfo / plain, "<=", 10, c, b);
  r.judged = withinfo - plain;  r.target_text = "<= 10 us";
  tab{end+1} = r;

  ## 4. kernel_ms in column blocks against one launch on the whole product,
  ## a gemm_bench CSV's kernel-only time (if given), and cuBLAS.
  for cls = {"double", "single"}
    for n0 = [4096, 8192]
      key = sprintf ("k%s%d", cls{1}(1), n0);
      n = val (g, [key "_n"], n0);
      ours = val (g, [key "_ours_ms"]);
      whole = val (g, [key "_whole_ms"]);
      cub = val (g, [key "_cublas_ms"]);
      [c, b] = chk (g, {[key "_ours_ms"], [key "_whole_ms"]});
      r = row ("4", sprintf ("%d %s kernel_ms: ours / one launch on the whole product", n, cls{1}),
               ms (ours, 3), sprintf ("%s one launch", ms (whole, 3)),
               ours / whole, "<=", 1.10, c, b);
      if (val (g, [key "_whole_valid"]) != 1 && ! isnan (whole))
        r.valid = false;
        r.note = "not one launch of the same kernel: GPUTILED_BLOCK_COLS not honoured?";
      endif
      r.note = strtrim ([r.note " " note_of(g, [key "_ours_ms"])]);
      tab{end+1} = r;
      [gm, gdev] = gemm_ms (G, cls{1}, sprintf ("%d", n), "auto");
      if (! isempty (G))
        [c, b] = chk (g, {[key "_ours_ms"]});
        r = row ("4", sprintf ("%d %s kernel_ms: ours / gemm_bench auto kernel-only", n, cls{1}),
                 ms (ours, 3), sprintf ("%s gemm_bench", ms (gm, 3)),
                 ours / gm, "<=", 1.10, c, b);
        r.note = gemm_note (gdev);
        tab{end+1} = r;
      endif
      [c, b] = chk (g, {[key "_ours_ms"], [key "_cublas_ms"]});
      tab{end+1} = row ("4", sprintf ("%d %s kernel_ms: ours / cuBLAS (gpu_tiled_mm \"cublas\")", n, cls{1}),
                         ms (ours, 3), sprintf ("%s cuBLAS", ms (cub, 3)),
                         ours / cub, "", NaN, c, b);
    endfor
  endfor

  ## 5. The thin, deep single product against cuBLAS.
  dims = sprintf ("%d x %d x %d", val (g, "skinny_m", 64),
                  val (g, "skinny_k", 65536), val (g, "skinny_n", 8192));
  ours = val (g, "skinny_ours_ms");  cub = val (g, "skinny_cublas_ms");
  [c, b] = chk (g, {"skinny_ours_ms", "skinny_cublas_ms"});
  r = row ("5", sprintf ("%s single kernel_ms: cuBLAS / ours (speed vs cuBLAS)", dims),
           ms (ours, 3), sprintf ("%s cuBLAS", ms (cub, 3)), cub / ours,
           ">=", 0.5, c, b);
  r.note = note_of (g, "skinny_ours_ms");
  tab{end+1} = r;
  if (! isempty (G))
    ## gemm_bench's shape tag is m x n x k.
    [ga, gdev] = gemm_ms (G, "single", "64x8192x65536", "auto");
    gc = gemm_ms (G, "single", "64x8192x65536", "cublas");
    r = row ("5", "64 x 65536 x 8192 single, gemm_bench kernel-only: cuBLAS / auto",
             ms (ga, 3), sprintf ("%s cuBLAS", ms (gc, 3)), gc / ga, "", NaN, 0, 0);
    r.note = gemm_note (gdev);
    tab{end+1} = r;
  endif

  ## Verdicts, the CSV, then the table.
  fid = fopen (csv, "w");
  fprintf (fid, "item,figure,ours,reference,ratio,target,result,checked,wrong,note\n");
  met = 0;  targets = 0;  checked = 0;  wrong = 0;
  for i = 1:numel (tab)
    r = tab{i};
    r.result = verdict (r);
    tab{i} = r;
    if (! isempty (r.op))
      targets += 1;
      met += strcmp (r.result, "PASS");
    endif
    fprintf (fid, "%s,%s,%s,%s,%.4g,%s,%s,%d,%d,%s\n", r.item, csvsafe (r.figure),
             r.ours, r.ref, r.ratio, r.target_text, r.result, r.checked, r.bad,
             csvsafe (r.note));
  endfor
  fclose (fid);
  ## Results checked, each counted once.
  for k = fieldnames (g)'
    checked += g.(k{1}).checked;
    wrong += g.(k{1}).bad * (g.(k{1}).checked > 0);
  endfor
  for k = fieldnames (g)'
    if (strncmp (k{1}, "error_", 6))
      printf ("** step failed: %s\n", g.(k{1}).note);
    endif
  endfor
  for i = 1:numel (tab)
    if (! isempty (tab{i}.note))
      printf ("note (%s) %s: %s\n", tab{i}.item, tab{i}.figure, tab{i}.note);
    endif
  endfor
  if (isempty (G))
    printf ("note (4): no gemm_bench CSV given (GPUTILED_GEMM_CSV); kernel-only reference: one launch on the whole product\n");
  endif
  printf ("\ntargets met: %d of %d; results checked against A*B: %d, wrong: %d\n\n",
          met, targets, checked, wrong);
  printf ("| # | figure | ours | reference | ratio | target | result |\n");
  printf ("| --- | --- | --- | --- | --- | --- | --- |\n");
  for i = 1:numel (tab)
    r = tab{i};
    printf ("| %s | %s | %s | %s | %s | %s | %s |\n", r.item, r.figure, r.ours,
            r.ref, merge (isnan (r.ratio), "-", sprintf ("%.2f", r.ratio)),
            r.target_text, r.result);
  endfor
endfunction

function r = row (item, figure, ours, ref, ratio, op, target, checked, bad)
  r = struct ("item", item, "figure", figure, "ours", ours, "ref", ref,
              "ratio", ratio, "judged", ratio, "op", op, "target", target,
              "target_text", "-", "checked", checked, "bad", bad,
              "valid", true, "note", "", "result", "");
  if (! isempty (op))
    r.target_text = sprintf ("%s %g", op, target);
  endif
endfunction

function s = verdict (r)
  if (r.bad > 0)
    s = "FAIL (wrong result)";
  elseif (! r.valid)
    s = "n/a";
  elseif (isnan (r.judged) || ! isfinite (r.judged))
    s = "MISSING";
  elseif (isempty (r.op))
    s = "-";
  elseif (strcmp (r.op, ">="))
    s = merge (r.judged >= r.target, "PASS", "FAIL");
  else
    s = merge (r.judged <= r.target, "PASS", "FAIL");
  endif
endfunction

## The raw rows (key,value,checked,bad,note) as a struct of structs; an
## absent file gives an empty struct (its figures show as MISSING).
function g = read_raw (file)
  g = struct ();
  if (isempty (file) || ! exist (file, "file"))
    printf ("** %s: no such file\n", file);
    return;
  endif
  lines = strsplit (strtrim (fileread (file)), "\n");
  for i = 2:numel (lines)
    f = strsplit (lines{i}, ",", "CollapseDelimiters", false);
    if (numel (f) < 5 || ! isvarname (f{1}))
      continue;
    endif
    g.(f{1}) = struct ("value", str2double (f{2}), "checked", str2double (f{3}),
                       "bad", str2double (f{4}), "note", strjoin (f(5:end), ","));
  endfor
endfunction

function x = val (g, key, missing)
  if (isfield (g, key))
    x = g.(key).value;
  elseif (nargin > 2)
    x = missing;
  else
    x = NaN;
  endif
endfunction

function s = note_of (g, key)
  if (isfield (g, key))
    s = g.(key).note;
  else
    s = "";
  endif
endfunction

## Results checked and how many were wrong, over the measurements KEYS.
function [c, b] = chk (g, keys)
  c = 0;  b = 0;
  for k = keys
    if (isfield (g, k{1}))
      c += g.(k{1}).checked;  b += g.(k{1}).bad;
    endif
  endfor
endfunction

## gemm_bench's CSV: device,class,shape,m,n,k,kernel,config,splits,ms,...
function G = read_gemm (file)
  G = {};
  if (isempty (file))
    return;
  elseif (! exist (file, "file"))
    printf ("** gemm_bench CSV %s: no such file\n", file);
    return;
  endif
  lines = strsplit (strtrim (fileread (file)), "\n");
  G = cellfun (@(l) strsplit (l, ",", "CollapseDelimiters", false),
               lines(2:end), "UniformOutput", false);
endfunction

function [m, dev] = gemm_ms (G, cls, shape, kernel)
  m = NaN;  dev = "";
  for i = 1:numel (G)
    f = G{i};
    if (numel (f) >= 13 && strcmp (f{2}, cls) && strcmp (f{3}, shape)
        && strcmp (f{7}, kernel))
      dev = f{1};
      if (strcmp (f{13}, "ok"))
        m = str2double (f{10});
      endif
      return;
    endif
  endfor
endfunction

function s = gemm_note (dev)
  if (isempty (dev))
    s = "no row for this shape in the gemm_bench CSV";
  else
    s = sprintf ("gemm_bench CSV from %s (WRONG check rows are not used)", dev);
  endif
endfunction

function s = ms (x, d)
  if (nargin < 2)
    d = 2;
  endif
  s = merge (isnan (x), "-", sprintf ("%.*f ms", d, x));
endfunction

function s = us (x)
  s = merge (isnan (x), "-", sprintf ("%.1f us", x));
endfunction

function s = csvsafe (s)
  s = strrep (s, ",", ";");
endfunction
