## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## tab = bench_read_rows (CSV): the rows of a CSV that bench_write_rows or
## a CuPy script wrote (fields may be quoted; no quote inside a field).  A
## missing file gives no rows, and says so.
function tab = bench_read_rows (csv)
  tab = bench_row ();
  fid = fopen (csv, "r");
  if (fid < 0)
    printf ("** %s: no such file\n", csv);
    return;
  endif
  fgetl (fid);                                       # the header
  while (ischar (line = fgetl (fid)))
    f = regexp (line, '("[^"]*"|[^,]*)(,|$)', "tokens");
    f = cellfun (@(c) strrep (c{1}, '"', ""), f, "UniformOutput", false);
    if (numel (f) < 9)
      continue;
    endif
    num = str2double (f([3 5 6 7 8 9]));
    tab(end+1) = bench_row (f{1}, f{2}, num(1), f{4}, num(2), num(3), num(4),
                            num(5), num(6) != 0);
  endwhile
  fclose (fid);
endfunction
