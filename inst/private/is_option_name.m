## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} is_option_name (@var{a})
## Internal: true when @var{a} names an option of the reductions.
## @end deftypefn

function tf = is_option_name (a)
  tf = ischar (a) && isrow (a) && any (strcmpi (a, {"Kernel", "Backend", "Device", "Devices"}));
endfunction
