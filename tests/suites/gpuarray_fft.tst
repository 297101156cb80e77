## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.
##
## fft, ifft, fft2, ifft2, fftn and ifftn of gpuArrays (issue 34, the FFT
## part), on the GPU through cuFFT or, where there is none, on the core's
## host test backend (a long-double DFT taking the same steps).  Every
## result is compared with Octave's own function on the gathered data:
## class, size, and values within c eps (class) log2 (N) times the largest
## magnitude the transform can reach (max |x| times N for a forward
## transform, max |x| for an inverse one, which Octave divides by N), for
## every calling form, double and single, real, complex and logical,
## empty, scalar, row, column, odd, prime (97) and power-of-two lengths,
## 1000, N-D arrays along every dimension, N above and below the length,
## NaN and Inf.  Complexity is compared up to Octave's narrowing: Octave
## makes a complex result whose imaginary parts are all zero real, a
## gpuArray keeps it complex (as MATLAB does); its imaginary parts must
## then be zero within the tolerance.  Bad arguments give Octave's
## messages.  No call falls back to the host; the input is never
## changed; plans are kept per shape and released by gpu_reset.

## A random array of class CLS, complex or not, of size SZ.
%!function X = data (sz, cls, cplx)
%!  X = randn (sz);
%!  if (cplx)
%!    X = complex (X, randn (sz));
%!  endif
%!  X = cast (X, cls);
%!endfunction

%!function s = desc (X)
%!  c = "";
%!  if (iscomplex (X))
%!    c = " complex";
%!  endif
%!  s = sprintf ("%s%s %s", class (X), c, mat2str (size (X)));
%!endfunction

## The bound on the error of a transform of length N (the product of the
## transformed extents) of X: c eps log2 N times the largest magnitude a
## result can reach.
%!function t = ftol (X, N, inverse)
%!  cls = class (X);
%!  if (islogical (X))
%!    cls = "double";
%!  endif
%!  m = max ([0; abs(double (X(:)))]);
%!  if (! inverse)
%!    m *= N;
%!  endif
%!  t = 8 * eps (cls) * (ceil (log2 (max (N, 2))) + 1) * m;
%!endfunction

## G must be a gpuArray whose gather has R's class and size, complexity up
## to Octave's narrowing, the non-finite elements of R where R has them
## (NaN where R has NaN when NANS), and R's finite values within TOL.
%!function check_fft (G, R, tol, what, nans)
%!  if (nargin < 5)
%!    nans = false;
%!  endif
%!  assert (isa (G, "gpuArray"), "%s: a %s, not a gpuArray", what, class (G));
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R)))
%!    error ("%s: gives %s, Octave gives %s", what, desc (g), desc (R));
%!  endif
%!  if (isempty (R))
%!    assert (! iscomplex (G) || isempty (G), "%s", what);
%!    return;
%!  endif
%!  fg = isfinite (g);  fr = isfinite (R);
%!  k = find (fg != fr, 1);
%!  if (! isempty (k))
%!    error ("%s: element %d is %s, Octave gives %s", what, k,
%!           num2str (g(k)), num2str (R(k)));
%!  endif
%!  if (nans)
%!    k = find (isnan (g) != isnan (R), 1);
%!    if (! isempty (k))
%!      error ("%s: element %d is %s, Octave gives %s", what, k,
%!             num2str (g(k)), num2str (R(k)));
%!    endif
%!  endif
%!  d = abs (double (g(fr)) - double (R(fr)));
%!  k = find (! (d <= tol), 1);
%!  if (! isempty (k))
%!    f = find (fr);
%!    error ("%s: element %d is %s, Octave gives %s (|difference| %.3g > %.3g)",
%!           what, f(k), num2str (g(f(k)), 17), num2str (R(f(k)), 17), d(k), tol);
%!  endif
%!endfunction

## The sizes of the sweep.
%!function s = shapes ()
%!  s = {[0 0], [0 3], [3 0], [1 0], [1 1], [1 8], [8 1], [97 1], [1 1000], ...
%!       [16 3], [7 5], [4 5 6], [1 1 5], [3 1 2], [2 3 4 5]};
%!endfunction

## ------------------------------------------------------------------ ##
## fft and ifft

%!testif ; ga_ready ()
%! ## fft (G), fft (G, [], DIM) and ifft alike, every shape, class and
%! ## complexity, every dimension up to ndims.
%! randn ("state", 341);
%! for s = shapes ()
%!   for cls = {"double", "single"}
%!     for cplx = [false, true]
%!       X = data (s{1}, cls{1}, cplx);
%!       G = gpuArray (X);
%!       for f = {@fft, @ifft}
%!         inv = strcmp (func2str (f{1}), "ifft");
%!         w = sprintf ("%s (%s)", func2str (f{1}), desc (X));
%!         R = f{1} (X);
%!         d0 = find (size (X) != 1, 1);
%!         if (isempty (d0))
%!           d0 = 1;
%!         endif
%!         check_fft (f{1} (G), R, ftol (X, size (X, d0), inv), w);
%!         for d = 1:ndims (X)
%!           check_fft (f{1} (G, [], d), f{1} (X, [], d),
%!                      ftol (X, size (X, d), inv), sprintf ("%s, [], %d", w, d));
%!         endfor
%!       endfor
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## N above, below and equal to the length, 1 and 0, along each
%! ## dimension: zeros padded or the array truncated first.
%! randn ("state", 342);
%! for s = {[8 1], [1 7], [6 5], [4 5 6], [97 2]}
%!   for cls = {"double", "single"}
%!     for cplx = [false, true]
%!       X = data (s{1}, cls{1}, cplx);
%!       G = gpuArray (X);
%!       for f = {@fft, @ifft}
%!         inv = strcmp (func2str (f{1}), "ifft");
%!         for d = [0, 1:ndims(X)]
%!           if (d == 0)
%!             len = size (X, find (size (X) != 1, 1));
%!           else
%!             len = size (X, d);
%!           endif
%!           for n = unique ([0, 1, 2, len - 1, len, len + 3, 2 * len, 16])
%!             if (n < 0)
%!               continue;
%!             endif
%!             w = sprintf ("%s (%s, %d, %d)", func2str (f{1}), desc (X), n, d);
%!             if (d == 0)
%!               R = f{1} (X, n);  F = f{1} (G, n);
%!             else
%!               R = f{1} (X, n, d);  F = f{1} (G, n, d);
%!             endif
%!             check_fft (F, R, ftol (X, max (n, 1), inv) * max (1, n / len), w);
%!           endfor
%!         endfor
%!       endfor
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Lengths that are prime, odd, powers of two and 1000; long vectors.
%! randn ("state", 343);
%! for n = [2 3 5 97 128 255 256 1000 1024]
%!   for cls = {"double", "single"}
%!     for cplx = [false, true]
%!       X = data ([n 2], cls{1}, cplx);
%!       G = gpuArray (X);
%!       check_fft (fft (G), fft (X), ftol (X, n, false), sprintf ("fft %d %s", n, desc (X)));
%!       check_fft (ifft (G), ifft (X), ftol (X, n, true), sprintf ("ifft %d %s", n, desc (X)));
%!       check_fft (fft (G.', [], 2), fft (X.', [], 2), ftol (X, n, false),
%!                  sprintf ("fft rows %d %s", n, desc (X)));
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Logical input is transformed as double; N = 1 is the first slice,
%! ## by indexing (a real array stays real, a logical one logical).
%! L = [true false true; false false true];
%! G = gpuArray (L);
%! check_fft (fft (G), fft (L), ftol (L, 2, false), "fft (logical)");
%! check_fft (ifft (G, [], 2), ifft (L, [], 2), 1e-15, "ifft (logical, [], 2)");
%! check_fft (fft2 (G), fft2 (L), 1e-14, "fft2 (logical)");
%! check_fft (fftn (G), fftn (L), 1e-14, "fftn (logical)");
%! F = fft (G, 1);
%! assert (classUnderlying (F), "logical");
%! assert (gather (F), fft (L, 1));
%! X = randn (3, 4);
%! F = fft (gpuArray (X), 1, 2);
%! assert (isreal (F) && isequal (gather (F), fft (X, 1, 2)));
%! F = fft (gpuArray (5));
%! assert (isreal (F) && isequal (gather (F), 5));
%! F = fft (gpuArray (single (5 + 2i)));
%! assert (iscomplex (F) && isequal (gather (F), single (5 + 2i)));

%!testif ; ga_ready ()
%! ## Empty results are real zeros of Octave's size and class.
%! for c = {{zeros(0, 3)}, {zeros(3, 0)}, {zeros(0, 3), [], 2}, ...
%!          {zeros(2, 3), 0}, {zeros(2, 3), 0, 2}, {zeros(3, 0), 2, 2}, ...
%!          {zeros(2, 3, 0), 4, 2}, {zeros(1, 0), 3}, {single(zeros(0, 3))}}
%!   a = c{1};
%!   R = fft (a{:});
%!   a{1} = gpuArray (a{1});
%!   F = fft (a{:});
%!   assert (isa (F, "gpuArray"));
%!   g = gather (F);
%!   assert (class (g), class (R));
%!   assert (size (g), size (R));
%!   assert (g, R);
%! endfor
%! assert (size (fft2 (gpuArray (zeros (0, 3)))), [0 0]);
%! assert (size (ifft2 (gpuArray (zeros (3, 0, 2)))), [0 0]);
%! assert (size (fft2 (gpuArray (ones (2, 3)), 0, 2)), [0 0]);
%! assert (size (fftn (gpuArray ([]))), [0 0]);
%! assert (classUnderlying (fft2 (gpuArray (single ([])))), "single");
%! assert (size (gather (fft2 (gpuArray (zeros (2, 3, 0))))), size (fft2 (zeros (2, 3, 0))));

%!testif ; ga_ready ()
%! ## fftn of an array with some extents 0 (Octave 7.3's FFTW planner
%! ## fails or does not return there): the empty array of the size.
%! F = fftn (gpuArray (zeros (0, 3)));
%! assert (size (F), [0 3]);
%! assert (isreal (F) && strcmp (classUnderlying (F), "double"));
%! F = ifftn (gpuArray (single (zeros (3, 0))), [3 0]);
%! assert (size (F), [3 0]);
%! assert (classUnderlying (F), "single");

## ------------------------------------------------------------------ ##
## fft2, fftn and their inverses

%!testif ; ga_ready ()
%! ## fft2 and ifft2 with and without M, N; N-D arrays page by page.
%! randn ("state", 344);
%! for s = {[1 1], [1 9], [9 1], [8 8], [7 5], [97 3], [4 5 6], [3 4 2 2]}
%!   for cls = {"double", "single"}
%!     for cplx = [false, true]
%!       X = data (s{1}, cls{1}, cplx);
%!       G = gpuArray (X);
%!       n2 = size (X, 1) * size (X, 2);
%!       w = desc (X);
%!       check_fft (fft2 (G), fft2 (X), ftol (X, n2, false), ["fft2 " w]);
%!       check_fft (ifft2 (G), ifft2 (X), ftol (X, n2, true), ["ifft2 " w]);
%!       for mn = {[3 4], [size(X,1)+2, 1], [1, size(X,2)+1], [16 16]}
%!         m = mn{1}(1);  n = mn{1}(2);
%!         check_fft (fft2 (G, m, n), fft2 (X, m, n), ftol (X, m * n, false) * 2,
%!                    sprintf ("fft2 (%s, %d, %d)", w, m, n));
%!         check_fft (ifft2 (G, m, n), ifft2 (X, m, n), ftol (X, m * n, true) * 2,
%!                    sprintf ("ifft2 (%s, %d, %d)", w, m, n));
%!       endfor
%!       check_fft (fft2 (G, 5), fft2 (X, 5), ftol (X, 5 * size (X, 2), false) * 2,
%!                  sprintf ("fft2 (%s, 5)", w));
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## fftn and ifftn with and without SIZE, up to 5 dimensions (more than
%! ## three: more than one cuFFT plan).
%! randn ("state", 345);
%! for s = {[1 1], [1 9], [8 1], [7 5], [4 5 6], [1 1 5], [2 3 2 3 2], [3 1 4 1 2]}
%!   for cls = {"double", "single"}
%!     for cplx = [false, true]
%!       X = data (s{1}, cls{1}, cplx);
%!       G = gpuArray (X);
%!       w = desc (X);
%!       check_fft (fftn (G), fftn (X), ftol (X, numel (X), false), ["fftn " w]);
%!       check_fft (ifftn (G), ifftn (X), ftol (X, numel (X), true), ["ifftn " w]);
%!       sz = size (X) + mod (1:ndims (X), 3) - 1;
%!       sz(sz < 1) = 1;
%!       check_fft (fftn (G, sz), fftn (X, sz), ftol (X, prod (sz), false) * 2,
%!                  sprintf ("fftn (%s, %s)", w, mat2str (sz)));
%!       check_fft (ifftn (G, sz'), ifftn (X, sz'), ftol (X, prod (sz), true) * 2,
%!                  sprintf ("ifftn (%s, %s')", w, mat2str (sz)));
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Round trips and the conjugate symmetry of a real input's transform,
%! ## which is exact (as Octave's): ifft (fft (x)) has imaginary parts
%! ## within rounding of zero, and gather makes it real where Octave does.
%! randn ("state", 346);
%! for cls = {"double", "single"}
%!   x = cast (randn (64, 3), cls{1});
%!   F = fft (gpuArray (x));
%!   f = gather (F);
%!   assert (isequal (f(2:end, :), conj (f(end:-1:2, :))));
%!   assert (isequal (imag (f(1, :)), zeros (1, 3, cls{1})));
%!   assert (isequal (imag (f(33, :)), zeros (1, 3, cls{1})));
%!   y = gather (ifft (F));
%!   assert (real (y), x, ftol (x, 64, true));
%!   assert (max (abs (imag (y(:)))) <= ftol (x, 64, true));
%!   z = gather (ifft2 (fft2 (gpuArray (x))));
%!   assert (real (z), x, ftol (x, 192, true));
%! endfor

## ------------------------------------------------------------------ ##
## NaN and Inf

%!testif ; ga_ready ()
%! ## A NaN spreads over its vector (every output depends on every input),
%! ## as in Octave; an Inf makes its vector non-finite.
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     X = data ([8 4], cls{1}, cplx);
%!     X(3, 2) = NaN;
%!     Y = X;  Y(5, 4) = Inf;  Y(1, 1) = -Inf;
%!     for f = {@fft, @ifft, @fft2, @ifft2, @fftn, @ifftn}
%!       inv = func2str (f{1})(1) == "i";
%!       w = sprintf ("%s (%s with NaN)", func2str (f{1}), desc (X));
%!       check_fft (f{1} (gpuArray (X)), f{1} (X), ftol (X(isfinite (X)), 32, inv), w, true);
%!       w = sprintf ("%s (%s with Inf)", func2str (f{1}), desc (X));
%!       check_fft (f{1} (gpuArray (Y)), f{1} (Y), ftol (Y(isfinite (Y)), 32, inv), w);
%!     endfor
%!     check_fft (fft (gpuArray (X), [], 2), fft (X, [], 2),
%!                ftol (X(isfinite (X)), 4, false), "fft (NaN, [], 2)", true);
%!   endfor
%! endfor

## ------------------------------------------------------------------ ##
## Layouts: a middle dimension, one strided plan per slice or through a
## transposed copy, and across the rows (one strided plan), real input as
## cuFFT's real transform or made complex first (GPUTILED_FFT_LAYOUT and
## GPUTILED_FFT_REAL force each on the GPU; the host backend takes the
## same steps either way).

%!testif ; ga_ready ()
%! randn ("state", 347);
%! vars = {"GPUTILED_FFT_LAYOUT", "GPUTILED_FFT_REAL"};
%! old = cellfun (@getenv, vars, "UniformOutput", false);
%! unwind_protect
%!   for way = {{"", ""}, {"loop", ""}, {"permute", ""}, {"", "r2c"}, ...
%!              {"", "c2c"}, {"permute", "r2c"}}
%!     setenv (vars{1}, way{1}{1});  setenv (vars{2}, way{1}{2});
%!     __gputiled__ ("config");
%!     for s = {[4 5 3], [4 5 6], [2 7 9 3], [33 17 2], [33 17], [1 6 5]}
%!       for cls = {"double", "single"}
%!         for cplx = [false, true]
%!           X = data (s{1}, cls{1}, cplx);
%!           G = gpuArray (X);
%!           for d = 2:ndims (X)
%!             w = sprintf ("fft (%s, [], %d), layout '%s', real '%s'", desc (X),
%!                          d, way{1}{:});
%!             check_fft (fft (G, [], d), fft (X, [], d), ftol (X, size (X, d), false), w);
%!             check_fft (ifft (G, [], d), ifft (X, [], d), ftol (X, size (X, d), true), ["i" w]);
%!             check_fft (fft (G, 11, d), fft (X, 11, d), ftol (X, 11, false) * 2, [w " 11"]);
%!           endfor
%!           check_fft (fft2 (G), fft2 (X), ftol (X, size (X, 1) * size (X, 2), false),
%!                      sprintf ("fft2 (%s), layout '%s', real '%s'", desc (X), way{1}{:}));
%!         endfor
%!       endfor
%!     endfor
%!     X = randn (2, 3, 2, 3, 2, 2, 3);
%!     check_fft (fftn (gpuArray (X)), fftn (X), ftol (X, numel (X), false),
%!                sprintf ("fftn 7-D, layout '%s', real '%s'", way{1}{:}));
%!     check_fft (ifftn (gpuArray (X)), ifftn (X), ftol (X, numel (X), true),
%!                sprintf ("ifftn 7-D, layout '%s', real '%s'", way{1}{:}));
%!   endfor
%! unwind_protect_cleanup
%!   for k = 1:2
%!     setenv (vars{k}, old{k});
%!     if (isempty (old{k}))
%!       unsetenv (vars{k});
%!     endif
%!   endfor
%!   __gputiled__ ("config");
%! end_unwind_protect

## ------------------------------------------------------------------ ##
## fftshift and ifftshift (Octave's m-files, through indexing)

%!testif ; ga_ready ()
%! randn ("state", 348);
%! for s = {[1 8], [7 1], [4 5], [3 4 5]}
%!   X = complex (randn (s{1}), randn (s{1}));
%!   G = gpuArray (X);
%!   for f = {@fftshift, @ifftshift}
%!     F = f{1} (G);
%!     assert (isa (F, "gpuArray"));
%!     assert (gather (F), f{1} (X));
%!     for d = 1:ndims (X)
%!       assert (gather (f{1} (G, d)), f{1} (X, d));
%!     endfor
%!   endfor
%!   assert (gather (ifftshift (fftshift (gpuArray (real (X))))), real (X));
%! endfor

## ------------------------------------------------------------------ ##
## Arguments

%!testif ; ga_ready ()
%! ## Octave's messages; the identifier Octave's own, or
%! ## gputiled:invalidInput where Octave gives none.
%! x = randn (3, 4);
%! G = gpuArray (x);
%! calls = {"fft (X, NaN)", "fft (X, -1)", "fft (X, 2, 3)", "fft (X, 2, 0)", ...
%!          "fft (X, 2, NaN)", "fft (X, [], 2.6)", "fft (X, 'a')", "fft (X, {2})", ...
%!          "fft (X, [], [])", "ifft (X, -2)", "ifft (X, 1, Inf)", ...
%!          "fft2 (X, -1, 2)", "fft2 (X, NaN, 2)", "fft2 (X, 2, -1)", ...
%!          "fft2 (X, 2, NaN)", "fft2 (X, [], 2)", "ifft2 (X, -1, 1)", ...
%!          "fftn (X, 2)", "fftn (X, [2 3 4])", "fftn (X, [-1 2])", ...
%!          "fftn (X, [NaN 2])", "fftn (X, [2 3; 4 5])", "fftn (X, [])", ...
%!          "fftn (X, {2})", "ifftn (X, [1 -1])", "fft (X, 1, 2, 3)", ...
%!          "fft2 (X, 1, 2, 3)", "fftn (X, 1, 2)"};
%! for k = 1:numel (calls)
%!   X = x;
%!   try
%!     eval ([calls{k} ";"]);
%!     error ("no error from Octave for %s", calls{k});
%!   catch e1
%!   end_try_catch
%!   X = G;
%!   try
%!     eval ([calls{k} ";"]);
%!     error ("no error for the gpuArray in %s", calls{k});
%!   catch e2
%!   end_try_catch
%!   if (strcmp (e1.identifier, "Octave:invalid-fun-call"))
%!     assert (e2.identifier, e1.identifier, calls{k});
%!     continue;
%!   endif
%!   assert (e2.message, e1.message, calls{k});
%!   assert (any (strcmp (e2.identifier, {e1.identifier, "gputiled:invalidInput"})),
%!           "%s: identifier '%s', Octave's '%s'", calls{k}, e2.identifier,
%!           e1.identifier);
%! endfor

%!testif ; ga_ready ()
%! ## N, DIM and SIZE as Octave reads them: rounded, [] for the default,
%! ## a gpuArray read on the host; host data with a gpuArray option stays
%! ## on the host.
%! x = randn (3, 4);  G = gpuArray (x);
%! check_fft (fft (G, 2.5), fft (x, 2.5), 1e-13, "N = 2.5");
%! check_fft (fft (G, 2.4), fft (x, 2.4), 1e-13, "N = 2.4");
%! check_fft (fft (G, [], 1.4), fft (x, [], 1.4), 1e-13, "DIM = 1.4");
%! check_fft (fft (G, gpuArray (5), gpuArray (2)), fft (x, 5, 2), 1e-13, "gpuArray N, DIM");
%! check_fft (fft2 (G, 2.5, 3.5), fft2 (x, 2.5, 3.5), 1e-13, "fft2 rounding");
%! check_fft (fftn (G, [2.5 3.5]), fftn (x, [2.5 3.5]), 1e-13, "fftn rounding");
%! check_fft (fft (G, single (3)), fft (x, 3), 1e-13, "single N");
%! F = fft (x, gpuArray (3));
%! assert (! isa (F, "gpuArray"));
%! assert (F, fft (x, 3));

## ------------------------------------------------------------------ ##
## No host fallback; the input stays as it was

%!testif ; ga_ready ()
%! randn ("state", 349);
%! lastwarn ("");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     X = data ([6 5], cls{1}, cplx);
%!     G = gpuArray (X);
%!     H = G;
%!     F = {fft(G), ifft(G), fft(G, 9), fft(G, 3, 2), fft2(G), ifft2(G, 7, 2), ...
%!          fftn(G), ifftn(G, [2 8]), fft(G, [], 2)};
%!     assert (all (cellfun (@(f) isa (f, "gpuArray"), F)));
%!     assert (isequal (gather (G), X) && isequal (gather (H), X), "the input changed");
%!   endfor
%! endfor
%! [~, id] = lastwarn ();
%! assert (! strcmp (id, "gputiled:hostFallback"), "a host fallback");

## ------------------------------------------------------------------ ##
## Plans: kept per shape, at most a few, released by gpu_reset; no device
## buffer left behind.

%!testif ; ga_ready ()
%! gpu_reset ();
%! s0 = __gputiled_ga__ ("stats");
%! for round = 1:2
%!   for n = [3:40, 64, 100]
%!     G = gpuArray (randn (n, 2));
%!     F = fft (G);  F = ifft (F, [], 2);  F = fft2 (single (G));
%!   endfor
%!   clear G F
%!   p = __gputiled_ga__ ("fft_plans");
%!   assert (p >= 0 && p <= 16, "%d plans kept", p);
%!   if (gpu_available ())
%!     assert (p > 0);
%!   endif
%!   assert (__gputiled_ga__ ("stats"), s0);
%!   gpu_reset ();
%!   assert (__gputiled_ga__ ("fft_plans"), 0);
%!   assert (__gputiled_ga__ ("stats"), s0);
%! endfor

## ------------------------------------------------------------------ ##
## A missing cuFFT: gputiled:missingLibrary, naming libcufft (GPU only: the
## host backend uses none).  In a child Octave whose GPUTILED_CUFFT names
## a file that does not exist (then the only one tried).

%!testif ; gpu_available ()
%! [status, out] = run_without_library ("GPUTILED_CUFFT", "libcufft.so.missing",
%!                                      "fft (gpuArray (ones (4, 1)))");
%! assert (status, 0, out);
%! assert (! isempty (strfind (out, "ID=gputiled:missingLibrary")), out);
%! assert (! isempty (strfind (out, "MSG=fft: ")), out);
%! assert (! isempty (strfind (out, "libcufft")), out);
