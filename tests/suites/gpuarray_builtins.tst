## SPDX-License-Identifier: GPL-3.0-or-later
## Octave's own functions given gpuArrays (issue 33, point 3): no builtin
## is left without an answer.  A sweep over more than 80 of Octave's core
## functions (FFTs, linear algebra, convolution and filtering,
## interpolation, reductions and cumulative functions, sorting and sets,
## elementwise functions, shapes), each called with gpuArray arguments made
## from fixed host data: the answer, gathered where it is a gpuArray, must
## equal Octave's answer on the host data (class, size, and values: exactly
## where Octave's operation is exact, else within a bound that scales with
## the problem: n eps of the class times the magnitudes involved, and the
## condition number for the solvers).  Never "wrong type argument", never
## an empty or wrong result.  Where the package has no device
## implementation the function runs on the host with a warning
## gputiled:hostFallback naming it, once per function and session (checked
## in a fresh Octave: the first call of each function either warns, naming
## it, or gives a gpuArray; no second call warns); warning ("off",
## "gputiled:hostFallback") silences it.  Last, a gpuArray where a builtin
## wants a number: sizes (zeros (gpuArray (3))), counts, dimensions, and a
## gpuArray subscript of a host array.

## G must be R: a gpuArray is gathered first; then the class, size and
## complexity of R (complexity up to Octave's narrowing of complex values
## whose imaginary parts are all zero), NaN where R has NaN (each part), R's
## infinities, and the finite values of R within TOL (0: exactly; a scalar
## or an array that broadcasts to R's size).
%!function check_value (G, R, tol, what)
%!  g = G;
%!  if (isa (g, "gpuArray"))
%!    g = gather (g);
%!  endif
%!  desc = @(x) sprintf ("%s%s %s", class (x), repmat (" complex", 1, iscomplex (x)),
%!                       mat2str (size (x)));
%!  if (iscell (R))
%!    assert (iscell (g) && isequal (size (g), size (R)), "%s: gives a %s, Octave a cell %s",
%!            what, class (g), mat2str (size (R)));
%!    for k = 1:numel (R)
%!      check_value (g{k}, R{k}, tol, sprintf ("%s{%d}", what, k));
%!    endfor
%!    return;
%!  endif
%!  if (! strcmp (class (g), class (R)) || ! isequal (size (g), size (R))
%!      || (iscomplex (g) != iscomplex (R) && any (imag ([g(:); R(:)]) != 0)))
%!    error ("%s: gives %s, Octave gives %s", what, desc (g), desc (R));
%!  endif
%!  if (isempty (R) || ! (isnumeric (R) || islogical (R) || ischar (R)))
%!    assert (isequal (g, R), "%s: not Octave's value", what);
%!    return;
%!  endif
%!  tol = double (tol) .* ones (size (R));
%!  tol(isnan (tol)) = 0;
%!  fin = isfinite (R);
%!  for p = 1:1 + iscomplex (R)
%!    if (p == 1)
%!      a = double (real (g));  b = double (real (R));
%!    else
%!      a = double (imag (g));  b = double (imag (R));
%!    endif
%!    bad = (isnan (a) != isnan (b)) | ((isinf (a) | isinf (b)) & a != b);
%!    bad |= isfinite (b) & ! fin & ! (abs (a - b) <= tol);
%!    k = find (bad, 1);
%!    if (! isempty (k))
%!      error ("%s: part %d of element %d is %.17g, Octave gives %.17g", what,
%!             p, k, a(k), b(k));
%!    endif
%!  endfor
%!  d = abs (double (g) - double (R));
%!  k = find (fin & ! (d <= tol), 1);
%!  if (! isempty (k))
%!    error ("%s: element %d is %.17g, Octave gives %.17g (|difference| %.3g > %.3g)",
%!           what, k, double (g(k)), double (R(k)), d(k), tol(k));
%!  endif
%!endfunction

## Add a case to C: NAME called with the host arguments ARGS; options
## "gpu" (which arguments become gpuArrays; default: the first, and every
## other numeric or logical one that is not a scalar), "tol" (the bound of
## the first output, a number or a handle of Octave's result; default 0),
## "tols" (a cell with one bound per output; default: the first output's
## bound, then 0), "nout" (outputs compared, default 1), "post" (a
## handle applied to the outputs, host and device alike, before they are
## compared: for answers unique only up to signs).
%!function c = add (c, name, args, varargin)
%!  s.name = name;
%!  s.args = args;
%!  s.gpu = [];
%!  s.tol = 0;
%!  s.tols = {};
%!  s.nout = 1;
%!  s.post = [];
%!  for i = 1:2:numel (varargin)
%!    s.(varargin{i}) = varargin{i+1};
%!  endfor
%!  if (isempty (s.gpu))
%!    s.gpu = cellfun (@(a) (isnumeric (a) || islogical (a)) && numel (a) > 1, args);
%!    s.gpu(1) = true;
%!  endif
%!  s.gpu = logical (s.gpu);
%!  c{end+1} = s;
%!endfunction

## The sweep: fixed data, one case per row.
%!function c = sweep_cases ()
%!  randn ("state", 301);  rand ("state", 301);
%!  e = eps ("double");  es = eps ("single");
%!  v = randn (1, 8);  w = randn (1, 8);  col = randn (8, 1);
%!  A = randn (5, 4);  A2 = randn (5, 4);  B = randn (4, 3);
%!  M = randn (5) + 5 * eye (5);  b = randn (5, 1);
%!  S = M' * M;
%!  K = randn (3);
%!  Z = complex (randn (3, 4), randn (3, 4));
%!  zv = complex (randn (1, 8), randn (1, 8));
%!  T = round (4 * randn (5, 6)) / 2;  T([2 9 30]) = NaN;
%!  U = round (4 * randn (5, 6)) / 2;
%!  P = abs (randn (4, 5)) + 0.1;
%!  Y = randn (4, 5);
%!  L = rand (4, 5) > 0.5;
%!  E = [1, NaN, Inf, -Inf, 0, -2.5, -0];
%!  X3 = randn (2, 3, 4);
%!  x3 = randn (3, 1);  y3 = randn (3, 1);
%!  c = {};
%!  ## FFT
%!  nf = @(n) 16 * (2 + ceil (log2 (n)));
%!  c = add (c, "fft", {v}, "tol", nf (8) * e * sum (abs (v)));
%!  c = add (c, "fft", {A}, "tol", nf (5) * e * sum (abs (A), 1));
%!  c = add (c, "fft", {v, 16}, "tol", nf (16) * e * sum (abs (v)));
%!  c = add (c, "fft", {single(v)}, "tol", nf (8) * es * sum (abs (v)));
%!  c = add (c, "ifft", {zv}, "tol", nf (8) * e * sum (abs (zv)) / 8);
%!  c = add (c, "fft2", {A}, "tol", (nf (5) + nf (4)) * e * sum (abs (A(:))));
%!  c = add (c, "ifft2", {Z}, "tol", (nf (3) + nf (4)) * e * sum (abs (Z(:))) / 12);
%!  c = add (c, "fftshift", {v});
%!  c = add (c, "ifftshift", {A});
%!  ## Linear algebra
%!  c = add (c, "svd", {A}, "tol", @(R) 8 * 5 * e * R(1));
%!  c = add (c, "eig", {S}, "tol", @(R) 8 * 5 * e * max (abs (R)));
%!  c = add (c, "inv", {M}, "tol", @(R) 8 * 5 * e * cond (M) * max (abs (R(:))));
%!  c = add (c, "inv", {single(M)}, "tol", @(R) 8 * 5 * es * cond (M) * max (abs (R(:))));
%!  c = add (c, "det", {M}, "tol", @(R) 8 * 5 * e * cond (M) * abs (R));
%!  c = add (c, "norm", {A}, "tol", @(R) 8 * 5 * e * R);
%!  c = add (c, "norm", {A, 1}, "tol", @(R) 8 * e * R);
%!  c = add (c, "norm", {A, "fro"}, "tol", @(R) 2 * 22 * e * R);
%!  c = add (c, "norm", {v, Inf});
%!  c = add (c, "rank", {A});
%!  c = add (c, "rank", {A(:, [1 2 1 3])});
%!  c = add (c, "pinv", {A}, "tol", @(R) 16 * 5 * e * cond (A) * max (abs (R(:))));
%!  c = add (c, "chol", {S}, "tol", @(R) 8 * 5 * e * cond (S) * max (abs (R(:))));
%!  tlu = @(R) 8 * 5 * e * cond (M) * max (abs (R(:)));
%!  c = add (c, "lu", {M}, "nout", 3, "tols", {tlu, tlu, 0});
%!  tqr = 8 * 5 * e * cond (A) * max (1, norm (A));
%!  c = add (c, "qr", {A}, "nout", 2, "tols", {tqr, tqr},
%!           "post", @(Q, R) {abs(Q), abs(R)});
%!  c = add (c, "trace", {M}, "tol", 5 * e * sum (abs (diag (M))));
%!  c = add (c, "kron", {K(1:2, 1:2), K});
%!  c = add (c, "mtimes", {A, B}, "tol", 4 * 6 * e * (abs (A) * abs (B)));
%!  c = add (c, "mtimes", {single(A), single(B)}, "tol", 4 * 6 * es * (abs (A) * abs (B)));
%!  c = add (c, "mldivide", {M, b}, "tol", @(R) 8 * 5 * e * cond (M) * max (abs (R)));
%!  c = add (c, "mrdivide", {b', M}, "tol", @(R) 8 * 5 * e * cond (M) * max (abs (R)));
%!  c = add (c, "expm", {M / 10}, "tol", @(R) 1000 * e * max (abs (R(:))));
%!  c = add (c, "cross", {x3, y3}, "tol", 4 * e * max (abs (x3)) * max (abs (y3)));
%!  c = add (c, "dot", {v, w}, "tol", 10 * e * sum (abs (v .* w)));
%!  c = add (c, "triu", {A});
%!  c = add (c, "tril", {A, -1});
%!  c = add (c, "diag", {v});
%!  c = add (c, "diag", {M});
%!  ## Convolution, filtering, interpolation, polynomials
%!  c = add (c, "conv", {v, w(1:3)}, "tol", 8 * e * conv (abs (v), abs (w(1:3))));
%!  c = add (c, "conv", {single(v), single(w(1:3))}, "tol", 8 * es * conv (abs (v), abs (w(1:3))));
%!  c = add (c, "conv2", {A, K}, "tol", 20 * e * conv2 (abs (A), abs (K)));
%!  c = add (c, "conv2", {A, K, "same"}, "tol", 20 * e * conv2 (abs (A), abs (K), "same"));
%!  c = add (c, "filter", {[1 0.5 0.25], 1, col}, "tol",
%!           8 * e * filter ([1 0.5 0.25], 1, abs (col)));
%!  c = add (c, "filter", {[1 0.5], [1 -0.3], col}, "tol",
%!           16 * 8 * e * filter ([1 0.5], [1 -0.3], abs (col)));
%!  xi = [1.5, 2.25, 7.9, 3, 1, 8];
%!  c = add (c, "interp1", {1:8, v, xi}, "tol", 4 * e * max (abs (v)));
%!  c = add (c, "interp1", {1:8, v, xi, "nearest"});
%!  c = add (c, "interp2", {A, [1.5 2.5 3.75], [1.25; 4.5]}, "tol", 8 * e * max (abs (A(:))));
%!  c = add (c, "polyval", {[1 -2 0.5], v}, "tol", 8 * e * polyval ([1 2 0.5], abs (v)));
%!  c = add (c, "trapz", {v}, "tol", 10 * e * sum (abs (v)));
%!  ## Reductions and cumulative functions
%!  c = add (c, "sum", {A}, "tol", 6 * e * sum (abs (A)));
%!  c = add (c, "sum", {A, 2}, "tol", 5 * e * sum (abs (A), 2));
%!  c = add (c, "sum", {single(A)}, "tol", 6 * es * sum (abs (A)));
%!  c = add (c, "sum", {L});
%!  c = add (c, "prod", {1 + 0.1 * A}, "tol", 12 * e * prod (abs (1 + 0.1 * A)));
%!  c = add (c, "cumsum", {v}, "tol", 9 * e * cumsum (abs (v)));
%!  c = add (c, "cumsum", {A, 2}, "tol", 5 * e * cumsum (abs (A), 2));
%!  c = add (c, "cumsum", {single(v)}, "tol", 9 * es * cumsum (abs (v)));
%!  c = add (c, "cumprod", {1 + 0.1 * v}, "tol", 18 * e * cumprod (abs (1 + 0.1 * v)));
%!  c = add (c, "cummax", {v});
%!  c = add (c, "cummin", {A});
%!  c = add (c, "diff", {v}, "tol", 2 * e * max (abs (v)));
%!  c = add (c, "diff", {A, 1, 2}, "tol", 2 * e * max (abs (A(:))));
%!  c = add (c, "diff", {v, 2}, "tol", 8 * e * max (abs (v)));
%!  c = add (c, "mean", {A}, "tol", 7 * e * sum (abs (A)) / 5);
%!  c = add (c, "mean", {A, 2}, "tol", 6 * e * sum (abs (A), 2) / 4);
%!  c = add (c, "mean", {single(A)}, "tol", 7 * es * sum (abs (A)) / 5);
%!  c = add (c, "median", {U});
%!  c = add (c, "median", {v}, "tol", 2 * e * max (abs (v)));
%!  c = add (c, "mode", {U});
%!  tv = 8 * 7 * e * sum (A .^ 2) / 4;
%!  c = add (c, "var", {A}, "tol", tv);
%!  c = add (c, "std", {A}, "tol", @(R) tv ./ (2 * R) + 4 * e * R);
%!  c = add (c, "max", {A}, "nout", 2);
%!  c = add (c, "max", {A, [], 2}, "nout", 2);
%!  c = add (c, "max", {A, 0.5});
%!  c = add (c, "max", {single(T)}, "nout", 2);
%!  c = add (c, "min", {T}, "nout", 2);
%!  c = add (c, "any", {L});
%!  c = add (c, "any", {A > 1, 2});
%!  c = add (c, "all", {L});
%!  c = add (c, "all", {v});
%!  c = add (c, "nnz", {T});
%!  c = add (c, "numel", {A});
%!  c = add (c, "accumarray", {[1; 2; 1; 3; 2], col(1:5)}, "tol",
%!           4 * e * accumarray ([1; 2; 1; 3; 2], abs (col(1:5))));
%!  c = add (c, "histc", {v, -3:0.5:3});
%!  ## Sorting and sets
%!  c = add (c, "sort", {T}, "nout", 2);
%!  c = add (c, "sort", {T, 2, "descend"}, "nout", 2);
%!  c = add (c, "sort", {single(U)}, "nout", 2);
%!  c = add (c, "sortrows", {U}, "nout", 2);
%!  c = add (c, "unique", {U}, "nout", 3);
%!  c = add (c, "unique", {T});
%!  c = add (c, "find", {L});
%!  c = add (c, "find", {L}, "nout", 2);
%!  c = add (c, "find", {v > 0, 2});
%!  c = add (c, "issorted", {sort(v)});
%!  c = add (c, "issorted", {v});
%!  c = add (c, "isequal", {A, A});
%!  ## Elementwise
%!  c = add (c, "abs", {Z}, "tol", @(R) 4 * e * R);
%!  c = add (c, "abs", {v});
%!  c = add (c, "floor", {3 * A});
%!  c = add (c, "ceil", {3 * A});
%!  c = add (c, "fix", {3 * A});
%!  c = add (c, "round", {3 * A});
%!  c = add (c, "sign", {E});
%!  c = add (c, "mod", {5 * A, 3}, "tol", 4 * e * abs (5 * A));
%!  c = add (c, "rem", {5 * A, 3}, "tol", 4 * e * abs (5 * A));
%!  c = add (c, "atan2", {A, A2}, "tol", @(R) 4 * e * abs (R) + realmin);
%!  c = add (c, "hypot", {A, A2}, "tol", @(R) 4 * e * R);
%!  c = add (c, "power", {A, 2}, "tol", @(R) 4 * e * R);
%!  c = add (c, "power", {P, Y}, "tol", @(R) 16 * e * abs (R) .* (1 + abs (Y .* log (P))));
%!  c = add (c, "log2", {P}, "tol", @(R) 4 * e * (abs (R) + 1));
%!  c = add (c, "log10", {P}, "tol", @(R) 4 * e * (abs (R) + 1));
%!  c = add (c, "log", {P}, "tol", @(R) 4 * e * (abs (R) + 1));
%!  c = add (c, "sqrt", {P});
%!  c = add (c, "sqrt", {single(P)});
%!  c = add (c, "exp", {A}, "tol", @(R) 4 * e * R);
%!  c = add (c, "exp", {single(A)}, "tol", @(R) 4 * es * R);
%!  c = add (c, "real", {Z});
%!  c = add (c, "imag", {Z});
%!  c = add (c, "conj", {Z});
%!  c = add (c, "angle", {Z}, "tol", @(R) 4 * e * abs (R) + 4 * e);
%!  c = add (c, "isnan", {E});
%!  c = add (c, "isinf", {E});
%!  c = add (c, "isfinite", {E});
%!  c = add (c, "tan", {A / 2}, "tol", @(R) 8 * e * abs (R) + 4 * e);
%!  c = add (c, "asin", {v / 4}, "tol", @(R) 4 * e * abs (R));
%!  c = add (c, "atan", {A}, "tol", @(R) 4 * e * abs (R));
%!  c = add (c, "sinh", {A}, "tol", @(R) 4 * e * abs (R));
%!  c = add (c, "cosh", {A}, "tol", @(R) 4 * e * R);
%!  c = add (c, "erf", {A}, "tol", @(R) 4 * e * abs (R) + realmin);
%!  c = add (c, "gamma", {P + 1}, "tol", @(R) 32 * e * R);
%!  c = add (c, "log1p", {P}, "tol", @(R) 4 * e * R);
%!  c = add (c, "expm1", {A}, "tol", @(R) 4 * e * abs (R));
%!  c = add (c, "nthroot", {P, 3}, "tol", @(R) 4 * e * R);
%!  c = add (c, "xor", {L, fliplr(L)});
%!  c = add (c, "complex", {A, A2});
%!  ## Shapes
%!  c = add (c, "fliplr", {A});
%!  c = add (c, "flipud", {A});
%!  c = add (c, "flip", {A, 2});
%!  c = add (c, "circshift", {A, [1 -2]}, "gpu", [true false]);
%!  c = add (c, "rot90", {A});
%!  c = add (c, "rot90", {A, 2});
%!  c = add (c, "repmat", {A, 2, 3});
%!  c = add (c, "squeeze", {X3(1, 2, :)});
%!  c = add (c, "permute", {X3, [3 1 2]}, "gpu", [true false]);
%!  c = add (c, "linspace", {0, 1, 7}, "gpu", [true true false], "tol", 2 * e);
%!  c = add (c, "meshgrid", {1:3, 1:4}, "nout", 2);
%!  c = add (c, "ndgrid", {1:3, 1:4}, "nout", 2);
%!  c = add (c, "sub2ind", {[4 5], [1 2 4], [5 3 1]}, "gpu", [false true true]);
%!  c = add (c, "horzcat", {A, A2});
%!  c = add (c, "cat", {3, A, A2}, "gpu", [false true true]);
%!endfunction

## The outputs of case S with gpuArray arguments (gathered) and on the
## host, compared.
%!function check_case (s, k)
%!  f = str2func (s.name);
%!  R = cell (1, s.nout);
%!  [R{:}] = f (s.args{:});
%!  gargs = s.args;
%!  for i = find (s.gpu)
%!    gargs{i} = gpuArray (gargs{i});
%!  endfor
%!  O = cell (1, s.nout);
%!  what = sprintf ("case %d: %s (%s)", k, s.name,
%!                  strjoin (cellfun (@(a, g) [repmat("gpuArray ", 1, g) class(a) " " mat2str(size (a))],
%!                                    s.args, num2cell (s.gpu), "UniformOutput", false), ", "));
%!  try
%!    [O{:}] = f (gargs{:});
%!  catch err
%!    error ("%s: error '%s': %s", what, err.identifier, err.message);
%!  end_try_catch
%!  for i = 1:s.nout
%!    if (isa (O{i}, "gpuArray"))
%!      O{i} = gather (O{i});
%!    endif
%!  endfor
%!  if (! isempty (s.post))
%!    R = s.post (R{:});
%!    O = s.post (O{:});
%!  endif
%!  tols = s.tols;
%!  if (isempty (tols))
%!    tols = [{s.tol}, repmat({0}, 1, s.nout - 1)];
%!  endif
%!  for i = 1:s.nout
%!    t = tols{i};
%!    if (is_function_handle (t))
%!      t = t (R{i});
%!    endif
%!    check_value (O{i}, R{i}, t, sprintf ("%s, output %d", what, i));
%!  endfor
%!endfunction

## Run CODE (Octave statements) in a new octave-cli with this session's
## path (its directories added with addpath, so that their PKG_ADD files
## run), its package list, and the host test backend where this session
## uses it.  Returns the exit status and what it printed.
%!function [status, out] = child (code)
%!  d = tempname ();
%!  mkdir (d);
%!  unwind_protect
%!    script = fullfile (d, "ga_child_script.m");
%!    q = @(s) ["'" strrep(s, "'", "''") "'"];
%!    dirs = strsplit (path (), pathsep ());
%!    host = false;
%!    try
%!      host = ! gpu_available () && logical (__gputiled__ ("test", "host_device"));
%!    catch
%!    end_try_catch
%!    fid = fopen (script, "w");
%!    fprintf (fid, "parent_dirs__ = {%s};\n",
%!             strjoin (cellfun (q, dirs, "UniformOutput", false), ", "));
%!    fprintf (fid, "if (exist (%s, 'file'))\n  pkg ('local_list', %s);\nendif\n",
%!             q (pkg ("local_list")), q (pkg ("local_list")));
%!    fprintf (fid, ["new__ = parent_dirs__(! ismember (parent_dirs__, " ...
%!                   "strsplit (path (), pathsep ())));\n" ...
%!                   "if (! isempty (new__))\n  addpath (strjoin (new__, pathsep ()));\n" ...
%!                   "endif\nclear parent_dirs__ new__\n"]);
%!    if (host)
%!      fprintf (fid, "__gputiled__ ('test', 'host_device', true);\n");
%!    endif
%!    fprintf (fid, "%s\n", code);
%!    fclose (fid);
%!    octave = fullfile (OCTAVE_HOME (), "bin", "octave-cli");
%!    [status, out] = system (sprintf ("'%s' --norc --no-history --no-window-system '%s' 2>&1",
%!                                     octave, script));
%!  unwind_protect_cleanup
%!    confirm_recursive_rmdir (false, "local");
%!    rmdir (d, "s");
%!  end_unwind_protect
%!endfunction

## Functions whose answer is about the array itself (its size or its
## equality), which MATLAB gives as host values.
%!function names = host_answers ()
%!  names = {"numel", "nnz", "rank", "isequal", "issorted"};
%!endfunction

## ------------------------------------------------------------------ ##
## The sweep

%!testif ; ga_ready ()
%! ## Each case against Octave's answer on the host data.
%! warning ("off", "gputiled:hostFallback", "local");
%! c = sweep_cases ();
%! names = unique (cellfun (@(s) s.name, c, "UniformOutput", false));
%! assert (numel (names) >= 80, "only %d functions", numel (names));
%! failures = {};
%! for k = 1:numel (c)
%!   try
%!     check_case (c{k}, k);
%!   catch err
%!     failures{end+1} = err.message;
%!   end_try_catch
%! endfor
%! assert (isempty (failures), "%d of %d cases:\n%s", numel (failures), numel (c),
%!         strjoin (failures, "\n"));

%!testif ; ga_ready ()
%! ## In a fresh Octave: the first call of each function either answers
%! ## with a gpuArray (a device implementation; host values only for the
%! ## functions that give them in MATLAB), or comes with a
%! ## gputiled:hostFallback warning: one naming it (printed now, or by an
%! ## earlier function that called it), or one that this call printed for
%! ## a function it calls.  No second call warns, nor does any call of a
%! ## second round.
%! ## Every other warning is off in that Octave, so any warning it prints
%! ## is a gputiled:hostFallback.  Then, in another fresh Octave, with
%! ## warning ("off", "gputiled:hostFallback") no call prints one of those
%! ## warnings or leaves it in lastwarn.
%! c = sweep_cases ();
%! names = cellfun (@(s) s.name, c, "UniformOutput", false);
%! args = cellfun (@(s) s.args, c, "UniformOutput", false);
%! gpu = cellfun (@(s) s.gpu, c, "UniformOutput", false);
%! nout = cellfun (@(s) s.nout, c);
%! [~, first] = unique (names, "first");
%! first = sort (first);
%! d = tempname ();
%! mkdir (d);
%! unwind_protect
%!   in = fullfile (d, "cases.bin");
%!   res = fullfile (d, "results.bin");
%!   save ("-binary", in, "names", "args", "gpu", "nout", "first");
%!   call = ["function [txt, id, isg, err] = ga_sweep_call__ (name, a, g, n)\n" ...
%!           "  for i = find (g)\n    a{i} = gpuArray (a{i});\n  endfor\n" ...
%!           "  o = cell (1, n);  txt = '';  err = '';  isg = false;\n" ...
%!           "  lastwarn ('', '');\n" ...
%!           "  try\n    txt = evalc ('[o{:}] = feval (name, a{:});');\n" ...
%!           "    isg = isa (o{1}, 'gpuArray');\n" ...
%!           "  catch e\n    err = [e.identifier ': ' e.message];\n  end_try_catch\n" ...
%!           "  [~, id] = lastwarn ();\n" ...
%!           "endfunction\n"];
%!   fid = fopen (fullfile (d, "ga_sweep_call__.m"), "w");
%!   fputs (fid, call);
%!   fclose (fid);
%!   code = sprintf (["addpath ('%s');\n" ...
%!                    "load ('%s');\n" ...
%!                    "MODE__\n" ...
%!                    "n1 = numel (first);\n" ...
%!                    "t1 = t2 = id1 = err1 = cell (1, n1);  g1 = false (1, n1);\n" ...
%!                    "for k = 1:n1\n" ...
%!                    "  j = first(k);\n" ...
%!                    "  [t1{k}, id1{k}, g1(k), err1{k}] = ga_sweep_call__ (names{j}, args{j}, gpu{j}, nout(j));\n" ...
%!                    "  t2{k} = ga_sweep_call__ (names{j}, args{j}, gpu{j}, nout(j));\n" ...
%!                    "endfor\n" ...
%!                    "t3 = cell (1, numel (names));\n" ...
%!                    "for j = 1:numel (names)\n" ...
%!                    "  [t3{j}, ~, ~, e3] = ga_sweep_call__ (names{j}, args{j}, gpu{j}, nout(j));\n" ...
%!                    "  t3{j} = [t3{j} e3];\n" ...
%!                    "endfor\n" ...
%!                    "[lastmsg, lastid] = lastwarn ();\n" ...
%!                    "save ('-binary', '%s', 't1', 't2', 't3', 'id1', 'g1', 'err1', 'lastid');\n" ...
%!                    "printf ('SWEEP DONE\\n');\n"], d, in, res);
%!   ## Round 1: only gputiled:hostFallback on.
%!   [status, out] = child (strrep (code, "MODE__",
%!                                  "warning ('off', 'all'); warning ('on', 'gputiled:hostFallback');"));
%!   assert (status == 0 && ! isempty (strfind (out, "SWEEP DONE")),
%!           "the child Octave failed (status %d):\n%s", status, out);
%!   r = load (res);
%!   fu = names(first);
%!   bad = {};
%!   seen = "";
%!   for k = 1:numel (first)
%!     if (! isempty (r.err1{k}))
%!       bad{end+1} = sprintf ("%s: error %s", fu{k}, r.err1{k});
%!       continue;
%!     endif
%!     seen = [seen r.t1{k}];
%!     if (! isempty (strtrim (r.t1{k})) && ! strcmp (r.id1{k}, "gputiled:hostFallback"))
%!       bad{end+1} = sprintf ("%s: warned with identifier '%s': %s", fu{k}, r.id1{k}, r.t1{k});
%!     endif
%!     ## A host answer needs a warning: one naming the function (now or
%!     ## earlier), or one printed by this call (an inner function's).
%!     named = (! isempty (regexp (seen, ['warning:[^\n]*\<' fu{k} '\>'], "once"))
%!              || ! isempty (strfind (r.t1{k}, "warning:")));
%!     if (! (named || r.g1(k) || any (strcmp (fu{k}, host_answers ()))))
%!       bad{end+1} = sprintf (["%s: a host answer without a gputiled:hostFallback " ...
%!                              "warning naming it (printed: '%s')"], fu{k}, r.t1{k});
%!     endif
%!     if (! isempty (strtrim (r.t2{k})))
%!       bad{end+1} = sprintf ("%s: the second call printed '%s'", fu{k}, r.t2{k});
%!     endif
%!   endfor
%!   for j = 1:numel (names)
%!     if (! isempty (strtrim (r.t3{j})))
%!       bad{end+1} = sprintf ("case %d (%s), second round: '%s'", j, names{j}, r.t3{j});
%!     endif
%!   endfor
%!   assert (isempty (bad), "%d problems:\n%s", numel (bad), strjoin (bad, "\n"));
%!   ## Round 2: the warning off, everything else as Octave starts.
%!   warned = regexp (seen, 'warning:[^\n]*', "match");
%!   [status, out] = child (strrep (code, "MODE__",
%!                                  "warning ('off', 'gputiled:hostFallback');"));
%!   assert (status == 0 && ! isempty (strfind (out, "SWEEP DONE")),
%!           "the child Octave failed (status %d):\n%s", status, out);
%!   r = load (res);
%!   printed = [r.t1{:}, r.t2{:}, r.t3{:}, out];
%!   for k = 1:numel (warned)
%!     assert (isempty (strfind (printed, warned{k})),
%!             "with the warning off, still printed: %s", warned{k});
%!   endfor
%!   assert (! any (strcmp ([r.id1, {r.lastid}], "gputiled:hostFallback")),
%!           "with the warning off, lastwarn holds a gputiled:hostFallback");
%! unwind_protect_cleanup
%!   confirm_recursive_rmdir (false, "local");
%!   rmdir (d, "s");
%! end_unwind_protect

%!testif ; ga_ready ()
%! ## In this session: once a function has warned (or was run on the
%! ## device), calling it again does not warn.
%! c = sweep_cases ();
%! for k = 1:numel (c)
%!   s = c{k};
%!   gargs = s.args;
%!   for i = find (s.gpu)
%!     gargs{i} = gpuArray (gargs{i});
%!   endfor
%!   f = str2func (s.name);
%!   out = cell (1, s.nout);
%!   evalc ("[out{:}] = f (gargs{:});");
%!   lastwarn ("", "");
%!   txt = evalc ("[out{:}] = f (gargs{:});");
%!   [msg, id] = lastwarn ();
%!   assert (! strcmp (id, "gputiled:hostFallback"),
%!           "%s warned again: %s", s.name, msg);
%! endfor

## ------------------------------------------------------------------ ##
## A gpuArray where a builtin wants a number

%!testif ; ga_ready ()
%! ## Sizes, counts and dimensions given as gpuArrays, and gpuArray
%! ## subscripts of host arrays: Octave's answer for the numbers (a host
%! ## array or a gpuArray; gathered, of the class Octave gives).
%! warning ("off", "gputiled:hostFallback", "local");
%! g2 = gpuArray (2);  g3 = gpuArray (3);  g5 = gpuArray (5);
%! check_value (zeros (g3), zeros (3), 0, "zeros (gpuArray (3))");
%! check_value (zeros (gpuArray ([2 3])), zeros (2, 3), 0, "zeros (gpuArray ([2 3]))");
%! check_value (ones (2, g3), ones (2, 3), 0, "ones (2, gpuArray (3))");
%! check_value (ones (g2, 3, "single"), ones (2, 3, "single"), 0, "ones (gpuArray (2), 3, \"single\")");
%! check_value (eye (g3), eye (3), 0, "eye (gpuArray (3))");
%! check_value (size (rand (g2, g3)), [2 3], 0, "size (rand (gpuArray (2), gpuArray (3)))");
%! check_value (cell (g2), cell (2), 0, "cell (gpuArray (2))");
%! check_value (linspace (0, 1, g5), linspace (0, 1, 5), 2 * eps, "linspace (0, 1, gpuArray (5))");
%! check_value (reshape (1:6, g2, 3), reshape (1:6, 2, 3), 0, "reshape (1:6, gpuArray (2), 3)");
%! check_value (repmat ([1 2], g2, 1), repmat ([1 2], 2, 1), 0, "repmat ([1 2], gpuArray (2), 1)");
%! check_value (size (ones (3, 4), g2), 4, 0, "size (ones (3, 4), gpuArray (2))");
%! A = magic (4);
%! check_value (sum (A, g2), sum (A, 2), 0, "sum (A, gpuArray (2))");
%! check_value (max (A, [], g2), max (A, [], 2), 0, "max (A, [], gpuArray (2))");
%! ## (A range with a gpuArray end, 1:gpuArray (3), is refused by Octave
%! ## itself for every value type it does not know: not covered here.)
%! x = 10:10:50;
%! check_value (x(g2), 20, 0, "x(gpuArray (2))");
%! check_value (x(gpuArray ([1 3])), [10 30], 0, "x(gpuArray ([1 3]))");
%! check_value (x(gpuArray (logical ([1 0 1 0 1]))), [10 30 50], 0, "x(gpuArray (mask))");
%! check_value (A(g2, g3), A(2, 3), 0, "A(gpuArray (2), gpuArray (3))");
%! check_value (A(g2, :), A(2, :), 0, "A(gpuArray (2), :)");
%! y = x;
%! y(g2) = 7;
%! check_value (y, [10 7 30 40 50], 0, "y(gpuArray (2)) = 7");
%! c = {1, "two", 3};
%! assert (c{g2}, "two");
%! s = "hello";
%! assert (s(g2), "e");
%! assert (s(gpuArray ([1 5])), "ho");
