## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## r = bench_row (KEY, LABEL, VALUE, UNIT, OPS, LO, HI, ERR, OK): one row
## of a benchmark's table, the columns of its CSV (bench_write_rows).
## r = bench_row (): the empty table.
function r = bench_row (key, label, value, unit, ops, lo, hi, err, ok)
  if (nargin == 0)
    r = struct ("key", {}, "label", {}, "value", {}, "unit", {}, "ops", {},
                "lo", {}, "hi", {}, "err", {}, "ok", {});
  else
    r = struct ("key", key, "label", label, "value", value, "unit", unit,
                "ops", ops, "lo", lo, "hi", hi, "err", err,
                "ok", logical (ok));
  endif
endfunction
