## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn {} {} e2e_bench (@var{mode}, @var{csv}, ...)
## End-to-end timings from the Octave prompt (bench/e2e.sh runs this):
##
## @table @asis
## @item "gputiled"
## 1000 calls of @code{gpu_tiled_mm} on 64x64 doubles; then
## @code{gpu_tiled_mm (A, B)} and Octave's @code{A*B} in this session, n =
## 4096 and 8192, double and single: median wall time of 5 calls after 2
## warm-up calls (Octave's: after 1), with the info breakdown of a typical
## call; @code{gpu_sum} against @code{sum} on 2^28 doubles; and
## the device memory in use (@code{gpu_info}) after 100 and after 10,000
## mixed calls (every result checked against Octave), and after
## @code{gpu_reset}, with the bytes the package's buffer cache holds.
## Writes @var{csv}.
## @item "octave"
## Octave's @code{A*B} alone (for the NVBLAS session).  Writes @var{csv}.
## @item "report"
## @code{e2e_bench ("report", out, gputiled_csv, nvblas_csv, h2d, d2h)}:
## the table with ratios and the PCIe bound (bytes that must cross over the
## pinned bandwidths H2D and D2H, in GB/s, measured in the same run).
## @end table
## @end deftypefn

function e2e_bench (mode, csv, varargin)

  sizes = [4096, 8192];
  classes = {"double", "single"};
  switch (mode)
    case "gputiled"
      fid = fopen (csv, "w");
      fprintf (fid, "n,class,ours_ms,octave_ms,h2d_ms,kernel_ms,d2h_ms,total_ms,kernel,staging_ms,overlap_ms,tiles\n");
      ## Small calls: the fixed cost of one call.  First, before any of
      ## OpenBLAS's products: its worker threads spin for a while after
      ## each one, and a call right after a large A*B takes 3-6 us more
      ## on the H200 machine (49-52 us against 46-47 after a 2 s pause).
      A = rand (64);  B = rand (64);
      for r = 1:50
        gpu_tiled_mm (A, B);
      endfor
      tic;
      for r = 1:1000
        C = gpu_tiled_mm (A, B);
      endfor
      us = toc * 1e3;                  # ms for 1000 calls = us per call
      fprintf (fid, "64,double-small,%.3f,,,,,,,,,\n", us);
      printf ("64x64 double, 1000 calls: %.1f us per call\n", us);
      for c = 1:numel (classes)
        for n = sizes
          A = rand (n, classes{c});  B = rand (n, classes{c});
          gpu_tiled_mm (A, B);  gpu_tiled_mm (A, B);      # warm-up
          t = zeros (1, 5);  infos = cell (1, 5);
          for r = 1:5
            tic;  [C, infos{r}] = gpu_tiled_mm (A, B);  t(r) = toc * 1e3;
          endfor
          [ours, i] = median_index (t);
          info = infos{i};
          to = octave_times (A, B);
          fprintf (fid, "%d,%s,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%s,%.3f,%.3f,%d\n",
                   n, classes{c}, ours, to, info.h2d_ms, info.kernel_ms,
                   info.d2h_ms, info.total_ms, info.kernel, info.staging_ms,
                   info.overlap_ms, info.tiles);
          printf (["%5d %-6s ours %8.2f ms (core %.2f: staging %.2f h2d %.2f ", ...
                   "kernel %.2f d2h %.2f overlap %.2f, %d tiles) octave %8.2f ms\n"],
                  n, classes{c}, ours, info.total_ms, info.staging_ms,
                  info.h2d_ms, info.kernel_ms, info.d2h_ms, info.overlap_ms,
                  info.tiles, to);
          fflush (stdout);
          clear A B C;
        endfor
      endfor
      ## gpu_sum on a host vector of 2^28 doubles against sum.
      x = rand (2^28, 1);
      gpu_sum (x);  gpu_sum (x);
      t = zeros (1, 5);
      for r = 1:5
        tic;  [s, info] = gpu_sum (x);  t(r) = toc * 1e3;
      endfor
      ours = median (t);
      sum (x);
      t = zeros (1, 5);
      for r = 1:5
        tic;  so = sum (x);  t(r) = toc * 1e3;
      endfor
      to = median (t);
      assert (abs (s - so) <= 1e-12 * abs (so));
      fprintf (fid, "268435456,sum-double,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%s,,,\n",
               ours, to, info.h2d_ms, info.kernel_ms, info.d2h_ms,
               info.total_ms, info.kernel);
      printf ("gpu_sum 2^28 doubles: ours %.2f ms (h2d %.2f kernel %.2f), sum %.2f ms: %.1fx\n",
              ours, info.h2d_ms, info.kernel_ms, to, to / ours);
      clear x;
      ## Device memory in use after 100 and 10,000 mixed calls.
      [used, cache, calls, bad] = soak ();
      fprintf (fid, "%d,memory-MiB,%.1f,%.1f,%.1f,%.1f,%.1f,,,,,\n", calls,
               used, cache);
      printf (["device memory in use: %.1f MiB after 100 calls, %.1f MiB after ", ...
               "%d, %.1f MiB after gpu_reset; the package's cache %.1f and ", ...
               "%.1f MiB; %d wrong results\n"],
              used(1), used(2), calls, used(3), cache(1), cache(2), bad);
      fclose (fid);

    case "octave"
      fid = fopen (csv, "w");
      fprintf (fid, "n,class,ms\n");
      for c = 1:numel (classes)
        for n = sizes
          A = rand (n, classes{c});  B = rand (n, classes{c});
          to = octave_times (A, B);
          fprintf (fid, "%d,%s,%.3f\n", n, classes{c}, to);
          printf ("%5d %-6s A*B %8.2f ms\n", n, classes{c}, to);
          fflush (stdout);
        endfor
      endfor
      fclose (fid);

    case "report"
      [ours_csv, nv_csv, h2d, d2h] = varargin{:};
      g = csv2cell_simple (ours_csv);
      v = csv2cell_simple (nv_csv);
      fid = fopen (csv, "w");
      hdr = "n,class,ours_ms,openblas_ms,nvblas_ms,pcie_bound_ms,x_openblas,x_nvblas,x_pcie_bound";
      fprintf (fid, "%s\n", hdr);
      printf ("%6s %-7s %9s %11s %9s %11s %10s %9s %11s\n", "n", "class",
              "ours ms", "OpenBLAS ms", "NVBLAS ms", "PCIe bound", "x OpenBLAS",
              "x NVBLAS", "x bound");
      for r = 1:rows (g)
        if (strcmp (g{r,2}, "double-small"))
          printf ("64x64 double, 1000 calls: %.1f us per call\n", str2double (g{r,3}));
          continue;
        elseif (strcmp (g{r,2}, "sum-double"))
          ## 2^28 doubles cross once: the bound is bytes / pinned h2d.
          bound = 2^31 / (h2d * 1e6);
          printf (["gpu_sum 2^28 doubles: ours %.2f ms, Octave sum %.2f ms ", ...
                   "(%.1fx), PCIe bound %.2f ms (x%.2f)\n"], str2double (g{r,3}),
                  str2double (g{r,4}), str2double (g{r,4}) / str2double (g{r,3}),
                  bound, str2double (g{r,3}) / bound);
          continue;
        elseif (strcmp (g{r,2}, "memory-MiB"))
          printf (["device memory in use: %s MiB after 100 calls, %s MiB after ", ...
                   "%s, %s MiB after gpu_reset; the package's cache %s and %s MiB\n"],
                  g{r,3}, g{r,4}, g{r,1}, g{r,5}, g{r,6}, g{r,7});
          continue;
        endif
        n = str2double (g{r,1});  cls = g{r,2};
        es = merge (strcmp (cls, "double"), 8, 4);
        bound = (2 * n^2 * es) / (h2d * 1e6) + (n^2 * es) / (d2h * 1e6);
        ours = str2double (g{r,3});  ob = str2double (g{r,4});
        k = find (strcmp (v(:,1), g{r,1}) & strcmp (v(:,2), cls), 1);
        nv = merge (isempty (k), NaN, str2double (v{k,3}));
        printf ("%6d %-7s %9.2f %11.2f %9.2f %11.2f %10.1f %9.1f %11.2f\n",
                n, cls, ours, ob, nv, bound, ob / ours, nv / ours, ours / bound);
        fprintf (fid, "%d,%s,%.3f,%.3f,%.3f,%.3f,%.2f,%.2f,%.2f\n", n, cls,
                 ours, ob, nv, bound, ob / ours, nv / ours, ours / bound);
      endfor
      fclose (fid);
  endswitch

endfunction

## 10,000 calls of gpu_tiled_mm, gpu_sum and gpu_max on random shapes and
## classes, each checked against Octave.  USED: device memory in use (MiB)
## after the first 100, after all, and after gpu_reset; CACHE: the bytes
## (MiB) the package's buffer cache holds after the first 100 and after all.
function [used, cache, calls, bad] = soak ()
  rand ("seed", 1);  randn ("seed", 1);
  calls = 10000;  bad = 0;
  in_use = @() (gpu_info ().memory_total - gpu_info ().memory_free) / 2^20;
  held = @() gpu_info ().cache_bytes / 2^20;
  for c = 1:calls
    cls = merge (rand () < 0.5, "double", "single");
    m = randi (300);  k = randi (300);  n = randi (300);
    switch (mod (c, 3))
      case 0
        A = cast (randn (m, k), cls);  B = cast (randn (k, n), cls);
        C = gpu_tiled_mm (A, B);
        R = A * B;
        ok = isequal (size (C), size (R)) && strcmp (class (C), cls) ...
             && norm (double (C - R), 1) <= 1e2 * k * eps (cls) * norm (double (abs (A)) * double (abs (B)), 1);
      case 1
        X = cast (randn (m, n), cls);
        dim = 1 + (rand () < 0.5);
        S = gpu_sum (X, dim);
        R = sum (X, dim);
        ok = isequal (size (S), size (R)) && all (abs (double (S(:) - R(:))) <= 1e2 * m * n * eps (cls) * (1 + abs (double (R(:)))));
      otherwise
        X = cast (randn (m, n), cls);
        [M, I] = gpu_max (X);
        [RM, RI] = max (X);
        ok = isequal (M, RM) && isequal (I, RI);
    endswitch
    bad += ! ok;
    if (c == 100)
      used = in_use ();  cache = held ();
    endif
  endfor
  used(2) = in_use ();  cache(2) = held ();
  gpu_reset ();
  used(3) = in_use ();
endfunction

function t = octave_times (A, B)
  C = A * B;                                 # warm-up
  t = zeros (1, 5);
  for r = 1:5
    tic;  C = A * B;  t(r) = toc * 1e3;
  endfor
  t = median (t);
endfunction

function [m, i] = median_index (t)
  [~, order] = sort (t);
  i = order(ceil (numel (t) / 2));
  m = t(i);
endfunction

function c = csv2cell_simple (file)
  lines = strsplit (strtrim (fileread (file)), "\n");
  c = cellfun (@(l) strsplit (l, ",", "CollapseDelimiters", false),
               lines(2:end), "UniformOutput", false);
  c = vertcat (c{:});
endfunction
