## SPDX-License-Identifier: GPL-3.0-or-later
## MATLAB's creators of gpuArrays (issue 33, point 4): zeros ones eye rand
## randn randi inf nan true false with a trailing "gpuArray" (sizes as
## scalars, lists and size vectors, and a class where it applies) and with
## "like", G (G's class and complexity); cast (G, CLASS) and
## cast (X, "like", G); the static creators gpuArray.linspace,
## gpuArray.colon, gpuArray.randi, gpuArray.zeros, gpuArray.rand;
## gpuDevice (Name, Index, ComputeCapability, TotalMemory,
## AvailableMemory; wait, reset; gpuDevice (1) selects device 1) and
## gpuDeviceCount.  Each result is a gpuArray whose gather has the class
## and size Octave gives for the same call without "gpuArray" (for "like",
## G's underlying class), and its values: exactly for the fills, within
## (0, 1) or the integer range for the generators.  Last, with the package
## loaded, Octave's own calls of these functions give Octave's answers
## (checked against builtin (...)): the creators shadow them only when
## asked for "gpuArray" or "like" a gpuArray.

%!function s = desc (X)
%!  c = "";
%!  if (iscomplex (X))
%!    c = " complex";
%!  endif
%!  s = sprintf ("%s%s %s", class (X), c, mat2str (size (X)));
%!endfunction

## G must be a gpuArray whose gather has R's class and size and equals R
## exactly (NaN where R has NaN).
%!function check_fill (G, R, what)
%!  assert (strcmp (class (G), "gpuArray"), "%s: a %s, not a gpuArray", what, class (G));
%!  g = gather (G);
%!  assert (strcmp (class (g), class (R)) && isequal (size (g), size (R)),
%!          "%s: gives %s, Octave gives %s", what, desc (g), desc (R));
%!  assert (isequaln (g, R), "%s: values differ from Octave's", what);
%!  assert (strcmp (classUnderlying (G), class (R)), "%s: classUnderlying %s", what,
%!          classUnderlying (G));
%!endfunction

## G must be a gpuArray of class CLS and size SZ whose values lie in
## (LO, HI) (integers in [LO, HI] when INTS).
%!function check_random (G, cls, sz, lo, hi, ints, what)
%!  assert (strcmp (class (G), "gpuArray"), "%s: a %s, not a gpuArray", what, class (G));
%!  g = gather (G);
%!  assert (strcmp (class (g), cls) && isequal (size (g), sz),
%!          "%s: gives %s, expected %s %s", what, desc (g), cls, mat2str (sz));
%!  assert (isreal (g) && all (isfinite (g(:))), "%s: not real and finite", what);
%!  if (ints)
%!    assert (all (g(:) == round (g(:)) & g(:) >= lo & g(:) <= hi),
%!            "%s: values outside the integers %g..%g", what, lo, hi);
%!  else
%!    assert (all (g(:) > lo & g(:) < hi), "%s: values outside (%g, %g)", what, lo, hi);
%!  endif
%!endfunction

%!function s = args_str (a)
%!  s = strjoin (cellfun (@(x) ifelse_str (x), a, "UniformOutput", false), ", ");
%!endfunction

%!function s = ifelse_str (x)
%!  if (ischar (x))
%!    s = ["\"" x "\""];
%!  else
%!    s = mat2str (x);
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

## ------------------------------------------------------------------ ##
## NAME (..., "gpuArray")

%!testif ; ga_ready ()
%! ## zeros, ones, inf, nan, true, false, eye with a trailing "gpuArray":
%! ## Octave's size forms, and a class before "gpuArray" where the
%! ## function takes one.
%! forms = {{3}, {2, 3}, {2, 3, 4}, {[2 3]}, {[2 3 4]}, {0}, {0, 3}, {1}, ...
%!          {1, 5}, {[4 1]}, {[2 0 3]}};
%! for f = {"zeros", "ones", "inf", "nan", "Inf", "NaN", "true", "false"}
%!   fh = str2func (f{1});
%!   classes = {{}, {"double"}, {"single"}};
%!   if (any (strcmp (f{1}, {"true", "false"})))
%!     classes = {{}};
%!   endif
%!   for k = 1:numel (forms)
%!     for c = classes
%!       a = [forms{k}, c{1}];
%!       check_fill (fh (a{:}, "gpuArray"), fh (a{:}),
%!                   sprintf ("%s (%s, \"gpuArray\")", f{1}, args_str (a)));
%!     endfor
%!   endfor
%! endfor
%! for a = {{3}, {2, 4}, {4, 2}, {[3 5]}, {0}, {1}, {3, "single"}, {[2 3], "double"}}
%!   check_fill (eye (a{1}{:}, "gpuArray"), eye (a{1}{:}),
%!               sprintf ("eye (%s, \"gpuArray\")", args_str (a{1})));
%! endfor
%! ## The size as a vector that came from size () of a gpuArray.
%! G = gpuArray (ones (2, 5));
%! check_fill (zeros (size (G), "gpuArray"), zeros (2, 5), "zeros (size (G), \"gpuArray\")");
%! check_fill (ones (size (G, 1), 3, "gpuArray"), ones (2, 3), "ones (size (G, 1), 3, \"gpuArray\")");

%!testif ; ga_ready ()
%! ## rand, randn, randi with a trailing "gpuArray": sizes and classes as
%! ## Octave's, values in range.
%! forms = {{3}, {2, 3}, {2, 3, 4}, {[2 3]}, {[2 3 4]}, {0}, {0, 3}, {1}, {1, 5}};
%! for k = 1:numel (forms)
%!   a = forms{k};
%!   sz = size (zeros (a{:}));
%!   for c = {{}, {"double"}, {"single"}}
%!     cls = "double";
%!     if (! isempty (c{1}))
%!       cls = c{1}{1};
%!     endif
%!     w = args_str ([a, c{1}]);
%!     check_random (rand (a{:}, c{1}{:}, "gpuArray"), cls, sz, 0, 1, false,
%!                   ["rand (" w ", \"gpuArray\")"]);
%!     check_random (randn (a{:}, c{1}{:}, "gpuArray"), cls, sz, -Inf, Inf, false,
%!                   ["randn (" w ", \"gpuArray\")"]);
%!     check_random (randi (10, a{:}, c{1}{:}, "gpuArray"), cls, sz, 1, 10, true,
%!                   ["randi (10, " w ", \"gpuArray\")"]);
%!     check_random (randi ([5 9], a{:}, c{1}{:}, "gpuArray"), cls, sz, 5, 9, true,
%!                   ["randi ([5 9], " w ", \"gpuArray\")"]);
%!   endfor
%! endfor
%! ## randi covers its range: 2000 draws of 1..4 hit each value.
%! g = gather (randi (4, 1, 2000, "gpuArray"));
%! assert (all (ismember (1:4, g)));
%! g = gather (randi ([-2 2], 2000, 1, "gpuArray"));
%! assert (all (ismember (-2:2, g)) && all (ismember (g, -2:2)));
%! ## randn is not all positive, rand not constant.
%! g = gather (randn (1000, 1, "gpuArray"));
%! assert (any (g < 0) && any (g > 0));
%! g = gather (rand (1000, 1, "gpuArray"));
%! assert (numel (unique (g)) > 990);

%!testif ; ga_ready ()
%! ## Integer classes of zeros, ones and eye make integer gpuArrays
%! ## (tests/suites/gpuarray_int.tst checks them); misspelled or misplaced
%! ## arguments and an integer class of rand: errors.
%! G = ones (2, "uint16", "gpuArray");
%! assert (isa (G, "gpuArray") && strcmp (underlyingType (G), "uint16"));
%! for c = {"zeros (2, \"nosuchclass\", \"gpuArray\");", "ones (2, \"gpuArray\", 3);", ...
%!          "rand (2, \"int8\", \"gpuArray\");", "randi (\"a\", 2, \"gpuArray\");"}
%!   expect_error ("", c{1});
%! endfor

## ------------------------------------------------------------------ ##
## NAME (..., "like", G)

%!testif ; ga_ready ()
%! ## "like", G: a gpuArray of G's underlying class and complexity (MATLAB:
%! ## zeros (2, "like", gpuArray (single (1i))) is a complex single
%! ## gpuArray; gather gives what Octave makes of it, zeros (2, "single")).
%! protos = {gpuArray(1), gpuArray(single (2)), gpuArray(complex (1, 1)), ...
%!           gpuArray(single (1i)), gpuArray([1 2 3])};
%! forms = {{2}, {2, 3}, {[2 3]}, {[2 3 4]}, {0, 2}, {1}};
%! for p = protos
%!   P = p{1};
%!   cls = classUnderlying (P);
%!   for k = 1:numel (forms)
%!     a = forms{k};
%!     w = sprintf ("(%s, \"like\", gpuArray (%s%s))", args_str (a), cls,
%!                  repmat (" complex", 1, iscomplex (P)));
%!     for f = {"zeros", "ones", "inf", "nan"}
%!       fh = str2func (f{1});
%!       G = fh (a{:}, "like", P);
%!       check_fill (G, fh (a{:}, cls), [f{1} " " w]);
%!       assert (iscomplex (G) == iscomplex (P), "%s %s: complexity", f{1}, w);
%!     endfor
%!     ## (Of a complex prototype only the real part is checked: MATLAB's
%!     ## choice for the imaginary part is not tested.)
%!     G = real (rand (a{:}, "like", P));
%!     check_random (G, cls, size (zeros (a{:})), 0, 1, false, ["rand " w]);
%!     G = real (randn (a{:}, "like", P));
%!     check_random (G, cls, size (zeros (a{:})), -Inf, Inf, false, ["randn " w]);
%!   endfor
%!   G = eye (3, "like", P);
%!   check_fill (G, eye (3, cls), "eye (3, \"like\", P)");
%!   G = eye (2, 4, "like", P);
%!   check_fill (G, eye (2, 4, cls), "eye (2, 4, \"like\", P)");
%!   G = randi (7, 2, 3, "like", P);
%!   check_random (real (G), cls, [2 3], 1, 7, true, "randi (7, 2, 3, \"like\", P)");
%! endfor
%! G = zeros (2, "like", gpuArray (single (1i)));
%! assert (class (G), "gpuArray");
%! assert (classUnderlying (G), "single");
%! assert (iscomplex (G));
%! assert (gather (G), zeros (2, "single"));
%! ## The commonest MATLAB idiom: the size of b, like b.
%! b = gpuArray (single (ones (3, 2)));
%! check_fill (zeros (size (b), "like", b), zeros (3, 2, "single"), "zeros (size (b), \"like\", b)");
%! check_fill (ones (size (b), "like", b), ones (3, 2, "single"), "ones (size (b), \"like\", b)");
%! ## logical prototypes: true and false like a logical gpuArray are
%! ## logical gpuArrays.
%! T = gpuArray (true (2));
%! check_fill (true (2, 3, "like", T), true (2, 3), "true (2, 3, \"like\", T)");
%! check_fill (false ([1 4], "like", T), false (1, 4), "false ([1 4], \"like\", T)");

%!testif ; ga_ready ()
%! ## cast (G, CLASS) converts on the device (a gpuArray); cast (X, "like",
%! ## G) uploads X with G's underlying class (and complexity).
%! X = [0.5, -2, 3.25, 1e10];
%! G = gpuArray (X);
%! check_fill (cast (G, "single"), single (X), "cast (G, \"single\")");
%! check_fill (cast (G, "double"), X, "cast (G, \"double\")");
%! check_fill (cast (gpuArray (single (X)), "double"), double (single (X)), "cast (single G, \"double\")");
%! check_fill (cast (gpuArray ([0 2 0]), "logical"), logical ([0 2 0]), "cast (G, \"logical\")");
%! check_fill (cast (X, "like", gpuArray (single (1))), single (X), "cast (X, \"like\", single G)");
%! check_fill (cast (single (X), "like", gpuArray (1)), double (single (X)), "cast (single X, \"like\", G)");
%! check_fill (cast (int8 ([1 -2]), "like", gpuArray (1)), [1 -2], "cast (int8 X, \"like\", G)");
%! C = cast (X, "like", gpuArray (1i));
%! assert (class (C), "gpuArray");
%! assert (iscomplex (C));
%! assert (gather (C), X);
%! ## A host X cast like a host prototype is Octave's cast.
%! assert (cast (X, "like", single (1)), single (X));
%! expect_error ("", "cast (G, \"nosuchclass\");", "G", G);

## ------------------------------------------------------------------ ##
## Static creators

%!testif ; ga_ready ()
%! ## gpuArray.linspace, gpuArray.colon, gpuArray.randi, gpuArray.zeros,
%! ## gpuArray.rand.
%! G = gpuArray.linspace (0, 1, 5);
%! assert (class (G), "gpuArray");
%! assert (gather (G), linspace (0, 1, 5), 2 * eps);
%! G = gpuArray.linspace (-3, 7, 101);
%! assert (gather (G), linspace (-3, 7, 101), 8 * eps);
%! assert (size (gpuArray.linspace (0, 1, 1)), [1 1]);
%! assert (gather (gpuArray.linspace (0, 1, 1)), linspace (0, 1, 1));
%! assert (size (gpuArray.linspace (0, 1, 0)), [1 0]);
%! check_fill (gpuArray.colon (1, 3), 1:3, "gpuArray.colon (1, 3)");
%! check_fill (gpuArray.colon (1, 2, 9), 1:2:9, "gpuArray.colon (1, 2, 9)");
%! check_fill (gpuArray.colon (5, -2, 0), 5:-2:0, "gpuArray.colon (5, -2, 0)");
%! check_fill (gpuArray.colon (3, 1), 3:1, "gpuArray.colon (3, 1)");
%! G = gpuArray.colon (0, 0.1, 1);
%! assert (gather (G), 0:0.1:1, 2 * eps);
%! check_random (gpuArray.randi (10, 3, 4), "double", [3 4], 1, 10, true, "gpuArray.randi (10, 3, 4)");
%! check_random (gpuArray.randi ([5 9], 2), "double", [2 2], 5, 9, true, "gpuArray.randi ([5 9], 2)");
%! check_random (gpuArray.randi (3, [2 5], "single"), "single", [2 5], 1, 3, true,
%!               "gpuArray.randi (3, [2 5], \"single\")");
%! check_fill (gpuArray.zeros (3), zeros (3), "gpuArray.zeros (3)");
%! check_random (gpuArray.rand (2, "single"), "single", [2 2], 0, 1, false, "gpuArray.rand (2, \"single\")");

## ------------------------------------------------------------------ ##
## gpuDevice, gpuDeviceCount

%!testif ; ga_ready ()
%! ## gpuDevice (): Name, Index, ComputeCapability, TotalMemory,
%! ## AvailableMemory; wait (d) works; gpuDeviceCount a count.
%! d = gpuDevice ();
%! assert (ischar (d.Name) && ! isempty (d.Name), "Name");
%! assert (isnumeric (d.Index) && isscalar (d.Index) && d.Index >= 1
%!         && d.Index == fix (d.Index), "Index");
%! cc = d.ComputeCapability;
%! assert (ischar (cc) && ! isempty (regexp (cc, '^\d+\.\d+$', "once")),
%!         "ComputeCapability '%s'", cc);
%! assert (isnumeric (d.TotalMemory) && isscalar (d.TotalMemory) && d.TotalMemory > 0);
%! assert (isnumeric (d.AvailableMemory) && isscalar (d.AvailableMemory)
%!         && d.AvailableMemory >= 0 && d.AvailableMemory <= d.TotalMemory);
%! G = gpuArray.ones (100);
%! H = G * G;
%! wait (d);
%! assert (gather (H(1)), 100);
%! n = gpuDeviceCount ();
%! assert (isnumeric (n) && isscalar (n) && n >= 0 && n == fix (n));
%! assert (d.Index <= max (n, 1));
%! if (gpu_available ())
%!   assert (n >= 1);
%!   info = gpu_info ();
%!   assert (n, numel (info));
%! endif

%!testif ; ga_ready ()
%! ## gpuDevice (1) selects device 1 (and returns it); new arrays live
%! ## there.  reset (d) makes old arrays stale (gputiled:staleArray) and
%! ## leaves new ones working.
%! d = gpuDevice (1);
%! assert (d.Index, 1);
%! d1 = gpuDevice ();
%! assert (d1.Index, 1);
%! X = magic (4);
%! G = gpuArray (X);
%! assert (gather (G), X);
%! reset (d);
%! expect_error ("gputiled:staleArray", "gather (G);", "G", G);
%! expect_error ("gputiled:staleArray", "G + 1;", "G", G);
%! K = gpuArray (X);
%! assert (gather (K + 1), X + 1);
%! d = gpuDevice ();
%! assert (d.Index, 1);
%! expect_error ("", "gpuDevice (0);");
%! expect_error ("", "gpuDevice (max (gpuDeviceCount (), 1) + 1);");

## ------------------------------------------------------------------ ##
## Octave's own calls, with the package loaded

%!test
%! ## The host creators give exactly what Octave's builtins give.
%! calls = {{"zeros", 3}, {"zeros", 2, 3, "int8"}, {"zeros", [2 3 4]}, ...
%!          {"zeros", 2, "like", 1i}, {"ones", 2, "like", int8(1)}, ...
%!          {"ones", 2, 3, "single"}, {"eye", 3}, {"eye", 2, 3, "uint16"}, ...
%!          {"inf", 2}, {"nan", 1, 3, "single"}, {"Inf", 2, "like", single(1)}, ...
%!          {"true", 2}, {"false", [1 3]}, {"true", 2, "like", true}, ...
%!          {"zeros", 0, 3}, {"ones", "like", 2}, {"zeros"}, {"NaN", [2 1]}};
%! for k = 1:numel (calls)
%!   c = calls{k};
%!   r = feval (c{:});
%!   e = builtin (c{:});
%!   assert (strcmp (class (r), class (e)) && isequal (size (r), size (e))
%!           && isequaln (r, e) && iscomplex (r) == iscomplex (e),
%!           "%s (%s) with the package loaded differs from Octave's", c{1},
%!           args_str (c(2:end)));
%! endfor
%! ## cast is an m-file in Octave: its answers, written out.
%! r = cast (int8 (3), "double");
%! assert (class (r) == "double" && r == 3);
%! r = cast ([1.5 2], "like", single (1));
%! assert (strcmp (class (r), "single") && isequal (r, single ([1.5 2])));
%! r = cast (single (2.5), "int8");
%! assert (strcmp (class (r), "int8") && r == 3);

%!test
%! ## rand, randn, randi on the host: sizes and classes as always, and the
%! ## "seed", "state" and "twister" forms give Octave's own sequences.
%! ## (The generators' states are restored at the end.)
%! old_rand = rand ("state");  old_randn = randn ("state");
%! unwind_protect
%!   for f = {"rand", "randn"}
%!     fh = str2func (f{1});
%!     assert (size (fh (3)), [3 3]);
%!     assert (size (fh (2, 5)), [2 5]);
%!     assert (class (fh (2, "single")), "single");
%!     assert (class (fh (2)), "double");
%!     for form = {"seed", "state", "twister"}
%!       fh (form{1}, 42);
%!       a = fh (3, 4);
%!       builtin (f{1}, form{1}, 42);
%!       b = builtin (f{1}, 3, 4);
%!       assert (a, b);
%!       s = fh (form{1});
%!       assert (isequal (s, builtin (f{1}, form{1})));
%!     endfor
%!   endfor
%!   rand ("seed", 1);
%!   a = rand (2);
%!   rand ("seed", 1);
%!   assert (rand (2), a);
%!   x = randi (5, 3, 4);
%!   assert (size (x), [3 4]);
%!   assert (all (x(:) >= 1 & x(:) <= 5 & x(:) == round (x(:))));
%!   assert (class (randi (5, 2, "single")), "single");
%!   assert (class (randi (5, 2, "int8")), "int8");
%! unwind_protect_cleanup
%!   rand ("state", old_rand);
%!   randn ("state", old_randn);
%! end_unwind_protect
