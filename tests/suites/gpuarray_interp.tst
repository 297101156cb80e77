## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.
##
## lookup, interp1, interp2, histc and accumarray of gpuArrays (issue 34:
## interpolation, histograms and accumulation on the device).  lookup and
## accumarray's builtins (__accumarray_sum__, __accumarray_max__,
## __accumarray_min__) run on the device; Octave's own interp1.m,
## interp2.m, histc.m and accumarray.m run on them and on the type's
## operators and indexing.  Every answer is compared with Octave's own on
## the gathered data: class, size and values (indices and counts exactly;
## interpolated values within a few eps of the scale, sums of many values
## within what their order can change), and the calls that the table
## lists on the GPU must not fall back to the host.

%!function s = desc (X)
%!  s = sprintf ("%s %s", class (X), mat2str (size (X)));
%!endfunction

## G is a gpuArray whose gather has R's class, size and values: exactly
## (TOL absent) or within TOL times the scale of R; NaN, NA and Inf where R
## has them.
%!function check (G, R, what, tol)
%!  assert (isa (G, "gpuArray"), "%s: a %s, not a gpuArray", what, class (G));
%!  g = gather (G);
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R)))
%!    error ("%s: gives %s, Octave gives %s", what, desc (g), desc (R));
%!  endif
%!  if (isfloat (R))
%!    assert (isequal (isna (g), isna (R)), "%s: NA where Octave has none, or none where it has", what);
%!  endif
%!  if (nargin < 4)
%!    ok = isequaln (g, R);
%!  else
%!    s = max ([1; abs(double (R(isfinite (R))(:)))]);
%!    d = abs (double (g) - double (R));
%!    ok = all (d(:) <= tol * s | (isnan (g(:)) & isnan (R(:))) | g(:) == R(:));
%!  endif
%!  if (! ok)
%!    error ("%s: gives %s, Octave gives %s", what, mat2str (double (g), 17),
%!           mat2str (double (R), 17));
%!  endif
%!endfunction

## F (the arguments as given) on gpuArrays against F on their host values,
## with no host fallback.
%!function Y = same (f, args, what, varargin)
%!  host = cellfun (@(a) gather (a), args, "UniformOutput", false);
%!  R = f (host{:});
%!  n0 = __gputiled_ga__ ("fallbacks");
%!  Y = f (args{:});
%!  assert (__gputiled_ga__ ("fallbacks") == n0, "%s fell back to the host", what);
%!  check (Y, R, what, varargin{:});
%!endfunction

## ------------------------------------------------------------- lookup

## Every option, ascending and descending tables, values below, inside,
## on and above the table, NaN and Inf, repeated table entries (empty
## intervals skipped), shapes kept; single when either operand is.
%!testif ; ga_ready ()
%! up = [-3 -1 0 0 2 2.5 7];  down = fliplr (up);
%! y = [-5 -3 -2 0 0.5 2 2.5 3 7 9 NaN Inf -Inf; 1 2 3 4 5 6 7 8 9 10 11 12 -0];
%! for tab = {up, down, up', 4, [1 1 1], zeros(1, 0)}
%!   for opt = {{}, {"l"}, {"r"}, {"lr"}, {"rl"}, {"m"}, {"b"}}
%!     w = sprintf ("lookup (%s, y, %s)", mat2str (tab{1}), strjoin (opt{1}, ""));
%!     same (@(t, v) lookup (t, v, opt{1}{:}), {gpuArray(tab{1}), gpuArray(y)}, w);
%!     same (@(t, v) lookup (t, v, opt{1}{:}), {tab{1}, gpuArray(y)}, [w " host table"]);
%!     same (@(t, v) lookup (t, v, opt{1}{:}), {gpuArray(tab{1}), y(1, :)}, [w " host values"]);
%!   endfor
%! endfor
%! same (@lookup, {gpuArray(single(up)), gpuArray(y + 1e-9)}, "single table");
%! same (@lookup, {gpuArray(up), gpuArray(single(y))}, "single values");
%! same (@lookup, {gpuArray(up), gpuArray(y * (1 + 2i))}, "complex values");
%! same (@lookup, {gpuArray(int16([1 5 9])), gpuArray(int16([0 5 7 12]))}, "int16");
%! same (@lookup, {gpuArray(uint8([1 5 9])), gpuArray([0 5 7.5 12])}, "uint8 table, double values");
%! same (@lookup, {gpuArray(up), gpuArray(zeros (0, 3))}, "empty values");
%! same (@lookup, {gpuArray(up), gpuArray(rand (2, 3, 4) * 10 - 3)}, "3-D values");

## Octave's errors and warning.
%!testif ; ga_ready ()
%! t = gpuArray (1:4);
%! fail ("lookup (t, 2, \"q\")", "lookup: unrecognized option: q");
%! fail ("lookup (t, 2, \"L\")", "lookup: unrecognized option: L");
%! fail ("lookup (t, 2, \"ml\")", "lookup: m, b cannot be specified with l or r");
%! fail ("lookup (t, 2, \"mb\")", "lookup: only one of m or b can be specified");
%! fail ("lookup (t, 2, 3)", "lookup: OPT must be a string");
%! fail ("lookup (t)", "Invalid call to lookup");
%! fail ("lookup (gpuArray (magic (3)), 2)", "warning", "lookup: table is not a vector");

## A large lookup against Octave's (the grid-stride loop, many blocks).
%!testif ; ga_ready ()
%! rand ("seed", 3);
%! tab = cumsum (rand (1, 5000));  y = rand (700, 300) * 2600 - 50;
%! same (@(t, v) lookup (t, v, "lr"), {gpuArray(tab), gpuArray(y)}, "large");

## ------------------------------------------------------------- interp1

## Each method that runs on the device, with and without the star forms,
## vector and matrix Y, increasing and decreasing X, jumps (repeated X),
## extrapolation by value and by "extrap", NaN points, XI of any shape;
## complex and single Y.
%!testif ; ga_ready ()
%! rand ("seed", 7);
%! x = [0 0.5 1.25 2 3 4.5 5];  y = sin (x) + 2;  Ym = [y' 3*y' -y'];
%! xi = [-1 0 0.3 1.25 2.9 5 5.5 NaN; 4.49 0.01 3 2 1 0.75 0.5 0.25];
%! for m = {"linear", "nearest", "previous", "next"}
%!   for ex = {{}, {"extrap"}, {-7}}
%!     w = sprintf ("interp1 %s %s", m{1}, strtrim (disp (ex{1})));
%!     same (@(a, b, c) interp1 (a, b, c, m{1}, ex{1}{:}), ...
%!           {gpuArray(x), gpuArray(y), gpuArray(xi)}, w, 4 * eps);
%!     same (@(a, b, c) interp1 (a, b, c, m{1}, ex{1}{:}), ...
%!           {gpuArray(fliplr (x)), gpuArray(Ym(end:-1:1, :)), gpuArray(xi(:))}, ...
%!           [w " decreasing, matrix"], 4 * eps);
%!   endfor
%! endfor
%! same (@(a, b, c) interp1 (a, b, c), {gpuArray(x), gpuArray(y * (1 - 2i)), gpuArray(xi)}, ...
%!       "complex", 4 * eps);
%! same (@(a, b, c) interp1 (a, b, c), {gpuArray(single(x)), gpuArray(single(y)), gpuArray(single(xi))}, ...
%!       "single", 4 * eps ("single"));
%! same (@(a, b, c) interp1 (a, b, c, "*linear"), {gpuArray(0:6), gpuArray(y), gpuArray(xi)}, ...
%!       "*linear", 4 * eps);
%! same (@(b, c) interp1 (b, c), {gpuArray(y), gpuArray([1.5 2 6.75])}, "interp1 (Y, XI)", 4 * eps);
%! xj = [0 1 1 2 3];  yj = [0 1 5 6 7];
%! same (@(a, b, c) interp1 (a, b, c), {gpuArray(xj), gpuArray(yj), gpuArray([0.5 1 1.5 2.5])}, ...
%!       "a jump", 4 * eps);
%! same (@(a, b, c) interp1 (a, b, c, "nearest"), {x, gpuArray(y), xi}, "host X and XI", 4 * eps);

## ------------------------------------------------------------- interp2

%!testif ; ga_ready ()
%! [X, Y] = meshgrid (0:0.5:3, -1:0.25:1);  Z = X.^2 - 3 * Y + X .* Y;
%! xi = [0.1 0.5 2.99 3 -0.5 1.7; 0 0 1 2 3 3.5];  yi = [-1 -0.3 0.9 1 0.2 -2; 0.5 -0.5 0 0.25 1 -1];
%! for m = {"linear", "nearest"}
%!   same (@(z, a, b) interp2 (z, a, b, m{1}), {gpuArray(Z), gpuArray(xi * 2 + 1), gpuArray(yi * 3 + 5)}, ...
%!         ["interp2 (Z, XI, YI) " m{1}], 8 * eps);
%!   same (@(x, y, z, a, b) interp2 (x, y, z, a, b, m{1}), ...
%!         {gpuArray(X), gpuArray(Y), gpuArray(Z), gpuArray(xi), gpuArray(yi)}, ...
%!         ["interp2 (X, Y, Z, XI, YI) " m{1}], 8 * eps);
%!   same (@(x, y, z, a, b) interp2 (x, y, z, a, b, m{1}, 0), ...
%!         {gpuArray(X(1, :)), gpuArray(Y(:, 1)), gpuArray(Z), gpuArray(xi), gpuArray(yi)}, ...
%!         ["interp2 vectors, extrapolation value, " m{1}], 8 * eps);
%! endfor

## ------------------------------------------------------------- histc

%!testif ; ga_ready ()
%! rand ("seed", 11);
%! v = [1 2 2 3 5 7 7 7 -1 8 9 NaN Inf 4];
%! same (@histc, {gpuArray(v), gpuArray([0 2 4 6 8])}, "histc");
%! same (@histc, {gpuArray(v), [0 2 4 6 8]}, "histc, host edges");
%! M = floor (rand (40, 3) * 12) - 1;
%! same (@histc, {gpuArray(M), gpuArray(0:2:10)}, "histc of columns");
%! same (@(a, e) histc (a, e, 2), {gpuArray(M), gpuArray(0:2:10)}, "histc along 2");
%! G = gpuArray (v);  E = gpuArray ([0 2 4 6 8]);
%! [n, idx] = histc (G, E);  [rn, ridx] = histc (v, [0 2 4 6 8]);
%! check (n, rn, "[n, idx] n");  check (idx, ridx, "[n, idx] idx");

## ------------------------------------------------------------- accumarray

## Sums: column subscripts, a size, two-column subscripts, a scalar value,
## FILLVAL; classes of the values as Octave's (single stays single,
## logical and integers give double, complex sums).
%!testif ; ga_ready ()
%! s = [1; 2; 1; 4; 4; 4];  v = [10; 20.5; 30; -40; 1e-3; 7];
%! same (@(a, b) accumarray (a, b), {gpuArray(s), gpuArray(v)}, "sum", 4 * eps);
%! same (@(a, b) accumarray (a, b, [6 1]), {gpuArray(s), gpuArray(v)}, "sum with size", 4 * eps);
%! same (@(a, b) accumarray (a, b, [], [], -1), {gpuArray(s), gpuArray(v)}, "sum with fill value", 4 * eps);
%! same (@(a, b) accumarray (a, b), {gpuArray(s), 2}, "sum of a scalar", 4 * eps);
%! same (@(a, b) accumarray (a, b), {s, gpuArray(single (v))}, "single", 4 * eps ("single"));
%! same (@(a, b) accumarray (a, b), {gpuArray(s), gpuArray(v > 5)}, "logical");
%! same (@(a, b) accumarray (a, b), {gpuArray(s), gpuArray(v * (1 + 1i))}, "complex", 4 * eps);
%! same (@(a, b) accumarray (a, b), {gpuArray(s), gpuArray(int16 (v))}, "int16 values");
%! S2 = [1 2; 3 1; 1 2; 2 2];
%! same (@(a, b) accumarray (a, b), {S2, gpuArray([1; 2; 3; 4])}, "two subscripts", 4 * eps);
%! same (@(a, b) accumarray (a, b, [4 3]), {S2, gpuArray([1; 2; 3; 4])}, "two subscripts, size", 4 * eps);

## Maxima and minima: NaN passed over, a gap gets the neutral value or
## FILLVAL as Octave's accumarray.m decides, integer values keep their class.
%!testif ; ga_ready ()
%! s = [1; 3; 1; 5; 3; 1];  v = [2; NaN; -7; 4; NaN; 2.5];
%! for f = {@max, @min}
%!   w = func2str (f{1});
%!   same (@(a, b) accumarray (a, b, [], f{1}), {gpuArray(s), gpuArray(v)}, w);
%!   same (@(a, b) accumarray (a, b, [], f{1}, 9), {gpuArray(s), gpuArray(v)}, [w " fill"]);
%!   same (@(a, b) accumarray (a, b, [], f{1}), {gpuArray(s), gpuArray(abs (v))}, [w " nonnegative"]);
%!   same (@(a, b) accumarray (a, b, [6 1], f{1}), {gpuArray(s), gpuArray(single (v))}, [w " single"]);
%!   same (@(a, b) accumarray (a, b, [], f{1}), {gpuArray(s), gpuArray(int8 ([5; -3; 100; -128; 0; 1]))}, ...
%!         [w " int8"]);
%! endfor

## Many values on few elements (the atomic additions), against Octave's
## loop within what the order of the additions can change.
%!testif ; ga_ready ()
%! rand ("seed", 5);
%! s = floor (rand (200000, 1) * 37) + 1;  v = rand (200000, 1) - 0.25;
%! same (@(a, b) accumarray (a, b), {gpuArray(s), gpuArray(v)}, "many sums", 1e-11);
%! same (@(a, b) accumarray (a, b, [], @max), {gpuArray(s), gpuArray(v)}, "many maxima");
%! same (@(a, b) accumarray (a, b, [], @min), {gpuArray(s), gpuArray(v)}, "many minima");

## Octave's errors, and the builtins themselves.
%!testif ; ga_ready ()
%! v = gpuArray ([1; 2]);
%! fail ("accumarray (gpuArray ([0; 3]), v)", "accumarray: indices must be positive integers");
%! fail ("accumarray (gpuArray ([1.5; 3]), v)", "accumarray: indices must be positive integers");
%! fail ("accumarray ([1; 3], v, [2 1])", "accumarray: index out of range");
%! fail ("accumarray ([1; 2; 3], v)", "accumarray: dimension mismatch");
%! fail ("__accumarray_sum__ ([1; 2; 3], v)", "accumarray: dimensions mismatch");
%! check (__accumarray_sum__ (gpuArray ([2; 2]), v, 3), [0; 3; 0], "__accumarray_sum__");
%! check (__accumarray_max__ (gpuArray ([2; 2]), v, -Inf, 3), [-Inf; 2; -Inf], "__accumarray_max__");
%! check (__accumarray_min__ ([2; 2], v, NaN), [NaN; 1], "__accumarray_min__");
