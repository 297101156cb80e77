## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.
##
## Singular values and eigenvalues of gpuArrays (issue 34, the spectral
## part): svd, eig, pinv, rank, the matrix 2-norm and cond, on cuSOLVER
## (Xgesvd, Xsyevd, Xgeev) or, without a GPU, on the core's host test
## backend (one-sided Jacobi in long double for the SVD and the Hermitian
## eigenproblem, the process's LAPACK xGEEV for the general one).  Every
## answer is compared with Octave's on the gathered data: class,
## complexity (Octave narrows all-real complex results), size, and values
## within c max (m, n) eps (class) of the problem's scale.  Singular and
## eigenvectors are not unique (a phase or sign per column, any basis of
## a repeated value's space), so they are checked by what defines them:
## U S V' = A and orthonormal columns, A V = V D and unit columns.  What
## must run on the device leaves __gputiled_ga__ ("fallbacks") unchanged;
## empty and non-finite arrays, options and bad calls get Octave's answer
## or Octave's error.

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

## G is a gpuArray of R's class, complexity and size.
%!function g = same_kind (G, R, what)
%!  assert (isa (G, "gpuArray"), "%s: a %s, not a gpuArray", what, class (G));
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R))
%!      || iscomplex (g) != iscomplex (R))
%!    error ("%s: gives %s, Octave gives %s", what, desc (g), desc (R));
%!  endif
%!endfunction

## |a - b| <= tol, elementwise, with a message.
%!function near (a, b, tol, what)
%!  err = max (abs (double (a(:)) - double (b(:))));
%!  if (isempty (err))
%!    return;
%!  endif
%!  if (! (err <= tol))
%!    error ("%s: max |difference| %.3g > %.3g", what, err, tol);
%!  endif
%!endfunction

## The columns of Q orthonormal.
%!function orthonormal (Q, tol, what)
%!  near (Q' * Q, eye (columns (Q)), tol, [what ": Q'Q != I"]);
%!endfunction

## Every element of E within TOL of some element of F and back.
%!function same_set (e, f, tol, what)
%!  e = double (e(:));  f = double (f(:));
%!  assert (numel (e) == numel (f), "%s: counts differ", what);
%!  for k = 1:numel (e)
%!    if (! (min (abs (f - e(k))) <= tol && min (abs (e - f(k))) <= tol))
%!      error ("%s: eigenvalues differ (%g vs %g)", what, e(k), f(k));
%!    endif
%!  endfor
%!endfunction

%!function t = tolof (A, c)
%!  t = c * max ([size(A) 2]) * eps (class (A)) * max (norm (double (A)), 1);
%!endfunction

## ------------------------------------------------------------------ ##
## svd

%!testif ; ga_ready ()
%! ## singular values: every class, complexity and shape
%! randn ("state", 3501);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for sz = {[1 1], [4 1], [1 4], [5 3], [3 5], [6 6], [20 7], [7 20]}
%!       A = data (sz{1}, cls{1}, cplx);
%!       G = gpuArray (A);
%!       w = ["svd " desc(A)];
%!       R = svd (A);
%!       g = same_kind (svd (G), R, w);
%!       near (g, R, tolof (A, 8), w);
%!       assert (issorted (flipud (g)), "%s: not descending", w);
%!       assert (isequal (gather (G), A), "%s: A changed", w);
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## [U, S, V], full and economy: sizes and classes as Octave's, U S V' =
%! ## A, U and V orthonormal, S's diagonal the singular values
%! randn ("state", 3502);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for sz = {[1 1], [5 1], [1 5], [5 3], [3 5], [6 6], [12 4], [4 12]}
%!       A = data (sz{1}, cls{1}, cplx);
%!       G = gpuArray (A);
%!       for form = {{}, {"econ"}, {0}}
%!         w = sprintf ("[U, S, V] = svd (%s%s)", desc (A),
%!                      repmat (", opt", 1, numel (form{1})));
%!         [U, S, V] = svd (A, form{1}{:});
%!         [Ug, Sg, Vg] = svd (G, form{1}{:});
%!         u = same_kind (Ug, U, [w " U"]);
%!         s = same_kind (Sg, full (S), [w " S"]);
%!         v = same_kind (Vg, V, [w " V"]);
%!         t = tolof (A, 10);
%!         near (s, full (S), t, [w " S"]);
%!         near (u * s * v', A, t, [w " U S V'"]);
%!         orthonormal (u, t, [w " U"]);
%!         orthonormal (v, t, [w " V"]);
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## rank-deficient and zero matrices: zero singular values, and U still
%! ## orthonormal (its columns for them chosen freely)
%! randn ("state", 3503);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for c = {[1 2; 2 4], zeros(3, 2), [1 1 1; 1 1 1; 1 1 1; 1 1 1], ...
%!          complex([1 2i; 2 4i; 0 0], 0), single([3 6; 1 2; 0 0]), ...
%!          complex([3 1; 1 2; 0 1], 0), complex(single([3 1 0; 1 2 1]), 0)}
%!   A = c{1};
%!   G = gpuArray (A);
%!   t = tolof (A, 10);
%!   near (gather (svd (G)), svd (A), t, ["svd " desc(A)]);
%!   [U, S, V] = svd (A);
%!   [Ug, Sg, Vg] = svd (G);
%!   u = same_kind (Ug, U, "U");  s = same_kind (Sg, full (S), "S");
%!   v = same_kind (Vg, V, "V");
%!   near (u * s * v', A, t, ["U S V' " desc(A)]);
%!   orthonormal (u, t, ["U " desc(A)]);
%!   orthonormal (v, t, ["V " desc(A)]);
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## empty, Inf and NaN: Octave's answers and errors
%! wf = warning ("off", "gputiled:hostFallback", "local");
%! for sz = {[0 0], [0 3], [3 0]}
%!   A = zeros (sz{1});
%!   same_kind (svd (gpuArray (A)), svd (A), "svd (empty)");
%!   [U, S, V] = svd (A);
%!   [Ug, Sg, Vg] = svd (gpuArray (A));
%!   same_kind (Ug, U, "U (empty)"); same_kind (Sg, full (S), "S (empty)");
%!   same_kind (Vg, V, "V (empty)");
%!   [U, S, V] = svd (A, "econ");
%!   [Ug, Sg, Vg] = svd (gpuArray (A), "econ");
%!   same_kind (Ug, U, "U (empty)"); same_kind (Sg, full (S), "S (empty)");
%!   same_kind (Vg, V, "V (empty)");
%! endfor
%! fail ("svd (gpuArray ([1 NaN; 2 3]))",
%!       "svd: cannot take SVD of matrix containing Inf or NaN values");
%! fail ("svd (gpuArray (single ([1 2; Inf 3])))",
%!       "svd: cannot take SVD of matrix containing Inf or NaN values");
%! fail ("[U, S, V] = svd (gpuArray ([1 2; -Inf 3]))",
%!       "svd: cannot take SVD of matrix containing Inf or NaN values");

%!testif ; ga_ready ()
%! ## bad calls
%! wf = warning ("off", "gputiled:hostFallback", "local");
%! G = gpuArray (ones (2, 3));
%! fail ("svd (G, 0, 1)", "Invalid call to svd");
%! fail ("svd ()", "Invalid call to svd");
%! fail ("svd (gpuArray (ones (2, 2, 2)))", "svd: A must be a 2-D matrix");
%! try
%!   svd (G, 0, 1);
%! catch err
%!   assert (err.identifier, "Octave:invalid-fun-call");
%! end_try_catch

## ------------------------------------------------------------------ ##
## eig

%!testif ; ga_ready ()
%! ## Hermitian (exactly): real ascending eigenvalues, orthonormal vectors
%! randn ("state", 3511);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for n = [1, 2, 5, 16]
%!       B = data ([n n], cls{1}, cplx);
%!       A = B + B';
%!       if (n == 16)         # a triple eigenvalue
%!         [Q, ~] = qr (double (B));
%!         A = Q * diag ([1 1 1 2:14]) * Q';
%!         A = cast ((A + A') / 2, cls{1});
%!       endif
%!       assert (ishermitian (A));
%!       G = gpuArray (A);
%!       w = ["eig hermitian " desc(A)];
%!       t = tolof (A, 10);
%!       R = eig (A);
%!       e = same_kind (eig (G), R, w);
%!       near (e, R, t, w);
%!       assert (issorted (e), "%s: not ascending", w);
%!       [V, D] = eig (A);
%!       [Vg, Dg] = eig (G);
%!       v = same_kind (Vg, V, [w " V"]);
%!       d = same_kind (Dg, full (D), [w " D"]);
%!       near (d, full (D), t, [w " D"]);
%!       near (A * v, v * d, t, [w " A V = V D"]);
%!       orthonormal (v, t, [w " V"]);
%!       assert (isequal (gather (G), A), "%s: A changed", w);
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## general matrices: complex results only where Octave's are, the same
%! ## eigenvalues, A V = V D, unit columns
%! randn ("state", 3512);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for kind = {"real", "realeig", "complex", "rot", "tri"}
%!     for n = [1, 2, 3, 6, 11]
%!       switch (kind{1})
%!         case "real"      # real, complex conjugate pairs (mostly)
%!           A = data ([n n], cls{1}, false);
%!         case "realeig"   # real, not symmetric, real eigenvalues
%!           Q = data ([n n], "double", false) + 3 * eye (n);
%!           A = cast (Q * diag (1:n) / Q, cls{1});
%!         case "complex"
%!           A = data ([n n], cls{1}, true);
%!         case "rot"       # real, purely imaginary pairs
%!           A = cast (kron (eye (ceil (n / 2)), [0 1; -1 0]), cls{1});
%!           A = A(1:n, 1:n);
%!         case "tri"       # complex type, real eigenvalues and vectors
%!           A = complex (cast (triu (randn (n)) + diag (1:n), cls{1}), 0);
%!       endswitch
%!       if (n > 1 && isequal (A, A'))
%!         A(1, n) += 1;
%!       endif
%!       G = gpuArray (A);
%!       w = sprintf ("eig %s %s", kind{1}, desc (A));
%!       t = 100 * tolof (A, 1);
%!       R = eig (A);
%!       e = same_kind (eig (G), R, w);
%!       same_set (e, R, t, w);
%!       [V, D] = eig (A);
%!       [Vg, Dg] = eig (G);
%!       v = same_kind (Vg, V, [w " V"]);
%!       d = same_kind (Dg, full (D), [w " D"]);
%!       assert (isdiag (d), "%s: D not diagonal", w);
%!       same_set (diag (d), R, t, [w " D"]);
%!       near (A * v, v * d, t, [w " A V = V D"]);
%!       near (sqrt (sum (abs (double (v)) .^ 2, 1)), ones (1, n),
%!             100 * n * eps (cls{1}), [w " |V(:,j)|"]);
%!       assert (isequal (gather (G), A), "%s: A changed", w);
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## options, eig (A, B), [V, D, W], empty, Inf and NaN: Octave's answers
%! wf = warning ("off", "gputiled:hostFallback", "local");
%! A = [1 2; 3 4];  B = [2 0; 0 3];
%! G = gpuArray (A);
%! same_kind (eig (G, "vector"), eig (A, "vector"), "eig (G, vector)");
%! [V, D] = eig (A, "matrix");
%! [Vg, Dg] = eig (G, "matrix");
%! same_kind (Dg, full (D), "eig (G, matrix)");
%! near (gather (eig (G, gpuArray (B))), eig (A, B), 1e-12, "eig (A, B)");
%! [V, D, W] = eig (G);
%! near (gather (W' * G), gather (D * W'), 1e-12, "W' A = D W'");
%! same_kind (eig (gpuArray (zeros (0, 0))), eig (zeros (0, 0)), "eig ([])");
%! fail ("eig (gpuArray ([1 NaN; 2 3]))", "EIG: matrix contains Inf or NaN values");
%! fail ("eig (gpuArray (single ([1 Inf; 1 3])))",
%!       "EIG: matrix contains Inf or NaN values");
%! fail ("eig (gpuArray (ones (2, 3)))", "eig: A must be a square matrix");
%! fail ("eig ()", "Invalid call to eig");

## ------------------------------------------------------------------ ##
## pinv, rank, norm, cond

%!testif ; ga_ready ()
%! ## pinv: full rank and rank deficient, tall and wide, given tolerances
%! randn ("state", 3521);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     X = data ([7 4], cls{1}, cplx);
%!     for c = {X, X', X(:, [1 2 1 2]), X(:, [1 2 1 2])', data([1 1], cls{1}, cplx), ...
%!              zeros(3, 2, cls{1}), data([5 5], cls{1}, cplx), ...
%!              complex(real (X), 0), complex(real (X'), 0)}
%!       A = c{1};
%!       G = gpuArray (A);
%!       w = ["pinv " desc(A)];
%!       R = pinv (A);
%!       p = same_kind (pinv (G), R, w);
%!       near (p, R, 1e3 * eps (cls{1}) * max (norm (double (R)), 1), w);
%!       s = svd (double (A));
%!       if (numel (s) > 1 && s(1) > 0)
%!         tol = (s(1) + s(2)) / 2;     # drops all but the largest
%!         R = pinv (A, tol);
%!         p = same_kind (pinv (G, tol), R, [w " TOL"]);
%!         near (p, R, 1e3 * eps (cls{1}) * max (norm (double (R)), 1), [w " TOL"]);
%!         p = same_kind (pinv (G, 0), pinv (A, 0), [w " 0"]);
%!       endif
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## pinv: empty, Inf and NaN, bad tolerances as Octave's
%! wf = warning ("off", "gputiled:hostFallback", "local");
%! for c = {zeros(0, 3), zeros(3, 0), [1 NaN; 2 3], single([Inf 1; 2 3])}
%!   A = c{1};
%!   R = pinv (A);
%!   p = same_kind (pinv (gpuArray (A)), R, ["pinv " desc(A)]);
%!   assert (isequaln (p, R));
%! endfor
%! fail ("pinv (gpuArray ([1 2; 3 4]), -1)", "pinv: TOL must be greater than zero");

%!testif ; ga_ready ()
%! ## rank: default and given tolerances, classes; a gpuArray double
%! randn ("state", 3522);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     X = data ([6 3], cls{1}, cplx);
%!     for c = {X, X', X(:, [1 2 1]), X(:, [1 1 1])', zeros(2, 3, cls{1}), ...
%!              data([1 1], cls{1}, cplx), zeros(0, 3, cls{1})}
%!       A = c{1};
%!       G = gpuArray (A);
%!       w = ["rank " desc(A)];
%!       r = same_kind (rank (G), rank (A), w);
%!       assert (r, rank (A), w);
%!       if (! isempty (A))
%!         s = svd (A);
%!         assert (gather (rank (G, s(1) / 2)), rank (A, s(1) / 2), w);
%!         assert (gather (rank (G, 0)), rank (A, 0), w);
%!       endif
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");
%! wf = warning ("off", "gputiled:hostFallback", "local");
%! fail ("rank (gpuArray ([1 NaN; 2 3]))",
%!       "svd: cannot take SVD of matrix containing Inf or NaN values");

%!testif ; ga_ready ()
%! ## norm (A) and norm (A, 2) of matrices; cond (A)
%! randn ("state", 3523);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for sz = {[3 3], [7 2], [2 7], [12 12]}
%!       A = data (sz{1}, cls{1}, cplx);
%!       G = gpuArray (A);
%!       w = ["norm " desc(A)];
%!       R = norm (A);
%!       near (same_kind (norm (G), R, w), R, tolof (A, 8), w);
%!       near (same_kind (norm (G, 2), R, w), R, tolof (A, 8), w);
%!       R = cond (A);
%!       w = ["cond " desc(A)];
%!       near (same_kind (cond (G), R, w), R, tolof (A, 8) * R, w);
%!       near (same_kind (cond (G, 2), R, w), R, tolof (A, 8) * R, w);
%!     endfor
%!   endfor
%! endfor
%! assert (isinf (gather (cond (gpuArray ([1 2; 2 4])))) || ...
%!         gather (cond (gpuArray ([1 2; 2 4]))) > 1e15);
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");
%! wf = warning ("off", "gputiled:hostFallback", "local");
%! for c = {[1 NaN; 2 3], [1 Inf; 2 3], single([NaN 1; 2 3])}
%!   A = c{1};
%!   R = norm (A);
%!   assert (isequaln (same_kind (norm (gpuArray (A)), R, "norm"), R));
%! endfor
%! fail ("cond (gpuArray ([1 NaN; 2 3]))", "cond: A must not contain Inf or NaN values");
%! assert (gather (cond (gpuArray (zeros (0, 3)))), 0);

## ------------------------------------------------------------------ ##
## Without cuSOLVER: gputiled:missingLibrary naming it, from svd and eig
## (GPUTILED_CUSOLVER naming a file that does not exist).

%!testif ; gpu_available ()
%! for c = {{"svd", "svd (gpuArray (magic (3)))"},
%!          {"eig", "eig (gpuArray ([2 1; 1 2]))"},
%!          {"eig", "eig (gpuArray ([1 2; 3 4]))"}}
%!   [status, out] = run_without_library ("GPUTILED_CUSOLVER",
%!                                        "libcusolver.so.missing", c{1}{2});
%!   assert (status, 0, out);
%!   assert (! isempty (strfind (out, "ID=gputiled:missingLibrary")), out);
%!   assert (! isempty (strfind (out, ["MSG=" c{1}{1} ": "])), out);
%!   assert (! isempty (strfind (out, "libcusolver")), out);
%! endfor
