## SPDX-License-Identifier: GPL-3.0-or-later
## gpuArray indexing, shape and lifetime: reads and writes with every kind
## of subscript (scalars, ranges, colon, end, matrices of indices, host and
## gpuArray logical masks), growth and deletion as in Octave, the errors
## of bad and out-of-range subscripts, reshape, (:), repmat and
## concatenation, value semantics (a copy is never changed through
## another), the arrays' lifetime and their count in __gputiled_ga__
## ("stats") (the native type's live device buffers; the classdef design's
## __gputiled_ga__ ("stats") counted its own table of arrays), and
## gpu_reset leaving old arrays stale.  (Under the classdef design Octave 7
## replaced the error of a class's horzcat or vertcat called by [ ] with
## "horzcat method failed", so identifiers were checked only through
## horzcat (...); the native type concatenates in C++ and [G, H] keeps the
## identifier, as in MATLAB: both forms are checked.)  Every result is a
## gpuArray equal to what Octave gives for the same operation on the host
## array: class, size, complexity and values exactly.

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

## X (SUBS{:}) read through the gpuArray of X, against the host.  Logical
## subscripts are also given as gpuArrays.
%!function check_read (X, subs)
%!  G = gpuArray (X);
%!  R = X(subs{:});
%!  w = sprintf ("(%s)(%s)", desc (X), strjoin (cellfun (@sub_str, subs,
%!                                        "UniformOutput", false), ", "));
%!  check_gpu (G(subs{:}), R, 0, w);
%!  if (any (cellfun (@islogical, subs)))
%!    gsubs = subs;
%!    for k = find (cellfun (@islogical, subs))
%!      gsubs{k} = gpuArray (subs{k});
%!    endfor
%!    check_gpu (G(gsubs{:}), R, 0, [w ", gpuArray mask"]);
%!  endif
%!endfunction

%!function s = sub_str (x)
%!  if (ischar (x))
%!    s = x;
%!  elseif (islogical (x))
%!    s = sprintf ("mask %s with %d true", mat2str (size (x)), nnz (x));
%!  elseif (ndims (x) > 2)
%!    s = sprintf ("indices of size %s", mat2str (size (x)));
%!  else
%!    s = mat2str (x);
%!  endif
%!endfunction

## CODE, which changes or reads A (and may read V and the variables named
## in the NAME, VALUE pairs that follow), run with A the host array X and
## with A its gpuArray: the two As must agree.  Where V is numeric or
## logical it is run a third time with V a gpuArray.
%!function check_code (code, X, V, varargin)
%!  for i__ = 1:2:numel (varargin)
%!    eval ([varargin{i__} " = varargin{i__ + 1};"]);
%!  endfor
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

## ------------------------------------------------------------------ ##
## Reading

%!testif ; ga_ready ()
%! ## A 4 x 5 matrix: linear, two and three subscripts, ranges, colon,
%! ## repeats, empty selections, matrices of indices, masks.
%! randn ("state", 51);  rand ("state", 51);
%! mask = rand (4, 5) > 0.5;
%! subs = {{7}, {[1 3 5]}, {[3; 1; 20]}, {":"}, {1:2:20}, {20:-3:1}, ...
%!         {[2 2 1]}, {[]}, {zeros(1, 0)}, {zeros(0, 1)}, {reshape(1:6, 2, 3)}, ...
%!         {mask}, {mask(:)'}, {logical([1 0 1])}, {true(4, 5)}, {false(4, 5)}, ...
%!         {2, 3}, {":", 2}, {2, ":"}, {1:3, [2 4]}, {[], 2}, {":", ":"}, ...
%!         {[4 1], [5 5 1]}, {logical([1 0 1 1]), ":"}, {":", logical([0 1 0 1 1])}, ...
%!         {2, 5:-1:1}, {2, 3, 1}, {":", ":", 1}, {1, 1, [1 1]}, {4, 5, 1, 1}};
%! for X = typed ([4 5])
%!   for k = 1:numel (subs)
%!     check_read (X{1}, subs{k});
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## N-D (2 x 3 x 4), vectors (orientation of the result as Octave's),
%! ## scalars and empties.
%! randn ("state", 52);  rand ("state", 52);
%! nd = {{1, 2, 3}, {":", 2, ":"}, {2, 5}, {":", ":"}, {":"}, {1, ":", [4 1]}, ...
%!       {[2 1], 3, 2:3}, {rand(2, 3, 4) > 0.5}, {2, 3, 4, 1}, {17}, {[24 1; 2 3]}, ...
%!       {":", ":", ":"}, {1, [], 2}};
%! for X = typed ([2 3 4])
%!   for k = 1:numel (nd)
%!     check_read (X{1}, nd{k});
%!   endfor
%! endfor
%! vec = {{[1; 3]}, {[1 3]}, {[1 3; 2 4]}, {":"}, {2:4}, {logical([1 0 1 1 0 0 1])}, ...
%!        {logical([1; 0; 1])}, {1, 1}, {1, ":"}, {":", 1}, {[]}, {zeros(1, 0)}};
%! for X = [typed([1 7]), typed([7 1])]
%!   for k = 1:numel (vec)
%!     check_read (X{1}, vec{k});
%!   endfor
%! endfor
%! for X = typed ([1 1])
%!   for s = {{1}, {[1 1 1]}, {1, 1}, {":"}, {true}, {[1; 1]}, {[]}, {1, 1, 1}}
%!     check_read (X{1}, s{1});
%!   endfor
%! endfor
%! for X = typed ([0 3])
%!   for s = {{":"}, {[]}, {":", 2}, {[], ":"}, {":", ":"}, {":", [1 3]}}
%!     check_read (X{1}, s{1});
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## end in subscripts, as Octave resolves it (also for fewer subscripts
%! ## than dimensions).
%! randn ("state", 53);
%! codes = {"A = A(end);", "A = A(end, 1);", "A = A(2:end-1, :);", ...
%!          "A = A(end-1:end);", "A = A(:, end);", "A = A(end, end);", ...
%!          "A = A(1, end);", "A = A(end:-1:1, :);", "A = A([1 end], [end 1]);", ...
%!          "A = A(ceil (end / 2), :);"};
%! for X = [typed([4 5]), typed([2 3 4]), typed([1 6])]
%!   for k = 1:numel (codes)
%!     check_code (codes{k}, X{1});
%!   endfor
%! endfor
%! for X = typed ([2 3 4])
%!   for c = {"A = A(:, :, end);", "A = A(end, end, end);", "A = A(1, end, 2:end);"}
%!     check_code (c{1}, X{1});
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## G (G > 0): a mask that is itself a gpuArray result.
%! randn ("state", 54);
%! for X = typed ([4 5])(1:2)
%!   G = gpuArray (X{1});
%!   check_gpu (G(G > 0), X{1}(X{1} > 0), 0, ["G(G > 0), " desc(X{1})]);
%!   check_gpu (G(G > 100), X{1}(X{1} > 100), 0, ["G(G > 100), " desc(X{1})]);
%! endfor

%!testif ; ga_ready ()
%! ## Large: a block, a strided selection and a mask of a 2000 x 1000 array.
%! randn ("state", 55);
%! X = single (randn (2000, 1000));
%! G = gpuArray (X);
%! check_gpu (G(101:1900, 3:2:end), X(101:1900, 3:2:end), 0, "block of 2000 x 1000");
%! check_gpu (G(end:-1:1, [5 1 999]), X(end:-1:1, [5 1 999]), 0, "columns of 2000 x 1000");
%! m = X > 1;
%! check_gpu (G(m), X(m), 0, "mask of 2000 x 1000");
%! check_gpu (G(gpuArray (m)), X(m), 0, "gpuArray mask of 2000 x 1000");

%!testif ; ga_ready ()
%! ## Out of range: Octave:index-out-of-bounds; zero, negative and
%! ## fractional subscripts: Octave:invalid-index (Octave's own errors, with
%! ## the variable's name, as for a host array).
%! G = gpuArray (reshape (1:20, 4, 5));
%! for c = {"G(21);", "G(5, 1);", "G(1, 6);", "G(1, 1, 2);", "G([1 30]);", ...
%!          "G(logical ([zeros(1, 20), 1]));", "G(:, 7);", "G(2:5, 1);"}
%!   expect_error ("Octave:index-out-of-bounds", c{1}, "G", G);
%! endfor
%! for c = {"G(0);", "G(-1);", "G(1.5);", "G(0, 1);", "G(1, 0);", "G(1, 1.5);", ...
%!          "G([1 0 2]);", "G(2, -3);", "G(:, 0);"}
%!   expect_error ("Octave:invalid-index", c{1}, "G", G);
%! endfor
%! H = gpuArray (ones (2, 3, 4));
%! for c = {"H(3, 1, 1);", "H(1, 4, 1);", "H(1, 1, 5);", "H(25);", "H(2, 13);"}
%!   expect_error ("Octave:index-out-of-bounds", c{1}, "H", H);
%! endfor
%! expect_error ("Octave:index-out-of-bounds", "E(1);", "E", gpuArray (zeros (0, 3)));
%! expect_error ("", "G(NaN);", "G", G);
%! ## G itself is unchanged.
%! assert (gather (G), reshape (1:20, 4, 5));

## ------------------------------------------------------------------ ##
## Writing

%!testif ; ga_ready ()
%! ## Assignments into a 4 x 5 matrix: scalars, blocks, ranges with end,
%! ## masks (host and gpuArray), vectors of either orientation; V on the
%! ## host and as a gpuArray.
%! randn ("state", 56);  rand ("state", 56);
%! mask = rand (4, 5) > 0.5;
%! cases = {"A(7) = V;", 9; "A([1 3 5]) = V;", [10 20 30]; "A([1 3 5]) = V;", 5;
%!          "A(:) = V;", 1:20; "A(2:2:20) = V;", -1; "A([2 2 1]) = V;", [1 2 3];
%!          "A([]) = V;", 5; "A(2, 3) = V;", 7; "A(:, 2) = V;", [1; 2; 3; 4];
%!          "A(:, 2) = V;", [1 2 3 4]; "A(2:3, [1 4]) = V;", [1 2; 3 4];
%!          "A(2:3, [1 4]) = V;", 0.5; "A(mask) = V;", 0;
%!          "A(mask) = V;", (1:nnz(mask))'; "A(:, :) = V;", reshape(20:-1:1, 4, 5);
%!          "A(2:end-1, :) = V;", ones(2, 5); "A(2:end-1, :) = V;", 3;
%!          "A(end, end) = V;", 8; "A(end, :) = V;", 1:5; "A(:, end) = V;", 6;
%!          "A([4 1], [5 5 1]) = V;", [1 2 3; 4 5 6]; "A(:, logical ([1 0 0 1 0])) = V;", 2;
%!          "A(2, :, 1) = V;", 9; "A(gpuArray (mask)) = V;", 4};
%! for X = typed ([4 5])(1:4)
%!   for k = 1:rows (cases)
%!     check_code (strrep (cases{k,1}, "gpuArray (mask)", "mask"), X{1}, cases{k,2},
%!                 "mask", mask);
%!     if (! isempty (strfind (cases{k,1}, "gpuArray")))
%!       A = gpuArray (X{1});  V = cases{k,2};
%!       eval (cases{k,1});
%!       R = X{1};  R(mask) = V;
%!       check_gpu (A, R, 0, cases{k,1});
%!     endif
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Assignments into N-D arrays, logical arrays, and with values of
%! ## other classes and complexity: the result's class is Octave's.
%! randn ("state", 57);  rand ("state", 57);
%! for X = typed ([2 3 4])(1:4)
%!   for c = {"A(:, :, 2) = V;", reshape(1:6, 2, 3); "A(1, 2, 3) = V;", 5;
%!            "A(2, 5) = V;", 7; "A(:, 2, :) = V;", 0; "A(:, :, end) = V;", ones(2, 3);
%!            "A(17) = V;", -2}'
%!     check_code (c{1}, X{1}, c{2});
%!   endfor
%! endfor
%! L = rand (4, 5) > 0.5;
%! check_code ("A(2, :) = V;", L, true (1, 5));
%! check_code ("A(A) = V;", L, false);
%! check_code ("A(3) = V;", L, true);
%! for V = {single(2), 1 + 2i, single(3i), true, [1i 2 3]}
%!   check_code ("A(1:numel (V)) = V;", randn (3, 4), V{1});
%!   check_code ("A(1:numel (V)) = V;", single (randn (3, 4)), V{1});
%! endfor
%! check_code ("A(2, 2) = V;", complex (randn (3), randn (3)), 5);
%! check_code ("A(:) = V;", randn (3), 1i);

%!testif ; ga_ready ()
%! ## G (G > 0) = v with the mask a gpuArray result.
%! randn ("state", 58);
%! X = randn (5, 6);
%! G = gpuArray (X);
%! G(G > 0) = 0;
%! R = X;  R(R > 0) = 0;
%! check_gpu (G, R, 0, "G(G > 0) = 0");
%! G = gpuArray (X);
%! G(G < 0) = gpuArray (-X(X < 0));
%! R = X;  R(R < 0) = -X(X < 0);
%! check_gpu (G, R, 0, "G(G < 0) = gpuArray values");

%!testif ; ga_ready ()
%! ## Growth by assignment beyond the end, as in Octave.
%! randn ("state", 59);
%! cases = {"A(5, 5) = V;", [2 2], 1; "A(end+1, :) = V;", [2 2], [7 8];
%!          "A(:, end+1) = V;", [2 2], [7; 8]; "A(3, 4, 2) = V;", [2 2], 5;
%!          "A(7) = V;", [1 3], 1; "A(end+1) = V;", [1 3], 7; "A(5) = V;", [3 1], 2;
%!          "A(3) = V;", [0 0], 5; "A(3) = V;", [1 1], 4; "A(2, 3) = V;", [0 0], 1;
%!          "A(:, 4) = V;", [3 2], [1; 2; 3]; "A(4, :) = V;", [3 2], 6;
%!          "A(1000, 1000) = V;", [3 3], 1};
%! for k = 1:rows (cases)
%!   for X = typed (cases{k,2})(1:4)
%!     check_code (cases{k,1}, X{1}, cases{k,3});
%!   endfor
%! endfor
%! check_code ("A(3, 3) = V;", true (2), true);

%!testif ; ga_ready ()
%! ## Deletion with = [], as in Octave.
%! randn ("state", 60);  rand ("state", 60);
%! for X = typed ([4 5])
%!   for c = {"A(:, 2) = [];", "A(2, :) = [];", "A(:, [1 3 5]) = [];", ...
%!            "A([1 3]) = [];", "A(:, :) = [];", "A(:) = [];", "A(end, :) = [];", ...
%!            "A(:, end) = [];", "A(logical ([1 0 1 0]), :) = [];", "A([]) = [];", ...
%!            "A(:, []) = [];"}
%!     check_code (c{1}, X{1});
%!   endfor
%! endfor
%! for X = [typed([1 7]), typed([7 1])]
%!   for c = {"A(3) = [];", "A([1 end]) = [];", "A(logical ([1 0 1 0 0 0 1])) = [];", "A(:) = [];"}
%!     check_code (c{1}, X{1});
%!   endfor
%! endfor
%! for X = typed ([2 3 4])
%!   for c = {"A(:, :, 2) = [];", "A(:, 2, :) = [];", "A(1, :, :) = [];", "A(:, :, [1 4]) = [];"}
%!     check_code (c{1}, X{1});
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## Bad writes: bad subscripts give Octave:invalid-index; sizes that do not
%! ## fit, deleting a single element of a matrix and growing a matrix by a
%! ## linear index fail (as in Octave); G is unchanged.
%! X = reshape (1:20, 4, 5);
%! G = gpuArray (X);
%! for c = {"G(0) = 1;", "G(-1) = 1;", "G(1.5) = 1;", "G(1, 0) = 1;", "G(0, 0) = 1;", ...
%!          "G(2.5, 1) = 1;", "G([1 0]) = [1 2];"}
%!   expect_error ("Octave:invalid-index", c{1}, "G", G);
%! endfor
%! for c = {"G(1:2) = [1 2 3];", "G(:, 1) = ones (3, 1);", "G(1:2, 1:2) = ones (3);", ...
%!          "G(2, 3) = [];", "G(30) = 1;"}
%!   expect_error ("", c{1}, "G", G);
%! endfor
%! check_gpu (G, X, 0, "G after failed writes");

## ------------------------------------------------------------------ ##
## Value semantics and shape

%!function A = poke (A)
%!  A(1) = 99;
%!  A(:, 1) = [];
%!endfunction

%!testif ; ga_ready ()
%! ## H = G shares nothing that a write can reach: writes, growth and
%! ## deletion through either leave the other as it was; so does a
%! ## function changing its argument.
%! randn ("state", 61);
%! X = randn (4, 5);
%! for c = {"H(1) = 0;", "H(:, 2) = [];", "H(5, 6) = 1;", "H(:) = 1;", ...
%!          "H(H > 0) = 0;", "H(2, :) = gpuArray (1:5);", "H(end+1, :) = 2;"}
%!   G = gpuArray (X);
%!   H = G;
%!   eval (c{1});
%!   check_gpu (G, X, 0, ["G after H = G; " c{1}]);
%!   R = X;
%!   eval (strrep (strrep (c{1}, "H", "R"), "gpuArray (1:5)", "1:5"));
%!   check_gpu (H, R, 0, ["H = G; " c{1}]);
%! endfor
%! G = gpuArray (X);
%! H = G;
%! G(1) = 7;
%! check_gpu (H, X, 0, "H after H = G; G(1) = 7");
%! P = poke (H);
%! check_gpu (H, X, 0, "H after poke (H)");
%! R = X;  R(1) = 99;  R(:, 1) = [];
%! check_gpu (P, R, 0, "poke (H)");

%!testif ; ga_ready ()
%! ## reshape in every form (sizes, a size vector, [] placeholders), G(:).
%! randn ("state", 62);
%! forms = {{4, 6}, {[4 6]}, {[], 6}, {4, []}, {2, [], 3}, {[2 12]}, {24, 1}, ...
%!          {1, 24}, {2, 2, 2, 3}, {[3 2 4]}, {6, 2, []}};
%! for X = typed ([2 3 4])
%!   G = gpuArray (X{1});
%!   for k = 1:numel (forms)
%!     check_gpu (reshape (G, forms{k}{:}), reshape (X{1}, forms{k}{:}), 0,
%!                sprintf ("reshape (%s, %s)", desc (X{1}),
%!                         strjoin (cellfun (@mat2str, forms{k}, "UniformOutput", false), ", ")));
%!   endfor
%!   check_gpu (G(:), X{1}(:), 0, ["(" desc(X{1}) ")(:)"]);
%! endfor
%! for X = typed ([0 3])
%!   check_gpu (reshape (gpuArray (X{1}), 3, 0), reshape (X{1}, 3, 0), 0, "reshape (0x3, 3, 0)");
%!   check_gpu (reshape (gpuArray (X{1}), [], 3), reshape (X{1}, [], 3), 0, "reshape (0x3, [], 3)");
%! endfor
%! G = gpuArray (ones (2, 3, 4));
%! expect_error ("", "reshape (G, 5, 5);", "G", G);
%! expect_error ("", "reshape (G, [], 5);", "G", G);

%!testif ; ga_ready ()
%! ## repmat in its forms.
%! randn ("state", 63);
%! forms = {{2}, {2, 3}, {[2 3]}, {[1 1 2]}, {0, 2}, {2, 3, 2}, {1, 1}, {[3 1]}};
%! for X = [typed([2 3]), typed([1 1]), typed([0 2])]
%!   G = gpuArray (X{1});
%!   for k = 1:numel (forms)
%!     check_gpu (repmat (G, forms{k}{:}), repmat (X{1}, forms{k}{:}), 0,
%!                sprintf ("repmat (%s, %s)", desc (X{1}),
%!                         strjoin (cellfun (@mat2str, forms{k}, "UniformOutput", false), ", ")));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## [G H], [G; H], cat: gpuArrays with gpuArrays and host arrays, in any
%! ## order; the result's class and complexity as Octave's; empties.
%! randn ("state", 64);  rand ("state", 64);
%! codes = {"A = [A, V];", "A = [V, A];", "A = [A; V];", "A = [V; A];", ...
%!          "A = [A, V, A];", "A = cat (1, A, V);", "A = cat (2, V, A);", ...
%!          "A = cat (3, A, V);", "A = cat (4, A, V, A);", "A = horzcat (A, V);", ...
%!          "A = vertcat (V, A);"};
%! vals = typed ([3 3]);
%! for X = typed ([3 3])
%!   for k = 1:numel (vals)
%!     for c = codes
%!       check_code (c{1}, X{1}, vals{k});
%!     endfor
%!   endfor
%! endfor
%! for c = {"A = [A, []];", "A = [[], A];", "A = [A; zeros(0, 3)];", "A = [A, zeros(3, 0)];", ...
%!          "A = [A, A];", "A = [A; A; A];", "A = cat (3, A, A);"}
%!   check_code (c{1}, randn (3, 3));
%!   check_code (c{1}, single (complex (randn (3, 3), 1)));
%! endfor
%! check_code ("A = [A, V];", zeros (0, 3), zeros (0, 2));
%! check_code ("A = [A; V];", randn (2, 3, 2), randn (1, 3, 2));
%! check_code ("A = [A, V];", randn (2, 3, 2), randn (2, 1, 2));
%! G = gpuArray (ones (2, 3));
%! expect_error ("", "[G, ones(3, 3)];", "G", G);
%! expect_error ("", "[G; ones(2, 2)];", "G", G);
%! expect_error ("", "cat (1, G, ones (2, 2));", "G", G);

## ------------------------------------------------------------------ ##
## Lifetime

## Make and drop many arrays, through operators, indexing, reductions,
## creators, and errors half way.
%!function churn ()
%!  X = randn (30, 20);
%!  G = gpuArray (X);
%!  H = G * G' + 1;
%!  [m, i] = max (H, [], 2);
%!  s = sum (G(:, 2:end), 2);
%!  G(3, :) = [];
%!  G(40, 40) = 1;
%!  K = [G; G];
%!  L = G > 0;
%!  M = G(L);
%!  G(L) = 0;
%!  c = reshape (K, [], 2);
%!  z = gpuArray.zeros (10);
%!  r = gpuArray.rand (5);
%!  t = G.';
%!  n = norm (gpuArray (X(:, 1)));
%!  try
%!    G + ones (3, 3);
%!  catch
%!  end_try_catch
%!  try
%!    G(0);
%!  catch
%!  end_try_catch
%!  try
%!    G(1:2) = [1 2 3];
%!  catch
%!  end_try_catch
%!  g = gather (H);
%!endfunction

%!testif ; ga_ready ()
%! ## A copy outlives the variable it was copied from.
%! randn ("state", 65);
%! X = randn (5, 4);
%! G = gpuArray (X);
%! H = G;
%! clear G;
%! check_gpu (H, X, 0, "H after clear G");
%! K = H + 1;
%! clear H;
%! check_gpu (K, X + 1, 4 * eps * (abs (X) + 1), "K after clear H");

%!testif ; ga_ready ()
%! ## stats: [live buffers, live bytes], doubles; one buffer more while
%! ## one is held, back to the start when it and every temporary are gone.
%! s0 = __gputiled_ga__ ("stats");
%! assert (isa (s0, "double") && numel (s0) == 2 && all (s0 >= 0), "stats gave %s", mat2str (s0));
%! G = gpuArray (ones (1000, 1));
%! s1 = __gputiled_ga__ ("stats");
%! assert (s1(1), s0(1) + 1);
%! assert (s1(2) >= s0(2) + 8000, "stats: %s, then %s", mat2str (s0), mat2str (s1));
%! clear G;
%! assert (__gputiled_ga__ ("stats"), s0);
%! churn ();
%! assert (__gputiled_ga__ ("stats"), s0);
%! for i = 1:3
%!   churn ();
%! endfor
%! assert (__gputiled_ga__ ("stats"), s0);

%!testif ; ga_ready ()
%! ## After gpu_reset, old arrays are stale (gputiled:staleArray, in every
%! ## use, never a crash); new arrays work; stale ones can be cleared.
%! randn ("state", 66);
%! X = randn (4, 5);
%! G = gpuArray (X);
%! H = G + 1;
%! gpu_reset ();
%! for c = {"gather (G);", "G + 1;", "1 + G;", "G(1);", "G(:, 2);", "sum (G);", ...
%!          "max (G);", "H * G';", "-G;", "G(1) = 5;", "horzcat (G, G);", "G';", ...
%!          "double (G);", "[G, G];", "[H; G];", "[G, ones(4, 1)];"}
%!   expect_error ("gputiled:staleArray", c{1}, "G", G, "H", H);
%! endfor
%! K = gpuArray (X);
%! check_gpu (K + 1, X + 1, 4 * eps * (abs (X) + 1), "a new array after gpu_reset");
%! check_gpu (K(2, :), X(2, :), 0, "indexing a new array after gpu_reset");
%! check_gpu (sum (K, 2), sum (X, 2), 8 * eps * sum (abs (X), 2), "sum of a new array after gpu_reset");
%! expect_error ("gputiled:staleArray", "K + G;", "G", G, "K", K);
%! clear G H;
%! check_gpu (gpuArray.ones (2, 3), ones (2, 3), 0, "gpuArray.ones after gpu_reset");
%! check_gpu (K, X, 0, "the new array at the end");

%!testif ; gpu_available ()
%! ## Out of device memory: gputiled:outOfMemory, nothing left live, and the
%! ## next call works.  (A real GPU only: the host test backend's "device"
%! ## memory is the host's, which may overcommit a 1.28 TB request.)
%! s0 = __gputiled_ga__ ("stats");
%! G = gpuArray (ones (3));
%! try
%!   H = gpuArray.zeros (4e5, 4e5);   # 1.28 TB
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "gputiled:outOfMemory");
%!   assert (strncmp (e.message, "gpuArray", 8), e.message);
%! end_try_catch
%! try
%!   K = repmat (G, 2e5, 2e5);        # 2.9 TB through the gateway
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "gputiled:outOfMemory");
%! end_try_catch
%! assert (gather (G + 1), ones (3) + 1);
%! clear G;
%! assert (__gputiled_ga__ ("stats"), s0);

## Logical gpuArray subscripts stay on the device (their trues found there,
## only the count and the last position read back): reads and assignments
## with masks longer and shorter than the array, all false, empty, in one
## of several subscripts, N-D, growth of a vector, Octave's errors, and
## deletion (which reads its positions on the host); the same answers as
## Octave's with host masks.
%!testif ; ga_ready ()
%! X = reshape (1:20, 4, 5);  v = 1:6;
%! cases = {@(A, m) A(m), {[true false true]}; @(A, m) A(m), {false(4, 5)};
%!          @(A, m) A(m), {false(0, 0)}; @(A, m) A(m, :), {logical([0 1 1 0])};
%!          @(A, m) A(:, m), {logical([1 0 0 0 1])}; @(A, m) A(m), {reshape(mod (1:20, 3) == 0, 2, 2, 5)};
%!          @(A, m) A(m), {[false(1, 19) true]}};
%! for k = 1:rows (cases)
%!   [f, m] = deal (cases{k, :});
%!   R = f (X, m{1});
%!   Y = f (gpuArray (X), gpuArray (m{1}));
%!   assert (isequal (gather (Y), R) && isequal (size (Y), size (R)), "read case %d", k);
%! endfor
%! m = logical ([0 1 0 0 0 0 0 1]);
%! A = v;  A(m) = 9;  G = gpuArray (v);  G(gpuArray (m)) = 9;
%! assert (gather (G), A);
%! A = X;  A(X > 10) = -1;  G = gpuArray (X);  G(G > 10) = -1;
%! assert (gather (G), A);
%! A = X;  A(X > 10) = [];  G = gpuArray (X);  G(G > 10) = [];
%! assert (gather (G), A);
%! G = gpuArray (X);
%! fail ("G(gpuArray (true (1, 21)))", "out of bound");
%! fail ("G(gpuArray (true (1, 21))) = 1", "resiz|out of bound");

## Numeric gpuArray subscripts of 64 elements or more in a read are
## checked and turned into positions on the device: every shape rule of
## A(I) (I's shape, a vector keeping its orientation), several subscripts,
## single and integer subscripts; values Octave refuses (0, negative,
## fractions, NaN, Inf) and positions beyond the array give Octave's own
## errors, through the host path.
%!testif ; ga_ready ()
%! rand ("seed", 17);
%! X = reshape (1:3000, 60, 50);  v = 1:500;  c = v';
%! I = randi (3000, 8, 9);  J = randi (500, 1, 70);  K = randi (60, 70, 1);
%! cases = {X, {I}; X, {J}; X, {K}; v, {J}; v, {K}; c, {J}; c, {K}; ...
%!          X, {K, ":"}; X, {":", randi(50, 1, 64)}; X, {K, 3}; ...
%!          X, {single(J)}; X, {int32(I)}; X, {uint16(K)}; X, {reshape(J(1:64), 4, 4, 4)}};
%! for k = 1:rows (cases)
%!   [A, s] = deal (cases{k, :});
%!   R = A(s{:});
%!   gs = s;
%!   for i = 1:numel (s)
%!     if (! ischar (s{i})) gs{i} = gpuArray (s{i}); endif
%!   endfor
%!   GA = gpuArray (A);
%!   n0 = __gputiled_ga__ ("fallbacks");
%!   Y = GA(gs{:});
%!   assert (__gputiled_ga__ ("fallbacks") == n0, "case %d fell back", k);
%!   assert (isequal (gather (Y), R) && isequal (size (Y), size (R)), "case %d", k);
%! endfor
%! G = gpuArray (X);
%! for bad = {0, -1, 1.5, NaN, Inf, 3001}
%!   s = J;  s(40) = bad{1};
%!   try
%!     X(s);  want = "";
%!   catch e
%!     want = e.message;
%!   end_try_catch
%!   try
%!     G(gpuArray (s));  got = "";
%!   catch e
%!     got = e.message;
%!   end_try_catch
%!   assert (! isempty (want) && strcmp (strrep (got, "G(", "X("), want), ...
%!           "value %g: '%s', Octave: '%s'", bad{1}, got, want);
%! endfor

## isindex of a gpuArray, checked on the device: Octave's answer for valid
## and refused values, with and without N, of every real class, logical
## masks, empty and complex arrays; no host fallback.
%!testif ; ga_ready ()
%! cases = {[1 2 3], [0 1], 1.5, NaN, Inf, -2, zeros(1, 0), int8([1 2]), int16([-1 2]), ...
%!          single([1 2 70]), true(1, 3), logical([1 0 1]), 1 + 2i, 2^53, [3 1; 2 7]};
%! for k = 1:numel (cases)
%!   x = cases{k};
%!   for n = {{}, {2}, {3}, {7}}
%!     R = isindex (x, n{1}{:});
%!     n0 = __gputiled_ga__ ("fallbacks");
%!     Y = isindex (gpuArray (x), n{1}{:});
%!     assert (__gputiled_ga__ ("fallbacks") == n0, "case %d fell back", k);
%!     assert (islogical (Y) && ! isa (Y, "gpuArray") && Y == R, "case %d with %d argument(s)", k, 1 + numel (n{1}));
%!   endfor
%! endfor
