## SPDX-License-Identifier: GPL-3.0-or-later
## The bad-input suite (bad_input.m): every public function and the MEX file
## called with wrong classes, wrong argument counts, malformed and unknown
## options and mismatched sizes.  Each case must give a gputiled: identifier
## and a message that names the function; none needs a GPU.  The number of
## cases tried is printed.

%!function n = check_group (group)
%!  [n, failures] = bad_input (group);
%!  printf ("    bad_input %-16s %4d cases\n", group, n);
%!  assert (n > 0);
%!  assert (isempty (failures), "%d of %d cases failed:\n%s", numel (failures),
%!          n, strjoin (failures, "\n"));
%!endfunction

%!shared total
%! total = 0;
%!test total += check_group ("gpu_tiled_mm");
%!test total += check_group ("gpu_sum");
%!test total += check_group ("gpu_max");
%!test total += check_group ("gpu_min");
%!test total += check_group ("gpu_available");
%!test total += check_group ("gpu_info");
%!test total += check_group ("gpu_reset");
%!test total += check_group ("gpu_bandwidth");
%!test total += check_group ("gpu_tiled_bench");
%!test total += check_group ("__gputiled__");
%!test
%! printf ("    bad_input: %d cases tried in all\n", total);
%! assert (total > 1000);
%! ## Octave is still up and the package still answers right.
%! assert (gpu_tiled_mm ([1 2], [3; 4], "Backend", "cpu"), 11);
%! assert (gpu_sum (int8 ([100 100]), "native", "Backend", "cpu"), int8 (127));
%! [m, i] = gpu_max ([3 NaN 7 7], "Backend", "cpu");
%! assert ([m, i], [7, 3]);
