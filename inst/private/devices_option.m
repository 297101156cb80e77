## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{d} =} devices_option (@var{fn}, @var{value})
## Internal: check the value of a @qcode{"Devices"} option: @qcode{"all"}, or
## a row of 1 to 8 distinct device indices (0-based).  @var{d} is what
## __gputiled__ takes in the place of a device index.  @var{fn} names the
## public function in error messages.
## @end deftypefn

function d = devices_option (fn, value)

  if (ischar (value) && isrow (value) && strcmpi (value, "all"))
    d = "all";
    return;
  endif
  if (! (isnumeric (value) && isreal (value) && isrow (value)
         && numel (value) <= 8 && all (value >= 0)
         && all (value == fix (value)) && all (value < 1024)))
    error ("gputiled:invalidOption",
           ["%s: Devices must be \"all\" or a row of 1 to 8 device ", ...
            "indices (0, 1, ...)"], fn);
  endif
  d = double (value);
  if (numel (unique (d)) != numel (d))
    error ("gputiled:invalidOption", "%s: Devices lists a device twice", fn);
  endif

endfunction
