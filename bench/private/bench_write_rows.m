## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## bench_write_rows (CSV, TAB): the rows TAB (bench_row) into the file CSV,
## key,label,value,unit,ops,lo,hi,err,ok: the columns the CuPy scripts
## write too (bench/bench_cupy.py).
function bench_write_rows (csv, tab)
  fid = fopen (csv, "w");
  if (fid < 0)
    error ("bench_write_rows: cannot write %s", csv);
  endif
  fprintf (fid, "key,label,value,unit,ops,lo,hi,err,ok\n");
  for r = tab
    fprintf (fid, "%s,\"%s\",%.6g,%s,%d,%.6g,%.6g,%.3g,%d\n", r.key, r.label,
             r.value, r.unit, r.ops, r.lo, r.hi, r.err, r.ok);
  endfor
  fclose (fid);
endfunction
