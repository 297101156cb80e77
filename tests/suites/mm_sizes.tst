## SPDX-License-Identifier: GPL-3.0-or-later
## gpu_tiled_mm over the sizes around every tile boundary: 1, 15, 16, 17, 31,
## 33, 100, 1000, 1023, 1025, as square, rectangular and skinny products, for
## every kernel x tile x class, on the GPU, and a smaller sweep on the CPU.
## Each result is checked against Octave's A*B within the rounding bound of a
## K-term dot product.

%!function A = rnd (m, n, cls)
%!  A = cast (randn (m, n), cls);
%!endfunction

%!function check_close (C, R, A, B)
%!  assert (class (C), class (R));
%!  assert (size (C), size (R));
%!  bound = columns (A) * eps (class (R)) * (abs (double (A)) * abs (double (B)));
%!  err = abs (double (C) - double (R));
%!  bad = find (! (err <= bound + realmin (class (R))), 1);
%!  assert (isempty (bad), "C(%d) = %.17g, A*B gives %.17g (bound %.3g)",
%!          bad, C(bad), R(bad), bound(bad));
%!endfunction

## Sweep: for each (m, k, n), every kernel that takes it, both tiles.
%!function sweep (shapes, cls, backend)
%!  for s = 1:rows (shapes)
%!    m = shapes(s,1);  k = shapes(s,2);  n = shapes(s,3);
%!    A = rnd (m, k, cls);  B = rnd (k, n, cls);  R = A * B;
%!    fast = fast_kernels (cls, backend);
%!    for kern = fast                   # no tiles to vary
%!      C = gpu_tiled_mm (A, B, "Kernel", kern{1}, "Backend", backend);
%!      check_close (C, R, A, B);
%!    endfor
%!    for tile = [16, 32]
%!      kernels = {"naive", "padded"};
%!      if (all (mod ([m, k, n], tile) == 0))
%!        kernels{end+1} = "tiled";
%!      endif
%!      for kern = kernels
%!        C = gpu_tiled_mm (A, B, "Kernel", kern{1}, "Tile", tile,
%!                          "Backend", backend);
%!        check_close (C, R, A, B);
%!      endfor
%!    endfor
%!  endfor
%!endfunction

## The fast kernels that take CLS on BACKEND.
%!function k = fast_kernels (cls, backend)
%!  k = {"auto"};
%!  if (strcmp (backend, "cuda"))
%!    if (strcmp (cls, "single"))
%!      k = {"auto", "regblock", "cublas"};
%!    else
%!      k = {"auto", "dmma", "cublas"};
%!    endif
%!  endif
%!endfunction

%!shared small, large
%! s = [1, 15, 16, 17, 31, 33, 100];
%! small = [s', s', s'; s', 17*ones(7,1), 33*ones(7,1);
%!          33*ones(7,1), s', 16*ones(7,1); 16*ones(7,1), 31*ones(7,1), s';
%!          32, 64, 96; 64, 32, 16];
%! large = [1000, 1000, 1000; 1023, 1023, 1023; 1025, 1025, 1025;
%!          1024, 1024, 1024; 1025, 33, 17; 17, 1023, 33; 31, 17, 1000;
%!          4096, 1, 4096; 1, 4096, 1; 3, 5000, 2; 2000, 7, 3000;
%!          4095, 129, 4097; 64, 8192, 2048; 8192, 64, 1024; 100, 100, 20000];

%!test sweep (small, "double", "cpu");
%!test sweep (small, "single", "cpu");
%!test sweep ([1000, 37, 1023; 15, 1025, 33], "double", "cpu");

%!testif ; gpu_available ()
%! sweep (small, "double", "cuda");
%!testif ; gpu_available ()
%! sweep (small, "single", "cuda");
%!testif ; gpu_available ()
%! sweep (large, "double", "cuda");
%!testif ; gpu_available ()
%! sweep (large, "single", "cuda");

%!testif ; gpu_available ()
%! ## More column blocks than a grid's y dimension holds (65535): the kernels
%! ## walk the rest in a loop.
%! n = 65535 * 16 + 5;
%! A = rnd (3, 2, "single");  B = rnd (2, n, "single");  R = A * B;
%! for kern = {"naive", "padded"}
%!   check_close (gpu_tiled_mm (A, B, "Kernel", kern{1}, "Tile", 16), R, A, B);
%! endfor
%! A = rnd (16, 16, "single");  B = rnd (16, 65536 * 16, "single");
%! check_close (gpu_tiled_mm (A, B, "Kernel", "tiled", "Tile", 16), A * B, A, B);

%!testif ; gpu_available ()
%! ## The classroom's failure case: tiled refuses 1000 x 1000 with tile 16,
%! ## padded computes it, and 1024 works for both.
%! A = rnd (1000, 1000, "single");  B = rnd (1000, 1000, "single");
%! try
%!   gpu_tiled_mm (A, B, "Kernel", "tiled", "Tile", 16);
%!   error ("tiled accepted a size that is not a tile multiple");
%! catch err
%!   assert (err.identifier, "gputiled:tileMultiple");
%! end_try_catch
%! check_close (gpu_tiled_mm (A, B, "Kernel", "padded", "Tile", 16), A * B, A, B);
%! A = rnd (1024, 1024, "single");  B = rnd (1024, 1024, "single");
%! R = gpu_tiled_mm (A, B, "Kernel", "padded", "Tile", 16);
%! assert (gpu_tiled_mm (A, B, "Kernel", "tiled", "Tile", 16), R);

%!testif ; gpu_available ()
%! ## GPU and CPU give the same bits on edge-heavy shapes.
%! for cls = {"double", "single"}
%!   A = rnd (1025, 33, cls{1});  B = rnd (33, 17, cls{1});
%!   R = gpu_tiled_mm (A, B, "Backend", "cpu");
%!   for kern = {"naive", "padded"}
%!     for tile = [16, 32]
%!       assert (gpu_tiled_mm (A, B, "Kernel", kern{1}, "Tile", tile), R);
%!     endfor
%!   endfor
%! endfor
