## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## Products at boundary sizes through every kernel, tile and class, small
## enough to run under compute-sanitizer (memcheck, racecheck, synccheck,
## initcheck).  Each result is compared with the CPU reference, bit for bit.
## Run by tests/gpu.sh as:  compute-sanitizer --tool T octave-cli ... this file

addpath (fileparts (mfilename ("fullpath")));
gpu_script_setup ("sanitize_mm");

shapes = [1, 1, 1; 15, 17, 33; 33, 15, 17; 17, 33, 1; 1, 65, 31;
          31, 1, 65; 47, 0, 5];
n = 0;
for cls = {"double", "single"}
  for s = 1:rows (shapes)
    A = cast (randn (shapes(s,1), shapes(s,2)), cls{1});
    B = cast (randn (shapes(s,2), shapes(s,3)), cls{1});
    R = gpu_tiled_mm (A, B, "Backend", "cpu");
    for kern = {"naive", "padded"}
      for tile = [16, 32]
        C = gpu_tiled_mm (A, B, "Kernel", kern{1}, "Tile", tile);
        assert (C, R);
        n++;
      endfor
    endfor
  endfor
  for tile = [16, 32]
    A = cast (randn (tile, 2 * tile), cls{1});
    B = cast (randn (2 * tile, 3 * tile), cls{1});
    assert (gpu_tiled_mm (A, B, "Kernel", "tiled", "Tile", tile),
            gpu_tiled_mm (A, B, "Backend", "cpu"));
    n++;
  endfor
  X = cast (randn (37, 3), cls{1});
  assert (gpu_tiled_mm (2, X), 2 * X);
  n++;
endfor
## The fast kernels, cuBLAS and auto: edge-heavy shapes and split-K ones.
## Entries "kernel/N" force the kernel's compiled configuration N (0-based):
## every regblock configuration; tf32x3's mma.sync configurations run here
## on every device that has the kernel, Hopper included (whose default is
## the warpgroup kernel), and on Hopper its warpgroup configurations too.
fast = {"single", {"regblock", "cublas", "auto"}; "double", {"dmma", "cublas", "auto"}};
rb = __gputiled__ ("variant", "regblock");
for v = 0:numel (rb) - 1
  fast{1,2}{end+1} = sprintf ("regblock/%d", v);
endfor
info = gpu_info ();
if (any (strcmp (info(1).kernels, "tf32x3")))
  fast{1,2}{end+1} = "tf32x3";    # the TF32 tensor cores
  names = __gputiled__ ("variant", "tf32x3");
  forced = strncmp (names, "mma_", 4);
  if (strcmp (info(1).compute_capability, "9.0"))
    forced(:) = true;   # the warpgroup configurations too
  endif
  for v = find (forced) - 1
    fast{1,2}{end+1} = sprintf ("tf32x3/%d", v);
  endfor
endif
for c = 1:rows (fast)
  for sh = [shapes; 65, 129, 33; 17, 2048, 19; 40, 4096, 3; 130, 33, 257]'
    A = cast (randn (sh(1), sh(2)), fast{c,1});
    B = cast (randn (sh(2), sh(3)), fast{c,1});
    R = gpu_tiled_mm (A, B, "Backend", "cpu");
    ## tf32x3 adds up to 8 eps of its split (2^-22 per part) to each term.
    bound0 = eps (fast{c,1}) * (abs (double (A)) * abs (double (B)));
    for kern = fast{c,2}
      [name, v] = strtok (kern{1}, "/");
      bound = (sh(2) + 8 * strcmp (name, "tf32x3")) * bound0;
      unwind_protect
        if (! isempty (v))
          __gputiled__ ("variant", str2double (v(2:end)));
        endif
        [C, ran] = gpu_tiled_mm (A, B, "Kernel", name);
      unwind_protect_cleanup
        __gputiled__ ("variant", -1);
      end_unwind_protect
      ## It ran that configuration (a 1 x 1 operand is a scaling: no kernel).
      if (! isempty (v) && all (sh > 0) && sh(1) * sh(2) > 1
          && sh(2) * sh(3) > 1)
        want = __gputiled__ ("variant", name){str2double (v(2:end)) + 1};
        assert (strcmp (ran.config, want), "%s ran %s", kern{1}, ran.config);
      endif
      assert (all (abs (double (C(:)) - double (R(:))) <= bound(:) + 1e-300),
              "%s %s %dx%dx%d", kern{1}, fast{c,1}, sh);
      n++;
    endfor
  endfor
endfor
## tf32x3's forced mma.sync configurations: Inf, NaN, Inf * 0 and a value
## whose rounding to TF32 overflows give what A*B gives.
if (any (strcmp (info(1).kernels, "tf32x3")))
  A = single (randn (150, 70));  B = single (randn (70, 131));
  A(3, 5) = Inf;  A(140, 17) = -Inf;  B(7, 9) = NaN;  B(5, 1:10) = 0;
  A(100, :) = 0;  A(100, 40) = realmax ("single");  B(40, :) = 0.5;
  R = double (A) * double (B);
  for v = find (strncmp (names, "mma_", 4)) - 1
    unwind_protect
      __gputiled__ ("variant", v);
      C = gpu_tiled_mm (A, B, "Kernel", "tf32x3");
    unwind_protect_cleanup
      __gputiled__ ("variant", -1);
    end_unwind_protect
    assert (isequal (isnan (C), isnan (R)) && isequal (isinf (C), isinf (R))
            && isequal (C(isinf (C)), single (R(isinf (R)))),
            "tf32x3/%d: Inf and NaN differ from A*B", v);
    n++;
  endfor
endif
## The pipeline: three streams and column blocks, then out-of-core tiles,
## each equal to the uncut product.
for cls = {"single", "double"}
  A = cast (randn (600, 700), cls{1});  B = cast (randn (700, 1500), cls{1});
  C0 = gpu_tiled_mm (A, B);
  for env = {"GPUTILED_BLOCK_COLS", "256"; "GPUTILED_DEVICE_MB", "2"}'
    setenv (env{1}, env{2});
    __gputiled__ ("config");
    C = gpu_tiled_mm (A, B);
    unsetenv (env{1});
    __gputiled__ ("config");
    assert (isequal (C, C0), "pipeline %s=%s %s", env{1}, env{2}, cls{1});
    n++;
  endfor
endfor
## An error path in the middle (tiled refusing a size) must leave no leak.
try
  gpu_tiled_mm (ones (17), ones (17), "Kernel", "tiled");
catch
end_try_catch
printf ("sanitize_mm: %d products checked\n", n);
## Give back what the package caches, so the leak check sees only leaks.
gpu_reset ();
