## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## [R, I] = gpuarray_reduce (fn, op, X, dim, opts, nout): gpu_sum, gpu_max
## and gpu_min of a gpuArray X: the reduction runs on the device data, with
## the kernel OPTS{1} ("fast", or a classroom kernel for real X): the
## block reduction that the same call runs for a host array.  The results
## are gpuArrays.  OPTS is what reduce_options returned.
function [R, I] = gpuarray_reduce (fn, op, X, dim, opts, nout)
  if (nout > 2 || (strcmp (op, "sum") && nout > 1))
    error ("gputiled:notSupported",
           "%s: the info output is for host arrays (a gpuArray's reduction is timed with gputimeit)",
           fn);
  endif
  if (strcmp (opts{2}, "cpu"))
    error ("gputiled:invalidOption",
           "%s: a gpuArray is reduced on the GPU: Backend must be \"cuda\" or \"auto\" (gather it for the CPU path)",
           fn);
  endif
  I = [];
  if (nout > 1)
    [R, I] = __gputiled_ga__ ("reduce", fn, op, X, dim, opts{1});
  else
    R = __gputiled_ga__ ("reduce", fn, op, X, dim, opts{1});
  endif
endfunction
