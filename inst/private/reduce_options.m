## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{opts} =} reduce_options (@var{fn}, @var{args})
## Internal: parse the name/value options of gpu_sum, gpu_max and gpu_min
## ("Kernel", "Backend", "Device", "Devices"; names and values
## case-insensitive) into
## the cell @{kernel, backend, device@} that __gputiled__ takes.  @var{fn}
## names the public function in error messages.  The gateway resolves
## Backend @qcode{"auto"} and refuses a Device with @qcode{"cpu"}.
## @end deftypefn

function opts = reduce_options (fn, args)

  kernel = "fast";
  backend = "cuda";
  device = -1;
  if (mod (numel (args), 2) != 0)
    error ("gputiled:invalidOption",
           "%s: options must be name/value pairs", fn);
  endif
  for i = 1:2:numel (args)
    name = args{i};
    value = args{i+1};
    if (! ischar (name) || ! isrow (name))
      error ("gputiled:invalidOption",
             "%s: option name %d must be a string", fn, (i + 1) / 2);
    endif
    switch (lower (name))
      case "kernel"
        kernel = choice (fn, value, "Kernel",
                         {"interleaved", "sequential", "fast"});
      case "backend"
        backend = choice (fn, value, "Backend", {"cuda", "cpu", "auto"});
      case "device"
        if (! (isnumeric (value) && isreal (value) && isscalar (value)
               && value >= 0 && value == fix (value) && value < 1024))
          error ("gputiled:invalidOption",
                 "%s: Device must be a device index (0, 1, ...)", fn);
        endif
        device = double (value);
      case "devices"
        device = devices_option (fn, value);
      otherwise
        error ("gputiled:invalidOption",
               ["%s: unknown option \"%s\"; the options are \"Kernel\", ", ...
                "\"Backend\", \"Device\" and \"Devices\""], fn, name);
    endswitch
  endfor
  opts = {kernel, backend, device};

endfunction

function s = choice (fn, value, what, allowed)

  if (! ischar (value) || ! isrow (value)
      || ! any (strcmpi (value, allowed)))
    list = sprintf ("\"%s\", ", allowed{:});
    error ("gputiled:invalidOption",
           "%s: %s must be one of %s", fn, what, list(1:end-2));
  endif
  s = lower (value);

endfunction
