## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {@var{list} =} gpu_devices ()
## @deftypefnx {} {@var{old} =} gpu_devices (@var{list})
## The devices that @code{gpu_tiled_mm}, @code{gpu_sum}, @code{gpu_max} and
## @code{gpu_min} spread their work over when a call names none (no
## @qcode{"Device"} or @qcode{"Devices"} option), for the rest of the
## session.
##
## @var{list} is @code{[]} (the default: one device, the one in use), a row
## of device indices (0-based), or @qcode{"all"}: every device of the host
## (eight at most).  With an argument, sets it and returns the previous
## setting.  The environment variable @env{GPUTILED_DEVICES}
## (@qcode{"all"}, or indices such as @qcode{"0,1"}) gives the initial
## setting.
##
## A product spread over several devices gives the same bits as on one; a
## reduction gives the same bits for the same devices (its partial results
## are combined in device order).  Products and reductions too small to
## gain run on the first device listed.  gpuArrays stay on one device.
##
## Example:
## @example
## @group
## gpu_devices ("all");
## [C, info] = gpu_tiled_mm (rand (8192), rand (8192));
## info.devices, info.shares      # the devices, and their columns of C
## gpu_devices ([]);              # back to one device
## @end group
## @end example
##
## @seealso{gpu_tiled_mm, gpu_sum, gpu_info}
## @end deftypefn

function old = gpu_devices (list)

  if (nargin == 0)
    old = __gputiled__ ("devices");
    return;
  endif
  if (isnumeric (list) && isempty (list))
    list = [];
  else
    list = devices_option ("gpu_devices", list);
  endif
  old = __gputiled__ ("devices", list);

endfunction

%!test
%! old = gpu_devices ();
%! unwind_protect
%!   gpu_devices ("all");
%!   assert (gpu_devices (), "all");
%!   assert (gpu_devices ([]), "all");
%!   assert (gpu_devices (), []);
%! unwind_protect_cleanup
%!   gpu_devices (old);
%! end_unwind_protect

%!testif ; gpu_available ()
%! old = gpu_devices (0);
%! unwind_protect
%!   assert (gpu_devices (), 0);
%!   [~, info] = gpu_tiled_mm (ones (64), ones (64));
%!   assert (info.devices, 0);
%!   assert (info.shares, 64);
%! unwind_protect_cleanup
%!   gpu_devices (old);
%! end_unwind_protect

%!test
%! ## An index the host lacks is refused when set.
%! id = "";
%! try
%!   gpu_devices (1000);
%! catch err
%!   id = err.identifier;
%! end_try_catch
%! if (gpu_available ())
%!   assert (id, "gputiled:invalidDevice");
%! else
%!   assert (id, "gputiled:noDevice");
%! endif
%! assert (gpu_devices (), []);

%!error id=gputiled:invalidOption gpu_devices ("none")
%!error id=gputiled:invalidOption gpu_devices ([0 0])
%!error id=gputiled:invalidOption gpu_devices (-1)
%!error id=gputiled:invalidOption gpu_devices (0:8)
%!error gpu_devices (1, 2)
