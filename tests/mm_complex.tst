## Complex gpu_tiled_mm over the sizes of mm_sizes.tst, for complex *
## complex, real * complex and complex * real, single and double, every
## kernel x tile x backend that mm_sizes.tst runs; then Inf and NaN in real
## and imaginary parts.  Each part of each result is checked against
## Octave's A*B within the rounding bound of its real terms (2K of them for
## complex * complex, K for the mixed products), with class, size and
## complexity equal.

%!function A = operand (m, n, cls, cplx)
%!  A = cast (randn (m, n), cls);
%!  if (cplx)
%!    A = complex (A, cast (randn (m, n), cls));
%!  endif
%!endfunction

## |X| with the non-finite parts taken as 0.
%!function M = fin_abs (X)
%!  r = real (X);  i = imag (X);
%!  r(! isfinite (r)) = 0;  i(! isfinite (i)) = 0;
%!  M = abs (complex (double (r), double (i)));
%!endfunction

%!function check_close (C, R, A, B)
%!  assert (class (C), class (R));
%!  assert (size (C), size (R));
%!  assert (iscomplex (C), iscomplex (R));
%!  terms = columns (A) * (1 + (iscomplex (A) && iscomplex (B)));
%!  bound = terms * eps (class (R)) * (fin_abs (A) * fin_abs (B));
%!  for part = {@real, @imag}
%!    c = double (part{1} (C));  r = double (part{1} (R));
%!    err = abs (c - r);
%!    bad = find (isfinite (r) & ! (err <= bound + realmin (class (R))), 1);
%!    assert (isempty (bad), "%s: C(%d) = %.17g, A*B gives %.17g (bound %.3g)",
%!            func2str (part{1}), bad, c(bad), r(bad), bound(bad));
%!  endfor
%!endfunction

## The kernels that take CLS on BACKEND without a tile.
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

## Sweep: for each (m, k, n) and each of complex * complex, real * complex
## and complex * real, every kernel that takes it, both tiles.
%!function sweep (shapes, cls, backend)
%!  for s = 1:rows (shapes)
%!    m = shapes(s,1);  k = shapes(s,2);  n = shapes(s,3);
%!    for cplx = [1, 1; 0, 1; 1, 0]'
%!      A = operand (m, k, cls, cplx(1));  B = operand (k, n, cls, cplx(2));
%!      R = A * B;
%!      for kern = fast_kernels (cls, backend)
%!        C = gpu_tiled_mm (A, B, "Kernel", kern{1}, "Backend", backend);
%!        check_close (C, R, A, B);
%!      endfor
%!      for tile = [16, 32]
%!        kernels = {"naive", "padded"};
%!        if (all (mod ([m, k, n], tile) == 0))
%!          kernels{end+1} = "tiled";
%!        endif
%!        for kern = kernels
%!          C = gpu_tiled_mm (A, B, "Kernel", kern{1}, "Tile", tile,
%!                            "Backend", backend);
%!          check_close (C, R, A, B);
%!        endfor
%!      endfor
%!    endfor
%!  endfor
%!endfunction

## Inf and NaN in real and imaginary parts of either operand.  The mixed
## products are two real products, as in Octave: the NaN and Inf of each
## part are those of A*B exactly.  For complex * complex, BLAS's ZGEMM may
## spread a NaN to the other part of an element (it scales by alpha with a
## complex multiply), so each part is checked exactly against the
## definition (real products: re = ar*br - ai*bi, im = ar*bi + ai*br) and
## which elements are finite against A*B itself.
%!function special (cls, backend, kernel)
%!  m = 24;  k = 19;  n = 21;
%!  for cplx = [1, 1; 0, 1; 1, 0]'
%!    A = operand (m, k, cls, cplx(1));  B = operand (k, n, cls, cplx(2));
%!    if (cplx(1))
%!      A(3,4) = complex (Inf, 1);  A(7,2) = complex (2, -Inf);
%!      A(9,9) = complex (NaN, 1);  A(12,5) = complex (1, NaN);
%!    else
%!      A(3,4) = Inf;  A(9,9) = NaN;
%!    endif
%!    if (cplx(2))
%!      B(4,6) = complex (-Inf, 2);  B(11,8) = complex (1, Inf);
%!      B(5,10) = complex (NaN, NaN);
%!    else
%!      B(4,6) = -Inf;  B(5,10) = NaN;
%!    endif
%!    C = gpu_tiled_mm (A, B, "Kernel", kernel, "Backend", backend);
%!    R = A * B;
%!    if (all (cplx))
%!      [ar, ai, br, bi] = deal (real (A), imag (A), real (B), imag (B));
%!      D = complex (ar * br - ai * bi, ar * bi + ai * br);
%!      assert (isfinite (C), isfinite (R));
%!    else
%!      D = R;
%!    endif
%!    for part = {@real, @imag}
%!      c = part{1} (C);  d = part{1} (D);
%!      assert (isnan (c), isnan (d));
%!      assert (c(isinf (d)), d(isinf (d)));
%!    endfor
%!    check_close (C, R, A, B);
%!  endfor
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
%!test
%! for cls = {"double", "single"}
%!   for kern = {"auto", "naive", "padded"}
%!     special (cls{1}, "cpu", kern{1});
%!   endfor
%! endfor

%!testif ; gpu_available ()
%! sweep (small, "double", "cuda");
%!testif ; gpu_available ()
%! sweep (small, "single", "cuda");
%!testif ; gpu_available ()
%! sweep (large, "double", "cuda");
%!testif ; gpu_available ()
%! sweep (large, "single", "cuda");
%!testif ; gpu_available ()
%! for kern = {"auto", "naive", "padded", "regblock", "cublas"}
%!   special ("single", "cuda", kern{1});
%! endfor
%! for kern = {"auto", "naive", "padded", "dmma", "cublas"}
%!   special ("double", "cuda", kern{1});
%! endfor

%!testif ; gpu_available ()
%! ## GPU and CPU give the same bits on edge-heavy shapes, through the
%! ## classroom kernels, for each kind of complex product.
%! for cls = {"double", "single"}
%!   for cplx = [1, 1; 0, 1; 1, 0]'
%!     A = operand (1025, 33, cls{1}, cplx(1));
%!     B = operand (33, 17, cls{1}, cplx(2));
%!     R = gpu_tiled_mm (A, B, "Backend", "cpu");
%!     for kern = {"naive", "padded"}
%!       for tile = [16, 32]
%!         assert (gpu_tiled_mm (A, B, "Kernel", kern{1}, "Tile", tile), R);
%!       endfor
%!     endfor
%!   endfor
%! endfor

%!testif ; gpu_available ()
%! ## K = 0 and empty results through every kernel.
%! for kern = {"naive", "padded", "regblock", "dmma", "cublas", "auto"}
%!   cls = "double";
%!   if (strcmp (kern{1}, "regblock"))
%!     cls = "single";
%!   endif
%!   for cplx = [1, 1; 0, 1; 1, 0]'
%!     C = gpu_tiled_mm (operand (47, 0, cls, cplx(1)),
%!                       operand (0, 5, cls, cplx(2)), "Kernel", kern{1});
%!     assert (C, zeros (47, 5, cls));
%!     C = gpu_tiled_mm (operand (0, 3, cls, cplx(1)),
%!                       operand (3, 5, cls, cplx(2)), "Kernel", kern{1});
%!     assert (C, zeros (0, 5, cls));
%!   endfor
%! endfor
