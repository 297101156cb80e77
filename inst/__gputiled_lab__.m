## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {@var{file} =} __gputiled_lab__ ("plot", @var{kind}, @var{res}, @var{where}, @var{file})
## @deftypefnx {} {@var{file} =} __gputiled_lab__ ("draw", @var{panels}, @var{file})
## @deftypefnx {} {@var{s} =} __gputiled_lab__ ("style", @var{name})
## Internal: the classroom plots, for the scripts that draw the lab guide's
## figures (@file{bench/doc_figures.m}, @file{bench/gpuarray_chain.m}) and
## for the tests; not for users.
##
## @qcode{"plot"} draws the plot of @code{gpu_tiled_bench}
## (@var{kind} @qcode{"ladder"}), @code{gpu_reduce_bench} (@qcode{"reduce"})
## or @code{gpu_bandwidth} (@qcode{"bandwidth"}) from results @var{res} as
## those functions return them (read back from their CSV files, for
## instance), measured on the device named @var{where}, into @var{file}
## (@file{.png}, @file{.svg} or @file{.pdf}; the ladder and the reductions
## write one file per class, the class added to the name).
## @qcode{"draw"} draws any figure in the same style (the panels as the
## package's private @code{lab_draw} takes them).  @qcode{"style"} returns
## the colour, marker, line style and label of a series.
## @end deftypefn

function out = __gputiled_lab__ (cmd, varargin)

  fn = "__gputiled_lab__";
  switch (cmd)
    case "plot"
      [kind, res, where, file] = varargin{:};
      out = lab_plot (kind, fn, res, where,
                      lab_check (fn, "File", "plotfile", file));
    case "draw"
      [panels, file] = varargin{:};
      out = lab_draw (fn, panels, lab_check (fn, "File", "plotfile", file), "");
    case "style"
      out = lab_style (varargin{1});
    otherwise
      error ("gputiled:invalidInput", "%s: unknown command \"%s\"", fn, cmd);
  endswitch

endfunction

%!test
%! s = __gputiled_lab__ ("style", "padded 32");
%! assert (fieldnames (s)', {"color", "marker", "linestyle", "label"});
%! assert (s.label, "padded 32");
%! t = __gputiled_lab__ ("style", "padded 16");
%! assert (t.color, s.color);             # a kernel's tiles share its colour
%! assert (t.linestyle, "--");
%! m = __gputiled_lab__ ("style", "max fast");
%! f = __gputiled_lab__ ("style", "fast");
%! assert ({m.color, m.linestyle, m.label}, {f.color, "--", "max fast"});
%! u = __gputiled_lab__ ("style", "no such kernel");
%! assert (__gputiled_lab__ ("style", "no such kernel"), u);
%! assert (u.label, "no such kernel");
%!test
%! ## Every kernel of the ladder, and every series of the reductions, has a
%! ## colour of its own.
%! k = {"naive", "tiled 32", "padded 32", "regblock", "splitk", "tf32x3", ...
%!      "auto", "cublas", "octave"};
%! c = cell2mat (cellfun (@(n) __gputiled_lab__ ("style", n).color, k(:),
%!                        "UniformOutput", false));
%! assert (rows (unique (c, "rows")), numel (k));
%! k = {"interleaved", "sequential", "fast", "octave", "copy"};
%! c = cell2mat (cellfun (@(n) __gputiled_lab__ ("style", n).color, k(:),
%!                        "UniformOutput", false));
%! assert (rows (unique (c, "rows")), numel (k));
%!test
%! ## The kernels of each class's ladder differ in marker too, as gnuplot
%! ## draws them (a right-pointing triangle as an upward one, a hexagram as
%! ## an asterisk).
%! drawn = @(m) regexprep (regexprep (regexprep (m, ">", "^"), "<", "v"), "h", "*");
%! for k = {{"naive 32", "tiled 32", "padded 16", "padded 32", "regblock", ...
%!           "tf32x3", "cublas", "octave"}, ...
%!          {"naive 32", "tiled 32", "padded 16", "padded 32", "dmma", ...
%!           "cublas", "octave"}}
%!   m = cellfun (@(n) drawn (__gputiled_lab__ ("style", n).marker), k{1},
%!                "UniformOutput", false);
%!   assert (numel (unique (m)), numel (k{1}));
%! endfor
%!error id=gputiled:invalidInput __gputiled_lab__ ("paint")
%!error <File: cannot write a plot as ".jpg"> __gputiled_lab__ ("draw", struct (), "x.jpg")
