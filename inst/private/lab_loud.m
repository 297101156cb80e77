## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{mark} =} lab_loud (@var{status})
## Internal: the mark a classroom benchmark prints before a row's status:
## @qcode{"*** "} for a row that failed or hit an error, so that it stands
## out of the table, @qcode{""} for rows that are @qcode{"ok"} or
## @qcode{"skipped"}.
## @end deftypefn

function mark = lab_loud (status)

  mark = "";
  if (! strncmp (status, "ok", 2) && ! strncmp (status, "skipped", 7))
    mark = "*** ";
  endif

endfunction
