## SPDX-License-Identifier: GPL-3.0-or-later
## gpuArray as a native Octave value type (issue 33, points 1 and 2).
## What the type is: class "gpuArray", isa (MATLAB's answers: "numeric" and
## "float" by the underlying class, never the underlying class's own name),
## isgpuarray, underlyingType, classUnderlying; the size and type queries
## and end; display, disp and whos; value semantics (a copy is never
## changed through another; copy-on-write: a copy takes no device buffer
## until written), deletion, growth, reshape, transposes, concatenation and
## conversions.  MATLAB's semantics where the classdef design could not
## give them: if, while, &&, ||, ! and ~ decide by value (true when
## non-empty and all non-zero, as Octave decides for the host value, NaN
## included); A(i) = G into a host A; a gpuArray expression in a
## condition; isequal, sprintf, num2str, mat2str and disp give the host's
## text; cellfun and bsxfun (arrayfun: gpuarray_arrayfun.tst); save and
## load in the text and binary formats (MAT-files refused with
## gputiled:notSupported, pointing to gather); gpu_reset making old arrays
## gputiled:staleArray; device memory freed with the last reference
## (__gputiled_ga__ ("stats")).  Every value is compared with what Octave
## gives for the host data: class, size and values, exactly where
## Octave's operation is exact.

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

## The outcome of CODE, which reads x and sets hit: "CLASS VALUE" of hit,
## or "error ID" (MSG: the error's message).
%!function [r, msg] = decide (code, x)
%!  hit = [];
%!  msg = "";
%!  try
%!    eval (code);
%!    if (isa (hit, "gpuArray"))
%!      r = sprintf ("gpuArray %s", mat2str (gather (hit)));
%!    else
%!      r = sprintf ("%s %s", class (hit), mat2str (hit));
%!    endif
%!  catch err
%!    r = ["error " err.identifier];
%!    msg = err.message;
%!  end_try_catch
%!endfunction

## CODE decides with x the gpuArray of X as Octave decides with x = X: the
## same outcome (the same class and value of hit), or an error where
## Octave gives one (its identifier where Octave's has one, and about NaN
## where Octave's is).
%!function check_decide (code, X)
%!  [h, hmsg] = decide (code, X);
%!  [g, gmsg] = decide (code, gpuArray (X));
%!  w = sprintf ("%s with x = gpuArray (%s of size %s)", code,
%!               mat2str (X(:).'), mat2str (size (X)));
%!  if (strncmp (h, "error", 5))
%!    assert (strncmp (g, "error", 5), "%s: %s, Octave gives an error (%s)",
%!            w, g, hmsg);
%!    assert (strcmp (h, "error ") || strcmp (g, h), "%s: %s (%s), Octave: %s",
%!            w, g, gmsg, h);
%!    assert (isempty (strfind (hmsg, "NaN")) || ! isempty (strfind (gmsg, "NaN")),
%!            "%s: error '%s', Octave: '%s'", w, gmsg, hmsg);
%!  else
%!    assert (strcmp (g, h), "%s: %s %s, Octave gives %s", w, g, gmsg, h);
%!  endif
%!endfunction

## CODE, which changes or reads A (and may read V), run with A the host
## array X and with A its gpuArray (and again with V a gpuArray where V is
## numeric or logical): the As must agree exactly.
%!function check_code (code, X, V)
%!  if (nargin < 3)
%!    V = [];
%!  endif
%!  A = X;
%!  eval (code);
%!  R = A;
%!  w = sprintf ("%s with A %s", code, desc (X));
%!  A = gpuArray (X);
%!  eval (code);
%!  check_gpu (A, R, 0, w);
%!  if (nargin > 2 && (isnumeric (V) || islogical (V)))
%!    V = gpuArray (V);
%!    A = gpuArray (X);
%!    eval (code);
%!    check_gpu (A, R, 0, [w ", V a gpuArray"]);
%!  endif
%!endfunction

## One array of each element type, of size SZ.
%!function c = typed (sz)
%!  c = {data(sz, "double", false), data(sz, "single", false), ...
%!       data(sz, "double", true), data(sz, "single", true), rand(sz) > 0.5};
%!endfunction

%!function A = poke (A)
%!  A(1) = 99;
%!  A(:, 1) = [];
%!endfunction

## The live device buffers: [count, bytes].
%!function s = stats ()
%!  s = __gputiled_ga__ ("stats");
%!  assert (isa (s, "double") && isreal (s) && numel (s) == 2 && all (s >= 0),
%!          "__gputiled_ga__ (\"stats\") gave %s", mat2str (s));
%!  s = s(:)';
%!endfunction

## ------------------------------------------------------------------ ##
## What the type is

%!testif ; ga_ready ()
%! ## class, isa, isgpuarray, underlyingType, classUnderlying for every
%! ## underlying class.  As MATLAB: isa (G, "numeric") and isa (G, "float")
%! ## by the underlying class; isa (G, "double") etc. false (class (G) is
%! ## "gpuArray"; isUnderlyingType's question, not isa's).
%! randn ("state", 201);
%! for X = [typed([2 3]), typed([1 1]), typed([0 3])]
%!   x = X{1};
%!   G = gpuArray (x);
%!   assert (class (G), "gpuArray");
%!   for c = {"gpuArray", "numeric", "float", "integer", "double", "single", ...
%!            "logical", "char", "cell", "struct"}
%!     switch (c{1})
%!       case "gpuArray"
%!         e = true;
%!       case {"numeric", "float", "integer"}
%!         e = isa (x, c{1});
%!       otherwise
%!         e = false;
%!     endswitch
%!     tf = isa (G, c{1});
%!     assert (islogical (tf) && isscalar (tf) && tf == e,
%!             "isa (gpuArray (%s), \"%s\") is %s", desc (x), c{1}, mat2str (tf));
%!   endfor
%!   tf = isgpuarray (G);
%!   assert (islogical (tf) && isscalar (tf) && tf);
%!   assert (isgpuarray (x), false);
%!   assert (underlyingType (G), class (x));
%!   assert (classUnderlying (G), class (x));
%!   assert (ischar (underlyingType (G)) && rows (underlyingType (G)) == 1);
%! endfor
%! assert (isa (gpuArray (single (1)), {"single", "gpuArray", "float"}), [false, true, true]);

%!testif ; ga_ready ()
%! ## The size and type queries answer as for the host array, in value
%! ## and class; size with every number of outputs and a dimension.
%! randn ("state", 202);
%! X = {[], zeros(0, 3), zeros(3, 0), zeros(1, 0), 5, randn(1, 7), randn(7, 1), ...
%!      randn(4, 5), randn(5, 4), randn(4, 4), randn(2, 3, 4), randn(1, 1, 3), ...
%!      zeros(2, 0, 3), single(randn (3, 2)), complex(randn (2, 3), randn (2, 3)), ...
%!      single(complex (1, 2)), rand(3, 4) > 0.5, true, randn(2, 3, 1, 2)};
%! names = {"size", "numel", "ndims", "length", "isempty", "isscalar", ...
%!          "isvector", "isrow", "iscolumn", "ismatrix", "issquare", "rows", ...
%!          "columns", "isreal", "iscomplex", "isfloat", "isnumeric", ...
%!          "islogical", "isbool", "ischar", "iscell", "isstruct", "isinteger"};
%! for i = 1:numel (X)
%!   x = X{i};
%!   G = gpuArray (x);
%!   for n = names
%!     f = str2func (n{1});
%!     r = f (G);  e = f (x);
%!     assert (isequal (r, e) && strcmp (class (r), class (e)),
%!             "%s (gpuArray (%s)) is %s %s, Octave gives %s %s", n{1}, desc (x),
%!             class (r), mat2str (r), class (e), mat2str (e));
%!   endfor
%!   for d = 1:5
%!     assert (size (G, d), size (x, d));
%!   endfor
%!   assert (size (G, [1 2]), size (x, [1 2]));
%!   [r, c] = size (G);  [er, ec] = size (x);
%!   assert ([r, c], [er, ec]);
%!   [a, b, c] = size (G);  [ea, eb, ec] = size (x);
%!   assert ([a, b, c], [ea, eb, ec]);
%!   [a, b, c, d, e] = size (G);  [ea, eb, ec, ed, ee] = size (x);
%!   assert ([a, b, c, d, e], [ea, eb, ec, ed, ee]);
%! endfor

%!testif ; ga_ready ()
%! ## end in subscripts, as Octave resolves it for the host array.
%! randn ("state", 203);
%! for X = [typed([4 5]), typed([2 3 4]), typed([1 6])]
%!   for c = {"A = A(end);", "A = A(end, 1);", "A = A(2:end-1, :);", ...
%!            "A = A(end-1:end);", "A = A(:, end);", "A = A(end, end);", ...
%!            "A = A([1 end], [end 1]);", "A = A(ceil (end / 2), :);", ...
%!            "A = A(end:-1:1);", "A(end, end) = 0;", "A(end) = [];"}
%!     check_code (c{1}, X{1});
%!   endfor
%! endfor
%! G = gpuArray (reshape (1:24, 2, 3, 4));
%! check_gpu (G(end, end, end), 24, 0, "G(end, end, end)");
%! check_gpu (G(end, end), 24, 0, "G(end, end) of 2 x 3 x 4");
%! check_gpu (G(1, end), 23, 0, "G(1, end) of 2 x 3 x 4");

## ------------------------------------------------------------------ ##
## Display, disp, whos

%!testif ; ga_ready ()
%! ## display (G) (by naming G, and display (G)) names G and says
%! ## gpuArray; it and disp (G) show the numbers as disp shows the host
%! ## array gather (G).
%! randn ("state", 204);
%! X = {pi, -2, randn(1, 4), randn(3, 2) * 1e5, single(randn (2)), ...
%!      complex(randn (2), randn (2)), rand(2, 3) > 0.5, randn(2, 2, 2), ...
%!      zeros(0, 3), [], [1 NaN Inf -Inf], true, single(1:3)};
%! for i = 1:numel (X)
%!   Gshown = gpuArray (X{i});
%!   host = evalc ("disp (gather (Gshown))");
%!   assert (host, evalc ("disp (X{i})"));
%!   out = evalc ("disp (Gshown)");
%!   assert (! isempty (strfind (out, host)),
%!           "disp of %s:\n%s\ndoes not show\n%s", desc (X{i}), out, host);
%!   for code = {"Gshown", "display (Gshown)"}
%!     out = evalc (code{1});
%!     assert (! isempty (strfind (out, host)),
%!             "%s of %s:\n%s\ndoes not show\n%s", code{1}, desc (X{i}), out, host);
%!     assert (! isempty (strfind (out, "gpuArray")), "%s of %s:\n%s", code{1},
%!             desc (X{i}), out);
%!     assert (! isempty (strfind (out, "Gshown")), "%s of %s:\n%s", code{1},
%!             desc (X{i}), out);
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## whos lists a gpuArray with its name, size and class gpuArray.
%! G = gpuArray (ones (4, 5));
%! H = gpuArray (single (ones (2, 3, 2)));
%! out = evalc ("whos G H");
%! assert (! isempty (regexp (out, '^\s*G\s+4x5\s+\d+\s+gpuArray\s*$', "lineanchors", "once")), out);
%! assert (! isempty (regexp (out, '^\s*H\s+2x3x2\s+\d+\s+gpuArray\s*$', "lineanchors", "once")), out);
%! s = whos ("G");
%! assert (s.class, "gpuArray");
%! assert (s.size, [4, 5]);

## ------------------------------------------------------------------ ##
## Value semantics, shape, conversions

%!testif ; ga_ready ()
%! ## H = G; a write through H (or G, or a function given H) leaves the
%! ## other as it was.
%! randn ("state", 205);
%! X = randn (4, 5);
%! for c = {"H(1) = 0;", "H(:, 2) = [];", "H(5, 6) = 1;", "H(:) = 1;", ...
%!          "H(H > 0) = 0;", "H(2, :) = gpuArray (1:5);", "H(end+1, :) = 2;", ...
%!          "H += 1;", "H = -H;", "H(:, :, 2) = 3;"}
%!   G = gpuArray (X);
%!   H = G;
%!   eval (c{1});
%!   check_gpu (G, X, 0, ["G after H = G; " c{1}]);
%!   R = X;
%!   eval (strrep (strrep (c{1}, "H", "R"), "gpuArray (1:5)", "1:5"));
%!   check_gpu (H, R, 4 * eps * abs (R), ["H = G; " c{1}]);
%! endfor
%! G = gpuArray (X);
%! H = G;
%! G(1) = 7;
%! check_gpu (H, X, 0, "H after H = G; G(1) = 7");
%! P = poke (H);
%! check_gpu (H, X, 0, "H after poke (H)");
%! R = X;  R(1) = 99;  R(:, 1) = [];
%! check_gpu (P, R, 0, "poke (H)");
%! C = {G, G};
%! C{1}(2) = -5;
%! R = X;  R(1) = 7;
%! check_gpu (G, R, 0, "G after C = {G, G}; C{1}(2) = -5");
%! check_gpu (C{2}, R, 0, "C{2} after C{1}(2) = -5");
%! R(2) = -5;
%! check_gpu (C{1}, R, 0, "C{1}(2) = -5");

%!testif ; ga_ready ()
%! ## Deletion, growth, reshape, transposes and concatenation, as Octave
%! ## does them to the host array.
%! randn ("state", 206);  rand ("state", 206);
%! for X = typed ([2 2])
%!   for c = {"A(5, 5) = 1;", "A(3) = [];", "A(:, 1) = [];", "A(:) = [];", ...
%!            "A(end+1, :) = 1;", "A(2, 3, 2) = 1;", "A = reshape (A, 1, 4);", ...
%!            "A = reshape (A, [], 1);", "A = A';", "A = A.';", "A = ctranspose (A);", ...
%!            "A = transpose (A);", "A = A(:);", "A = [A, A];", "A = [A; 1, 2];", ...
%!            "A = [1, 2; A];", "A = cat (3, A, A);", "A = [A, A'; A', A];"}
%!     check_code (c{1}, X{1});
%!   endfor
%!   for V = typed ([2 2])
%!     for c = {"A = [A, V];", "A = [V; A];", "A = cat (3, A, V);", "A = horzcat (V, A);"}
%!       check_code (c{1}, X{1}, V{1});
%!     endfor
%!   endfor
%! endfor
%! for X = typed ([1 1])
%!   for c = {"A = [A; 1];", "A = [A, 1];", "A = [1; A];", "A = [A; true];"}
%!     check_code (c{1}, X{1});
%!   endfor
%! endfor
%! for X = typed ([1 3])
%!   for c = {"A = [A, 1];", "A = [1, A, 2];", "A = [A; 1, 2, 3];"}
%!     check_code (c{1}, X{1});
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## double, single and logical of a gpuArray stay gpuArrays of that
%! ## class; gather gives host arrays of the class of Octave's result.
%! randn ("state", 207);
%! for X = [typed([3 4]), {[0 1 -2 0.5], single([0 3 0])}]
%!   x = X{1};
%!   G = gpuArray (x);
%!   check_gpu (double (G), double (x), 0, ["double (" desc(x) ")"]);
%!   check_gpu (single (G), single (x), 0, ["single (" desc(x) ")"]);
%!   if (! any (isnan (x(:))))
%!     check_gpu (logical (G), logical (x), 0, ["logical (" desc(x) ")"]);
%!   endif
%!   g = gather (G);
%!   assert (class (g), class (x));
%!   assert (isequal (g, x));
%! endfor

## ------------------------------------------------------------------ ##
## if, while, &&, ||, !, ~ by value

%!testif ; ga_ready ()
%! ## if, while, &&, || decide by the value of a gpuArray, as Octave by the
%! ## host value: true when non-empty and all non-zero; NaN as Octave
%! ## treats it (an error there).  (The classdef design made every gpuArray
%! ## false here, silently.)
%! codes = {"hit = 0; if (x) hit = 1; else hit = 2; endif", ...
%!          "hit = 0; if (! x) hit = 1; endif", ...
%!          "hit = 0; if (~x) hit = 1; endif", ...
%!          "hit = 0; while (x) hit += 1; x = 0 * x; if (hit > 3) break; endif endwhile", ...
%!          "hit = x && true;", "hit = true && x;", "hit = false || x;", ...
%!          "hit = x || false;", "hit = true || x;", "hit = false && x;", ...
%!          "hit = 0; if (x && true) hit = 1; endif", ...
%!          "hit = 0; if (false || x) hit = 1; endif", ...
%!          "hit = 0; if (x), else hit = 1; endif", ...
%!          "hit = 0; if (x > 0) hit = 1; endif", ...
%!          "hit = 0; if (x == 1) hit = 1; elseif (x == 0) hit = 2; endif"};
%! vals = {true, false, 1, 0, -0, 2.5, [1 1 0], [1 1 1], [1; 2], [0 0], [], ...
%!         zeros(0, 3), NaN, [1 NaN], [0 NaN], single(2), single(0), ...
%!         single(NaN), 1i, complex(0, 0), [1i 1], logical([1 1 0]), ...
%!         true(2), ones(2, 2, 2), -Inf};
%! for v = vals
%!   for c = codes
%!     check_decide (c{1}, v{1});
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## while counts down a gpuArray scalar and stops by its value; a solver
%! ## loop `while (norm (r) > tol)` runs as often as on the host.
%! n = gpuArray (5);
%! k = 0;
%! while (n)
%!   n = n - 1;
%!   k++;
%!   if (k > 10)
%!     break;
%!   endif
%! endwhile
%! assert (k, 5);
%! check_gpu (n, 0, 0, "n after the loop");
%! n = gpuArray (single (3));
%! k = 0;
%! while (n > 0)
%!   n -= 1;
%!   k++;
%!   if (k > 10)
%!     break;
%!   endif
%! endwhile
%! assert (k, 3);
%! for r0 = {[3; -4; 12], single([1 2 3 4])}
%!   r = r0{1};  kh = 0;
%!   while (norm (r) > 1e-3 && kh < 100)
%!     r = r / 2;  kh++;
%!   endwhile
%!   r = gpuArray (r0{1});  kg = 0;
%!   while (norm (r) > 1e-3 && kg < 100)
%!     r = r / 2;  kg++;
%!   endwhile
%!   assert (kg, kh);
%!   assert (isa (r, "gpuArray"));
%! endfor
%! ## do-until decides by value too.
%! n = gpuArray (3);  k = 0;
%! do
%!   n--;  k++;
%! until (! n || k > 10)
%! assert (k, 3);

## "yes" when X decides true in an if, else "no".
%!function s = ifelse_value (x)
%!  if (x)
%!    s = "yes";
%!  else
%!    s = "no";
%!  endif
%!endfunction

%!testif ; ga_ready ()
%! ## x = G(1) + 1 and other gpuArray expressions as conditions.
%! G = gpuArray ([2 -1 0]);
%! x = G(1) + 1;
%! assert (isa (x, "gpuArray"));
%! hit = 0;
%! if (x > 1)
%!   hit = 1;
%! endif
%! assert (hit, 1);
%! hit = 0;
%! if (G(2) + 1)
%!   hit = 1;
%! endif
%! assert (hit, 0);
%! hit = 0;
%! if (all (G(1:2)) && any (G))
%!   hit = 1;
%! endif
%! assert (hit, 1);
%! hit = 0;
%! if (sum (G) == 1 || x < 0)
%!   hit = 1;
%! endif
%! assert (hit, 1);
%! assert (ifelse_value (G(1)), "yes");
%! assert (ifelse_value (G(3)), "no");

%!testif ; ga_ready ()
%! ## ! and ~ give gpuArrays equal to Octave's ! of the host array.
%! randn ("state", 208);
%! for X = {[0 1 -2 0.5], single([0 3 0]), logical([1 0 1]), zeros(0, 3), ...
%!          complex([0 1], [0 0]), [1i 0], 0, 3, round(randn (3, 4, 2))}
%!   G = gpuArray (X{1});
%!   check_gpu (! G, ! X{1}, 0, ["! " desc(X{1})]);
%!   check_gpu (~G, ~X{1}, 0, ["~ " desc(X{1})]);
%!   check_gpu (not (G), not (X{1}), 0, ["not " desc(X{1})]);
%! endfor

## ------------------------------------------------------------------ ##
## Assignment into host arrays

%!testif ; ga_ready ()
%! ## A(i) = G with a host A: a gpuArray, with Octave's values and class.
%! randn ("state", 209);
%! cases = {"A(2:3) = V;", zeros(1, 5), [7 8];
%!          "A(2, :) = V;", ones(3), single([1 2 3]);
%!          "A(:) = V;", zeros(2), [1 2 3 4];
%!          "A(1) = V;", false(2), true;
%!          "A(3) = V;", [], 2;
%!          "A(2, 2) = V;", randn(3), 1 + 2i;
%!          "A(:, 1) = V;", single(randn (3, 2)), randn(3, 1);
%!          "A(5) = V;", [1 2], single(4);
%!          "A(A > 0) = V;", randn(4, 5), 0;
%!          "A(2, :, 2) = V;", zeros(2, 3), [1 2 3]};
%! for k = 1:rows (cases)
%!   [code, A, V] = cases{k,:};
%!   eval (code);
%!   R = A;
%!   [~, A, V] = cases{k,:};
%!   V = gpuArray (V);
%!   eval (code);
%!   check_gpu (A, R, 0, sprintf ("%s with A %s, V a gpuArray", code, desc (cases{k,2})));
%! endfor
%! clear B
%! B(2) = gpuArray (5);
%! check_gpu (B, [0 5], 0, "B(2) = gpuArray (5) with B undefined");
%! S.f = zeros (1, 3);
%! S.f(2) = gpuArray (9);
%! check_gpu (S.f, [0 9 0], 0, "S.f(2) = gpuArray (9)");
%! C = {zeros(2)};
%! C{1}(1, 2) = gpuArray (single (3));
%! check_gpu (C{1}, [0 3; 0 0], 0, "C{1}(1, 2) = gpuArray (single (3))");

## ------------------------------------------------------------------ ##
## isequal, text

%!testif ; ga_ready ()
%! ## isequal with gpuArrays answers as Octave with the host arrays.
%! randn ("state", 210);
%! X = randn (3, 4);  Y = X;  Y(5) = 0;
%! G = gpuArray (X);  H = gpuArray (Y);
%! cases = {{G, X}, {X, G}, {G, G}, {G, gpuArray(X)}, {G, H}, {H, X}, ...
%!          {G, X'}, {G, single(X)}, {gpuArray(single (X)), X}, ...
%!          {gpuArray([1 NaN]), [1 NaN]}, {gpuArray(true (2)), ones(2)}, ...
%!          {gpuArray([]), []}, {gpuArray(zeros (0, 3)), []}, {G, G, gpuArray(X), X}, ...
%!          {gpuArray(complex (1, 2)), complex(1, 2)}, {gpuArray(1), "a"}, {G, {X}}};
%! for k = 1:numel (cases)
%!   c = cases{k};
%!   h = cellfun (@gather, c, "UniformOutput", false);
%!   e = isequal (h{:});
%!   tf = isequal (c{:});
%!   if (isa (tf, "gpuArray"))
%!     tf = gather (tf);
%!   endif
%!   assert (islogical (tf) && isscalar (tf) && tf == e,
%!           "isequal case %d gives %s, Octave %s", k, mat2str (tf), mat2str (e));
%! endfor
%! assert (isequal (G, X));
%! assert (! isequal (G, H));

## The text of CODE (an expression in v) with v = G must be its text with
## v = X, the host array; where Octave gives an error, so must G's.
%!function check_text (code, G, X)
%!  try
%!    v = X;
%!    e = eval (code);
%!  catch err
%!    v = G;
%!    try
%!      t = eval (code);
%!    catch
%!      return;
%!    end_try_catch
%!    error ("%s with v = gpuArray (%s): '%s', Octave gives an error (%s)",
%!           code, desc (X), t, err.message);
%!  end_try_catch
%!  v = G;
%!  t = eval (code);
%!  assert (ischar (t) && isequal (t, e),
%!          "%s with v = gpuArray (%s):\n'%s'\nOctave:\n'%s'", code, desc (X), t, e);
%!endfunction

%!testif ; ga_ready ()
%! ## sprintf, num2str, mat2str, int2str and disp of a gpuArray give the
%! ## host's text (disp: the host's text within what it shows).
%! X = {[1 2 3; 4 5 6], [1.5, -2.25, pi, 1e10, NaN, -Inf], single([0.1 2.5; -3 4]), ...
%!      logical([1 0 1]), 7, complex([1 2], [3 -4]), single(complex (1.5, -2)), ...
%!      zeros(1, 0), reshape(1:8, 2, 2, 2), -0, [1e-5 1e5 123456789]};
%! codes = {'sprintf ("%d", v)', 'sprintf ("%g ", v)', 'sprintf ("%5.2f|", v)', ...
%!          'sprintf ("%s", v)', 'sprintf ("[%g,%g]", v)', 'sprintf ("%x", v)', ...
%!          'sprintf ("%d:%g;", 1, v)', 'sprintf ("%e", v)', 'num2str (v)', ...
%!          'num2str (v, 8)', 'num2str (v, "%10.4f")', 'mat2str (v)', ...
%!          'mat2str (v, 4)', 'int2str (v)', 'disp (v)'};
%! for i = 1:numel (X)
%!   G = gpuArray (X{i});
%!   for c = codes
%!     if (strcmp (c{1}, "disp (v)"))
%!       v = X{i};
%!       host = evalc ("disp (v)");
%!       v = G;
%!       out = evalc ("disp (v)");
%!       assert (! isempty (strfind (out, host)), "disp (%s):\n%s\nnot\n%s",
%!               desc (X{i}), out, host);
%!     else
%!       check_text (c{1}, G, X{i});
%!     endif
%!   endfor
%! endfor
%! out = evalc ("printf ('%g,', gpuArray ([1 2.5 3]))");
%! assert (out, "1,2.5,3,");
%! out = evalc ("fprintf ('%d|', gpuArray (single ([4 5])))");
%! assert (out, "4|5|");
%! assert (num2str (gpuArray (pi)), "3.1416");

## ------------------------------------------------------------------ ##
## cellfun, bsxfun (arrayfun has its own suite, gpuarray_arrayfun.tst)

%!testif ; ga_ready ()
%! ## cellfun over cells of gpuArrays.
%! randn ("state", 211);
%! X = randn (3, 4);  Y = single (randn (2, 5));
%! G = gpuArray (X);  H = gpuArray (Y);  E = gpuArray (zeros (0, 3));
%! n = cellfun (@numel, {G, H, E});
%! assert (class (n), "double");
%! assert (n, [12, 10, 0]);
%! assert (cellfun ("isempty", {G, E, H}), [false, true, false]);
%! assert (cellfun (@isempty, {G, E, H}), [false, true, false]);
%! assert (cellfun ("length", {G, H, E}), [4, 5, 0]);
%! assert (cellfun ("ndims", {G, gpuArray(ones (2, 2, 3))}), [2, 3]);
%! assert (cellfun ("prodofsize", {G, E}), [12, 0]);
%! assert (cellfun ("isclass", {G, X}, "gpuArray"), [true, false]);
%! assert (cellfun (@isgpuarray, {G, X, H}), [true, false, true]);
%! assert (cellfun (@class, {G, X}, "UniformOutput", false), {"gpuArray", "double"});
%! [r, c] = cellfun (@size, {G, H});
%! assert ([r; c], [3, 2; 4, 5]);
%! out = cellfun (@(x) x * 2, {G}, "UniformOutput", false);
%! assert (iscell (out) && size (out, 1) == 1 && size (out, 2) == 1);
%! check_gpu (out{1}, X * 2, 0, "cellfun (@(x) x * 2, {G})");
%! out = cellfun (@(x) x', {G, H}, "UniformOutput", false);
%! check_gpu (out{1}, X', 0, "cellfun transpose {1}");
%! check_gpu (out{2}, Y', 0, "cellfun transpose {2}");
%! out = cellfun (@(x, y) [x; y], {G}, {gpuArray(ones (1, 4))}, "UniformOutput", false);
%! check_gpu (out{1}, [X; ones(1, 4)], 0, "cellfun with two cells");

%!testif ; ga_ready ()
%! ## bsxfun with gpuArrays: a gpuArray equal to Octave's (exact for these
%! ## operations: one IEEE operation per element).
%! randn ("state", 212);
%! for cls = {"double", "single"}
%!   X = data ([3 1], cls{1}, false);  Y = data ([4 1], cls{1}, false);
%!   G = gpuArray (X);  H = gpuArray (Y);
%!   check_gpu (bsxfun (@plus, G, H'), bsxfun (@plus, X, Y'), 0, ["bsxfun plus " cls{1}]);
%!   check_gpu (bsxfun (@times, G, Y'), bsxfun (@times, X, Y'), 0, ["bsxfun times " cls{1}]);
%!   check_gpu (bsxfun (@minus, X, H'), bsxfun (@minus, X, Y'), 0, ["bsxfun minus " cls{1}]);
%!   R = bsxfun (@rdivide, X, Y');
%!   check_gpu (bsxfun (@rdivide, G, H'), R, 2 * eps (cls{1}) * abs (R), ["bsxfun rdivide " cls{1}]);
%!   check_gpu (bsxfun (@max, G, H'), bsxfun (@max, X, Y'), 0, ["bsxfun max " cls{1}]);
%!   check_gpu (bsxfun (@eq, G, G'), bsxfun (@eq, X, X'), 0, ["bsxfun eq " cls{1}]);
%!   check_gpu (bsxfun (@plus, G, 2), bsxfun (@plus, X, 2), 0, ["bsxfun plus scalar " cls{1}]);
%! endfor
%! Z = complex (randn (2, 1, 3), randn (2, 1, 3));
%! check_gpu (bsxfun (@times, gpuArray (Z), gpuArray ([1 2 3])),
%!            bsxfun (@times, Z, [1 2 3]), 4 * eps * abs (bsxfun (@times, Z, [1 2 3])),
%!            "bsxfun times complex N-D");
%! expect_error ("", "bsxfun (@plus, G, H);", "G", gpuArray (ones (3, 2)),
%!               "H", gpuArray (ones (4, 2)));

## ------------------------------------------------------------------ ##
## save and load

%!testif ; ga_ready ()
%! ## save in the text and binary formats, then load: gpuArrays again, with
%! ## the same underlying class, size and values (bit for bit).
%! randn ("state", 214);
%! X = [typed([3 4]), typed([1 1]), typed([2 3 2]), {zeros(0, 3), [0, -0, Inf, -Inf, NaN, pi, 1/3]}];
%! for fmt = {"-text", "-binary"}
%!   f = tempname ();
%!   unwind_protect
%!     for i = 1:numel (X)
%!       x = X{i};
%!       G = gpuArray (x);
%!       h = 42;
%!       save (fmt{1}, f, "G", "h");
%!       clear G h
%!       load (f);
%!       w = sprintf ("save %s and load of %s", fmt{1}, desc (x));
%!       check_gpu (G, x, 0, w);
%!       assert (strcmp (classUnderlying (G), class (x)), w);
%!       if (isfloat (x))
%!         assert (isequal (signbit (real (gather (G))), signbit (real (x))), w);
%!       endif
%!       assert (h, 42);
%!       S = load (f);
%!       check_gpu (S.G, x, 0, [w " (S = load (f))"]);
%!     endfor
%!     ## Inside a cell and a struct.
%!     C = {gpuArray(X{1}), 5};
%!     T.a = gpuArray (X{2});  T.b = "text";
%!     save (fmt{1}, f, "C", "T");
%!     clear C T
%!     load (f);
%!     check_gpu (C{1}, X{1}, 0, ["cell element, save " fmt{1}]);
%!     assert (C{2}, 5);
%!     check_gpu (T.a, X{2}, 0, ["struct field, save " fmt{1}]);
%!     assert (T.b, "text");
%!   unwind_protect_cleanup
%!     if (exist (f, "file"))
%!       unlink (f);
%!     endif
%!   end_unwind_protect
%! endfor

%!testif ; ga_ready ()
%! ## MAT-files have no hook for the type: save -v7 and -v6 refuse a
%! ## gpuArray with gputiled:notSupported, and the message says to gather.
%! G = gpuArray ([1 2 3]);
%! for fmt = {"-v7", "-v6"}
%!   f = [tempname() ".mat"];
%!   unwind_protect
%!     try
%!       save (fmt{1}, f, "G");
%!       error ("save %s of a gpuArray gave no error", fmt{1});
%!     catch err
%!       assert (strcmp (err.identifier, "gputiled:notSupported"),
%!               "save %s: '%s' (%s)", fmt{1}, err.identifier, err.message);
%!       assert (! isempty (strfind (err.message, "gather")), err.message);
%!     end_try_catch
%!     ## A gathered copy saves as usual.
%!     g = gather (G);
%!     save (fmt{1}, f, "g");
%!     S = load (f);
%!     assert (S.g, [1 2 3]);
%!   unwind_protect_cleanup
%!     if (exist (f, "file"))
%!       unlink (f);
%!     endif
%!   end_unwind_protect
%! endfor

## ------------------------------------------------------------------ ##
## gpu_reset and device memory

%!testif ; ga_ready ()
%! ## After gpu_reset an old gpuArray is a gputiled:staleArray error in an
%! ## operation and in gather (its size may still be answered); new arrays
%! ## work.
%! X = magic (4);
%! G = gpuArray (X);
%! H = G';
%! C = {G};
%! gpu_reset ();
%! for c = {"gather (G);", "G + 1;", "G(2);", "-G;", "G * H;", "sum (G);", ...
%!          "double (G);", "[G, G];", "gather (C{1});", "C{1} + 1;", ...
%!          "if (G) end", "G(1) = 3;"}
%!   expect_error ("gputiled:staleArray", c{1}, "G", G, "H", H, "C", C);
%! endfor
%! K = gpuArray (X);
%! check_gpu (K + 1, X + 1, 0, "a new array after gpu_reset");
%! check_gpu (K(2, :), X(2, :), 0, "indexing a new array after gpu_reset");
%! clear G H C
%! check_gpu (K, X, 0, "the new array at the end");

%!testif ; ga_ready ()
%! ## Device buffers: one per array; a copy shares its buffer until written
%! ## (copy-on-write); the count and bytes go back when the last reference
%! ## goes, also for arrays inside cells and structs and temporaries.
%! s0 = stats ();
%! G = gpuArray (ones (1000, 1));
%! s1 = stats ();
%! assert (s1(1), s0(1) + 1);
%! assert (s1(2) >= s0(2) + 8000, "stats: %s, then %s", mat2str (s0), mat2str (s1));
%! H = G;
%! assert (stats (), s1);
%! H(1) = 0;
%! s2 = stats ();
%! assert (s2(1), s0(1) + 2);
%! clear G H
%! assert (stats (), s0);
%! G = gpuArray (single (ones (10, 10)));
%! C = {G, G};
%! S.a = G;
%! clear G
%! assert (stats ()(1), s0(1) + 1);
%! clear C
%! assert (stats ()(1), s0(1) + 1);
%! clear S
%! assert (stats (), s0);
%! for i = 1:5
%!   G = gpuArray (rand (20, 30));
%!   H = G * G' + 1;
%!   K = H(2:end, :);
%!   K(K > 0) = 0;
%!   s = sum (K(:));
%!   L = [G, G; G, G];
%!   try
%!     G + ones (3, 3);
%!   catch
%!   end_try_catch
%! endfor
%! clear G H K s L
%! assert (stats (), s0);
