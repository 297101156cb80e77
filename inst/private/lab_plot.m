## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{file} =} lab_plot (@var{kind}, @var{fn}, @var{res}, @var{where}, @var{file})
## Internal: the plots of the classroom functions, drawn by @code{lab_draw}
## from their results @var{res} (as the functions return them, or as read
## back from their CSV files) measured on @var{where} (the device's name).
##
## @table @asis
## @item @qcode{"ladder"}
## @code{gpu_tiled_bench}: GFLOP/s against n, a line per kernel and tile
## that ran (whatever kernels the run measured), one figure per class.
## @item @qcode{"reduce"}
## @code{gpu_reduce_bench}: GB/s against n, a line per reduction and kernel,
## the copy roof across, one figure per class.
## @item @qcode{"bandwidth"}
## @code{gpu_bandwidth}: GB/s against offset, and against stride, a line per
## class and its copy roof: two figures.
## @end table
##
## With several figures, each file name gets its class (or experiment)
## before the extension (@file{ladder-single.png}), and @var{file} is a cell array of
## the paths written; with one, a string; @qcode{""} when none was written.
## @end deftypefn

function file = lab_plot (kind, fn, res, where, file)

  switch (kind)
    case "ladder"
      [classes, panels] = per_class (res, @(r, cls) ladder (r, cls, where));
    case "reduce"
      [classes, panels] = per_class (res, @(r, cls) reduce (r, cls, where));
    case "bandwidth"
      classes = {"offset", "stride"};
      panels = {bandwidth(res, 1), bandwidth(res, 2)};
    otherwise
      error ("gputiled:invalidInput", "lab_plot: unknown kind \"%s\"", kind);
  endswitch
  files = {};
  for c = 1:numel (classes)
    tag = "";
    if (numel (classes) > 1)
      tag = classes{c};
    endif
    f = lab_draw (fn, panels{c}, file, tag);
    if (! isempty (f))
      files{end+1} = f;
    endif
  endfor
  if (isempty (files))
    file = "";
  elseif (numel (files) == 1)
    file = files{1};
  else
    file = files;
  endif

endfunction

function [classes, panels] = per_class (res, make)
  classes = intersect ({"single", "double"}, {res.class}, "stable");
  panels = cellfun (@(c) make (res, c), classes, "UniformOutput", false);
endfunction

## One series per distinct key, in the order the run met them; rows that
## did not run are gaps, keys with no row that ran are left out.
function s = series_of (rows, keys, field, labels)
  s = struct ("x", {}, "y", {}, "key", {}, "label", {});
  ok = strcmp ({rows.status}, "ok");
  for k = unique (keys, "stable")
    sel = strcmp (keys, k{1});
    if (! any (sel & ok))
      continue;
    endif
    y = [rows(sel).(field)];
    y(! ok(sel)) = NaN;
    s(end+1) = struct ("x", [rows(sel).size], "y", y, "key", k{1},
                       "label", labels{find (sel, 1)});
  endfor
endfunction

function p = panel (series, roofs, ttl, xt, xlab, ylab, xscale, yscale)
  p = struct ("series", series, "roofs", roofs, "title", {ttl},
              "xticks", xt, "xlabel", xlab, "ylabel", ylab,
              "xscale", xscale, "yscale", yscale);
endfunction

function p = ladder (res, cls, where)
  r = res(strcmp ({res.class}, cls));
  keys = cell (1, numel (r));
  labels = cell (1, numel (r));
  for i = 1:numel (r)
    keys{i} = r(i).kernel;
    if (any (strcmp (keys{i}, {"naive", "tiled", "padded"}))
        && ! isnan (r(i).tile))
      keys{i} = sprintf ("%s %d", keys{i}, r(i).tile);
    endif
    labels{i} = "";
    if (strcmp (keys{i}, "octave"))
      labels{i} = "Octave A*B";
    endif
  endfor
  ttl = {sprintf("Matrix product C = A*B, %s", cls),
         sprintf("n x n, kernel time only, on %s", where)};
  p = panel (series_of (r, keys, "gflops", labels), struct ("y", {}),
             ttl, unique ([r.size]), "n", "GFLOP/s (2n^3 / time)", "log",
             "log");
endfunction

function p = reduce (res, cls, where)
  mine = strcmp ({res.class}, cls);
  roof = res(mine & strcmp ({res.op}, "copy") & strcmp ({res.status}, "ok"));
  r = res(mine & ! strcmp ({res.op}, "copy"));
  ops = unique ({r.op}, "stable");
  keys = {r.kernel};
  labels = repmat ({""}, 1, numel (r));
  for i = 1:numel (r)
    if (numel (ops) > 1)
      keys{i} = [r(i).op " " r(i).kernel];
    endif
    if (strcmp (r(i).kernel, "octave"))
      labels{i} = ["Octave " r(i).op];
    endif
  endfor
  roofs = struct ("y", {}, "key", {}, "label", {});
  if (! isempty (roof))
    roofs(1) = struct ("y", roof(1).gbps, "key", "copy", "label", "");
  endif
  ttl = {sprintf("Reductions (%s) of n elements, %s", strjoin (ops, ", "),
                 cls),
         sprintf("kernel time only, on %s", where)};
  p = panel (series_of (r, keys, "gbps", labels), roofs, ttl,
             unique ([r.size]), "n (elements)", "GB/s read", "log", "linear");
endfunction

function p = bandwidth (r, i)
  parts = {"offset", "+"; "stride", "*"};
  s = struct ("x", {}, "y", {}, "key", {}, "label", {});
  roofs = s;
  for c = 1:numel (r.class)
    s(c) = struct ("x", r.(parts{i,1})(:)', "y",
                   r.([parts{i,1} "_gbps"])(:,c)', "key", r.class{c},
                   "label", "");
    roofs(c) = struct ("x", [], "y", r.copy_gbps(c),
                       "key", ["copy " r.class{c}], "label", "");
  endfor
  ttl = {sprintf("a[i %s %s] += 1, %s", parts{i,2}, parts{i,1},
                 strjoin (r.class, " and ")),
         sprintf("N = %s elements, on %s", size_words (r.n), r.device)};
  p = panel (s, rmfield (roofs, "x"), ttl, [], [parts{i,1} " (elements)"],
             "GB/s read + written", "linear", "linear");
endfunction

function s = size_words (n)
  k = round (log2 (n));
  if (2^k == n)
    s = sprintf ("2^%d", k);
  else
    s = sprintf ("%d", n);
  endif
endfunction
