## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## Large arrays, on a machine with a GPU (run by tests/gpu.sh):
##   octave-cli --norc --no-history --no-window-system tests/gpu/large_gpu.m
##
## Products and reductions with more than 2^31 (and 2^32) elements must be
## right: no 32-bit index anywhere.  Needs about 40 GB of device memory and
## 40 GB of host memory, and an Octave with 64-bit indices; prints what it
## skips otherwise.  About a minute and a half on an H200.
##   1. sums of a 50000 x 50000 single (2.5e9 elements) along both
##      dimensions and of all of it, against Octave's sum accumulated in
##      double; its max along 2 with the indices;
##   2. a 3 x 2^31 single (6.4e9 elements) of ones with sentinels beyond
##      element 2^32: sums along both dimensions, max with indices, exact;
##   3. a 46341 x 46341 single product (the result has 2^31 + 4633
##      elements), checked on whole rows and columns and on a sample of
##      elements beyond 2^31;
##   4. thin products with a 50016 x 50016 result (2.5e9 elements) through
##      every kernel, single and double, checked the same way;
##   5. a 64 x 5e6 single result: more block columns than a grid's y
##      dimension holds.

addpath (fileparts (mfilename ("fullpath")));
gpu_script_setup ("large_gpu");

1;

## C = A*B checked on rows I and columns J in full, and on NS random
## elements whose linear index is beyond 2^31 (A and B nonnegative: the
## rounding bound is k * eps * (A*B) itself, elementwise).
function check_product (C, A, B, what, ns)
  [m, k] = size (A);
  n = columns (B);
  assert (isequal (size (C), [m, n]), [what ": size"]);
  assert (strcmp (class (C), class (A(1) * B(1))), [what ": class"]);
  tol = 2 * k * eps (class (C));
  I = unique ([1, 2, floor(m / 2), m - 1, m]);
  J = unique ([1, 2, floor(n / 2), n - 1, n]);
  R = A * B(:, J);
  assert (all (abs (C(:, J)(:) - R(:)) <= tol * R(:) + realmin (class (C))),
          "%s: columns %s", what, mat2str (J));
  R = A(I, :) * B;
  assert (all (abs (C(I, :)(:) - R(:)) <= tol * R(:) + realmin (class (C))),
          "%s: rows %s", what, mat2str (I));
  lo = min (2^31, numel (C) - 1);
  idx = [numel(C), lo + randi(numel (C) - lo, 1, ns)];
  [ii, jj] = ind2sub ([m, n], idx);
  for t = 1:numel (idx)
    r = A(ii(t), :) * B(:, jj(t));
    assert (abs (C(idx(t)) - r) <= tol * r + realmin (class (C)),
            "%s: C(%d, %d) = %.9g, A*B gives %.9g", what, ii(t), jj(t),
            C(idx(t)), r);
  endfor
endfunction

function step (t0, what)
  printf ("  %-60s %6.1f s\n", what, toc (t0));
  fflush (stdout);
endfunction

t_all = tic ();
d = gpu_info ()(1);
printf ("large_gpu on %s, %.0f GiB\n", d.name, d.memory_total / 2^30);
if (sizemax () < 2^33)
  printf ("large_gpu: this Octave has 32-bit indices (sizemax %d): skipped\n",
          sizemax ());
  return;
endif
rand ("twister", 1);
need = 40e9;
host = regexp (fileread ("/proc/meminfo"), 'MemAvailable:\s*(\d+)', "tokens", "once");
if (d.memory_free < need || str2double (host{1}) * 1024 < need)
  printf ("large_gpu: needs %.0f GB of device and of host memory: skipped\n", need / 1e9);
  return;
endif

## 1. 50000 x 50000 single.
t = tic ();
X = rand (50000, "single");
step (t, "1. X = rand (50000, 'single')");
for dim = 1:2
  S = gpu_sum (X, dim);
  R = single (sum (X, dim, "double"));
  assert (class (S), "single");
  assert (size (S), size (R));
  assert (all (abs (S(:) - R(:)) <= 2 * eps (R(:))), "sum along %d", dim);
  step (t, sprintf ("   gpu_sum along %d", dim));
endfor
S = gpu_sum (X(:));
assert (abs (S - single (sum (X(:), "double"))) <= 4 * eps (S), "sum of all");
S = gpu_sum (X, 2, "Kernel", "sequential");
R = single (sum (X, 2, "double"));
assert (all (abs (S - R) <= 1e-6 * R), "sequential kernel along 2");
step (t, "   gpu_sum of all, and along 2 with the sequential kernel");
[M, I] = gpu_max (X, [], 2);
[RM, RI] = max (X, [], 2);
assert (isequal (M, RM) && isequal (I, RI), "max along 2");
step (t, "   gpu_max along 2, with indices");
clear X S R M I RM RI;

## 2. 3 x 2^31 single: ones, with sentinels that single sums near 2^31
##    still resolve (multiples of 512), several past element 2^32.
t = tic ();
N = 2^31;
X = ones (3, N, "single");
sent = [1, N, 4096; 2, N - 7, -8192; 3, 1, 65536; 1, 2^30 + 1, 1024; ...
        2, 2^31 - 2^20, 2^20; 3, N, 512];
for s = 1:rows (sent)
  X(sent(s,1), sent(s,2)) = sent(s,3);
endfor
step (t, "2. X = ones (3, 2^31, 'single') with sentinels");
want = N * ones (3, 1);
for s = 1:rows (sent)
  want(sent(s,1)) += sent(s,3) - 1;
endfor
S = gpu_sum (X, 2);
assert (S, single (want), 0);
step (t, "   gpu_sum along 2 (exact)");
S = gpu_sum (X);
assert (size (S), [1, N]);
cols = unique (sent(:,2))';
wc = 3 * ones (1, numel (cols));
for s = 1:rows (sent)
  c = find (cols == sent(s,2));
  wc(c) += sent(s,3) - 1;
endfor
assert (S(cols), single (wc), 0);
S(cols) = 3;
assert (all (S == 3), "sum along 1: wrong columns");
step (t, "   gpu_sum along 1 (exact, every column)");
clear S;
[M, I] = gpu_max (X, [], 2);
assert (M, single ([4096; 2^20; 65536]));
assert (I, [N; 2^31 - 2^20; 1]);
[M, I] = gpu_min (X, [], 2);
assert (M, single ([1; -8192; 1]));
assert (I, [1; N - 7; 2]);
step (t, "   gpu_max and gpu_min along 2, with indices");
clear X M I;

## 3. 46341 x 46341 single product.
t = tic ();
A = rand (46341, "single");
B = rand (46341, "single");
step (t, "3. A, B = rand (46341, 'single')");
[C, info] = gpu_tiled_mm (A, B);
step (t, sprintf ("   C = gpu_tiled_mm (A, B): %s, %.1f ms kernel", info.kernel,
                  info.kernel_ms));
check_product (C, A, B, "46341^2 single", 200);
step (t, "   checked");
clear A B C;

## 4. Thin products with 2.5e9-element results, every kernel.
t = tic ();
m = 50016;  k = 32;
kernels = {"single", "naive", 32; "single", "tiled", 16; "single", "padded", 32;
           "single", "regblock", 32; "single", "cublas", 32; "double", "naive", 16;
           "double", "dmma", 32; "double", "cublas", 32};
for c = 1:rows (kernels)
  [cls, kern, tile] = kernels{c,:};
  A = rand (m, k, cls);  B = rand (k, m, cls);
  C = gpu_tiled_mm (A, B, "Kernel", kern, "Tile", tile);
  check_product (C, A, B, sprintf ("%dx%dx%d %s %s", m, k, m, cls, kern), 100);
  clear C;
  step (t, sprintf ("4. %d x %d x %d %s, %s", m, k, m, cls, kern));
endfor
clear A B;

## 5. More block columns than gridDim.y takes (65535 x 64).
t = tic ();
A = rand (64, 16, "single");
B = rand (16, 5e6, "single");
for kern = {"auto", "regblock", "padded"}
  C = gpu_tiled_mm (A, B, "Kernel", kern{1});
  J = [1, 65535 * 64 + (0:1), 5e6];
  assert (abs (C(:, J) - A * B(:, J)) <= 32 * eps ("single") * (A * B(:, J)),
          "64 x 5e6 %s", kern{1});
  check_product (C, A, B, ["64 x 16 x 5e6 " kern{1}], 50);
  step (t, sprintf ("5. 64 x 16 x 5e6 single, %s", kern{1}));
endfor
clear A B C;

gpu_reset ();
printf ("large_gpu: all passed (%.0f s)\n", toc (t_all));
