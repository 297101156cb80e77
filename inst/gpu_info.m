## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn  {} {} gpu_info ()
## @deftypefnx {} {@var{s} =} gpu_info ()
## Describe the CUDA devices.
##
## With no output, print one line per device.  Otherwise return a 1xN struct
## array (0x0 when there is no device) with the fields
##
## @table @code
## @item index
## The device index (0-based, as CUDA counts).
## @item name
## The device name, for example @qcode{"NVIDIA H200"}.
## @item compute_capability
## Major.minor, as a string, for example @qcode{"9.0"} (Hopper).
## @item multiprocessors
## Number of streaming multiprocessors.
## @item memory_total
## @itemx memory_free
## Device memory in bytes.
## @item l2_cache
## L2 cache size in bytes.
## @item driver_version
## @itemx runtime_version
## CUDA versions of the driver and of the runtime linked into the package.
## @item cache_bytes
## @itemx cache_in_use
## Device memory in bytes that the package keeps in its buffer cache
## between calls, and the part of it a running call holds (0 between
## calls); 0 on devices the package has not used.  @code{gpu_reset} gives
## the cache back.
## @item kernels
## The @qcode{"Kernel"} values of @code{gpu_tiled_mm} that run on this
## device with this build, as a cell row: @qcode{"dmma"} and
## @qcode{"tf32x3"} need compute capability 8.0 (tf32x3 runs Hopper's
## warpgroup MMA on 9.0 when the build has its sm_90a code, warp-level MMA
## elsewhere).
## @end table
##
## The lab guide, @file{doc/lab.md}, is installed with the package:
## @code{edit (fullfile (fileparts (which ("gpu_info")), "doc", "lab.md"))}
## opens it.  Without a GPU, the lab's functions run on the CPU reference
## path with @qcode{"Backend"}, @qcode{"cpu"}.
##
## @seealso{gpu_available, gpu_reset, gpu_tiled_mm, gpu_tiled_bench}
## @end deftypefn

function [s, varargout] = gpu_info (varargin)
  check_nargout ("gpu_info", nargout, {"s"});
  if (nargin != 0)
    error ("gputiled:invalidInput", "gpu_info: takes no arguments");
  endif
  d = __gputiled__ ("info");
  if (nargout > 0)
    s = d;
    return;
  endif
  if (isempty (d))
    [~, reason] = gpu_available ();
    printf ("No usable CUDA device: %s\n", reason);
  endif
  for i = 1:numel (d)
    printf ("GPU %d: %s, compute capability %s, %d multiprocessors, ",
            d(i).index, d(i).name, d(i).compute_capability,
            d(i).multiprocessors);
    printf ("%.1f GiB (%.1f GiB free), CUDA driver %s, runtime %s\n",
            d(i).memory_total / 2^30, d(i).memory_free / 2^30,
            d(i).driver_version, d(i).runtime_version);
  endfor
endfunction

%!demo
%! ## What the GPU offers, how large a product it holds, and where the lab
%! ## guide is.
%! gpu_info ()                               # one line per device
%! d = gpu_info ();
%! if (isempty (d))
%!   printf ("the lab runs on the CPU path: gpu_tiled_bench (\"Backend\", \"cpu\")\n");
%! else
%!   printf ("%s: %d multiprocessors, %.0f MiB of L2 cache,\n", d(1).name,
%!           d(1).multiprocessors, d(1).l2_cache / 2^20);
%!   printf ("room for two %d x %d double matrices and their product,\n",
%!           floor (sqrt (d(1).memory_free / 8 / 3)) * [1, 1]);
%!   printf ("product kernels: %s\n", strjoin (d(1).kernels, ", "));
%! endif
%! here = fileparts (which ("gpu_info"));
%! guide = fullfile (here, "doc", "lab.md");             # installed
%! if (! isfile (guide))
%!   guide = fullfile (fileparts (here), "doc", "lab.md");  # a source tree
%! endif
%! printf ("the lab guide: %s\n", guide);

%!test
%! s = gpu_info ();
%! assert (isstruct (s));
%! assert (numel (s) > 0, gpu_available ());
%! for f = {"index", "name", "compute_capability", "multiprocessors", ...
%!          "memory_total", "memory_free", "l2_cache", "driver_version", ...
%!          "runtime_version", "cache_bytes", "cache_in_use", "kernels"}
%!   assert (isfield (s, f{1}), "%s", f{1});
%! endfor

%!testif ; gpu_available ()
%! ## Every device runs the classroom kernels, regblock and cuBLAS; dmma
%! ## from compute capability 8.0; tf32x3 where gpu_tiled_mm takes it.
%! s = gpu_info ();
%! k = s(1).kernels;
%! assert (iscellstr (k) && rows (k) == 1);
%! assert (all (ismember ({"naive", "tiled", "padded", "regblock", "cublas"}, k)));
%! assert (any (strcmp (k, "dmma")), str2double (s(1).compute_capability) >= 8);
%! A = single (ones (40));
%! try
%!   gpu_tiled_mm (A, A, "Kernel", "tf32x3");
%!   ran = true;
%! catch err
%!   assert (err.identifier, "gputiled:notSupported");
%!   ran = false;
%! end_try_catch
%! assert (any (strcmp (k, "tf32x3")), ran);
%!testif ; gpu_available ()
%! s = gpu_info ();
%! assert (s(1).index, 0);
%! assert (! isempty (s(1).name));
%! assert (s(1).multiprocessors > 0);
%! assert (s(1).memory_free > 0 && s(1).memory_free <= s(1).memory_total);
%! assert (! isempty (regexp (s(1).compute_capability, '^\d+\.\d+$', "once")));
%! assert (! isempty (s(1).runtime_version));
%! ## The cache holds the buffers of a product after it, none in use, and
%! ## gpu_reset empties it.
%! gpu_tiled_mm (ones (64), ones (64));
%! s = gpu_info ();
%! assert (s(1).cache_bytes > 0 && s(1).cache_in_use == 0);
%! gpu_reset ();
%! s = gpu_info ();
%! assert ([s(1).cache_bytes, s(1).cache_in_use], [0, 0]);

%!test
%! ## Printing works with and without devices.
%! out = evalc ("gpu_info ()");
%! assert (! isempty (out));

%!error id=gputiled:invalidInput gpu_info (1)
