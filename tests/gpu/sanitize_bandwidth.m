## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## The coalescing kernels on small arrays of awkward lengths, every offset and
## stride of the lesson, single and double, small enough to run under
## compute-sanitizer (memcheck catches a touch past the array).
## Run by tests/gpu.sh as:  compute-sanitizer --tool T octave-cli ... this file

addpath (fileparts (mfilename ("fullpath")));
gpu_script_setup ("sanitize_bandwidth");

n = 0;
for cls = {"single", "double"}
  for len = [1, 31, 1000, 4099]
    [~, s] = __gputiled__ ("bandwidth", "copy", cls{1}, len, 0, 1, -1);
    assert (s.touched, len);
    n++;
    for p = 0:32
      [~, s] = __gputiled__ ("bandwidth", "offset", cls{1}, len, p, 1, -1);
      assert (s.touched, len);
      n++;
    endfor
    for p = 1:32
      [~, s] = __gputiled__ ("bandwidth", "stride", cls{1}, len, p, 1, -1);
      assert (s.touched, ceil (len / p));
      n++;
    endfor
  endfor
endfor
## An error path (a parameter the core refuses) must leave no leak.
try
  __gputiled__ ("bandwidth", "stride", "single", 100, 0, 1, -1);
catch
end_try_catch
printf ("sanitize_bandwidth: %d experiments checked\n", n);
## Give back what the package caches, so the leak check sees only leaks.
gpu_reset ();
