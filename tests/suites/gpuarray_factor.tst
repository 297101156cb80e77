## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.
##
## Matrix structure and factorisations of gpuArrays (issue 34): triu,
## tril, diag, kron and trace on the package's kernels, gathers and
## broadcast products; lu, chol and qr on cuSOLVER (Xgetrf, Xpotrf,
## Xgeqrf, ORGQR/UNGQR) or, without a GPU, on the core's host test
## backend (textbook factorisations in long double behind the same
## gateway).  Every answer is compared with Octave's on the gathered
## data: class, size, and values (exactly for the ones that only move
## elements; within c n cond (A) eps (class) of the largest element for
## the factorisations, whose factors are also multiplied back), for
## double, single, complex and logical, square and rectangular, empty
## and scalar arrays, every output form, and Octave's errors.  The device
## paths must not fall back to the host (__gputiled_ga__ ("fallbacks")
## unchanged); the cases Octave must answer (singular LU, Inf and NaN,
## pivoted QR, options not read here) give Octave's answer.  pagefun
## (MATLAB's, no Octave function) is compared with a loop over the pages
## of the host arrays.

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

## G must be a gpuArray with R's class and size (complexity as Octave's,
## which narrows an all-real complex result) and its values within TOL
## of R relative to R's largest element (TOL 0: equal, NaN included).
%!function check (G, R, tol, what)
%!  assert (isa (G, "gpuArray"), "%s: a %s, not a gpuArray", what, class (G));
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R)))
%!    error ("%s: gives %s, Octave gives %s", what, desc (g), desc (R));
%!  endif
%!  if (iscomplex (R) && ! iscomplex (g))
%!    error ("%s: real, Octave's is complex", what);
%!  endif
%!  if (tol == 0)
%!    assert (isequaln (g, R), "%s: not Octave's values", what);
%!    return;
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

## The tolerance of a factorisation of A: c max (m, n) cond (A) eps.
%!function t = ftol (A, cls)
%!  t = 32 * max ([size(A), 2]) * cond (double (A)) * eps (cls);
%!endfunction

## The error message of F ().
%!function msg = err_of (f)
%!  msg = "";
%!  try
%!    f ();
%!  catch e
%!    msg = e.message;
%!  end_try_catch
%!endfunction

## ------------------------------------------------------------------ ##
## triu and tril: every class, shapes, diagonals; exact copies

%!testif ; ga_ready ()
%! randn ("state", 3501);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single", "cplx", "logical"}
%!   for sz = {[5 7], [7 5], [1 4], [4 1], [1 1], [0 3], [3 0], [6 6]}
%!     switch (cls{1})
%!       case "cplx"
%!         A = data (sz{1}, "double", true);
%!       case "logical"
%!         A = randn (sz{1}) > 0;
%!       otherwise
%!         A = data (sz{1}, cls{1}, false);
%!     endswitch
%!     G = gpuArray (A);
%!     w = desc (A);
%!     check (triu (G), triu (A), 0, ["triu " w]);
%!     check (tril (G), tril (A), 0, ["tril " w]);
%!     for k = [-8 -3 -1 0 1 2 6 9]
%!       check (triu (G, k), triu (A, k), 0, sprintf ("triu (%s, %d)", w, k));
%!       check (tril (G, k), tril (A, k), 0, sprintf ("tril (%s, %d)", w, k));
%!     endfor
%!   endfor
%! endfor
%! G = gpuArray (magic (4));
%! check (triu (G, gpuArray (1)), triu (magic (4), 1), 0, "triu (G, gpuArray K)");
%! check (tril (G, single (-1)), tril (magic (4), -1), 0, "tril (G, single K)");
%! assert (isequal (gather (G), magic (4)), "G changed");
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## what Octave answers: its errors, its "pack"
%! G = gpuArray (magic (3));
%! assert (err_of (@() triu (G, 1.5)), err_of (@() triu (magic (3), 1.5)));
%! assert (err_of (@() triu (gpuArray (ones (2, 2, 2)))), "triu: need a 2-D matrix");
%! assert (err_of (@() tril (gpuArray (ones (2, 2, 2)))), "tril: need a 2-D matrix");
%! assert (! isempty (err_of (@() triu ())));
%! warning ("off", "gputiled:hostFallback", "local");
%! check (triu (G, 0, "pack"), triu (magic (3), 0, "pack"), 0, "triu pack");

## ------------------------------------------------------------------ ##
## diag: vectors to matrices, matrices to diagonals, the empty rules

%!testif ; ga_ready ()
%! randn ("state", 3502);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single", "cplx", "logical"}
%!   for sz = {[1 5], [5 1], [1 1], [1 0], [0 1], [0 0], [4 6], [6 4], [5 5], [0 3], [3 0], [2 1]}
%!     switch (cls{1})
%!       case "cplx"
%!         A = data (sz{1}, "single", true);
%!       case "logical"
%!         A = randn (sz{1}) > 0;
%!       otherwise
%!         A = data (sz{1}, cls{1}, false);
%!     endswitch
%!     G = gpuArray (A);
%!     w = desc (A);
%!     check (diag (G), full (diag (A)), 0, ["diag " w]);
%!     for k = [-7 -2 -1 0 1 3 8]
%!       check (diag (G, k), full (diag (A, k)), 0, sprintf ("diag (%s, %d)", w, k));
%!     endfor
%!     if (any (sz{1} == 1) || isequal (sz{1}, [1 0]) || isequal (sz{1}, [0 1]))
%!       for mn = {[2 3], [3 2], [6 6], [0 0], [0 4]}
%!         m = mn{1}(1);  n = mn{1}(2);
%!         check (diag (G, m, n), full (diag (A, m, n)), 0,
%!                sprintf ("diag (%s, %d, %d)", w, m, n));
%!       endfor
%!     endif
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## Octave's errors
%! assert (err_of (@() diag (gpuArray (ones (2, 2, 2)))),
%!         err_of (@() diag (ones (2, 2, 2))));
%! assert (err_of (@() diag (gpuArray (magic (3)), 2, 3)), "diag: V must be a vector");
%! try
%!   diag ();
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "Octave:invalid-fun-call");
%! end_try_catch

## ------------------------------------------------------------------ ##
## kron and trace

%!function X = operand (sz, cls)
%!  switch (cls)
%!    case "cplx"
%!      X = complex (randn (sz), randn (sz));
%!    case "logical"
%!      X = randn (sz) > 0;
%!    otherwise
%!      X = cast (randn (sz), cls);
%!  endswitch
%!endfunction

%!testif ; ga_ready ()
%! randn ("state", 3503);
%! f0 = __gputiled_ga__ ("fallbacks");
%! shapes = {[2 3], [3 1], [1 4], [1 1], [0 2], [4 4]};
%! for i = 1:numel (shapes)
%!   for j = 1:numel (shapes)
%!     for cl = {{"double", "double"}, {"single", "double"}, {"cplx", "double"}, ...
%!               {"logical", "logical"}, {"cplx", "single"}}
%!       A = operand (shapes{i}, cl{1}{1});  B = operand (shapes{j}, cl{1}{2});
%!       R = kron (A, B);
%!       w = sprintf ("kron (%s, %s)", desc (A), desc (B));
%!       t = 4 * eps (class (R));
%!       check (kron (gpuArray (A), gpuArray (B)), R, t, w);
%!       check (kron (A, gpuArray (B)), R, t, [w " host, gpuArray"]);
%!       check (kron (gpuArray (A), B), R, t, [w " gpuArray, host"]);
%!     endfor
%!   endfor
%! endfor
%! A = randn (2);  B = randn (3, 1);  C = complex (randn (1, 2), randn (1, 2));
%! check (kron (gpuArray (A), B, gpuArray (C)), kron (A, B, C), 4 * eps, "kron of three");
%! check (kron (A, B, gpuArray (C)), kron (A, B, C), 4 * eps, "kron, the last a gpuArray");
%! M = randn (5);
%! T = trace (gpuArray (M));
%! assert (isa (T, "gpuArray"));
%! assert (gather (T), trace (M), 8 * eps * sum (abs (diag (M))));
%! assert (gather (trace (gpuArray (single ([1 2 3])))), single (1));
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");
%! assert (! isempty (err_of (@() kron (gpuArray (1)))));

## ------------------------------------------------------------------ ##
## lu: every output form, square and rectangular, real and complex

%!testif ; ga_ready ()
%! randn ("state", 3504);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for sz = {[1 1], [5 5], [7 4], [4 7], [1 5], [5 1], [40 40], [50 23]}
%!       A = data (sz{1}, cls{1}, cplx);
%!       G = gpuArray (A);
%!       w = ["lu " desc(A)];
%!       t = ftol (A, cls{1});
%!       check (lu (G), lu (A), t, [w " Y"]);
%!       [L, U] = lu (A);  [gl, gu] = lu (G);
%!       check (gl, L, t, [w " L (permuted)"]);
%!       check (gu, U, t, [w " U"]);
%!       [L, U, P] = lu (A);  [gl, gu, gp] = lu (G);
%!       check (gl, L, t, [w " L"]);
%!       check (gu, U, t, [w " U"]);
%!       check (gp, full (P), 0, [w " P"]);
%!       check (gp' * gl * gu, A, t, [w " P' L U"]);
%!       [L, U, p] = lu (A, "vector");  [gl, gu, gp] = lu (G, "vector");
%!       check (gl, L, t, [w " L, vector"]);
%!       check (gp, p, 0, [w " p"]);
%!       [L2, U2] = lu (A, "vector");  [gl, gu] = lu (G, "vector");
%!       check (gl, L2, t, [w " L, two outputs, vector"]);
%!       assert (isequal (gather (G), A), "%s: A changed", w);
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## logical is double; empty arrays; Octave's answers for singular and
%! ## non-finite matrices; Octave's errors
%! f0 = __gputiled_ga__ ("fallbacks");
%! L = [true false; true true];
%! [l, u, p] = lu (gpuArray (L));  [L1, U1, P1] = lu (L);
%! check (l, L1, 0, "lu logical L");
%! check (u, U1, 0, "lu logical U");
%! for sz = {[0 0], [0 3], [3 0]}
%!   A = zeros (sz{1});
%!   check (lu (gpuArray (A)), lu (A), 0, ["lu " desc(A)]);
%!   [l, u, p] = lu (gpuArray (single (A)));  [L1, U1, P1] = lu (single (A));
%!   check (l, L1, 0, ["lu L " desc(A)]);
%!   check (u, U1, 0, ["lu U " desc(A)]);
%!   check (p, full (P1), 0, ["lu P " desc(A)]);
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");
%! warning ("off", "gputiled:hostFallback", "local");
%! for A = {[1 2; 2 4], [0 0; 1 0], zeros(3), [1 NaN; 3 4], [Inf 1; 2 3], [1 2 3; 2 4 6]}
%!   A = A{1};
%!   [l, u, p] = lu (gpuArray (A));  [L1, U1, P1] = lu (A);
%!   check (l, L1, 0, ["lu L of " mat2str(A)]);
%!   check (u, U1, 0, ["lu U of " mat2str(A)]);
%!   check (p, full (P1), 0, ["lu P of " mat2str(A)]);
%!   check (lu (gpuArray (A)), lu (A), 0, ["lu Y of " mat2str(A)]);
%! endfor
%! assert (err_of (@() lu (gpuArray (magic (3)), "foo")), "lu: unrecognized string argument");
%! assert (err_of (@() lu (gpuArray (magic (3)), "Vector")), "lu: unrecognized string argument");

## ------------------------------------------------------------------ ##
## chol: upper and lower, [R, p], not positive definite, only a triangle

%!function A = spd (n, cls, cplx)
%!  X = data ([n n], "double", cplx);
%!  A = cast (X' * X + n * eye (n), cls);
%!endfunction

%!testif ; ga_ready ()
%! randn ("state", 3505);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for n = [1 2 5 40]
%!       A = spd (n, cls{1}, cplx);
%!       G = gpuArray (A);
%!       w = ["chol " desc(A)];
%!       t = ftol (A, cls{1});
%!       check (chol (G), chol (A), t, w);
%!       check (chol (G, "upper"), chol (A, "upper"), t, [w " upper"]);
%!       check (chol (G, "lower"), chol (A, "lower"), t, [w " lower"]);
%!       check (chol (G, "Lower"), chol (A, "lower"), t, [w " Lower"]);
%!       [r, p] = chol (G);  [R, P] = chol (A);
%!       check (r, R, t, [w " [R, p]"]);
%!       check (p, P, 0, [w " p"]);
%!       ## only the triangle asked for is read
%!       B = triu (A) + 7 * tril (data ([n n], cls{1}, cplx), -1);
%!       check (chol (gpuArray (B)), chol (B), t, [w " upper of non-Hermitian"]);
%!       C = tril (A) + 7 * triu (data ([n n], cls{1}, cplx), 1);
%!       check (chol (gpuArray (C), "lower"), chol (C, "lower"), t, [w " lower of non-Hermitian"]);
%!       assert (isequal (gather (G), A), "%s: A changed", w);
%!     endfor
%!   endfor
%! endfor
%! ## a complex diagonal: its real part, as LAPACK's
%! Z = [4+1i 1; 1 3];
%! check (chol (gpuArray (Z)), chol (Z), 8 * eps, "chol of a complex diagonal");
%! ## not positive definite: p and the partial factor
%! for A = {[4 1; 1 -3], [4 2 1; 2 5 3; 1 3 -10], [-1 0; 0 1], [1 2; 2 1]}
%!   A = A{1};
%!   for tri = {"upper", "lower"}
%!     [r, p] = chol (gpuArray (A), tri{1});  [R, P] = chol (A, tri{1});
%!     check (r, R, 64 * eps, ["chol partial " tri{1} " " mat2str(A)]);
%!     check (p, P, 0, ["chol p " tri{1} " " mat2str(A)]);
%!     [r, p] = chol (gpuArray (single (A)), tri{1});  [R, P] = chol (single (A), tri{1});
%!     check (r, R, 64 * eps ("single"), ["chol partial single " mat2str(A)]);
%!   endfor
%!   assert (err_of (@() chol (gpuArray (A))), "chol: input matrix must be positive definite");
%! endfor
%! ## logical, empty
%! check (chol (gpuArray (true)), chol (true), 0, "chol logical");
%! check (chol (gpuArray (zeros (0, 3))), chol (zeros (0, 3)), 0, "chol 0x3");
%! check (chol (gpuArray (single ([]))), chol (single ([])), 0, "chol 0x0");
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## Octave's errors, and its answers with NaN
%! assert (err_of (@() chol (gpuArray ([1 2 3]))), "chol: requires square matrix");
%! try
%!   chol (gpuArray ([1 2; 2 1]));
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "");
%!   assert (e.message, "chol: input matrix must be positive definite");
%! end_try_catch
%! warning ("off", "gputiled:hostFallback", "local");
%! A = [NaN 1; 1 2];
%! [r, p] = chol (gpuArray (A));  [R, P] = chol (A);
%! check (r, R, 0, "chol NaN R");
%! check (p, P, 0, "chol NaN p");
%! assert (err_of (@() chol (gpuArray (A))), err_of (@() chol (A)));
%! assert (err_of (@() chol (gpuArray (eye (2)), "foo")), err_of (@() chol (eye (2), "foo")));

## ------------------------------------------------------------------ ##
## qr: the packed form, full and economy, m > n and m < n

%!testif ; ga_ready ()
%! randn ("state", 3506);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for sz = {[1 1], [5 5], [7 4], [4 7], [1 5], [5 1], [40 40], [60 23], [23 60]}
%!       A = data (sz{1}, cls{1}, cplx);
%!       G = gpuArray (A);
%!       w = ["qr " desc(A)];
%!       t = ftol (A, cls{1});
%!       check (qr (G), qr (A), t, [w " packed"]);
%!       check (qr (G, 0), qr (A, 0), t, [w " packed, 0"]);
%!       [Q, R] = qr (A);  [q, r] = qr (G);
%!       check (q, Q, t, [w " Q"]);
%!       check (r, R, t, [w " R"]);
%!       check (q * r, A, t, [w " Q R"]);
%!       [Q, R] = qr (A, 0);  [q, r] = qr (G, 0);
%!       check (q, Q, t, [w " Q, 0"]);
%!       check (r, R, t, [w " R, 0"]);
%!       [q, r] = qr (G, "econ");
%!       check (q, Q, t, [w " Q, econ"]);
%!       check (r, R, t, [w " R, econ"]);
%!       [Q, R] = qr (A, "vector");  [q, r] = qr (G, "vector");
%!       check (q, Q, t, [w " Q, vector"]);
%!       check (r, R, t, [w " R, vector"]);
%!       assert (isequal (gather (G), A), "%s: A changed", w);
%!     endfor
%!   endfor
%! endfor
%! [q, r] = qr (gpuArray (true));  [Q, R] = qr (true);
%! check (q, Q, 0, "qr logical Q");
%! check (r, R, 0, "qr logical R");
%! for sz = {[0 0], [0 3], [3 0]}
%!   A = zeros (sz{1});
%!   [q, r] = qr (gpuArray (A));  [Q, R] = qr (A);
%!   check (q, Q, 0, ["qr Q " desc(A)]);
%!   check (r, R, 0, ["qr R " desc(A)]);
%!   [q, r] = qr (gpuArray (A), 0);  [Q, R] = qr (A, 0);
%!   check (q, Q, 0, ["qr Q, 0 " desc(A)]);
%!   check (r, R, 0, ["qr R, 0 " desc(A)]);
%!   [q, r] = qr (gpuArray (A), "econ");
%!   check (q, Q, 0, ["qr Q, econ " desc(A)]);
%! endfor
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## pivoted QR and non-finite matrices: Octave's answers on the host
%! randn ("state", 3507);
%! warning ("off", "gputiled:hostFallback", "local");
%! A = randn (6, 4);
%! f0 = __gputiled_ga__ ("fallbacks");
%! [q, r, p] = qr (gpuArray (A));  [Q, R, P] = qr (A);
%! assert (__gputiled_ga__ ("fallbacks") > f0, "pivoted QR on the device");
%! check (q, Q, 0, "pivoted Q");
%! check (r, R, 0, "pivoted R");
%! check (p, P, 0, "pivoted P");
%! [q, r, p] = qr (gpuArray (A), 0);  [Q, R, P] = qr (A, 0);
%! check (p, P, 0, "pivoted p, 0");
%! B = A;  B(2, 3) = Inf;
%! [q, r] = qr (gpuArray (B));  [Q, R] = qr (B);
%! check (r, R, 0, "qr with Inf");
%! assert (err_of (@() qr (gpuArray (A), "foo")), err_of (@() qr (A, "foo")));

## ------------------------------------------------------------------ ##
## pagefun (MATLAB's): products, solves and inverses page by page,
## transposes and elementwise functions on whole arrays; page dimensions
## broadcast

## Octave's answer: FCN on each page of the host arrays, in a loop.
%!function R = pages (fcn, varargin)
%!  n = 0;
%!  for k = 1:numel (varargin)
%!    n = max (n, ndims (varargin{k}) - 2);
%!  endfor
%!  P = ones (1, max (n, 1));
%!  for k = 1:numel (varargin)
%!    s = size (varargin{k});
%!    s(end+1:n+2) = 1;
%!    P = max (P, s(3:end));
%!  endfor
%!  R = [];
%!  for p = 1:prod (P)
%!    args = cell (size (varargin));
%!    for k = 1:numel (varargin)
%!      s = size (varargin{k});
%!      s(end+1:n+2) = 1;
%!      sub = cell (1, numel (P));
%!      [sub{:}] = ind2sub (P, p);
%!      sub = cell2mat (sub);
%!      sub(s(3:end) == 1) = 1;
%!      q = sub2ind ([s(3:end), 1], num2cell (sub){:});
%!      X = reshape (varargin{k}, s(1), s(2), []);
%!      args{k} = X(:, :, q);
%!    endfor
%!    Y = fcn (args{:});
%!    if (isempty (R))
%!      R = zeros ([size(Y), P], "like", Y);
%!    endif
%!    R(:, :, p) = Y;
%!  endfor
%!endfunction

%!testif ; ga_ready ()
%! randn ("state", 3508);
%! f0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     A = data ([3 4 5], cls{1}, cplx);  B = data ([4 2], cls{1}, cplx);
%!     B3 = data ([4 2 5], cls{1}, false);
%!     w = desc (A);
%!     t = 64 * eps (cls{1});
%!     check (pagefun (@mtimes, gpuArray (A), gpuArray (B)), pages (@mtimes, A, B), t, ["mtimes " w]);
%!     check (pagefun (@mtimes, gpuArray (A), B3), pages (@mtimes, A, B3), t, ["mtimes, host pages " w]);
%!     check (pagefun (@transpose, gpuArray (A)), permute (A, [2 1 3]), 0, ["transpose " w]);
%!     check (pagefun (@ctranspose, gpuArray (A)), conj (permute (A, [2 1 3])), 0, ["ctranspose " w]);
%!     check (pagefun (@plus, gpuArray (A), 1), A + 1, 0, ["plus " w]);
%!     check (pagefun (@exp, gpuArray (A)), exp (A), t, ["exp " w]);
%!     S = data ([4 4 2 3], cls{1}, cplx) + 8 * repmat (eye (4, cls{1}), [1 1 2 3]);
%!     R = data ([4 2 1 3], cls{1}, cplx);
%!     check (pagefun (@mldivide, gpuArray (S), gpuArray (R)), pages (@mldivide, S, R), 16 * t, ["mldivide " desc(S)]);
%!     check (pagefun (@inv, gpuArray (S)), pages (@inv, S), 16 * t, ["inv " desc(S)]);
%!   endfor
%! endfor
%! Z = pagefun (@mtimes, gpuArray (zeros (3, 4, 0)), gpuArray (ones (4, 2)));
%! assert (isa (Z, "gpuArray") && isequal (size (Z), [3 2 0]));
%! ## the batched product: a 2-D first operand, 4-D pages one to one,
%! ## classes mixed, K = 0; broadcast page dimensions (page by page)
%! A = randn (3, 4);  B = complex (randn (4, 2, 2, 3), randn (4, 2, 2, 3));
%! check (pagefun (@mtimes, gpuArray (A), gpuArray (B)), pages (@mtimes, A, B), 64 * eps, "mtimes 2-D, 4-D");
%! A = single (randn (3, 4, 2, 3));  B = randn (4, 5, 2, 3);
%! check (pagefun (@mtimes, gpuArray (A), B), pages (@mtimes, A, B), 64 * eps ("single"), "mtimes single, double");
%! A = randn (3, 4, 2);  B = randn (4, 2, 1, 3);
%! check (pagefun (@mtimes, gpuArray (A), gpuArray (B)), pages (@mtimes, A, B), 64 * eps, "mtimes broadcast 2x1, 1x3");
%! check (pagefun (@mtimes, gpuArray (zeros (3, 0, 2)), gpuArray (zeros (0, 2, 2))), zeros (3, 2, 2), 0, "mtimes, K = 0");
%! L = rand (3, 3, 2) > 0.5;
%! check (pagefun (@mtimes, gpuArray (L), gpuArray (L)), pages (@mtimes, L, L), 0, "mtimes logical");
%! assert (__gputiled_ga__ ("fallbacks"), f0, "a host fallback");

%!testif ; ga_ready ()
%! ## errors
%! try
%!   pagefun (@mtimes, gpuArray (ones (2, 2, 3)), ones (2, 2, 4));
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "gputiled:sizeMismatch");
%! end_try_catch
%! try
%!   pagefun (@mtimes, gpuArray (ones (2, 3, 2)), ones (2, 2));
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "Octave:nonconformant-args");
%!   assert (e.message, "operator *: nonconformant arguments (op1 is 2x3, op2 is 2x2)");
%! end_try_catch
%! try
%!   pagefun ("mtimes", gpuArray (1), 2);
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "gputiled:invalidInput");
%! end_try_catch
