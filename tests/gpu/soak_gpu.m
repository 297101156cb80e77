## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## Soak on the GPU (run by tests/gpu.sh; about a minute on an H200):
##   octave-cli --norc --no-history --no-window-system tests/gpu/soak_gpu.m
## 10,000 mixed calls (soak.m: products through every kernel, sums, max and
## min, random shapes and classes), each checked against Octave.  Fails on a
## wrong result, on a cache buffer left in use between calls, when host RSS
## grows by more than 64 MiB between call 100 and the last, or when the
## device memory in use after gpu_reset exceeds that after the warm-up by
## more than 64 MiB.  GPUTILED_SOAK_CALLS changes the number of calls.

addpath (fileparts (mfilename ("fullpath")));
gpu_script_setup ("soak_gpu");

calls = str2double (getenv ("GPUTILED_SOAK_CALLS"));
if (isnan (calls))
  calls = 10000;
endif
t = tic ();
r = soak (calls, "cuda", 11);
host = r.last.rss_mb - r.at100.rss_mb;
dev = r.after_reset.dev_used_mb - r.base.dev_used_mb;
printf ("soak_gpu: %d calls in %.0f s; host RSS %+.1f MiB from call 100 to the last; ",
        calls, toc (t), host);
printf ("device memory in use %+.1f MiB after gpu_reset vs after the warm-up\n", dev);
assert (isempty (r.failures), "%s", strjoin (r.failures, "\n"));
assert (host < 64, "host RSS grew by %.1f MiB", host);
assert (dev < 64, "device memory in use grew by %.1f MiB", dev);
printf ("soak_gpu: all passed\n");
