## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{file} =} lab_save (@var{fn}, @var{h}, @var{file}, @var{tag})
## Internal: finish a figure from @code{lab_figure}.
##
## A visible figure is drawn and left open; @var{file} is returned empty.  An
## invisible one is written to @var{file} (default: @var{fn}, a time stamp
## and @file{.png} in the current directory) as PNG, SVG or PDF after its
## extension (@code{lab_check} has checked it), at the size in pixels that
## @code{lab_draw} left in the figure's @code{userdata}; a non-empty
## @var{tag} goes into the name before the extension
## (@file{ladder-single.png}).  The figure is closed, its path returned and
## announced.  A failure to write is a warning and returns @qcode{""}: a
## plot never costs the caller the results.
## @end deftypefn

function file = lab_save (fn, h, file, tag)

  if (isempty (h))
    file = "";
    return;
  endif
  if (strcmp (get (h, "visible"), "on"))
    drawnow ();
    file = "";
    return;
  endif
  if (isempty (file))
    file = fullfile (pwd (), sprintf ("%s-%s.png", fn,
                                      datestr (now (), "yyyymmdd-HHMMSS")));
  endif
  [d, name, ext] = fileparts (make_absolute_filename (file));
  if (! isempty (tag))
    name = [name "-" tag];
  endif
  file = fullfile (d, [name ext]);
  px = get (h, "userdata");
  if (! (isnumeric (px) && numel (px) == 2))
    px = [1200, 700];
  endif
  gnuplot = strcmp (get (h, "__graphics_toolkit__"), "gnuplot");
  ## With gnuplot, Octave's -dpng goes through Ghostscript; gnuplot's own
  ## cairo terminals write the files themselves.
  cairo = {"", "cairo"}{gnuplot + 1};
  switch (lower (ext))
    case ".svg"
      args = {"-dsvg", sprintf("-S%d,%d", px)};
    case ".pdf"
      args = {["-dpdf" cairo]};
    otherwise
      args = {["-dpng" cairo], sprintf("-S%d,%d", px)};
  endswitch
  warning ("off", "Octave:gnuplot-graphics", "local");
  warning ("off", "print:nogs", "local");     # cairo needs no Ghostscript
  try
    if (exist (file, "file"))
      unlink (file);
    endif
    print (h, args{:}, file);
    ok = isfile (file);
    msg = "no file was written";
  catch err
    ok = false;
    msg = err.message;
  end_try_catch
  close (h);
  if (! ok)
    warning ("gputiled:noPlot", "%s: could not write the plot to %s (%s)",
             fn, file, msg);
    file = "";
    return;
  endif
  printf ("%s: plot written to %s\n", fn, file);

endfunction
