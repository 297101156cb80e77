## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## s = bench_num (V, FMT): V printed with FMT, or "-" where it is not a
## finite number (a figure that is missing).
function s = bench_num (v, fmt)
  if (isfinite (v))
    s = sprintf (fmt, v);
  else
    s = "-";
  endif
endfunction
