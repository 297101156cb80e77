## SPDX-License-Identifier: GPL-3.0-or-later
## gpuArray's functions of mex/gpuarray (ga_funcs.cc) beyond the reductions
## that gpuarray_reduce.tst covers: any, all, nnz, find, isnan, isinf,
## isfinite, logical, repmat, the class queries, sum's and mean's options,
## the accuracy of sums (as gpu_sum's on the same host array: issue 33,
## point 5), and the host fallback (Octave's function of the gathered
## values, the result a gpuArray, one warning per function).  Results are
## compared with what Octave gives for the host data: class, size and
## values (exactly where Octave's operation is exact).

## G must be a gpuArray whose gather is R: class, size, values (NaN where
## R has NaN), within TOL (0: exactly).
%!function check_gpu (G, R, tol, what)
%!  if (! isa (G, "gpuArray"))
%!    error ("%s: a %s, not a gpuArray", what, class (G));
%!  endif
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R)))
%!    error ("%s: gives %s %s, Octave %s %s", what, class (g),
%!           mat2str (size (g)), class (R), mat2str (size (R)));
%!  endif
%!  if (tol == 0)
%!    if (! isequaln (g, R))
%!      error ("%s: values differ from Octave's", what);
%!    endif
%!  else
%!    assert (g, R, tol);
%!  endif
%!endfunction

%!function s = shapes ()
%!  s = {[0 0], [0 3], [3 0], [1 0], [0 1], [1 1], [1 7], [7 1], [5 4], ...
%!       [2 3 4], [1 1 5], [3 1 2], [2 0 3], [0 1 0]};
%!endfunction

## ------------------------------------------------------------------ ##
## any, all, nnz, find

%!testif ; ga_ready ()
%! ## any and all of every shape along every dimension (and the default),
%! ## logical, double with zeros and NaN, complex.
%! rand ("state", 201);
%! for s = shapes ()
%!   X = round (2 * rand (s{1})) - 1;
%!   X(rand (size (X)) > 0.9) = NaN;
%!   for x = {X, X != 0, complex(X, round (rand (size (X))))}
%!     G = gpuArray (x{1});
%!     for f = {@any, @all}
%!       w = sprintf ("%s (%s %s)", func2str (f{1}), class (x{1}), mat2str (size (x{1})));
%!       check_gpu (f{1} (G), f{1} (x{1}), 0, w);
%!       for d = 0:ndims (x{1}) + 1
%!         check_gpu (f{1} (G, d), f{1} (x{1}, d), 0, sprintf ("%s, %d", w, d));
%!       endfor
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## nnz: a host double, as Octave's.
%! rand ("state", 202);
%! for s = shapes ()
%!   X = round (2 * rand (s{1})) - 1;
%!   X(rand (size (X)) > 0.8) = NaN;
%!   n = nnz (gpuArray (X));
%!   assert (class (n), "double");
%!   assert (n, nnz (X));
%!   assert (nnz (gpuArray (X != 0)), nnz (X != 0));
%! endfor

%!testif ; ga_ready ()
%! ## find with one, two and three outputs, N and DIRECTION: Octave's
%! ## values and shapes (rows stay rows, 0x0 for a scalar with nothing).
%! rand ("state", 203);
%! cases = [shapes(), {[1 3 2], [1 1 3]}];
%! for s = cases
%!   for p = [0 0.5 1]
%!     X = double (rand (s{1}) < p) .* randn (s{1});
%!     for x = {X, X != 0, single(X), complex(X, X)}
%!       G = gpuArray (x{1});
%!       w = sprintf ("find (%s %s)", class (x{1}), mat2str (size (x{1})));
%!       check_gpu (find (G), find (x{1}), 0, w);
%!       for n = [0 1 2]
%!         check_gpu (find (G, n), find (x{1}, n), 0, sprintf ("%s, %d", w, n));
%!         check_gpu (find (G, n, "last"), find (x{1}, n, "last"), 0,
%!                    sprintf ("%s, %d, last", w, n));
%!       endfor
%!       [i, j] = find (x{1});
%!       [gi, gj] = find (G);
%!       check_gpu (gi, i, 0, ["[i, j] = " w]);
%!       check_gpu (gj, j, 0, ["[i, j] = " w]);
%!       [i, j, v] = find (x{1});
%!       [gi, gj, gv] = find (G);
%!       check_gpu (gi, i, 0, ["[i, j, v] = " w]);
%!       check_gpu (gj, j, 0, ["[i, j, v] = " w]);
%!       if (ndims (x{1}) > 2 && all (size (x{1})(1:2) == 1))
%!         v = reshape (v, size (i));    # Octave's 1x1xN quirk: v as i here
%!       endif
%!       check_gpu (gv, v, 0, ["[i, j, v] = " w ", v"]);
%!     endfor
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## find's arguments: Octave's errors.
%! G = gpuArray ([0 1 2]);
%! fails = {@() find (G, -1), @() find (G, 1.5), @() find (G, 1, "middle")};
%! for k = 1:numel (fails)
%!   try
%!     fails{k} ();
%!     error ("no error: %s", func2str (fails{k}));
%!   catch err
%!     assert (err.identifier, "gputiled:invalidInput");
%!   end_try_catch
%! endfor

## ------------------------------------------------------------------ ##
## isnan, isinf, isfinite, logical

%!testif ; ga_ready ()
%! ## Special values, real and complex, both classes, logical.
%! E = [1, NaN, Inf, -Inf, 0, -2.5, -0, realmax, realmin / 4];
%! Z = complex (E, fliplr (E));
%! Z(end+1) = complex (realmax, realmax);       # abs overflows, finite
%! Z(end+1) = complex (Inf, NaN);
%! for x = {E, single(E), Z, single(Z), E > 0, zeros(0, 3), reshape(E, 3, 1, 3)}
%!   G = gpuArray (x{1});
%!   for f = {@isnan, @isinf, @isfinite}
%!     check_gpu (f{1} (G), f{1} (x{1}), 0,
%!                sprintf ("%s (%s)", func2str (f{1}), class (x{1})));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## logical on the device: nonzero is true; NaN an error as in Octave.
%! for x = {[0 1 -2 0.5], single([0; 3]), complex([0 1], [0 0]), zeros(2, 0)}
%!   check_gpu (logical (gpuArray (x{1})), logical (x{1}), 0, "logical");
%! endfor
%! try
%!   logical (gpuArray ([1 NaN]));
%!   error ("no error");
%! catch err
%!   assert (err.identifier, "Octave:nan-to-logical-conversion");
%! end_try_catch

## ------------------------------------------------------------------ ##
## repmat, class queries

%!testif ; ga_ready ()
%! ## repmat in its forms, every class, empties and N-D.
%! randn ("state", 204);
%! A = randn (2, 3);
%! for x = {A, single(A), complex(A, A), A > 0, zeros(0, 2), randn(2, 1, 2)}
%!   G = gpuArray (x{1});
%!   for r = {{2}, {2, 3}, {[1 2]}, {[2 1 2]}, {1, 1, 3}, {0, 2}, {-1, 2}, {3, 1}}
%!     check_gpu (repmat (G, r{1}{:}), repmat (x{1}, r{1}{:}), 0,
%!                sprintf ("repmat (%s, %s)", class (x{1}), disp (r{1})));
%!   endfor
%! endfor

%!testif ; ga_ready ()
%! ## underlyingType, classUnderlying, isUnderlyingType, existsOnGPU.
%! for x = {1, single(1), true, complex(1, 2)}
%!   G = gpuArray (x{1});
%!   assert (underlyingType (G), class (x{1}));
%!   assert (classUnderlying (G), class (x{1}));
%!   assert (isUnderlyingType (G, class (x{1})));
%!   assert (isUnderlyingType (G, "numeric"), ! islogical (x{1}));
%!   assert (isUnderlyingType (G, "float"), ! islogical (x{1}));
%!   assert (! isUnderlyingType (G, "int8"));
%!   assert (existsOnGPU (G));
%! endfor

## ------------------------------------------------------------------ ##
## sum, prod, mean: options

%!testif ; ga_ready ()
%! ## "double", "native", "extra"; MATLAB's "all".
%! randn ("state", 205);  rand ("state", 205);
%! A = randn (4, 5);
%! L = rand (4, 5) > 0.5;
%! for x = {A, single(A), L, complex(single (A), 1)}
%!   G = gpuArray (x{1});
%!   for t = {"double", "native", "extra"}
%!     R = sum (x{1}, t{1});
%!     if (islogical (R))
%!       tol = 0;
%!     else
%!       tol = 8 * eps (class (R)) * sum (abs (double (x{1})));
%!     endif
%!     check_gpu (sum (G, t{1}), R, max (tol (:)), ["sum " t{1}]);
%!     check_gpu (sum (G, 2, t{1}), sum (x{1}, 2, t{1}), max (tol (:)) * 2,
%!                ["sum 2 " t{1}]);
%!   endfor
%!   R = sum (x{1}(:));
%!   check_gpu (sum (G, "all"), R,
%!              32 * eps (class (R)) * sum (abs (double (x{1}(:)))), "sum all");
%!   ## (Octave 7.3's prod (single (A), 2, "double") gives zeros: compare
%!   ## with the product of double (A).)
%!   check_gpu (prod (G, 2, "double"), prod (double (x{1}), 2),
%!              8 * eps * max (abs (prod (double (x{1}), 2))), "prod double");
%! endfor
%! check_gpu (prod (gpuArray (L), "native"), prod (L, "native"), 0, "prod native");
%! check_gpu (mean (gpuArray (A), 2), mean (A, 2), 8 * eps, "mean 2");
%! check_gpu (mean (gpuArray (single (A)), "double"), mean (single (A), "double"),
%!            8 * eps ("single"), "mean double");
%! check_gpu (mean (gpuArray (L)), mean (L), 8 * eps, "mean logical");
%! check_gpu (mean (gpuArray ([])), mean ([]), 0, "mean ([])");
%! check_gpu (mean (gpuArray (zeros (0, 3))), mean (zeros (0, 3)), 0, "mean 0x3");
%! check_gpu (mean (gpuArray (abs (A)) + 1, "g"), mean (abs (A) + 1, "g"),
%!            8 * eps * 10, "geometric mean");

%!testif ; ga_ready ()
%! ## A gpuArray given only as DIM: Octave's answer for the host data.
%! A = magic (4);
%! assert (sum (A, gpuArray (2)), sum (A, 2));
%! assert (prod (A, gpuArray (1)), prod (A, 1));
%! assert (any (A > 8, gpuArray (2)), any (A > 8, 2));
%! assert (max (A, [], gpuArray (2)), max (A, [], 2));

## ------------------------------------------------------------------ ##
## Accuracy of sums: as gpu_sum on the same host array (issue 33, point 5)

%!testif ; ga_ready ()
%! ## A single sum accumulates in double and a double sum is compensated,
%! ## as gpu_sum does for host arrays: the error of sum (gpuArray (X)) is
%! ## within 1.5 times that of gpu_sum (X) (the same engine: the same bits
%! ## on the same kernel).  Data whose float sum loses most digits.
%! randn ("state", 206);
%! for cls = {"single", "double"}
%!   X = cast ([1e4 * ones(1, 1000), randn(1, 2e5), -1e4 * ones(1, 1000)], cls{1});
%!   X = X(randperm (numel (X)));
%!   for x = {X, X.', reshape(X, 101, []), complex(X, fliplr (X))}
%!     for d = 1:2
%!       exact = sum (double (x{1}), d, "extra");
%!       e_host = max (abs (double (gpu_sum (x{1}, d, "Backend", "auto")) - exact)(:));
%!       e_ga = max (abs (double (gather (sum (gpuArray (x{1}), d))) - exact)(:));
%!       scale = max (abs (exact(:))) * eps (cls{1});
%!       assert (e_ga <= 1.5 * e_host + scale,
%!               "%s %s, dim %d: error %g, gpu_sum's %g", cls{1}, mat2str (size (x{1})),
%!               d, e_ga, e_host);
%!       ## and as gpu_sum (G): the same call on the gpuArray
%!       e_gs = max (abs (double (gather (gpu_sum (gpuArray (x{1}), d))) - exact)(:));
%!       assert (e_gs <= 1.5 * e_host + scale);
%!     endfor
%!   endfor
%! endfor
%! ## A single sum that float accumulation would get wrong by far more.
%! X = single ([1, 1e-8 * ones(1, 1e5)]);
%! assert (double (gather (sum (gpuArray (X)))), double (single (1 + 1e-3)), eps ("single"));

## ------------------------------------------------------------------ ##
## The host fallback

%!testif ; ga_ready ()
%! ## A function without a GPU implementation: Octave's answer on the host
%! ## values, numeric results as gpuArrays (logical too), other results as
%! ## Octave gives them; the warning names the function.
%! randn ("state", 207);
%! A = randn (4);
%! G = gpuArray (A);
%! warning ("off", "gputiled:hostFallback", "local");
%! check_gpu (cumsum (G), cumsum (A), 8 * eps * sum (abs (A(:))), "cumsum");
%! [s, i] = sort (G, 2, "descend");
%! [hs, hi] = sort (A, 2, "descend");
%! check_gpu (s, hs, 0, "sort");
%! check_gpu (i, hi, 0, "sort, i");
%! check_gpu (median (G), median (A), 0, "median");
%! [u, k] = unique (gpuArray ([3 1 3 2]));
%! [hu, hk] = unique ([3 1 3 2]);
%! check_gpu (u, hu, 0, "unique");
%! check_gpu (k, hk, 0, "unique, i");

%!testif ; ga_ready ()
%! ## The warning: gputiled:hostFallback, naming the function.
%! G = gpuArray ([1 2 3]);
%! warning ("on", "gputiled:hostFallback", "local");
%! lastwarn ("", "");
%! __gputiled_ga__ ("fallback", "fliplr", G);
%! [msg, id] = lastwarn ();
%! assert (id, "gputiled:hostFallback");
%! assert (! isempty (strfind (msg, "fliplr")), msg);
%! ## not for host data
%! lastwarn ("", "");
%! r = __gputiled_ga__ ("fallback", "flipud", [1; 2]);
%! assert (r, [2; 1]);
%! [~, id] = lastwarn ();
%! assert (isempty (id));

## ------------------------------------------------------------------ ##
## Octave's own functions that the table (mex/gpuarray/methods.txt, rows
## "octave") lists as running on the GPU through gpuArray's operators,
## indexing and methods: each gives Octave's answer as a gpuArray with no
## host fallback; in a source tree, the table lists exactly these.

%!testif ; ga_ready ()
%! randn ("state", 41);
%! A = randn (6, 5);  v = randn (1, 7);  p = [1 -2 3];
%! G = gpuArray (A);  gv = gpuArray (v);
%! calls = {"conv", @(g) conv (g(gv), g([1 2 3])), ...
%!          "filter2", @(g) filter2 (g([1 2; 3 4]), g(A)), ...
%!          "fftshift", @(g) fftshift (g(A)), "ifftshift", @(g) ifftshift (g(A)), ...
%!          "fliplr", @(g) fliplr (g(A)), "flipud", @(g) flipud (g(A)), ...
%!          "flip", @(g) flip (g(A), 2), "circshift", @(g) circshift (g(A), 2), ...
%!          "rot90", @(g) rot90 (g(A), 3), ...
%!          "squeeze", @(g) squeeze (g(reshape (A, [1 6 5]))), ...
%!          "meshgrid", @(g) meshgrid (g(v), g(v(1:4))), "trapz", @(g) trapz (g(A)), ...
%!          "cross", @(g) cross (g([1 2 3]), g([4 5 -6])), ...
%!          "polyval", @(g) polyval (g(p), g(A)), ...
%!          "bsxfun", @(g) bsxfun (@plus, g(A), g(v(1:5))), ...
%!          "cond", @(g) cond (g([2 1; 1 2])), ...
%!          "std", @(g) std (g(A), 1, 2), ...
%!          "trace", @(g) trace (g(A(1:5, :))), ...
%!          "ndgrid", @(g) ndgrid (g(v(1:3)), g(v(1:4))), ...
%!          "interp1", @(g) interp1 (g(1:7), g(v), g([1.5 2 6.5 9])), ...
%!          "interp2", @(g) interp2 (g(A), g([1.5 2.5 4]), g([1.25; 4.5])), ...
%!          "histc", @(g) histc (g(v), g(-2:0.5:2)), ...
%!          "accumarray", @(g) accumarray (g([1; 2; 1; 3]), g([1; 2; 3; 4])), ...
%!          "mode", @(g) mode (g(round (A * 2))), ...
%!          "logspace", @(g) logspace (g(-1), g(2), 6)};
%! for k = 1:2:numel (calls)
%!   f = calls{k+1};
%!   R = f (@(x) x);
%!   n0 = __gputiled_ga__ ("fallbacks");
%!   Y = f (@gpuArray);
%!   assert (__gputiled_ga__ ("fallbacks") == n0, "%s fell back to the host", calls{k});
%!   assert (isa (Y, "gpuArray"), "%s: a %s", calls{k}, class (Y));
%!   assert (gather (Y), R, 16 * eps * max (1, max (abs (R(:)))));
%! endfor
%! root = fileparts (fileparts (fileparts (which ("ga_ready"))));  # tests/lib/
%! table = fullfile (root, "mex", "gpuarray", "methods.txt");
%! if (exist (table, "file") == 2)
%!   rows = regexp (fileread (table), '(?m)^(\w+) *\| *octave', "tokens");
%!   listed = sort (cellfun (@(t) t{1}, rows, "UniformOutput", false));
%!   assert (listed, sort (calls(1:2:end)));
%! endif

## linspace with a gpuArray among its arguments gives a gpuArray made on
## the device, as MATLAB's does: Octave's values to the bit (its two ways:
## scalar ends built from both ends, vector ends forward), class, size,
## whichever argument is the gpuArray (N too); Inf, NaN, N of 0, 1, a
## fraction, negative; no host fallback.  logspace (Octave's m-file)
## through it and the power on the device, within a few eps.  Octave's
## errors with gputiled:invalidInput.

%!testif ; ga_ready ()
%! n0 = __gputiled_ga__ ("fallbacks");
%! cases = {0, 1, 10; 0.1, 0.7, 13; -3, pi, 101; 1e10, -7, 1000; 5, 5, 4; ...
%!          -1, 1, 7; 1, Inf, 5; -Inf, Inf, 5; NaN, 1, 4; 0, 1, 1; 0, 1, 0; ...
%!          1, 2, -3; 0.3, 0.9, 2.7; [1; 2], [3; 5], 3; 1, [3; 5], 6; ...
%!          [1 2], [3 4], 9; 1+2i, 3, 7; -2-1i, 2+1i, 5; ...
%!          [0.1+0.3i; 2], [0.7-0.2i; 1i], 13; [0.1; 0.2; 7], 0.9, 17; ...
%!          0.3, [0.1 0.2 0.3], 11; [1 2 Inf], [1 5 Inf], 6; [1 NaN], [3 3], 4};
%! for k = 1:rows (cases)
%!   for cls = {"double", "single"}
%!     [a, b, n] = cases{k, :};
%!     a = cast (a, cls{1});
%!     R = linspace (a, b, n);
%!     for pick = 1:3
%!       args = {a, b, n};
%!       args{pick} = gpuArray (args{pick});
%!       Y = linspace (args{:});
%!       w = sprintf ("linspace case %d, %s, gpuArray argument %d", k, cls{1}, pick);
%!       assert (isa (Y, "gpuArray"), "%s: a %s", w, class (Y));
%!       assert (strcmp (classUnderlying (Y), class (R)), "%s: class", w);
%!       assert (isequal (size (Y), size (R)), "%s: size", w);
%!       assert (isequaln (gather (Y), R), "%s: values differ from Octave's", w);
%!     endfor
%!   endfor
%! endfor
%! assert (isequal (gather (linspace (gpuArray (-1), 2)), linspace (-1, 2)), "default N");
%! Y = gpuArray.linspace (0.2, 1.4, 11);
%! assert (isa (Y, "gpuArray") && isequal (gather (Y), linspace (0.2, 1.4, 11)));
%! assert (classUnderlying (linspace (gpuArray (int8 (1)), 5, 3)), "double");
%! assert (__gputiled_ga__ ("fallbacks") == n0, "linspace fell back to the host");
%! for args = {{gpuArray(-1.5), 2.25}, {-1, gpuArray(single (2)), 7}, {0, pi, gpuArray(9)}}
%!   host = cellfun (@gather, args{1}, "UniformOutput", false);
%!   R = logspace (host{:});
%!   Y = logspace (args{1}{:});
%!   assert (isa (Y, "gpuArray") && strcmp (classUnderlying (Y), class (R)));
%!   assert (gather (Y), R, -8 * eps (class (R)));
%! endfor
%! Y = gpuArray.logspace (0, 2, 5);
%! assert (isa (Y, "gpuArray"));
%! assert (gather (Y), logspace (0, 2, 5), -8 * eps);
%! G = gpuArray (1);
%! bad = {{G, 2, [3 4]}, "N must be a scalar"; {gpuArray([1 2]), [1 2 3], 3}, ...
%!        "vectors must be of equal length"; {gpuArray(ones (2)), 1, 3}, ...
%!        "START, END must be scalars or vectors"; {G}, "expected linspace"; ...
%!        {G, {2}}, "START and END must be numeric"; {G, 2, 3, 4}, "expected linspace"};
%! for k = 1:rows (bad)
%!   try
%!     linspace (bad{k, 1}{:});
%!     error ("linspace bad case %d: no error", k);
%!   catch e
%!     assert (e.identifier, "gputiled:invalidInput", e.message);
%!     assert (strncmp (e.message, ["linspace: " bad{k, 2}], 10 + numel (bad{k, 2})), e.message);
%!   end_try_catch
%! endfor

## permute and ipermute (the type's own virtual): every order of a 3-D
## complex array, more dimensions than the array has, singletons kept in
## place (a reshape), logical, empty; Octave's errors; no host fallback.

%!testif ; ga_ready ()
%! randn ("state", 42);
%! A = complex (randn (3, 4, 5), randn (3, 4, 5));  G = gpuArray (A);
%! n0 = __gputiled_ga__ ("fallbacks");
%! for P = perms (1:3)'
%!   assert (gather (permute (G, P')), permute (A, P'));
%!   assert (gather (ipermute (G, P')), ipermute (A, P'));
%! endfor
%! assert (gather (permute (G, [3 4 1 2])), permute (A, [3 4 1 2]));
%! B = single (randn (1, 6, 1, 2));
%! assert (gather (permute (gpuArray (B), [2 1 4 3])), permute (B, [2 1 4 3]));
%! L = rand (2, 3) > 0.5;
%! assert (gather (permute (gpuArray (L), [2 1])), permute (L, [2 1]));
%! assert (size (permute (gpuArray (zeros (0, 3)), [2 1])), [3 0]);
%! assert (__gputiled_ga__ ("fallbacks") == n0, "a host fallback");
%! for bad = {[1 1 2], [1 2], [1 4 2], [0 1 2]}
%!   try
%!     permute (A, bad{1});
%!   catch e
%!     m1 = e.message;
%!   end_try_catch
%!   try
%!     permute (G, bad{1});
%!     m2 = "";
%!   catch e
%!     m2 = e.message;
%!   end_try_catch
%!   assert (m2, m1);
%! endfor

## ------------------------------------------------------------------ ##
## gather (a DEFUN of the oct-file)

%!test
%! assert (gather (5), 5);
%! x = {1, "a"};
%! assert (gather (x), x);
%! [a, b] = gather (int8 (3), "text");
%! assert (a, int8 (3));
%! assert (b, "text");
%!error <more outputs> [a, b] = gather (1)

## complex (A, B) on the device: the parts moved exactly (Inf, NaN and -0
## kept where 1i * B would make NaN), single when either part is, integers
## and logical as double, the real part of a complex operand, scalars
## filling their part, complex even where B is 0; Octave's errors.
%!testif ; ga_ready ()
%! a = [1 -0 Inf NaN -2.5 0];  b = [Inf 3 -0 1 NaN 0];
%! cases = {{a, b}, {a', 2}, {-1, b}, {single(a), b}, {a, single(b)}, ...
%!          {int8([1 2 3]), [4 5 6]}, {[true false], 1}, {a + 2i, b}, ...
%!          {a}, {single(b)}, {zeros(0, 3), 1}, {reshape(1:24, 2, 3, 4), 0}};
%! for k = 1:numel (cases)
%!   c = cases{k};
%!   R = complex (c{:});
%!   for g = 1:numel (c)
%!     gc = c;  gc{g} = gpuArray (gc{g});
%!     n0 = __gputiled_ga__ ("fallbacks");
%!     Y = complex (gc{:});
%!     assert (__gputiled_ga__ ("fallbacks") == n0, "case %d fell back", k);
%!     assert (isa (Y, "gpuArray") && iscomplex (Y), "case %d", k);
%!     y = gather (Y);
%!     assert (strcmp (class (y), class (R)), "case %d: a %s", k, class (y));
%!     assert (isequal (size (y), size (R)), "case %d: size %s", k, mat2str (size (y)));
%!     assert (isequal (num2hex ([real(y(:)); imag(y(:))]), num2hex ([real(R(:)); imag(R(:))])),
%!             "case %d: the parts differ from Octave's", k);
%!   endfor
%! endfor
%! Z = gpuArray (1 + 2i);
%! assert (gather (complex (Z)), 1 + 2i);
%! fail ("complex (gpuArray ([1 2]), [1 2 3])", "complex: dimension mismatch");
%! fail ("complex (gpuArray (1), 2, 3)", "Invalid call to complex");
