## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.
##
## conv2 and convn of gpuArrays (issue 34, signal), on the GPU by the
## package's direct kernel (cuda/kernels/convn.cu) or, where there is
## none, on the core's host test backend (a long-double reference); conv
## and filter2, Octave's own m-files, through it.  Every result is compared with
## Octave's own conv2 on the gathered data: class, size, and values within
## c eps (class) K times conv2 (abs (A), abs (B)) elementwise (K the
## terms of a sum), for each SHAPE, double and single, real, complex and
## logical operands, host and gpuArray operands mixed, odd sizes, kernels
## larger than the image and larger than the kernel's 16 x 16 chunks,
## the separable form, empty operands, and NaN and Inf in either operand
## (an Inf of the kernel reaches only the outputs it touches, as in
## Octave).  Bad arguments give gputiled:invalidInput naming conv2.  No
## call falls back to the host.

%!function X = data (sz, cls, cplx)
%!  X = randn (sz);
%!  if (cplx)
%!    X = complex (X, randn (sz));
%!  endif
%!  X = cast (X, cls);
%!endfunction

## G, a gpuArray, against Octave's R: class and size, non-finite elements
## where R has them, values within c eps K conv2 (|A|, |B|) (BOUND).
%!function check_conv (G, R, bound, what)
%!  assert (isa (G, "gpuArray"), "%s: a %s, not a gpuArray", what, class (G));
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R)))
%!    error ("%s: gives %s %s, Octave %s %s", what, class (g),
%!           mat2str (size (g)), class (R), mat2str (size (R)));
%!  endif
%!  if (isempty (R))
%!    return;
%!  endif
%!  if (! iscomplex (R))
%!    assert (all (imag (g(:)) == 0), "%s: imaginary parts", what);
%!    g = real (g);
%!  endif
%!  k = find (isnan (g) != isnan (R) | (isinf (g) != isinf (R)), 1);
%!  if (! isempty (k))
%!    error ("%s: element %d is %s, Octave gives %s", what, k,
%!           num2str (g(k)), num2str (R(k)));
%!  endif
%!  f = isfinite (R(:));
%!  e = abs (double (g(:)(f)) - double (R(:)(f)));
%!  b = bound(:)(f);
%!  [worst, k] = max ([0; e - b]);
%!  if (worst > 0)
%!    error ("%s: error %.3g above its bound %.3g", what, e(k-1), b(k-1));
%!  endif
%!endfunction

%!function b = cbound (A, B, shape, cls)
%!  K = numel (B);
%!  b = 4 * eps (cls) * K * conv2 (abs (double (A)), abs (double (B)), shape) ...
%!      + realmin (cls);
%!endfunction

%!function run_case (A, B, shape, what)
%!  R = conv2 (A, B, shape);
%!  cls = class (R);
%!  check_conv (conv2 (gpuArray (A), gpuArray (B), shape), R, ...
%!              cbound (A, B, shape, cls), [what " (gpu, gpu)"]);
%!endfunction

## ------------------------------------------------------------------ ##
## Every shape, class and complexity; sizes around the 32 x 32 tile and
## the 16 x 16 chunk of the kernel

%!testif ; ga_ready ()
%! randn ("state", 71);
%! sizes = {[1 1], [1 1]; [5 7], [3 3]; [33 31], [4 5]; [70 45], [15 15]; ...
%!          [40 37], [17 20]; [6 4], [9 11]; [1 50], [1 7]; [50 1], [6 1]; ...
%!          [8 8], [8 8]; [64 64], [2 1]};
%! for s = 1:rows (sizes)
%!   for cls = {"double", "single"}
%!     for cplx = [false true; false false; true false; true true]'
%!       A = data (sizes{s, 1}, cls{1}, cplx(1));
%!       B = data (sizes{s, 2}, cls{1}, cplx(2));
%!       for shape = {"full", "same", "valid"}
%!         what = sprintf ("conv2 (%s %s, %s %s, %s)", cls{1}, ...
%!                         mat2str (size (A)), merge (cplx(1), "c", "r"), ...
%!                         mat2str (size (B)), shape{1});
%!         run_case (A, B, shape{1}, what);
%!       endfor
%!     endfor
%!   endfor
%! endfor

## The default shape is "full"; mixed classes give single, logical gives
## double, host operands mix with gpuArrays, host integers count as double

%!testif ; ga_ready ()
%! randn ("state", 72);
%! A = randn (20, 13);  B = single (randn (4, 3));
%! R = conv2 (A, B);
%! check_conv (conv2 (gpuArray (A), gpuArray (B)), R, cbound (A, B, "full", "single"), "default shape");
%! check_conv (conv2 (A, gpuArray (B)), R, cbound (A, B, "full", "single"), "host A");
%! check_conv (conv2 (gpuArray (A), B), R, cbound (A, B, "full", "single"), "host B");
%! L = rand (9, 8) > 0.5;  M = rand (3, 2) > 0.3;
%! check_conv (conv2 (gpuArray (L), gpuArray (M), "same"), conv2 (L, M, "same"), ...
%!             cbound (L, M, "same", "double"), "logical");
%! I = int8 ([1 -2 3; 4 5 -6]);
%! check_conv (conv2 (gpuArray (A), I), conv2 (A, I), cbound (A, double (I), "full", "double"), "int8 B");

## The separable form: M convolved with V1(:) * V2(:).'

%!testif ; ga_ready ()
%! randn ("state", 73);
%! for cls = {"double", "single"}
%!   M = data ([30 27], cls{1}, false);
%!   v1 = data ([1 5], cls{1}, false);  v2 = data ([4 1], cls{1}, true);
%!   for shape = {"full", "same", "valid"}
%!     R = conv2 (v1, v2, M, shape{1});
%!     bound = 4 * eps (cls{1}) * 20 * conv2 (abs (double (v1)), abs (double (v2)), ...
%!                                        abs (double (M)), shape{1}) + realmin (cls{1});
%!     check_conv (conv2 (gpuArray (v1), gpuArray (v2), gpuArray (M), shape{1}), ...
%!                 R, bound, ["separable " cls{1} " " shape{1}]);
%!     check_conv (conv2 (v1, v2, gpuArray (M), shape{1}), R, bound, ...
%!                 ["separable, host vectors " shape{1}]);
%!   endfor
%! endfor

## Empty operands and empty results: Octave's sizes

%!testif ; ga_ready ()
%! cases = {zeros(0, 3), ones(2), "full"; zeros(2, 3), ones(0, 2), "same"; ...
%!          ones(3, 2), ones(2, 3), "valid"; ones(2), ones(3), "valid"; ...
%!          zeros(0, 3), ones(2), "valid"; ones(4), zeros(1, 0), "full"};
%! for k = 1:rows (cases)
%!   [A, B, shape] = cases{k, :};
%!   R = conv2 (A, B, shape);
%!   G = conv2 (gpuArray (A), gpuArray (B), shape);
%!   assert (isa (G, "gpuArray"));
%!   assert (isequal (size (G), size (R)), "empty case %d: %s, Octave %s", k, mat2str (size (G)), mat2str (size (R)));
%!   assert (gather (G), R);
%! endfor
%! G = conv2 (gpuArray (zeros (1, 0)), [1 2 3], ones (2));
%! assert (size (G), size (conv2 (zeros (1, 0), [1 2 3], ones (2))));

## NaN and Inf: in A, and in the kernel (which reaches only the outputs it
## touches in A)

%!testif ; ga_ready ()
%! randn ("state", 74);
%! A = randn (40, 35);  A(3, 4) = NaN;  A(20, 30) = Inf;  A(39, 2) = -Inf;
%! B = randn (5, 4);
%! for shape = {"full", "same", "valid"}
%!   run_case (A, B, shape{1}, ["NaN, Inf in A, " shape{1}]);
%! endfor
%! B(2, 3) = Inf;  B(5, 1) = NaN;
%! A = randn (37, 33);
%! for shape = {"full", "same", "valid"}
%!   run_case (A, B, shape{1}, ["Inf, NaN in B, " shape{1}]);
%! endfor

## conv and filter2 (Octave's m-files) through conv2 on the device; no
## call falls back to the host; the inputs are unchanged

%!testif ; ga_ready ()
%! randn ("state", 75);
%! lastwarn ("", "");
%! a = randn (1, 30);  b = randn (7, 1);
%! for shape = {"full", "same", "valid"}
%!   R = conv (a, b, shape{1});
%!   G = conv (gpuArray (a), gpuArray (b), shape{1});
%!   check_conv (G, R, 4 * eps * 7 * conv (abs (a), abs (b), shape{1}) + realmin, ...
%!               ["conv " shape{1}]);
%! endfor
%! X = randn (25, 19);  H = randn (3, 4);
%! GX = gpuArray (X);
%! R = filter2 (H, X);
%! check_conv (filter2 (gpuArray (H), GX), R, cbound (X, rot90 (H, 2), "same", "double"), "filter2");
%! assert (isequal (gather (GX), X), "the input changed");
%! [~, id] = lastwarn ();
%! assert (! strcmp (id, "gputiled:hostFallback"), "a host fallback");

## Bad arguments

%!testif ; ga_ready ()
%! G = gpuArray (ones (3));
%! bad = {{G, ones(2, 2, 2)}, {ones(2, 2, 2), G}, {G, G, "foo"}, ...
%!        {G, G, G}, {ones(2), [1 2], G}, {G, {1}}, {G, "ab"}, {G}, ...
%!        {G, G, G, G, "same"}};
%! for k = 1:numel (bad)
%!   try
%!     conv2 (bad{k}{:});
%!     error ("case %d: no error", k);
%!   catch e
%!     assert (e.identifier, "gputiled:invalidInput", sprintf ("case %d: %s", k, e.message));
%!     assert (strncmp (e.message, "conv2: ", 7), e.message);
%!   end_try_catch
%! endfor

## ------------------------------------------------------------- convn
## convn (A, B, SHAPE) of N-D gpuArrays on the same kernel (each plane of
## the result sums the 2-D convolutions of B's planes with A's planes under
## them), against Octave's convn: 3-D and 4-D operands, B deeper or larger
## than A, every shape, class and complexity; no call falls back.

%!function b = nbound (A, B, shape, cls)
%!  b = 4 * eps (cls) * numel (B) * convn (abs (double (A)), abs (double (B)), shape) ...
%!      + realmin (cls);
%!endfunction

%!testif ; ga_ready ()
%! randn ("state", 81);
%! n0 = __gputiled_ga__ ("fallbacks");
%! sizes = {[5 6 4], [3 2 2]; [33 31 3], [4 5 2]; [4 3 2 2], [2 2 2 2]; ...
%!          [6 5], [3 3 4]; [7 1 5], [1 1 3]; [3 3 3], [5 5 5]; ...
%!          [40 3 2], [17 2 1]; [2 3 1 4], [2 1 3 2]};
%! for s = 1:rows (sizes)
%!   for cls = {"double", "single"}
%!     for cplx = [false false; true false; false true]'
%!       A = data (sizes{s, 1}, cls{1}, cplx(1));
%!       B = data (sizes{s, 2}, cls{1}, cplx(2));
%!       for shape = {"full", "same", "valid"}
%!         what = sprintf ("convn (%s %s%s, %s%s, %s)", cls{1}, ...
%!                         mat2str (size (A)), merge (cplx(1), "c", ""), ...
%!                         mat2str (size (B)), merge (cplx(2), "c", ""), shape{1});
%!         R = convn (A, B, shape{1});
%!         check_conv (convn (gpuArray (A), gpuArray (B), shape{1}), R, ...
%!                     nbound (A, B, shape{1}, class (R)), what);
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks") == n0, "convn fell back to the host");

## The default shape; host operands, mixed classes, logical and integer
## operands (as double, as in Octave); a 2-D convn is conv2; NaN and Inf
## in either operand

%!testif ; ga_ready ()
%! randn ("state", 82);
%! A = randn (9, 8, 3);  B = single (randn (3, 2, 2));
%! R = convn (A, B);
%! bd = nbound (A, B, "full", "single");
%! check_conv (convn (gpuArray (A), gpuArray (B)), R, bd, "default shape");
%! check_conv (convn (A, gpuArray (B)), R, bd, "host A");
%! check_conv (convn (gpuArray (A), B), R, bd, "host B");
%! L = rand (6, 5, 2) > 0.5;  M = rand (2, 2, 2) > 0.3;
%! check_conv (convn (gpuArray (L), gpuArray (M), "same"), convn (L, M, "same"), ...
%!             nbound (L, M, "same", "double"), "logical");
%! I = int16 (randi ([-9 9], 4, 3, 2));  X = randn (5, 5, 3);
%! check_conv (convn (gpuArray (I), gpuArray (X)), convn (I, X), ...
%!             nbound (double (I), X, "full", "double"), "int16 gpuArray");
%! A2 = randn (20, 17);  B2 = randn (4, 6);
%! G = convn (gpuArray (A2), gpuArray (B2), "same");
%! assert (isequal (gather (G), gather (conv2 (gpuArray (A2), gpuArray (B2), "same"))), ...
%!         "a 2-D convn differs from conv2");
%! A = randn (12, 11, 4);  A(3, 4, 2) = NaN;  A(10, 1, 4) = Inf;
%! B = randn (3, 3, 2);  B(2, 2, 2) = -Inf;
%! for shape = {"full", "same", "valid"}
%!   check_conv (convn (gpuArray (A), gpuArray (B), shape{1}), convn (A, B, shape{1}), ...
%!               nbound (A, B, shape{1}, "double"), ["NaN, Inf, " shape{1}]);
%! endfor

## Empty operands and empty results: Octave's sizes

%!testif ; ga_ready ()
%! cases = {zeros(0, 3), ones(2, 2, 2), "full"; ones(3, 4, 2), zeros(2, 0), "same"; ...
%!          ones(2, 2), ones(3, 3, 2), "valid"; ones(3, 4, 2), ones(2, 2, 3), "valid"; ...
%!          ones(2, 2, 0), ones(2), "full"; ones(4, 4, 2), ones(1, 1, 3), "valid"};
%! for k = 1:rows (cases)
%!   [A, B, shape] = cases{k, :};
%!   R = convn (A, B, shape);
%!   G = convn (gpuArray (A), gpuArray (B), shape);
%!   assert (isa (G, "gpuArray"));
%!   assert (isequal (size (G), size (R)), "empty case %d: %s, Octave %s", k, mat2str (size (G)), mat2str (size (R)));
%!   assert (gather (G), R);
%! endfor

## Bad arguments

%!testif ; ga_ready ()
%! G = gpuArray (ones (3, 3, 2));
%! bad = {{G}, {G, G, "foo"}, {G, G, 3}, {G, {1}}, {G, "ab"}, {G, G, "same", 1}};
%! for k = 1:numel (bad)
%!   try
%!     convn (bad{k}{:});
%!     error ("case %d: no error", k);
%!   catch e
%!     assert (e.identifier, "gputiled:invalidInput", sprintf ("case %d: %s", k, e.message));
%!     assert (strncmp (e.message, "convn: ", 7), e.message);
%!   end_try_catch
%! endfor

## ------------------------------------------------------------- filter
## filter (B, A, X, SI, DIM) on the device against Octave's filter on the
## gathered data: IIR and FIR filters, A(1) other than 1, orders below,
## at and above the eight a thread keeps in registers, along every
## dimension of a 3-D X, initial and final states, single, complex and
## integer operands, one long vector and many short ones.  Real results
## are Octave's to the bit (each product and sum rounded as in Octave's
## loop); complex ones within a few eps of the scale.

%!function check_filter (args, nout, what, tol)
%!  host = cellfun (@(a) gather (a), args, "UniformOutput", false);
%!  R = cell (1, nout);  G = cell (1, nout);
%!  [R{:}] = filter (host{:});
%!  n0 = __gputiled_ga__ ("fallbacks");
%!  [G{:}] = filter (args{:});
%!  assert (__gputiled_ga__ ("fallbacks") == n0, "%s fell back to the host", what);
%!  for k = 1:nout
%!    assert (isa (G{k}, "gpuArray"), "%s: output %d is a %s", what, k, class (G{k}));
%!    g = gather (G{k});
%!    assert (strcmp (class (g), class (R{k})), "%s: a %s, Octave's a %s", what, class (g), class (R{k}));
%!    assert (isequal (size (g), size (R{k})), "%s: size %s, Octave's %s", what,
%!            mat2str (size (g)), mat2str (size (R{k})));
%!    if (nargin < 4 || ! iscomplex (R{k}))
%!      assert (isequaln (g, R{k}), "%s: output %d differs from Octave's (max %g)",
%!              what, k, max (abs (g(:) - R{k}(:))));
%!    else
%!      assert (g, R{k}, -tol);
%!    endif
%!  endfor
%!endfunction

%!testif ; ga_ready ()
%! randn ("state", 21);
%! X = randn (40, 3, 2);
%! cases = {{[1 2 1] / 4, [1 -0.5 0.25]}, {[0.2 0.3], 1}, {2, [4 1]}, {3, 2}, ...
%!          {randn(1, 9), [1 0.1]}, {randn(1, 12), [2 randn(1, 11) * 0.05]}, ...
%!          {1, [1 -1.8 0.81]}, {[1 1], [1 0 0 0]}};
%! for c = 1:numel (cases)
%!   [b, a] = deal (cases{c}{:});
%!   w = sprintf ("case %d", c);
%!   check_filter ({b, a, gpuArray(X)}, 2, [w " along 1"]);
%!   check_filter ({gpuArray(b), gpuArray(a), gpuArray(X), [], 2}, 2, [w " along 2"]);
%!   check_filter ({b, a, gpuArray(X), [], 3}, 2, [w " along 3"]);
%!   ns = max (numel (a), numel (b)) - 1;
%!   si = randn (ns, 3, 2);
%!   check_filter ({b, a, gpuArray(X), gpuArray(si)}, 2, [w " with SI"]);
%!   check_filter ({b, a, gpuArray(single (X)), si}, 2, [w " single"]);
%!   check_filter ({b, a, gpuArray(X(:, 1)'), randn(ns, 1)}, 2, [w " row, SI vector"]);
%!   check_filter ({b * (1 + 0.5i), a, gpuArray(X)}, 2, [w " complex"], 8 * eps);
%! endfor
%! check_filter ({[1 2], 1, gpuArray(int16 ([1 2 3; 4 5 6]))}, 1, "int16 data");
%! check_filter ({[1 2], 1, gpuArray(zeros (0, 3))}, 2, "empty");
%! check_filter ({[], 1, gpuArray(X(:, 1))}, 2, "empty B");
%! ## an empty A: Octave's own filter reads past its end; here its error
%! fail ("filter (1, [], gpuArray ([1 2 3]))", "filter: the first element of A must be nonzero");
%! check_filter ({[1 2], [1 0.5], gpuArray(randn (1, 200000))}, 2, "a long vector");
%! check_filter ({[1 2], [1 0.5], gpuArray(randn (3, 5000))'}, 2, "many columns");

## Octave's errors.
%!testif ; ga_ready ()
%! X = gpuArray (randn (5, 2));
%! fail ("filter ([1 2], [0 1], X)", "filter: the first element of A must be nonzero");
%! fail ("filter ([1 2; 3 4], 1, X)", "filter: A and B must be vectors");
%! fail ("filter ([1 2], 1, X, ones (2, 2))", "filter: first dimension of SI must be of length");
%! fail ("filter ([1 2], 1, X, [], 3)", "filter: DIM must be a valid dimension");
%! fail ("filter ([1 2], 1, X, ones (1, 3))", "filter: dimensionality of SI and X must agree");
%! fail ("filter (1, X)", "Invalid call to filter");
