## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## The gpuArray type's paths in one short script, for tests/valgrind.sh
## (memcheck of the oct-file, Octave's rules and the core on the host test
## backend, where there is no GPU):
##   creation (upload, creators, "like", gpuArray.NAME), operators with
##   broadcasting and host operands in each class (double, single, complex,
##   logical), mappers and conversions, products and transposes, indexing
##   (ranges, lists, masks, end), assignment with growth, repeated
##   positions, deletion and copy-on-write, concatenation and repmat,
##   reductions along each dimension with positions, conditions by value,
##   display and printing, save and load (text and binary, in a cell and a
##   struct; MAT-files refused), the host fallback (a method and a builtin,
##   with the warning), Octave's errors from our code, injected allocation
##   failures, gpu_reset and gputiled:staleArray, the integer classes; then
##   it clears everything and fails unless __gputiled_ga__ ("stats") is
##   back to no live buffer.
## Every result is checked against Octave's.  On a machine without a GPU it
## switches the host test backend on.  Run with the package on the path:
##   octave-cli --eval "addpath ('BUILD', 'inst', 'tests/lib', 'tests/host');
##                      valgrind_gpuarray"
## (a second natively, under a minute under memcheck).

if (! gpu_available ())
  __gputiled__ ("test", "host_device", true);
endif
assert (ga_ready (), "valgrind_gpuarray: no GPU and no host test backend");
s0 = __gputiled_ga__ ("stats");
n = 0;
warning ("off", "gputiled:hostFallback");   # on below, where it is checked

randn ("state", 33);  rand ("state", 33);
for cls = {"double", "single"}
  for cplx = [false, true]
    A = cast (randn (6, 5), cls{1});
    B = cast (rand (6, 5) + 0.5, cls{1});
    if (cplx)
      A = complex (A, cast (randn (6, 5), cls{1}));
    endif
    G = gpuArray (A);  H = gpuArray (B);
    tol = 64 * eps (cls{1}) * 10;
    chk = @(r, e) assert (gather (r), e, -tol);
    ## Operators, broadcasting, host operands and scalars.
    chk (G + H, A + B);  chk (G - H(:, 1), A - B(:, 1));
    chk (G .* H(1, :), A .* B(1, :));  chk (2 ./ H, 2 ./ B);
    chk (G .^ 2, A .^ 2);  chk (H .^ 0.5, B .^ 0.5);  chk (-G, -A);
    chk (G + B, A + B);  chk (B .* G, B .* A);  chk (G / 3, A / 3);
    assert (gather (G == H), A == B);  assert (gather (H > 1), B > 1);
    assert (gather (! (H > 1) | (H < 0.8)), ! (B > 1) | (B < 0.8));
    ## Mappers and conversions.
    chk (abs (G), abs (A));  chk (sqrt (H), sqrt (B));  chk (exp (G / 4), exp (A / 4));
    chk (log (H), log (B));  chk (sin (G), sin (A));  chk (conj (G), conj (A));
    chk (real (G), real (A));  chk (imag (G), imag (A));  chk (round (G), round (A));
    assert (gather (double (G)), double (A));  assert (gather (single (G)), single (A));
    assert (gather (logical (H)), logical (B));
    ## Products and transposes.
    chk (G' * H, A' * B);  chk (G * H.', A * B.');  chk (G.', A.');  chk (G', A');
    ## Reductions along each dimension, with positions.
    for d = 1:3
      chk (sum (G, d), sum (A, d));  chk (prod (H, d), prod (B, d));
      chk (mean (G, d), mean (A, d));
      [m, i] = max (G, [], d);  [em, ei] = max (A, [], d);
      chk (m, em);  assert (gather (i), ei);
      [m, i] = min (H, [], d);  [em, ei] = min (B, [], d);
      chk (m, em);  assert (gather (i), ei);
    endfor
    chk (sum (G(:)), sum (A(:)));  chk (norm (G), norm (A));
    assert (gather (any (G > 1)), any (A > 1));  assert (gather (all (H > 0, 2)), all (B > 0, 2));
    assert (nnz (G), nnz (A));  assert (gather (find (H > 1)), find (B > 1));
    ## Indexing: ranges, lists, masks, end, a gpuArray index.
    assert (gather (G(2:end-1, [1 3 5])), A(2:end-1, [1 3 5]));
    assert (gather (G(H > 1)), A(B > 1));  assert (gather (G(end, :)), A(end, :));
    assert (gather (G(gpuArray ([3 1 3]))), A([3 1 3]));
    assert (gather (G(:)), A(:));  assert (gather (G(:, :, 1)), A);
    ## Assignment with growth, repeated positions, deletion, copy-on-write.
    X = G;  X(2:3, :) = 0;  E = A;  E(2:3, :) = 0;  assert (gather (X), E);
    assert (gather (G), A);
    X = G;  X([2 2 1]) = [1 2 3];  E = A;  E([2 2 1]) = [1 2 3];  assert (gather (X), E);
    X = G;  X(8, 7) = 1;  E = A;  E(8, 7) = 1;  assert (gather (X), E);
    X = G;  X(H > 1) = H(H > 1);  E = A;  E(B > 1) = B(B > 1);  assert (gather (X), E);
    X = G;  X(:, 2) = [];  E = A;  E(:, 2) = [];  assert (gather (X), E);
    X = G;  X([1 4]) = [];  E = A;  E([1 4]) = [];  assert (gather (X), E);
    X = G;  X(end+1, :) = 7;  E = A;  E(end+1, :) = 7;  assert (gather (X), E);
    E = A;  E(2, 2) = G(1, 1);  assert (gather (E), [A(1, 1), A(1, 2:end); A(2, 1), A(1, 1), A(2, 3:end); A(3:end, :)]);
    ## Concatenation, reshape, repmat.
    assert (gather ([G, H; H, G]), [A, B; B, A]);  assert (gather ([G; 1:5]), [A; 1:5]);
    assert (gather (cat (3, G, H)), cat (3, A, B));
    assert (gather (reshape (G, 5, 6)), reshape (A, 5, 6));
    assert (gather (repmat (G, 2, 3)), repmat (A, 2, 3));
    n += 80;
  endfor
endfor

## Logical arrays and conditions by value.
L = gpuArray ([true false true]);
assert (gather (L & [true true false]), [true false false]);
assert (gather (! L), [false true false]);  assert (gather (L + 1), [2 1 2]);
k = 0;
if (gpuArray ([1 2 3]))  k++;  endif
if (gpuArray ([1 0 3]))  k += 10;  endif
r = gpuArray (8);
while (r > 1)  r = r / 2;  k++;  endwhile
if (gpuArray (1) && L(1))  k++;  endif
c = gpuArray (1);  c++;  assert (gather (c), 2);
assert (k, 5);
n += 8;

## Creators.
assert (gather (zeros (3, 4, "gpuArray")), zeros (3, 4));
assert (gather (ones (2, "single", "gpuArray")), ones (2, "single"));
assert (gather (eye (4, 3, "gpuArray")), eye (4, 3));
assert (gather (gpuArray.zeros (3, 4, "single")), zeros (3, 4, "single"));
assert (gather (gpuArray.linspace (0, 1, 5)), linspace (0, 1, 5), eps);
assert (gather (gpuArray.colon (1, 2, 9)), 1:2:9);
assert (gather (nan (2, "like", gpuArray (single (1)))), nan (2, "single"));
assert (gather (true (2, 3, "gpuArray")), true (2, 3));
R = rand (33, 7, "gpuArray");  r = gather (R);  assert (all (r(:) > 0 & r(:) < 1));
N = randn (1, 101, "single", "gpuArray");  assert (all (isfinite (gather (N))));
I = randi (9, 4, 4, "gpuArray");  i = gather (I);  assert (all (i(:) >= 1 & i(:) <= 9));
assert (isa (gpuArray (), "gpuArray") && isempty (gpuArray ()));
n += 12;

## Display and printing.
G = gpuArray ([1.5 -2; 3 4]);
out = evalc ("G");  assert (! isempty (strfind (out, "gpuArray")), out);
out = evalc ("disp (G)");  assert (! isempty (strfind (out, strtrim (evalc ("disp ([1.5 -2; 3 4])")))), out);
out = evalc ("display (gpuArray (single (1i)))");
assert (strcmp (mat2str (G), mat2str ([1.5 -2; 3 4])));
assert (strcmp (sprintf ("%g ", G), sprintf ("%g ", [1.5 -2; 3 4])));
assert (strcmp (num2str (G), num2str ([1.5 -2; 3 4])));
assert (isequal (G, [1.5 -2; 3 4]));
out = evalc ("whos G");
n += 7;

## Save and load: text and binary, in a cell and a struct; MAT-files refused.
f = tempname ();
unwind_protect
  for fmt = {"-text", "-binary"}
    G = gpuArray (single ([1 2; 3 4] + 1i));  L = gpuArray ([true false]);
    C = {gpuArray([5 6]), 7};  T.a = gpuArray (eye (2));  T.b = "text";
    save (fmt{1}, f, "G", "L", "C", "T");
    clear G L C T
    load (f);
    assert (gather (G), single ([1 2; 3 4] + 1i));  assert (gather (L), [true false]);
    assert (gather (C{1}), [5 6]);  assert (gather (T.a), eye (2));
    S = load (f);  assert (gather (S.G), single ([1 2; 3 4] + 1i));
    n += 5;
  endfor
  G = gpuArray (1);
  try
    save ("-v7", f, "G");
    error ("save -v7 of a gpuArray gave no error");
  catch err
    assert (! isempty (strfind (err.message, "gpuArray")), err.message);
  end_try_catch
  n++;
unwind_protect_cleanup
  if (exist (f, "file"))
    unlink (f);
  endif
end_unwind_protect

## The host fallback: a method and a builtin, with the warning.
A = randn (4);  G = gpuArray (A);
assert (gather (cumsum (G)), cumsum (A), 1e-12);
[s, i] = sort (G, 2, "descend");  [hs, hi] = sort (A, 2, "descend");
assert (gather (s), hs);  assert (gather (i), hi);
assert (gather (triu (G, 1)), triu (A, 1));  assert (gather (fliplr (G)), fliplr (A));
warning ("on", "gputiled:hostFallback");
lastwarn ("", "");
out = evalc ("__gputiled_ga__ ('fallback', 'flipud', G);");
[~, id] = lastwarn ();
assert (id, "gputiled:hostFallback");
n += 6;

## Octave's errors, thrown from our code.
G = gpuArray (magic (4));
for code = {"G(17)", "G(0)", "G(1.5)", "G + ones (3)", "G * ones (3)", ...
            "[G, ones(3)]", "G(:, 9) = []", "G(1:2) = [1 2 3]", ...
            "reshape (G, 3, 3)", "gpuArray ({1})", "gpuArray ('a') + G"}
  try
    eval ([code{1} ";"]);
    error ("%s gave no error", code{1});
  catch err
    assert (isempty (strfind (err.message, "gave no error")), err.message);
  end_try_catch
endfor
n += 11;

## Injected allocation failures: the k-th device allocation of an
## operation fails; the error is clean and the next call works.
G = gpuArray (rand (5, 4));  H = gpuArray (rand (5, 4));
for code = {"G * H' + 1;", "[G, H; H, G](2:end, :);", "X = G; X(7, 6) = 1;", ...
            "sum (G .* H, 2);", "max (G, [], 2);"}
  for k = 1:3
    __gputiled__ ("inject", "alloc", k);
    try
      eval (code{1});
    catch
    end_try_catch
    __gputiled__ ("inject", "none");
  endfor
  eval (code{1});
endfor
assert (gather (G + H), gather (G) + gather (H));
n += 15;

## gpu_reset: old arrays are stale, new ones work.
X = magic (4);  G = gpuArray (X);  H = G';  C = {G};
gpu_reset ();
for code = {"gather (G);", "G + 1;", "G(2);", "G * H;", "sum (G);", ...
            "[G, G];", "C{1} + 1;", "if (G) end", "G(1) = 3;"}
  try
    eval (code{1});
    error ("%s after gpu_reset gave no error", code{1});
  catch err
    assert (err.identifier, "gputiled:staleArray");
  end_try_catch
endfor
if (! gpu_available ())
  assert (logical (__gputiled__ ("test", "host_device")));
endif
K = gpuArray (X);  assert (gather (K(2, :) + 1), X(2, :) + 1);
n += 10;

## Integer classes: uploads and gathers (scalars and arrays), conversions,
## arithmetic in one kernel and through double, comparisons, mappers,
## reductions, indexing, assignment, concatenation, creators, and the host
## path of the 64-bit classes.
for c = {"int8", "uint8", "int16", "uint32", "int64", "uint64"}
  X = cast (randi ([-300 300], 5, 4), c{1});
  G = gpuArray (X);
  assert (isequal (gather (G), X));
  assert (isequal (gather (gpuArray (X(1))), X(1)));
  assert (isequal (gather (feval (c{1}, gpuArray ([2.5 -0.5 NaN 1e10]))),
                   feval (c{1}, [2.5 -0.5 NaN 1e10])));
  assert (isequal (gather (G + 7), X + 7));
  assert (isequal (gather (G ./ 3), X ./ 3));
  assert (isequal (gather (G > 2), X > 2));
  assert (isequal (gather (-G), -X));
  assert (isequal (gather (abs (G)), abs (X)));
  assert (gather (sqrt (G(G > 0))), sqrt (X(X > 0)), 4 * eps);
  assert (isequal (gather (max (G, [], 2)), max (X, [], 2)));
  assert (isequal (gather (sum (G)), sum (X)));
  H = G;  H(2, :) = 1e6;  Y = X;  Y(2, :) = 1e6;
  assert (isequal (gather (H), Y));
  assert (isequal (gather ([G, single(X)]), [X, single(X)]));
  assert (isequal (gather (G'), X'));
  assert (isequal (gather (zeros (2, c{1}, "gpuArray")), zeros (2, c{1})));
  n += 15;
endfor
try
  gpuArray (int8 (1)) + gpuArray (int16 (1));
  error ("valgrind_gpuarray: int8 + int16 did not fail");
catch e
  assert (! isempty (strfind (e.message, "binary operator")), e.message);
end_try_catch
n += 1;

## lookup, accumarray (sums, maxima, errors), filter (FIR, IIR, a state),
## bit operations and complex: the gateway's buffers and uploads.
T = 0:0.5:10;  Y = [-1 0 3.3 10 11 NaN];
assert (isequal (gather (lookup (gpuArray (T), gpuArray (Y), "lr")), lookup (T, Y, "lr")));
assert (isequal (gather (lookup (gpuArray (T), Y, "b")), lookup (T, Y, "b")));
S = [1; 3; 1; 4];  V = [1; 2; NaN; 4];
assert (isequaln (gather (accumarray (gpuArray (S), gpuArray (V))), accumarray (S, V)));
assert (isequaln (gather (accumarray (S, gpuArray (V), [], @max)), accumarray (S, V, [], @max)));
try
  accumarray (gpuArray ([1; 3]), gpuArray (V(1:2)), [2 1]);
  error ("valgrind_gpuarray: accumarray out of range did not fail");
catch e
  assert (! isempty (strfind (e.message, "out of range")), e.message);
end_try_catch
X = reshape (1:24, 6, 4) / 7;
[y, sf] = filter ([1 2 3], [2 1], gpuArray (X));  [y0, sf0] = filter ([1 2 3], [2 1], X);
assert (isequal (gather (y), y0) && isequal (gather (sf), sf0));
[y, sf] = filter ([1 2 3], 1, gpuArray (X), ones (2, 4));  [y0, sf0] = filter ([1 2 3], 1, X, ones (2, 4));
assert (isequal (gather (y), y0) && isequal (gather (sf), sf0));
assert (isequal (gather (bitand (gpuArray (uint16 ([3 12 255])), uint16 (6))), bitand (uint16 ([3 12 255]), uint16 (6))));
assert (isequal (gather (complex (gpuArray ([1 2]), -0)), complex ([1 2], -0)));
n += 9;

## Clear everything: no buffer may stay live.
clear -x n s0
s = __gputiled_ga__ ("stats");
if (! isequal (s, [0 0]))
  error ("valgrind_gpuarray: %d arrays (%d bytes) still live", s);
endif
printf ("valgrind_gpuarray: %d checks passed, no live buffer at the end\n", n);
