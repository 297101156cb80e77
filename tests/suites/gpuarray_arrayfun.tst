## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## arrayfun of gpuArrays (issue 33, point 2: elementwise functions run on
## the device).  An anonymous function made of elementwise operations, or
## a handle to an elementwise function, is evaluated once on whole arrays
## (each operation one device kernel); anything else runs element by
## element through Octave's arrayfun on the host, with one
## gputiled:hostFallback warning a session.  Every answer is compared
## with Octave's arrayfun on the host arrays: class, size, values within
## a few roundings of the class, scaled by the magnitude.

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

## A must be a gpuArray (a host array where HOST) whose values have R's
## class and size, R's NaN and infinities in the same places, and the
## other values of R within TOL (a scalar or an array of R's size; 0:
## exactly).  Complexity may differ from R's only where the imaginary
## parts are zero (Octave narrows a complex result with zero imaginary
## parts element by element; a whole-array operation need not).
%!function check (A, R, tol, what, host)
%!  if (nargin < 5)
%!    host = false;
%!  endif
%!  if (host)
%!    assert (! isa (A, "gpuArray"), "%s: a gpuArray, expected a host %s",
%!            what, class (R));
%!    a = A;
%!  else
%!    assert (isa (A, "gpuArray"), "%s: a %s, not a gpuArray", what, class (A));
%!    a = gather (A);
%!  endif
%!  if (! strcmp (class (a), class (R)) || ! isequal (size (a), size (R))
%!      || (iscomplex (a) != iscomplex (R) && any (imag ([a(:); R(:)]) != 0)))
%!    error ("%s: gives %s, Octave gives %s", what, desc (a), desc (R));
%!  endif
%!  tol = double (tol) .* ones (size (R));
%!  for p = {@real, @imag}
%!    x = double (p{1} (a));
%!    y = double (p{1} (R));
%!    bad = ((isnan (x) != isnan (y)) | ((isinf (x) | isinf (y)) & x != y)
%!           | (isfinite (y) & ! (abs (x - y) <= tol)));
%!    k = find (bad, 1);
%!    if (! isempty (k))
%!      error ("%s: %s of element %d is %.17g, Octave gives %.17g", what,
%!             func2str (p{1}), k, x(k), y(k));
%!    endif
%!  endfor
%!endfunction

## C must be a cell of R's size whose elements are 1x1 gpuArrays (host
## values where HOST) equal to R's within TOL.
%!function check_cell (C, R, tol, what, host)
%!  if (nargin < 5)
%!    host = false;
%!  endif
%!  assert (iscell (C) && isequal (size (C), size (R)),
%!          "%s: a %s %s, expected a cell %s", what, class (C),
%!          mat2str (size (C)), mat2str (size (R)));
%!  for k = 1:numel (R)
%!    check (C{k}, R{k}, tol, sprintf ("%s {%d}", what, k), host);
%!  endfor
%!endfunction

## CODE, evaluated with the variables of NAME, VALUE pairs, must fail with
## identifier ID ("": any); its message must start with PREFIX.
%!function expect_error (id, prefix, code, varargin)
%!  for i__ = 1:2:numel (varargin)
%!    eval ([varargin{i__} " = varargin{i__ + 1};"]);
%!  endfor
%!  caught__ = false;
%!  try
%!    eval (code);
%!  catch err__
%!    caught__ = true;
%!    assert (isempty (id) || strcmp (err__.identifier, id),
%!            "%s: error '%s' (%s), expected %s",
%!            code, err__.identifier, err__.message, id);
%!    assert (isempty (prefix) || strncmp (err__.message, prefix, numel (prefix)),
%!            "%s: message '%s' does not start with '%s'", code,
%!            err__.message, prefix);
%!  end_try_catch
%!  assert (caught__, "%s: no error, expected %s", code, id);
%!endfunction

## OUT: the outputs of arrayfun (ARGS{:}) (NOUT of them); N: how many
## warnings of arrayfun the call printed (the host fallback's: the last
## warning is then gputiled:hostFallback, naming arrayfun).
%!function [out, n, msg] = call (nout, varargin)
%!  lastwarn ("", "");
%!  out = cell (1, nout);
%!  txt = evalc ("[out{:}] = arrayfun (varargin{:});");
%!  n = numel (strfind (txt, "warning: arrayfun:"));
%!  [msg, id] = lastwarn ();
%!  if (n > 0)
%!    assert (id, "gputiled:hostFallback");
%!    assert (strncmp (msg, "arrayfun: ", 10), msg);
%!  endif
%!endfunction

%!function s = name_of (f)
%!  if (ischar (f))
%!    s = f;
%!  else
%!    s = func2str (f);
%!  endif
%!endfunction

## The vectorised path: arrayfun (ARGS{:}), one output, gives no host
## fallback warning even with the warning's state reset.
%!function A = on_device (varargin)
%!  arrayfun ("__reset_fallback_warning__", gpuArray ([]));
%!  [out, n, msg] = call (1, varargin{:});
%!  assert (n == 0, "%s: warned (%s)", name_of (varargin{1}), msg);
%!  A = out{1};
%!endfunction

## The host path: arrayfun (ARGS{:}) with NOUT outputs warns once with a
## message that contains WHY, and a second call does not warn again.
%!function out = on_host (why, nout, varargin)
%!  arrayfun ("__reset_fallback_warning__", gpuArray ([]));
%!  [out, n, msg] = call (nout, varargin{:});
%!  assert (n == 1, "%s: %d fallback warnings, expected 1",
%!          name_of (varargin{1}), n);
%!  assert (! isempty (strfind (msg, why)), "message '%s' does not say '%s'",
%!          msg, why);
%!  assert (! isempty (strfind (msg, "runs on the host")), msg);
%!  [~, n] = call (nout, varargin{:});
%!  assert (n == 0, "%s: the second call warned again", name_of (varargin{1}));
%!endfunction

## How many times the profiler saw NAME (a function, or an operator such
## as "binary .^") during arrayfun (ARGS{:}), called with one output
## through the gpuArray method (or the builtin with BUILTIN).
%!function n = calls (name, use_builtin, varargin)
%!  profile off;
%!  profile clear;
%!  profile on;
%!  unwind_protect
%!    if (use_builtin)
%!      r = builtin ("arrayfun", varargin{:});
%!    else
%!      r = arrayfun (varargin{:});
%!    endif
%!  unwind_protect_cleanup
%!    profile off;
%!  end_unwind_protect
%!  T = profile ("info");
%!  profile clear;
%!  k = strcmp ({T.FunctionTable.FunctionName}, name);
%!  n = sum ([T.FunctionTable(k).NumCalls]);
%!endfunction

%!function y = af_square (x)
%!  y = x .* x;
%!endfunction

%!function y = af_fail_negative (x)
%!  if (x < 0)
%!    error ("af:negative", "af_fail_negative: %g is negative", x);
%!  endif
%!  y = sqrt (x);
%!endfunction

## ------------------------------------------------------------------ ##
## values on the device

%!testif ; ga_ready ()
%! ## arrayfun applies the function to each element (x * y is scalar times
%! ## scalar): a gpuArray of G's size, each element within a few roundings
%! ## of Octave's.  (Moved here from gpuarray_native.tst.)
%! randn ("state", 213);
%! for cls = {"double", "single"}
%!   for sz = {[3 4], [1 1], [2 3 2]}
%!     X = data (sz{1}, cls{1}, false);  Y = data (sz{1}, cls{1}, false);
%!     G = gpuArray (X);  H = gpuArray (Y);
%!     e = eps (cls{1});
%!     R = arrayfun (@(x) x.^2 + 1, X);
%!     check (arrayfun (@(x) x.^2 + 1, G), R, 4 * e * abs (R),
%!            ["arrayfun (@(x) x.^2 + 1, " desc(X) ")"]);
%!     R = arrayfun (@(x, y) x * y + 1, X, Y);
%!     check (arrayfun (@(x, y) x * y + 1, G, H), R, 4 * e * (abs (X .* Y) + 1),
%!            ["arrayfun (@(x, y) x * y + 1, " desc(X) ")"]);
%!     check (arrayfun (@(x, y) x * y + 1, G, Y), R, 4 * e * (abs (X .* Y) + 1),
%!            ["arrayfun (@(x, y) x * y + 1) with a host y, " desc(X)]);
%!     R = arrayfun (@(x) x > 0, X);
%!     check (arrayfun (@(x) x > 0, G), R, 0, ["arrayfun (@(x) x > 0, " desc(X) ")"]);
%!     R = arrayfun (@(x) abs (x) - floor (x), X);
%!     check (arrayfun (@(x) abs (x) - floor (x), G), R, 2 * e * abs (X),
%!            ["arrayfun (@(x) abs (x) - floor (x), " desc(X) ")"]);
%!   endfor
%! endfor
%! ## Host arrayfun is unchanged.
%! assert (arrayfun (@(x) x + 1, [1 2]), [2 3]);

%!testif ; ga_ready ()
%! ## Classes and sizes: double, single, real and complex inputs of every
%! ## shape (0x3, 1x1, row, 2-D, 3-D); double, single, complex and
%! ## logical results.  An empty input gives Octave's answer for no
%! ## element: a double array of the input's size (FCN is not called).
%! randn ("state", 301);
%! fs = {@(x) 3 * x^2 - 2 * x + 1, @(x) exp (-x / 4) .* cos (x), ...
%!       @(x) abs (x) + sqrt (abs (x)), @(x) x == real (x) | imag (x) > 0, ...
%!       @(x) real (x) > 0 & ! isnan (x), @(x) conj (x) * 2 - x};
%! mag = {@(x) 3 * abs (x).^2 + 2 * abs (x) + 1, ...
%!        @(x) exp (abs (x) / 4) .* cosh (abs (x)), ...
%!        @(x) abs (x) + 1, @(x) 0, @(x) 0, @(x) 3 * abs (x)};
%! for cls = {"double", "single"}
%!   for cplx = [false, true]
%!     for sz = {[0 3], [1 1], [1 7], [4 5], [2 3 4]}
%!       X = data (sz{1}, cls{1}, cplx);
%!       G = gpuArray (X);
%!       for k = 1:numel (fs)
%!         what = sprintf ("arrayfun (%s, %s)", func2str (fs{k}), desc (X));
%!         R = arrayfun (fs{k}, X);
%!         A = on_device (fs{k}, G);
%!         check (A, R, 8 * eps (cls{1}) * mag{k} (X), what);
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! ## Logical inputs.
%! L = rand (3, 4) > 0.5;  K = rand (3, 4) > 0.5;
%! check (on_device (@(a, b) a & ! b | xor (a, b), gpuArray (L), K),
%!        arrayfun (@(a, b) a & ! b | xor (a, b), L, K), 0, "logical");
%! check (on_device (@(a) a + 1, gpuArray (L)), arrayfun (@(a) a + 1, L), 0,
%!        "logical + 1");

%!testif ; ga_ready ()
%! ## Scalar expansion: a 1x1 input (gpuArray or host) is used with every
%! ## element; host and gpuArray inputs mix; all 1x1 gives 1x1; a result
%! ## that does not depend on the inputs is expanded to their size.
%! randn ("state", 302);
%! X = randn (3, 4);  Y = randn (3, 4);
%! G = gpuArray (X);
%! f = @(x, y, z) x .* y + z;
%! R = X .* 2 + Y;
%! check (on_device (f, G, 2, Y), R, 4 * eps * (abs (2 * X) + abs (Y)), "G, 2, host Y");
%! check (on_device (f, G, gpuArray (2), gpuArray (Y)), R,
%!        4 * eps * (abs (2 * X) + abs (Y)), "G, gpuArray 2, gpuArray Y");
%! check (on_device (f, X, 2, gpuArray (Y)), R,
%!        4 * eps * (abs (2 * X) + abs (Y)), "host X, 2, gpuArray Y");
%! check (on_device (f, gpuArray (3), X, 1),
%!        arrayfun (f, 3 * ones (3, 4), X, ones (3, 4)),
%!        4 * eps * (abs (3 * X) + 1), "gpuArray 3, host X, 1");
%! check (on_device (f, gpuArray (3), 2, 1), 7, 0, "all 1x1");
%! check (on_device (@(x) 3, G), 3 * ones (3, 4), 0, "@(x) 3");
%! check (on_device (@(x) pi > 3, G), true (3, 4), 0, "@(x) pi > 3");
%! check (on_device (@(x) single (2), G), single (2 * ones (3, 4)), 0, "@(x) single (2)");
%! check (on_device (@(x, y) y, zeros (2, 0), gpuArray (1)), zeros (2, 0), 0, "2x0");
%! check (on_device (@(x, y) x, gpuArray (zeros (1, 0, 2)), 1), zeros (1, 0, 2),
%!        0, "1x0x2");

%!testif ; ga_ready ()
%! ## Captured variables: double, single, logical and complex scalars, and
%! ## a 1x1 gpuArray, passed to the whole-array function as values.
%! randn ("state", 303);
%! X = single (randn (4, 3));
%! G = gpuArray (X);
%! a = 2.5;  b = single (-3);  t = true;  z = 1 + 2i;  c = gpuArray (0.25);
%! f = @(x) a * x + b - t;
%! R = arrayfun (f, X);
%! check (on_device (f, G), R, 4 * eps ("single") * (abs (a * X) + 4), "a*x + b - t");
%! f = @(x) z * x;
%! R = arrayfun (f, X);
%! check (on_device (f, G), R, 4 * eps ("single") * abs (R), "z*x");
%! f = @(x) x / c + c;
%! R = arrayfun (@(x) x / 0.25 + 0.25, X);
%! check (on_device (f, G), R, 4 * eps ("single") * abs (R),
%!        "x/c + c (c a gpuArray)");
%! ## A parameter shadows a captured variable or a constant of that name.
%! e = 10;  pi = 3;
%! f = @(x, pi) x + pi + e;
%! check (on_device (f, G, 1), arrayfun (f, X, 1), 4 * eps ("single") * 12,
%!        "x + pi + e, pi a parameter, e captured");

%!testif ; ga_ready ()
%! ## The rewrite for whole arrays: * / \ ^ elementwise, && and || as &
%! ## and |, their operands kept together (a | b && c is (a | b) && c;
%! ## a || b & c is a || (b & c)); -x^2, 2^-x, !x == 0 keep Octave's
%! ## precedence.
%! randn ("state", 304);
%! X = randn (5, 4);  Y = randn (5, 4) + 2;
%! G = gpuArray (X);  H = gpuArray (Y);
%! fs = {@(x, y) x * y, @(x, y) x / y, @(x, y) x \ y, @(x, y) x ^ 2 + y ^ 3, ...
%!       @(x, y) 2 ^ x - y ^ -1, @(x, y) -x ^ 2, @(x, y) 2 ^ -x ^ 2, ...
%!       @(x, y) (x + y) * (x - y) / 3, @(x, y) !x == 0, ...
%!       @(x, y) x > 0 && y > 2, @(x, y) x > 0 || y > 2, ...
%!       @(x, y) x > 0 | y > 2 && x < y, @(x, y) x > 0 || y > 2 & x < 0, ...
%!       @(x, y) x < 0 && y > 2 || x > 1 && ! (y > 2), ...
%!       @(x, y) max (x * y, y / 2) + min (x, -1), ...
%!       @(x, y) 1e-3 * x + 2i * y + .5, ...
%!       @(x, y) 2.^x + 3.*y, @(x, y) x ~= y & x != 0};
%! for k = 1:numel (fs)
%!   R = arrayfun (fs{k}, X, Y);
%!   M = arrayfun (fs{k}, abs (X), abs (Y));      # the magnitude of terms
%!   tol = 8 * eps * (abs (R) + abs (M) + 1);
%!   if (islogical (R))
%!     tol = 0;
%!   endif
%!   check (on_device (fs{k}, G, H), R, tol, func2str (fs{k}));
%! endfor

%!testif ; ga_ready ()
%! ## max and min of two arguments are elementwise (on the device); of
%! ## one they reduce, so @(x) max (x) runs on the host (each element its
%! ## own max).
%! randn ("state", 305);
%! X = randn (3, 5);  Y = randn (3, 5);
%! X(2) = NaN;
%! G = gpuArray (X);
%! check (on_device (@(x, y) max (x, y), G, Y), max (X, Y), 0, "max (x, y)");
%! check (on_device (@(x) min (x, 0), G), min (X, 0), 0, "min (x, 0)");
%! check (on_device (@(x, y) max (min (x, y), -0.5), G, gpuArray (Y)),
%!        max (min (X, Y), -0.5), 0, "max (min (x, y), -0.5)");
%! out = on_host ("max with 1 argument", 1, @(x) max (x), G);
%! check (out{1}, arrayfun (@(x) max (x), X), 0, "@(x) max (x)");
%! out = on_host ("[ ]", 1, @(x) min (x, [], 2), G);
%! check (out{1}, X, 0, "@(x) min (x, [], 2)");

%!testif ; ga_ready ()
%! ## Handles to elementwise functions run on the device (@max, @min only
%! ## with two arrays); their name as FCN too.
%! randn ("state", 306);
%! X = randn (4, 3);  Y = randn (4, 3);
%! G = gpuArray (X);  H = gpuArray (Y);
%! check (on_device (@exp, G), exp (X), 4 * eps * exp (X), "@exp");
%! check (on_device (@max, G, H), max (X, Y), 0, "@max");
%! check (on_device (@min, G, 0), min (X, 0), 0, "@min with 0");
%! check (on_device (@plus, G, Y), X + Y, 0, "@plus");
%! check (on_device (@isnan, G), false (4, 3), 0, "@isnan");
%! check (on_device (@atan2, G, H), atan2 (X, Y), 4 * eps * pi, "@atan2");
%! check (on_device ("sin", G), sin (X), 4 * eps, "'sin'");
%! check (on_device (@complex, G, H), complex (X, Y), 0, "@complex");
%! ## @max of one array: each element is its own max (on the host).
%! out = on_host ("'@max' of 1 array is", 1, @max, G);
%! check (out{1}, X, 0, "@max of one array");
%! ## A function gputiled does not know: on the host.
%! out = on_host ("'@af_square'", 1, @af_square, G);
%! check (out{1}, arrayfun (@af_square, X), 0, "@af_square");

%!testif ; ga_ready ()
%! ## Integers: a gpuArray holds none, so conversions to integer classes
%! ## and integer inputs run on the host and give Octave's host integer
%! ## arrays.
%! randn ("state", 307);
%! X = 100 * randn (3, 4);
%! G = gpuArray (X);
%! out = on_host ("int16", 1, @(x) int16 (x), G);
%! check (out{1}, int16 (X), 0, "@(x) int16 (x)", true);
%! out = on_host ("X2 is an int8 array", 1, @(x, k) x + k, G, int8 (3));
%! check (out{1}, arrayfun (@(x, k) x + k, X, int8 (3) * ones (3, 4, "int8")), 0,
%!        "x + int8 (3)", true);
%! k = uint8 (2);
%! out = on_host ("uint8", 1, @(x) x * k, G);
%! check (out{1}, arrayfun (@(x) x * k, X), 0, "x * captured uint8", true);

## ------------------------------------------------------------------ ##
## what runs on the host

%!testif ; ga_ready ()
%! ## Each form that is not elementwise gives Octave's answer, as
%! ## gpuArrays, and one fallback warning that names the reason.
%! randn ("state", 308);
%! X = randn (3, 4);  G = gpuArray (X);
%! M = [1 2 3];
%! f = @(x) x(1) + 1;
%! out = on_host ("it indexes x", 1, f, G);
%! check (out{1}, arrayfun (f, X), 0, func2str (f));
%! f = @(x) x' * 2;
%! out = on_host ("transpose", 1, f, G);
%! check (out{1}, arrayfun (f, X), 0, func2str (f));
%! f = @(x) [x, 2 * x];
%! out = on_host ("[ ]", 1, f, G, "UniformOutput", false);
%! check_cell (out{1}, arrayfun (f, X, "UniformOutput", false), 0, func2str (f));
%! f = @(x) x + M;
%! out = on_host ("it uses M, a 1x3 double", 1, f, G, "UniformOutput", false);
%! check_cell (out{1}, arrayfun (f, X, "UniformOutput", false), 0, func2str (f));
%! f = @(x) af_square (x) + 1;
%! out = on_host ("it uses af_square", 1, f, G);
%! check (out{1}, arrayfun (f, X), 0, func2str (f));
%! f = @(x) numel (x:3);
%! out = on_host ("colon", 1, f, G);
%! check (out{1}, arrayfun (f, X), 0, func2str (f));
%! h = @(x) 2 * x;
%! f = @(x) x + h(x);
%! out = on_host ("it uses h, a 1x1 function_handle", 1, f, G);
%! check (out{1}, arrayfun (f, X), 0, func2str (f));
%! f = @(x) double (x > 0) + strcmp ("a", "a");
%! out = on_host ("string", 1, f, G);
%! check (out{1}, double (X > 0) + 1, 0, func2str (f));
%! f = @(x) feval (@(y) y + 1, x);
%! out = on_host ("function handle", 1, f, G);
%! check (out{1}, X + 1, 0, func2str (f));
%! c = 2;
%! f = @(x) x + c(1);
%! out = on_host ("it indexes c", 1, f, G);
%! check (out{1}, X + 2, 0, func2str (f));
%! ## The analysis of a function's text is kept; the captured values are
%! ## checked at each call.
%! k = 2;
%! f = @(x) x * k;
%! check (on_device (f, G), X * 2, 0, "x * k, k = 2");
%! k = [1 2];
%! f = @(x) x * k;
%! out = on_host ("it uses k, a 1x2 double", 1, f, G, "UniformOutput", false);
%! check_cell (out{1}, arrayfun (f, X, "UniformOutput", false), 0,
%!             "x * k, k = [1 2]");
%! ## The warning is issued once a session: a second, other fallback is
%! ## quiet until the state is reset.
%! arrayfun ("__reset_fallback_warning__", gpuArray ([]));
%! [~, n1] = call (1, @(x) x(1), G);
%! [~, n2] = call (1, @(x) x', G);
%! assert ([n1, n2], [1, 0]);

%!testif ; ga_ready ()
%! ## Two outputs, an ErrorHandler, UniformOutput false with a function
%! ## that is not elementwise: on the host.  UniformOutput false with an
%! ## elementwise function: on the device, a cell of 1x1 gpuArrays.
%! randn ("state", 309);
%! X = randn (3, 4);  G = gpuArray (X);
%! out = on_host ("2 outputs", 2, @log2, G);
%! [f, e] = arrayfun (@log2, X);
%! check (out{1}, f, 0, "[f, e] = arrayfun (@log2) f");
%! check (out{2}, e, 0, "[f, e] = arrayfun (@log2) e");
%! h = @(s, x) -1;
%! out = on_host ("ErrorHandler", 1, @af_fail_negative, G, "ErrorHandler", h);
%! check (out{1}, arrayfun (@af_fail_negative, X, "ErrorHandler", h), 0,
%!        "ErrorHandler");
%! out = on_host ("ErrorHandler", 1, @(x) x + 1, G, "errorhandler", "disp");
%! check (out{1}, X + 1, 0, "ErrorHandler by name");
%! C = on_device (@(x) x * 2, G, "UniformOutput", false);
%! check_cell (C, num2cell (X * 2), 0, "UniformOutput false on the device");
%! C = on_device (@(x, y) x > y, G, 0, "uniformoutput", 0);
%! check_cell (C, num2cell (X > 0), 0, "uniformoutput 0");
%! out = on_host ("it indexes x", 1, @(x) x(1) * 2, G, "Uniform", false);
%! check_cell (out{1}, num2cell (X * 2), 0, "UniformOutput false on the host");
%! ## A function that gives no value, asked for none.
%! arrayfun ("__reset_fallback_warning__", gpuArray ([]));
%! txt = evalc ("arrayfun (@(x) printf ('%g;', x), gpuArray ([1 2]))");
%! assert (! isempty (strfind (txt, "1;2;")), txt);

%!testif ; ga_ready ()
%! ## Asked for no output, arrayfun sets ans (on either path).
%! G = gpuArray ([1 2 3]);
%! arrayfun (@(x) x + 1, G);
%! check (ans, [2 3 4], 0, "ans of @(x) x + 1");
%! txt = evalc ("arrayfun (@(x) x(1) + 2, G);");
%! check (ans, [3 4 5], 0, "ans of @(x) x(1) + 2");

## ------------------------------------------------------------------ ##
## errors

%!testif ; ga_ready ()
%! ## Inputs of different sizes; bad options; errors of FCN keep their
%! ## identifier and message.
%! G = gpuArray (ones (3, 4));
%! expect_error ("gputiled:sizeMismatch", "arrayfun: X1 is 3x4 but X2 is 4x3",
%!               "arrayfun (@(x, y) x + y, G, ones (4, 3))", "G", G);
%! expect_error ("gputiled:sizeMismatch", "arrayfun: X2 is 1x2 but X3 is 3x4",
%!               "arrayfun (@(a, x, y) x + y, 1, [1 2], G)", "G", G);
%! expect_error ("gputiled:sizeMismatch", "arrayfun: ",
%!               "arrayfun (@(x, y) x + y, G, H, 'UniformOutput', false)", "G",
%!               gpuArray (zeros (0, 3)), "H", G);
%! expect_error ("gputiled:invalidInput", "arrayfun: unknown option 'Foo'",
%!               "arrayfun (@(x, y) x + y, G, 2, 'Foo', 1)", "G", G);
%! expect_error ("gputiled:invalidInput", "arrayfun: UniformOutput",
%!               "arrayfun (@(x) x, G, 'UniformOutput', 'yes')", "G", G);
%! expect_error ("gputiled:invalidInput", "arrayfun: UniformOutput",
%!               "arrayfun (@(x) x, G, 'UniformOutput', [true true])", "G", G);
%! expect_error ("gputiled:invalidInput", "arrayfun: ErrorHandler",
%!               "arrayfun (@(x) x, G, 'ErrorHandler', 3)", "G", G);
%! expect_error ("gputiled:invalidInput", "arrayfun: FCN",
%!               "arrayfun (3, G)", "G", G);
%! expect_error ("af:negative", "af_fail_negative: -1 is negative",
%!               "evalc ('arrayfun (@af_fail_negative, G)')", "G",
%!               gpuArray ([1 -1]));
%! ## On the device: the error of the whole-array operation (as Octave's
%! ## arrayfun: no NaN to logical).
%! expect_error ("", "", "arrayfun (@(x) logical (x), G)", "G",
%!               gpuArray ([1 NaN]));
%! expect_error ("", "", "arrayfun (@(x) logical (x), X)", "X", [1 NaN]);

## ------------------------------------------------------------------ ##
## one pass, not one call per element

%!testif ; ga_ready ()
%! ## The vectorised path evaluates each operator once for the whole
%! ## array: the profiler counts one `binary .^` and one `exp` for a
%! ## 300x300 gpuArray, where Octave's arrayfun, one call per element,
%! ## counts 90000 (checked too, so the count is known to measure what it
%! ## should).  No fallback warning: nothing went to the host element by
%! ## element.  A structural check, not a timing: it cannot flake.
%! G = gpuArray (rand (300));
%! f = @(x) exp (x) .^ 2 + 1;
%! on_device (f, G);
%! assert (calls ("binary .^", false, f, G), 1);
%! assert (calls ("exp", false, f, G), 1);
%! assert (calls ("exp", false, @exp, G), 1);
%! H = gpuArray (rand (10));
%! assert (calls ("binary .^", true, f, H), 100);
