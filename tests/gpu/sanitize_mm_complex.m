## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## Complex products through every kernel, tile and class, at boundary sizes
## small enough for compute-sanitizer (memcheck, racecheck, synccheck,
## initcheck): the layout kernels (expand, split, merge), the complex scale
## and cuBLAS CGEMM / ZGEMM.  The classroom kernels must give the CPU
## reference's bits; the others agree within the rounding bound.
## Run by tests/gpu.sh as:  compute-sanitizer --tool T octave-cli ... this file

addpath (fileparts (mfilename ("fullpath")));
gpu_script_setup ("sanitize_mm_complex");

function A = operand (m, n, cls, cplx)
  A = cast (randn (m, n), cls);
  if (cplx)
    A = complex (A, cast (randn (m, n), cls));
  endif
endfunction

shapes = [1, 1, 1; 15, 17, 33; 33, 15, 17; 17, 33, 1; 1, 65, 31;
          31, 1, 65; 47, 0, 5; 65, 129, 33; 17, 2048, 19];
fast = struct ("single", {{"regblock", "cublas", "auto"}},
               "double", {{"dmma", "cublas", "auto"}});
info = gpu_info ();
if (any (strcmp (info(1).kernels, "tf32x3")))
  fast.single{end+1} = "tf32x3";  # the TF32 tensor cores
endif
n = 0;
for cls = {"double", "single"}
  for cplx = [1, 1; 0, 1; 1, 0]'
    for s = 1:rows (shapes)
      A = operand (shapes(s,1), shapes(s,2), cls{1}, cplx(1));
      B = operand (shapes(s,2), shapes(s,3), cls{1}, cplx(2));
      R = gpu_tiled_mm (A, B, "Backend", "cpu");
      for kern = {"naive", "padded"}
        for tile = [16, 32]
          assert (gpu_tiled_mm (A, B, "Kernel", kern{1}, "Tile", tile), R);
          n++;
        endfor
      endfor
      terms = shapes(s,2) * (1 + all (cplx));
      bound0 = eps (cls{1}) * (abs (double (A)) * abs (double (B)));
      for kern = fast.(cls{1})
        ## tf32x3 adds up to 8 eps of its split to each term.
        bound = (terms + 8 * strcmp (kern{1}, "tf32x3")) * bound0;
        C = gpu_tiled_mm (A, B, "Kernel", kern{1});
        assert (abs (real (double (C)) - real (R)) <= bound + 1e-300);
        assert (abs (imag (double (C)) - imag (R)) <= bound + 1e-300);
        n++;
      endfor
    endfor
    A = operand (32, 64, cls{1}, cplx(1));  B = operand (64, 16, cls{1}, cplx(2));
    assert (gpu_tiled_mm (A, B, "Kernel", "tiled", "Tile", 16),
            gpu_tiled_mm (A, B, "Backend", "cpu"));
    n++;
  endfor
  X = operand (37, 3, cls{1}, 1);
  assert (gpu_tiled_mm (2, X), 2 * X);
  assert (gpu_tiled_mm (X, 1 - 2i), X * (1 - 2i));
  assert (gpu_tiled_mm (3i, real (X)), 3i * real (X));
  n += 3;
endfor
printf ("sanitize_mm_complex: %d products checked\n", n);
## Give back what the package caches, so the leak check sees only leaks.
gpu_reset ();
