## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{file} =} lab_save (@var{fn}, @var{h}, @var{file})
## Internal: finish a figure from @code{lab_figure}.
##
## A visible figure is drawn and left open; @var{file} is returned empty.  An
## invisible one is printed to the PNG @var{file} (default: @var{fn}, a time
## stamp and @file{.png} in the current directory), closed, and its path
## returned and announced.  A failure to print is a warning and returns
## @qcode{""}: a plot never costs the caller the results.
## @end deftypefn

function file = lab_save (fn, h, file)

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
  file = make_absolute_filename (file);
  warning ("off", "Octave:gnuplot-graphics", "local");
  try
    ## With gnuplot, Octave's -dpng goes through Ghostscript; gnuplot's own
    ## cairo terminal writes the PNG itself.
    if (strcmp (get (h, "__graphics_toolkit__"), "gnuplot"))
      print (h, "-dpngcairo", file);
    else
      print (h, "-dpng", "-r100", file);
    endif
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
