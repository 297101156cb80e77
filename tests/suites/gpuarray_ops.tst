## SPDX-License-Identifier: GPL-3.0-or-later
## gpuArray, the resident array: creation and gather, the creators and
## gpu_rng, metadata, display, operators, elementwise functions and
## conversions.  Every result is compared with what Octave's own builtins
## give for the same host data: a gpuArray whose gather has the class, size
## and complexity of Octave's result, and its values: equal where the
## operation is exact (copies, comparisons, logical operators, transposes,
## conversions, floor/ceil/round, real/imag/conj, unary minus), within a
## few eps of the class relative to the operands where it rounds.  Data
## comes from randn with a fixed state; the statistical checks of the
## device's generator use bounds of many standard deviations.

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

## A binary operator OP (a string, e.g. ".*") on the host operands A and
## B, against Octave: gpu OP gpu, gpu OP host and host OP gpu (a char
## operand stays on the host).  The bound is the rounding of one operation
## (a complex one: a few) relative to the operands' magnitudes; for .^ it
## grows with |B log A|, which a complex power passes through exp.
%!function check_arith (op, A, B)
%!  f = str2func (["@(a, b) a " op " b"]);
%!  R = f (A, B);
%!  a = abs (double (A));  b = abs (double (B));
%!  switch (op)
%!    case {"+", "-"}
%!      M = 4 * (a + b);
%!    case ".*"
%!      M = 4 * a .* b;
%!    case "./"
%!      M = 8 * a ./ b;
%!    case ".\\"
%!      M = 8 * b ./ a;
%!    case ".^"
%!      w = double (B) .* log (complex (double (A)));
%!      M = 16 * abs (double (R)) .* (1 + abs (w));
%!  endswitch
%!  tol = eps (class (R)) * M + 4 * realmin (class (R));
%!  what = sprintf ("%s %s %s", desc (A), op, desc (B));
%!  if (! ischar (A) && ! ischar (B))
%!    check_gpu (f (gpuArray (A), gpuArray (B)), R, tol, ["gpu " what " gpu"]);
%!  endif
%!  if (! ischar (A))
%!    check_gpu (f (gpuArray (A), B), R, tol, ["gpu " what " host"]);
%!  endif
%!  if (! ischar (B))
%!    check_gpu (f (A, gpuArray (B)), R, tol, ["host " what " gpu"]);
%!  endif
%!endfunction

## An exact binary operator (comparison, & or |): the same three mixes.
%!function check_exact (op, A, B)
%!  f = str2func (["@(a, b) a " op " b"]);
%!  R = f (A, B);
%!  what = sprintf ("%s %s %s", desc (A), op, desc (B));
%!  check_gpu (f (gpuArray (A), gpuArray (B)), R, 0, ["gpu " what " gpu"]);
%!  check_gpu (f (gpuArray (A), B), R, 0, ["gpu " what " host"]);
%!  check_gpu (f (A, gpuArray (B)), R, 0, ["host " what " gpu"]);
%!endfunction

## gpuArray.rand (ARGS{:}) or gpuArray.randn (ARGS{:}), by NAME.
%!function G = create (name, varargin)
%!  switch (name)
%!    case "rand"
%!      G = gpuArray.rand (varargin{:});
%!    case "randn"
%!      G = gpuArray.randn (varargin{:});
%!  endswitch
%!endfunction

## Pairs of operand sizes: equal, scalar either side, broadcasting (also
## N-D), and empties.
%!function s = size_pairs ()
%!  s = {[4 5], [4 5]; [1 1], [4 5]; [4 5], [1 1]; [3 1], [1 4];
%!       [1 4], [3 1]; [2 3 4], [2 1 4]; [1 3], [2 1 4]; [2 3 4], [1 1];
%!       [0 3], [1 3]; [3 0], [3 1]; [0 0], [1 1]; [0 3], [0 3]};
%!endfunction

## An elementwise function NAME on the host array X, against Octave.  Exact
## where the function is; otherwise within K eps of |R| (a complex log
## also within K eps absolutely: its real part, log |z|, is accurate to an
## absolute eps where |z| is near 1).
%!function check_fun (name, X)
%!  f = str2func (name);
%!  R = f (X);
%!  if (any (strcmp (name, {"real", "imag", "conj", "floor", "ceil", "round"}))
%!      || (strcmp (name, "abs") && ! iscomplex (X)))
%!    tol = 0;
%!  else
%!    k = 8 + 8 * iscomplex (R);
%!    M = abs (double (R));
%!    if (strcmp (name, "log") && iscomplex (R))
%!      M += 1;
%!    endif
%!    if (strcmp (name, "sqrt") && ! iscomplex (R))
%!      k = 0;                            # IEEE: correctly rounded
%!    endif
%!    tol = k * eps (class (R)) * M + k * realmin (class (R));
%!  endif
%!  check_gpu (f (gpuArray (X)), R, tol, sprintf ("%s (%s)", name, desc (X)));
%!endfunction

## ------------------------------------------------------------------ ##
## Creation and gather

%!testif ; ga_ready ()
%! ## gpuArray (X) then gather: X back, for every size and float class.
%! randn ("state", 1);
%! sizes = {[0 0], [0 3], [3 0], [1 1], [1 7], [7 1], [5 4], [2 3 4], ...
%!          [1 1 3], [2 0 3], [3 2 1 2]};
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for s = 1:numel (sizes)
%!       X = data (sizes{s}, cls{1}, cplx);
%!       G = gpuArray (X);
%!       assert (class (G), "gpuArray");
%!       check_gpu (G, X, 0, ["gpuArray (" desc(X) ")"]);
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Logical arrays of every size come back logical.
%! rand ("state", 2);
%! for sz = {[0 0], [0 3], [1 1], [1 9], [6 1], [7 5], [2 3 4]}
%!   X = rand (sz{1}) > 0.5;
%!   check_gpu (gpuArray (X), X, 0, ["gpuArray (" desc(X) ")"]);
%! endfor
%! check_gpu (gpuArray (true), true, 0, "gpuArray (true)");
%! check_gpu (gpuArray (false (2, 3)), false (2, 3), 0, "gpuArray (false (2, 3))");

%!testif ; ga_ready ()
%! ## Special values keep their bits: -0, Inf, NaN, subnormals, extremes.
%! for cls = {"double", "single"}
%!   v = cast ([0, -0, Inf, -Inf, NaN, 1, -1], cls{1});
%!   v = [v, realmin(cls{1}) / 4, -realmin(cls{1}) / 8, realmax(cls{1}), ...
%!        -realmax(cls{1}), eps(cls{1})];
%!   ut = "uint64";
%!   if (strcmp (cls{1}, "single"))
%!     ut = "uint32";
%!   endif
%!   for X = {v, v', complex(v, fliplr (v))}
%!     g = gather (gpuArray (X{1}));
%!     assert (class (g), cls{1});
%!     assert (size (g), size (X{1}));
%!     assert (iscomplex (g), iscomplex (X{1}));
%!     assert (typecast (real (g)(:), ut), typecast (real (X{1})(:), ut));
%!     assert (typecast (imag (g)(:), ut), typecast (imag (X{1})(:), ut));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## A complex array whose imaginary parts are all zero stays complex on
%! ## the device; gather gives what Octave makes of it (real), as every
%! ## complex value that reaches Octave is narrowed.
%! for cls = {"double", "single"}
%!   X = complex (cast ([1, 2; 3, 4], cls{1}), 0);
%!   G = gpuArray (X);
%!   assert (iscomplex (G));
%!   g = gather (G);
%!   assert (isreal (g));
%!   assert (class (g), cls{1});
%!   assert (g, real (X));
%!   assert (gather (imag (G)), zeros (2, 2, cls{1}));
%! endfor

%!testif ; ga_ready ()
%! ## Large arrays come back bit for bit.
%! randn ("state", 3);
%! X = single (randn (2000, 1000));
%! check_gpu (gpuArray (X), X, 0, "gpuArray (2000 x 1000 single)");
%! X = complex (randn (1000, 700), randn (1000, 700));
%! check_gpu (gpuArray (X), X, 0, "gpuArray (1000 x 700 complex double)");

%!testif ; ga_ready ()
%! ## gpuArray of a gpuArray returns it, and isgpuarray tells them apart.
%! randn ("state", 4);
%! for X = {randn(3, 4), single(randn (2, 2, 2)), complex(randn (3), randn (3)), true(2)}
%!   G = gpuArray (X{1});
%!   H = gpuArray (G);
%!   check_gpu (H, X{1}, 0, ["gpuArray (gpuArray (" desc(X{1}) "))"]);
%!   tf = isgpuarray (G);
%!   assert (islogical (tf) && isscalar (tf) && tf);
%!   tf = isgpuarray (X{1});
%!   assert (islogical (tf) && isscalar (tf) && ! tf);
%! endfor
%! for X = {5, single(2), true, "abc", int8(3), {1}, struct("a", 1), [], @sin}
%!   assert (isgpuarray (X{1}), false);
%! endfor

%!testif ; ga_ready ()
%! ## Char data: notSupported; cells, structs: invalidInput; each message
%! ## starts with "gpuArray: ".  (Integer classes are gpuArrays:
%! ## tests/suites/gpuarray_int.tst.)
%! bad = {"abc", "x"};
%! ids = repmat ({"gputiled:notSupported"}, 1, numel (bad));
%! bad(end+1:end+3) = {{1, 2}, struct("a", 1), cell(0, 0)};
%! ids(end+1:end+3) = {"gputiled:invalidInput"};
%! for i = 1:numel (bad)
%!   try
%!     gpuArray (bad{i});
%!     error ("no error for gpuArray (%s)", class (bad{i}));
%!   catch e
%!     assert (strcmp (e.identifier, ids{i}), "gpuArray (%s): '%s' (%s), expected %s",
%!             class (bad{i}), e.identifier, e.message, ids{i});
%!     assert (strncmp (e.message, "gpuArray: ", 10), e.message);
%!   end_try_catch
%! endfor

%!testif ; ga_ready ()
%! ## gather of host values returns them unchanged, whatever the class.
%! vals = {5, single([1 2]), complex(1, 2), true(2), int8([1 -2]), "abc", ...
%!         {1, "a"}, struct("a", {1, 2}), [], zeros(0, 3, "single"), @sin};
%! for i = 1:numel (vals)
%!   g = gather (vals{i});
%!   assert (class (g), class (vals{i}));
%!   assert (isequal (g, vals{i}));
%!   assert (size (g), size (vals{i}));
%! endfor

%!testif ; ga_ready ()
%! ## gather of several: each output the gather of its argument.
%! randn ("state", 5);
%! X = randn (3, 4);  Y = single (complex (randn (2), randn (2)));  Z = rand (2) > 0.5;
%! [a, b] = gather (gpuArray (X), gpuArray (Y));
%! assert (a, X);
%! assert (b, Y);
%! [a, b, c, d] = gather (gpuArray (X), 7, gpuArray (Z), "str");
%! assert (a, X);
%! assert (b, 7);
%! assert (c, Z);
%! assert (d, "str");

## ------------------------------------------------------------------ ##
## Creators and gpu_rng

%!testif ; ga_ready ()
%! ## zeros, ones, eye, true, false: Octave's size forms, class options.
%! forms = {{3}, {2, 3}, {2, 3, 4}, {[2 3 4]}, {0}, {0, 3}, {3, 0}, ...
%!          {[2 0 3]}, {1}, {1, 5}, {[4 1]}};
%! for k = 1:numel (forms)
%!   a = forms{k};
%!   what = sprintf ("(%s)", strjoin (cellfun (@mat2str, a, "UniformOutput", false), ", "));
%!   check_gpu (gpuArray.zeros (a{:}), zeros (a{:}), 0, ["zeros " what]);
%!   check_gpu (gpuArray.ones (a{:}), ones (a{:}), 0, ["ones " what]);
%!   check_gpu (gpuArray.true (a{:}), true (a{:}), 0, ["true " what]);
%!   check_gpu (gpuArray.false (a{:}), false (a{:}), 0, ["false " what]);
%!   for cls = {"double", "single"}
%!     check_gpu (gpuArray.zeros (a{:}, cls{1}), zeros (a{:}, cls{1}), 0,
%!                ["zeros " what " " cls{1}]);
%!     check_gpu (gpuArray.ones (a{:}, cls{1}), ones (a{:}, cls{1}), 0,
%!                ["ones " what " " cls{1}]);
%!   endfor
%! endfor
%! for a = {{3}, {2, 4}, {4, 2}, {[3 5]}, {0}, {0, 3}, {1}}
%!   check_gpu (gpuArray.eye (a{1}{:}), eye (a{1}{:}), 0, "eye");
%!   for cls = {"double", "single"}
%!     check_gpu (gpuArray.eye (a{1}{:}, cls{1}), eye (a{1}{:}, cls{1}), 0,
%!                ["eye " cls{1}]);
%!   endfor
%! endfor
%! check_gpu (gpuArray.eye (300, 200), eye (300, 200), 0, "eye (300, 200)");

%!testif ; ga_ready ()
%! ## rand and randn: size and class as zeros gives them; rand in (0, 1).
%! forms = {{3}, {2, 3}, {2, 3, 4}, {[2 3 4]}, {0}, {0, 3}, {1}, {1, 5}};
%! for k = 1:numel (forms)
%!   a = forms{k};
%!   for cls = {{}, {"double"}, {"single"}}
%!     ref = zeros (a{:}, cls{1}{:});
%!     for f = {"rand", "randn"}
%!       g = gather (create (f{1}, a{:}, cls{1}{:}));
%!       assert (class (g), class (ref));
%!       assert (size (g), size (ref));
%!       assert (isreal (g) && all (isfinite (g(:))));
%!       if (strcmp (f{1}, "rand"))
%!         assert (all (g(:) > 0 & g(:) < 1));
%!       endif
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## rand: 1e6 uniforms on (0, 1), in both classes: mean, variance,
%! ## deciles, neighbours uncorrelated.  Bounds are > 7 standard deviations.
%! gpu_rng (11);
%! for cls = {"double", "single"}
%!   G = gpuArray.rand (1000, 1000, cls{1});
%!   assert (size (G), [1000, 1000]);
%!   u = gather (G);
%!   assert (class (u), cls{1});
%!   u = double (u(:));
%!   assert (min (u) > 0 && max (u) < 1, "rand %s: [%g, %g]", cls{1}, min (u), max (u));
%!   assert (abs (mean (u) - 0.5) < 3e-3, "rand %s: mean %g", cls{1}, mean (u));
%!   assert (abs (var (u) - 1/12) < 1e-3, "rand %s: var %g", cls{1}, var (u));
%!   n = histc (u, 0:0.1:1);
%!   assert (all (abs (n(1:10) - 1e5) < 3000), "rand %s: deciles %s", cls{1}, mat2str (n'));
%!   r = corr (u(1:end-1), u(2:end));
%!   assert (abs (r) < 0.01, "rand %s: lag-1 correlation %g", cls{1}, r);
%!   ## Distinct values: double leaves no room for repeats; single, 24 bits
%!   ## at best, expects about 3e4.
%!   nu = numel (unique (u));
%!   least = 0.9999e6;
%!   if (strcmp (cls{1}, "single"))
%!     least = 0.9e6;
%!   endif
%!   assert (nu > least, "rand %s: %d distinct values of 1e6", cls{1}, nu);
%! endfor

%!testif ; ga_ready ()
%! ## randn: 1e6 standard normals: mean, std, the 1- and 2-sigma masses,
%! ## skewness, kurtosis, neighbours uncorrelated.
%! gpu_rng (12);
%! for cls = {"double", "single"}
%!   x = gather (gpuArray.randn (1e6, 1, cls{1}));
%!   assert (class (x), cls{1});
%!   assert (size (x), [1e6, 1]);
%!   x = double (x);
%!   assert (all (isfinite (x)));
%!   m = mean (x);  s = std (x);
%!   assert (abs (m) < 0.01, "randn %s: mean %g", cls{1}, m);
%!   assert (abs (s - 1) < 0.01, "randn %s: std %g", cls{1}, s);
%!   p1 = mean (abs (x) < 1);  p2 = mean (abs (x) < 2);
%!   assert (abs (p1 - 0.682689) < 5e-3, "randn %s: P(|x|<1) = %g", cls{1}, p1);
%!   assert (abs (p2 - 0.954500) < 3e-3, "randn %s: P(|x|<2) = %g", cls{1}, p2);
%!   z = (x - m) / s;
%!   assert (abs (mean (z .^ 3)) < 0.03, "randn %s: skewness %g", cls{1}, mean (z .^ 3));
%!   assert (abs (mean (z .^ 4) - 3) < 0.1, "randn %s: kurtosis %g", cls{1}, mean (z .^ 4));
%!   r = corr (x(1:end-1), x(2:end));
%!   assert (abs (r) < 0.01, "randn %s: lag-1 correlation %g", cls{1}, r);
%! endfor

%!testif ; ga_ready ()
%! ## gpu_rng: the same seed gives the same numbers, other seeds others,
%! ## and the stream goes on between calls.
%! for f = {"rand", "randn"}
%!   for cls = {"double", "single"}
%!     gpu_rng (7);  a = gather (create (f{1}, 5, cls{1}));
%!     gpu_rng (7);  b = gather (create (f{1}, 5, cls{1}));
%!     assert (isequal (a, b), "%s %s: seed 7 twice gave different numbers", f{1}, cls{1});
%!     gpu_rng (8);  c = gather (create (f{1}, 5, cls{1}));
%!     assert (nnz (a == c) < 3, "%s %s: seeds 7 and 8 gave the same numbers", f{1}, cls{1});
%!     gpu_rng (7);  a = gather (create (f{1}, 5, cls{1}));
%!     d = gather (create (f{1}, 5, cls{1}));
%!     assert (nnz (a == d) < 3, "%s %s: two calls gave the same numbers", f{1}, cls{1});
%!   endfor
%! endfor
%! gpu_rng (7);  a = gather (gpuArray.rand (1000, 1));
%! gpu_rng (7);  b = gather (gpuArray.rand (1000, 1));
%! assert (a, b);

%!testif ; ga_ready ()
%! ## s = gpu_rng () saves the state (Seed, Offset); gpu_rng (s) restores
%! ## it: the numbers drawn after the save come again.
%! gpu_rng (7);
%! s = gpu_rng ();
%! assert (isstruct (s) && isfield (s, "Seed") && isfield (s, "Offset"));
%! assert (double (s.Seed), 7);
%! x1 = gather (gpuArray.rand (10, 1));
%! s1 = gpu_rng ();
%! x2 = gather (gpuArray.rand (10, 1));
%! y2 = gather (gpuArray.randn (3, 4));
%! gpu_rng (s1);
%! assert (gather (gpuArray.rand (10, 1)), x2);
%! assert (gather (gpuArray.randn (3, 4)), y2);
%! gpu_rng (s);
%! assert (gather (gpuArray.rand (10, 1)), x1);
%! assert (! isequal (x1, x2));

## ------------------------------------------------------------------ ##
## Metadata and display

%!testif ; ga_ready ()
%! ## Every metadata function answers as for the host array, value and class.
%! randn ("state", 6);
%! X = {[], zeros(0, 3), zeros(3, 0), zeros(1, 0), 5, randn(1, 7), randn(7, 1), ...
%!      randn(4, 5), randn(2, 3, 4), randn(1, 1, 3), zeros(2, 0, 3), ...
%!      single(randn (3, 2)), complex(randn (2, 3), 1), single(complex (1, 2)), ...
%!      rand(3, 4) > 0.5, true, randn(2, 3, 1, 2)};
%! names = {"size", "numel", "ndims", "rows", "columns", "length", "isempty", ...
%!          "isscalar", "isvector", "isrow", "iscolumn", "ismatrix", "isreal", ...
%!          "iscomplex", "isfloat", "islogical", "isnumeric"};
%! for i = 1:numel (X)
%!   x = X{i};
%!   G = gpuArray (x);
%!   for n = names
%!     f = str2func (n{1});
%!     r = f (G);  e = f (x);
%!     assert (isequal (r, e) && strcmp (class (r), class (e)),
%!             "%s (%s) is %s %s, Octave gives %s %s", n{1}, desc (x), class (r),
%!             mat2str (r), class (e), mat2str (e));
%!   endfor
%!   for d = 1:5
%!     assert (size (G, d) == size (x, d), "size (%s, %d)", desc (x), d);
%!   endfor
%!   [r, c] = size (G);  [er, ec] = size (x);
%!   assert ([r, c], [er, ec]);
%!   [a, b, c] = size (G);  [ea, eb, ec] = size (x);
%!   assert ([a, b, c], [ea, eb, ec]);
%!   [a, b, c, d, e] = size (G);  [ea, eb, ec, ed, ee] = size (x);
%!   assert ([a, b, c, d, e], [ea, eb, ec, ed, ee]);
%!   assert (underlyingType (G), class (x));
%!   assert (classUnderlying (G), class (x));
%!   assert (isa (G, "gpuArray"), true);
%!   assert (isa (G, "float"), isa (x, "float"));
%!   assert (isa (G, "numeric"), isa (x, "numeric"));
%!   assert (class (G), "gpuArray");
%! endfor

%!testif ; ga_ready ()
%! ## disp and display show what disp of the host array shows, and say
%! ## that it is a gpuArray.
%! randn ("state", 7);
%! X = {pi, -2, randn(1, 4), randn(3, 2) * 1e5, single(randn (2)), ...
%!      complex(randn (2), randn (2)), rand(2, 3) > 0.5, randn(2, 2, 2), ...
%!      zeros(0, 3), [], [1 NaN Inf -Inf], true};
%! for i = 1:numel (X)
%!   Gshown = gpuArray (X{i});
%!   host = evalc ("disp (X{i})");
%!   out = evalc ("disp (Gshown)");
%!   assert (! isempty (strfind (out, host)),
%!           "disp of %s:\n%s\ndoes not show\n%s", desc (X{i}), out, host);
%!   assert (! isempty (strfind (out, "gpuArray")), "disp of %s:\n%s", desc (X{i}), out);
%!   out = evalc ("Gshown");
%!   assert (! isempty (strfind (out, host)),
%!           "display of %s:\n%s\ndoes not show\n%s", desc (X{i}), out, host);
%!   assert (! isempty (strfind (out, "gpuArray")), "display of %s:\n%s", desc (X{i}), out);
%!   assert (! isempty (strfind (out, "Gshown")), "display of %s:\n%s", desc (X{i}), out);
%!   out = evalc ("display (Gshown)");
%!   assert (! isempty (strfind (out, host)), "display () of %s:\n%s", desc (X{i}), out);
%! endfor

## ------------------------------------------------------------------ ##
## Arithmetic operators

%!testif ; ga_ready ()
%! ## + - .* ./ .\ in double: every complexity pair, every size pair.
%! randn ("state", 8);
%! sp = size_pairs ();
%! for s = 1:rows (sp)
%!   for cplx = [0 0; 1 0; 0 1; 1 1]'
%!     A = data (sp{s,1}, "double", cplx(1));
%!     B = data (sp{s,2}, "double", cplx(2));
%!     for op = {"+", "-", ".*", "./", ".\\"}
%!       check_arith (op{1}, A, B);
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## The same in single.
%! randn ("state", 9);
%! sp = size_pairs ();
%! for s = 1:rows (sp)
%!   for cplx = [0 0; 1 0; 0 1; 1 1]'
%!     A = data (sp{s,1}, "single", cplx(1));
%!     B = data (sp{s,2}, "single", cplx(2));
%!     for op = {"+", "-", ".*", "./", ".\\"}
%!       check_arith (op{1}, A, B);
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Mixed classes: single wins over double; logical and char give double
%! ## (single with single).
%! randn ("state", 10);  rand ("state", 10);
%! mk = @(sz, cls, cplx) data (sz, cls, cplx);
%! for s = {[4 5], [4 5]; [1 1], [4 5]; [3 1], [1 4]; [2 3 4], [1 3]}'
%!   for cplx = [0 0; 1 0; 0 1; 1 1]'
%!     pairs = {mk(s{1}, "single", cplx(1)), mk(s{2}, "double", cplx(2));
%!              mk(s{1}, "double", cplx(1)), mk(s{2}, "single", cplx(2))};
%!     if (! cplx(1))
%!       L = rand (s{1}) > 0.5;
%!       pairs(end+1,:) = {L, mk(s{2}, "double", cplx(2))};
%!       pairs(end+1,:) = {L, mk(s{2}, "single", cplx(2))};
%!       pairs(end+1,:) = {char(97 + floor (26 * rand (s{1}))), mk(s{2}, "double", cplx(2))};
%!       pairs(end+1,:) = {char(97 + floor (26 * rand (s{1}))), mk(s{2}, "single", cplx(2))};
%!     endif
%!     if (! cplx(2))
%!       pairs(end+1,:) = {mk(s{1}, "double", cplx(1)), rand(s{2}) > 0.5};
%!     endif
%!     for p = 1:rows (pairs)
%!       for op = {"+", "-", ".*", "./", ".\\"}
%!         check_arith (op{1}, pairs{p,1}, pairs{p,2});
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! ## logical with logical: double, also 0/0 and 1/0.
%! L1 = logical ([1 0 1 0; 1 1 0 0]);  L2 = logical ([1 1 0 0; 0 1 0 1]);
%! for op = {"+", "-", ".*", "./", ".\\"}
%!   check_arith (op{1}, L1, L2);
%!   check_arith (op{1}, L1, true);
%! endfor

%!testif ; ga_ready ()
%! ## Zeros, infinities and NaN in every pair (IEEE gives each exactly).
%! v = [0, -0, 1, -1, 2.5, Inf, -Inf, NaN];
%! for cls = {"double", "single"}
%!   A = cast (v', cls{1});  B = cast (v, cls{1});
%!   for op = {"+", "-", ".*", "./", ".\\"}
%!     check_arith (op{1}, A, B);
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## .^ : positive bases, negative bases with integer exponents (real) and
%! ## with fractional ones (complex, as Octave), complex bases and
%! ## exponents, scalars either side, both classes.
%! randn ("state", 11);
%! for cls = {"double", "single"}
%!   P = abs (data ([4 5], cls{1}, 0)) + 0.1;
%!   E = data ([4 5], cls{1}, 0);
%!   N = data ([4 5], cls{1}, 0);
%!   N(N > 0) = -N(N > 0);
%!   check_arith (".^", P, E);                        # real
%!   check_arith (".^", N, round (3 * E));            # real: integer powers
%!   check_arith (".^", N, E);                        # complex
%!   check_arith (".^", data ([4 5], cls{1}, 0), cast (0.5, cls{1}));
%!   check_arith (".^", data ([4 5], cls{1}, 0), cast (2, cls{1}));
%!   check_arith (".^", data ([4 5], cls{1}, 0), cast (-1, cls{1}));
%!   check_arith (".^", cast (2, cls{1}), E);
%!   check_arith (".^", cast (-2, cls{1}), E);
%!   check_arith (".^", data ([3 1], cls{1}, 1), data ([1 4], cls{1}, 0));
%!   check_arith (".^", data ([3 4], cls{1}, 1), data ([3 4], cls{1}, 1));
%!   check_arith (".^", P, data ([4 5], cls{1}, 1));
%!   check_arith (".^", data ([2 3 2], cls{1}, 0), cast (1/3, cls{1}));
%!   check_arith (".^", zeros (0, 3, cls{1}), cast (2, cls{1}));
%! endfor
%! check_arith (".^", single (P), 2.5);                  # single wins
%! check_arith (".^", logical ([1 0 1]), 2);             # logical: double
%! check_arith (".^", [0, 0.5, 1, 2, Inf, NaN, 0]', [-1, 0, 0.5, 1, 2, Inf, NaN]);

%!testif ; ga_ready ()
%! ## Unary minus and plus: exact; of logical they give double.
%! randn ("state", 12);
%! X = {randn(4, 5), single(randn (3, 2, 2)), complex(randn (3), randn (3)), ...
%!      single(complex (randn (1, 5), randn (1, 5))), rand(3, 4) > 0.5, ...
%!      zeros(0, 3), [0, -0, Inf, -Inf, NaN], 7};
%! for i = 1:numel (X)
%!   check_gpu (-gpuArray (X{i}), -X{i}, 0, ["-" desc(X{i})]);
%!   check_gpu (+gpuArray (X{i}), +X{i}, 0, ["+" desc(X{i})]);
%!   check_gpu (uminus (gpuArray (X{i})), uminus (X{i}), 0, ["uminus " desc(X{i})]);
%! endfor
%! g = gather (-gpuArray ([0, 1]));
%! assert (signbit (g), [true, true]);

%!testif ; ga_ready ()
%! ## Sizes that do not broadcast: Octave:nonconformant-args, Octave's own
%! ## error and message for host arrays.
%! for op = {"+", "-", ".*", "./", ".\\", ".^", "==", "<", "&", "|"}
%!   for s = {[2 3], [3 2]; [3 1], [2 1]; [2 3 4], [2 3 5]; [0 3], [2 3]; [1 4], [1 5]}'
%!     A = ones (s{1});  B = ones (s{2});
%!     code = sprintf ("A %s B;", op{1});
%!     expect_error ("Octave:nonconformant-args", code, "A", gpuArray (A), "B", gpuArray (B));
%!     expect_error ("Octave:nonconformant-args", code, "A", gpuArray (A), "B", B);
%!     expect_error ("Octave:nonconformant-args", code, "A", A, "B", gpuArray (B));
%!   endfor
%! endfor

## ------------------------------------------------------------------ ##
## Matrix product and transposes

## G * H and its mixes against A * B, within the rounding bound of a
## product: each element of C within c K eps (|A| * |B|).
%!function check_mtimes (A, B)
%!  R = A * B;
%!  k = max (columns (A), 1);
%!  if (isscalar (A) || isscalar (B))
%!    k = 1;
%!  endif
%!  tol = 4 * (k + 2) * (1 + iscomplex (R)) * eps (class (R)) ...
%!        * (abs (double (A)) * abs (double (B))) + realmin (class (R));
%!  what = sprintf ("%s * %s", desc (A), desc (B));
%!  check_gpu (gpuArray (A) * gpuArray (B), R, tol, ["gpu " what " gpu"]);
%!  check_gpu (gpuArray (A) * B, R, tol, ["gpu " what " host"]);
%!  check_gpu (A * gpuArray (B), R, tol, ["host " what " gpu"]);
%!  check_gpu (mtimes (gpuArray (A), gpuArray (B)), R, tol, ["mtimes " what]);
%!endfunction

%!testif ; ga_ready ()
%! ## Matrix products: shapes with inner, outer and empty cases, scalars,
%! ## both classes and all complexity pairs.
%! randn ("state", 13);
%! shapes = [1 1 1; 3 4 5; 1 7 1; 7 1 6; 17 33 9; 1 5 4; 4 5 1; 0 3 4; ...
%!           3 0 4; 4 3 0; 64 64 64; 31 65 33];
%! for cls = {"double", "single"}
%!   for s = 1:rows (shapes)
%!     for cplx = [0 0; 1 0; 0 1; 1 1]'
%!       check_mtimes (data (shapes(s,1:2), cls{1}, cplx(1)),
%!                     data (shapes(s,2:3), cls{1}, cplx(2)));
%!     endfor
%!   endfor
%!   for cplx = [0 0; 1 0; 0 1; 1 1]'
%!     check_mtimes (data ([1 1], cls{1}, cplx(1)), data ([3 4], cls{1}, cplx(2)));
%!     check_mtimes (data ([3 4], cls{1}, cplx(1)), data ([1 1], cls{1}, cplx(2)));
%!     check_mtimes (data ([1 1], cls{1}, cplx(1)), data ([2 3 2], cls{1}, cplx(2)));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Mixed classes (single wins, logical gives double) and a large product.
%! randn ("state", 14);
%! check_mtimes (single (randn (5, 6)), randn (6, 7));
%! check_mtimes (randn (5, 6), single (complex (randn (6, 7), randn (6, 7))));
%! check_mtimes (rand (4, 5) > 0.5, rand (5, 3) > 0.5);
%! check_mtimes (rand (4, 5) > 0.5, randn (5, 3));
%! check_mtimes (randn (1000, 600), randn (600, 1100));
%! check_mtimes (single (randn (1200, 300)), single (randn (300, 1000)));

%!testif ; ga_ready ()
%! ## Inner dimensions that differ: Octave:nonconformant-args.
%! for s = {[2 3], [2 3]; [3 4], [5 2]; [1 3], [1 3]; [0 3], [4 0]}'
%!   A = ones (s{1});  B = ones (s{2});
%!   expect_error ("Octave:nonconformant-args", "A * B;", "A", gpuArray (A), "B", gpuArray (B));
%!   expect_error ("Octave:nonconformant-args", "A * B;", "A", gpuArray (A), "B", B);
%!   expect_error ("Octave:nonconformant-args", "A * B;", "A", A, "B", gpuArray (B));
%! endfor

%!testif ; ga_ready ()
%! ## ' and .' : exact, conjugating only with '.
%! randn ("state", 15);
%! X = {randn(4, 7), randn(1, 5), randn(5, 1), single(randn (33, 17)), ...
%!      complex(randn (3, 5), randn (3, 5)), single(complex (randn (300, 200), randn (300, 200))), ...
%!      rand(3, 6) > 0.5, zeros(0, 3), zeros(3, 0), 2 + 3i, [NaN, -0, Inf]};
%! for i = 1:numel (X)
%!   G = gpuArray (X{i});
%!   check_gpu (G', X{i}', 0, [desc(X{i}) "'"]);
%!   check_gpu (G.', X{i}.', 0, [desc(X{i}) ".'"]);
%!   check_gpu (ctranspose (G), ctranspose (X{i}), 0, ["ctranspose " desc(X{i})]);
%!   check_gpu (transpose (G), transpose (X{i}), 0, ["transpose " desc(X{i})]);
%! endfor

## ------------------------------------------------------------------ ##
## Comparisons and logical operators

%!testif ; ga_ready ()
%! ## == ~= < <= > >= on real data with many ties and NaN, every size pair,
%! ## both classes and mixed.
%! randn ("state", 16);
%! sp = size_pairs ();
%! ops = {"==", "~=", "!=", "<", "<=", ">", ">="};
%! for s = 1:rows (sp)
%!   A = round (2 * randn (sp{s,1})) / 2;
%!   B = round (2 * randn (sp{s,2})) / 2;
%!   A(1:3:end) = NaN;
%!   for cls = {"double", "double"; "single", "single"; "single", "double"; ...
%!              "double", "single"}'
%!     for op = ops
%!       check_exact (op{1}, cast (A, cls{1}), cast (B, cls{2}));
%!     endfor
%!   endfor
%! endfor
%! ## With logical operands.
%! L = rand (3, 4) > 0.5;
%! for op = ops
%!   check_exact (op{1}, L, round (randn (3, 4)));
%!   check_exact (op{1}, L, rand (1, 4) > 0.5);
%! endfor

%!testif ; ga_ready ()
%! ## single against double compares in single, as Octave does:
%! ## single (x) == x for every double x that single rounds.
%! randn ("state", 17);
%! x = randn (5, 6);
%! for op = {"==", "~=", "<", "<=", ">", ">="}
%!   check_exact (op{1}, single (x), x);
%!   check_exact (op{1}, x, single (x));
%! endfor
%! assert (all (gather (gpuArray (single (x)) == x)(:)));

%!testif ; ga_ready ()
%! ## Complex operands are ordered by abs, then arg: values with equal
%! ## magnitudes, in every pair; and random complex against real.
%! V = [1, 1i, -1, -1i, 1+1i, 1-1i, -1+1i, -1-1i, 2, 2i, 0.5-0.5i, 0, 3+4i, -4-3i];
%! randn ("state", 18);
%! for cls = {"double", "single"}
%!   Z = cast (V, cls{1});
%!   for op = {"==", "~=", "<", "<=", ">", ">="}
%!     check_exact (op{1}, Z, Z.');
%!     check_exact (op{1}, data ([4 5], cls{1}, 1), data ([4 5], cls{1}, 1));
%!     check_exact (op{1}, data ([4 5], cls{1}, 1), data ([4 1], cls{1}, 0));
%!     check_exact (op{1}, data ([1 5], cls{1}, 0), data ([4 1], cls{1}, 1));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## & | ~ ! on logical and numeric data (nonzero is true), broadcasting,
%! ## mixes; the result is logical.
%! randn ("state", 19);  rand ("state", 19);
%! sp = size_pairs ();
%! for s = 1:rows (sp)
%!   A = rand (sp{s,1}) > 0.5;
%!   B = round (randn (sp{s,2}));
%!   for op = {"&", "|"}
%!     check_exact (op{1}, A, rand (sp{s,2}) > 0.5);
%!     check_exact (op{1}, A, B);
%!     check_exact (op{1}, single (B), A);
%!     check_exact (op{1}, round (randn (sp{s,1})), B);
%!   endfor
%! endfor
%! X = {rand(3, 4) > 0.5, round(randn (3, 4)), single(round (randn (2, 3, 2))), ...
%!      zeros(0, 3), [0, -0, 1, Inf, -Inf], true};
%! for i = 1:numel (X)
%!   G = gpuArray (X{i});
%!   check_gpu (~G, ~X{i}, 0, ["~" desc(X{i})]);
%!   check_gpu (!G, !X{i}, 0, ["!" desc(X{i})]);
%!   check_gpu (not (G), not (X{i}), 0, ["not " desc(X{i})]);
%! endfor

%!testif ; ga_ready ()
%! ## if on a gpuArray decides by value, as MATLAB (true when non-empty and
%! ## all non-zero).  This test used `if gather (G > 0)`: under the classdef
%! ## design `if G` was false for every gpuArray; the native type gives
%! ## MATLAB's behaviour.  The gathered form must still work.
%! G = gpuArray ([1 2 3]);
%! hit = 0;
%! if (G > 0)
%!   hit = 1;
%! endif
%! if (G > 2)
%!   hit = 2;
%! endif
%! assert (hit, 1);
%! hit = 0;
%! if (gather (G > 0))
%!   hit = 1;
%! endif
%! if (gather (G > 2))
%!   hit = 2;
%! endif
%! assert (hit, 1);
%! assert (all (gather (G == [1 2 3])));

## ------------------------------------------------------------------ ##
## Elementwise functions

%!testif ; ga_ready ()
%! ## Each function on random data: real and complex, both classes, N-D.
%! randn ("state", 20);
%! names = {"abs", "sqrt", "exp", "log", "sin", "cos", "tanh", "real", ...
%!          "imag", "conj", "floor", "ceil", "round"};
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     X = 3 * data ([4 5 2], cls{1}, cplx);
%!     for n = names
%!       check_fun (n{1}, X);
%!       check_fun (n{1}, X(1, :));
%!       check_fun (n{1}, X(1:0, :));
%!       x = X(3);
%!       if (cplx)                   # an imaginary part that floor keeps
%!         x = complex (real (x), 1.5 + abs (imag (x)));
%!       endif
%!       check_fun (n{1}, x);
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Special values: zeros, infinities, NaN, halves (round: away from 0),
%! ## tiny and large values.
%! v = [0, -0, 1, -1, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, Inf, -Inf, NaN, ...
%!      1e-300, -1e-300, 700, -700, 1e10, -1e10, 4503599627370495.5, ...
%!      0.49999999999999994, -0.49999999999999994];
%! for cls = {"double", "single"}
%!   X = cast (v, cls{1});
%!   for n = {"abs", "exp", "sin", "cos", "tanh", "real", "imag", "conj", ...
%!            "floor", "ceil", "round"}
%!     check_fun (n{1}, X);
%!   endfor
%!   for n = {"sqrt", "log"}
%!     check_fun (n{1}, X(X >= 0 | isnan (X)));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## sqrt and log of negative reals give complex results, as Octave.
%! randn ("state", 21);
%! for cls = {"double", "single"}
%!   X = cast ([-1, -0.5, -2.5, -1e-30, -700, -1e10, 4, 0.25, 0, 1], cls{1});
%!   for n = {"sqrt", "log"}
%!     check_fun (n{1}, X);
%!     check_fun (n{1}, X');
%!     check_fun (n{1}, data ([3 4 2], cls{1}, 0));
%!     check_fun (n{1}, cast (-4, cls{1}));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## abs of complex values whose squares overflow or underflow.
%! for cls = {"double", "single"}
%!   big = realmax (cls{1}) / 4;  tiny = realmin (cls{1}) * 4;
%!   X = complex (cast ([big, 3 * tiny, -big, 1], cls{1}), cast ([big, 4 * tiny, 0.5 * big, 1e-3], cls{1}));
%!   check_fun ("abs", X);
%! endfor

%!testif ; ga_ready ()
%! ## Of logical arrays these functions give double, as in Octave.
%! L = logical ([1 0 1; 0 0 1]);
%! for n = {"abs", "sqrt", "exp", "log", "sin", "cos", "tanh", "real", ...
%!          "imag", "conj", "floor", "ceil", "round"}
%!   check_fun (n{1}, L);
%! endfor

## ------------------------------------------------------------------ ##
## Conversions

%!testif ; ga_ready ()
%! ## double, single, logical: a gpuArray of that class, values as Octave's.
%! randn ("state", 22);
%! X = {randn(4, 5), single(randn (3, 2, 2)), complex(randn (3), randn (3)), ...
%!      single(complex (randn (1, 5), randn (1, 5))), rand(3, 4) > 0.5, ...
%!      zeros(0, 3), [0, -0, Inf, -Inf, NaN, 1e300, -1e300, 1e-300, 1/3], ...
%!      single([0, -0, Inf, NaN, 1/3]), 5};
%! for i = 1:numel (X)
%!   G = gpuArray (X{i});
%!   check_gpu (double (G), double (X{i}), 0, ["double (" desc(X{i}) ")"]);
%!   check_gpu (single (G), single (X{i}), 0, ["single (" desc(X{i}) ")"]);
%! endfor
%! L = {round(randn (4, 5)), single(round (randn (3, 2, 2))), ...
%!      complex([0 1 0 2], [0 0 3 1]), single(complex ([0 1 0], [0 0 3])), ...
%!      rand(3, 4) > 0.5, zeros(0, 3), [0, -0, Inf, -Inf, 1e-300], 0.5};
%! for i = 1:numel (L)
%!   G = gpuArray (L{i});
%!   check_gpu (logical (G), logical (L{i}), 0, ["logical (" desc(L{i}) ")"]);
%! endfor

%!testif ; ga_ready ()
%! ## logical of NaN: Octave's own error (Octave:nan-to-logical-conversion).
%! for X = {[1 NaN 0], single([NaN 2]), NaN}
%!   expect_error ("Octave:nan-to-logical-conversion", "logical (G);", "G", gpuArray (X{1}));
%! endfor
