## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn {} {[@var{ncases}, @var{nfail}] =} fuzz (@var{seconds}, @var{seed})
## Fuzz the argument parsing of the MEX file and of the public functions on
## the CPU path for @var{seconds} (default 10), with random argument lists:
## valid calls with some arguments replaced by random values of random
## classes, sizes and dimensions, random option names and strings, too few
## and too many arguments and outputs.
##
## A case fails when it raises an error whose identifier does not start
## with @qcode{"gputiled:"} or whose message does not start with the name
## of one of the package's functions, and when a public function returns a
## result where Octave's own function errors, or a result that differs from
## Octave's (class, size, or values beyond the rounding bound).  A crash
## ends the process: fuzz.tst runs this in a child Octave and reports the
## seed.
##
## @var{seed} (default: from the clock) seeds @code{rand} and @code{randn};
## it is printed first, so a failure can be replayed.  Prints the number of
## cases and failures; returns them.
## @end deftypefn

function [ncases, nfail] = fuzz (seconds, seed)

  if (nargin < 1)
    seconds = 10;
  endif
  if (nargin < 2)
    seed = floor (mod (now () * 86400e3, 2^31));
  endif
  printf ("fuzz: seed %d, %g s\n", seed, seconds);
  fflush (stdout);
  rand ("twister", seed);
  randn ("twister", seed);
  warning ("off", "all", "local");

  ncases = nfail = 0;
  t0 = tic ();
  while (toc (t0) < seconds)
    ncases++;
    switch (randi (6))
      case {1, 2}, why = fuzz_mex ();
      case 3,      why = fuzz_mm ();
      case 4,      why = fuzz_sum ();
      case 5,      why = fuzz_minmax ();
      case 6,      why = fuzz_small ();
    endswitch
    if (! isempty (why))
      nfail++;
      if (nfail <= 20)
        printf ("FAIL case %d (seed %d): %s\n", ncases, seed, why);
      endif
    endif
  endwhile
  __gputiled__ ("inject", "none");     # a fuzzed call may have armed one
  printf ("fuzz: %d cases, %d failed\n", ncases, nfail);

endfunction

## ---------------------------------------------------------------- values

## A random value of a random kind.
function v = rv ()
  switch (randi (10))
    case {1, 2, 3}, v = rand_array ();
    case 4,         v = rand_scalar ();
    case {5, 6},    v = rand_string ();
    case 7,         v = pick ({{}, {1, "a"}, struct(), struct("a", {1, 2}), ...
                               @sin, [], zeros(0, 3), "", sparse(rand(3) > 0.5)});
    case 8,         v = repmat (rand_string (), randi (3), 1);   # several rows
    case 9,         v = complex (randn (rand_dims ()), 1) * pick ({1, single(1)});
    otherwise,      v = int64 (randi (100, randi (3), randi (3)));
  endswitch
endfunction

function x = pick (c)
  x = c{randi (numel (c))};
endfunction

function d = rand_dims ()
  nd = randi (4);
  d = randi ([0, 6], 1, max (nd, 2));
  if (rand () < 0.3)
    d(randi (numel (d))) = randi (40);
  endif
  if (rand () < 0.2)
    d(:) = 1;
  endif
endfunction

function x = rand_array (d)
  if (nargin < 1)
    d = rand_dims ();
  endif
  cls = pick ({"double", "double", "single", "single", "logical", "char", ...
               "int8", "uint8", "int16", "uint16", "int32", "uint32"});
  x = randn (d) * pick ({1, 100, 1e30});
  if (rand () < 0.1)
    x(rand (size (x)) < 0.2) = pick ({NaN, Inf, -Inf});
  endif
  switch (cls)
    case "logical", x = x > 0;
    case "char",    x(! isfinite (x)) = 0;
                    x = char (mod (abs (round (x)), 95) + 32);
    otherwise,      x = cast (x, cls);
  endswitch
endfunction

function x = rand_scalar ()
  x = pick ({0, 1, -1, 2, 3, 16, 32, 17, NaN, Inf, -Inf, 1e300, -1e300, ...
             0.5, 2^31, 2^31-1, -2^31, 2^53, 2^63, 1024, 1023, true, ...
             false, int8(-128), uint8(32), single(16), complex(16, 0), 1e-300});
endfunction

function s = rand_string ()
  if (rand () < 0.7)
    s = pick ({"Kernel", "Tile", "Backend", "Device", "kernel", "TILE", ...
               "auto", "naive", "tiled", "padded", "regblock", "dmma", ...
               "cublas", "interleaved", "sequential", "fast", "cpu", "cuda", ...
               "CPU", "native", "double", "extra", "default", "single", ...
               "mm", "sum", "max", "min", "info", "reset", "available", ...
               "bandwidth", "copy", "offset", "stride", "none", ""});
  else
    s = char (randi ([1, 255], 1, randi ([0, 70])));
  endif
endfunction

## ---------------------------------------------------------------- checks

## "" for a gputiled: error that names a function, else a description.
function why = judge_error (err, what)
  why = "";
  ## (strncmp, not regexp: the message may quote random bytes.)
  fns = {"gpu_tiled_mm", "gpu_sum", "gpu_max", "gpu_min", "gpu_available", ...
         "gpu_info", "gpu_reset", "gpu_bandwidth", "gpu_tiled_bench", ...
         "__gputiled__"};
  named = any (cellfun (@(f) strncmp (err.message, [f ": "], numel (f) + 2),
                        fns));
  if (! strncmp (err.identifier, "gputiled:", 9) || ! named)
    why = sprintf ("%s raised %s: %s", what, err.identifier, err.message);
  endif
endfunction

function s = describe (args)
  s = strjoin (cellfun (@describe_one, args, "UniformOutput", false), ", ");
endfunction

function s = describe_one (a)
  s = sprintf ("%s[%s]", class (a), strjoin (arrayfun (@num2str, size (a),
                                                       "UniformOutput", false), "x"));
  if (ischar (a) && isrow (a))
    s = [s "=""" a(1:min (end, 20)) """"];
  endif
endfunction

## Our result C against Octave's R (from the same arguments): class and size
## equal, values within BOUND (elementwise; 0 where Octave is exact).
function why = compare (C, R, bound, what)
  why = "";
  if (! strcmp (class (C), class (R)) || ! isequal (size (C), size (R)))
    why = sprintf ("%s: %s %s, Octave gives %s %s", what, class (C),
                   mat2str (size (C)), class (R), mat2str (size (R)));
    return;
  endif
  c = double (C(:));
  r = double (R(:));
  if (! isequal (isnan (c), isnan (r)))
    why = sprintf ("%s: NaN where Octave has none, or the reverse", what);
    return;
  endif
  k = ! isnan (r);
  if (isscalar (bound))
    bound = repmat (bound, size (r));
  endif
  bound = bound(:);
  same = c(k) == r(k);                     # Inf included
  close = abs (c(k) - r(k)) <= bound(k) + realmin ();
  if (! all (same | close))
    j = find (! (same | close), 1);
    why = sprintf ("%s: element %d is %.17g, Octave gives %.17g", what, j,
                   c(k)(j), r(k)(j));
  endif
endfunction

## ---------------------------------------------------------------- cases

## The MEX file: a valid argument list with random replacements, or
## garbage throughout.
function why = fuzz_mex ()
  templates = {
    {"mm", ones(3), ones(3), "auto", 32, "cpu", -1};
    {"sum", ones(3), 0, "default", "fast", "cpu", -1};
    {"max", ones(3), 0, "fast", "cpu", -1};
    {"min", ones(3), 1, "interleaved", "cpu", -1};
    {"bandwidth", "stride", "double", 64, 2, 1, -1};
    {"info"}; {"available"}; {"inject", "none"}};
  args = templates{randi (numel (templates))};
  if (rand () < 0.1)
    args{1} = rv ();                              # the command itself
  endif
  for k = 1:randi (3)
    if (numel (args) > 1)
      args{randi ([2, numel(args)])} = rv ();
    endif
  endfor
  if (rand () < 0.2)
    args = args(1:randi ([0, numel(args)]));      # too few
  elseif (rand () < 0.1)
    args(end+1:end+randi (3)) = {rv()};           # too many
  endif
  if (numel (args) >= 2 && strcmp (args{1}, "inject")
      && ischar (args{2}) && ! strcmp (args{2}, "none"))
    args{2} = "none";                             # arm nothing
  endif
  nout = randi ([0, 4]);
  why = "";
  try
    out = cell (1, nout);
    [out{:}] = __gputiled__ (args{:});
  catch err
    why = judge_error (err, ["__gputiled__ (" describe(args) ")"]);
  end_try_catch
endfunction

## Random options: mostly valid names with random or valid values.  CLEAN:
## every name and value is a valid one, so the call means what Octave's own
## function means with the options left out.
function [o, clean] = rand_options (names, valid)
  o = {};
  clean = true;
  for k = 1:randi ([0, 3])
    if (rand () < 0.8)
      i = randi (numel (names));
      if (rand () < 0.6)
        o(end+1:end+2) = {names{i}, pick(valid{i})};
      else
        o(end+1:end+2) = {names{i}, rv()};
        clean = false;
      endif
    else
      o{end+1} = rv ();
      clean = false;
    endif
  endfor
  if (rand () < 0.9)
    o(end+1:end+2) = {"Backend", "cpu"};           # stay off the device
  else
    o(cellfun (@(x) ischar (x) && isrow (x) && strcmpi (x, "Backend"), o)) = {"Device"};
  endif
endfunction

function v = ifelse_val (c, a, b)
  if (c)
    v = a;
  else
    v = b;
  endif
endfunction

function why = fuzz_mm ()
  if (rand () < 0.85)
    A = rand_array ([randi([0, 40]), randi([0, 40])]);
    B = rand_array ([columns(A), randi([0, 40])]);
    if (rand () < 0.2)
      B = rand_array ([1, 1]);
    endif
  else
    A = rv ();
    B = rv ();
  endif
  if (rand () < 0.1)
    [A, B] = deal (B, A);
  endif
  [opts, clean] = rand_options ({"Kernel", "Tile", "Device"},
                       {{"auto", "naive", "tiled", "padded"}, {16, 32}, {0}});
  what = sprintf ("gpu_tiled_mm (%s)", describe ([{A, B}, opts]));
  try
    C = gpu_tiled_mm (A, B, opts{:});
  catch err
    why = judge_error (err, what);
    return;
  end_try_catch
  if (! clean)
    why = "";
    return;
  endif
  try
    R = A * B;
  catch
    why = [what ": succeeded where A*B errors"];
    return;
  end_try_catch
  if (isfloat (R) && ! isscalar (A) && ! isscalar (B))
    Ad = double (reshape (A, rows (A), prod (size (A)(2:end))));
    Bd = double (reshape (B, rows (B), prod (size (B)(2:end))));
    bound = 2 * columns (Ad) * eps (class (R)) * (abs (Ad) * abs (Bd));
    ## Where the finite terms can overflow the class, the result (Inf, -Inf
    ## or NaN) depends on the order of the sum, which BLAS chooses: leave
    ## those elements out.
    Ad(! isfinite (Ad)) = 0;
    Bd(! isfinite (Bd)) = 0;
    over = (abs (Ad) * abs (Bd)) > realmax (class (R)) / 4;
    if (any (over(:)))
      C(over) = 0;
      R(over) = 0;
    endif
  else
    bound = 0;
  endif
  why = compare (C, R, bound, what);
endfunction

function why = fuzz_sum ()
  X = ifelse_val (rand () < 0.9, rand_array (), rv ());
  lead = {};
  if (rand () < 0.5)
    lead{end+1} = ifelse_val (rand () < 0.8, randi (5), rv ());
  endif
  if (rand () < 0.4)
    lead{end+1} = pick ({"native", "double", "extra", rand_string()});
  endif
  [opts, clean] = rand_options ({"Kernel", "Device"},
                       {{"interleaved", "sequential", "fast"}, {0}});
  what = sprintf ("gpu_sum (%s)", describe ([{X}, lead, opts]));
  try
    S = gpu_sum (X, lead{:}, opts{:});
  catch err
    why = judge_error (err, what);
    return;
  end_try_catch
  if (! clean)
    why = "";
    return;
  endif
  try
    R = sum (X, lead{:});
  catch
    why = [what ": succeeded where sum errors"];
    return;
  end_try_catch
  if (any (cellfun (@(x) ischar (x) && isrow (x) && strcmp (x, "extra"), lead))
      && isa (X, "double")
      && ! all (abs (X(:)) < 1e300))
    why = "";
    return;     # Octave 7's "extra" turns Inf and overflow into NaN
  endif
  bound = 0;
  if (isfloat (R))
    n = max (1, numel (X));
    bound = 2 * n * eps (class (R)) * max (abs (double (X(:))));
    if (isempty (bound))
      bound = 0;
    endif
  endif
  why = compare (S, R, bound, what);
endfunction

function why = fuzz_minmax ()
  fn = pick ({"max", "min"});
  X = ifelse_val (rand () < 0.9, rand_array (), rv ());
  lead = {};
  if (rand () < 0.5)
    lead = {[], ifelse_val(rand () < 0.8, randi (5), rv ())};
  elseif (rand () < 0.1)
    lead = {rv()};
  endif
  [opts, clean] = rand_options ({"Kernel", "Device"},
                       {{"interleaved", "sequential", "fast"}, {0}});
  what = sprintf ("gpu_%s (%s)", fn, describe ([{X}, lead, opts]));
  try
    [M, I] = feval (["gpu_" fn], X, lead{:}, opts{:});
  catch err
    why = judge_error (err, what);
    return;
  end_try_catch
  if (! clean)
    why = "";
    return;
  endif
  try
    [RM, RI] = feval (fn, X, lead{:});
  catch
    why = [what ": succeeded where " fn " errors"];
    return;
  end_try_catch
  why = "";
  if (ischar (X) && any (X(:) > 127))
    return;       # Octave compares such chars as signed bytes: not matched
  endif
  why = compare (M, RM, 0, what);
  if (isempty (why))
    why = compare (I, RI, 0, [what " (index)"]);
  endif
endfunction

## The small functions: any arguments, any number of outputs.
function why = fuzz_small ()
  fn = pick ({"gpu_available", "gpu_info", "gpu_reset", "gpu_bandwidth", ...
              "gpu_tiled_bench"});
  args = {};
  if (rand () < 0.7)
    args = arrayfun (@(~) rv (), 1:randi ([1, 4]), "UniformOutput", false);
  endif
  ## Keep the classroom functions small, and never let them plot.
  if (strcmp (fn, "gpu_tiled_bench"))
    args(end+1:end+8) = {"Backend", "cpu", "Sizes", 4, "Reps", 1, "Plot", false};
  elseif (strcmp (fn, "gpu_bandwidth"))
    args(end+1:end+12) = {"N", 256, "Reps", 1, "Offsets", 0, "Strides", 1, ...
                          "Class", "single", "Plot", false};
  endif
  nout = randi ([0, 3]);
  why = "";
  try
    out = cell (1, nout);
    evalc ("[out{:}] = feval (fn, args{:});");
  catch err
    why = judge_error (err, sprintf ("%s (%s)", fn, describe (args)));
  end_try_catch
endfunction
