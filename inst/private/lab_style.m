## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{s} =} lab_style (@var{name})
## Internal: the one style of the series @var{name} in every classroom plot,
## a struct with the fields @code{color} (RGB), @code{marker},
## @code{linestyle} and @code{label} (the text at the line's end).
##
## Each kernel has its own colour in every plot and every run, whatever
## else the run measured; the tiles of a kernel share its colour and differ
## in line style and marker (16 dashed, 32 solid).  The colours are dark and
## saturated, for a projector.  The kernels of one ladder also differ in
## marker as gnuplot draws them (it draws @qcode{">"} as @qcode{"^"},
## @qcode{"<"} as @qcode{"v"} and @qcode{"h"} as @qcode{"*"}).  A reduction's name may start with its
## operation (@qcode{"max fast"}): the kernel's colour, the operation's line
## style (sum solid, max dashed, min dotted).  A name the table lacks gets a
## colour chosen from its letters, so it too stays the same from run to run.
## @end deftypefn

function s = lab_style (name)

  persistent table
  if (isempty (table))
    red = [0.80, 0.10, 0.10];    blue = [0.00, 0.35, 0.80];
    green = [0.00, 0.55, 0.20];  purple = [0.50, 0.15, 0.70];
    orange = [0.95, 0.50, 0.00]; brown = [0.55, 0.30, 0.05];
    magenta = [0.85, 0.00, 0.55]; teal = [0.00, 0.55, 0.60];
    black = [0, 0, 0];           vermilion = [0.85, 0.30, 0.00];
    ## name, colour, marker, line style, label
    t = {"naive",        red,       "o", "-",  "naive";
         "naive 16",     red,       "o", "--", "naive 16";
         "naive 32",     red,       "o", "-",  "naive 32";
         "tiled",        blue,      "^", "-",  "tiled";
         "tiled 16",     blue,      "v", "--", "tiled 16";
         "tiled 32",     blue,      "^", "-",  "tiled 32";
         "padded",       green,     "d", "-",  "padded";
         "padded 16",    green,     "s", "--", "padded 16";
         "padded 32",    green,     "d", "-",  "padded 32";
         "regblock",     purple,    "p", "-",  "regblock";
         "dmma",         purple,    "h", "-",  "dmma";
         "splitk",       brown,     "<", "-.", "split-K";
         "tf32x3",       orange,    "*", "-",  "tf32x3";
         "auto",         teal,      "*", "-",  "auto";
         "cublas",       black,     "x", "-",  "cuBLAS";
         "octave",       magenta,   "+", "-.", "Octave";
         ## reductions
         "interleaved",  red,       "o", "-",  "interleaved";
         "sequential",   blue,      "s", "-",  "sequential";
         "fast",         purple,    "p", "-",  "fast";
         "copy",         black,     "none", "--", "copy (roof)";
         ## classes (gpu_bandwidth) and their copy roofs
         "single",       blue,      "o", "-",  "single";
         "double",       vermilion, "s", "-",  "double";
         "copy single",  blue,      "none", "--", "copy, single";
         "copy double",  vermilion, "none", "--", "copy, double";
         ## the resident-array chain (bench/gpuarray_chain.m)
         "host arrays",  blue,      "o", "-",  "host arrays";
         "gpuArray",     vermilion, "s", "-",  "gpuArray";
         "kernel alone", black,     "x", "--", "kernel alone"};
    table = cell2struct (t, {"name", "color", "marker", "linestyle", "label"},
                         2);
  endif

  k = find (strcmp (name, {table.name}), 1);
  if (! isempty (k))
    s = rmfield (table(k), "name");
    return;
  endif
  op = regexp (name, '^(sum|max|min) (.+)$', "tokens", "once");
  if (! isempty (op))
    s = lab_style (op{2});
    s.linestyle = struct ("sum", "-", "max", "--", "min", ":").(op{1});
    s.label = [op{1} " " s.label];
    return;
  endif
  spare = [0.40, 0.40, 0.00; 0.00, 0.40, 0.40; 0.40, 0.00, 0.40;
           0.30, 0.30, 0.30; 0.60, 0.20, 0.30; 0.20, 0.30, 0.60];
  markers = {"*", "+", "x", "o", "s", "d"};
  i = mod (sum (double (name)), rows (spare)) + 1;
  s = struct ("color", spare(i,:), "marker", markers{i}, "linestyle", "-",
              "label", name);

endfunction
