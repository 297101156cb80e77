## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.
##
## var, std and median of gpuArrays (issue 34, the statistics part), on
## the GPU (var: the package's reductions and operators; median: CUB's
## sort) or on the core's host test backend.  Every result is compared
## with Octave's own function on the gathered data: class, size, the
## places of NaN exactly, and the values: median exactly (the middle
## element, or (a + b) / 2 in the class of the data, as Octave computes
## it), var within c n eps (class) times the largest squared magnitude of
## the data (another order of summation; single accumulated in double),
## std through its square.  Data: random, tie-heavy, with NaN and Inf
## mixed in; double, single, logical, complex; empty, scalar, row,
## column, matrix, 3-D; every DIM up to ndims + 1, "all", W 0, 1 and [].
## No call falls back to the host but those the table sends there (a
## weight vector, a vector DIM); bad arguments give Octave's messages.

## Data of kind K (1 random, 2 ties, 3 specials) of class CLS and size SZ.
%!function X = data (sz, cls, k)
%!  switch (k)
%!    case 1
%!      X = randn (sz);
%!    case 2
%!      X = randi (3, sz);
%!    otherwise
%!      v = [NaN, Inf, -Inf, 0, 1, -1, 2.5, 2, 2];
%!      X = reshape (v(randi (numel (v), sz)), sz);
%!  endswitch
%!  if (strcmp (cls, "logical"))
%!    X = (X > 0);
%!  elseif (strncmp (cls, "complex", 7))
%!    ## Complex infinities of equal arg (Inf + 1i, Inf - 2i) are equal in
%!    ## Octave's order but not the same value: which one Octave's median
%!    ## (nth_element, not stable) picks is its own choice, so complex data
%!    ## hold NaN but no Inf here.
%!    X(isinf (X)) = NaN;
%!    X = complex (X, randn (sz));
%!    if (strcmp (cls, "complex single"))
%!      X = single (X);
%!    endif
%!  else
%!    X = cast (X, cls);
%!  endif
%!endfunction

%!function s = desc (X)
%!  s = sprintf ("%s %s", class (X), mat2str (size (X)));
%!endfunction

## G must be a gpuArray whose gather has R's class, size, NaN and Inf
## exactly, and R's finite values within TOL (0: exactly).
%!function check_same (G, R, tol, what)
%!  assert (isa (G, "gpuArray"), "%s: a %s, not a gpuArray", what, class (G));
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R)))
%!    error ("%s: gives %s, Octave gives %s", what, desc (g), desc (R));
%!  endif
%!  if (isempty (R))
%!    return;
%!  endif
%!  fin = isfinite (R);
%!  assert (isnan (g) == isnan (R), "%s: NaN in other places", what);
%!  inf = ! fin & ! isnan (R);
%!  assert (all (g(inf) == R(inf)), "%s: Inf differs", what);
%!  if (tol == 0)
%!    ok = g(fin) == R(fin);
%!  else
%!    ok = abs (double (g(fin)) - double (R(fin))) <= tol;
%!  endif
%!  if (! all (ok(:)))
%!    k = find (! ok, 1);
%!    gf = g(fin);  rf = R(fin);
%!    error ("%s: element %d is %.17g, Octave gives %.17g (tol %g)", what,
%!           k, double (gf(k)), double (rf(k)), tol);
%!  endif
%!endfunction

## The tolerance of var over N elements of X: c N eps times the largest
## finite squared magnitude.
%!function t = vtol (X, n)
%!  a = double (abs (X(isfinite (X))));
%!  m = max ([1; a(:)]);
%!  e = eps (class (real (X([]))));
%!  if (islogical (X))
%!    e = eps;
%!  endif
%!  t = 8 * max (n, 1) * e * m ^ 2;
%!endfunction

## FN (X, ARGS{:}) with X a gpuArray and on the host: the same error,
## message and identifier (Octave's must give one).  With POS, the
## arguments are ARGS alone, the one at POS made a gpuArray.
%!function same_error (fn, X, args, what, pos = 0)
%!  if (pos == 0)
%!    args = [{X}, args];  pos = 1;
%!  endif
%!  gargs = args;
%!  gargs{pos} = gpuArray (gargs{pos});
%!  e1 = e2 = "";
%!  try
%!    feval (fn, args{:});
%!  catch err
%!    e1 = err;
%!  end_try_catch
%!  try
%!    feval (fn, gargs{:});
%!  catch err
%!    e2 = err;
%!  end_try_catch
%!  if (isempty (e1))
%!    error ("test:noError", "%s: no error from Octave's %s", what, fn);
%!  endif
%!  assert (! isempty (e2), "%s: no error, Octave's is '%s'", what,
%!          e1.message);
%!  assert (e2.message, e1.message, what);
%!  assert (e2.identifier, e1.identifier, what);
%!endfunction

## ------------------------------------------------------------- var, std

%!testif ; ga_ready ()
%! rand ("state", 7);  randn ("state", 7);
%! n0 = __gputiled_ga__ ("fallbacks");
%! sizes = {[1 1], [1 7], [6 1], [4 5], [3 4 2], [2 1 3]};
%! for cls = {"double", "single", "logical", "complex", "complex single"}
%!   for s = 1:numel (sizes)
%!     for k = 1:3
%!       X = data (sizes{s}, cls{1}, k);  G = gpuArray (X);
%!       w_list = {{}, {0}, {1}, {[]}};
%!       for iw = 1:numel (w_list)
%!         wa = w_list{iw};
%!         what = sprintf ("var (%s %s, w %d)", cls{1}, desc (X), iw);
%!         R = var (X, wa{:});
%!         check_same (var (G, wa{:}), R, vtol (X, numel (X)), what);
%!         check_same (std (G, wa{:}) .^ 2, std (X, wa{:}) .^ 2,
%!                     vtol (X, numel (X)), ["std" what(4:end)]);
%!       endfor
%!       for dim = 1:ndims (X) + 1
%!         for w = [0 1]
%!           what = sprintf ("var (%s %s, %d, %d)", cls{1}, desc (X), w, dim);
%!           check_same (var (G, w, dim), var (X, w, dim),
%!                       vtol (X, size (X, dim)), what);
%!           check_same (std (G, w, dim) .^ 2, std (X, w, dim) .^ 2,
%!                       vtol (X, size (X, dim)), ["std" what(4:end)]);
%!         endfor
%!       endfor
%!       check_same (var (G, 0, "all"), var (X, 0, "all"),
%!                   vtol (X, numel (X)), "var all");
%!       check_same (var (G, 1, "ALL"), var (X, 1, "ALL"),
%!                   vtol (X, numel (X)), "var ALL");
%!       assert (isequaln (gather (G), X), "var changed its input");
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks") == n0, "a host fallback");

## Values against a known answer (not only against Octave): [1 2 3 4]
## has variance 5/3 (W 0) and 5/4 (W 1); complex: of the abs deviation.
%!testif ; ga_ready ()
%! G = gpuArray ([1 2 3 4; 2 4 6 8]);
%! assert (gather (var (G, 0, 2)), [5/3; 20/3], 4 * eps);
%! assert (gather (var (G, 1, 2)), [5/4; 5], 4 * eps);
%! assert (gather (std (G, 0, 2)), sqrt ([5/3; 20/3]), 4 * eps);
%! assert (gather (var (G)), [0.5 2 4.5 8], 4 * eps);
%! Z = gpuArray (single ([1i, -1i]));
%! v = var (Z);
%! assert (class (gather (v)), "single");
%! assert (isreal (gather (v)));
%! assert (gather (v), single (2), eps ("single"));
%! ## A length of 1: zeros, NaN where X is NaN or Inf, any W >= 0.
%! assert (gather (var (gpuArray ([1 NaN Inf -Inf 3]), 0, 1)),
%!         [0 NaN NaN NaN 0]);
%! assert (gather (var (gpuArray (5), 7)), 0);
%! assert (class (gather (var (gpuArray (single (5))))), "single");

## Large: many slices and long ones, both orientations, within the scaled
## tolerance (a mean far from zero: the two passes keep the accuracy).
%!testif ; ga_ready ()
%! randn ("state", 11);
%! for cls = {"double", "single"}
%!   X = cast (1e3 + randn (3000, 40), cls{1});  G = gpuArray (X);
%!   for dim = 1:2
%!     R = var (X, 0, dim);
%!     check_same (var (G, 0, dim), R,
%!                 8 * size (X, dim) * eps (cls{1}) * max (R(:)) * 10,
%!                 sprintf ("large var %s %d", cls{1}, dim));
%!   endfor
%! endfor

## Empty: double NaN (single too), a 1x1 for 0x0 without DIM.
%!testif ; ga_ready ()
%! n0 = __gputiled_ga__ ("fallbacks");
%! for sz = {[0 0], [0 3], [3 0], [1 0], [0 1], [3 0 2], [0 0 0]}
%!   for cls = {"double", "single", "logical"}
%!     X = data (sz{1}, cls{1}, 1);  G = gpuArray (X);
%!     check_same (var (G), var (X), 0, sprintf ("var %s", desc (X)));
%!     check_same (std (G), std (X), 0, sprintf ("std %s", desc (X)));
%!     check_same (var (G, 1), var (X, 1), 0, sprintf ("var %s w1", desc (X)));
%!     for dim = 1:4
%!       check_same (var (G, 0, dim), var (X, 0, dim), 0,
%!                   sprintf ("var %s %d", desc (X), dim));
%!     endfor
%!     check_same (var (G, 0, "all"), var (X, 0, "all"), 0,
%!                 sprintf ("var %s all", desc (X)));
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks") == n0, "a host fallback");

## A weight vector and a vector DIM: Octave's var.m on the host, the
## same answer, with the warning.
%!testif ; ga_ready ()
%! randn ("state", 3);
%! X = randn (4, 3, 2);  G = gpuArray (X);
%! n0 = __gputiled_ga__ ("fallbacks");
%! warning ("off", "gputiled:hostFallback", "local");
%! V = var (G, [1 2 3 4]);
%! assert (isa (V, "gpuArray"));
%! assert (gather (V), var (X, [1 2 3 4]), 1e-14);
%! V = var (G, 0, [1 3]);
%! assert (gather (V), var (X, 0, [1 3]), 1e-14);
%! assert (__gputiled_ga__ ("fallbacks") > n0, "no host fallback");

## A gpuArray only as W or DIM: Octave's var on the host values.
%!testif ; ga_ready ()
%! X = [1 2; 4 8];
%! assert (var (X, gpuArray (1), gpuArray (2)), var (X, 1, 2));

## Bad arguments: Octave's messages and identifiers.
%!testif ; ga_ready ()
%! X = [1 2 3; 4 5 7];
%! bad = {{2}, {-1}, {0.5}, {0, 0}, {0, 2.5}, {0, -1}, {0, "foo"}, ...
%!        {0, 1, 2}, {true}, {ones(2, 2)}, {[1 2 3], "all"}, {[], "all"}, ...
%!        {[1 2 3], [1 2]}, {0, [1 1]}, {[1 -2]}};
%! for k = 1:numel (bad)
%!   same_error ("var", X, bad{k}, sprintf ("var bad %d", k));
%!   same_error ("std", X, bad{k}, sprintf ("std bad %d", k));
%! endfor

## ---------------------------------------------------------------- median

%!testif ; ga_ready ()
%! rand ("state", 17);  randn ("state", 17);
%! n0 = __gputiled_ga__ ("fallbacks");
%! sizes = {[1 1], [1 7], [1 8], [6 1], [5 1], [4 5], [5 4], [3 4 2], [2 1 3]};
%! for cls = {"double", "single", "logical", "complex", "complex single"}
%!   for s = 1:numel (sizes)
%!     for k = 1:3
%!       X = data (sizes{s}, cls{1}, k);  G = gpuArray (X);
%!       check_same (median (G), median (X), 0,
%!                   sprintf ("median (%s %s)", cls{1}, desc (X)));
%!       for dim = 1:ndims (X) + 1
%!         check_same (median (G, dim), median (X, dim), 0,
%!                     sprintf ("median (%s %s, %d)", cls{1}, desc (X), dim));
%!       endfor
%!       assert (isequaln (gather (G), X), "median changed its input");
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks") == n0, "a host fallback");

## Known answers: odd and even lengths, NaN anywhere in a vector, Inf,
## logical of an even length (true when either middle one is).
%!testif ; ga_ready ()
%! assert (gather (median (gpuArray ([3 1 2]))), 2);
%! assert (gather (median (gpuArray ([4 1 3 2]))), 2.5);
%! assert (gather (median (gpuArray ([1 NaN 3; 2 4 5]))), [1.5 NaN 4]);
%! assert (gather (median (gpuArray ([1 2 NaN 3 4 5 6]))), NaN);
%! assert (gather (median (gpuArray ([Inf 1 Inf]))), Inf);
%! assert (gather (median (gpuArray ([-Inf Inf]))), NaN);
%! assert (gather (median (gpuArray (single ([1 2 3 10])), 2)), single (2.5));
%! assert (gather (median (gpuArray ([true false true false]))), true);
%! assert (gather (median (gpuArray ([false false true false]))), false);
%! assert (gather (median (gpuArray (realmax * [1 1]))), Inf);

## Large: long vectors and many short ones.
%!testif ; ga_ready ()
%! randn ("state", 5);
%! X = randn (2001, 30);  X(7, 3) = NaN;  G = gpuArray (X);
%! check_same (median (G), median (X), 0, "large median 1");
%! check_same (median (G, 2), median (X, 2), 0, "large median 2");
%! Y = single (randi (50, 4000, 2));
%! check_same (median (gpuArray (Y)), median (Y), 0, "large median ties");

## Bad arguments, and a gpuArray only as DIM.
%!testif ; ga_ready ()
%! same_error ("median", [], {}, "median empty");
%! same_error ("median", zeros (0, 3), {1}, "median empty 0x3");
%! for d = {0, -1, 1.5, [1 2], "a b"}
%!   same_error ("median", [1 2 3], d, "median bad DIM");
%! endfor
%! same_error ("median", [1 2 3], {1, 2}, "median too many");
%! assert (median ([1 5; 2 7], gpuArray (2)), [3; 4.5]);

## ------------------------------------------------------- sub2ind, ind2sub

## Every number of subscripts and outputs, against Octave's, as double
## gpuArrays, on the device (no fallback).
%!testif ; ga_ready ()
%! rand ("state", 23);
%! n0 = __gputiled_ga__ ("fallbacks");
%! for D = {[5 1], [4 3], [2 3 4], [3 1 2 2], 7}
%!   dims = D{1};  N = prod (dims);
%!   for ns = 1:numel (dims) + 2
%!     S = cell (1, ns);  G = cell (1, ns);
%!     ext = [dims, ones(1, ns)];
%!     ext(ns) = prod (ext(ns:end));
%!     for j = 1:ns
%!       S{j} = randi (ext(j), 3, 4);
%!       if (j == 2)
%!         S{j} = single (S{j});
%!       endif
%!       G{j} = gpuArray (S{j});
%!     endfor
%!     what = sprintf ("sub2ind (%s, %d subscripts)", mat2str (dims), ns);
%!     check_same (sub2ind (dims, G{:}), sub2ind (dims, S{:}), 0, what);
%!     ## host subscripts with one gpuArray, and a gpuArray DIMS
%!     check_same (sub2ind (gpuArray (dims), S{1}, G{2:end}),
%!                 sub2ind (dims, S{:}), 0, [what " mixed"]);
%!   endfor
%!   I = randi (N, 2, 5);  GI = gpuArray (I);
%!   for nout = 1:numel (dims) + 2
%!     R = cell (1, nout);  Y = cell (1, nout);
%!     [R{:}] = ind2sub (dims, I);
%!     [Y{:}] = ind2sub (dims, GI);
%!     for j = 1:nout
%!       check_same (Y{j}, R{j}, 0, sprintf ("ind2sub (%s, %d of %d)",
%!                                           mat2str (dims), j, nout));
%!     endfor
%!   endfor
%!   check_same (ind2sub (dims, gpuArray (single (I))), ind2sub (dims, I),
%!               0, "ind2sub single");
%! endfor
%! ## empty, and a known answer
%! check_same (sub2ind ([2 3], gpuArray (zeros (0, 3)), zeros (0, 3)),
%!             sub2ind ([2 3], zeros (0, 3), zeros (0, 3)), 0, "empty");
%! [a, b] = ind2sub ([2 3], gpuArray (zeros (1, 0)));
%! check_same (b, zeros (1, 0), 0, "ind2sub empty");
%! assert (gather (sub2ind ([2 3 4], gpuArray ([2 1]), [3 1], [4 1])), [24 1]);
%! [r, c] = ind2sub ([2 3 4], gpuArray (24));
%! assert ([gather(r), gather(c)], [2 12]);
%! assert (__gputiled_ga__ ("fallbacks") == n0, "a host fallback");

## Octave's errors, messages and identifiers, for bad subscripts,
## indices and DIMS.
%!testif ; ga_ready ()
%! bad = {{[2 3], 3, 1}, {[2 3], 0, 1}, {[2 3], 1.5, 1}, {[2 3], NaN, 1}, ...
%!        {[2 3], -1, 1}, {[2 3], 1, 4}, {[2 3], 1, 1, 2}, {[2 3], 7}, ...
%!        {[2 3], [1 2], 1}, {[2.5 3], 1, 1}, {[], 1}, {[2 -3], 1, 1}, ...
%!        {[0 3], 1, 1}};
%! for k = 1:numel (bad)
%!   b = bad{k};
%!   same_error ("sub2ind", [], b, sprintf ("sub2ind %d", k), 2);
%! endfor
%! bad = {7, 0, 1.5, NaN, -1, [1 8]};
%! for k = 1:numel (bad)
%!   e1 = e2 = "";
%!   try, [r, c] = ind2sub ([2 3], bad{k}); catch e, e1 = e; end
%!   try, [r, c] = ind2sub ([2 3], gpuArray (bad{k})); catch e, e2 = e; end
%!   assert (! isempty (e1) && ! isempty (e2), "ind2sub %d: no error", k);
%!   assert (e2.message, e1.message);
%!   assert (e2.identifier, e1.identifier);
%! endfor
%! try, ind2sub ([2.5 3], gpuArray (1)); catch e, e2 = e; end
%! assert (e2.message, "ind2sub: dimension vector DIMS must contain integers");

## -------------------------------------------------------------- sortrows

## Every column list form (all, some, repeated, negative, mixed), both
## outputs, against Octave's: the same rows and positions exactly (both
## stable).  Tie-heavy data with NaN, Inf and -0; double, single,
## logical; one row, no rows, no columns.  No host fallback.
%!testif ; ga_ready ()
%! rand ("state", 29);  randn ("state", 29);
%! n0 = __gputiled_ga__ ("fallbacks");
%! for cls = {"double", "single", "logical"}
%!   for sz = {[9 3], [40 4], [1 3], [0 3], [5 1], [3 0], [200 2]}
%!     for k = 1:3
%!       A = data (sz{1}, cls{1}, k);  G = gpuArray (A);
%!       nc = columns (A);
%!       lists = {{}};
%!       if (nc >= 1)
%!         lists = [lists, {{1}, {-1}, {-nc}, {[nc 1]}, {-(1:nc)}}];
%!       endif
%!       if (nc >= 2)
%!         lists = [lists, {{[2 -1]}, {[-2 1 2]}, {[1 1]}}];
%!       endif
%!       for l = 1:numel (lists)
%!         what = sprintf ("sortrows (%s %s, list %d)", cls{1}, desc (A), l);
%!         [B, I] = sortrows (A, lists{l}{:});
%!         [b, i] = sortrows (G, lists{l}{:});
%!         check_same (b, B, 0, what);
%!         check_same (i, I, 0, [what " I"]);
%!         check_same (sortrows (G, lists{l}{:}), B, 0, [what " one output"]);
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks") == n0, "a host fallback");

## A known answer: stable, NaN last ascending and first descending.
%!testif ; ga_ready ()
%! A = [2 NaN; 1 3; NaN 1; 2 1; 1 NaN; NaN NaN; 2 1];
%! [B, I] = sortrows (gpuArray (A));
%! assert (gather (I), [2 5 4 7 1 3 6]');
%! [B, I] = sortrows (gpuArray (A), [-1 -2]);
%! assert (gather (I), [6 3 1 4 7 5 2]');
%! [B, I] = sortrows (gpuArray (A), [2 -1]);
%! assert (gather (I), [3 4 7 2 6 1 5]');
%! assert (isequaln (gather (B), A(I, :)));

## Complex and N-D: Octave's on the host; bad column lists: its errors.
%!testif ; ga_ready ()
%! Z = [1+1i 2; -1-1i 1; 1i 3; -1 0];
%! warning ("off", "gputiled:hostFallback", "local");
%! [B, I] = sortrows (gpuArray (Z));
%! [B0, I0] = sortrows (Z);
%! assert (gather (B), B0);  assert (gather (I), I0);
%! for c = {3, 0, -3, "a", [], 1.5}
%!   same_error ("sortrows", [1 2; 3 4], c, "sortrows bad C");
%! endfor
%! same_error ("sortrows", ones (2, 2, 2), {}, "sortrows N-D");

## ---------------------------------------------------------------- unique

## Octave's unique.m runs on the GPU through sort, sortrows, indexing and
## find: every option and output against Octave's on the host data,
## exactly, with no host fallback (complex "rows", through the complex
## sortrows, is the one that falls back, and is not called here).
%!testif ; ga_ready ()
%! rand ("state", 31);  randn ("state", 31);
%! n0 = __gputiled_ga__ ("fallbacks");
%! opts = {{}, {"first"}, {"last"}, {"stable"}, {"sorted"}, {"legacy"}, ...
%!         {"legacy", "first"}};
%! for cls = {"double", "single", "logical", "complex", "complex single"}
%!   for sz = {[1 9], [9 1], [4 5], [1 1], [0 0], [1 0], [0 3], [300 1]}
%!     for k = 2:3
%!       A = data (sz{1}, cls{1}, k);  G = gpuArray (A);
%!       rows_ok = double (! iscomplex (A));
%!       for o = 1:numel (opts)
%!         for rows = 0:rows_ok
%!           args = opts{o};
%!           if (rows)
%!             args = [args, {"rows"}];
%!           endif
%!           what = sprintf ("unique (%s %s, %s)", cls{1}, desc (A),
%!                           strjoin (args, ", "));
%!           [U, I, J] = unique (A, args{:});
%!           [u, i, j] = unique (G, args{:});
%!           check_same (u, U, 0, what);
%!           check_same (i, I, 0, [what " I"]);
%!           check_same (j, J, 0, [what " J"]);
%!           check_same (unique (G, args{:}), U, 0, [what " one output"]);
%!         endfor
%!       endfor
%!     endfor
%!   endfor
%! endfor
%! assert (__gputiled_ga__ ("fallbacks") == n0, "a host fallback");
