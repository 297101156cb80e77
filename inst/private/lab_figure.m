## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{h} =} lab_figure (@var{fn}, @var{file})
## Internal: a new figure for a classroom plot.
##
## With a display and no @var{file}, an ordinary (visible) figure.  Otherwise
## an invisible one, to be written to a PNG by @code{lab_save}, drawn by a
## toolkit that renders without a display: gnuplot when its program runs,
## else, with a display, the current toolkit.  Returns @code{[]} with a
## warning (not an error) when no toolkit can render here.
## @end deftypefn

function h = lab_figure (fn, file)

  if (have_window_system () && isempty (file))
    h = figure ();
    return;
  endif
  tk = "";
  if (any (strcmp (available_graphics_toolkits (), "gnuplot")))
    [status, ~] = system (sprintf ("\"%s\" --version 2>&1", gnuplot_binary ()));
    if (status == 0)
      tk = "gnuplot";
    endif
  endif
  if (isempty (tk) && have_window_system ())
    tk = graphics_toolkit ();
  endif
  if (isempty (tk))
    warning ("gputiled:noPlot",
             ["%s: no graphics toolkit can draw without a display here ", ...
              "(install gnuplot, e.g. apt-get install gnuplot-nox); the ", ...
              "plot is skipped"], fn);
    h = [];
    return;
  endif
  warning ("off", "Octave:gnuplot-graphics", "local");
  h = figure ("visible", "off", "__graphics_toolkit__", tk);

endfunction
