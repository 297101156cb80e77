## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {} doc_figures ("measure", @var{folder}, @var{tag}, @var{parts})
## @deftypefnx {} {} doc_figures ("redraw", @var{folder}, @var{tag}, @var{parts})
## @deftypefnx {} {} doc_figures ("tables", @var{folder}, @var{tag})
## Every figure and table of the lab guide (@code{tools/lab_figures.sh}
## runs this with the package loaded).  @var{folder} is where the CSV and PNG
## files are written or read (@file{doc/} for the guide's own); @var{parts}
## a cell array of the experiments to do, all of them when empty:
## @table @code
## @item bandwidth
## @file{bandwidth-@var{tag}.csv}, @file{bandwidth-@var{tag}-offset.png},
## @file{bandwidth-@var{tag}-stride.png}: @code{gpu_bandwidth} with its
## default options (Part 3);
## @item ladder
## @file{ladder-@var{tag}.csv}, @file{ladder-@var{tag}-single.png},
## @file{ladder-@var{tag}-double.png}: @code{gpu_tiled_bench}, n = 256 to
## 8192, its default kernels (naive, tiled, padded 16 and 32, the fast kernel
## of the class, tf32x3 in single, cuBLAS, Octave's @code{A*B}): Part 1 and
## Part 5, one figure per class from one run;
## @item reduce
## @file{reduce-@var{tag}.csv}, @file{reduce-@var{tag}-single.png},
## @file{reduce-@var{tag}-double.png}: @code{gpu_reduce_bench} with its
## default options (Part 2);
## @item chain
## @file{chain-@var{tag}.csv}, @file{chain-@var{tag}.png}:
## @file{bench/gpuarray_chain.m} (Part 4);
## @item gemm
## (@qcode{"redraw"} only, into @file{doc/}) @file{gemm-h200-single.png},
## @file{gemm-h200-double.png} from @file{bench/ladder-h200.csv} and
## @file{bench/sweep-h200.csv} (@code{build/gemm_bench --ladder} and
## @code{--sweep}, device-resident products).
## @end table
##
## @qcode{"measure"}, on a GPU machine (on an H100 the ladder took 105 s,
## the rest under half a minute), then prints the tables of what is
## in @var{folder}: @var{tag} names the GPU in the file names (empty: from
## its name, @qcode{"NVIDIA H100 80GB HBM3"} gives @qcode{"h100"}).
##
## @qcode{"redraw"}, anywhere (no GPU): every figure again from the CSV
## files in @var{folder} whose tag is @var{tag} (empty: every tag), the device
## named after the tag (@file{ladder-h100.csv} is @qcode{"NVIDIA H100"});
## @code{gemm} only when @var{folder} is @file{doc/}.
##
## @qcode{"tables"}: the lab guide's reference tables, in Markdown, from
## @var{folder}'s CSV files of @var{tag} (empty: the only tag there is).  Each
## row says which file, row and column its numbers come from (the
## functions below: @code{ladder_rows}, @code{reduce_rows},
## @code{bandwidth_rows}, @code{chain_rows}).
## @end deftypefn

function doc_figures (mode, folder, tag, parts)

  root = fileparts (fileparts (mfilename ("fullpath")));
  addpath (fullfile (root, "bench"));
  if (nargin < 2 || isempty (folder))
    folder = fullfile (root, "doc");
  endif
  if (nargin < 3)
    tag = "";
  endif
  if (nargin < 4 || isempty (parts))
    parts = {"bandwidth", "ladder", "reduce", "chain", "gemm"};
  endif
  parts = cellstr (parts);
  bad = setdiff (parts, {"bandwidth", "ladder", "reduce", "chain", "gemm"});
  if (! isempty (bad))
    error ("doc_figures: unknown part \"%s\" (bandwidth, ladder, reduce, chain, gemm)",
           bad{1});
  endif
  is_doc = strcmp (canonicalize_file_name (folder),
                   canonicalize_file_name (fullfile (root, "doc")));
  switch (mode)
    case "measure"
      d = gpu_info ();
      if (isempty (d))
        [~, why] = gpu_available ();
        error ("doc_figures: measuring needs a GPU (%s); --redraw draws the figures from the CSV files",
               why);
      endif
      if (isempty (tag))
        tag = lower (regexp (d(1).name, '[A-Z]+[0-9]+', "match", "once"));
      endif
      measure (folder, tag, parts);
      printf ("\n");
      tables (folder, tag);
    case "redraw"
      redraw (folder, tag, parts);
      if (any (strcmp (parts, "gemm")) && is_doc)
        gemm (root, folder);
      endif
    case "tables"
      tables (folder, tag);
    otherwise
      error ("doc_figures: MODE must be \"measure\", \"redraw\" or \"tables\"");
  endswitch

endfunction

function measure (folder, tag, parts)
  f = @(name) fullfile (folder, sprintf (name, tag));
  gpu_info ();                         # the devices, into the log
  t0 = tic ();
  if (any (strcmp (parts, "bandwidth")))
    r = gpu_bandwidth ("File", f ("bandwidth-%s.png"));
    fid = fopen (f ("bandwidth-%s.csv"), "w");
    fprintf (fid, "experiment,param,single_gbps,double_gbps\n");
    fprintf (fid, "copy,0,%.1f,%.1f\n", r.copy_gbps);
    fprintf (fid, "offset,%d,%.1f,%.1f\n", [r.offset, r.offset_gbps]');
    fprintf (fid, "stride,%d,%.1f,%.1f\n", [r.stride, r.stride_gbps]');
    fclose (fid);
    printf ("(bandwidth: %.0f s)\n", toc (t0));
  endif
  if (any (strcmp (parts, "ladder")))
    gpu_tiled_bench ("Sizes", 2 .^ (8:13), "CSV", f ("ladder-%s.csv"),
                     "File", f ("ladder-%s.png"));
    printf ("(ladder: %.0f s)\n", toc (t0));
  endif
  if (any (strcmp (parts, "reduce")))
    gpu_reduce_bench ("CSV", f ("reduce-%s.csv"), "File", f ("reduce-%s.png"));
    printf ("(reduce: %.0f s)\n", toc (t0));
  endif
  if (any (strcmp (parts, "chain")))
    gpuarray_chain (f ("chain-%s.csv"), f ("chain-%s.png"));
    printf ("(chain: %.0f s)\n", toc (t0));
  endif
  printf ("(%.0f s in all)\n", toc (t0));
endfunction

function redraw (folder, want, parts)
  for c = intersect ({"bandwidth", "ladder", "reduce", "chain"}, parts,
                     "stable")
    files = dir_csv (folder, c{1}, want);
    for i = 1:numel (files)
      csv = fullfile (folder, files{i});
      tag = tag_of (files{i});
      where = ["NVIDIA " upper(tag)];
      png = strrep (csv, ".csv", ".png");
      switch (c{1})
        case "bandwidth"
          __gputiled_lab__ ("plot", "bandwidth", read_bandwidth (csv, where),
                            where, png);
        case "ladder"
          __gputiled_lab__ ("plot", "ladder", read_ladder (csv), where, png);
        case "reduce"
          __gputiled_lab__ ("plot", "reduce", read_reduce (csv), where, png);
        case "chain"
          gpuarray_chain (csv, png, "plot", where);
      endswitch
    endfor
  endfor
endfunction

## The CSV files of one experiment in DIR, of tag WANT ("": every tag).
function files = dir_csv (folder, kind, want)
  d = dir (fullfile (folder, [kind "-*.csv"]));
  files = {};
  for i = 1:numel (d)
    t = tag_of (d(i).name);
    if (! isempty (t) && (isempty (want) || strcmp (t, want)))
      files{end+1} = d(i).name;
    endif
  endfor
endfunction

function tag = tag_of (name)
  tag = regexp (name, '^[a-z]+-([a-z0-9_]+)\.csv$', "tokens", "once");
  if (! isempty (tag))
    tag = tag{1};
  else
    tag = "";
  endif
endfunction

## A CSV of a classroom function, back into its struct array.
function res = read_csv (csv, fmt, names)
  fid = fopen (csv, "r");
  fgetl (fid);
  c = textscan (fid, fmt, "Delimiter", ",");
  fclose (fid);
  for i = 1:numel (c)
    if (isnumeric (c{i}))
      c{i} = num2cell (c{i});
    endif
  endfor
  res = cell2struct ([c{:}], names, 2)';
endfunction

## gpu_tiled_bench's CSV (without the splits column before 2026-11-24).
function res = read_ladder (csv)
  fid = fopen (csv, "r");
  head = fgetl (fid);
  fclose (fid);
  names = strsplit (head, ",");
  fmt = strjoin (repmat ({"%f"}, 1, numel (names)), "");
  fmt([4, 6, end]) = "ssq";            # class, kernel, status
  res = read_csv (csv, fmt, names);
  if (! isfield (res, "splits"))
    [res.splits] = deal (NaN);
  endif
endfunction

function res = read_reduce (csv)
  names = {"size", "class", "op", "kernel", "ms", "gbps", "pct_roof", ...
           "total_ms", "relerr", "status"};
  res = read_csv (csv, "%f%s%s%s%f%f%f%f%f%q", names);
endfunction

function r = read_bandwidth (csv, where)
  fid = fopen (csv, "r");
  fgetl (fid);
  c = textscan (fid, "%s%f%f%f", "Delimiter", ",");
  fclose (fid);
  [kind, p, g] = deal (c{1}, c{2}, [c{3}, c{4}]);
  off = strcmp (kind, "offset");
  str = strcmp (kind, "stride");
  r = struct ("device", where, "n", 2^26, "reps", 10,
              "class", {{"single", "double"}}, "offset", p(off),
              "stride", p(str), "offset_gbps", g(off,:),
              "stride_gbps", g(str,:),
              "copy_gbps", g(strcmp (kind, "copy"),:));
endfunction

## bench/gemm_bench's ladder and sweep (device-resident products, the best
## configuration of each kernel at each size): TFLOP/s against n, square
## powers of two, one figure per class.
function gemm (root, doc)
  rows = {};
  for f = {"ladder-h200.csv", "sweep-h200.csv"}
    fid = fopen (fullfile (root, "bench", f{1}), "r");
    fgetl (fid);
    c = textscan (fid, "%s%s%s%f%f%f%s%s%f%f%f%f%s%f", "Delimiter", ",");
    fclose (fid);
    rows(end+1,:) = {c{2}, c{4}, c{5}, c{6}, c{7}, c{11}, c{13}, c{1}};
  endfor
  cls = vertcat (rows{:,1});
  [m, n, k] = deal (vertcat (rows{:,2}), vertcat (rows{:,3}),
                    vertcat (rows{:,4}));
  kernel = regexprep (vertcat (rows{:,5}), '/.*', "");
  tflops = vertcat (rows{:,6});
  ok = (strcmp (vertcat (rows{:,7}), "ok") & m == n & n == k
        & bitand (n, n - 1) == 0);
  device = rows{1,8}{1};
  for c = {"single", "double"}
    s = struct ("x", {}, "y", {}, "key", {}, "label", {});
    mine = ok & strcmp (cls, c{1});
    for name = unique (kernel(mine))'
      sel = mine & strcmp (kernel, name{1});
      ns = unique (n(sel))';
      best = arrayfun (@(v) max (tflops(sel & n == v)), ns);
      s(end+1) = struct ("x", ns, "y", 1e3 * best, "key", name{1}, "label", "");
    endfor
    p = struct ("series", s, "roofs", struct ("y", {}), "title",
                {{sprintf("Matrix product C = A*B, %s, device-resident", c{1}),
                  sprintf("n x n, kernel time only, on %s (gemm_bench)",
                          device)}},
                "xticks", unique ([s.x]), "xlabel", "n",
                "ylabel", "GFLOP/s (2n^3 / time)", "xscale", "log",
                "yscale", "log");
    __gputiled_lab__ ("draw", p, fullfile (doc, ["gemm-h200-" c{1} ".png"]));
  endfor
endfunction

## ---- The reference tables of doc/lab.md ----

function tables (folder, tag)
  if (isempty (tag))
    tags = unique (cellfun (@tag_of, dir_csv (folder, "ladder", ""),
                            "UniformOutput", false));
    if (numel (tags) != 1)
      error ("doc_figures: %d ladder CSV files in %s: name the tag",
             numel (tags), folder);
    endif
    tag = tags{1};
  endif
  f = @(kind) fullfile (folder, sprintf ("%s-%s.csv", kind, tag));
  kinds = {"ladder", "reduce", "bandwidth", "chain"};
  kinds = kinds(cellfun (@(k) isfile (f (k)), kinds));
  printf ("<!-- tables: tools/lab_figures.sh --tables --tag %s (from %s) -->\n",
          tag, strjoin (strcat (kinds, ["-" tag ".csv"]), ", "));
  tab = cell (0, 3);
  if (any (strcmp (kinds, "ladder")))
    tab = [tab; ladder_rows(read_ladder (f ("ladder")))];
  endif
  if (any (strcmp (kinds, "reduce")))
    tab = [tab; reduce_rows(read_reduce (f ("reduce")))];
  endif
  if (any (strcmp (kinds, "bandwidth")))
    tab = [tab; bandwidth_rows(read_bandwidth (f ("bandwidth"), ""))];
  endif
  if (! isempty (tab))
    printf ("\n| experiment | single | double |\n| --- | --- | --- |\n");
    tab = tab';
    printf ("| %s | %s | %s |\n", tab{:});
  endif
  if (any (strcmp (kinds, "chain")))
    chain_rows (dlmread (f ("chain"), ",", 1, 0));
  endif
  printf ("\n<!-- end of tables -->\n");
endfunction

## One number of a ladder CSV (NaN when the row is not there or did not
## run): the column FIELD of the row of size N, class CLS, KERNEL and TILE
## (NaN: any).
function v = ladder_at (L, n, cls, kernel, tile, field)
  sel = [L.size] == n & strcmp ({L.class}, cls) & strcmp ({L.kernel}, kernel);
  if (! isnan (tile))
    sel &= [L.tile] == tile;
  endif
  v = first_ok (L, sel, field);
endfunction

## The column FIELD of the first row of S that SEL takes and that ran.
function v = first_ok (S, sel, field)
  v = NaN;
  k = find (sel & strcmp ({S.status}, "ok"), 1);
  if (! isempty (k))
    v = S(k).(field);
  endif
endfunction

function s = num (v, fmt)
  if (isempty (v) || isnan (v))
    s = "-";
  else
    s = sprintf (fmt, v);
  endif
endfunction

## ladder-TAG.csv: GFLOP/s (column gflops) at n = 4096 and 8192, whole
## calls (column total_ms), and the split-K of the fast kernel (column
## splits) at n = 1024 and 2048.
function out = ladder_rows (L)
  fast = {"regblock", "dmma"};
  cls = {"single", "double"};
  ## kernel, tile, the row's name; the sizes
  spec = {"naive",  32,  "`naive` tile 32",                   4096;
          "tiled",  32,  "`tiled` tile 32",                   4096;
          "padded", 16,  "`padded` tile 16",                  4096;
          "padded", 32,  "`padded` tile 32",                  4096;
          "fast",   NaN, "fast kernel, `regblock` / `dmma`",  [4096, 8192];
          "tf32x3", NaN, "`tf32x3`, single only",             [4096, 8192];
          "cublas", NaN, "`cublas`",                          [4096, 8192];
          "octave", NaN, "Octave `A*B` on the CPU",           4096};
  name = @(k, c) regexprep (k, '^fast$', fast{c});
  out = cell (0, 3);
  for n = [4096, 8192]
    for i = 1:rows (spec)
      [k, tile, label, sizes] = spec{i,:};
      if (! any (sizes == n))
        continue;
      endif
      v = arrayfun (@(c) num (ladder_at (L, n, cls{c}, name (k, c), tile,
                                         "gflops"), "%.0f"),
                    1:2, "UniformOutput", false);
      out(end+1,:) = [{sprintf("`gpu_tiled_bench`, n = %d, %s (GFLOP/s)", ...
                                n, label)}, v];
    endfor
  endfor
  for i = [4, 5]                          # padded 32, the fast kernel
    [k, tile, label] = spec{i,1:3};
    v = arrayfun (@(c) sprintf ("%s / %s",
                                num (ladder_at (L, 4096, cls{c}, name (k, c),
                                                tile, "ms"), "%.2f"),
                                num (ladder_at (L, 4096, cls{c}, name (k, c),
                                                tile, "total_ms"), "%.1f")),
                  1:2, "UniformOutput", false);
    out(end+1,:) = [{sprintf("`gpu_tiled_bench`, n = 4096, %s, kernel / whole call (ms)", ...
                              label)}, v];
  endfor
  v = arrayfun (@(c) strjoin (arrayfun (@(n) num (ladder_at (L, n, cls{c},
                                                             fast{c}, NaN,
                                                             "splits"), "%d"),
                                        [1024, 2048, 4096],
                                        "UniformOutput", false), " / "),
                1:2, "UniformOutput", false);
  out(end+1,:) = [{["`gpu_tiled_bench`, fast kernel, slices of K ", ...
                     "(`splits`) at n = 1024 / 2048 / 4096"]}, v];
endfunction

## reduce-TAG.csv: the sums (op sum), GB/s (column gbps) and % of the roof
## (column pct_roof) at n = 2^16 and 2^26, and the copy roof (op copy).
function rows = reduce_rows (R)
  cls = {"single", "double"};
  at = @(n, c, k, f) reduce_at (R, n, c, k, f);
  rows = {};
  v = {};
  for c = 1:2
    v{c} = strjoin (cellfun (@(k) num (at (2^16, cls{c}, k, "gbps"), "%.0f"),
                             {"interleaved", "sequential", "fast"},
                             "UniformOutput", false), " / ");
  endfor
  rows(end+1,:) = {"`gpu_reduce_bench`, n = 2^16, `interleaved` / `sequential` / `fast` (GB/s)", v{:}};
  for k = {"interleaved", "sequential", "fast"}
    for c = 1:2
      v{c} = sprintf ("%s (%s%%)", num (at (2^26, cls{c}, k{1}, "gbps"), "%.0f"),
                      num (at (2^26, cls{c}, k{1}, "pct_roof"), "%.1f"));
    endfor
    rows(end+1,:) = {sprintf("`gpu_reduce_bench`, n = 2^26, `%s` (GB/s, %% roof)",
                             k{1}), v{:}};
  endfor
  for c = 1:2
    v{c} = num (at (2^26, cls{c}, "octave", "gbps"), "%.1f");
  endfor
  rows(end+1,:) = {"`gpu_reduce_bench`, n = 2^26, Octave `sum` on the CPU (GB/s)", v{:}};
  for c = 1:2
    v{c} = num (at (NaN, cls{c}, "copy", "gbps"), "%.0f");
  endfor
  rows(end+1,:) = {"`gpu_reduce_bench`, copy roof, 2^26 elements (GB/s)", v{:}};
endfunction

## The column F of reduce-CSV row of length N (NaN: the roof), class C and
## kernel K, for the sum (or the copy); NaN when it did not run.
function v = reduce_at (R, n, c, k, f)
  op = "sum";
  if (strcmp (k, "copy"))
    op = "copy";
  endif
  sel = strcmp ({R.class}, c) & strcmp ({R.kernel}, k) & strcmp ({R.op}, op);
  if (! isnan (n))
    sel &= [R.size] == n;
  endif
  v = first_ok (R, sel, f);
endfunction

## bandwidth-TAG.csv: the copy roof, offsets 0 and 1, strides 2 and 32
## (columns single_gbps, double_gbps).
function rows = bandwidth_rows (B)
  g = @(field, p, c) B.([field "_gbps"])(B.(field) == p, c);
  rows = {"`gpu_bandwidth`, copy roof (GB/s)", ...
          num(B.copy_gbps(1), "%.0f"), num(B.copy_gbps(2), "%.0f")};
  for e = {"offset", 0, 1; "stride", 2, 32}'
    [field, p, q] = e{:};
    v = {};
    for c = 1:2
      v{c} = sprintf ("%s / %s", num (g (field, p, c), "%.0f"),
                      num (g (field, q, c), "%.0f"));
    endfor
    rows(end+1,:) = [{sprintf("`gpu_bandwidth`, %s %d / %s %d (GB/s)", ...
                              field, p, field, q)}, v];
  endfor
endfunction

## chain-TAG.csv: milliseconds per product (columns host_ms, resident_ms,
## kernel_ms, octave_ms), and the copies of one host-array product
## (columns h2d_ms, d2h_ms, where the file has them) with their GB/s.
function chain_rows (t)
  printf ("\n| n | host arrays (ms) | gpuArray (ms) | kernel alone (ms) | Octave `A*B` (ms) |\n");
  printf ("| --- | --- | --- | --- | --- |\n");
  for i = 1:rows (t)
    octave = num (t(i,5), "%.3g");
    if (isnan (t(i,5)))
      octave = "(not run)";
    endif
    printf ("| %d | %s | %s | %s | %s |\n", t(i,1), num (t(i,2), "%.3g"),
            num (t(i,3), "%.3g"), num (t(i,4), "%.3g"), octave);
  endfor
  if (columns (t) >= 7)
    printf ("\n| n | copies up, A and B (ms, GB/s) | copy back, C (ms, GB/s) |\n");
    printf ("| --- | --- | --- |\n");
    for i = 1:rows (t)
      n = t(i,1);
      printf ("| %d | %s (%s) | %s (%s) |\n", n, num (t(i,6), "%.3g"),
              num (16 * n^2 / (t(i,6) * 1e6), "%.1f"), num (t(i,7), "%.3g"),
              num (8 * n^2 / (t(i,7) * 1e6), "%.1f"));
    endfor
  endif
endfunction
