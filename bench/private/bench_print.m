## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## bench_print (WHAT, HEAD, TAB): the rows TAB (bench_row) as a table on
## the screen, under a title that names WHAT, the device and Octave's
## version; HEAD names the label column.
function bench_print (what, head, tab)
  try
    d = gpu_info ();
    where = d(1).name;
  catch
    where = "no GPU";
  end_try_catch
  printf ("\ngputiled %s, %s (Octave %s)\n\n", what, where, OCTAVE_VERSION);
  w = max ([numel(head), cellfun(@numel, {tab.label})]);
  k = max ([3, cellfun(@numel, {tab.key})]);
  printf ("%-*s %-*s %10s %-5s %7s %9s %3s\n", k, "key", w, head, "median",
          "unit", "ops", "check", "ok");
  for r = tab
    printf ("%-*s %-*s %10.4g %-5s %7d %9.2e %3d\n", k, r.key, w, r.label,
            r.value, r.unit, r.ops, r.err, r.ok);
  endfor
endfunction
