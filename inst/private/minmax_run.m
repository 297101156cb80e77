## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {[@var{M}, @var{I}, @var{info}] =} minmax_run (@var{fn}, @var{cmd}, @var{nout}, @var{X}, @var{args})
## Internal: the body of gpu_max and gpu_min.  Asks __gputiled__ for
## @var{nout} outputs (so the index vector is only built when wanted) and
## returns [] for the others.
## @end deftypefn

function [M, I, info] = minmax_run (fn, cmd, nout, X, args)

  [dim, opts] = minmax_args (fn, args, ndims (X));
  if (isa (X, "gpuArray"))
    [M, I] = gpuarray_reduce (fn, cmd, X, dim, opts, nout);
    info = [];
    return;
  endif
  out = {[], [], []};
  [out{1:max (1, nout)}] = __gputiled__ (cmd, X, dim, opts{:});
  [M, I, info] = out{:};

endfunction
