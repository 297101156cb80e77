## SPDX-License-Identifier: GPL-3.0-or-later
## gpuArray reductions: max and min in every form (with their indices,
## NaN, ties and complex as Octave), sum, mean and prod along every
## dimension, norm, dot; and the package's own functions (gpu_tiled_mm with
## each kernel, gpu_sum, gpu_max, gpu_min) and gputimeit taking gpuArrays.
## Every result is a gpuArray (index outputs too) compared with what
## Octave's builtins give for the same host data: class, size and
## complexity equal; max, min and their indices exactly; sums, means,
## products, norms and dot products within n eps of the class times the
## sum of the magnitudes (products: of the product of the magnitudes).

## X: randn data of size SZ and class CLS, complex when CPLX.
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

## G must be a gpuArray whose gather has R's class, size and complexity,
## NaN where R has NaN (each part), R's infinities, and the finite values
## of R within TOL (scalar, or an array that broadcasts to R's size;
## 0: exactly).  WHAT names the operation in the message.  Complexity is
## compared up to Octave's narrowing: Octave makes most complex results
## whose imaginary parts are all zero real (an empty one always), so a
## result may differ from R in complexity only where those parts are zero.
%!function check_gpu (G, R, tol, what)
%!  assert (strcmp (class (G), "gpuArray"), "%s: a %s, not a gpuArray",
%!          what, class (G));
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R))
%!      || (iscomplex (g) != iscomplex (R) && any (imag ([g(:); R(:)]) != 0)))
%!    error ("%s: gives %s, Octave gives %s", what, desc (g), desc (R));
%!  endif
%!  if (isempty (R))
%!    return;
%!  endif
%!  tol = double (tol) .* ones (size (R));
%!  tol(isnan (tol)) = 0;
%!  fin = isfinite (R);
%!  names = {"real part", "imaginary part"};
%!  for p = 1:1 + iscomplex (R)
%!    if (p == 1)
%!      a = double (real (g));  b = double (real (R));
%!    else
%!      a = double (imag (g));  b = double (imag (R));
%!    endif
%!    bad = (isnan (a) != isnan (b)) | ((isinf (a) | isinf (b)) & a != b);
%!    ## A finite part beside a non-finite one is compared on its own.
%!    bad |= isfinite (b) & ! fin & ! (abs (a - b) <= tol);
%!    k = find (bad, 1);
%!    if (! isempty (k))
%!      error ("%s: %s of element %d is %.17g, Octave gives %.17g", what,
%!             names{p}, k, a(k), b(k));
%!    endif
%!  endfor
%!  d = abs (double (g) - double (R));
%!  k = find (fin & ! (d <= tol), 1);
%!  if (! isempty (k))
%!    error ("%s: element %d is %s, Octave gives %s (|difference| %.3g > %.3g)",
%!           what, k, num2str (g(k), 17), num2str (R(k), 17), d(k), tol(k));
%!  endif
%!endfunction

## Evaluate CODE with the variables named in NAME, VALUE pairs; it must
## fail with identifier ID ("" for any error).
%!function expect_error (id, code, varargin)
%!  for i__ = 1:2:numel (varargin)
%!    eval ([varargin{i__} " = varargin{i__ + 1};"]);
%!  endfor
%!  caught__ = false;
%!  try
%!    eval (code);
%!  catch err__
%!    caught__ = true;
%!    assert (isempty (id) || strcmp (err__.identifier, id),
%!            "%s: error '%s' (%s), expected %s", code, err__.identifier,
%!            err__.message, id);
%!  end_try_catch
%!  assert (caught__, "%s: no error, expected %s", code, id);
%!endfunction

## Sizes for the reductions: empties, scalars, vectors, matrices, N-D.
%!function s = shapes ()
%!  s = {[0 0], [0 3], [3 0], [1 1], [1 7], [7 1], [5 4], [2 3 4], [1 1 5], ...
%!       [3 1 2], [2 0 3], [33 65]};
%!endfunction

## Dimension that Octave's sum, prod, max and min reduce without one.
%!function d = default_dim (X)
%!  d = find (size (X) != 1, 1);
%!  if (isempty (d))
%!    d = 1;
%!  endif
%!endfunction

## NAME ("max" or "min") on X in every form that reduces: f (X),
## [m, i] = f (X), f (X, [], d), [m, i] = f (X, [], d) for d up to
## ndims + 1.  Values and indices exactly.
%!function check_minmax (name, X)
%!  f = str2func (name);
%!  G = gpuArray (X);
%!  w = sprintf ("%s (%s)", name, desc (X));
%!  check_gpu (f (G), f (X), 0, w);
%!  [m, i] = f (X);
%!  [gm, gi] = f (G);
%!  check_gpu (gm, m, 0, ["[m, i] = " w]);
%!  check_gpu (gi, i, 0, ["[m, i] = " w ", i"]);
%!  for d = 1:ndims (X) + 1
%!    wd = sprintf ("%s (%s, [], %d)", name, desc (X), d);
%!    check_gpu (f (G, [], d), f (X, [], d), 0, wd);
%!    [m, i] = f (X, [], d);
%!    [gm, gi] = f (G, [], d);
%!    check_gpu (gm, m, 0, ["[m, i] = " wd]);
%!    check_gpu (gi, i, 0, ["[m, i] = " wd ", i"]);
%!  endfor
%!endfunction

## Elementwise NAME (A, B): gpu with gpu, gpu with host, host with gpu.
%!function check_minmax2 (name, A, B)
%!  f = str2func (name);
%!  R = f (A, B);
%!  w = sprintf ("%s (%s, %s)", name, desc (A), desc (B));
%!  check_gpu (f (gpuArray (A), gpuArray (B)), R, 0, [w ", gpu gpu"]);
%!  check_gpu (f (gpuArray (A), B), R, 0, [w ", gpu host"]);
%!  check_gpu (f (A, gpuArray (B)), R, 0, [w ", host gpu"]);
%!endfunction

## The bound of NAME (sum, mean or prod) of X along D, whose result is R:
## n + 1 roundings of the class of R relative to the sum of |X| (mean: its
## sum's bound over n, and one more rounding; prod: 2 (n + 1), complex
## 4 (n + 1), relative to the product of |X|).
%!function tol = reduce_bound (name, X, d, R)
%!  n = size (X, d);
%!  e = eps (class (R));
%!  switch (name)
%!    case "sum"
%!      tol = (n + 1) * e * sum (abs (double (X)), d);
%!    case "mean"
%!      tol = (n + 1) * e * sum (abs (double (X)), d) / n + 2 * e * abs (double (R));
%!    case "prod"
%!      tol = 2 * (1 + iscomplex (X)) * (n + 1) * e * prod (abs (double (X)), d);
%!  endswitch
%!  tol += realmin (class (R));
%!endfunction

## NAME (sum, mean, prod) of X: without a dimension, and along each up to
## ndims + 1.  mean without a dimension only where X is not empty (there
## Octave's mean picks its dimension unlike sum's).
%!function check_reduce (name, X)
%!  f = str2func (name);
%!  G = gpuArray (X);
%!  if (! (strcmp (name, "mean") && isempty (X)))
%!    R = f (X);
%!    check_gpu (f (G), R, reduce_bound (name, X, default_dim (X), R),
%!               sprintf ("%s (%s)", name, desc (X)));
%!  endif
%!  for d = 1:ndims (X) + 1
%!    R = f (X, d);
%!    check_gpu (f (G, d), R, reduce_bound (name, X, d, R),
%!               sprintf ("%s (%s, %d)", name, desc (X), d));
%!  endfor
%!endfunction

## norm (X, P{:}) against Octave, within the bound of the kind of norm.
## The 2-norm of a matrix may be refused (gputiled:notSupported); if it is
## computed it must be right.
%!function check_norm (X, p)
%!  R = norm (X, p{:});
%!  e = eps (class (R));
%!  if (isempty (p))
%!    kind = 2;
%!  else
%!    kind = p{1};
%!  endif
%!  if (isvector (X) || isempty (X))
%!    n = numel (X);
%!    if (ischar (kind) || kind == 2)
%!      tol = 2 * (n + 4) * e * R;
%!    elseif (kind == 1)
%!      tol = (n + 4) * e * R;
%!    else
%!      tol = 4 * e * R * iscomplex (X);
%!    endif
%!  else
%!    [m, n] = size (X);
%!    if (ischar (kind))
%!      tol = 2 * (m * n + 4) * e * R;
%!    elseif (kind == 1)
%!      tol = (m + 4) * e * R;
%!    elseif (kind == 2)
%!      tol = 4 * (m + n) * e * R;
%!    else
%!      tol = (n + 4) * e * R;
%!    endif
%!  endif
%!  w = sprintf ("norm (%s)", desc (X));
%!  if (! isempty (p))
%!    w = sprintf ("norm (%s, %s)", desc (X), num2str (p{1}));
%!  endif
%!  G = gpuArray (X);
%!  if (! (isvector (X) || isempty (X)) && ! ischar (kind) && kind == 2)
%!    try
%!      N = norm (G, p{:});
%!    catch err
%!      assert (err.identifier, "gputiled:notSupported");
%!      return;
%!    end_try_catch
%!  else
%!    N = norm (G, p{:});
%!  endif
%!  check_gpu (N, R, tol + realmin (class (R)), w);
%!endfunction

## dot (A, B) against Octave: n + 2 roundings (twice for complex) relative
## to the sum of |a| |b| of each column.
%!function check_dot (A, B)
%!  R = dot (A, B);
%!  if (isvector (A) && isvector (B))
%!    n = numel (A);
%!    M = sum (abs (double (A(:))) .* abs (double (B(:))));
%!  else
%!    n = rows (A);
%!    M = sum (abs (double (A)) .* abs (double (B)), 1);
%!  endif
%!  tol = (n + 2) * (1 + iscomplex (R)) * eps (class (R)) * M + realmin (class (R));
%!  w = sprintf ("dot (%s, %s)", desc (A), desc (B));
%!  check_gpu (dot (gpuArray (A), gpuArray (B)), R, tol, w);
%!endfunction

## ------------------------------------------------------------------ ##
## max and min

%!testif ; ga_ready ()
%! ## Real data of every shape, both classes; NaN, an all-NaN column,
%! ## infinities and ties.
%! randn ("state", 31);
%! sh = shapes ();
%! for cls = {"double", "single"}
%!   for s = 1:numel (sh)
%!     X = cast (randn (sh{s}), cls{1});
%!     T = cast (round (2 * randn (sh{s})), cls{1});    # many ties
%!     N = X;
%!     N(2:3:end) = NaN;
%!     N(4:7:end) = Inf;
%!     N(5:11:end) = -Inf;
%!     if (columns (N) > 1 && rows (N) > 1)
%!       N(:, 2) = NaN;
%!     endif
%!     for name = {"max", "min"}
%!       check_minmax (name{1}, X);
%!       check_minmax (name{1}, T);
%!       check_minmax (name{1}, N);
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Complex data: ordered by abs, then arg; NaN (in either part) skipped;
%! ## values of equal magnitude.
%! randn ("state", 32);
%! V = [1, 1i, -1, -1i, 1+1i, 1-1i, -1+1i, -1-1i, 2, 0.5i, 0, -2i];
%! for cls = {"double", "single"}
%!   for s = {[1 7], [7 1], [5 4], [2 3 4], [0 3], [1 1]}
%!     check_minmax ("max", data (s{1}, cls{1}, true));
%!     check_minmax ("min", data (s{1}, cls{1}, true));
%!   endfor
%!   Z = cast (V, cls{1});
%!   for name = {"max", "min"}
%!     check_minmax (name{1}, Z);
%!     check_minmax (name{1}, fliplr (Z));
%!     check_minmax (name{1}, reshape (Z, 3, 4));
%!     check_minmax (name{1}, reshape (fliplr (Z), 4, 3));
%!     W = data ([4 5], cls{1}, true);
%!     W(2:3:end) = complex (NaN, 1);
%!     W(3:5:end) = complex (1, NaN);
%!     W(:, 3) = NaN;
%!     check_minmax (name{1}, W);
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Logical data: logical results, double indices.
%! rand ("state", 33);
%! for s = {[0 3], [1 1], [1 9], [6 1], [7 5], [2 3 4]}
%!   check_minmax ("max", rand (s{1}) > 0.5);
%!   check_minmax ("min", rand (s{1}) > 0.5);
%! endfor
%! check_minmax ("max", false (3, 4));
%! check_minmax ("min", true (3, 4));

%!testif ; ga_ready ()
%! ## Large: 1000 x 1000 and a long vector, both classes.
%! randn ("state", 34);
%! for cls = {"double", "single"}
%!   X = cast (randn (1000, 1000), cls{1});
%!   X(7, :) = NaN;
%!   G = gpuArray (X);
%!   for d = 1:2
%!     [m, i] = max (X, [], d);  [gm, gi] = max (G, [], d);
%!     check_gpu (gm, m, 0, sprintf ("max (1000 x 1000 %s, [], %d)", cls{1}, d));
%!     check_gpu (gi, i, 0, sprintf ("index of max (1000 x 1000 %s, [], %d)", cls{1}, d));
%!     [m, i] = min (X, [], d);  [gm, gi] = min (G, [], d);
%!     check_gpu (gm, m, 0, sprintf ("min (1000 x 1000 %s, [], %d)", cls{1}, d));
%!     check_gpu (gi, i, 0, sprintf ("index of min (1000 x 1000 %s, [], %d)", cls{1}, d));
%!   endfor
%!   x = X(:);
%!   [m, i] = max (x);  [gm, gi] = max (gpuArray (x));
%!   check_gpu (gm, m, 0, "max of 1e6");
%!   check_gpu (gi, i, 0, "index of max of 1e6");
%! endfor

%!testif ; ga_ready ()
%! ## max (A, B) and min (A, B): broadcasting, scalars, NaN ignored (NaN
%! ## only where both are), both classes and mixed (single wins).
%! randn ("state", 35);  rand ("state", 35);
%! pairs = {[4 5], [4 5]; [1 1], [4 5]; [4 5], [1 1]; [3 1], [1 4]; ...
%!          [2 3 4], [2 1 4]; [1 3], [2 1 4]; [0 3], [1 3]; [0 3], [1 1]};
%! for s = 1:rows (pairs)
%!   A = round (2 * randn (pairs{s,1})) / 2;
%!   B = round (2 * randn (pairs{s,2})) / 2;
%!   A(1:3:end) = NaN;
%!   B(1:2:end) = NaN;
%!   for cls = {"double", "double"; "single", "single"; "single", "double"; ...
%!              "double", "single"}'
%!     for name = {"max", "min"}
%!       check_minmax2 (name{1}, cast (A, cls{1}), cast (B, cls{2}));
%!     endfor
%!   endfor
%! endfor
%! for name = {"max", "min"}
%!   check_minmax2 (name{1}, [1 NaN NaN -Inf], [NaN 2 NaN Inf]);
%!   check_minmax2 (name{1}, rand (3, 4) > 0.5, rand (3, 4) > 0.5);
%!   check_minmax2 (name{1}, rand (3, 4) > 0.5, 0.5);
%!   check_minmax2 (name{1}, randn (3, 4), 0);
%!   check_minmax2 (name{1}, 0, randn (3, 4));
%! endfor

%!testif ; ga_ready ()
%! ## max (A, B) and min (A, B) of complex values: by abs; where the
%! ## magnitudes are equal Octave keeps the element of A.
%! randn ("state", 36);
%! Z1 = [1, 1i, -1, -1i, 1+1i, -1-1i, 2];
%! Z2 = [-1i, -1, 1i, 1, 1-1i, -1+1i, -2i];
%! for cls = {"double", "single"}
%!   for name = {"max", "min"}
%!     check_minmax2 (name{1}, data ([4 5], cls{1}, true), data ([4 5], cls{1}, true));
%!     check_minmax2 (name{1}, data ([4 1], cls{1}, true), data ([1 5], cls{1}, false));
%!     check_minmax2 (name{1}, data ([4 5], cls{1}, false), data ([1 1], cls{1}, true));
%!     check_minmax2 (name{1}, cast (Z1, cls{1}), cast (Z2, cls{1}));
%!     check_minmax2 (name{1}, cast (Z2, cls{1}), cast (Z1, cls{1}));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## max (A, B) of sizes that do not broadcast: gputiled:nonconformant.
%! for name = {"max", "min"}
%!   for s = {[2 3], [3 2]; [3 1], [2 1]; [0 3], [2 3]}'
%!     code = sprintf ("%s (A, B);", name{1});
%!     expect_error ("gputiled:nonconformant", code, "A", gpuArray (ones (s{1})), "B", gpuArray (ones (s{2})));
%!     expect_error ("gputiled:nonconformant", code, "A", gpuArray (ones (s{1})), "B", ones (s{2}));
%!   endfor
%! endfor

## ------------------------------------------------------------------ ##
## sum, mean, prod

%!testif ; ga_ready ()
%! ## sum and mean of every shape, both classes, real and complex, along
%! ## every dimension and beyond.
%! randn ("state", 37);
%! sh = shapes ();
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for s = 1:numel (sh)
%!       X = data (sh{s}, cls{1}, cplx);
%!       check_reduce ("sum", X);
%!       check_reduce ("mean", X);
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## prod of every shape, factors near 1 (no overflow) and some zeros.
%! randn ("state", 38);
%! sh = shapes ();
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for s = 1:numel (sh)
%!       X = 1 + 0.1 * data (sh{s}, cls{1}, cplx);
%!       check_reduce ("prod", X);
%!       X(3:7:end) = 0;
%!       check_reduce ("prod", X);
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Logical inputs give double; infinities and NaN propagate as in Octave.
%! rand ("state", 39);
%! for s = {[0 3], [1 1], [1 9], [7 5], [2 3 4]}
%!   L = rand (s{1}) > 0.5;
%!   for name = {"sum", "mean", "prod"}
%!     check_reduce (name{1}, L);
%!   endfor
%! endfor
%! S = [1, 2, Inf; Inf, 3, -Inf; NaN, 4, 1; -Inf, 5, 2];
%! for cls = {"double", "single"}
%!   for name = {"sum", "mean", "prod"}
%!     check_reduce (name{1}, cast (S, cls{1}));
%!     check_reduce (name{1}, cast (S', cls{1}));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Large: 2000 x 1000 along both dimensions, and a vector of 2e6.
%! randn ("state", 40);
%! for cls = {"double", "single"}
%!   X = cast (randn (2000, 1000), cls{1});
%!   G = gpuArray (X);
%!   for d = 1:2
%!     for name = {"sum", "mean"}
%!       f = str2func (name{1});
%!       R = f (X, d);
%!       check_gpu (f (G, d), R, reduce_bound (name{1}, X, d, R),
%!                  sprintf ("%s (2000 x 1000 %s, %d)", name{1}, cls{1}, d));
%!     endfor
%!   endfor
%!   x = X(:);
%!   R = sum (x);
%!   check_gpu (sum (gpuArray (x)), R, reduce_bound ("sum", x, 1, R), "sum of 2e6");
%! endfor

## ------------------------------------------------------------------ ##
## norm and dot

%!testif ; ga_ready ()
%! ## Vector norms: 2 (default), "fro", 1, Inf; rows and columns, real and
%! ## complex, both classes, empty.
%! randn ("state", 41);
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for s = {[1 1], [1 7], [7 1], [1000 1], [1 2000]}
%!       x = data (s{1}, cls{1}, cplx);
%!       for p = {{}, {2}, {"fro"}, {1}, {Inf}}
%!         check_norm (x, p{1});
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! for x = {[], zeros(1, 0), zeros(0, 1), single([])}
%!   for p = {{}, {"fro"}, {1}, {Inf}}
%!     check_norm (x{1}, p{1});
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Matrix norms: 1 (largest column sum), Inf (largest row sum), "fro";
%! ## the 2-norm computed or refused with gputiled:notSupported.
%! randn ("state", 42);
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for s = {[5 4], [4 5], [40 30], [2 300]}
%!       X = data (s{1}, cls{1}, cplx);
%!       for p = {{"fro"}, {1}, {Inf}, {}, {2}}
%!         check_norm (X, p{1});
%!       endfor
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Norms of values whose squares overflow or underflow (Octave scales).
%! for cls = {"double", "single"}
%!   big = sqrt (realmax (cls{1}));  tiny = sqrt (realmin (cls{1})) / 8;
%!   for x = {cast([3 4] * big, cls{1}), cast([3; 4; 1] * tiny, cls{1}), ...
%!            cast(complex ([3 1], [4 -2]) * big, cls{1})}
%!     check_norm (x{1}, {});
%!     check_norm (x{1}, {"fro"});
%!   endfor
%!   check_norm (cast ([1 2; 3 4] * big, cls{1}), {"fro"});
%! endfor

%!testif ; ga_ready ()
%! ## dot: vectors (columns, rows, a row with a column), complex (the
%! ## first conjugated), matrices column by column, empties, classes.
%! randn ("state", 43);
%! for cls = {"double", "single"}
%!   for cplx = [0 0; 1 0; 0 1; 1 1]'
%!     for s = {[7 1], [7 1]; [1 7], [1 7]; [1 7], [7 1]; [1 1], [1 1]; ...
%!              [1000 1], [1000 1]; [5 4], [5 4]; [300 20], [300 20]}'
%!       check_dot (data (s{1}, cls{1}, cplx(1)), data (s{2}, cls{1}, cplx(2)));
%!     endfor
%!   endfor
%! endfor
%! check_dot (single (randn (6, 1)), randn (6, 1));
%! check_dot (randn (5, 3), single (complex (randn (5, 3), randn (5, 3))));
%! check_dot (zeros (0, 1), zeros (0, 1));
%! check_dot (zeros (0, 3), zeros (0, 3));

## ------------------------------------------------------------------ ##
## The package's functions with gpuArrays

%!testif ; gpu_available ()
%! ## gpu_tiled_mm (G, H) and each kernel: a gpuArray within the product's
%! ## rounding bound of A * B.  (A real GPU only: the kernels are named.)
%! randn ("state", 44);
%! for cls = {"double", "single"}
%!   for cplx = [0 0; 1 0; 0 1; 1 1]'
%!     for s = {[64 96 32], [37 53 29]}
%!       m = s{1}(1);  k = s{1}(2);  n = s{1}(3);
%!       A = data ([m k], cls{1}, cplx(1));
%!       B = data ([k n], cls{1}, cplx(2));
%!       R = A * B;
%!       tol = 4 * (k + 2) * (1 + iscomplex (R)) * eps (cls{1}) ...
%!             * (abs (double (A)) * abs (double (B))) + realmin (cls{1});
%!       w = sprintf ("gpu_tiled_mm (%s, %s", desc (A), desc (B));
%!       check_gpu (gpu_tiled_mm (gpuArray (A), gpuArray (B)), R, tol, [w ")"]);
%!       kernels = {"padded", "naive", "cublas", "auto"};
%!       if (all (mod ([m k n], 32) == 0))
%!         kernels{end+1} = "tiled";
%!       endif
%!       for kern = kernels
%!         C = gpu_tiled_mm (gpuArray (A), gpuArray (B), "Kernel", kern{1});
%!         check_gpu (C, R, tol, [w ", \"Kernel\", \"" kern{1} "\")"]);
%!       endfor
%!     endfor
%!   endfor
%! endfor

%!testif ; gpu_available ()
%! ## The short form gpu_tiled_mm (A, B) with one gpuArray operand, with a
%! ## scalar, and with [C, info]: as gpuArray's mtimes.  (A real GPU only:
%! ## it names a kernel and reads info.)
%! randn ("state", 47);
%! s0 = __gputiled_ga__ ("stats");
%! A = randn (37, 53);  B = single (randn (53, 29));
%! R = A * B;
%! tol = 4 * 55 * eps ("single") * (abs (A) * abs (double (B))) + realmin ("single");
%! check_gpu (gpu_tiled_mm (gpuArray (A), B), R, tol, "gpu_tiled_mm (G, B)");
%! check_gpu (gpu_tiled_mm (A, gpuArray (B)), R, tol, "gpu_tiled_mm (A, H)");
%! check_gpu (gpu_tiled_mm (2, gpuArray (B)), 2 * B, 0, "gpu_tiled_mm (2, H)");
%! [C, info] = gpu_tiled_mm (gpuArray (A), gpuArray (B));
%! check_gpu (C, R, tol, "[C, info] = gpu_tiled_mm (G, H)");
%! assert (fieldnames (info)', {"kernel", "config", "splits"});
%! assert (ischar (info.kernel) && ! isempty (info.kernel));
%! [C, info] = gpu_tiled_mm (gpuArray (A), B, "Kernel", "padded");
%! assert (info.kernel, "padded");
%! try
%!   gpu_tiled_mm (gpuArray (A), gpuArray (A));
%!   error ("no error");
%! catch err
%!   assert (err.identifier, "gputiled:nonconformant");
%!   assert (strncmp (err.message, "gpu_tiled_mm: operator *: nonconformant", 39), err.message);
%! end_try_catch
%! clear C
%! s1 = __gputiled_ga__ ("stats");
%! assert (s1(1), s0(1));                # no array left behind, error or not

%!testif ; ga_ready ()
%! ## gpu_sum (G) and gpu_sum (G, dim): gpuArrays, within sum's bound.
%! randn ("state", 45);  rand ("state", 45);
%! X = {randn(5, 4), single(randn (2, 3, 4)), complex(randn (1, 9), randn (1, 9)), ...
%!      single(complex (randn (6, 1), randn (6, 1))), rand(4, 6) > 0.5, ...
%!      zeros(0, 3), randn(1000, 300)};
%! for i = 1:numel (X)
%!   G = gpuArray (X{i});
%!   R = sum (X{i});
%!   check_gpu (gpu_sum (G), R, reduce_bound ("sum", X{i}, default_dim (X{i}), R),
%!              sprintf ("gpu_sum (%s)", desc (X{i})));
%!   for d = 1:3
%!     R = sum (X{i}, d);
%!     check_gpu (gpu_sum (G, d), R, reduce_bound ("sum", X{i}, d, R),
%!                sprintf ("gpu_sum (%s, %d)", desc (X{i}), d));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## gpu_max (G), gpu_min (G): values and indices as max and min, both
%! ## gpuArrays.
%! randn ("state", 46);  rand ("state", 46);
%! N = randn (6, 5);  N(2:4:end) = NaN;  N(:, 2) = NaN;
%! X = {randn(5, 4), single(randn (2, 3, 4)), randn(1, 9), N, single(N), ...
%!      round(randn (7, 3)), rand(4, 6) > 0.5, zeros(0, 3), randn(1000, 300)};
%! for i = 1:numel (X)
%!   G = gpuArray (X{i});
%!   for name = {"max", "min"}
%!     f = str2func (name{1});  g = str2func (["gpu_" name{1}]);
%!     w = sprintf ("gpu_%s (%s)", name{1}, desc (X{i}));
%!     check_gpu (g (G), f (X{i}), 0, w);
%!     [m, k] = f (X{i});
%!     [gm, gk] = g (G);
%!     check_gpu (gm, m, 0, ["[m, i] = " w]);
%!     check_gpu (gk, k, 0, ["[m, i] = " w ", i"]);
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## gputimeit: a positive finite double scalar, in seconds; with nout.
%! randn ("state", 47);
%! G = gpuArray (randn (200));
%! t = gputimeit (@() G * G);
%! assert (isa (t, "double") && isreal (t) && isscalar (t), "gputimeit gave %s", class (t));
%! assert (t > 0 && t < 10, "gputimeit: %g s", t);
%! t = gputimeit (@() G * G, 1);
%! assert (isa (t, "double") && isscalar (t) && t > 0 && t < 10);
%! t = gputimeit (@() max (G), 2);
%! assert (isa (t, "double") && isscalar (t) && t > 0 && t < 10);
%! t = gputimeit (@() sum (G, 2));
%! assert (isa (t, "double") && isscalar (t) && t > 0 && t < 10);

%!testif ; gpu_available ()
%! ## gpu_sum, gpu_max and gpu_min of gpuArrays with each kernel: the
%! ## classroom kernels too (real arrays), results as Octave's.  (A real
%! ## GPU only: the kernels are named.)
%! randn ("state", 71);
%! for cls = {"double", "single"}
%!   X = cast (randn (37, 300), cls{1});
%!   X(1:5:end) = round (X(1:5:end));   # ties
%!   G = gpuArray (X);
%!   for kern = {"interleaved", "sequential", "fast"}
%!     for d = 1:2
%!       S = gpu_sum (G, d, "Kernel", kern{1});
%!       assert (isa (S, "gpuArray"));
%!       E = sum (X, d);
%!       assert (gather (S), E, size (X, d) * 4 * eps (cls{1}) * max (abs (X(:))));
%!       [m, i] = gpu_max (G, [], d, "Kernel", kern{1});
%!       [em, ei] = max (X, [], d);
%!       assert (gather (m), em);
%!       assert (gather (i), ei);
%!       [m, i] = gpu_min (G, [], d, "Kernel", kern{1});
%!       [em, ei] = min (X, [], d);
%!       assert (gather (m), em);
%!       assert (gather (i), ei);
%!     endfor
%!   endfor
%! endfor
%! C = gpuArray (complex (X, X));
%! assert (gather (gpu_sum (C, 1, "Kernel", "fast")), sum (complex (X, X), 1),
%!         150 * eps ("single") * max (abs (X(:))));
%! try
%!   gpu_sum (C, "Kernel", "sequential");
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "gputiled:notSupported");
%! end_try_catch
