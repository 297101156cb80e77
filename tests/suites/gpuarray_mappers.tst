## SPDX-License-Identifier: GPL-3.0-or-later
## The elementwise functions of gpuArray that run on the device from the
## one op table (cuda/gt_ew_table.h): Octave's mappers tan, asin ... lgamma,
## sign, fix, angle, cbrt (issue 34) and the binary functions atan2, hypot,
## mod and rem with broadcasting.  Each is compared with Octave's own
## answer for the host data: class, size, real or complex, values within a
## few eps of the class scaled by max (1, abs (expected)), NaN where Octave
## has NaN, the sign of zeros; errors with Octave's messages.

## G (a gpuArray) against Octave's R: class, size, complexity, values
## within K eps (of R's class) times max (1, abs (R)) (K a function:
## K (R) is the tolerance), and the sign of R's zeros (real and imaginary
## parts).
%!function cmp (G, R, k, what)
%!  if (! isa (G, "gpuArray"))
%!    error ("%s: a %s, not a gpuArray", what, class (G));
%!  endif
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R))
%!      || iscomplex (g) != iscomplex (R))
%!    error ("%s: gives %s %s (complex %d), Octave %s %s (complex %d)",
%!           what, class (g), mat2str (size (g)), iscomplex (g),
%!           class (R), mat2str (size (R)), iscomplex (R));
%!  endif
%!  s = max (1, abs (double (R(:))));
%!  parts = {@real, @imag}(1:1 + iscomplex (R));
%!  for part = parts
%!    p = double (part{1} (g(:)));
%!    q = double (part{1} (R(:)));
%!    ## an infinite part: the other part's own scale
%!    if (is_function_handle (k))
%!      tol = k (q, eps (class (R)));
%!    else
%!      tol = k * eps (class (R)) * ifelse_scale (s, q);
%!    endif
%!    bad = isnan (p) != isnan (q) | (isinf (q) & p != q) ...
%!          | (isfinite (q) & ! (abs (p - q) <= tol)) ...
%!          | (q == 0 & p == 0 & signbit (p) != signbit (q));
%!    if (any (bad))
%!      i = find (bad, 1);
%!      error ("%s: element %d (%s of %s) is %.17g, Octave %.17g", what, i,
%!             func2str (part{1}), num2str (R(i)), p(i), q(i));
%!    endif
%!  endfor
%!endfunction

%!function t = ifelse_scale (s, q)
%!  t = s;
%!  t(! isfinite (s)) = max (1, abs (q(! isfinite (s))));
%!endfunction

## Real test values of each function: its domain's edges and beyond,
## zeros of both signs, NaN, Inf, and random values of a few scales.
%!function x = values ()
%!  rand ("state", 341);
%!  x = [0, -0, 1, -1, 0.5, -0.5, 2, -2, 1 + eps, -1 - eps, 1 - eps/2, ...
%!       -2.5, -1.5, -3, 3, 0.1, -0.1, 1e-300, -1e-300, 1e-8, -1e-8, ...
%!       10, -10, 30, -30, 171.5, 200, -170.5, 700, -700, 1e10, -1e10, ...
%!       Inf, -Inf, NaN, 5 * (rand(1, 12) - 0.5), 100 * (rand(1, 6) - 0.5)];
%!endfunction

## Complex test values: near the branch cuts (on the axes, +-0 imaginary
## parts, just off them), the unit circle, large and tiny moduli.
%!function z = cvalues ()
%!  rand ("state", 342);
%!  r = [0, 0.5, 1, 1.5, 2, 10, 1e-8, 1e3];
%!  z = [complex(r, 0), complex(-r, 0), complex(r, -0), complex(-r, -0), ...
%!       complex(0, r), complex(0, -r), complex(-0, r), complex(-0, -r), ...
%!       complex(r, 1e-10), complex(-r, -1e-10), ...
%!       exp(1i * (0:15) * pi / 8), 3 * (rand(1, 10) - 0.5) ...
%!       + 3i * (rand(1, 10) - 0.5), complex(1e150, 1e150), ...
%!       complex(-1e150, 2), complex(3, 1e-300), complex(Inf, 1), ...
%!       complex(1, Inf), complex(NaN, 1), complex(-Inf, 2)];
%!endfunction

## erfinv's tolerance: near +-1 its result moves by eps / erf' (y) when x
## moves by an eps, and Octave's own erfinv (refined on erf, not erfc) is
## that far from the true value (erfinv (1 - 2^-53): 7e-10 relative).
%!function t = erfinv_tol (q, e)
%!  t = 16 * e * max (1, abs (q)) + e * sqrt (pi) / 2 * exp (q .^ 2);
%!endfunction

## erfcinv's: Octave's own is off by up to 1e-10 relative in the tails
## (erfcinv (1e-8) by 2e-10, erfcinv (1e-300) by 1e-10: erfc of its
## answer is 1.6e-7 relative from 1e-300; the host backend's is within an
## eps or two, CUDA's within a few ulp).
%!function t = erfcinv_tol (q, e)
%!  t = 16 * e * max (1, abs (q)) + (abs (q) > 2) .* abs (q) * 1e-9;
%!endfunction

## The mappers, with a tolerance in eps (the C libraries of the host and
## the GPU differ by a few ulp; CUDA's tgamma and lgamma by more).
%!function list = mappers ()
%!  list = {@tan, 8; @asin, 8; @acos, 8; @atan, 8; @sinh, 8; @cosh, 8;
%!          @asinh, 8; @acosh, 8; @atanh, 8; @log2, 8; @log10, 8;
%!          @log1p, 8; @expm1, 8; @erf, 8; @erfc, 8; @erfinv, @erfinv_tol;
%!          @erfcinv, @erfcinv_tol; @gamma, 32; @lgamma, 64; @gammaln, 64;
%!          @sign, 0; @fix, 0; @angle, 4; @arg, 4; @cbrt, 4};
%!endfunction

## The mappers with a complex form on the device.  (Complex asin, acos,
## atan, asinh, acosh and atanh are Octave's, on the host: see
## cuda/kernels/ew_math.cuh.)
%!function list = cfuncs ()
%!  list = {@tan, @sinh, @cosh, @log2, @log10, @log1p, @expm1, @sign, ...
%!          @fix, @angle};
%!endfunction

## ------------------------------------------------------------------ ##
## Device, not host fallback

%!testif ; ga_ready ()
%! ## None of these warns gputiled:hostFallback on real, single or logical
%! ## input: they ran on the device.  (The warning is armed: a mapper with
%! ## no device kernel, erfcx, does warn, turned into an error here.)
%! warning ("error", "gputiled:hostFallback", "local");
%! G = gpuArray ([0.25 0.5]);
%! fail ("erfcx (G)", "gputiled has no GPU implementation");
%! m = mappers ();
%! for k = 1:rows (m)
%!   f = m{k, 1};
%!   f (G); f (single (G)); f (G > 0.3);
%! endfor
%! for f = {@atan2, @hypot, @mod, @rem}
%!   f{1} (G, G); f{1} (G, 2); f{1} (3, single (G));
%! endfor
%! ## complex input of the functions with a complex device form
%! for f = cfuncs ()
%!   f{1} (G + 2i);
%! endfor
%! hypot (G + 1i, G);

## ------------------------------------------------------------------ ##
## Unary functions

%!testif ; ga_ready ()
%! ## real double and single: every value, as a row and as a 3-D array
%! x = values ();
%! m = mappers ();
%! for k = 1:rows (m)
%!   f = m{k, 1};
%!   for c = {@double, @single}
%!     h = c{1} (x);
%!     w = sprintf ("%s (%s)", func2str (f), class (h));
%!     cmp (f (gpuArray (h)), f (h), m{k, 2}, w);
%!     h3 = reshape (h(1:24), 2, 3, 4);
%!     cmp (f (gpuArray (h3)), f (h3), m{k, 2}, [w " 3-D"]);
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## one value at a time: a scalar whose result alone is complex (asin (2),
%! ## log2 (-1), gammaln (-0.5), gammaln (-0)) or real
%! x = values ();
%! m = mappers ();
%! for k = 1:rows (m)
%!   f = m{k, 1};
%!   for v = x(1:35)
%!     cmp (f (gpuArray (v)), f (v), m{k, 2},
%!          sprintf ("%s (%.17g)", func2str (f), v));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## the out-of-domain values by name: complex, as Octave
%! G = @(v) gpuArray (v);
%! cmp (asin (G (2)), asin (2), 8, "asin (2)");
%! cmp (acos (G ([2 -2 0.5])), acos ([2 -2 0.5]), 8, "acos");
%! cmp (acosh (G (0.5)), acosh (0.5), 8, "acosh (0.5)");
%! cmp (acosh (G (-Inf)), acosh (-Inf), 8, "acosh (-Inf)");
%! cmp (atanh (G ([2 -2 1 -1])), atanh ([2 -2 1 -1]), 8, "atanh");
%! cmp (log2 (G ([-1 -0 0 8])), log2 ([-1 -0 0 8]), 8, "log2");
%! cmp (log10 (G ([-1 100])), log10 ([-1 100]), 8, "log10");
%! cmp (log1p (G ([-2 -1 -0])), log1p ([-2 -1 -0]), 8, "log1p");
%! cmp (gammaln (G ([-0.5 -1.5 -2.5 -0 0 -1 -Inf])),
%!      gammaln ([-0.5 -1.5 -2.5 -0 0 -1 -Inf]), 64, "gammaln");
%! cmp (gamma (G ([-0 0 -1 -Inf Inf NaN -2.5])),
%!      gamma ([-0 0 -1 -Inf Inf NaN -2.5]), 32, "gamma");
%! cmp (asin (G (single (2))), asin (single (2)), 8, "asin single");
%! cmp (log2 (G (single (-4))), log2 (single (-4)), 8, "log2 single");
%! ## the other elements of a result made complex: Octave's complex of the
%! ## real answer (NaN + 0i, log (-0) = -Inf + 0i), sqrt and log too
%! v = [-1 NaN -0 0 4 Inf -Inf];
%! for f = {@sqrt, @log, @log2, @log10, @log1p, @asin, @acos, @acosh, ...
%!          @atanh, @gammaln}
%!   cmp (f{1} (G (v)), f{1} (v), 8, [func2str(f{1}) " rerun"]);
%!   cmp (f{1} (G (single (v))), f{1} (single (v)), 8,
%!        [func2str(f{1}) " rerun single"]);
%! endfor
%! ## in the domain: real
%! cmp (asin (G ([1 -1 0.5])), asin ([1 -1 0.5]), 8, "asin in domain");
%! assert (isreal (gather (gammaln (G ([-1.5 0.5 3])))));

%!testif ; ga_ready ()
%! ## zeros, signs and NaN
%! G = gpuArray ([-0 0 NaN -3 3 -Inf Inf]);
%! cmp (sign (G), sign (gather (G)), 0, "sign");
%! cmp (fix (gpuArray ([-0.5 0.5 -2.5 2.7 NaN -Inf])),
%!      fix ([-0.5 0.5 -2.5 2.7 NaN -Inf]), 0, "fix");
%! cmp (angle (G), angle (gather (G)), 4, "angle");
%! assert (gather (angle (gpuArray (-0))), pi);
%! cmp (cbrt (gpuArray ([-0 -8 27 NaN])), cbrt ([-0 -8 27 NaN]), 4, "cbrt");
%! cmp (erfinv (gpuArray ([-1 1 2 -2 NaN -0 0.999999])),
%!      erfinv ([-1 1 2 -2 NaN -0 0.999999]), @erfinv_tol, "erfinv");
%! cmp (erfcinv (gpuArray ([0 2 -1 3 NaN 1e-300 1.5 1e-5])),
%!      erfcinv ([0 2 -1 3 NaN 1e-300 1.5 1e-5]), @erfcinv_tol, "erfcinv");

%!testif ; ga_ready ()
%! ## complex double and single: the branch cuts and beyond
%! z = cvalues ();
%! for f = cfuncs ()
%!   for c = {@double, @single}
%!     h = c{1} (z);
%!     w = sprintf ("%s (complex %s)", func2str (f{1}), class (h));
%!     cmp (f{1} (gpuArray (h)), f{1} (h), 16, w);
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## asin and acos take the conjugate side of the cut for a real part
%! ## above 1 and an imaginary part of either zero, as Octave (complex
%! ## input: on the host); the inverse functions of complex values
%! warning ("off", "gputiled:hostFallback", "local");
%! z = cvalues ();
%! for f = {@asin, @acos, @atan, @asinh, @acosh, @atanh}
%!   cmp (f{1} (gpuArray (z)), f{1} (z), 0, [func2str(f{1}) " complex"]);
%! endfor
%! for z = [complex(2, 0), complex(2, -0), complex(-2, 0), complex(-2, -0)]
%!   cmp (asin (gpuArray (z)), asin (z), 8, sprintf ("asin (%s)", num2str (z)));
%!   cmp (acos (gpuArray (z)), acos (z), 8, sprintf ("acos (%s)", num2str (z)));
%! endfor
%! assert (imag (gather (asin (gpuArray (complex (2, 0))))) < 0);
%! assert (imag (gather (acos (gpuArray (complex (2, 0))))) > 0);

%!testif ; ga_ready ()
%! ## logical input is double; empty and scalar shapes
%! m = mappers ();
%! L = [true false; false true];
%! for k = 1:rows (m)
%!   f = m{k, 1};
%!   cmp (f (gpuArray (L)), f (L), m{k, 2}, [func2str(f) " (logical)"]);
%!   for s = {[0 0], [0 3], [1 0], [2 0 3]}
%!     e = zeros (s{1});
%!     cmp (f (gpuArray (e)), f (e), 0, [func2str(f) " (empty)"]);
%!     cmp (f (gpuArray (single (e))), f (single (e)), 0,
%!          [func2str(f) " (empty single)"]);
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## complex input of the real-only functions: Octave's answer (complex
%! ## erf and erfc) or its error, from the host
%! warning ("off", "gputiled:hostFallback", "local");
%! z = [1+2i, -0.5i];
%! cmp (erf (gpuArray (z)), erf (z), 0, "erf complex");
%! cmp (erfc (gpuArray (z)), erfc (z), 0, "erfc complex");
%! fail ("gamma (gpuArray (z))", "not defined for complex");
%! fail ("gammaln (gpuArray (z))", "not defined for complex");
%! fail ("erfinv (gpuArray (z))", "not defined for complex");
%! fail ("cbrt (gpuArray (z))", "not defined for complex");

## ------------------------------------------------------------------ ##
## atan2, hypot, mod, rem

%!testif ; ga_ready ()
%! ## mod and rem exactly as Octave's, also the sign of zeros: every pair
%! ## of these values
%! x = [5 -5 0 -0 5.5 -5.5 0.3 -0.3 1 Inf -Inf NaN 6 -6 1e-20 -1e-20 ...
%!      7.5 1e300 -4 4];
%! y = [3 -3 0 -0 0.1 -2 2 Inf -Inf NaN 1 0.3 -0.1 1e-300 2.5 -4 4]';
%! for f = {@mod, @rem}
%!   for c = {@double, @single}
%!     X = c{1} (x);
%!     Y = c{1} (y);
%!     w = sprintf ("%s (%s)", func2str (f{1}), class (X));
%!     cmp (f{1} (gpuArray (X), gpuArray (Y)), f{1} (X, Y), 0, w);
%!     cmp (f{1} (gpuArray (X), Y), f{1} (X, Y), 0, [w ", host Y"]);
%!     cmp (f{1} (X, gpuArray (Y)), f{1} (X, Y), 0, [w ", host X"]);
%!     for j = 1:numel (y)
%!       cmp (f{1} (gpuArray (X), Y(j)), f{1} (X, Y(j)), 0,
%!            sprintf ("%s, y = %g", w, Y(j)));
%!       cmp (f{1} (Y(j), gpuArray (X)), f{1} (Y(j), X), 0,
%!            sprintf ("%s, scalar x = %g", w, Y(j)));
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## atan2 and hypot: signs of zeros, infinities, NaN, broadcasting
%! a = [0 -0 1 -1 2.5 -3 Inf -Inf NaN 1e300 -1e-300];
%! b = [0 -0 1 -1 0.5 Inf -Inf NaN 1e300 1e-300 -7]';
%! for f = {@atan2, @hypot}
%!   for c = {@double, @single}
%!     A = c{1} (a);
%!     B = c{1} (b);
%!     w = sprintf ("%s (%s)", func2str (f{1}), class (A));
%!     cmp (f{1} (gpuArray (A), gpuArray (B)), f{1} (A, B), 4, w);
%!     cmp (f{1} (gpuArray (B), A), f{1} (B, A), 4, [w ", host"]);
%!     cmp (f{1} (2, gpuArray (A)), f{1} (2, A), 4, [w ", scalar"]);
%!   endfor
%! endfor
%! ## mixed precision: single
%! cmp (atan2 (gpuArray (single ([1 2])), 3), atan2 (single ([1 2]), 3), 4, "s");
%! cmp (mod (gpuArray ([5 7]), single (3)), mod ([5 7], single (3)), 0, "s");
%! ## hypot of complex operands is of their abs
%! z = [3+4i, -1i, 2];
%! cmp (hypot (gpuArray (z), 1), hypot (z, 1), 4, "hypot complex");
%! cmp (hypot (gpuArray (z), gpuArray (z')), hypot (z, z'), 4, "hypot cc");

%!testif ; ga_ready ()
%! ## shapes: empty, N-D broadcasting, nonconformant
%! for f = {@atan2, @hypot, @mod, @rem}
%!   n = func2str (f{1});
%!   cmp (f{1} (gpuArray (zeros (0, 3)), 1), f{1} (zeros (0, 3), 1), 0, n);
%!   cmp (f{1} (gpuArray (zeros (0, 3)), ones (1, 3)),
%!        f{1} (zeros (0, 3), ones (1, 3)), 0, n);
%!   A = reshape (1:24, 2, 3, 4) / 7;
%!   B = [1 -2 3] / 5;
%!   cmp (f{1} (gpuArray (A), gpuArray (B)), f{1} (A, B), 4, [n " N-D"]);
%!   try
%!     f{1} (gpuArray ([1 2]), gpuArray ([1 2 3]));
%!     error ("no error");
%!   catch e
%!     assert (e.identifier, "Octave:nonconformant-args");
%!     assert (e.message,
%!             [n ": nonconformant arguments (op1 is 1x2, op2 is 1x3)"]);
%!   end_try_catch
%! endfor

%!testif ; ga_ready ()
%! ## Octave's errors: complex operands of atan2, mod and rem; logical and
%! ## char operands of all four (Octave refuses them)
%! warning ("off", "gputiled:hostFallback", "local");
%! G = gpuArray ([1 2]);
%! for n = {"atan2", "mod", "rem"}
%!   fail ([n{1} " (complex (G, 1), 2)"],
%!         [n{1} ": not defined for complex numbers"]);
%!   fail ([n{1} " (G, 1i)"], [n{1} ": not defined for complex numbers"]);
%! endfor
%! for n = {"atan2", "hypot", "mod", "rem"}
%!   fail ([n{1} " (G > 1, 2)"], [n{1} ": wrong type argument"]);
%!   fail ([n{1} " (G, true)"], [n{1} ": wrong type argument"]);
%! endfor
