## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {} doc_figures ("measure", @var{tag})
## @deftypefnx {} {} doc_figures ("redraw")
## Every figure and table of the lab guide, under @file{doc/}
## (@code{tools/lab_figures.sh} runs this with the package loaded).
##
## @qcode{"measure"}, on a GPU machine (about three minutes on an H200):
## @table @file
## @item bandwidth-@var{tag}.csv, bandwidth-@var{tag}.png
## @code{gpu_bandwidth} with its default options (Part 3);
## @item ladder-@var{tag}.csv, ladder-@var{tag}-single.png, ladder-@var{tag}-double.png
## @code{gpu_tiled_bench}, n = 256 to 8192, every kernel of its default list
## (Part 1: one figure per class, from one run);
## @item reduce-@var{tag}.csv, reduce-@var{tag}-single.png, reduce-@var{tag}-double.png
## @code{gpu_reduce_bench} with its default options (Part 2);
## @item chain-@var{tag}.csv, chain-@var{tag}.png
## @file{bench/gpuarray_chain.m} (Part 4);
## @end table
## then redraws the figures of @file{bench/}'s device-resident GEMM tables.
## @var{tag} names the GPU in the file names (default: from its name,
## @qcode{"NVIDIA H200"} gives @qcode{"h200"}).
##
## @qcode{"redraw"}, anywhere (no GPU): draws every figure again from the
## CSV files under @file{doc/} (the device named after the tag in the file
## name: @file{ladder-h200.csv} is @qcode{"NVIDIA H200"}) and
## @file{gemm-h200-single.png}, @file{gemm-h200-double.png} from
## @file{bench/ladder-h200.csv} and @file{bench/sweep-h200.csv}
## (@code{build/gemm_bench --ladder} and @code{--sweep}).
## @end deftypefn

function doc_figures (mode, tag)

  root = fileparts (fileparts (mfilename ("fullpath")));
  doc = fullfile (root, "doc");
  addpath (fullfile (root, "bench"));
  switch (mode)
    case "measure"
      if (nargin < 2 || isempty (tag))
        d = gpu_info ();
        tag = lower (regexp (d(1).name, '[A-Z]+[0-9]+', "match", "once"));
      endif
      measure (doc, tag);
    case "redraw"
      redraw (doc);
    otherwise
      error ("doc_figures: MODE must be \"measure\" or \"redraw\"");
  endswitch
  gemm (root, doc);

endfunction

function measure (doc, tag)
  f = @(name) fullfile (doc, sprintf (name, tag));
  gpu_info ();
  t0 = tic ();
  r = gpu_bandwidth ("File", f ("bandwidth-%s.png"));
  fid = fopen (f ("bandwidth-%s.csv"), "w");
  fprintf (fid, "experiment,param,single_gbps,double_gbps\n");
  fprintf (fid, "copy,0,%.1f,%.1f\n", r.copy_gbps);
  fprintf (fid, "offset,%d,%.1f,%.1f\n", [r.offset, r.offset_gbps]');
  fprintf (fid, "stride,%d,%.1f,%.1f\n", [r.stride, r.stride_gbps]');
  fclose (fid);
  printf ("(%.0f s)\n", toc (t0));
  gpu_tiled_bench ("Sizes", 2 .^ (8:13), "CSV", f ("ladder-%s.csv"),
                   "File", f ("ladder-%s.png"));
  printf ("(%.0f s)\n", toc (t0));
  gpu_reduce_bench ("CSV", f ("reduce-%s.csv"), "File", f ("reduce-%s.png"));
  printf ("(%.0f s)\n", toc (t0));
  gpuarray_chain (f ("chain-%s.csv"), f ("chain-%s.png"));
  printf ("(%.0f s in all)\n", toc (t0));
endfunction

function redraw (doc)
  for c = {"bandwidth", "ladder", "reduce", "chain"}
    files = dir (fullfile (doc, [c{1} "-*.csv"]));
    for i = 1:numel (files)
      csv = fullfile (doc, files(i).name);
      tag = regexp (files(i).name, '-([a-z0-9_]+)\.csv$', "tokens", "once"){1};
      where = ["NVIDIA " upper(tag)];
      png = strrep (csv, ".csv", ".png");
      switch (c{1})
        case "bandwidth"
          __gputiled_lab__ ("plot", "bandwidth", read_bandwidth (csv, where),
                            where, png);
        case "ladder"
          names = {"size", "class", "kernel", "tile", "ms", "gflops", ...
                   "total_ms", "relerr", "status"};
          res = read_csv (csv, "%f%s%s%f%f%f%f%f%q", names);
          __gputiled_lab__ ("plot", "ladder", res, where, png);
        case "reduce"
          names = {"size", "class", "op", "kernel", "ms", "gbps", ...
                   "pct_roof", "total_ms", "relerr", "status"};
          res = read_csv (csv, "%f%s%s%s%f%f%f%f%f%q", names);
          __gputiled_lab__ ("plot", "reduce", res, where, png);
        case "chain"
          gpuarray_chain (csv, png, "plot", where);
      endswitch
    endfor
  endfor
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
