## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.
##
## sort, cumsum, cumprod, cummax and cummin of gpuArrays (issue 34, the
## sorting and scan part), on the GPU through CUB or, where there is none,
## on the core's host test backend (std::stable_sort and sequential
## loops).  Every result is compared with Octave's own function on the
## gathered data: class, size, and values: sort, cummax and cummin
## exactly (the signs of zeros and the positions included: both sorts are
## stable), cumsum and cumprod within n eps (class) times the running sum
## (product) of the magnitudes, where n is the length of the dimension (a
## parallel scan adds in another order), their non-finite elements
## exactly.  Data: random, tie-heavy (randi (3)), and NaN, Inf, -Inf,
## -0 and +0 mixed in; double, single and logical; empty, scalar, row,
## column, matrix, 3-D and 4-D; every DIM up to ndims + 1; both modes.
## Complex sorts (by abs, then arg), cumsum and cumprod likewise.  Bad arguments give
## Octave's messages.  No call falls back to the host (complex cummax
## and cummin do, with the warning); the input is never changed.  The
## last tests run only on a GPU: arrays large enough for CUB's multi-block
## sorts and scans (one segment, a few long ones sorted one by one, many
## segmented), along every dimension.

## Data of kind K (1 random, 2 ties, 3 specials) of class CLS and size SZ.
%!function X = data (sz, cls, k)
%!  switch (k)
%!    case 1
%!      X = randn (sz);
%!    case 2
%!      X = randi (3, sz);
%!    otherwise
%!      v = [NaN, Inf, -Inf, 0, -0, 1, -1, 2, 2, NaN];
%!      X = v(randi (numel (v), sz));
%!      X = reshape (X, sz);
%!  endswitch
%!  if (strcmp (cls, "logical"))
%!    X = (X > 0);
%!  else
%!    X = cast (X, cls);
%!  endif
%!endfunction

%!function s = desc (X)
%!  s = sprintf ("%s %s", class (X), mat2str (size (X)));
%!endfunction

## G must be a gpuArray whose gather has R's class and size and R's
## values: exactly, signs of zeros and NaN included (TOL 0), or within the
## array TOL where R is finite, and the same non-finite values where not.
%!function check_same (G, R, tol, what)
%!  assert (isa (G, "gpuArray"), "%s: a %s, not a gpuArray", what, class (G));
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R)))
%!    error ("%s: gives %s, Octave gives %s", what, desc (g), desc (R));
%!  endif
%!  if (isempty (R))
%!    return;
%!  endif
%!  if (islogical (R) || isequal (tol, 0))
%!    ok = (g == R) | (isnan (g) & isnan (R));
%!    if (! islogical (R))
%!      ok &= ((signbit (real (g)) == signbit (real (R)))
%!             & (signbit (imag (g)) == signbit (imag (R)))) | isnan (R);
%!    endif
%!  else
%!    fr = isfinite (R);
%!    ok = (! fr & ((g == R) | (isnan (g) & isnan (R))));
%!    ok |= fr & (abs (double (g) - double (R)) <= tol);
%!  endif
%!  k = find (! ok, 1);
%!  if (! isempty (k))
%!    error ("%s: element %d is %s, Octave gives %s", what, k,
%!           num2str (g(k), 17), num2str (R(k), 17));
%!  endif
%!endfunction

## [S, I] = sort (G, ARGS{:}) against Octave's sort of X: the same
## results, or the same error (Octave 7.3's sort with positions refuses a
## DIM beyond ndims but for scalars); S alone as Octave's.
%!function check_sort (G, X, what, varargin)
%!  try
%!    [Sr, Ir] = sort (X, varargin{:});
%!  catch e1
%!    try
%!      [S, I] = sort (G, varargin{:});
%!      error ("test:noError", "%s: no error, Octave's is '%s'", what, e1.message);
%!    catch e2
%!      assert (e2.message, e1.message, what);
%!    end_try_catch
%!    check_same (sort (G, varargin{:}), sort (X, varargin{:}), 0, what);
%!    return;
%!  end_try_catch
%!  [S, I] = sort (G, varargin{:});
%!  check_same (S, Sr, 0, what);  check_same (I, Ir, 0, [what " I"]);
%!endfunction

## The bound for a cumulative sum (product) of X along DIM: n eps times
## the running sum (product) of the magnitudes, n the length.
## A complex G against R part by part (an infinite part beside a finite
## one that a parallel sum rounds otherwise), within TRE and TIM.
%!function check_parts (G, R, tre, tim, what)
%!  assert (iscomplex (gather (G)) || isempty (R), "%s: not complex", what);
%!  check_same (real (G), real (R), tre, [what " (real parts)"]);
%!  check_same (imag (G), imag (R), tim, [what " (imaginary parts)"]);
%!endfunction

%!function t = stol (X, dim, prod_)
%!  cls = class (X);
%!  if (islogical (X))
%!    cls = "double";
%!  endif
%!  n = size (X, dim);
%!  a = abs (double (X));
%!  a(! isfinite (a)) = 0;
%!  if (prod_)
%!    t = 4 * n * eps (cls) * cumprod (max (a, 1), dim);
%!  else
%!    t = 4 * n * eps (cls) * cumsum (a, dim);
%!  endif
%!endfunction

%!function s = shapes ()
%!  s = {[0 0], [0 3], [3 0], [1 1], [1 8], [8 1], [1 200], [7 5], [4 5 6], ...
%!       [1 1 5], [3 1 2], [2 3 4 5]};
%!endfunction

%!function tf = on_gpu ()
%!  tf = false;
%!  try
%!    tf = gpu_available () && ! __gputiled__ ("test", "host_device");
%!  catch
%!  end_try_catch
%!endfunction

## ------------------------------------------------------------------ ##
## sort

%!testif ; ga_ready ()
%! ## [S, I] = sort (G), sort (G, DIM), sort (..., MODE): every shape, class
%! ## and kind of data, every DIM up to ndims + 1, both modes.
%! rand ("state", 11);  randn ("state", 11);
%! for s = shapes ()
%!   for cls = {"double", "single", "logical"}
%!     for k = 1:3
%!       X = data (s{1}, cls{1}, k);
%!       G = gpuArray (X);
%!       w = sprintf ("sort (%s, kind %d)", desc (X), k);
%!       [S, I] = sort (G);
%!       [Sr, Ir] = sort (X);
%!       check_same (S, Sr, 0, w);  check_same (I, Ir, 0, [w " I"]);
%!       check_same (sort (G), Sr, 0, w);
%!       [S, I] = sort (G, "descend");
%!       [Sr, Ir] = sort (X, "descend");
%!       check_same (S, Sr, 0, [w " descend"]);
%!       check_same (I, Ir, 0, [w " descend I"]);
%!       for d = 1:ndims (X) + 1
%!         for m = {"ascend", "descend"}
%!           ww = sprintf ("%s, %d, %s", w, d, m{1});
%!           check_sort (G, X, ww, d, m{1});
%!         endfor
%!         check_sort (G, X, sprintf ("%s, %d", w, d), d);
%!       endfor
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Stability, NaN's place and the signs of zeros, spelled out.
%! x = [2 1 2 1 NaN 1 -0 0 NaN];
%! [s, i] = sort (gpuArray (x));
%! assert (gather (i), [7 8 2 4 6 1 3 5 9]);
%! [sr, ir] = sort (x);
%! assert (gather (i), ir);
%! assert (signbit (gather (s)), signbit (sr));
%! [s, i] = sort (gpuArray (x), "descend");
%! assert (gather (i), [5 9 1 3 2 4 6 7 8]);
%! assert (signbit (gather (s)(8)) && ! signbit (gather (s)(9)));
%! [s, i] = sort (gpuArray (single ([0 -0 0])));
%! assert (gather (i), [1 2 3]);
%! assert (signbit (gather (s)), [false true false]);

%!testif ; ga_ready ()
%! ## DIM as Octave reads it: truncated, a gpuArray DIM read on the host;
%! ## MODE exactly "ascend" or "descend".
%! x = randi (5, 4, 3, 2);  G = gpuArray (x);
%! check_same (sort (G, 1.5), sort (x, 1.5), 0, "DIM 1.5");
%! check_same (sort (G, 2.6), sort (x, 2.6), 0, "DIM 2.6");
%! check_same (sort (G, gpuArray (2)), sort (x, 2), 0, "gpuArray DIM");
%! check_same (sort (G, single (2), "descend"), sort (x, 2, "descend"), 0, "single DIM");
%! S = sort (x, gpuArray (2));
%! assert (! isa (S, "gpuArray"));
%! assert (S, sort (x, 2));

## ------------------------------------------------------------------ ##
## Scans

%!testif ; ga_ready ()
%! ## cumsum, cumprod, cummax and cummin: every shape, class and kind of
%! ## data, every DIM up to ndims + 1.
%! rand ("state", 12);  randn ("state", 12);
%! for s = shapes ()
%!   for cls = {"double", "single", "logical"}
%!     for k = 1:3
%!       X = data (s{1}, cls{1}, k);
%!       G = gpuArray (X);
%!       w = sprintf ("(%s, kind %d)", desc (X), k);
%!       d0 = find (size (X) != 1, 1);
%!       if (isempty (d0))
%!         d0 = 1;
%!       endif
%!       check_same (cumsum (G), cumsum (X), stol (X, d0, false), ["cumsum " w]);
%!       check_same (cumprod (G), cumprod (X), stol (X, d0, true), ["cumprod " w]);
%!       for f = {@cummax, @cummin}
%!         [M, I] = f{1} (G);
%!         [Mr, Ir] = f{1} (X);
%!         ww = [func2str(f{1}) " " w];
%!         check_same (M, Mr, 0, ww);  check_same (I, Ir, 0, [ww " I"]);
%!         check_same (f{1} (G), Mr, 0, ww);
%!       endfor
%!       for d = 1:ndims (X) + 1
%!         ww = sprintf ("%s, %d", w, d);
%!         check_same (cumsum (G, d), cumsum (X, d), stol (X, d, false), ["cumsum " ww]);
%!         check_same (cumprod (G, d), cumprod (X, d), stol (X, d, true), ["cumprod " ww]);
%!         for f = {@cummax, @cummin}
%!           [M, I] = f{1} (G, d);
%!           [Mr, Ir] = f{1} (X, d);
%!           check_same (M, Mr, 0, [func2str(f{1}) " " ww]);
%!           check_same (I, Ir, 0, [func2str(f{1}) " " ww " I"]);
%!         endfor
%!       endfor
%!       if (! islogical (X))
%!         check_same (cumsum (G, "double"), cumsum (X, "double"), stol (double (X), d0, false), ["cumsum double " w]);
%!         check_same (cumsum (G, 2, "native"), cumsum (X, 2, "native"), stol (X, 2, false), ["cumsum native " w]);
%!       endif
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Octave's rules spelled out: NaN passed over once a number is seen,
%! ## the first position on ties; cumsum of single in single; Inf - Inf.
%! [m, i] = cummax (gpuArray ([NaN NaN 1 3 3 NaN 2 5]));
%! assert (gather (m), [NaN NaN 1 3 3 3 3 5]);
%! assert (gather (i), [1 1 3 4 4 4 4 8]);
%! [m, i] = cummin (gpuArray (single ([NaN 0 -0 -1])));
%! assert (gather (i), [1 2 2 4]);
%! assert (signbit (gather (m)), [false false false true]);
%! c = cumsum (gpuArray (single ([1e8 1 -1e8])));
%! assert (class (gather (c)), "single");
%! assert (gather (c), single ([1e8 1e8 0]));
%! assert (gather (cumsum (gpuArray ([1 Inf -Inf 2]))), [1 Inf NaN NaN]);
%! assert (gather (cumprod (gpuArray ([2 0 Inf 3]))), [2 0 NaN NaN]);

%!testif ; ga_ready ()
%! ## DIM as Octave reads it for each function.
%! x = randn (4, 3);  G = gpuArray (x);
%! check_same (cumsum (G, 1.5), cumsum (x, 1.5), stol (x, 1, false), "cumsum 1.5");
%! check_same (cumsum (G, 2.6), cumsum (x, 2.6), stol (x, 2, false), "cumsum 2.6");
%! check_same (cumprod (G, 0), cumprod (x, 0), stol (x, 1, true), "cumprod 0");
%! check_same (cummax (G, gpuArray (2)), cummax (x, 2), 0, "gpuArray DIM");
%! c = cumsum (x, gpuArray (2));
%! assert (! isa (c, "gpuArray"));

## ------------------------------------------------------------------ ##
## diff

%!testif ; ga_ready ()
%! ## diff (G), diff (G, K), diff (G, K, DIM): exactly Octave's (one
%! ## subtraction per element), complex included; K up to beyond the
%! ## length (with DIM; without, where K is below the length).
%! rand ("state", 15);  randn ("state", 15);
%! for s = shapes ()
%!   for cls = {"double", "single", "logical"}
%!     X = data (s{1}, cls{1}, 3);
%!     for cplx = [false, ! islogical(X)]
%!       if (cplx)
%!         X = complex (X, data (s{1}, cls{1}, 1));
%!       endif
%!       G = gpuArray (X);
%!       w = sprintf ("diff (%s%s", desc (X), repmat (" complex", 1, cplx));
%!       d0 = find (size (X) != 1, 1);
%!       if (! isempty (d0) && size (X, d0) > 1)
%!         check_same (diff (G), diff (X), 0, [w ")"]);
%!         check_same (diff (G, size (X, d0) - 1), diff (X, size (X, d0) - 1), 0, [w ", n - 1)"]);
%!       endif
%!       for d = 1:ndims (X)
%!         for k = [0 1 2 5]
%!           check_same (diff (G, k, d), diff (X, k, d), 0, sprintf ("%s, %d, %d)", w, k, d));
%!         endfor
%!       endfor
%!       check_same (diff (G, [], 1), diff (X, [], 1), 0, [w ", [], 1)"]);
%!     endfor
%!   endfor
%! endfor

## ------------------------------------------------------------------ ##
## Bad arguments: Octave's messages

%!testif ; ga_ready ()
%! x = [3 1 2];  G = gpuArray (x);
%! bad = {"sort (A, 0)", "sort (A, -1)", "sort (A, \"foo\")", ...
%!        "sort (A, \"DESCEND\")", "sort (A, \"descend\", 1)", ...
%!        "sort (A, 1, 2)", "sort (A, 1, \"up\")", "sort (A, 1, 2, 3)", ...
%!        "sort (A, 0.6)", ...
%!        "cumsum (A, 0)", "cumsum (A, -1)", "cumsum (A, \"foo\")", ...
%!        "cumsum (A, 1, 2)", "cumprod (A, -1)", "cumprod (A, 1.5)", ...
%!        "cumprod (A, 1, 2)", "cummax (A, 0)", "cummax (A, 1.5)", ...
%!        "cummin (A, 1, 2)", "cummin (A, -3)", "diff (A, -1)", ...
%!        "diff (A, [1 2])", "diff (A, 1, 3)", "diff (A, 1, 0)", ...
%!        "diff (A, 1, 1.5)", "diff (A, 1, 1, 1)"};
%! for b = bad
%!   A = x;
%!   try
%!     eval ([b{1} ";"]);
%!     error ("no error from Octave's %s", b{1});
%!   catch e1
%!   end_try_catch
%!   A = G;
%!   try
%!     eval ([b{1} ";"]);
%!     error ("test:noError", "no error from %s", b{1});
%!   catch e2
%!     assert (! strcmp (e2.identifier, "test:noError"), e2.message);
%!   end_try_catch
%!   assert (e2.identifier, e1.identifier, b{1});
%!   if (! strcmp (e1.identifier, "Octave:invalid-fun-call"))
%!     assert (e2.message, e1.message, b{1});
%!   endif
%! endfor

## ------------------------------------------------------------------ ##
## No host fallback (complex cummax and cummin do, with the warning);
## the input stays as it was

%!testif ; ga_ready ()
%! randn ("state", 13);
%! warning ("on", "gputiled:hostFallback");
%! lastwarn ("");
%! for cls = {"double", "single", "logical"}
%!   X = data ([6 5], cls{1}, 3);
%!   G = gpuArray (X);
%!   H = G;
%!   [S1, I1] = sort (G);  S2 = sort (G, 2, "descend");
%!   C = {S1, I1, S2, cumsum(G), cumsum(G, 2), cumprod(G), cummax(G), ...
%!        cummin(G, 2)};
%!   [M, I] = cummax (G, 2);  C(end+1:end+4) = {M, I, diff(G), diff(G, 2, 2)};
%!   assert (all (cellfun (@(c) isa (c, "gpuArray"), C)));
%!   assert (isequaln (gather (G), X) && isequaln (gather (H), X), "the input changed");
%! endfor
%! [~, id] = lastwarn ();
%! assert (! strcmp (id, "gputiled:hostFallback"), "a host fallback");

%!testif ; ga_ready ()
%! ## Complex sorts on the device: by abs, then arg (-pi as pi), NaN last
%! ## (first descending), stable; every shape and DIM, both modes.
%! rand ("state", 16);  randn ("state", 16);
%! z = complex ([1 1 -1 0 -1 NaN 2 -1 1], [1 -1 0 1 -0 0 0 0 NaN]);
%! check_sort (gpuArray (z), z, "complex ties");
%! check_sort (gpuArray (z), z, "complex ties descend", "descend");
%! check_sort (gpuArray (single (z)), single (z), "single complex ties");
%! warning ("on", "gputiled:hostFallback");
%! lastwarn ("");
%! for s = shapes ()
%!   for cls = {"double", "single"}
%!     for k = 1:3
%!       X = complex (data (s{1}, cls{1}, k), data (s{1}, cls{1}, k));
%!       G = gpuArray (X);
%!       w = sprintf ("sort (%s complex, kind %d)", desc (X), k);
%!       check_sort (G, X, w);
%!       check_sort (G, X, [w " descend"], "descend");
%!       for d = 1:ndims (X) + 1
%!         check_sort (G, X, sprintf ("%s, %d", w, d), d);
%!         check_sort (G, X, sprintf ("%s, %d descend", w, d), d, "descend");
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! [~, id] = lastwarn ();
%! assert (! strcmp (id, "gputiled:hostFallback"), "a host fallback");

%!testif ; ga_ready ()
%! ## Complex cumsum and cumprod on the device: sums part by part,
%! ## products as std::complex multiplies; every shape, both classes,
%! ## every DIM, "double" of single; NaN and Inf in sums (a product's
%! ## infinities depend on the order of a parallel scan: products of
%! ## numbers no larger than 1).
%! ## Complex cummax and cummin stay on the host, with Octave's answer.
%! randn ("state", 15);  rand ("state", 15);
%! n0 = __gputiled_ga__ ("fallbacks");
%! for s = shapes ()
%!   for cls = {"double", "single"}
%!     for k = 1:3
%!       X = complex (data (s{1}, cls{1}, k), data (s{1}, cls{1}, 1));
%!       G = gpuArray (X);
%!       w = sprintf ("(%s complex, kind %d)", desc (X), k);
%!       d0 = find (size (X) != 1, 1);
%!       if (isempty (d0))
%!         d0 = 1;
%!       endif
%!       check_parts (cumsum (G), cumsum (X), stol (real (X), d0, false), ...
%!                    stol (imag (X), d0, false), ["cumsum " w]);
%!       check_parts (cumsum (G, "double"), cumsum (X, "double"), ...
%!                    stol (double (real (X)), d0, false), ...
%!                    stol (double (imag (X)), d0, false), ["cumsum double " w]);
%!       for d = 1:ndims (X) + 1
%!         ww = sprintf ("%s, %d", w, d);
%!         check_parts (cumsum (G, d), cumsum (X, d), stol (real (X), d, false), ...
%!                      stol (imag (X), d, false), ["cumsum " ww]);
%!         if (k < 3)
%!           U = X ./ max (1, abs (X));     # |U| <= 1: no overflow
%!           t = stol (U, d, true);
%!           check_parts (cumprod (gpuArray (U), d), cumprod (U, d), t, t, ...
%!                        ["cumprod " ww]);
%!         endif
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks") == n0, "a complex scan fell back to the host");
%! z = complex ([1 1 -1 0], [1 -1 0 1]);
%! warning ("off", "gputiled:hostFallback", "local");
%! C = cummax (gpuArray (z));
%! assert (isa (C, "gpuArray"));
%! assert (gather (C), cummax (z));

## ------------------------------------------------------------------ ##
## On a GPU only: arrays large enough for CUB's multi-block sorts and
## scans, one segment and many, along every dimension.

%!testif ; on_gpu ()
%! rand ("state", 14);  randn ("state", 14);
%! for cls = {"double", "single"}
%!   for k = 1:3
%!     for sz = {[2^20 + 3, 1], [1, 2^20 + 3], [1000, 1001], [2^18 + 5, 3], ...
%!               [37, 2^14, 3], [3, 5, 2^16]}
%!       X = data (sz{1}, cls{1}, k);
%!       G = gpuArray (X);
%!       w = sprintf ("(%s, kind %d)", desc (X), k);
%!       for d = 1:ndims (X)
%!         ww = sprintf ("%s, %d", w, d);
%!         for m = {"ascend", "descend"}
%!           [S, I] = sort (G, d, m{1});
%!           [Sr, Ir] = sort (X, d, m{1});
%!           check_same (S, Sr, 0, ["sort " ww " " m{1}]);
%!           check_same (I, Ir, 0, ["sort " ww " " m{1} " I"]);
%!           ## no positions: the keys alone (no -0 in kinds 1 and 2)
%!           check_same (sort (G, d, m{1}), Sr, 0, ["sort " ww " " m{1} " S"]);
%!         endfor
%!         check_same (cumsum (G, d), cumsum (X, d), stol (X, d, false), ["cumsum " ww]);
%!         for f = {@cummax, @cummin}
%!           [M, I] = f{1} (G, d);
%!           [Mr, Ir] = f{1} (X, d);
%!           check_same (M, Mr, 0, [func2str(f{1}) " " ww]);
%!           check_same (I, Ir, 0, [func2str(f{1}) " " ww " I"]);
%!         endfor
%!       endfor
%!     endfor
%!   endfor
%! endfor

%!testif ; on_gpu ()
%! ## Complex cumsum and cumprod of arrays large enough for CUB's
%! ## multi-block scans (products of unit numbers, which neither grow nor
%! ## vanish), along every dimension.
%! rand ("state", 16);  randn ("state", 16);
%! for cls = {"double", "single"}
%!   for sz = {[2^20 + 3, 1], [1000, 1001], [37, 2^14, 3]}
%!     X = cast (complex (randn (sz{1}), randn (sz{1})), cls{1});
%!     U = exp (1i * cast (2 * pi * rand (sz{1}), cls{1}));
%!     G = gpuArray (X);  GU = gpuArray (U);
%!     for d = 1:ndims (X)
%!       w = sprintf ("(%s complex, %d)", desc (X), d);
%!       check_same (cumsum (G, d), cumsum (X, d), stol (X, d, false), ["cumsum " w]);
%!       check_same (cumprod (GU, d), cumprod (U, d), stol (U, d, true), ["cumprod " w]);
%!     endfor
%!   endfor
%! endfor

%!testif ; on_gpu ()
%! ## A sort with no positions sorts the keys alone unless the array holds
%! ## a -0, whose sign only the sort with positions keeps: one -0 among
%! ## many numbers, zeros of both signs, NaN and Inf, either direction.
%! randn ("state", 17);
%! for cls = {"double", "single"}
%!   x = cast (round (randn (2^17, 3) * 4) + 0, cls{1});  # + 0: no -0
%!   x([5, 70000, 2^17]) = [NaN, Inf, -Inf];
%!   for neg = [false, true]
%!     if (neg)
%!       x(100) = -0;
%!     endif
%!     G = gpuArray (x);
%!     for m = {"ascend", "descend"}
%!       for d = 1:2
%!         check_same (sort (G, d, m{1}), sort (x, d, m{1}), 0, ...
%!                     sprintf ("sort %s -0 %d, %d %s", cls{1}, neg, d, m{1}));
%!       endfor
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## No device buffer left behind by the scratch.
%! G = gpuArray (randn (300, 70));
%! s0 = __gputiled_ga__ ("stats");
%! [S, I] = sort (G, 2);  C = cumsum (G, 2);  [M, J] = cummin (G);
%! clear S I C M J
%! s1 = __gputiled_ga__ ("stats");
%! assert (s1, s0);
