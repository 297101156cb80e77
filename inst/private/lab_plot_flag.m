## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} lab_plot_flag (@var{fn}, @var{o}, @var{given}, @var{nout})
## Internal: whether a classroom function plots.  An explicit
## @qcode{"Plot"} option wins; otherwise it plots when called with no output
## (@var{nout} is 0) or with a @qcode{"File"}.  @qcode{"Plot"}, false together
## with a @qcode{"File"} is an error.
## @end deftypefn

function tf = lab_plot_flag (fn, o, given, nout)

  if (! given.Plot)
    tf = (nout == 0 || ! isempty (o.File));
  elseif (! o.Plot && ! isempty (o.File))
    error ("gputiled:invalidOption",
           "%s: a File was given but Plot is false", fn);
  else
    tf = o.Plot;
  endif

endfunction
