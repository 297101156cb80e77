## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.
##
## gpuArrays of Octave's integer classes, int8 ... uint64 (issue 34: the
## integer classes with Octave's saturating arithmetic).  Every result is
## compared with Octave's own answer for the gathered data: the class,
## the size and the values, exactly (integer arithmetic rounds once, as
## Octave's does), and doubles where Octave gives doubles (sqrt, sum,
## mean) within a few eps.  The data mix random values with each class's
## bounds, zeros, halves (rounding), NaN and Inf (conversions), and
## divisions by zero.  Up to 32 bits everything listed here runs on the
## device (no host fallback); int64 and uint64 arithmetic runs on the host
## (Octave computes it in long double) and still gives Octave's answers.

%!function s = desc (X)
%!  s = sprintf ("%s %s", class (X), mat2str (size (X)));
%!endfunction

## G is a gpuArray whose gather has R's class and size and R's values:
## exactly (TOL 0 or absent) or within TOL (doubles).
%!function check (G, R, what, tol)
%!  assert (isa (G, "gpuArray"), "%s: a %s, not a gpuArray", what, class (G));
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R)))
%!    error ("%s: gives %s, Octave gives %s", what, desc (g), desc (R));
%!  endif
%!  if (nargin < 4 || tol == 0)
%!    ok = isequaln (g, R);
%!    if (! ok)
%!      k = find (! ((g == R) | (isnan (double (g)) & isnan (double (R)))), 1);
%!      error ("%s: element %d is %s, Octave gives %s", what, k,
%!             num2str (g(k)), num2str (R(k)));
%!    endif
%!  else
%!    d = abs (double (g) - double (R));
%!    k = find (! (d <= tol .* max (1, abs (double (R))))
%!              & ! (isnan (g) & isnan (R)) & ! (g == R), 1);
%!    if (! isempty (k))
%!      error ("%s: element %d is %.17g, Octave gives %.17g", what, k,
%!             double (g(k)), double (R(k)));
%!    endif
%!  endif
%!endfunction

## Values of class CLS: its bounds, small numbers, and random ones.
%!function X = idata (cls, sz)
%!  lo = double (intmin (cls));  hi = double (intmax (cls));
%!  edge = [lo, lo + 1, -3, -2, -1, 0, 1, 2, 3, 7, hi - 1, hi];
%!  edge = edge(edge >= lo & edge <= hi);
%!  r = round (lo + (hi - lo) * rand (sz));
%!  r(1:min (numel (edge), numel (r))) = edge(1:min (numel (edge), numel (r)));
%!  X = cast (r, cls);
%!endfunction

%!shared classes, small
%! classes = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"};
%! small = classes(1:6);

%!testif ; ga_ready ()
%! ## Upload and gather of every class, bounds included; what the array
%! ## says about itself.
%! rand ("state", 1);
%! for c = classes
%!   for sz = {[0 0], [1 1], [3 4], [2 3 4], [1 17]}
%!     X = idata (c{1}, sz{1});
%!     G = gpuArray (X);
%!     check (G, X, ["gpuArray (" desc(X) ")"]);
%!     assert (underlyingType (G), c{1});
%!     assert (isinteger (G) && isnumeric (G) && isreal (G) && ! isfloat (G));
%!     assert (! islogical (G));
%!     assert (isUnderlyingType (G, "integer") && isUnderlyingType (G, c{1}));
%!   endfor
%! endfor
%! txt = evalc ("G = gpuArray (int16 ([1 -2]))");
%! assert (! isempty (strfind (txt, "gpuArray (int16)")), txt);

%!testif ; ga_ready ()
%! ## Conversions to every class: rounding halves away from zero, NaN to
%! ## 0, saturation; from double, single and logical, and between the
%! ## integer classes (device conversions, not the host).
%! v = [-1e20, -300, -200.5, -128.5, -127.5, -2.5, -1.5, -0.5, -0, 0.49, ...
%!      0.5, 1.5, 2.5, 127.4, 127.5, 255.5, 300, 65535.5, 2^31 - 0.5, ...
%!      2^32 + 3, 2^53, 9.3e18, 2^63, 1.9e19, 1e20, NaN, Inf, -Inf];
%! f0 = __gputiled_ga__ ("fallbacks");
%! for c = classes
%!   G = gpuArray (v);
%!   check (feval (c{1}, G), feval (c{1}, v), [c{1} " (double)"]);
%!   check (cast (G, c{1}), cast (v, c{1}), ["cast (double, " c{1} ")"]);
%!   check (feval (c{1}, single (G)), feval (c{1}, single (v)), [c{1} " (single)"]);
%!   L = gpuArray ([true false true]);
%!   check (feval (c{1}, L), feval (c{1}, [true false true]), [c{1} " (logical)"]);
%!   for d = classes
%!     X = idata (d{1}, [1 12]);
%!     check (feval (c{1}, gpuArray (X)), feval (c{1}, X), sprintf ("%s (%s)", c{1}, d{1}));
%!   endfor
%!   X = idata (c{1}, [3 5]);
%!   G = gpuArray (X);
%!   check (double (G), double (X), ["double (" c{1} ")"]);
%!   check (single (G), single (X), ["single (" c{1} ")"]);
%!   check (logical (G), logical (X), ["logical (" c{1} ")"]);
%!   check (cast (7.6, "like", G), cast (7.6, "like", X), ["cast like " c{1}]);
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a conversion fell back to the host");
%! fail ("int8 (gpuArray (1 + 2i))", "complex");

%!testif ; ga_ready ()
%! ## + - .* ./ with an integer of the same class, a double, a single and
%! ## a logical, arrays and scalars, both orders, broadcasting; and the
%! ## powers with a double exponent or base: Octave's values exactly
%! ## (computed in double, rounded and saturated once).
%! rand ("state", 2);
%! f0 = __gputiled_ga__ ("fallbacks");
%! ops = {@plus, @minus, @times, @rdivide, @ldivide};
%! for c = small
%!   X = idata (c{1}, [4 5]);
%!   Y = idata (c{1}, [4 5]);
%!   Y(3, 3) = 0;  X(4, 4) = 0;  Y(4, 4) = 0;   # x / 0 and 0 / 0
%!   D = 400 * randn (4, 5);  D(2, 2) = 0;  D(1, 5) = 2.5;  D(2, 5) = NaN;
%!   S = single (D);
%!   L = rand (4, 5) > 0.5;
%!   GX = gpuArray (X);  GY = gpuArray (Y);
%!   for o = ops
%!     f = o{1};  n = func2str (f);
%!     check (f (GX, GY), f (X, Y), [n " " c{1} " " c{1}]);
%!     check (f (GX, D), f (X, D), [n " " c{1} " double"]);
%!     check (f (D, GX), f (D, X), [n " double " c{1}]);
%!     check (f (GX, gpuArray (D)), f (X, D), [n " " c{1} " gpuArray double"]);
%!     check (f (GX, 2.5), f (X, 2.5), [n " " c{1} " 2.5"]);
%!     check (f (-3.5, GX), f (-3.5, X), [n " -3.5 " c{1}]);
%!     check (f (GX, gpuArray (S)), f (X, S), [n " " c{1} " single"]);
%!     check (f (GX, gpuArray (L)), f (X, L), [n " " c{1} " logical"]);
%!     check (f (GX, Y(1, :)), f (X, Y(1, :)), [n " " c{1} " broadcast row"]);
%!     check (f (gpuArray (X(:, 1)), GY), f (X(:, 1), Y), [n " broadcast column"]);
%!     check (f (GX, feval (c{1}, 3)), f (X, feval (c{1}, 3)), [n " host scalar " c{1}]);
%!   endfor
%!   P = double (mod (X, 4));
%!   check (GX .^ 2, X .^ 2, [c{1} " .^ 2"]);
%!   check (GX .^ P, X .^ P, [c{1} " .^ double array"]);
%!   check (GX .^ 0.5, X .^ 0.5, [c{1} " .^ 0.5 (negative bases: NaN, 0)"]);
%!   check (GX .^ -1, X .^ -1, [c{1} " .^ -1"]);
%!   check (2 .^ gpuArray (cast (P, c{1})), 2 .^ cast (P, c{1}), ["2 .^ " c{1}]);
%!   check (GX * 2.6, X * 2.6, [c{1} " * scalar"]);
%!   check (3 * GX, 3 * X, ["scalar * " c{1}]);
%!   check (GX / 4, X / 4, [c{1} " / scalar"]);
%!   check (-GX, -X, ["-" c{1}]);
%!   check (+GX, +X, ["+" c{1}]);
%!   G = GX;  G++;  H = X;  H++;
%!   check (G, H, [c{1} " ++"]);
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "integer arithmetic fell back to the host");

%!testif ; ga_ready ()
%! ## Comparisons (between classes too), & | ! and not: logical results.
%! rand ("state", 3);
%! f0 = __gputiled_ga__ ("fallbacks");
%! cmp = {@eq, @ne, @lt, @le, @gt, @ge};
%! for c = small
%!   X = idata (c{1}, [3 6]);
%!   Y = idata (c{1}, [3 6]);  Y(1:3) = X(1:3);
%!   D = double (X) + [0.5 0 -0.5 0 0 1];
%!   Z = int16 (X);
%!   for o = cmp
%!     f = o{1};  n = func2str (f);
%!     check (f (gpuArray (X), gpuArray (Y)), f (X, Y), [n " " c{1}]);
%!     check (f (gpuArray (X), D), f (X, D), [n " " c{1} " double"]);
%!     check (f (single (D), gpuArray (X)), f (single (D), X), [n " single " c{1}]);
%!     check (f (gpuArray (X), gpuArray (Z)), f (X, Z), [n " " c{1} " int16"]);
%!   endfor
%!   check (gpuArray (X) & gpuArray (Y), X & Y, ["& " c{1}]);
%!   check (gpuArray (X) | 0, X | 0, ["| " c{1}]);
%!   check (! gpuArray (X), ! X, ["! " c{1}]);
%!   check (not (gpuArray (Y)), not (Y), ["not " c{1}]);
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a comparison fell back to the host");

%!testif ; ga_ready ()
%! ## Mappers: abs, sign and the rounding functions keep the class (abs
%! ## and unary minus saturate); the others give doubles, as in Octave.
%! rand ("state", 4);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for c = small
%!   X = idata (c{1}, [2 7]);
%!   G = gpuArray (X);
%!   for f = {@abs, @sign, @real, @imag, @conj, @floor, @ceil, @round, @fix, @uminus}
%!     check (f{1} (G), f{1} (X), [func2str(f{1}) " " c{1}]);
%!   endfor
%!   for f = {@sqrt, @exp, @log, @sin, @cos, @atan, @log2, @angle}
%!     check (f{1} (G), f{1} (X), [func2str(f{1}) " " c{1}], 8 * eps);
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a mapper fell back to the host");

%!testif ; ga_ready ()
%! ## Reductions and the functions that keep values: sums, products,
%! ## means and running sums are doubles; max, min, sort and the like keep
%! ## the class; positions as Octave's.
%! rand ("state", 5);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for c = small
%!   X = idata (c{1}, [5 4 3]);
%!   X(2, :, 1) = X(1, :, 1);   # ties
%!   G = gpuArray (X);
%!   check (sum (G), sum (X), ["sum " c{1}]);
%!   check (sum (G, 3), sum (X, 3), ["sum (G, 3) " c{1}]);
%!   check (sum (G(:)), sum (X(:)), ["sum (G(:)) " c{1}]);
%!   check (prod (G(1:3, 1, 1)), prod (X(1:3, 1, 1)), ["prod " c{1}], 4 * eps);
%!   check (mean (G, 2), mean (X, 2), ["mean " c{1}], 4 * eps);
%!   check (cumsum (G, 2), cumsum (X, 2), ["cumsum " c{1}]);
%!   [m, i] = max (G);  [M, I] = max (X);
%!   check (m, M, ["max " c{1}]);  check (i, I, ["max position " c{1}]);
%!   [m, i] = min (G, [], 2);  [M, I] = min (X, [], 2);
%!   check (m, M, ["min " c{1}]);  check (i, I, ["min position " c{1}]);
%!   check (max (G, 2.7), max (X, 2.7), ["max (G, 2.7) " c{1}]);
%!   check (min (G, NaN), min (X, NaN), ["min (G, NaN) " c{1}]);
%!   check (max (2.5, G), max (2.5, X), ["max (2.5, G) " c{1}]);
%!   check (cummax (G), cummax (X), ["cummax " c{1}]);
%!   [s, i] = sort (G, 2, "descend");  [S, I] = sort (X, 2, "descend");
%!   check (s, S, ["sort " c{1}]);  check (i, I, ["sort positions " c{1}]);
%!   check (diff (G), diff (X), ["diff " c{1}]);
%!   check (any (G), any (X), ["any " c{1}]);
%!   check (all (G, 3), all (X, 3), ["all " c{1}]);
%!   assert (nnz (G), nnz (X));
%!   check (find (G), find (X), ["find " c{1}]);
%!   check (mod (G, 7), mod (X, 7), ["mod " c{1}]);
%!   check (rem (G, -3.5), rem (X, -3.5), ["rem " c{1}]);
%!   check (mod (G, flip (G, 2)), mod (X, flip (X, 2)), ["mod " c{1} " " c{1}]);
%!   check (isnan (G), isnan (X), ["isnan " c{1}]);
%!   check (isfinite (G), isfinite (X), ["isfinite " c{1}]);
%!   check (repmat (G(:, :, 1), 2, 1), repmat (X(:, :, 1), 2, 1), ["repmat " c{1}]);
%!   check (triu (G(:, :, 2)), triu (X(:, :, 2)), ["triu " c{1}]);
%!   check (atan2 (G, 3), atan2 (X, 3), ["atan2 " c{1}], 4 * eps);
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a reduction fell back to the host");

%!testif ; ga_ready ()
%! ## Indexing, assignment (with conversion and saturation), growth,
%! ## deletion, concatenation with the first integer class, reshape,
%! ## permute and transposes of every element size.
%! rand ("state", 6);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for c = classes
%!   X = idata (c{1}, [4 6]);
%!   G = gpuArray (X);
%!   check (G(2:3, [1 5]), X(2:3, [1 5]), ["G(2:3, [1 5]) " c{1}]);
%!   check (G(X > 0), X(X > 0), ["G(mask) " c{1}]);
%!   check (G(end, :), X(end, :), ["G(end, :) " c{1}]);
%!   check (G', X', ["G' " c{1}]);
%!   check (G.', X.', ["G.' " c{1}]);
%!   check (permute (reshape (G, 2, 3, 4), [3 1 2]), permute (reshape (X, 2, 3, 4), [3 1 2]), ["permute " c{1}]);
%!   H = G;  Y = X;
%!   H(2, 3) = 1e6;  Y(2, 3) = 1e6;      # saturates
%!   H(1, :) = -2.5;  Y(1, :) = -2.5;    # rounds
%!   H(:, 2) = gpuArray (int16 (300));  Y(:, 2) = int16 (300);
%!   check (H, Y, ["assignment " c{1}]);
%!   check (G, X, ["the original after H(i) = ... " c{1}]);
%!   H(6, 8) = 7;  Y(6, 8) = 7;
%!   check (H, Y, ["growth " c{1}]);
%!   H(:, 2) = [];  Y(:, 2) = [];
%!   check (H, Y, ["deletion " c{1}]);
%!   check ([G, 2.7 * ones(4, 1)], [X, 2.7 * ones(4, 1)], ["[G, double] " c{1}]);
%!   check ([ones(1, 6); G], [ones(1, 6); X], ["[double; G] " c{1}]);
%!   check ([G; gpuArray(int16 (X))], [X; int16(X)], ["[G; int16] " c{1}]);
%!   check ([true(4, 1), G], [true(4, 1), X], ["[logical, G] " c{1}]);
%!   check (cat (3, G, single (X)), cat (3, X, single (X)), ["cat (3, G, single) " c{1}]);
%!   D = rand (4, 6);  GD = gpuArray (D);  E = D;
%!   GD(2, :) = G(2, :);  E(2, :) = X(2, :);   # a double array stays double
%!   check (GD, E, ["double (i) = " c{1}]);
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "indexing fell back to the host");

%!testif ; ga_ready ()
%! ## Creators of integer classes: zeros, ones, eye, randi, "like".
%! for c = classes
%!   check (zeros (2, 3, c{1}, "gpuArray"), zeros (2, 3, c{1}), ["zeros " c{1}]);
%!   check (ones (3, c{1}, "gpuArray"), ones (3, c{1}), ["ones " c{1}]);
%!   check (eye (2, 4, c{1}, "gpuArray"), eye (2, 4, c{1}), ["eye " c{1}]);
%!   check (gpuArray.ones (1, 2, c{1}), ones (1, 2, c{1}), ["gpuArray.ones " c{1}]);
%!   G = gpuArray (ones (2, c{1}));
%!   check (zeros (3, "like", G), zeros (3, c{1}), ["zeros like " c{1}]);
%!   R = randi ([2 9], 50, 1, c{1}, "gpuArray");
%!   r = gather (R);
%!   assert (class (r), c{1});
%!   assert (all (r >= 2 & r <= 9) && numel (unique (r)) > 4);
%! endfor
%! fail ("rand (2, \"int8\", \"gpuArray\")", "invalid class");
%! fail ("inf (2, \"like\", gpuArray (int8 (1)))", "floating point");

%!testif ; ga_ready ()
%! ## 64-bit classes: their arithmetic runs on the host (with the
%! ## warning) and gives Octave's exact answers; so do the operations
%! ## Octave defines its own way (integer powers of integers) and its
%! ## errors (two classes, integer matrix products).
%! warning ("off", "gputiled:hostFallback", "local");
%! a = int64 (9007199254740993);
%! G = gpuArray (a);
%! check (G + 1, a + 1, "int64 + 1");
%! check (G * 0.5, a * 0.5, "int64 * 0.5");
%! check (-gpuArray (intmin ("int64")), -intmin ("int64"), "-intmin (int64)");
%! check (abs (gpuArray (intmin ("int64"))), abs (intmin ("int64")), "abs (intmin)");
%! U = uint64 ([18446744073709551615 3]);
%! check (gpuArray (U) - 2, U - 2, "uint64 - 2");
%! check (max (gpuArray (U)), max (U), "max uint64");
%! check (sum (gpuArray (U)), sum (U), "sum uint64");
%! X = int8 ([2 -2 3]);  P = int8 ([-1 -1 5]);
%! check (gpuArray (X) .^ gpuArray (P), X .^ P, "int8 .^ int8");
%! check (gpuArray (X) .^ P, X .^ P, "int8 .^ host int8");
%! fail ("gpuArray (int8 (1)) + gpuArray (int16 (1))", "binary operator '\\+' not implemented");
%! fail ("gpuArray (int8 ([1 2])) * gpuArray (int8 ([1; 2]))", "binary operator '\\*' not implemented");
%! fail ("gpu_sum (gpuArray (int8 (1)))", "integer gpuArrays");

%!testif ; ga_ready ()
%! ## Functions with no integer path run on the host with Octave's answer
%! ## (or its error), and give gpuArrays back.
%! warning ("off", "gputiled:hostFallback", "local");
%! X = int16 ([1 5 2; 7 3 3]);
%! G = gpuArray (X);
%! check (median (G, 2), median (X, 2), "median int16");
%! check (diff (G, 2, 2), diff (X, 2, 2), "diff (G, 2, 2) int16");
%! check (sum (G, "native"), sum (X, "native"), "sum native");
%! check (bitand (G, int16 (6)), bitand (X, int16 (6)), "bitand");
%! check (conv2 (G, [1 2]), conv2 (X, [1 2]), "conv2 int16", 0);
%! check (kron (G, [1 2]), kron (X, [1 2]), "kron int16");

## idivide on the device: Octave's idivide.m over the device's division,
## products, comparisons and masked updates, every rounding, every class
## up to 32 bits, host and gpuArray operands mixed, scalars, double and
## single divisors; Octave's answers to the bit (its quirks included),
## no host fallback; Octave's errors; 64-bit classes on the host.
%!testif ; ga_ready ()
%! rand ("seed", 10);
%! n0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"int8", "uint8", "int16", "uint16", "int32", "uint32"}
%!   a = cast (randi ([-200 200], 3, 17), cls{1});
%!   b = cast (randi ([-9 9], 3, 17), cls{1});
%!   for op = {"fix", "round", "floor", "ceil"}
%!     for c = {{gpuArray(a), gpuArray(b)}, {gpuArray(a), b}, {a, gpuArray(b)}, ...
%!              {gpuArray(a), b(2)}, {a(5), gpuArray(b)}, {gpuArray(a), 3.7}, ...
%!              {-7.5, gpuArray(b)}, {gpuArray(a), gpuArray(single(-2.5))}}
%!       h = cellfun (@gather, c{1}, "UniformOutput", false);
%!       check (idivide (c{1}{:}, op{1}), idivide (h{:}, op{1}), ...
%!              sprintf ("idivide %s %s (%s, %s)", cls{1}, op{1}, class (c{1}{1}), class (c{1}{2})));
%!     endfor
%!   endfor
%! endfor
%! check (idivide (gpuArray (int16 ([7 -7 9])), int16 (2)), idivide (int16 ([7 -7 9]), int16 (2)), "default OP");
%! assert (__gputiled_ga__ ("fallbacks") == n0, "idivide fell back to the host");
%! try
%!   idivide (gpuArray (int8 (1)), int16 (2));
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "gputiled:invalidInput");
%!   assert (e.message, "idivide: integer type of X (int8) must match integer type of Y (int16)");
%! end_try_catch
%! try
%!   idivide (gpuArray (1), 2);
%!   error ("no error");
%! catch e
%!   assert (e.message, "idivide: at least one input (X or Y) must be an integer type");
%! end_try_catch
%! warning ("off", "gputiled:hostFallback", "local");
%! check (idivide (gpuArray (int64 ([7 -7])), int64 (2), "floor"), idivide (int64 ([7 -7]), int64 (2), "floor"), "idivide int64");

## bitshift on the device, Octave's to the bit: every integer class (its
## extremes, negative values), doubles and singles (fractions, negative,
## beyond the mantissa, NaN and Inf: through int64 as Octave on x86),
## shifts in and beyond the class's width both ways, N bits kept from 0
## up; K a gpuArray, an array, A a host scalar; no host fallback;
## Octave's errors.
%!testif ; ga_ready ()
%! rand ("seed", 3);
%! n0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "double", "single"}
%!   switch (cls{1})
%!     case "double"
%!       A = [0 1 -1 3 5.5 -7.9 2^52 2^53-1 -3 1e300 NaN Inf -Inf 123456789 0.4 -0.6 2^62];
%!     case "single"
%!       A = single ([0 1 -1 3 5.5 -7.9 2^23 2^24-1 -3 1e30 NaN Inf -Inf 1234567 0.4]);
%!     otherwise
%!       A = [intmin(cls{1}) intmax(cls{1}) cast([0 1 -1 3 100 -100 77 -5], cls{1})];
%!   endswitch
%!   G = gpuArray (A);
%!   for K = [1 -1 0 3 -3 7 8 15 16 31 32 52 53 63 64 65 -7 -8 -63 -64 -70]
%!     for N = {{}, {0}, {3}, {10}, {24}, {53}, {70}}
%!       check (bitshift (G, K, N{1}{:}), bitshift (A, K, N{1}{:}), ...
%!              sprintf ("bitshift %s by %d, N %s", cls{1}, K, num2str ([N{1}{:}])));
%!     endfor
%!   endfor
%!   Kv = randi ([-10 10], size (A));
%!   check (bitshift (G, gpuArray (Kv)), bitshift (A, Kv), ["bitshift by an array, " cls{1}]);
%!   check (bitshift (A(4), gpuArray (Kv)), bitshift (A(4), Kv), ["bitshift of a host scalar, " cls{1}]);
%! endfor
%! assert (__gputiled_ga__ ("fallbacks") == n0, "bitshift fell back to the host");
%! bad = {{gpuArray(true), 1}, "not defined for logical objects"; ...
%!        {gpuArray(uint8(1)), 1, -1}, "N must be positive"; ...
%!        {gpuArray(uint8(1)), 1, [1 2]}, "N must be a scalar integer"; ...
%!        {gpuArray(uint8([1 2])), [1 2 3]}, "size of A and N must match"; ...
%!        {gpuArray(uint8(1)), 1.5}, "K must be a scalar or array of integers"; ...
%!        {gpuArray(int8(5)), Inf}, "K must be a scalar or array of integers"};
%! for k = 1:rows (bad)
%!   try
%!     bitshift (bad{k, 1}{:});
%!     error ("bitshift bad case %d: no error", k);
%!   catch e
%!     assert (e.identifier, "gputiled:invalidInput", e.message);
%!     assert (strncmp (e.message, ["bitshift: " bad{k, 2}], 10 + numel (bad{k, 2})), e.message);
%!   end_try_catch
%! endfor

## bitand, bitor and bitxor on the device with Octave's classes: integers
## of one class bit by bit (signed values as their two's complement bits,
## 64-bit classes included), an integer with a double, single or logical
## operand (converted to the integer's class, saturating), two doubles or
## singles as nonnegative integers (rounded, negative values 0, the result
## double or single), two logicals; scalars with arrays; Octave's errors.
%!testif ; ga_ready ()
%! rand ("seed", 9);
%! ops = {@bitand, @bitor, @bitxor};
%! cases = {{int8([-1 5 -128 127 0]), int8([5 -3 1 -1 0])}, ...
%!          {uint8([200 100 0 255]), uint8(170)}, ...
%!          {int16([-300 4000]), 255}, {uint16(65535), [3 1e6 -4 2.5]}, ...
%!          {int32([-7 9]), single([3 5])}, {uint32(4e9), true}, ...
%!          {int64([-9e18 12345678901234]), int64(-1)}, ...
%!          {uint64([18e18 7]), uint64([2^60 3])}, ...
%!          {[5 6 7.4 -2 1e19], [3 3 3 3 3]}, {single([7 8]), 3}, {single([7 8]), single(12)}, ...
%!          {[true false true], [true true false]}, {true, [1 2 3]}, ...
%!          {uint8(floor (rand (3, 4) * 256)), uint8(floor (rand (3, 4) * 256))}, ...
%!          {zeros(1, 0), 3}};
%! for k = 1:numel (cases)
%!   [a, b] = deal (cases{k}{:});
%!   for f = ops
%!     R = f{1} (a, b);
%!     for g = 1:3
%!       A = a;  B = b;
%!       if (bitand (g, 1)) A = gpuArray (A); endif
%!       if (bitand (g, 2)) B = gpuArray (B); endif
%!       n0 = __gputiled_ga__ ("fallbacks");
%!       Y = f{1} (A, B);
%!       assert (__gputiled_ga__ ("fallbacks") == n0, "%s case %d fell back", func2str (f{1}), k);
%!       check (Y, R, sprintf ("%s case %d (%d)", func2str (f{1}), k, g));
%!     endfor
%!   endfor
%! endfor
%! fail ("bitand (gpuArray (int8 (1)), int16 (1))", "bitand: must have matching operand types");
%! fail ("bitor (gpuArray ([1 2 3]), [1 2])", "bitor: size of X and Y must match, or one operand must be a scalar");
%! fail ("bitxor (gpuArray (1))", "Invalid call to bitxor");
