## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn {} {} cpu_reduce_bench (@var{reps})
## Times the CPU path of gpu_sum, gpu_max and gpu_min (@qcode{"Backend",
## "cpu"}) against Octave's sum, max and min on the same data in the same
## run: for each case the minimum over @var{reps} (default 15) calls of
## each, in milliseconds, and the ratio gputiled / Octave (for max and min
## also with both outputs, [M, I]).  The cases are the short-slice shapes
## of issue 15 (many outputs of a few elements each, along every
## dimension, every type argument and class), then long slices.  Results
## and method: bench/reduce.md.
##
## Run from the repository root with the build directory and inst/ on the
## path, e.g.
## @example
## octave-cli --eval "addpath ('build-cpu', 'inst', 'bench'); cpu_reduce_bench"
## @end example
## @end deftypefn

function cpu_reduce_bench (reps = 15)

  rand ("seed", 1);
  d2 = rand (2, 1e6);  d3 = rand (3, 1e6);  t2 = rand (1e6, 2);
  s4 = rand (4, 5e5, "single");  n3 = rand (2, 3, 5e5);
  cases = {
    "sum rand(2,1e6)",          @() d2,  {};
    "sum rand(3,1e6)",          @() d3,  {};
    "sum rand(1e6,2),2",        @() t2,  {2};
    "sum single(4,5e5)",        @() s4,  {};
    "sum single(4,5e5) dbl",    @() s4,  {"double"};
    "sum single(4,5e5) ext",    @() s4,  {"extra"};
    "sum rand(2,1e6) extra",    @() d2,  {"extra"};
    "sum rand(2,3,5e5),1",      @() n3,  {1};
    "sum rand(2,3,5e5),2",      @() n3,  {2};
    "sum rand(2,3,5e5),3",      @() n3,  {3};
    "sum complex(2,5e5)",       @() complex (d2(:, 1:5e5), d2(:, 5e5+1:end)), {};
    "sum int32(2,1e6)",         @() int32 (1000 * d2), {};
    "sum int32(2,1e6) native",  @() int32 (1000 * d2), {"native"};
    "sum int8(2,1e6) native",   @() int8 (100 * d2), {"native"};
    "sum logical(2,1e6)",       @() d2 > 0.5, {};
    "sum logical(2,1e6) nat",   @() d2 > 0.5, {"native"};
    "sum char(2,1e6)",          @() char (65 + 50 * d2), {};
    "sum int64(2,1e6)",         @() int64 (1e12 * d2), {};
    "sum rand(1e7,1)",          @() rand (1e7, 1), {};
    "sum single(1e7,1)",        @() rand (1e7, 1, "single"), {};
    "sum rand(1000)",           @() rand (1000), {};
    "sum rand(1000),2",         @() rand (1000), {2};
    "sum rand(3000,3000),2",    @() rand (3000), {2};
  };
  mm = {
    "rand(2,1e6)",       @() d2,  {};
    "rand(1e6,2),2",     @() t2,  {[], 2};
    "single(4,5e5)",     @() s4,  {};
    "rand(2,3,5e5),2",   @() n3,  {[], 2};
    "rand(2,3,5e5),3",   @() n3,  {[], 3};
    "int32(2,1e6)",      @() int32 (1000 * d2), {};
    "int64(2,1e6)",      @() int64 (1e12 * d2), {};
    "logical(2,1e6)",    @() d2 > 0.5, {};
    "complex(2,5e5)",    @() complex (d2(:, 1:5e5), d2(:, 5e5+1:end)), {};
    "rand(1e7,1)",       @() rand (1e7, 1), {};
    "rand(1000)",        @() rand (1000), {};
    "rand(1000),2",      @() rand (1000), {[], 2};
  };
  printf ("%-26s %10s %10s %7s\n", "case", "gputiled", "octave", "ratio");
  for c = 1:rows (cases)
    X = cases{c, 2} ();
    a = cases{c, 3};
    tg = best (@() gpu_sum (X, a{:}, "Backend", "cpu"), reps);
    to = best (@() sum (X, a{:}), reps);
    printf ("%-26s %10.3f %10.3f %7.2f\n", cases{c, 1}, tg, to, tg / to);
  endfor
  for f = {"max", "min"}
    g = str2func (["gpu_" f{1}]);  o = str2func (f{1});
    for c = 1:rows (mm)
      X = mm{c, 2} ();
      a = mm{c, 3};
      tg = best (@() g (X, a{:}, "Backend", "cpu"), reps);
      tg2 = best (@() two_out (g, X, a, true), reps);
      to = best (@() o (X, a{:}), reps);
      to2 = best (@() two_out (o, X, a, false), reps);
      printf ("%-26s %10.3f %10.3f %7.2f   [M,I] %7.2f\n",
              [f{1} " " mm{c, 1}], tg, to, tg / to, tg2 / to2);
    endfor
  endfor

endfunction

function t = best (f, reps)
  t = Inf;
  for r = 1:reps
    t0 = tic ();
    f ();
    t = min (t, toc (t0));
  endfor
  t *= 1e3;
endfunction

function two_out (f, X, a, cpu)
  if (cpu)
    [m, i] = f (X, a{:}, "Backend", "cpu");
  else
    [m, i] = f (X, a{:});
  endif
endfunction
