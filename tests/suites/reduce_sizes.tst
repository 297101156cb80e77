## SPDX-License-Identifier: GPL-3.0-or-later
## gpu_sum, gpu_max and gpu_min over the sizes around every boundary of the
## fast kernel's plan (16-byte heads and tails, blocks, chunks, splits,
## rows sharing a warp, 4-wide loads), every dim of small N-D arrays, both
## classes.  On the GPU the fast kernel must give the CPU path's bits;
## classroom kernels agree to rounding; max/min equal Octave's.

%!function check_all (X, d, backend)
%!  R = gpu_sum (X, d, "Backend", "cpu");
%!  ref = sum (X, d);
%!  assert (class (R), class (ref));
%!  assert (size (R), size (ref));
%!  tol = (size (X, d) + 1) * eps (class (X)) * sum (abs (double (X)), d) + realmin (class (X));
%!  assert (all (abs (double (R(:)) - double (ref(:))) <= tol(:)));
%!  if (strcmp (backend, "cuda"))
%!    assert (gpu_sum (X, d), R);
%!    for kern = {"interleaved", "sequential"}
%!      S = gpu_sum (X, d, "Kernel", kern{1});
%!      assert (all (abs (double (S(:)) - double (R(:))) <= tol(:)));
%!    endfor
%!  endif
%!  for f = {@max, @min}
%!    [m, i] = f{1} (X, [], d);
%!    g = str2func (["gpu_" func2str(f{1})]);
%!    if (strcmp (backend, "cuda"))
%!      [gm, gi] = g (X, [], d);
%!    else
%!      [gm, gi] = g (X, [], d, "Backend", "cpu");
%!    endif
%!    assert (gm, m);
%!    assert (gi, i);
%!  endfor
%!endfunction

%!function sweep (backend, big)
%!  lens = [1 2 3 4 5 7 8 9 255 256 257 1023 1024 1025 4095 4096 4097 16385];
%!  if (big)
%!    lens = [lens, 2^20 - 1, 2^20 + 3, 2^21 + 5, 3e6];
%!  endif
%!  for cls = {"double", "single"}
%!    for n = lens
%!      x = cast (round (8 * randn (n, 1)) / 8, cls{1});
%!      check_all (x, 1, backend);
%!      check_all (x', 2, backend);
%!    endfor
%!    for inner = [2 3 5 16 17 31 32 33 64 100 128 129 1000]
%!      for len = [1 2 9 100 1000]
%!        X = cast (randn (inner, len), cls{1});
%!        check_all (X, 2, backend);
%!        check_all (X, 1, backend);
%!      endfor
%!    endfor
%!    X = cast (randn (6, 5, 4, 3), cls{1});
%!    for d = 1:5
%!      check_all (X, d, backend);
%!    endfor
%!  endfor
%!endfunction

%!test sweep ("cpu", false);
%!testif ; gpu_available ()
%! sweep ("cuda", true);
%!testif ; gpu_available ()
%! ## Larger strided: splits and 16-byte loads, float and double.
%! for cls = {"double", "single"}
%!   X = cast (randn (4096, 3000), cls{1});
%!   check_all (X, 2, "cuda");
%!   X = cast (randn (4099, 2000), cls{1});
%!   check_all (X, 2, "cuda");
%! endfor

## ---- The fast kernel's order, modelled here ----
## kernel_sum (X, DIM) computes in Octave what reduce_ops.h and
## reduce_fast.cu document: the plan, every thread of every block with its
## elements in order (head element, 16-byte vectors g, g + G, ..., tail
## element), the warp-shuffle trees over all 32 lanes and over the 8 warps
## (empty accumulators included), the second pass over the chunks; along
## a non-contiguous dim the row slots merged in order, then the splits.
## Sums of double are double-double (TwoSum per element, Sum2 merges),
## sums of single a double rounded once.  The CPU path promises these bits.

%!function [s, c] = acc_add (s, c, x, dd)
%!  if (dd)
%!    t = s + x;
%!    bp = t - s;
%!    c = c + ((s - (t - bp)) + (x - bp));
%!    s = t;
%!  else
%!    s = s + x;
%!  endif
%!endfunction

%!function [s, c] = acc_merge (s, c, bs, bc, dd)
%!  if (dd)
%!    cc = c + bc;
%!    [s, c] = acc_add (s, zeros (size (s)), bs, true);
%!    c = c + cc;
%!  else
%!    s = s + bs;
%!  endif
%!endfunction

%!function v = acc_value (s, c, dd)
%!  v = s;
%!  if (dd)
%!    fin = ! isnan (s - s);
%!    v(fin) = s(fin) + c(fin);
%!  endif
%!endfunction

## The shuffle tree of each column of S (32 lanes): lane l merges lane
## l + off, off = 16, 8, 4, 2, 1; the result in row 1.
%!function [s, c] = warp_tree (s, c, dd)
%!  for off = [16 8 4 2 1]
%!    l = 1:off;
%!    [s(l,:), c(l,:)] = acc_merge (s(l,:), c(l,:), s(l+off,:), c(l+off,:), dd);
%!  endfor
%!  s = s(1,:);
%!  c = c(1,:);
%!endfunction

## A block of 256 threads per column: each warp's tree, then the warp
## results (padded with empty lanes) through one more.
%!function [s, c] = block_tree (s, c, dd)
%!  n = columns (s);
%!  [s, c] = warp_tree (reshape (s, 32, []), reshape (c, 32, []), dd);
%!  s = [reshape(s, 8, n); zeros(24, n)];
%!  c = [reshape(c, 8, n); zeros(24, n)];
%!  [s, c] = warp_tree (s, c, dd);
%!endfunction

## inner == 1: the columns of M (len x n) are segments starting at
## element offsets OFF (all with the same head).
%!function v = contig_model (M, off, chunks, vec, dd)
%!  len = rows (M);
%!  n = columns (M);
%!  G = chunks * 256;
%!  head = min (mod (vec - mod (off, vec), vec), len);
%!  nv = floor ((len - head) / vec);
%!  tl = mod (len - head, vec);
%!  s = zeros (G, n);
%!  c = s;
%!  g = (0:G-1)';
%!  k = g < head;
%!  [s(k,:), c(k,:)] = acc_add (s(k,:), c(k,:), M(g(k)+1,:), dd);
%!  for r = 0:ceil (nv / G) - 1
%!    k = g + r * G < nv;
%!    for e = 0:vec-1
%!      [s(k,:), c(k,:)] = acc_add (s(k,:), c(k,:), M(head + (g(k) + r*G)*vec + e + 1,:), dd);
%!    endfor
%!  endfor
%!  k = g < tl;
%!  [s(k,:), c(k,:)] = acc_add (s(k,:), c(k,:), M(head + nv*vec + g(k) + 1,:), dd);
%!  ## block b of each segment: rows b*256 + (1:256)
%!  [ps, pc] = block_tree (reshape (s, 256, []), reshape (c, 256, []), dd);
%!  ps = reshape (ps, chunks, n);
%!  pc = reshape (pc, chunks, n);
%!  if (chunks > 1)
%!    s = zeros (256, n);
%!    c = s;
%!    for j = 1:chunks
%!      t = mod (j - 1, 256) + 1;
%!      [s(t,:), c(t,:)] = acc_merge (s(t,:), c(t,:), ps(j,:), pc(j,:), dd);
%!    endfor
%!    [ps, pc] = block_tree (s, c, dd);
%!  endif
%!  v = acc_value (ps, pc, dd);
%!endfunction

## inner > 1: x is inner x len x outer.
%!function v = strided_model (x, vec, dd)
%!  [inner, len, outer] = size (x);
%!  if (inner < 32)
%!    slots = 8 * floor (32 / inner);   # rows sharing a warp
%!    xblocks = 1;
%!  else
%!    slots = 8;
%!    vw = 1 + (vec - 1) * (mod (inner, vec) == 0);
%!    xblocks = ceil (inner / (32 * vw));
%!  endif
%!  maxs = max (1, ceil (len / (slots * 16)));
%!  want = ceil (2048 / max (1, xblocks * outer));
%!  S = max (1, min ([want, maxs, 65535]));
%!  rs = zeros (inner, outer);
%!  rc = rs;
%!  for sp = 0:S-1
%!    bs = zeros (inner, outer);
%!    bc = bs;
%!    for q = 0:slots-1
%!      xs = zeros (inner, outer);
%!      xc = xs;
%!      for k = q + slots*sp : slots*S : len-1
%!        [xs, xc] = acc_add (xs, xc, reshape (x(:,k+1,:), inner, outer), dd);
%!      endfor
%!      [bs, bc] = acc_merge (bs, bc, xs, xc, dd);
%!    endfor
%!    if (S == 1)
%!      rs = bs;
%!      rc = bc;
%!    else
%!      [rs, rc] = acc_merge (rs, rc, bs, bc, dd);
%!    endif
%!  endfor
%!  v = acc_value (rs, rc, dd);
%!endfunction

## gpu_sum (X, DIM)'s bits by the model (X double or single, real or
## complex: complex X is summed as interleaved (re, im) pairs).
%!function S = kernel_sum (X, dim)
%!  cls = class (X);
%!  dd = strcmp (cls, "double");
%!  vec = 2 + 2 * ! dd;   # elements per 16 bytes
%!  sz = size (X);
%!  sz(end+1:dim) = 1;
%!  inner = prod (sz(1:dim-1));
%!  len = sz(dim);
%!  outer = prod (sz(dim+1:end));
%!  x = double (X(:));
%!  if (iscomplex (X))
%!    x = [real(x).'; imag(x).'];
%!    inner *= 2;
%!  endif
%!  x = reshape (x, inner, len, outer);
%!  if (inner == 1)
%!    M = reshape (x, len, outer);
%!    cap = max (1, floor (2048 / max (outer, 1)));
%!    chunks = max (1, min (cap, ceil (len / (256 * 4 * vec))));
%!    off = (0:outer-1) * len;
%!    head = min (mod (vec - mod (off, vec), vec), len);
%!    v = zeros (1, outer);
%!    for h = unique (head)
%!      cols = find (head == h);
%!      for b = 1:512:numel (cols)   # in pieces: 256 threads a column
%!        cb = cols(b:min (b + 511, end));
%!        v(cb) = contig_model (M(:,cb), off(cb(1)), chunks, vec, dd);
%!      endfor
%!    endfor
%!  else
%!    v = strided_model (x, vec, dd);
%!  endif
%!  v = cast (v(:), cls);
%!  if (iscomplex (X))
%!    v = complex (v(1:2:end), v(2:2:end));
%!  endif
%!  rsz = sz;
%!  rsz(dim) = 1;
%!  S = reshape (v, rsz);
%!endfunction

## Equal bit for bit, NaN with NaN (the GPU's NaN is its own; which NaN an
## x86 add returns depends on the order of its operands).
%!function same_bits (S, M, what)
%!  assert (class (S), class (M));
%!  assert (size (S), size (M));
%!  for part = {@real, @imag}
%!    a = part{1} (S(:));
%!    b = part{1} (M(:));
%!    assert (isnan (a), isnan (b));
%!    a(isnan (a)) = 0;
%!    b(isnan (b)) = 0;
%!    bad = find (typecast (a, "uint8") != typecast (b, "uint8"), 1);
%!    assert (isempty (bad), "%s: byte %d differs from the kernel's order", what, bad);
%!  endfor
%!endfunction

## Slices whose sums cancel: X = Y - Y(p) with p a permutation along DIM
## and Y over many binades, so each slice's exact sum is the few rounding
## errors of the differences, far below its partial sums, and the order of
## the additions shows in the result (a compensated sum without
## cancellation is near exact in any order); zeros of both signs, and some
## plain values.
%!function X = spread (sz, cls, dim)
%!  if (strcmp (cls, "double"))
%!    e = min (max (round (60 * randn (sz)), -900), 900);
%!  else
%!    e = min (max (round (12 * randn (sz)), -50), 50);
%!  endif
%!  Y = cast (randn (sz) .* 2 .^ e, cls);
%!  idx = repmat ({":"}, 1, numel (sz));
%!  idx{dim} = randperm (size (Y, dim));
%!  X = Y - Y(idx{:});
%!  X(rand (sz) < 0.1) = randn ();
%!  X(rand (sz) < 0.05) = 0;
%!  X(rand (sz) < 0.05) = -0;
%!endfunction

## Short slices (many outputs of a few elements, every phase of the
## 16-byte heads), then long ones: gpu_sum (..., OPTS{:}) gives the
## model's bits.
%!function model_sweep (varargin)
%!  cases = {[2 3000], {1}; [3 3001], {1}; [1 1 999], {3}; [4 1000], {1}; ...
%!           [5 700], {1}; [7 300], {1}; [9 200], {1}; [33 50], {1}; ...
%!           [70 40], {1}; [129 17], {1}; [3000 2], {2}; [999 3], {2}; ...
%!           [2 3 700], {1, 2, 3}; [3 2 5 40], {1, 2, 3, 4}; [40 3 50], {2}; ...
%!           [6 5000], {2}; [300 40], {2}; [31 2000], {2}; [1 70000], {2}; ...
%!           [1 5000], {2}; [5000 3], {1}; [1000 1000], {1, 2}; ...
%!           [20000 40], {1}; [100000 1], {1}};
%!  for c = 1:rows (cases)
%!    for cls = {"double", "single"}
%!      for d = cases{c, 2}
%!        X = spread (cases{c, 1}, cls{1}, d{1});
%!        what = sprintf ("%s %s dim %d", mat2str (cases{c, 1}), cls{1}, d{1});
%!        same_bits (gpu_sum (X, d{1}, varargin{:}), kernel_sum (X, d{1}), what);
%!      endfor
%!    endfor
%!  endfor
%!endfunction

%!test model_sweep ("Backend", "cpu");
%!testif ; gpu_available ()
%! model_sweep ();
%!test
%! ## Complex, "double" and "extra" (single summed as double), integers,
%! ## logical and char (summed as double): the model's bits too.
%! for sz = {[2 1500], [3 1000], [1000 2], [2 3 200]}
%!   for d = 1:numel (sz{1})
%!     Z = complex (spread (sz{1}, "double", d), spread (sz{1}, "double", d));
%!     what = sprintf ("complex %s dim %d", mat2str (sz{1}), d);
%!     same_bits (gpu_sum (Z, d, "Backend", "cpu"), kernel_sum (Z, d), what);
%!     same_bits (gpu_sum (single (Z), d, "Backend", "cpu"), kernel_sum (single (Z), d), what);
%!   endfor
%!   Y = spread (sz{1}, "single", 1);
%!   same_bits (gpu_sum (Y, "double", "Backend", "cpu"), kernel_sum (double (Y), 1), "double");
%!   Y = spread (sz{1}, "single", 2);
%!   same_bits (gpu_sum (Y, 2, "extra", "Backend", "cpu"), kernel_sum (double (Y), 2), "extra");
%!   I = int32 (randn (sz{1}) * 1e3);
%!   same_bits (gpu_sum (I, "Backend", "cpu"), kernel_sum (double (I), 1), "int32");
%!   L = rand (sz{1}) > 0.5;
%!   same_bits (gpu_sum (L, 2, "Backend", "cpu"), kernel_sum (double (L), 2), "logical");
%!   ## converted to double as C converts: 64-bit integers round
%!   W = int64 (randn (sz{1}) * 2^62);
%!   same_bits (gpu_sum (W, 2, "Backend", "cpu"), kernel_sum (double (W), 2), "int64");
%!   U = uint64 (abs (randn (sz{1})) * 2^63);
%!   same_bits (gpu_sum (U, "Backend", "cpu"), kernel_sum (double (U), 1), "uint64");
%!   C = char (randi ([0 255], sz{1}));
%!   same_bits (gpu_sum (C, "Backend", "cpu"), kernel_sum (double (C), 1), "char");
%!   B = uint8 (randi ([0 255], sz{1}));
%!   same_bits (gpu_sum (B, 2, "Backend", "cpu"), kernel_sum (double (B), 2), "uint8");
%! endfor
%!test
%! ## Inf, NaN and signed zeros in short slices.
%! v = [0, -0, Inf, -Inf, NaN, 1e308, -1e308, 1, -1, 1e16, -2];
%! for sz = {[2 2000], [3 2000], [2000 2], [2 3 300], [4 1000]}
%!   X = v(randi (numel (v), sz{1}));
%!   for d = 1:numel (sz{1})
%!     for cls = {"double", "single"}
%!       x = cast (X, cls{1});
%!       same_bits (gpu_sum (x, d, "Backend", "cpu"), kernel_sum (x, d),
%!                  sprintf ("specials %s dim %d", mat2str (sz{1}), d));
%!       ## small integers add exactly in any order: sum's answer, the
%!       ## same NaN and Inf
%!       x(abs (x) > 2 & isfinite (x)) = 1;
%!       assert (gpu_sum (x, d, "Backend", "cpu"), sum (x, d));
%!     endfor
%!   endfor
%! endfor
%!test
%! ## Short slices of double are compensated: [1e16; 1; -1e16] is 1 in
%! ## every phase and along every dim, where sum's plain adds give 0.
%! x = [1e16; 1; -1e16];
%! for n = [1, 2, 3, 4, 5, 99]
%!   X = repmat (x, 1, n);
%!   assert (gpu_sum (X, "Backend", "cpu"), ones (1, n));
%!   assert (gpu_sum (X', 2, "Backend", "cpu"), ones (n, 1));
%!   assert (gpu_sum (reshape (X, [1 3 n]), 2, "Backend", "cpu"), ones (1, 1, n));
%!   assert (gpu_sum (reshape (X', [n 1 3]), 3, "Backend", "cpu"), ones (n, 1));
%!   assert (gpu_sum ([X; X], "Backend", "cpu"), 2 * ones (1, n));
%! endfor
%! assert (sum (x), 0);
%!test
%! ## The short-slice family against Octave's sum, within a bound that
%! ## grows with the slice length; exact where sum is.
%! for sz = {[2 5000], [3 5000], [5000 2], [4 3000], [2 3 1000], [1 2 3 4 5]}
%!   X = randn (sz{1});
%!   for d = 1:numel (sz{1})
%!     check_all (X, d, "cpu");
%!     check_all (single (X), d, "cpu");
%!     check_all (complex (X, -X), d, "cpu");
%!     for t = {"double", "extra", "native"}
%!       S = gpu_sum (single (X), d, t{1}, "Backend", "cpu");
%!       R = sum (single (X), d, t{1});
%!       assert (class (S), class (R));
%!       tol = (size (X, d) + 1) * eps (class (R)) * sum (abs (double (X)), d);
%!       assert (all (abs (double (S(:)) - double (R(:))) <= tol(:) + realmin));
%!     endfor
%!     for cls = {"int8", "uint16", "int32", "logical", "char"}
%!       Y = cast (abs (X) * 20, cls{1});
%!       assert (gpu_sum (Y, d, "Backend", "cpu"), sum (Y, d));
%!     endfor
%!     assert (gpu_sum (int8 (X * 50), d, "native", "Backend", "cpu"), sum (int8 (X * 50), d, "native"));
%!   endfor
%! endfor
