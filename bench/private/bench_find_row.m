## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## r = bench_find_row (TAB, KEY): the row of TAB with KEY, or a row of
## NaNs that says it failed where there is none.
function r = bench_find_row (tab, key)
  i = find (strcmp ({tab.key}, key), 1);
  if (isempty (i))
    r = bench_row (key, "", NaN, "ms", 0, NaN, NaN, NaN, false);
  else
    r = tab(i);
  endif
endfunction
