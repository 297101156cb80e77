## SPDX-License-Identifier: GPL-3.0-or-later
## Complex gpu_tiled_mm over the sizes of mm_sizes.tst, for complex *
## complex, real * complex and complex * real, single and double, every
## kernel x tile x backend that mm_sizes.tst runs; then Inf and NaN in real
## and imaginary parts.  Each part of each result is checked against
## Octave's A*B within the rounding bound of its real terms (2K of them for
## complex * complex, K for the mixed products), with class, size and
## complexity equal.
##
## What it costs is the host's: a 4096 x 4096 complex result takes about
## half a second to check elementwise, the product on the GPU far less.  So
## each reference (A*B, its parts in double, the bound) is made once per
## shape and kind of product and shared by every kernel, and results that
## must have the same bits as one already checked are compared bit for bit:
## the classroom kernels, the CPU path and regblock without split-K all sum
## each element's terms in order, one fused multiply-add each from +0
## (gemm_padded.cu, gemm_regblock.cu), and "auto" runs one of the kernels
## it is compared with.

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

## What every result of one product is checked against: R (class, size,
## complexity, values), the elementwise bound TERMS * eps * (MA * MB) with
## MA, MB the magnitudes of the operands' finite parts, and (FIN, where
## given) which elements of each part to compare.
%!function ref = reference (R, terms, MA, MB, fin)
%!  ref.R = R;
%!  ref.tol = MA * MB;
%!  ref.tol *= terms * eps (class (R));
%!  ref.tol += realmin (class (R));
%!  if (nargin > 4)
%!    ref.fin = fin;
%!  endif
%!endfunction

## Each part of C within the bound of REF; WHAT names the product.  Where
## no part is to be left out, |C - R| <= bound (|C - R| is at least each
## part's difference) settles it in one pass; the parts are looked at one
## by one only to find what failed.
%!function check_close (C, ref, what)
%!  R = ref.R;
%!  if (! strcmp (class (C), class (R)) || ! isequal (size (C), size (R))
%!      || iscomplex (C) != iscomplex (R))
%!    error ("%s: %s %s, complex %d; A*B is %s %s, complex %d", what,
%!           mat2str (size (C)), class (C), iscomplex (C), mat2str (size (R)),
%!           class (R), iscomplex (R));
%!  endif
%!  if (! isfield (ref, "fin")
%!      && all ((abs (double (C) - double (R)) <= ref.tol)(:)))
%!    return;
%!  endif
%!  names = {"real", "imag"};
%!  for p = 1:2
%!    if (p == 1)
%!      c = double (real (C));  r = double (real (R));
%!    else
%!      c = double (imag (C));  r = double (imag (R));
%!    endif
%!    ok = abs (c - r) <= ref.tol;
%!    if (isfield (ref, "fin"))
%!      ok |= ! ref.fin{p};
%!    endif
%!    bad = find (! ok, 1);
%!    if (! isempty (bad))
%!      [i, j] = ind2sub (size (ok), bad);
%!      error ("%s: %s (C(%d,%d)) = %.17g, A*B gives %.17g (bound %.3g)",
%!             what, names{p}, i, j, c(bad), r(bad), ref.tol(bad));
%!    endif
%!  endfor
%!endfunction

## The kernels that take CLS on BACKEND without a tile; "auto" last, so
## that it can be compared with the kernel it picked.
%!function k = fast_kernels (cls, backend)
%!  k = {"auto"};
%!  if (strcmp (backend, "cuda"))
%!    if (strcmp (cls, "single"))
%!      k = {"regblock", "cublas", "auto"};
%!    else
%!      k = {"dmma", "cublas", "auto"};
%!    endif
%!  endif
%!endfunction

## Every kernel x tile that takes the product A * B on BACKEND.  C{i} is
## the result of the run named NAME{i}; SAME(i) > 0 where C{i} must have
## the bits of C{SAME(i)}, 0 where it is to be checked against A*B: the
## first classroom result is checked and the other classroom results must
## have its bits, as must a fast kernel that summed in order; "auto" must
## have the bits of the explicit run it repeats (same kernel, configuration,
## splits and column blocks); every other run is checked.
%!function [C, name, same] = run_all (A, B, cls, backend)
%!  [m, k] = size (A);  n = columns (B);
%!  C = {};  name = {};  same = [];
%!  for tile = [16, 32]
%!    kernels = {"naive", "padded"};
%!    if (all (mod ([m, k, n], tile) == 0))
%!      kernels{end+1} = "tiled";
%!    endif
%!    for kern = kernels
%!      C{end+1} = gpu_tiled_mm (A, B, "Kernel", kern{1}, "Tile", tile,
%!                               "Backend", backend);
%!      name{end+1} = sprintf ("%s tile %d", kern{1}, tile);
%!      same(end+1) = numel (C) > 1;
%!    endfor
%!  endfor
%!  runs = {};
%!  for kern = fast_kernels (cls, backend)
%!    [C{end+1}, info] = gpu_tiled_mm (A, B, "Kernel", kern{1},
%!                                     "Backend", backend);
%!    name{end+1} = sprintf ("%s (%s %s, %d splits, %d blocks)", kern{1},
%!                           info.kernel, info.config, info.splits, info.tiles);
%!    runs{end+1} = {info.kernel, info.config, info.splits, info.tiles};
%!    if (any (strcmp (info.kernel, {"naive", "padded", "tiled"}))
%!        || (strcmp (info.kernel, "regblock") && info.splits == 1))
%!      same(end+1) = 1;
%!    else
%!      prev = find (cellfun (@(r) isequal (r, runs{end}), runs(1:end-1)), 1);
%!      same(end+1) = 0;
%!      if (! isempty (prev))
%!        same(end) = numel (C) - numel (runs) + prev;
%!      endif
%!    endif
%!  endfor
%!endfunction

## Sweep: for each (m, k, n) and each of complex * complex, real * complex
## and complex * real, every kernel that takes it, both tiles.  One pair of
## complex operands per shape; the mixed products take their real parts.
## All results of one product are checked together, a block of columns at
## a time, against A*B made a block at a time: a 4096 x 4096 complex
## reference, or a check of a whole result at once, costs the host several
## times what the blocks do (a block's temporaries stay in cache).
%!function sweep (shapes, cls, backend)
%!  kinds = {"complex * complex", "real * complex", "complex * real"};
%!  for s = 1:rows (shapes)
%!    m = shapes(s,1);  k = shapes(s,2);  n = shapes(s,3);
%!    Ac = operand (m, k, cls, 1);  Bc = operand (k, n, cls, 1);
%!    ## Magnitudes of A and B, real (1) and complex (2).
%!    MA = {abs(double (real (Ac))), abs(double (Ac))};
%!    MB = {abs(double (real (Bc))), abs(double (Bc))};
%!    for kind = 1:3
%!      cplx = [1, 1; 0, 1; 1, 0](kind,:);
%!      A = Ac;  B = Bc;
%!      if (! cplx(1))
%!        A = real (A);
%!      endif
%!      if (! cplx(2))
%!        B = real (B);
%!      endif
%!      [C, name, same] = run_all (A, B, cls, backend);
%!      what = sprintf ("%s %s %s %dx%dx%d", cls, kinds{kind}, backend, m, k, n);
%!      w = max (1, floor (2^18 / m));
%!      for j0 = 1:w:n
%!        jj = j0:min (j0 + w - 1, n);
%!        ref = reference (A * B(:,jj), k * (1 + all (cplx)), MA{1+cplx(1)},
%!                         MB{1+cplx(2)}(:,jj));
%!        for i = 1:numel (C)
%!          c = C{i}(:,jj);
%!          if (same(i))
%!            if (! all ((c == C{same(i)}(:,jj))(:)))
%!              error ("%s, %s: columns %d..%d not the bits of %s", what,
%!                     name{i}, jj(1), jj(end), name{same(i)});
%!            endif
%!          else
%!            check_close (c, ref, sprintf ("%s, %s, columns from %d", what,
%!                                          name{i}, j0));
%!          endif
%!        endfor
%!      endfor
%!    endfor
%!  endfor
%!endfunction

## Inf and NaN in real and imaginary parts of either operand.  The mixed
## products are two real products, as in Octave: the NaN and Inf of each
## part are those of A*B exactly.  For complex * complex every kernel of
## ours computes the definition, re = ar*br - ai*bi and im = ar*bi + ai*br
## as sums of real products, so each part's NaN and Inf are the
## definition's exactly.
##
## cuBLAS CGEMM / ZGEMM (kernel "cublas", complex * complex) is BLAS: it
## scales each sum by alpha = 1 + 0i with a complex multiply, and
## (1 + 0i) * (Inf + y*i) = (1*Inf - 0*y) + (1*y + 0*Inf)*i spreads a NaN
## to the other part (an element with two infinite parts becomes NaN + NaN*i).
## Octave's own A*B does the same through OpenBLAS's ZGEMM (on the GPU
## machine the H200 run gave NaN exactly where A*B has them and the
## definition has Inf).  For it the defensible check is: the same elements
## are non-finite as in the definition, NaN only in those, every Inf one of
## the definition's, and the finite parts within the bound.
%!function special (cls, backend, kernel)
%!  kinds = {"complex * complex", "real * complex", "complex * real"};
%!  m = 24;  k = 19;  n = 21;
%!  for kind = 1:3
%!    cplx = [1, 1; 0, 1; 1, 0](kind,:);
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
%!    what = sprintf ("%s %s %s, kernel %s", cls, kinds{kind}, backend, kernel);
%!    C = gpu_tiled_mm (A, B, "Kernel", kernel, "Backend", backend);
%!    if (all (cplx))
%!      [ar, ai, br, bi] = deal (real (A), imag (A), real (B), imag (B));
%!      D = complex (ar * br - ai * bi, ar * bi + ai * br);
%!    else
%!      D = A * B;
%!    endif
%!    blas = all (cplx) && strcmp (kernel, "cublas");
%!    bad = find (isfinite (C) != isfinite (D), 1);
%!    assert (isempty (bad), "%s: C(%d) = %s, the definition gives %s", what,
%!            bad, num2str (C(bad)), num2str (D(bad)));
%!    names = {"real", "imag"};
%!    fin = cell (1, 2);
%!    for p = 1:2
%!      if (p == 1)
%!        c = real (C);  d = real (D);
%!      else
%!        c = imag (C);  d = imag (D);
%!      endif
%!      if (blas)
%!        bad = find (isnan (c) & isfinite (D), 1);
%!        infs = isinf (c);
%!        fin{p} = isfinite (D);
%!      else
%!        bad = find (isnan (c) != isnan (d), 1);
%!        infs = isinf (d);
%!        fin{p} = isfinite (d);
%!      endif
%!      assert (isempty (bad), "%s: %s (C(%d)) = %g, the definition gives %g",
%!              what, names{p}, bad, c(bad), d(bad));
%!      bad = find (infs & c != d, 1);
%!      assert (isempty (bad), "%s: %s (C(%d)) = %g, the definition gives %g",
%!              what, names{p}, bad, c(bad), d(bad));
%!    endfor
%!    ref = reference (D, k * (1 + all (cplx)), fin_abs (A), fin_abs (B), fin);
%!    check_close (C, ref, what);
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
