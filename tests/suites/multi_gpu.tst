## SPDX-License-Identifier: GPL-3.0-or-later
## Products and reductions spread over several devices ("Devices", and
## gpu_devices for the package default).  The tests that need a GPU need two
## (they are skipped, and counted as skipped, with fewer): a product spread
## over devices must equal the one-device product bit for bit (the plan is
## made once for the whole product, each device computes whole columns of C
## with its kernel, configuration and split-K); a reduction must give the
## same bits on every run (partial results combined in device order), and
## max and min the one-device answer; a device failing in the middle of a
## product must give a clear error, leave no buffer in use on any device,
## and the next call must work.  The work split itself is checked on every
## machine (__gputiled__ ("split", ...), plain C).

%!function n = ndev ()
%!  n = numel (gpu_info ());
%!endfunction

%!function A = rnd (m, n, cls)
%!  A = cast (randn (m, n), cls);
%!endfunction

%!function C = crnd (m, n)
%!  C = complex (randn (m, n), randn (m, n));
%!endfunction

## C with the environment variable NAME set to VALUE for one call.
%!function [C, info] = mm_with (name, value, varargin)
%!  old = getenv (name);
%!  setenv (name, value);
%!  __gputiled__ ("config");
%!  unwind_protect
%!    [C, info] = gpu_tiled_mm (varargin{:});
%!  unwind_protect_cleanup
%!    if (isempty (old))
%!      unsetenv (name);
%!    else
%!      setenv (name, old);
%!    endif
%!    __gputiled__ ("config");
%!  end_unwind_protect
%!endfunction

## No device has a buffer of the cache checked out.
%!function assert_idle (what)
%!  s = gpu_info ();
%!  assert (isequal ([s.cache_in_use], zeros (1, numel (s))), "%s", what);
%!endfunction

## ---------------------------------------------------------------- the split

## Equal devices share equally, in whole steps; the shares add up.
%!test
%! s = __gputiled__ ("split", 8192, 64, [1 1], [-1 -1]);
%! assert (s, [4096 4096]);
%! s = __gputiled__ ("split", 8192, 128, [1 1 1 1], -ones (1, 4));
%! assert (s, [2048 2048 2048 2048]);
%! s = __gputiled__ ("split", 1000, 64, [1 1 1], -ones (1, 3));
%! assert (sum (s), 1000);
%! assert (all (mod (s(1:2), 64) == 0));

## A slower device gets less, in proportion.
%!test
%! s = __gputiled__ ("split", 9000, 1, [2 1], [-1 -1]);
%! assert (s, [6000 3000]);
%! s = __gputiled__ ("split", 8192, 64, [132 66], [-1 -1]);
%! assert (sum (s), 8192);
%! assert (abs (s(1) - 2 * s(2)) <= 128);

## A fuller device gets what fits, the others the rest; when all are full,
## the rest goes out of core in proportion to what each holds.
%!test
%! s = __gputiled__ ("split", 8192, 64, [1 1], [1000 -1]);
%! assert (sum (s), 8192);
%! assert (s(1) <= 1000 + 64 && s(1) >= 1000 - 64);
%! s = __gputiled__ ("split", 8192, 64, [1 1 1], [1000 500 -1]);
%! assert (sum (s), 8192);
%! assert (s(1) > s(2) && s(3) > s(1));
%! s = __gputiled__ ("split", 9000, 1, [1 1], [2000 1000]);
%! assert (s, [6000 3000]);
%! s = __gputiled__ ("split", 8192, 64, [1 1], [0 0]);
%! assert (s, [4096 4096]);

## Devices that cannot run get nothing; too little work for every device
## leaves some without any; 8 devices; the same arguments, the same split.
%!test
%! assert (__gputiled__ ("split", 4096, 64, [1 0 1], [-1 -1 -1]),
%!         [2048 0 2048]);
%! s = __gputiled__ ("split", 100, 64, [1 1 1 1], -ones (1, 4));
%! assert (sum (s), 100);
%! assert (nnz (s) <= 2);
%! s = __gputiled__ ("split", 2^30, 65536, ones (1, 8), -ones (1, 8));
%! assert (s, 2^27 * ones (1, 8));
%! assert (__gputiled__ ("split", 0, 64, [1 1], [-1 -1]), [0 0]);
%! a = __gputiled__ ("split", 12345, 64, [3 1 2], [5000 -1 2000]);
%! b = __gputiled__ ("split", 12345, 64, [3 1 2], [5000 -1 2000]);
%! assert (a, b);
%! assert (sum (a), 12345);

%!error id=gputiled:invalidOption __gputiled__ ("split", 10, 1, ones (1, 9), ones (1, 9))
%!error id=gputiled:invalidOption __gputiled__ ("split", 10, 0, 1, 1)

## ------------------------------------------------------ options, no device

## Devices names GPUs: with the CPU backend it is refused, as Device is
## (one rule for every function, see doc/behaviour.md, "Backends").
%!error <Devices selects GPUs, but the Backend is "cpu"> gpu_tiled_mm (ones (3), ones (3), "Backend", "cpu", "Devices", [0 1])
%!error <Devices selects GPUs, but the Backend is "cpu"> gpu_tiled_mm (ones (3), ones (3), "Backend", "cpu", "Devices", "all")
%!error <Devices selects GPUs, but the Backend is "cpu"> gpu_sum (ones (3), "Backend", "cpu", "Devices", "ALL")
%!error <Devices selects GPUs, but the Backend is "cpu"> gpu_max (ones (3), [], 1, "Backend", "cpu", "Devices", [1 0])
%!test
%! ## With "auto" and no GPU the list is unused; where there are GPUs it
%! ## spreads the work, with the same result.
%! A = rnd (30, 40, "double");  B = rnd (40, 20, "double");
%! C = gpu_tiled_mm (A, B, "Backend", "cpu");
%! assert (gpu_tiled_mm (A, B, "Backend", "auto", "Devices", "all"), C,
%!         40 * eps * norm (A, 1) * norm (B, 1));

%!error id=gputiled:invalidOption gpu_tiled_mm (1, 1, "Devices", [0 0])
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 1, "Devices", "none")
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 1, "Devices", [0; 1])
%!error id=gputiled:invalidOption gpu_tiled_mm (1, 1, "Devices", 0:8)
%!error id=gputiled:invalidOption gpu_sum (1, "Devices", -1)
%!error id=gputiled:invalidOption gpu_max (1, [], 1, "Devices", 0.5)
%!error id=gputiled:invalidOption gpu_min (1, "Devices", {0})
%!error id=gputiled:invalidOption __gputiled__ ("mm", 1, 1, "auto", 32, "cuda", [1 1])
%!error id=gputiled:invalidOption __gputiled__ ("sum", 1, 0, "default", "fast", "cuda", "some")

## ------------------------------------------------------------ two devices

## Products: the bits of one device, both devices at work, every share a
## part of the columns; for each class, kernel and composition.
%!testif ; ndev () >= 2
%! cases = {1500, 2100, 2300, "double", "auto";
%!          1500, 2100, 2300, "double", "padded";
%!          3000, 3000, 3000, "single", "auto";
%!          3000, 2000, 2600, "single", "padded";
%!          2100, 1700, 2300, "double", "naive"};
%! for c = 1:rows (cases)
%!   [m, k, n, cls, kern] = cases{c, :};
%!   A = rnd (m, k, cls);  B = rnd (k, n, cls);
%!   [C1, i1] = gpu_tiled_mm (A, B, "Kernel", kern, "Device", 0);
%!   [C2, i2] = gpu_tiled_mm (A, B, "Kernel", kern, "Devices", [0 1]);
%!   what = sprintf ("%dx%dx%d %s %s", m, k, n, cls, kern);
%!   assert (isequal (C2, C1), what);
%!   assert (isequal (i2.devices, [0 1]), "%s", what);
%!   assert (isequal (sum (i2.shares), n), "%s", what);
%!   assert (all (i2.shares > 0), "%s", what);
%!   assert (isequal (i2.kernel, i1.kernel), "%s", what);
%!   assert (isequal (i2.config, i1.config), "%s", what);
%!   assert (isequal (i2.splits, i1.splits), "%s", what);
%!   assert_idle (what);
%! endfor

## Complex operands, every composition.  The sizes put each composition
## above the planner's spreading threshold (64 MiB of operands: a complex x
## real product of 1200 x 1300 x 1400 stays on one device).
%!testif ; ndev () >= 2
%! A = crnd (1600, 1700);  B = crnd (1700, 1800);
%! Ar = randn (1600, 1700);  Br = randn (1700, 1800);
%! for ab = {{A, B}, {A, Br}, {Ar, B}}
%!   C1 = gpu_tiled_mm (ab{1}{1}, ab{1}{2}, "Device", 0);
%!   [C2, i2] = gpu_tiled_mm (ab{1}{1}, ab{1}{2}, "Devices", [0 1]);
%!   assert (isequal (C2, C1));
%!   assert (isequal (i2.devices, [0 1]));
%!   assert (isequal (sum (i2.shares), 1800));
%! endfor
%! assert_idle ("complex");

## Split-K (a thin product), the devices in the other order, "all", and
## the package default.
%!testif ; ndev () >= 2
%! A = rnd (256, 40000, "double");  B = rnd (40000, 2048, "double");
%! [C1, i1] = gpu_tiled_mm (A, B, "Device", 0);
%! [C2, i2] = gpu_tiled_mm (A, B, "Devices", [1 0]);
%! assert (isequal (C2, C1));
%! assert (i2.devices, [1 0]);
%! assert (i2.splits, i1.splits);
%! A = rnd (2048, 2048, "double");  B = rnd (2048, 2048, "double");
%! C1 = gpu_tiled_mm (A, B, "Device", 0);
%! [C2, i2] = gpu_tiled_mm (A, B, "Devices", "all");
%! assert (isequal (C2, C1));
%! assert (i2.devices, 0:min (ndev (), 8) - 1);
%! old = gpu_devices ("all");
%! unwind_protect
%!   [C3, i3] = gpu_tiled_mm (A, B);
%!   assert (isequal (C3, C1));
%!   assert (numel (i3.devices), min (ndev (), 8));
%!   ## "Device" names one device: the default list does not apply.
%!   [~, i4] = gpu_tiled_mm (A, B, "Device", 0);
%!   assert (i4.devices, 0);
%! unwind_protect_cleanup
%!   gpu_devices (old);
%! end_unwind_protect
%! assert_idle ("order, all, default");

## Out of core on each device, and unequal memory: the fuller device gets
## less (info lists the devices that got work: a device that cannot hold A
## whole gets none while another holds everything); the bits do not change.
%!function s = shares_of (info, nd)
%!  s = zeros (1, nd);
%!  s(info.devices + 1) = info.shares;
%!endfunction

%!testif ; ndev () >= 2
%! A = rnd (1500, 2100, "double");  B = rnd (2100, 2300, "double");
%! C1 = gpu_tiled_mm (A, B, "Device", 0);
%! [C2, i2] = mm_with ("GPUTILED_DEVICE_MB", "30", A, B, "Devices", [0 1]);
%! assert (isequal (C2, C1));
%! assert (i2.tiles > 4);
%! for mb = {"0,40", "0,64", "60,30", "100,60"}
%!   [C3, i3] = mm_with ("GPUTILED_DEVICE_MB", mb{1}, A, B, "Devices", [0 1]);
%!   assert (isequal (C3, C1), mb{1});
%!   s = shares_of (i3, 2);
%!   assert (s(2) < s(1) && sum (s) == 2300, "%s: shares %s", mb{1}, mat2str (s));
%! endfor
%! ## With 64 MiB device 1 holds A, the split-K workspace and some of the
%! ## columns: both work, device 1 less.
%! [~, i5] = mm_with ("GPUTILED_DEVICE_MB", "0,64", A, B, "Devices", [0 1]);
%! assert (all (shares_of (i5, 2) > 0));
%! assert_idle ("out of core");

## Small products run on the first device listed; a gpuArray stays where
## it is, and a spread product leaves the primary device's arrays alone.
%!testif ; ndev () >= 2
%! [C, i] = gpu_tiled_mm (ones (64), ones (64), "Devices", [1 0]);
%! assert (C, 64 * ones (64));
%! assert (i.devices, 1);
%! A = rnd (2048, 2048, "double");
%! C1 = gpu_tiled_mm (A, A, "Device", 0);
%! G = gpuArray (magic (4));
%! C2 = gpu_tiled_mm (A, A, "Devices", [1 0]);
%! assert (isequal (C2, C1));
%! assert (gather (G), magic (4));
%! fail ("gpu_tiled_mm (G, G, 'Devices', [0 1])", "stay on one device");
%! clear G;                           # its buffer is in use until then
%! assert_idle ("small, gpuArray");

## Reductions: deterministic, close to Octave's; max and min exactly the
## one-device answers, ties and NaN across the devices' boundary included.
%!testif ; ndev () >= 2
%! x = randn (2^24, 1);
%! [s1, i1] = gpu_sum (x, "Devices", [0 1]);
%! s2 = gpu_sum (x, "Devices", [0 1]);
%! assert (s1, s2);
%! assert (i1.devices, [0 1]);
%! assert (sum (i1.shares), 2^24);
%! assert (abs (s1 - sum (x)) <= 2^24 * eps * sum (abs (x)));
%! assert (abs (gpu_sum (single (x), "Devices", [0 1]) - sum (x))
%!         <= 2^24 * eps ("single") * sum (abs (x)));
%! X = randn (4096, 4096);
%! S1 = gpu_sum (X, "Devices", [0 1]);
%! assert (isequal (S1, gpu_sum (X, "Devices", [0 1])));
%! assert (S1, sum (X), 4096 * eps * max (sum (abs (X))));
%! S2 = gpu_sum (X, 2, "Devices", [0 1]);
%! assert (S2, sum (X, 2), 4096 * eps * max (sum (abs (X), 2)));
%! for op = {@gpu_max, @gpu_min}
%!   for y = {x, X, single(X)}          # no space: "single (X)" is two cells
%!     [m1, j1] = op{1} (y{1}, [], 1, "Device", 0);
%!     [m2, j2] = op{1} (y{1}, [], 1, "Devices", [0 1]);
%!     assert (isequal (m2, m1) && isequal (j2, j1));
%!   endfor
%! endfor
%! y = zeros (2^24, 1);
%! y([10, 2^23 + 10]) = 5;            # a tie across the boundary
%! y(1:2^23) = NaN;  y(10) = 5;
%! [m, j] = gpu_max (y, [], 1, "Devices", [0 1]);
%! assert ([m, j], [5, 10]);
%! y(1:2^23) = NaN;                   # the first device sees only NaN
%! [m, j] = gpu_max (y, [], 1, "Devices", [0 1]);
%! assert ([m, j], [5, 2^23 + 10]);
%! [m, j] = gpu_min (NaN (2^24, 1), [], 1, "Devices", [0 1]);
%! assert (isnan (m) && j == 1);
%! assert_idle ("reductions");

## A device failing in the middle of a product or a reduction: a clear
## error naming the device, nothing left in use on any device, and the
## next call right.
%!testif ; ndev () >= 2
%! A = rnd (2048, 2048, "double");  B = rnd (2048, 2048, "double");
%! C1 = gpu_tiled_mm (A, B, "Device", 0);
%! x = randn (2^24, 1);
%! faults = {"launch", 1, 1, "gputiled:cuda";
%!           "launch", 1, 0, "gputiled:cuda";
%!           "alloc", 2, 1, "gputiled:outOfMemory";
%!           "alloc", 1, 0, "gputiled:outOfMemory"};
%! unwind_protect
%!   for f = 1:rows (faults)
%!     [kind, count, dev, id] = faults{f, :};
%!     what = sprintf ("%s %d on device %d", kind, count, dev);
%!     __gputiled__ ("inject", kind, count, dev);
%!     try
%!       gpu_tiled_mm (A, B, "Devices", [0 1]);
%!       error ("no error: %s", what);
%!     catch err
%!       assert (isequal (err.identifier, id), "%s", what);
%!       assert (strncmp (err.message, "gpu_tiled_mm: device ", 21), "%s", what);
%!       assert (! isempty (strfind (err.message, sprintf ("device %d", dev))),
%!               "%s", what);
%!     end_try_catch
%!     assert_idle (what);
%!     assert (isequal (gpu_tiled_mm (A, B, "Devices", [0 1]), C1), what);
%!     __gputiled__ ("inject", kind, count, dev);
%!     try
%!       gpu_sum (x, "Devices", [0 1]);
%!       error ("no error: sum, %s", what);
%!     catch err
%!       assert (isequal (err.identifier, id), "%s", what);
%!     end_try_catch
%!     assert_idle (what);
%!     assert (gpu_sum (x, "Devices", [0 1]), gpu_sum (x, "Devices", [0 1]));
%!   endfor
%! unwind_protect_cleanup
%!   __gputiled__ ("inject", "none");
%! end_unwind_protect
