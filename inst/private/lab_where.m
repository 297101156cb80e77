## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{where} =} lab_where (@var{fn}, @var{cpu})
## Internal: what a classroom benchmark with a CPU backend runs on, for its
## progress lines and plot titles: @qcode{"the CPU reference path"} when
## @var{cpu} is true, else the name of CUDA device 0.  Without a usable
## device, raises @code{gputiled:noDevice} with a message that starts with
## @var{fn} and says how to run on the CPU path instead.
## @end deftypefn

function where = lab_where (fn, cpu)

  if (cpu)
    where = "the CPU reference path";
    return;
  endif
  [tf, why] = gpu_available ();
  if (! tf)
    error ("gputiled:noDevice",
           ["%s: no usable CUDA device (%s); to run the ladder without a ", ...
            "GPU, pass \"Backend\", \"cpu\" (the CPU reference path; use ", ...
            "small \"Sizes\")"], fn, why);
  endif
  d = gpu_info ();
  where = d(1).name;

endfunction
