## SPDX-License-Identifier: GPL-3.0-or-later
## Fuzz the argument parsing (fuzz.m) on the CPU path for a bounded time, in
## a child Octave, so that a crash is reported (with its seed) instead of
## ending the test run.  GPUTILED_FUZZ_SECONDS sets the time (default 60),
## GPUTILED_FUZZ_SEED the seed (default: from the clock; it is printed).

%!test
%! secs = str2double (getenv ("GPUTILED_FUZZ_SECONDS"));
%! if (isnan (secs))
%!   secs = 60;
%! endif
%! seed = str2double (getenv ("GPUTILED_FUZZ_SEED"));
%! if (isnan (seed))
%!   seed = floor (mod (now () * 86400e3, 2^31));
%! endif
%! dirs = {fileparts(which ("gpu_tiled_mm")), fileparts(which ("__gputiled__")), ...
%!         fileparts(which ("fuzz"))};
%! octave = fullfile (OCTAVE_HOME (), "bin", "octave-cli");
%! cmd = sprintf (["'%s' --norc --no-history --no-window-system --eval " ...
%!                 "\"addpath ('%s', '%s', '%s'); [n, f] = fuzz (%g, %d); " ...
%!                 "exit (f > 0)\" 2>&1"], octave, dirs{:}, secs, seed);
%! [status, out] = system (cmd);
%! out = regexprep (out, '(^|\n)warning: [^\n]*', '');   # Octave's own noise
%! printf ("    %s\n", strtrim (strsplit (strtrim (out), "\n"){end}));
%! assert (status == 0, "fuzz with seed %d: exit status %d\n%s", seed, status, out);
%! assert (! isempty (strfind (out, " cases, 0 failed")), out);
