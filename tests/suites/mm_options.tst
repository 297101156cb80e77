## SPDX-License-Identifier: GPL-3.0-or-later
## gpu_tiled_mm's suite (moved from inst/gpu_tiled_mm.m, which keeps its
## help, its demo and a few examples): the class and shape rules on the CPU
## path, every option and its errors, each kernel against A*B on the GPU
## (classes, tiles, split-K, the tf32x3 kernel's accuracy, complex
## operands), and the info struct.

## Helpers shared by the tests below.
%!function A = rnd (m, n, cls)
%!  A = cast (randn (m, n), cls);
%!endfunction

## Check C against Octave's A*B: same class and size; exact where Octave is
## exact (scalars, integers); otherwise within the rounding bound of a
## K-term dot product, |C - A*B| <= K * eps * (|A| * |B|), elementwise.
## "Kernel", "fast" names the fast kernel of the product's class: regblock
## for single, dmma (padded below compute capability 8.0) for double.
%!function check_mm (A, B, varargin)
%!  R = A * B;
%!  i = find (strcmp (varargin, "Kernel"), 1);
%!  if (! isempty (i) && strcmp (varargin{i+1}, "fast"))
%!    varargin{i+1} = fast_kernel (class (R));
%!  endif
%!  C = gpu_tiled_mm (A, B, varargin{:});
%!  assert (class (C), class (R));
%!  assert (size (C), size (R));
%!  assert (iscomplex (C), iscomplex (R));
%!  if (isscalar (A) || isscalar (B) || isinteger (R))
%!    assert (C, R);
%!    return;
%!  endif
%!  Ad = double (reshape (A, rows (A), prod (size (A)(2:end))));
%!  Bd = double (reshape (B, rows (B), prod (size (B)(2:end))));
%!  ## Each part of a complex * complex element is a sum of 2K terms.
%!  terms = columns (Ad) * (1 + (iscomplex (A) && iscomplex (B)));
%!  if (any (strcmp (varargin, "tf32x3")))
%!    terms += 8;          # the split's 2^-22 per part, about 8 eps a term
%!  endif
%!  bound = terms * eps (class (R)) * (fin_abs (Ad) * fin_abs (Bd));
%!  for part = {@real, @imag}(1:1+iscomplex (R))
%!    c = part{1} (C);  r = part{1} (R);
%!    assert (isnan (c), isnan (r));
%!    fin = isfinite (r);
%!    assert (c(! fin & ! isnan (r)), r(! fin & ! isnan (r)));
%!    err = abs (double (c) - double (r));
%!    bad = find (fin & ! (err <= bound + realmin (class (R))), 1);
%!    assert (isempty (bad), "C(%d) = %.17g, A*B gives %.17g (bound %.3g)",
%!            bad, c(bad), r(bad), bound(bad));
%!  endfor
%!endfunction

## |X| with the non-finite parts taken as 0: a finite part of a result has
## no term with them.
%!function M = fin_abs (X)
%!  r = real (X);  i = imag (X);
%!  r(! isfinite (r)) = 0;  i(! isfinite (i)) = 0;
%!  M = abs (complex (r, i));
%!endfunction

## Complex test operands of class CLS.
%!function A = crnd (m, n, cls)
%!  A = complex (cast (randn (m, n), cls), cast (randn (m, n), cls));
%!endfunction

## tf32x3 against A*B: products N x (2N+3) x (N+5) for N in SIZES, split-K
## (deterministic), Inf, NaN, Inf * 0 and a value whose rounding to TF32
## overflows, complex products (both compositions).  CONFIG, if not empty,
## is the configuration that must run (info.config).
%!function check_tf32x3 (sizes, config)
%!  for n = sizes
%!    A = rnd (n, 2 * n + 3, "single");  B = rnd (2 * n + 3, n + 5, "single");
%!    [~, info] = gpu_tiled_mm (A, B, "Kernel", "tf32x3");
%!    assert (info.kernel, "tf32x3");
%!    assert (isempty (config) || strcmp (info.config, config), "%s ran", info.config);
%!    check_mm (A, B, "Kernel", "tf32x3");
%!  endfor
%!  A = rnd (40, 4096, "single");  B = rnd (4096, 50, "single");
%!  [C, info] = gpu_tiled_mm (A, B, "Kernel", "tf32x3");
%!  assert (info.splits > 1);
%!  assert (isempty (config) || strcmp (info.config, config), "%s ran", info.config);
%!  check_mm (A, B, "Kernel", "tf32x3");
%!  assert (gpu_tiled_mm (A, B, "Kernel", "tf32x3"), C);   # deterministic
%!  A = rnd (300, 200, "single");  B = rnd (200, 260, "single");
%!  A(3, 5) = Inf;  A(200, 17) = -Inf;  B(7, 9) = NaN;
%!  A(150, 2) = Inf;  B(2, 1:10) = 0;
%!  A(260, :) = 0;  A(260, 40) = realmax ("single");  B(40, :) = 0.5;
%!  check_mm (A, B, "Kernel", "tf32x3");
%!  ## Finite values beyond the split's range (tiles recomputed), and the
%!  ## NaN a GPU makes (all payload bits set), which must stay NaN.
%!  A = rnd (130, 70, "single");  B = rnd (70, 140, "single");
%!  A(5, 3) = 1e35;  A(77, 1:70) = -3e36;  B(:, 1:3) = 1e-7;
%!  A(9, 11) = typecast (uint32 (2147483647), "single");
%!  check_mm (A, B, "Kernel", "tf32x3");
%!  check_mm (complex (rnd (70, 90, "single"), rnd (70, 90, "single")),
%!            complex (rnd (90, 60, "single"), rnd (90, 60, "single")),
%!            "Kernel", "tf32x3");
%!  check_mm (rnd (70, 90, "single"),
%!            complex (rnd (90, 60, "single"), rnd (90, 60, "single")),
%!            "Kernel", "tf32x3");
%!endfunction

## Complex products on BACKEND: both sides, mixed, classes, scalars,
## vectors, empties, N-D, Inf and NaN in the mixed products, narrowing.
%!function check_complex (varargin)
%!  A = crnd (7, 5, "double");  B = crnd (5, 3, "double");
%!  for a = {A, real(A), single(A), single(real (A))}
%!    for b = {B, real(B), single(B), single(real (B))}
%!      if (iscomplex (a{1}) || iscomplex (b{1}))
%!        check_mm (a{1}, b{1}, varargin{:});
%!      endif
%!    endfor
%!  endfor
%!  check_mm (rand (4, 5) > 0.5, B, varargin{:});       # logical * complex
%!  check_mm ("abcde", single (B), varargin{:});        # char * complex
%!  check_mm (crnd (1, 40, "double"), crnd (40, 1, "double"), varargin{:});
%!  check_mm (crnd (30, 1, "single"), rnd (1, 20, "single"), varargin{:});
%!  check_mm (rnd (1, 33, "double"), crnd (33, 17, "double"), varargin{:});
%!  check_mm (crnd (2, 6, "double"), reshape (crnd (6, 4, "double"), 6, 2, 2), varargin{:});
%!  check_mm (reshape (crnd (2, 6, "single"), 2, 2, 3), rnd (6, 4, "single"), varargin{:});
%!  check_mm (complex (zeros (3, 0)), crnd (0, 4, "double"), varargin{:});
%!  check_mm (crnd (0, 4, "single"), crnd (4, 5, "single"), varargin{:});
%!  check_mm (crnd (3, 4, "double"), zeros (4, 0), varargin{:});
%!  ## Scalars: complex * real, real * complex, complex * complex, with
%!  ## infinities where C99's rules recover them (as Octave's * does).
%!  check_mm (2 - 3i, rnd (4, 6, "double"), varargin{:});
%!  check_mm (rnd (4, 6, "single"), single (0.5i), varargin{:});
%!  check_mm (-2.5, A, varargin{:});
%!  check_mm (A, 1 + 1i, varargin{:});
%!  check_mm (single (1 + 2i), reshape (A, 7, 1, 5), varargin{:});
%!  check_mm (true, B, varargin{:});
%!  check_mm (complex (Inf, Inf), [1+0i, 2+1i, NaN, Inf-1i, 0], varargin{:});
%!  check_mm ([Inf, 1e308+1e308i; NaN+1i, -Inf*1i], 1e10 - 2i, varargin{:});
%!  check_mm (single ([Inf+1i, 3e38+3e38i, NaN]), single (2 + 2i), varargin{:});
%!  check_mm (1i, [Inf, -Inf, NaN, 0], varargin{:});
%!  ## Inf and NaN in either part, in the mixed products: each part is a
%!  ## real product, so their positions match A*B exactly.
%!  X = crnd (6, 5, "double");  X(2,3) = Inf + 1i;  X(4,1) = complex (1, -Inf);
%!  X(5,5) = complex (NaN, 2);  Y = rnd (5, 4, "double");  Y(3,2) = Inf;
%!  check_mm (X, Y, varargin{:});
%!  check_mm (Y.', X.', varargin{:});
%!  check_mm (single (X), single (Y), varargin{:});
%!  ## Narrowing: all-zero imaginary parts give a real result, as in A*B.
%!  check_mm (complex (rnd (4, 3, "double"), 0), rnd (3, 2, "double"), varargin{:});
%!  check_mm (rnd (4, 3, "single"), complex (rnd (3, 2, "single"), -0), varargin{:});
%!  check_mm ([1i, 1i], [1i; -1i], varargin{:});
%!  check_mm (complex (2, 0), rnd (2, 3, "double"), varargin{:});
%!  check_mm ([1i, 2], [0; 1], varargin{:});
%!  check_mm (complex (rnd (4, 3, "double"), 0), [Inf, 1; 1, 1; 1, 1], varargin{:});
%!endfunction

## The kernel "auto" picks for large double products on a device of compute
## capability CC.
%!function k = ifelse_dmma (cc)
%!  if (str2double (cc) >= 8)
%!    k = "dmma";
%!  else
%!    k = "padded";
%!  endif
%!endfunction

## The fast kernel for products of class CLS on device 0.
%!function k = fast_kernel (cls)
%!  if (strcmp (cls, "single"))
%!    k = "regblock";
%!  else
%!    s = gpu_info ();
%!    k = ifelse_dmma (s(1).compute_capability);
%!  endif
%!endfunction

## A class each kernel takes (regblock is single, dmma double).
%!function cls = ifelse_cls (kern)
%!  if (strcmp (kern, "regblock"))
%!    cls = "single";
%!  else
%!    cls = "double";
%!  endif
%!endfunction

## ---- Class and shape rules, on the CPU path (runs everywhere) ----
%!test
%! A = rnd (7, 5, "double");  B = rnd (5, 3, "double");
%! check_mm (A, B, "Backend", "cpu");
%! check_mm (single (A), single (B), "Backend", "cpu");
%! check_mm (A, single (B), "Backend", "cpu");       # mixed gives single
%! check_mm (single (A), B, "Backend", "cpu");
%!test
%! L = rand (6, 4) > 0.5;  M = rand (4, 3) > 0.5;
%! check_mm (L, M, "Backend", "cpu");                # logical * logical
%! check_mm (L, rnd (4, 3, "single"), "Backend", "cpu");
%! check_mm ("abc", rnd (3, 2, "double"), "Backend", "cpu");  # char
%! check_mm (["abc"; "xyz"], ["ab"; "cd"; "é"(1:2)], "Backend", "cpu");
%!test
%! ## Scalars scale the other operand, whatever its shape.
%! X = rnd (4, 6, "double");
%! check_mm (2.5, X, "Backend", "cpu");
%! check_mm (X, -3, "Backend", "cpu");
%! check_mm (single (0.1), X, "Backend", "cpu");
%! check_mm (3, single (X), "Backend", "cpu");
%! check_mm (true, X, "Backend", "cpu");
%! check_mm (7, 6, "Backend", "cpu");
%! check_mm (2, randn (2, 3, 4), "Backend", "cpu");
%! check_mm (randn (1, 1, 1, 1), randn (3, 2), "Backend", "cpu");
%! check_mm (5, zeros (0, 3), "Backend", "cpu");
%! check_mm ([], 5, "Backend", "cpu");
%! check_mm (0, [Inf, NaN, -Inf, 1], "Backend", "cpu");
%!test
%! ## Integer scalars scale real arrays, rounded and saturated, and back.
%! check_mm (int32 (7), [0.5, 1.5, -2.5, 1e10, -1e10, NaN], "Backend", "cpu");
%! check_mm ([0.5, 1.5, -2.5, 300; -1, NaN, Inf, -Inf], uint8 (3), "Backend", "cpu");
%! check_mm (int8 (100), single ([1.3, 2.5, -7]), "Backend", "cpu");
%! check_mm (int16 (-3), true (2, 3), "Backend", "cpu");
%! check_mm (uint16 ([1, 2; 3, 4]), 0.75, "Backend", "cpu");
%! check_mm (int32 (5), int32 ([1, -2, 3e8]), "Backend", "cpu");
%! check_mm (uint32 (4e9), 2, "Backend", "cpu");
%!test
%! ## Vectors: inner and outer products, vector times matrix.
%! check_mm (rnd (1, 50, "double"), rnd (50, 1, "double"), "Backend", "cpu");
%! check_mm (rnd (50, 1, "double"), rnd (1, 40, "double"), "Backend", "cpu");
%! check_mm (rnd (1, 33, "single"), rnd (33, 17, "single"), "Backend", "cpu");
%! check_mm (rnd (17, 33, "single"), rnd (33, 1, "single"), "Backend", "cpu");
%!test
%! ## Empty operands.
%! check_mm (zeros (0, 4), rnd (4, 3, "double"), "Backend", "cpu");
%! check_mm (rnd (3, 4, "double"), zeros (4, 0), "Backend", "cpu");
%! check_mm (zeros (5, 0), zeros (0, 3), "Backend", "cpu");    # zeros (5, 3)
%! check_mm (single (zeros (2, 0)), zeros (0, 2), "Backend", "cpu");
%! check_mm (zeros (0, 0), zeros (0, 0), "Backend", "cpu");
%! check_mm (zeros (0, 3), zeros (3, 0), "Backend", "cpu");
%! C = gpu_tiled_mm (zeros (5, 0), zeros (0, 3), "Backend", "cpu");
%! assert (C, zeros (5, 3));
%!test
%! ## N-D operands are folded to 2-D, as * folds them.
%! check_mm (randn (2, 2, 3), randn (6, 4), "Backend", "cpu");
%! check_mm (randn (3, 2), randn (2, 2, 2), "Backend", "cpu");
%!test
%! ## Inf and NaN propagate as in A*B.
%! A = [1, 2; 3, 4];  B = [Inf, 2; 3, NaN];
%! check_mm (A, B, "Backend", "cpu");
%! check_mm ([1, Inf; -Inf, 1], [2, 1; 3, 1], "Backend", "cpu");
%! check_mm (single ([NaN, 1; 1, 1]), single ([1, 2; 3, 4]), "Backend", "cpu");
%!test
%! check_complex ("Backend", "cpu");
%!test
%! ## Complex products through every classroom kernel on the CPU path; the
%! ## tile check applies to the product's sizes, not the composed ones.
%! for kernel = {"naive", "padded", "auto"}
%!   check_mm (crnd (33, 17, "single"), crnd (17, 15, "single"),
%!             "Kernel", kernel{1}, "Tile", 16, "Backend", "cpu");
%! endfor
%! check_mm (crnd (16, 32, "double"), crnd (32, 16, "double"),
%!           "Kernel", "tiled", "Tile", 16, "Backend", "cpu");
%! check_mm (rnd (32, 64, "double"), crnd (64, 32, "double"),
%!           "Kernel", "tiled", "Backend", "cpu");
%!error id=gputiled:tileMultiple
%! gpu_tiled_mm (crnd (8, 16, "double"), crnd (16, 16, "double"), "Kernel", "tiled", "Tile", 16, "Backend", "cpu");
%!error id=gputiled:tileMultiple
%! gpu_tiled_mm (rnd (16, 16, "double"), crnd (16, 8, "double"), "Kernel", "tiled", "Tile", 16, "Backend", "cpu");
%!test
%! ## Complex products on the CPU: the bits of the real reference run on the
%! ## composed operands, so the classroom kernels and "auto" agree exactly.
%! A = crnd (45, 70, "double");  B = crnd (70, 38, "double");
%! C = gpu_tiled_mm (A, B, "Backend", "cpu");
%! assert (gpu_tiled_mm (A, B, "Kernel", "naive", "Tile", 16, "Backend", "cpu"), C);
%! T = [real(A), -imag(A); imag(A), real(A)];   # block form: the same terms
%! R = gpu_tiled_mm (T([1:45; 46:90](:), [1:70; 71:140](:)),
%!                   [real(B); imag(B)]([1:70; 71:140](:), :), "Backend", "cpu");
%! assert (C, complex (R(1:2:end,:), R(2:2:end,:)));
%!test
%! [~, info] = gpu_tiled_mm (crnd (6, 5, "single"), crnd (5, 4, "single"),
%!                           "Backend", "cpu");
%! assert (info.gflops, 8 * 6 * 4 * 5 / info.kernel_ms / 1e6, -1e-12);
%! [~, info] = gpu_tiled_mm (crnd (6, 5, "single"), rnd (5, 4, "single"),
%!                           "Backend", "cpu");
%! assert (info.gflops, 4 * 6 * 4 * 5 / info.kernel_ms / 1e6, -1e-12);
%!test
%! ## Every kernel and tile, single and double, non-multiple sizes.
%! for kernel = {"naive", "padded"}
%!   for tile = [16, 32]
%!     for cls = {"double", "single"}
%!       for s = [1, 15, 16, 17, 31, 33]
%!         check_mm (rnd (s, 17, cls{1}), rnd (17, 33, cls{1}),
%!                   "Kernel", kernel{1}, "Tile", tile, "Backend", "cpu");
%!         check_mm (rnd (33, s, cls{1}), rnd (s, 16, cls{1}),
%!                   "Kernel", kernel{1}, "Tile", tile, "Backend", "cpu");
%!       endfor
%!     endfor
%!   endfor
%! endfor
%!test
%! ## tiled takes tile multiples, and refuses anything else.
%! for tile = [16, 32]
%!   for cls = {"double", "single"}
%!     check_mm (rnd (tile, 2*tile, cls{1}), rnd (2*tile, 3*tile, cls{1}),
%!               "Kernel", "tiled", "Tile", tile, "Backend", "cpu");
%!   endfor
%! endfor
%!error id=gputiled:tileMultiple
%! gpu_tiled_mm (ones (1000), ones (1000), "Kernel", "tiled", "Tile", 16, "Backend", "cpu");
%!error <multiples of the tile \(32\)>
%! gpu_tiled_mm (ones (64, 48), ones (48, 64), "Kernel", "tiled", "Backend", "cpu");
%!test
%! ## The kernels and tiles all accumulate in the same order: same bits.
%! A = rnd (45, 70, "double");  B = rnd (70, 38, "double");
%! C = gpu_tiled_mm (A, B, "Backend", "cpu");
%! assert (gpu_tiled_mm (A, B, "Kernel", "naive", "Tile", 16, "Backend", "cpu"), C);
%!test
%! ## info describes the call.
%! [C, info] = gpu_tiled_mm (rnd (40, 20, "single"), rnd (20, 70, "single"),
%!                           "Kernel", "naive", "Tile", 16, "Backend", "cpu");
%! assert (info.kernel, "naive");
%! assert (info.tile, 16);
%! assert (info.backend, "cpu");
%! assert (info.device, "cpu");
%! assert (info.grid, [3, 5, 1]);
%! assert (info.block, [16, 16, 1]);
%! for f = {"init_ms", "staging_ms", "h2d_ms", "kernel_ms", "d2h_ms", "overlap_ms", "total_ms", "gflops", "tiles"}
%!   assert (isscalar (info.(f{1})) && info.(f{1}) >= 0, "%s", f{1});
%! endfor
%! assert (info.total_ms >= info.kernel_ms);
%!test
%! ## "auto" on the CPU runs the reference order: the padded kernel's bits.
%! A = rnd (50, 40, "single");  B = rnd (40, 30, "single");
%! [C, info] = gpu_tiled_mm (A, B, "Backend", "cpu");
%! assert (info.kernel, "padded");
%! assert (C, gpu_tiled_mm (A, B, "Kernel", "padded", "Backend", "cpu"));
%!test
%! ## Option names and values are case-insensitive.
%! A = rnd (5, 4, "double");  B = rnd (4, 3, "double");
%! [C, info] = gpu_tiled_mm (A, B, "KERNEL", "Naive", "tile", 16, "backend", "CPU");
%! assert (info.kernel, "naive");
%! assert (info.backend, "cpu");

## ---- Errors ----
%!test
%! ## Where gpu_tiled_mm differs from Octave's A*B (help,
%! ## doc/behaviour.md): a mixed product is always the two real products,
%! ## also where Octave's thin inner dimension makes it call ZGEMM on a
%! ## complexified operand.
%! A = ones (20, 1);  B = complex (ones (1, 20));  B(1) = complex (1, Inf);
%! C = gpu_tiled_mm (A, B, "Backend", "cpu");
%! assert (C(1), complex (1, Inf));
%! assert (C, complex (A * real (B), A * imag (B)));
%! C = gpu_tiled_mm (B.', A.', "Backend", "cpu");
%! assert (C, complex (real (B.') * A.', imag (B.') * A.'));
%! ## Where Octave takes the two real products itself, the answers agree.
%! A = ones (100, 30);  B = complex (ones (30, 100));  B(1) = complex (1, Inf);
%! assert (gpu_tiled_mm (A, B, "Backend", "cpu"), A * B);
%!test
%! ## Complex x complex: each part is the sum of its real products, so a
%! ## part is +-Inf where those say so (Octave's ZGEMM may give NaN).
%! A = [complex(Inf, 2), 2i];  B = [-1; complex(-1, -1)];
%! C = gpu_tiled_mm (A, B, "Backend", "cpu");
%! ar = real (A);  ai = imag (A);  br = real (B);  bi = imag (B);
%! assert (real (C), ar * br - ai * bi);
%! assert (real (C), -Inf);
%! assert (isnan (imag (C)));
%!test
%! ## "auto" without a GPU is the CPU path; a Device needs a GPU backend.
%! if (! gpu_available ())
%!   [C, info] = gpu_tiled_mm ([1, 2], [3; 4], "Backend", "auto");
%!   assert (C, 11);
%!   assert (info.backend, "cpu");
%!   [C, info] = gpu_tiled_mm ([1, 2], [3; 4], "Backend", "auto", "Device", 0);
%!   assert (info.backend, "cpu");
%! endif
%!error <Device 0 selects a GPU, but the Backend is "cpu"> gpu_tiled_mm (1, 2, "Backend", "cpu", "Device", 0)
%!error <Backend must be one of "cuda", "cpu", "auto"> gpu_tiled_mm (1, 2, "Backend", "gpu")
%!testif ; gpu_available ()
%! [C, info] = gpu_tiled_mm ([1, 2], [3; 4], "Backend", "auto");
%! assert (C, 11);
%! assert (info.backend, "cuda");
%! A = ones (20, 1);  B = complex (ones (1, 20));  B(1) = complex (1, Inf);
%! assert (gpu_tiled_mm (A, B), complex (A * real (B), A * imag (B)));
%!error id=gputiled:nonconformant gpu_tiled_mm (ones (2, 3), ones (4, 5), "Backend", "cpu")
%!error <nonconformant arguments \(op1 is 2x3, op2 is 4x5\)> gpu_tiled_mm (ones (2, 3), ones (4, 5))
%!error id=gputiled:nonconformant gpu_tiled_mm (ones (2, 2, 2), ones (2), "Backend", "cpu")
%!error id=gputiled:nonconformant gpu_tiled_mm (ones (1, 3), ones (1, 3), "Backend", "cpu")
%!error id=gputiled:invalidInput gpu_tiled_mm ()
%!error id=gputiled:invalidInput gpu_tiled_mm (1)
%!error id=gputiled:invalidInput gpu_tiled_mm ({1}, 2, "Backend", "cpu")
%!error <A must be a numeric, logical or char array, not a cell> gpu_tiled_mm ({1}, 2)
%!error <B must be a numeric, logical or char array, not a struct> gpu_tiled_mm (1, struct ("a", 1))
%!error id=gputiled:invalidInput gpu_tiled_mm (@sin, 2, "Backend", "cpu")
%!error <A is sparse> gpu_tiled_mm (sparse ([1, 2; 3, 4]), [1; 2])
%!error id=gputiled:invalidInput gpu_tiled_mm ([1, 2], sparse ([1; 2]), "Backend", "cpu")
%!error <integer matrix products are not defined> gpu_tiled_mm (int32 ([1, 2]), [1; 2])
%!error id=gputiled:invalidInput gpu_tiled_mm (int8 ([1, 2; 3, 4]), int8 ([1, 2; 3, 4]), "Backend", "cpu")
%!error <does not mix integer classes> gpu_tiled_mm (int32 (2), int16 (3))
%!error id=gputiled:invalidInput gpu_tiled_mm (int8 ([1, 2]), [1i; 2], "Backend", "cpu")
%!error <cannot multiply complex double by int16> gpu_tiled_mm (2i, int16 ([1, 2]))
%!error id=gputiled:invalidInput gpu_tiled_mm (uint8 (3), single ([1i, 2]), "Backend", "cpu")
%!error id=gputiled:nonconformant gpu_tiled_mm ([1i, 2], [1i, 2], "Backend", "cpu")
%!error <nonconformant arguments \(op1 is 2x3, op2 is 2x2\)> gpu_tiled_mm (ones (2, 3), complex (ones (2)))
%!error id=gputiled:notSupported gpu_tiled_mm ([1i, 2], [1; 2], "Kernel", "cublas", "Backend", "cpu")
%!error <A is sparse> gpu_tiled_mm (sparse ([1i, 2; 3, 4]), [1; 2])
%!error id=gputiled:notSupported gpu_tiled_mm (int64 (2), [1, 2], "Backend", "cpu")
%!error <64-bit integer> gpu_tiled_mm ([1, 2], uint64 (2))
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 2, "Kernel")
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 2, 3, 4)
%!error <unknown option "Speed"> gpu_tiled_mm (1, 2, "Speed", "fast")
%!error <Kernel must be one of "auto", "naive", "tiled", "padded", "regblock", "dmma", "tf32x3", "cublas"> gpu_tiled_mm (1, 2, "Kernel", "cublas9")
%!error <the 'regblock' kernel runs on the GPU only> gpu_tiled_mm (ones (2), ones (2), "Kernel", "regblock", "Backend", "cpu")
%!error id=gputiled:notSupported gpu_tiled_mm (ones (2), ones (2), "Kernel", "cublas", "Backend", "cpu")
%!error id=gputiled:notSupported gpu_tiled_mm (ones (2), ones (2), "Kernel", "dmma", "Backend", "cpu")
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 2, "Kernel", 3)
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 2, "Kernel", "")
%!error <Tile must be 16 or 32> gpu_tiled_mm (1, 2, "Tile", 8)
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 2, "Tile", "32")
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 2, "Tile", [16, 32])
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 2, "Tile", NaN)
%!error <Backend must be one of "cuda", "cpu"> gpu_tiled_mm (1, 2, "Backend", "opencl")
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 2, "Device", -1)
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 2, "Device", 1.5)
%!error id=gputiled:invalidInput
%! [a, b, c] = __gputiled__ ("mm", 1, 2, "padded", 32, "cpu", -1);
%!error id=gputiled:invalidInput __gputiled__ ("nosuchcommand")
%!error id=gputiled:invalidOption __gputiled__ ("mm", 1, 2, "padded", 24, "cpu", -1)

## ---- The same on the GPU ----
%!testif ; gpu_available ()
%! A = rnd (7, 5, "double");  B = rnd (5, 3, "double");
%! check_mm (A, B);
%! check_mm (single (A), single (B));
%! check_mm (A, single (B));
%! check_mm (rand (6, 4) > 0.5, rand (4, 3) > 0.5);
%! check_mm ("abc", rnd (3, 2, "single"));
%! check_mm (2.5, rnd (4, 6, "double"));
%! check_mm (rnd (4, 6, "single"), 3);
%! check_mm (2, randn (2, 3, 4));
%! check_mm (int32 (7), [0.5, 1.5, -2.5, 1e10, -1e10, NaN]);
%! check_mm (0, [Inf, NaN, -Inf, 1]);
%! check_mm (rnd (1, 50, "double"), rnd (50, 1, "double"));
%! check_mm (rnd (50, 1, "double"), rnd (1, 40, "double"));
%! check_mm (zeros (0, 4), rnd (4, 3, "double"));
%! check_mm (rnd (3, 4, "double"), zeros (4, 0));
%! check_mm (zeros (5, 0), zeros (0, 3));
%! check_mm (5, zeros (0, 3));
%! check_mm (randn (2, 2, 3), randn (6, 4));
%! check_mm ([1, 2; 3, 4], [Inf, 2; 3, NaN]);
%! check_mm ([1, Inf; -Inf, 1], [2, 1; 3, 1]);
%!testif ; gpu_available ()
%! check_complex ();
%! ## check_complex mixes classes: "fast" is regblock for its single
%! ## products and dmma for its double ones.
%! for kernel = {"naive", "padded", "fast", "cublas"}
%!   check_complex ("Kernel", kernel{1});
%! endfor
%!testif ; gpu_available ()
%! ## Complex products on the GPU give the CPU reference's bits through the
%! ## classroom kernels; info describes the real product that ran.
%! for cls = {"double", "single"}
%!   A = crnd (45, 70, cls{1});  B = crnd (70, 38, cls{1});
%!   for b = {B, real(B)}
%!     for a = {A, real(A)}
%!       if (iscomplex (a{1}) || iscomplex (b{1}))
%!         R = gpu_tiled_mm (a{1}, b{1}, "Backend", "cpu");
%!         for kernel = {"naive", "padded"}
%!           for tile = [16, 32]
%!             assert (gpu_tiled_mm (a{1}, b{1}, "Kernel", kernel{1}, "Tile", tile), R);
%!           endfor
%!         endfor
%!       endif
%!     endfor
%!   endfor
%!   A = crnd (64, 32, cls{1});  B = crnd (32, 96, cls{1});
%!   assert (gpu_tiled_mm (A, B, "Kernel", "tiled", "Tile", 16),
%!           gpu_tiled_mm (A, B, "Backend", "cpu"));
%! endfor
%! [~, info] = gpu_tiled_mm (crnd (40, 20, "single"), crnd (20, 70, "single"),
%!                           "Kernel", "naive", "Tile", 16);
%! assert (info.kernel, "naive");
%! assert (info.grid, [5, 5, 1]);      # the 80 x 70 real product
%! assert (info.gflops, 8 * 40 * 70 * 20 / info.kernel_ms / 1e6, -1e-12);
%! [~, info] = gpu_tiled_mm (crnd (40, 20, "single"), crnd (20, 70, "single"),
%!                           "Kernel", "cublas");
%! assert (info.kernel, "cublas");
%! [~, info] = gpu_tiled_mm (1i, crnd (3, 3, "double"));
%! assert (info.kernel, "scale");
%!testif ; gpu_available ()
%! for kernel = {"naive", "padded"}
%!   for tile = [16, 32]
%!     for cls = {"double", "single"}
%!       for s = [1, 15, 16, 17, 31, 33]
%!         check_mm (rnd (s, 17, cls{1}), rnd (17, 33, cls{1}),
%!                   "Kernel", kernel{1}, "Tile", tile);
%!         check_mm (rnd (33, s, cls{1}), rnd (s, 16, cls{1}),
%!                   "Kernel", kernel{1}, "Tile", tile);
%!       endfor
%!     endfor
%!   endfor
%! endfor
%!testif ; gpu_available ()
%! for tile = [16, 32]
%!   for cls = {"double", "single"}
%!     check_mm (rnd (tile, 2*tile, cls{1}), rnd (2*tile, 3*tile, cls{1}),
%!               "Kernel", "tiled", "Tile", tile);
%!   endfor
%! endfor
%! try
%!   gpu_tiled_mm (ones (1000), ones (1000), "Kernel", "tiled", "Tile", 16);
%!   error ("tiled accepted 1000x1000 with tile 16");
%! catch err
%!   assert (err.identifier, "gputiled:tileMultiple");
%! end_try_catch
%!testif ; gpu_available ()
%! ## GPU kernels give the CPU reference's bits.
%! for cls = {"double", "single"}
%!   A = rnd (45, 70, cls{1});  B = rnd (70, 38, cls{1});
%!   R = gpu_tiled_mm (A, B, "Backend", "cpu");
%!   for kernel = {"naive", "padded"}
%!     for tile = [16, 32]
%!       assert (gpu_tiled_mm (A, B, "Kernel", kernel{1}, "Tile", tile), R);
%!     endfor
%!   endfor
%!   A = rnd (64, 32, cls{1});  B = rnd (32, 96, cls{1});
%!   R = gpu_tiled_mm (A, B, "Backend", "cpu");
%!   assert (gpu_tiled_mm (A, B, "Kernel", "tiled", "Tile", 16), R);
%!   assert (gpu_tiled_mm (A, B, "Kernel", "tiled", "Tile", 32), R);
%! endfor
%!testif ; gpu_available ()
%! [C, info] = gpu_tiled_mm (rnd (40, 20, "single"), rnd (20, 70, "single"),
%!                           "Kernel", "naive", "Tile", 16);
%! assert (info.kernel, "naive");
%! assert (info.backend, "cuda");
%! s = gpu_info ();
%! assert (info.device, s(1).name);
%! assert (info.grid, [3, 5, 1]);
%! assert (info.block, [16, 16, 1]);
%! ## The kernel reads and writes the pinned buffers in place: no copies.
%! assert ([info.h2d_ms, info.d2h_ms], [0, 0]);
%! assert (info.kernel_ms > 0 && info.total_ms >= info.kernel_ms);
%! assert (info.gflops, 2 * 40 * 70 * 20 / info.kernel_ms / 1e6, -1e-12);
%! setenv ("GPUTILED_ZERO_COPY", "0");
%! __gputiled__ ("config");
%! unwind_protect
%!   [~, info] = gpu_tiled_mm (rnd (40, 20, "single"), rnd (20, 70, "single"),
%!                             "Kernel", "naive", "Tile", 16);
%! unwind_protect_cleanup
%!   unsetenv ("GPUTILED_ZERO_COPY");
%!   __gputiled__ ("config");
%! end_unwind_protect
%! assert (info.h2d_ms > 0 && info.kernel_ms > 0 && info.d2h_ms > 0);
%! assert (info.total_ms >= info.h2d_ms + info.kernel_ms);
%! [~, info] = gpu_tiled_mm (2, ones (3));
%! assert (info.kernel, "scale");
%! assert (info.tile, []);
%!testif ; gpu_available ()
%! ## Device indices beyond the last device are refused, and the next call works.
%! n = numel (gpu_info ());
%! try
%!   gpu_tiled_mm (1, 2, "Device", n);
%!   error ("an out-of-range device was accepted");
%! catch err
%!   assert (err.identifier, "gputiled:invalidDevice");
%!   assert (! isempty (strfind (err.message, "out of range")));
%! end_try_catch
%! assert (gpu_tiled_mm ([1, 2], [3; 4], "Device", 0), 11);
%!testif ; gpu_available ()
%! ## regblock: single precision, any size; without a split it has the CPU
%! ## reference's bits, with one it agrees to rounding error.
%! for s = [1, 15, 31, 33, 64, 65, 127, 129, 255, 257]
%!   A = rnd (s, 2 * s + 3, "single");  B = rnd (2 * s + 3, s + 5, "single");
%!   [C, info] = gpu_tiled_mm (A, B, "Kernel", "regblock");
%!   assert (info.kernel, "regblock");
%!   assert (info.splits, 1);
%!   assert (C, gpu_tiled_mm (A, B, "Backend", "cpu"));
%!   check_mm (A, B, "Kernel", "regblock");
%! endfor
%! A = rnd (40, 4096, "single");  B = rnd (4096, 50, "single");
%! [C, info] = gpu_tiled_mm (A, B, "Kernel", "regblock");
%! assert (info.splits > 1);
%! check_mm (A, B, "Kernel", "regblock");
%! check_mm (A, B, "Kernel", "regblock");     # and the same again
%! assert (gpu_tiled_mm (A, B, "Kernel", "regblock"), C);   # deterministic
%!testif ; gpu_available ()
%! ## Every regblock configuration, forced: edge tiles in M, N and K, and
%! ## products larger than one tile of the biggest (256 x 128); without a
%! ## split each has the CPU path's bits.
%! names = __gputiled__ ("variant", "regblock");
%! assert (numel (names) >= 6);
%! unwind_protect
%!   for v = 0:numel (names) - 1
%!     __gputiled__ ("variant", v);
%!     for s = [1, 33, 129, 300]
%!       A = rnd (s, 2 * s + 3, "single");  B = rnd (2 * s + 3, s + 131, "single");
%!       [C, info] = gpu_tiled_mm (A, B, "Kernel", "regblock");
%!       assert ({info.kernel, info.config, info.splits},
%!               {"regblock", names{v+1}, 1});
%!       assert (C, gpu_tiled_mm (A, B, "Backend", "cpu"));
%!     endfor
%!   endfor
%! unwind_protect_cleanup
%!   __gputiled__ ("variant", -1);
%! end_unwind_protect
%!testif ; gpu_available ()
%! ## The default configurations follow the shape (gemm_bench --sweep and
%! ## --small on an H200): 256 x 128 regblock tiles where they give every
%! ## multiprocessor a block, 64 x 64 where 128 x 64 ones would leave more
%! ## than half of them idle; dmma's 64 x 64 tiles (4 warps) for at most
%! ## 64 columns.
%! sms = gpu_info ()(1).multiprocessors;
%! n = 256 * ceil (sqrt (sms / 2));              # (n / 256) * (n / 128) >= sms
%! [~, info] = gpu_tiled_mm (rnd (n, 40, "single"), rnd (40, n, "single"),
%!                           "Kernel", "regblock");
%! assert (info.config, "256x128x16 w64x64 t8x16");
%! [~, info] = gpu_tiled_mm (rnd (256, 200, "single"), rnd (200, 256, "single"),
%!                           "Kernel", "regblock");
%! assert (info.config, "64x64x16 w32x32 t4x8");
%! if (any (strcmp (gpu_info ()(1).kernels, "dmma")))
%!   [~, info] = gpu_tiled_mm (rnd (1024, 2048, "double"), rnd (2048, 64, "double"));
%!   assert ({info.kernel, info.config}, {"dmma", "64x64x16_s3_k8_w4"});
%!   assert (info.splits > 1);
%! endif
%!testif ; gpu_available ()
%! ## tf32x3: single on the TF32 tensor cores where gpu_info lists it
%! ## (compute capability 8.0 and later), within (K + 8) eps |A| |B| of A*B,
%! ## Inf and NaN included; elsewhere refused.
%! s = gpu_info ();
%! if (! any (strcmp (s(1).kernels, "tf32x3")))
%!   try
%!     gpu_tiled_mm (single (ones (40)), single (ones (40)), "Kernel", "tf32x3");
%!     error ("tf32x3 ran below compute capability 8.0");
%!   catch err
%!     assert (err.identifier, "gputiled:notSupported");
%!   end_try_catch
%! else
%!   check_tf32x3 ([1, 15, 33, 127, 129, 257, 1000], "");
%!   ## auto picks it where K >= 512, on Hopper (the warpgroup kernel,
%!   ## measured faster than regblock there); regblock elsewhere.
%!   [~, info] = gpu_tiled_mm (rnd (2048, 1024, "single"),
%!                             rnd (1024, 2048, "single"));
%!   if (strcmp (s(1).compute_capability, "9.0"))
%!     assert (info.kernel, "tf32x3");
%!   else
%!     assert (info.kernel, "regblock");
%!   endif
%!   [~, info] = gpu_tiled_mm (rnd (2048, 256, "single"),
%!                             rnd (256, 2048, "single"));
%!   assert (info.kernel, "regblock");
%! endif
%! try
%!   gpu_tiled_mm (ones (40), ones (40), "Kernel", "tf32x3");
%!   error ("tf32x3 accepted double");
%! catch err
%!   assert (err.identifier, "gputiled:notSupported");
%! end_try_catch
%!testif ; gpu_available ()
%! ## tf32x3's configurations, each forced: the mma.sync kernel's
%! ## ("mma_...", gemm_tf32x3_mma.cu, the one of compute capability 8.x) on
%! ## every device that has tf32x3, Hopper too, and on Hopper the warpgroup
%! ## kernel's (64- and 128-row tiles, promotion every k step or once per
%! ## slice): odd sizes, boundary tiles, split-K, Inf and NaN as A*B,
%! ## complex products; within (K + 8) eps |A| |B|.  Then the defaults.
%! s = gpu_info ();
%! if (any (strcmp (s(1).kernels, "tf32x3")))
%!   hopper = strcmp (s(1).compute_capability, "9.0");
%!   names = __gputiled__ ("variant", "tf32x3");
%!   mma = strncmp (names, "mma_", 4);
%!   assert (nnz (mma) >= 1);
%!   if (hopper)
%!     assert (nnz (! mma), 5);
%!   endif
%!   unwind_protect
%!     for v = find (mma | hopper) - 1                  # 0-based variants
%!       __gputiled__ ("variant", v);
%!       check_tf32x3 ([1, 7, 33, 127, 129, 1000], names{v+1});
%!       ## 4095 rows, and K = 4095 (odd, not a multiple of the K step);
%!       ## 64 rows, the 64-row tiles' shape.
%!       check_mm (rnd (4095, 129, "single"), rnd (129, 70, "single"),
%!                 "Kernel", "tf32x3");
%!       check_mm (rnd (130, 4095, "single"), rnd (4095, 33, "single"),
%!                 "Kernel", "tf32x3");
%!       check_mm (rnd (64, 3000, "single"), rnd (3000, 70, "single"),
%!                 "Kernel", "tf32x3");
%!     endfor
%!   unwind_protect_cleanup
%!     __gputiled__ ("variant", -1);
%!   end_unwind_protect
%!   ## The default again: the warpgroup kernel on Hopper, mma.sync elsewhere.
%!   [~, info] = gpu_tiled_mm (rnd (300, 200, "single"),
%!                             rnd (200, 260, "single"), "Kernel", "tf32x3");
%!   assert (strncmp (info.config, "mma_", 4), ! hopper);
%!   if (hopper)
%!     ## 64-row tiles for at most 64 rows, one promotion per slice where
%!     ## a launch sums at least 2048 terms, four stages below that.
%!     [~, info] = gpu_tiled_mm (rnd (64, 8192, "single"),
%!                               rnd (8192, 4096, "single"));
%!     assert ({info.kernel, info.config}, {"tf32x3", "64x128x32_s3"});
%!     assert (info.splits > 1);
%!     [~, info] = gpu_tiled_mm (rnd (2048, 2048, "single"),
%!                               rnd (2048, 2560, "single"));
%!     assert ({info.kernel, info.config, info.splits},
%!             {"tf32x3", "128x128x32_s3_p4", 1});
%!     [~, info] = gpu_tiled_mm (rnd (1024, 1024, "single"),
%!                               rnd (1024, 4096, "single"), "Kernel", "tf32x3");
%!     assert (info.config, "128x128x32_s4");
%!     ## "auto" from K = 512 on, 64-row tiles where 128-row ones and
%!     ## split-K's slices would leave multiprocessors idle; at most 64
%!     ## columns: the mma.sync kernel's 128 x 64 tile.
%!     [~, info] = gpu_tiled_mm (rnd (520, 600, "single"), rnd (600, 500, "single"));
%!     assert ({info.kernel, info.config, info.splits},
%!             {"tf32x3", "64x128x32_s3", 1});
%!     [~, info] = gpu_tiled_mm (rnd (1024, 2048, "single"), rnd (2048, 64, "single"));
%!     assert ({info.kernel, info.config}, {"tf32x3", "mma_128x64x32_s3"});
%!     assert (info.splits > 1);
%!     [~, info] = gpu_tiled_mm (rnd (520, 500, "single"), rnd (500, 500, "single"));
%!     assert (info.kernel, "regblock");
%!   else
%!     ## Forcing a warpgroup configuration elsewhere is refused.
%!     unwind_protect
%!       __gputiled__ ("variant", 0);
%!       try
%!         gpu_tiled_mm (single (ones (40)), single (ones (40)),
%!                       "Kernel", "tf32x3");
%!         error ("the warpgroup tf32x3 kernel ran below compute capability 9.0");
%!       catch err
%!         assert (err.identifier, "gputiled:notSupported");
%!       end_try_catch
%!     unwind_protect_cleanup
%!       __gputiled__ ("variant", -1);
%!     end_unwind_protect
%!   endif
%! endif
%!testif ; gpu_available ()
%! ## regblock is single precision; dmma double.
%! try
%!   gpu_tiled_mm (ones (40), ones (40), "Kernel", "regblock");
%!   error ("regblock accepted double");
%! catch err
%!   assert (err.identifier, "gputiled:notSupported");
%! end_try_catch
%! try
%!   gpu_tiled_mm (single (ones (40)), single (ones (40)), "Kernel", "dmma");
%!   error ("dmma accepted single");
%! catch err
%!   assert (err.identifier, "gputiled:notSupported");
%! end_try_catch
%!testif ; gpu_available ()
%! ## auto picks our fastest kernel for the class and shape, and says so.
%! s = gpu_info ();
%! [~, info] = gpu_tiled_mm (rnd (256, 256, "single"), rnd (256, 256, "single"));
%! assert (info.kernel, "regblock");
%! assert (! isempty (info.config));
%! assert (isempty (info.tile));
%! [~, info] = gpu_tiled_mm (rnd (256, 256, "double"), rnd (256, 256, "double"));
%! assert (info.kernel, ifelse_dmma (s(1).compute_capability));
%! [~, info] = gpu_tiled_mm (rnd (5, 7, "double"), rnd (7, 3, "double"));
%! assert (info.kernel, "padded");
%!testif ; gpu_available ()
%! ## cuBLAS, the reference.
%! for cls = {"single", "double"}
%!   A = rnd (300, 200, cls{1});  B = rnd (200, 100, cls{1});
%!   [C, info] = gpu_tiled_mm (A, B, "Kernel", "cublas");
%!   assert (info.kernel, "cublas");
%!   check_mm (A, B, "Kernel", "cublas");
%! endfor
%!testif ; gpu_available ()
%! ## K = 0 through every GPU kernel: C is zeros (M, N).
%! for kern = {"naive", "padded", "regblock", "dmma", "cublas", "auto"}
%!   cls = ifelse_cls (kern{1});
%!   C = gpu_tiled_mm (zeros (47, 0, cls), zeros (0, 5, cls), "Kernel", kern{1});
%!   assert (C, zeros (47, 5, cls));
%! endfor
