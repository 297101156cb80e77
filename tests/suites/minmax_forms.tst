## SPDX-License-Identifier: GPL-3.0-or-later
## Every input and call form of Octave 7's own max/min tests (libinterp/
## corefcn/max.cc), and the cases around them, through gpu_max and gpu_min:
## each answer is compared with what Octave's max or min gives for the same
## arguments, computed here (class, size, complexity, values, the sign of
## zeros, and the indices), on the CPU path and, where there is a GPU, on
## the default backend.  Sparse inputs, which the package refuses, are
## checked for that error.

## [G{:}] = gpu_OP (ARGS{:}, OPTS{:}) against [R{:}] = OP (ARGS{:}).  The
## two-array form has one output; the others two, and M alone once more.
%!function check (op, args, varargin)
%!  fo = str2func (op);
%!  fg = str2func (["gpu_" op]);
%!  nout = 2;
%!  if (numel (args) == 2)
%!    nout = 1;
%!  endif
%!  R = cell (1, nout);  G = cell (1, nout);
%!  [R{:}] = fo (args{:});
%!  [G{:}] = fg (args{:}, varargin{:});
%!  if (nout == 2)
%!    G{3} = fg (args{:}, varargin{:});   # M alone (no positions asked for)
%!    R{3} = R{1};
%!  endif
%!  for k = 1:numel (G)
%!    assert (class (G{k}), class (R{k}));
%!    assert (size (G{k}), size (R{k}));
%!    assert (iscomplex (G{k}), iscomplex (R{k}));
%!    assert (G{k}, R{k}, 0);
%!    if (isfloat (R{k}))
%!      assert (signbit (real (G{k})), signbit (real (R{k})));
%!      assert (signbit (imag (G{k})), signbit (imag (R{k})));
%!    endif
%!  endfor
%!endfunction

## Both functions over a list of argument lists.
%!function check_all (calls, varargin)
%!  for op = {"max", "min"}
%!    for c = 1:numel (calls)
%!      check (op{1}, calls{c}, varargin{:});
%!    endfor
%!  endfor
%!endfunction

## The reductions of Octave's block: every class, vectors, matrices,
## complex, char, logical, ranges, DIM 1 to 3.
%!function reductions (varargin)
%!  calls = {{[1, 4, 2, 3]}, {[1; -10; 5; -2]}, {[4, 2i 4.999; -2, 2, 3+4i]}, ...
%!           {["abc", "ABC"]}, {["abc"; "CBA"]}, {logical([])}, ...
%!           {logical([0 0 1 0])}, {logical([0 0 1 0; 0 1 1 0])}, ...
%!           {single([1, 4, 2, 3])}, {single([1; -10; 5; -2])}, ...
%!           {single([4, 2i 4.999; -2, 2, 3+4i])}, {1:2:10}, {10:-2:1}, ...
%!           {[-1 1i 1 -1i]}, {single([-1 1i 1 -1i])}, {[NaN+1i, 2, NaN]}, ...
%!           {[NaN NaN]}, {complex([NaN NaN], [1 2])}, {[1+1i, 1-1i, -1-1i, -1+1i]}};
%!  for cls = {"uint8", "int8", "uint16", "int16", "uint32", "int32", "uint64", "int64"}
%!    calls(end+1:end+2) = {{cast([1, 4, 2, 3], cls{1})}, {cast([1; -10; 5; -2], cls{1})}};
%!  endfor
%!  x = reshape (1:8, [2, 2, 2]);
%!  z = reshape (randn (1, 24) + 1i * randn (1, 24), [2, 3, 4]);
%!  for d = 1:4
%!    calls(end+1:end+3) = {{x, [], d}, {z, [], d}, {single(z), [], d}};
%!  endfor
%!  check_all (calls, varargin{:});
%!endfunction

## The two-array form of Octave's block, and classes, broadcasting, NaN,
## ties and empties around it.
%!function pairs (varargin)
%!  x = [1, 2, 3, 4];  y = fliplr (x);
%!  calls = {{x, y}, {x, 3}, {2, x}, {x, 2.1i}, {x, 2i}, {"abc", "b"}, ...
%!           {"b", "cba"}, {[true false], false}, {true, [true false]}, ...
%!           {true, [false false]}, {zeros(1, 0), ones(1, 1)}, {[], 1}, ...
%!           {zeros(0, 3), zeros(1, 3)}, {[-0 0], [0 -0]}, {-0, [0 -0]}, ...
%!           {[-0 0], 0}, {-0, 0}, {[1 NaN NaN], [NaN 2 NaN]}, {[1 NaN], NaN}, ...
%!           {NaN+1i, [NaN+2i 1]}, {[1 2], NaN+1i}, {-2, 2i}, {2i, -2}, ...
%!           {complex(-1, 0), 1}, {[1 2; 3 4], [2; 1]}, ...
%!           {reshape(1:24, [2 3 4]), [5 10 15]}, {ones(2, 1, 3), 1:4}, ...
%!           {single(x), y}, {x, single(2.1i)}, {int8(x), 2.6}, {int8(1), NaN}, ...
%!           {uint8(3), -5}, {int8(100), 1000}, {int8(x), int64(3)}, ...
%!           {int16(5), true}, {single(x), true}, {true(2), 3}, ...
%!           {int64(9007199254740993), 9007199254740992}, ...
%!           {uint64(18446744073709551615), uint64([1 18446744073709551614])}};
%!  for cls = {"single", "uint8", "int8", "uint16", "int16", "uint32", "int32", "uint64", "int64"}
%!    a = cast (x, cls{1});  b = fliplr (a);
%!    calls(end+1:end+3) = {{a, b}, {a, 3}, {2, a}};
%!  endfor
%!  check_all (calls, varargin{:});
%!endfunction

## Many short slices and long slabs (the CPU path's three loops: short
## segments, rows of outputs side by side, long slabs in lanes whose
## positions are found by a second scan), every real class, with ties
## (the first wins, and the sign of its zero), NaN (first, last, all),
## -Inf as the best, and the extremes of the integer classes.
%!function shapes (varargin)
%!  pool = [-0, 0, 0, -0, NaN, -Inf, Inf, 1, -1, 2, -2];
%!  sizes = {[2 3000], [3 2000], [2000 2], [2 3 500], [4 1500], [1 1 700], ...
%!           [5000 1], [1 9000], [4200 3], [3 5000], [17 4200], [2 3 5000], ...
%!           [300 4100], [1 4096 2]};
%!  for s = 1:numel (sizes)
%!    sz = sizes{s};
%!    X = pool(randi (numel (pool), sz));
%!    X(:, 1) = NaN;                          # all NaN in some slices
%!    X(end, :) = -Inf;
%!    if (sz(1) > 2)
%!      X(2:end-1, end) = NaN;                # NaN, then a last number
%!    endif
%!    Y = X;
%!    Y(isnan (Y)) = 3;
%!    for d = 1:numel (sz)
%!      calls = {{X, [], d}, {single(X), [], d}, {Y > 0, [], d}, ...
%!               {char(Y + 70), [], d}};
%!      for cls = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"}
%!        I = cast (Y, cls{1});
%!        I(abs (Y) == Inf) = intmax (cls{1});
%!        I(Y == -Inf) = intmin (cls{1});
%!        calls{end+1} = {I, [], d};
%!      endfor
%!      check_all (calls, varargin{:});
%!    endfor
%!  endfor
%!endfunction

%!test shapes ("Backend", "cpu");
## Long slabs with one best planted at rows 1, 2, 257, ... (every lane
## and block of the CPU path's long loop), and zeros of both signs as the
## best: a +0 read first by the lanes, the first zero -0.
%!function planted (varargin)
%!  for len = [4096, 5000]
%!    for r = [1, 2, 100, 256, 257, 300, 513, 1000, len - 1, len]
%!      X = randn (len, 3) + (0:2);
%!      X(r, :) = 10 + (0:2);
%!      X(min (r + 7, len), :) = 10 + (0:2);   # a later tie
%!      for op = {"max", "min"}
%!        sgn = 1 - 2 * strcmp (op{1}, "min");
%!        check (op{1}, {sgn * X, [], 1}, varargin{:});
%!        check (op{1}, {sgn * X.', [], 2}, varargin{:});
%!        check (op{1}, {single(sgn * X.'), [], 2}, varargin{:});
%!        check (op{1}, {int32(100 * sgn * X), [], 1}, varargin{:});
%!      endfor
%!    endfor
%!    Z = -rand (len, 2);
%!    Z(2, 1) = -0;  Z(257, 1) = 0;  Z(300, 2) = 0;  Z(len, 2) = -0;
%!    check ("max", {Z, [], 1}, varargin{:});
%!    check ("min", {-Z, [], 1}, varargin{:});
%!    check ("max", {single(Z.'), [], 2}, varargin{:});
%!  endfor
%!endfunction

%!test planted ("Backend", "cpu");
%!test reductions ("Backend", "cpu");
%!test pairs ("Backend", "cpu");
%!test
%! ## "auto" without a GPU is the CPU path, with the same answers.
%! if (! gpu_available ())
%!   reductions ("Backend", "auto");
%!   pairs ("Backend", "auto");
%! endif

%!test
%! ## A non-empty second argument with DIM is ignored with a warning.
%! warning ("off", "gputiled:ignoredArgument", "local");
%! for op = {"max", "min"}
%!   check (op{1}, {[1 2 3 4], [], 2}, "Backend", "cpu");
%!   assert (feval (["gpu_" op{1}], [1 2 3 4], 2, 2, "Backend", "cpu"),
%!           feval (op{1}, [1 2 3 4], [], 2));
%! endfor
%! warning ("error", "gputiled:ignoredArgument", "local");
%! try
%!   gpu_min ([1 2 3 4], 2, 2, "Backend", "cpu");
%!   error ("no warning");
%! catch err
%!   assert (err.identifier, "gputiled:ignoredArgument");
%!   assert (err.message, "gpu_min: second argument is ignored");
%! end_try_catch

## Octave's error cases and the sparse inputs of its block.
%!error id=gputiled:invalidInput gpu_min ()
%!error id=gputiled:invalidOption gpu_min (1, 2, 3, 4)
%!error <gpu_min: DIM must be a valid dimension> gpu_min ([1 2; 3 4], [], -3, "Backend", "cpu")
%!error <gpu_min: wrong type argument 'cell'> gpu_min ({1 2 3 4}, "Backend", "cpu")
%!error <gpu_min: cannot compute min \(cell, scalar\)> gpu_min ({1, 2, 3}, 2, "Backend", "cpu")
%!error id=gputiled:invalidInput gpu_max ()
%!error <gpu_max: DIM must be a valid dimension> gpu_max ([1 2; 3 4], [], -3, "Backend", "cpu")
%!error <gpu_max: cannot compute max \(cell, scalar\)> gpu_max ({1, 2, 3}, 2, "Backend", "cpu")
%!error <sparse arrays are not supported; convert them with full> gpu_max (sparse ([1, 4, 2, 3]), "Backend", "cpu")
%!error <sparse arrays are not supported> gpu_min (sparse ([4, 2i 4.999; -2, 2, 3+4i]), "Backend", "cpu")
%!error <sparse arrays are not supported> gpu_max (sparse ([1, 2, 3, 4]), 3, "Backend", "cpu")
%!error <sparse arrays are not supported> gpu_min (2, sparse ([1, 2, 3, 4]), "Backend", "cpu")
%!error <sparse arrays are not supported> gpu_max (sparse (zeros (1, 0)), sparse (1), "Backend", "cpu")

## The same on the GPU: the default backend, none skipped there.
%!testif ; gpu_available ()
%! reductions ();
%!testif ; gpu_available ()
%! pairs ();
%!testif ; gpu_available ()
%! reductions ("Backend", "auto");
%! pairs ("Backend", "auto");
%!testif ; gpu_available ()
%! shapes ();
%! planted ();
%!testif ; gpu_available ()
%! ## Larger random data: the reductions and broadcasting on the device.
%! z = randn (300, 200) + 1i * randn (300, 200);
%! z(rand (size (z)) < 0.05) = NaN;
%! a = randn (300, 1);  b = single (randn (1, 200));
%! for op = {"max", "min"}
%!   for d = 1:3
%!     check (op{1}, {z, [], d});
%!   endfor
%!   check (op{1}, {a, b});
%!   check (op{1}, {z, a});
%!   check (op{1}, {int16(1000 * a), b});
%! endfor
