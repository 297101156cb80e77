## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.
##
## Linear systems of gpuArrays (issue 34, the solver part): A \ B, B / A,
## inv and det, on the GPU through cuSOLVER and cuBLAS or, where there is
## none, on the core's host test backend (textbook LU, Cholesky and
## substitution in long double, under the same choice of solver and the
## same condition estimate).  Every answer is compared with Octave's on
## the host data: class, size, and values within c n cond (A) eps (class)
## of the solution's size, for random, symmetric positive definite,
## Hermitian (definite and not), triangular and general matrices, real
## and complex, double and single, several right-hand sides, and host
## operands mixed in.  Ill-conditioned and singular matrices give
## Octave's warning (identifier and text); singular ones and those with
## Inf or NaN Octave's answer (a host fallback: Octave solves them in the
## least-squares sense).  Everything else must stay on the device
## (__gputiled_ga__ ("fallbacks") unchanged).

%!function X = data (sz, cls, cplx)
%!  X = randn (sz);
%!  if (cplx)
%!    X = complex (X, randn (sz));
%!  endif
%!  X = cast (X, cls);
%!endfunction

## Test matrices of order N: KIND "general", "spd", "herm" (Hermitian,
## indefinite: Octave's Cholesky fails and LU runs), "upper", "lower".
%!function A = matrix (kind, n, cls, cplx)
%!  A = double (data ([n n], "double", cplx));
%!  switch (kind)
%!    case "spd"
%!      A = A' * A + n * eye (n);
%!    case "herm"
%!      ## unit diagonal, off-diagonal elements of modulus 0.9 with random
%!      ## phases, scaled: Octave's probe says Hermitian, but (n > 2) it is
%!      ## indefinite, so the Cholesky fails and LU runs
%!      S = A ./ abs (A);
%!      S = triu (S, 1) + triu (S, 1)';
%!      d = diag (1 + rand (n, 1));
%!      A = d * (eye (n) + 0.9 * S) * d;
%!      A = (A + A') / 2;
%!    case "upper"
%!      A = triu (A) + n * eye (n);
%!    case "lower"
%!      A = tril (A) + n * eye (n);
%!  endswitch
%!  A = cast (A, cls);
%!endfunction

%!function s = desc (X)
%!  c = "";
%!  if (iscomplex (X))
%!    c = " complex";
%!  endif
%!  s = sprintf ("%s%s %s", class (X), c, mat2str (size (X)));
%!endfunction

## G must be a gpuArray with R's class and size (complexity as Octave's,
## which narrows an all-real complex result) within TOL of R relative to
## R's largest element.
%!function check_solve (G, R, tol, what)
%!  assert (isa (G, "gpuArray"), "%s: a %s, not a gpuArray", what, class (G));
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R)))
%!    error ("%s: gives %s, Octave gives %s", what, desc (g), desc (R));
%!  endif
%!  if (iscomplex (R) && ! iscomplex (g))
%!    error ("%s: real, Octave's is complex", what);
%!  endif
%!  if (isempty (R))
%!    return;
%!  endif
%!  err = max (abs (double (g(:)) - double (R(:))));
%!  sc = max (abs (double (R(:))));
%!  if (! (err <= tol * max (sc, 1)))
%!    error ("%s: max |difference| %.3g > %.3g (tolerance %.3g)", what, err,
%!           tol * max (sc, 1), tol);
%!  endif
%!endfunction

## The bound for a system with A: c n cond (A) eps (class), both
## answers' errors together.
%!function t = stol (A, cls)
%!  t = 16 * max (rows (A), 2) * cond (double (A)) * eps (cls);
%!endfunction

## ------------------------------------------------------------------ ##
## A \ B and B / A: every kind, class and complexity

%!testif ; ga_ready ()
%! randn ("state", 3401);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for kind = {"general", "spd", "herm", "upper", "lower"}
%!   for cls = {"double", "single"}
%!     for cplx = [false, true]
%!       for n = [1, 2, 5, 33]
%!         for nrhs = [1, 3]
%!           A = matrix (kind{1}, n, cls{1}, cplx);
%!           B = data ([n nrhs], cls{1}, cplx);
%!           C = data ([nrhs n], cls{1}, cplx);
%!           GA = gpuArray (A);
%!           w = sprintf ("%s %s \\ %s", kind{1}, desc (A), desc (B));
%!           t = stol (A, cls{1});
%!           lastwarn ("");
%!           check_solve (GA \ gpuArray (B), A \ B, t, w);
%!           check_solve (gpuArray (C) / GA, C / A, t, strrep (w, "\\", "/"));
%!           [msg, id] = lastwarn ();
%!           assert (isempty (id), "%s: warned %s", w, msg);
%!           assert (isequal (gather (GA), A), "%s: A changed", w);
%!         endfor
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## larger systems, and complex with real mixed
%! randn ("state", 3402);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for kind = {"general", "spd", "upper"}
%!   A = matrix (kind{1}, 120, "double", false);
%!   B = data ([120 4], "double", true);
%!   check_solve (gpuArray (A) \ gpuArray (B), A \ B, stol (A, "double"),
%!                [kind{1} " real \\ complex"]);
%!   Ac = matrix (kind{1}, 120, "double", true);
%!   Br = data ([120 2], "double", false);
%!   check_solve (gpuArray (Ac) \ gpuArray (Br), Ac \ Br, stol (Ac, "double"),
%!                [kind{1} " complex \\ real"]);
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## host operands mixed in, and classes mixed: single wins, as Octave's
%! randn ("state", 3403);
%! f0 = __gputiled_ga__ ("fallbacks");
%! A = matrix ("general", 6, "double", false);
%! B = data ([6 2], "double", false);
%! t = stol (A, "double");
%! check_solve (gpuArray (A) \ B, A \ B, t, "gpuArray \\ host");
%! check_solve (A \ gpuArray (B), A \ B, t, "host \\ gpuArray");
%! check_solve (B' / gpuArray (A), B' / A, t, "host / gpuArray");
%! check_solve (gpuArray (B') / A, B' / A, t, "gpuArray / host");
%! ts = stol (A, "single");
%! check_solve (gpuArray (single (A)) \ B, single (A) \ B, ts, "single \\ double");
%! check_solve (gpuArray (A) \ single (B), A \ single (B), ts, "double \\ single");
%! check_solve (gpuArray (A) \ (B > 0), A \ double (B > 0), t, "double \\ logical");
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## empty and scalar operands
%! G = gpuArray (zeros (0, 3)) \ gpuArray (zeros (0, 2));
%! assert (isa (G, "gpuArray") && isequal (size (G), [3 2]) && ! any (gather (G)(:)));
%! G = gpuArray (zeros (0)) \ zeros (0, 4);
%! assert (isequal (size (G), [0 4]));
%! G = gpuArray (single (eye (3))) \ zeros (3, 0);
%! assert (isequal (size (G), [3 0]) && strcmp (class (gather (G)), "single"));
%! G = zeros (2, 0) / gpuArray (eye (0));
%! assert (isequal (size (G), [2 0]));
%! G = gpuArray (4) \ gpuArray ([2 8]);
%! assert (gather (G), [0.5 2]);
%! G = gpuArray ([2 8]) / single (4);
%! assert (gather (G), single ([0.5 2]));

%!testif ; ga_ready ()
%! ## nonconformant: Octave's error
%! A = gpuArray (eye (3));
%! try
%!   A \ ones (2, 1);
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "Octave:nonconformant-args");
%!   assert (e.message, "operator \\: nonconformant arguments (op1 is 3x3, op2 is 2x1)");
%! end_try_catch
%! try
%!   ones (1, 2) / A;
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "Octave:nonconformant-args");
%!   assert (e.message, "operator /: nonconformant arguments (op1 is 1x2, op2 is 3x3)");
%! end_try_catch

## ------------------------------------------------------------------ ##
## Ill-conditioned, singular and non-finite matrices: Octave's warnings

## X as a new value: Octave keeps the type it found for a matrix with the
## value (a singular matrix is then "rectangular"), so that it warns only
## at the first solve with it; an assignment forgets that.
%!function Y = fresh (X)
%!  Y = X;
%!  if (! isempty (Y))
%!    Y(1) = X(1);
%!  endif
%!endfunction

## The warning Octave gives for F (X, Y) and the one the gpuArray form
## gives, with both answers.
%!function [R, G, mr, idr, mg, idg] = both (f, X, Y)
%!  lastwarn ("");
%!  R = f (fresh (X), fresh (Y));
%!  [mr, idr] = lastwarn ();
%!  lastwarn ("");
%!  G = f (gpuArray (X), gpuArray (Y));
%!  [mg, idg] = lastwarn ();
%!endfunction

%!testif ; ga_ready ()
%! ## nearly singular: Octave's warning with an rcond below eps, the
%! ## factorisation's answer (LU, Cholesky and triangular)
%! ## (the warnings stay on: a disabled warning leaves lastwarn alone)
%! ws = warning ("off", "backtrace");
%! unwind_protect
%!   f0 = __gputiled_ga__ ("fallbacks");
%!   H = hilb (12);
%!   Hn = H;  Hn(1, 2) += 1e-3;             # not symmetric: LU
%!   U = triu (ones (6));  U(4, 4) = 1e-20;  # triangular
%!   S = single (hilb (9));                  # single, Cholesky
%!   for c = {H, Hn, U, S}
%!     A = c{1};
%!     b = ones (rows (A), 1, class (A));
%!     [R, G, mr, idr, mg, idg] = both (@mldivide, A, b);
%!     assert (idr, "Octave:nearly-singular-matrix");
%!     assert (idg, idr);
%!     pre = "matrix singular to machine precision, rcond = ";
%!     assert (strncmp (mg, pre, numel (pre)), "message: %s", mg);
%!     rc = str2double (mg(numel (pre)+1:end));
%!     assert (rc >= 0 && rc + 1 == 1 || (isa (A, "single") && rc < eps ("single")),
%!             "rcond %g", rc);
%!     if (! istriu (A))
%!       ## an ill-conditioned solve agrees with Octave's only in the
%!       ## residual
%!       r = norm (double (A) * double (gather (G)) - double (b)) / norm (double (b));
%!       assert (r < 1e3 * eps (class (A)) * cond (double (A)) || r < 1e-2, "residual %g", r);
%!     else
%!       check_solve (G, R, 1e-10, "triangular, ill-conditioned");
%!     endif
%!   endfor
%!   assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");
%! unwind_protect_cleanup
%!   warning (ws);
%! end_unwind_protect

%!testif ; ga_ready ()
%! ## exactly singular, or Inf or NaN in A: Octave's warning and answer
%! ws = warning ("off", "backtrace");
%! wf = warning ("off", "gputiled:hostFallback");
%! unwind_protect
%!   for c = {[1 2; 2 4], zeros(3), [1 NaN; 3 4], [1 Inf; 3 4], ...
%!            single([2 4; 1 2]), complex([1 2; 2 4], 0), ...
%!            [1 2 3; 0 0 0; 4 5 6]}
%!     A = c{1};
%!     b = ones (rows (A), 2, class (A));
%!     [R, G, mr, idr, mg, idg] = both (@mldivide, A, b);
%!     assert (any (strcmp (idr, {"Octave:singular-matrix", ...
%!                                 "Octave:nearly-singular-matrix"})));
%!     assert (idg, idr);
%!     assert (mg, mr);
%!     assert (isa (G, "gpuArray"));
%!     assert (gather (G), R, 10 * eps (class (A)));
%!     [R, G, mr, idr, mg, idg] = both (@mrdivide, b.', A);
%!     assert (idg, idr);
%!     assert (gather (G), R, 10 * eps (class (A)));
%!   endfor
%! unwind_protect_cleanup
%!   warning (ws);
%!   warning (wf);
%! end_unwind_protect

## ------------------------------------------------------------------ ##
## inv and det

%!testif ; ga_ready ()
%! randn ("state", 3404);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for kind = {"general", "spd", "herm", "upper", "lower"}
%!   for cls = {"double", "single"}
%!     for cplx = [false, true]
%!       for n = [1, 4, 30]
%!         A = matrix (kind{1}, n, cls{1}, cplx);
%!         w = sprintf ("inv (%s %s)", kind{1}, desc (A));
%!         lastwarn ("");
%!         [X, rc] = inv (gpuArray (A));
%!         check_solve (X, inv (A), stol (A, cls{1}), w);
%!         [~, id] = lastwarn ();
%!         assert (isempty (id), "%s warned", w);
%!         r0 = rcond (A);
%!         assert (isa (rc, "gpuArray") && strcmp (class (gather (rc)), cls{1}));
%!         assert (gather (rc) >= r0 / 10 && gather (rc) <= r0 * 10,
%!                 "%s: rcond %g, Octave's %g", w, gather (rc), r0);
%!         d = det (gpuArray (A));
%!         dr = det (A);
%!         assert (isa (d, "gpuArray") && strcmp (class (gather (d)), cls{1}));
%!         assert (abs (gather (d) - dr) <= stol (A, cls{1}) * abs (dr)
%!                 || (! isfinite (dr) && ! isfinite (gather (d))),
%!                 "det (%s): %g, Octave's %g", desc (A), gather (d), dr);
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## singular inv, or Inf or NaN: Octave's answer and warning; det 0, NaN, overflow
%! ws = warning ("off", "backtrace");
%! unwind_protect
%!   for c = {[1 2; 2 4], [1 NaN; 3 4], [1 Inf; 3 4], single([0 0; 0 1])}
%!     lastwarn ("");
%!     R = inv (fresh (c{1}));
%!     [mr, idr] = lastwarn ();
%!     lastwarn ("");
%!     G = inv (gpuArray (c{1}));
%!     [mg, idg] = lastwarn ();
%!     assert (idg, idr);
%!     assert (mg, mr);
%!     assert (gather (G), R);
%!   endfor
%! unwind_protect_cleanup
%!   warning (ws);
%! end_unwind_protect
%! assert (gather (det (gpuArray ([1 2; 2 4]))), 0);
%! assert (isnan (gather (det (gpuArray ([1 NaN; 3 4])))));
%! assert (gather (det (gpuArray (16 * eye (300)))), Inf);
%! assert (gather (det (gpuArray (eye (300) / 16))), 0);
%! assert (gather (det (gpuArray (2 * eye (300) - diag (ones (299, 1), 1)))), 2^300);
%! assert (gather (det (gpuArray ([]))), 1);
%! assert (gather (inv (gpuArray (zeros (0)))), zeros (0));
%! assert (gather (det (gpuArray ([0 1; 1 0]))), -1);

%!testif ; ga_ready ()
%! ## Octave's errors
%! fail ("inv (gpuArray (ones (2, 3)))", "inverse: argument must be a square matrix");
%! fail ("det (gpuArray (ones (2, 3)))", "det: A must be a square matrix");

## ------------------------------------------------------------------ ##
## Rectangular A: least squares, as Octave's.  More rows than columns and
## full rank: QR on the device; rank deficient, or fewer rows (minimum
## norm): Octave's answer on the host.

%!testif ; ga_ready ()
%! randn ("state", 3405);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for sz = {[20 5], [7 6], [40 1], [300 30]}
%!       for nrhs = [1, 3]
%!         A = data (sz{1}, cls{1}, cplx);
%!         B = data ([sz{1}(1) nrhs], cls{1}, cplx);
%!         w = sprintf ("%s \\ %s", desc (A), desc (B));
%!         ## the error of least squares grows with cond (A)^2
%!         t = stol (A, cls{1}) * cond (double (A));
%!         check_solve (gpuArray (A) \ gpuArray (B), A \ B, t, w);
%!         check_solve (gpuArray (B.') / gpuArray (A.'), B.' / A.', t,
%!                      strrep (w, "\\", "/"));
%!         check_solve (gpuArray (A) \ B, A \ B, t, [w " (host B)"]);
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## rank deficient, non-finite and under-determined: Octave's answers
%! randn ("state", 3406);
%! wf = warning ("off", "gputiled:hostFallback");
%! ws = warning ("off", "backtrace");
%! unwind_protect
%!   A = randn (20, 5);  A(:, 3) = 0;
%!   Z = randn (9, 4);  Z(3, 2) = NaN;
%!   for c = {A, [ones(6, 1), zeros(6, 2)], Z, randn(4, 9), ...
%!            complex(randn (3, 5), randn (3, 5))}
%!     X = c{1};
%!     Y = randn (rows (X), 2);
%!     f0 = __gputiled_ga__ ("fallbacks");
%!     [R, G, mr, idr, mg, idg] = both (@mldivide, X, Y);
%!     assert (__gputiled_ga__ ("fallbacks") > f0, "no host fallback");
%!     assert (idg, idr);
%!     assert (gather (G), R, 1e-12 * max (1, max (abs (R(:)))));
%!   endfor
%! unwind_protect_cleanup
%!   warning (wf);
%!   warning (ws);
%! end_unwind_protect

## ------------------------------------------------------------------ ##
## Without cuSOLVER: gputiled:missingLibrary naming it (GPUTILED_CUSOLVER
## naming a file that does not exist, then the only one tried).

%!testif ; gpu_available ()
%! [status, out] = run_without_library ("GPUTILED_CUSOLVER",
%!                                      "libcusolver.so.missing",
%!                                      "gpuArray (magic (3)) \\ ones (3, 1)");
%! assert (status, 0, out);
%! assert (! isempty (strfind (out, "ID=gputiled:missingLibrary")), out);
%! assert (! isempty (strfind (out, "MSG=mldivide: ")), out);
%! assert (! isempty (strfind (out, "libcusolver")), out);
