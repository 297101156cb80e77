## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {[@var{M}, @var{I}, @var{info}] =} minmax_run (@var{fn}, @var{nout}, @var{X}, @var{args})
## Internal: the body of gpu_max and gpu_min (@var{fn}), every form.  Asks
## for @var{nout} outputs (so the index vector is only built when wanted)
## and returns [] for the others.
##
## Where each form runs: the reduction of a real @var{X} through the block
## reductions (__gputiled__ "max" / "min", any Kernel and backend); the
## reduction of a complex @var{X} and the two-array form on the GPU through
## the resident arrays' kernels (upload, compute, gather: reduce_dim.cu and
## ew_binary.cu), on the CPU through the core's reference
## (cuda/cpu/minmax_cpu.c); 64-bit integers of the two-array form exactly on
## the host, as their reductions.  Operands are converted first as Octave
## converts them (to the class of the result; integer classes of up to 32
## bits are exact in double and computed there).
## @end deftypefn

function [M, I, info] = minmax_run (fn, nout, X, args)

  op = fn(5:end);
  [form, Y, dim, opts] = minmax_args (fn, X, args);
  if (issparse (X) || issparse (Y))
    error ("gputiled:notSupported",
           "%s: sparse arrays are not supported; convert them with full ()",
           fn);
  endif
  I = info = [];
  if (strcmp (form, "pair"))
    if (nout > 1)
      error ("gputiled:invalidInput",
             ["%s: the two-array form %s (A, B) returns one output; I and ", ...
              "info are for %s (X) and %s (X, [], DIM)"], fn, fn, fn, fn);
    endif
    M = pair (fn, op, X, Y, opts);
  elseif (isa (X, "gpuArray"))
    [M, I] = gpuarray_reduce (fn, op, X, dim, opts, nout);
  elseif (iscomplex (X))
    only_fast (fn, opts, "complex X");
    if (nout > 2)
      error ("gputiled:notSupported",
             ["%s: info is for real X (a complex X is reduced by the ", ...
              "resident arrays' kernel on the GPU)"], fn);
    endif
    if (strcmp (__gputiled__ ("backend", fn, opts{2:3}), "cuda"))
      [M, I] = on_device (fn, nout, op, X, dim);
    else
      out = {[], []};
      [out{1:max (1, nout)}] = __gputiled__ (op, X, dim, "fast", "cpu", -1);
      [M, I] = out{:};
    endif
  else
    out = {[], [], []};
    [out{1:max (1, nout)}] = __gputiled__ (op, X, dim, opts{:});
    [M, I, info] = out{:};
  endif

endfunction

function only_fast (fn, opts, what)
  if (! strcmp (opts{1}, "fast"))
    error ("gputiled:notSupported",
           ["%s: Kernel \"%s\" is a classroom block reduction of real ", ...
            "arrays; %s runs on \"fast\""], fn, opts{1}, what);
  endif
endfunction

## M = max (A, B) or min (A, B) with Octave's classes and broadcasting.
function M = pair (fn, op, A, B, opts)

  for x = {A, B}
    if (! (isnumeric (x{1}) || islogical (x{1}) || ischar (x{1})
           || isa (x{1}, "gpuArray")))
      refuse (fn, op, A, B);
    endif
  endfor
  only_fast (fn, opts, "the two-array form");
  sa = size (A);  sb = size (B);
  n = max (numel (sa), numel (sb));
  sa(end+1:n) = 1;  sb(end+1:n) = 1;
  if (any (sa != sb & sa != 1 & sb != 1))
    if (isnumeric (B) && isequal (size (B), [0 0]))
      error ("gputiled:invalidInput",
             ["%s: [] as the second argument needs a DIM after it, ", ...
              "%s (X, [], DIM, ...); %s (X, ...) reduces the first ", ...
              "non-singleton dimension"], fn, fn, fn);
    endif
    error ("gputiled:nonconformant",
           ["%s: A (%s) and B (%s) are nonconformant: each dimension ", ...
            "must match or be 1"], fn, dims_str (size (A)), dims_str (size (B)));
  endif
  if (isa (A, "gpuArray") || isa (B, "gpuArray"))
    M = feval (op, A, B);       # gpuArray's max and min: Octave's rules
    return;
  endif
  try                                    # Octave's class for the pair
    rc = class (feval (op, A([]), B([])));
  catch
    refuse (fn, op, A, B);
  end_try_catch
  backend = __gputiled__ ("backend", fn, opts{2:3});
  switch (rc)
    case {"int64", "uint64"}             # exact, on the host
      [A, B] = octave_ties (A, B);
      M = __gputiled__ ([op "2"], cast (A, rc), cast (B, rc), backend,
                        ifelse_device (backend, opts{3}));
    case {"double", "single"}
      ## cast narrows complex (-1, 0) to -1; it still compares as complex.
      cplx = ! (isreal (A) && isreal (B));
      A = cast (A, rc);  B = cast (B, rc);
      if (cplx)
        A = complex (A);  B = complex (B);
      endif
      M = compute (backend, op, A, B);
    otherwise                            # logical, and integers up to 32 bits
      M = cast (compute (backend, op, double (cast (A, rc)),
                         double (cast (B, rc))), rc);
  endswitch

endfunction

## Octave's ties: a real scalar A gives B's element (max (-0, [0 -0]) is
## [0 -0]); otherwise A's.  The core's pair functions take A's: swap.
function [A, B] = octave_ties (A, B)
  if (isreal (A) && isreal (B) && isscalar (A))
    [A, B] = deal (B, A);
  endif
endfunction

function d = ifelse_device (backend, device)
  d = -1;
  if (strcmp (backend, "cuda"))
    d = device;
  endif
endfunction

## Octave refuses max (A, B) for these classes: the same error, in
## Octave's words, from gpu_max.
function refuse (fn, op, A, B)
  msg = sprintf ("cannot compute %s (%s, %s)", op, class (A), class (B));
  try
    feval (op, A, B);     # fails at once for these classes
  catch err
    msg = regexprep (err.message, ['^' op ': '], "");
  end_try_catch
  error ("gputiled:invalidInput", "%s: %s", fn, msg);
endfunction

## A and B on the GPU through gpuArray's max and min (uploaded, computed,
## gathered), or on the CPU through the core's reference.
function M = compute (backend, op, A, B)
  if (strcmp (backend, "cuda"))
    M = gather (feval (op, gpuArray (A), B));
  else
    [A, B] = octave_ties (A, B);
    M = __gputiled__ ([op "2"], A, B, "cpu", -1);
  endif
endfunction

## The reduction of a host X through gpuArray's kernels: uploaded,
## reduced, gathered.
function [M, I] = on_device (fn, nout, op, X, dim)
  I = [];
  if (nout > 1)
    [R, Ig] = __gputiled_ga__ ("reduce", fn, op, X, dim, "fast");
    I = gather (Ig);
  else
    R = __gputiled_ga__ ("reduce", fn, op, X, dim, "fast");
  endif
  M = gather (R);
endfunction

function s = dims_str (d)
  s = sprintf ("%dx", d);
  s = s(1:end-1);
endfunction
