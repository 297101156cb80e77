## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} ga_ready ()
## True when gpuArrays can be made: a usable CUDA device exists
## (gpu_available), or the core's host test backend is on (device buffers
## in host memory, switched on by gputiled_runtests where there is no
## GPU).  The gate of every gpuArray test: %!testif ; ga_ready ()
## @end deftypefn

function tf = ga_ready ()
  tf = false;
  try
    tf = logical (gpu_available ());
  catch
  end_try_catch
  if (! tf)
    try
      tf = logical (__gputiled__ ("test", "host_device"));
      tf = isscalar (tf) && tf;
    catch
      tf = false;
    end_try_catch
  endif
endfunction
