## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {} lab_csv (@var{fn}, @var{name}, @var{res}, @var{fmt})
## Internal: write the struct array @var{res} of a classroom benchmark to
## the CSV file @var{name}: a header line of its field names, then a line per
## element, its fields in order printed with @var{fmt} (a @code{fprintf}
## format for one line).  The last field is the status text: its double
## quotes are doubled, so @var{fmt} should put it in quotes.  A
## file that cannot be opened is a @code{gputiled:invalidOption} error that
## starts with @var{fn}.
## @end deftypefn

function lab_csv (fn, name, res, fmt)

  [fid, msg] = fopen (name, "w");
  if (fid < 0)
    error ("gputiled:invalidOption", "%s: cannot write CSV file %s: %s", fn,
           name, msg);
  endif
  fprintf (fid, "%s\n", strjoin (fieldnames (res)', ","));
  for r = res
    v = struct2cell (r);
    v{end} = strrep (v{end}, "\"", "\"\"");
    fprintf (fid, fmt, v{:});
  endfor
  fclose (fid);

endfunction
