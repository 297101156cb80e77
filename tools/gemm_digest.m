## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn  {} {} gemm_digest ()
## @deftypefnx {} {} gemm_digest (@var{file})
## Print, or write to @var{file}, one line per product: the kernel, the
## class, the shape, the variant and the MD5 of the bits of @var{C} (or
## the error identifier), for every GEMM kernel this GPU runs, each of its
## variants (and the default choice, split along K included), the classes
## it takes, complex operands, and shapes with ragged edges, long K and
## non-finite inputs.
##
## Two builds that print the same lines give the same bits.  For a change
## that must not alter results, run it against each build and compare:
##
## @example
## octave-cli --eval "addpath ('OLD', 'OLD/inst', 'tools'); gemm_digest ('old.txt')"
## octave-cli --eval "addpath ('NEW', 'NEW/inst', 'tools'); gemm_digest ('new.txt')"
## diff old.txt new.txt
## @end example
##
## (@code{addpath} of a build tree and its sources' @file{inst}, as
## @code{GPUTILED_BUILD_DIR} does in @file{tests/run.sh}; or
## @code{pkg load gputiled}.)  Needs a GPU.
## @end deftypefn

function gemm_digest (file)

  if (nargin > 1)
    print_usage ();
  endif
  d = gpu_info ();
  if (isempty (d))
    error ("gemm_digest: needs a GPU");
  endif
  kernels = d(1).kernels;
  shapes = [1 1 1; 7 5 3; 33 65 17; 64 64 64; 128 128 128; 257 130 515;
            513 1000 77; 64 64 4096; 100 3000 2000; 1024 1024 1024];
  lines = {sprintf("# %s, compute capability %s", d(1).name,
                   d(1).compute_capability)};
  unwind_protect
    for ki = 1:numel (kernels)
      kern = kernels{ki};
      vnames = __gputiled__ ("variant", kern);
      for cls = {"single", "double"}
        for si = 1:rows (shapes)
          [A, B] = operands (shapes(si,:), cls{1}, false);
          for v = -1:numel (vnames) - 1
            __gputiled__ ("variant", v);
            lines{end+1} = run_one (kern, cls{1}, shapes(si,:), v, A, B);
          endfor
          __gputiled__ ("variant", -1);
        endfor
        ## Inf and NaN in one tile of A (tf32x3 computes such tiles again).
        [A, B] = operands ([257 130 515], cls{1}, true);
        lines{end+1} = run_one (kern, cls{1}, [257 130 515], -1, A, B);
      endfor
    endfor
    for cls = {"single", "double"}
      for si = 1:rows (shapes)
        [A, B] = operands (shapes(si,:), cls{1}, false);
        A = complex (A, fliplr (A));
        B = complex (flipud (B), B);
        lines{end+1} = run_one ("auto", ["complex " cls{1}], shapes(si,:),
                                -1, A, B);
      endfor
    endfor
  unwind_protect_cleanup
    __gputiled__ ("variant", -1);
  end_unwind_protect

  text = sprintf ("%s\n", lines{:});
  if (nargin == 1)
    fid = fopen (file, "w");
    if (fid < 0)
      error ("gemm_digest: cannot write %s", file);
    endif
    fputs (fid, text);
    fclose (fid);
    printf ("gemm_digest: %d products, written to %s\n", numel (lines) - 1,
            file);
  else
    printf ("%s", text);
  endif

endfunction

## Operands from a fixed formula (no random state), with varied mantissas
## and signs; NONFINITE puts an Inf and a NaN in A's first tile.
function [A, B] = operands (s, cls, nonfinite)
  [m, n, k] = deal (s(1), s(2), s(3));
  A = cast (sin ((1:m)' * 0.37 + (1:k) * 1.13) .* (1 + mod ((1:m)', 7)), cls);
  B = cast (cos ((1:k)' * 0.71 - (1:n) * 0.29) ./ (1 + mod (1:n, 5)), cls);
  if (nonfinite)
    A(3, 2) = Inf;
    A(5, 9) = NaN;
  endif
endfunction

function line = run_one (kern, cls, s, v, A, B)
  try
    [C, info] = gpu_tiled_mm (A, B, "Kernel", kern);
    C = [real(C(:)); imag(C(:))];
    h = hash ("md5", char (typecast (C, "uint8")'));
    line = sprintf ("%-8s %-14s %5d %5d %5d  v%-2d %s  %s splits %d", kern,
                    cls, s, v, h, info.kernel, info.splits);
  catch err
    line = sprintf ("%-8s %-14s %5d %5d %5d  v%-2d error %s", kern, cls, s, v,
                    err.identifier);
  end_try_catch
endfunction
