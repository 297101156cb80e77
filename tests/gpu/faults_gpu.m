## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## Device faults, on a machine with a GPU (run by tests/gpu.sh):
##   octave-cli --norc --no-history --no-window-system tests/gpu/faults_gpu.m
##
## Each fault must give a clear error (its gputiled: identifier and a message
## that names the function), leave no device buffer checked out of the
## cache and no device memory behind, and the very next normal call must
## succeed with the right answer.  Faults:
##   - injected (__gputiled__ ("inject", ...), see gt_debug_fault): a failed
##     device allocation (the N-th of a call: some buffers were already
##     taken) and a failed kernel launch, for products (every kernel),
##     scalar products and reductions (every kernel);
##   - real ones: an allocation larger than the device (the bandwidth
##     experiment asked for 2^36 doubles; and a product whose result does
##     not fit on the device, where the host can hold its inputs), and an
##     invalid device index.
## Prints the number of faults injected and the device memory in use before
## and after.

addpath (fileparts (mfilename ("fullpath")));
gpu_script_setup ("faults_gpu");

1;

function d = dev ()
  d = gpu_info ()(1);
endfunction

## Call F (a handle); it must fail with identifier ID and a message that
## starts with FN.  Then no cache buffer may be in use.
function expect_error (f, id, fn, what)
  try
    f ();
  catch err
    assert (strcmp (err.identifier, id), "%s: %s instead of %s: %s", what,
            err.identifier, id, err.message);
    assert (strncmp (err.message, [fn ": "], numel (fn) + 2),
            "%s: message '%s'", what, err.message);
    assert (dev ().cache_in_use == 0, "%s: cache buffers left in use", what);
    printf ("  %-44s %s: %s\n", what, id, err.message(1:min (end, 100)));
    return;
  end_try_catch
  error ("faults_gpu: %s: no error", what);
endfunction

## A normal call right after: the right answer.
function check_normal (what)
  A = randn (70, 50);  B = randn (50, 40);
  C = gpu_tiled_mm (A, B);
  assert (norm (C - A * B, 1) <= 50 * eps * norm (A, 1) * norm (B, 1), what);
  X = single (randn (300, 20));
  ## Octave sums single in single; ours is rounded once from double.
  R = sum (double (X));
  assert (abs (double (gpu_sum (X)) - R) <= eps ("single") * (abs (R) + 1e-30), what);
  [m, i] = gpu_max (X, [], 2);
  [rm, ri] = max (X, [], 2);
  assert ([m, i], [rm, ri]);
endfunction

## Big enough for the pipeline (three device buffers: A, B, C); the small
## products' path (two buffers) is faulted below.
A = randn (1200, 1100);  B = randn (1100, 1000);
As = single (A);  Bs = single (B);
X = randn (500, 300);
gpu_tiled_mm (A, B);                           # context, warm caches
## cuBLAS's own kernels take device memory when the library loads (about
## 400 MiB with eager module loading); that is the library's, not a leak
## of ours: load it before the first reading.
gpu_tiled_mm (As, Bs, "Kernel", "cublas");
gpu_tiled_mm (A, B, "Kernel", "cublas");
gpu_reset ();
check_normal ("first call");
before = dev ();
n_before = __gputiled__ ("inject", "none");
tried = 0;

## Injected allocation failures: the first, second and third allocation of
## a product (A, B, C), of a scalar product, and of a reduction.
mm_calls = {@() gpu_tiled_mm (A, B, "Kernel", "naive"), "naive double";
            @() gpu_tiled_mm (A, B, "Kernel", "tiled", "Tile", 16), "tiled (refused first)";
            @() gpu_tiled_mm (A, B, "Kernel", "padded"), "padded";
            @() gpu_tiled_mm (As, Bs, "Kernel", "regblock"), "regblock";
            @() gpu_tiled_mm (A, B, "Kernel", "dmma"), "dmma";
            @() gpu_tiled_mm (As, Bs, "Kernel", "cublas"), "cublas";
            @() gpu_tiled_mm (single (randn (64, 40000)), single (randn (40000, 64))), "auto, split-K"};
for c = 1:rows (mm_calls)
  if (strncmp (mm_calls{c,2}, "tiled", 5))
    expect_error (mm_calls{c,1}, "gputiled:tileMultiple", "gpu_tiled_mm",
                  "tiled kernel, bad sizes");
    continue;
  endif
  for k = 1:3
    __gputiled__ ("inject", "alloc", k);
    expect_error (mm_calls{c,1}, "gputiled:outOfMemory", "gpu_tiled_mm",
                  sprintf ("allocation %d of %s", k, mm_calls{c,2}));
    tried++;
    check_normal (sprintf ("after allocation fault %d, %s", k, mm_calls{c,2}));
  endfor
  __gputiled__ ("inject", "launch", 1);
  expect_error (mm_calls{c,1}, "gputiled:cuda", "gpu_tiled_mm",
                sprintf ("launch of %s", mm_calls{c,2}));
  tried++;
  check_normal (sprintf ("after launch fault, %s", mm_calls{c,2}));
endfor
## A small product (A and B in one buffer, C in another) and a smallest
## one (no device buffer: the kernel works on pinned memory) under faults.
Ssm = randn (300, 200);  Tsm = randn (200, 300);
for k = 1:2
  __gputiled__ ("inject", "alloc", k);
  expect_error (@() gpu_tiled_mm (Ssm, Tsm), "gputiled:outOfMemory",
                "gpu_tiled_mm", sprintf ("allocation %d of a small product", k));
  tried++;
  check_normal (sprintf ("after allocation fault %d of a small product", k));
endfor
__gputiled__ ("inject", "launch", 1);
expect_error (@() gpu_tiled_mm (Ssm(1:64,1:64), Tsm(1:64,1:64)), "gputiled:cuda",
              "gpu_tiled_mm", "launch of a smallest product");
tried++;
check_normal ("after a launch fault of a smallest product");
__gputiled__ ("inject", "alloc", 2);
expect_error (@() gpu_tiled_mm (3, A), "gputiled:outOfMemory", "gpu_tiled_mm",
              "allocation 2 of a scalar product");
tried++;
check_normal ("after a scalar-product allocation fault");
__gputiled__ ("inject", "launch", 1);
expect_error (@() gpu_tiled_mm (A, 3), "gputiled:cuda", "gpu_tiled_mm",
              "launch of a scalar product");
tried++;
check_normal ("after a scalar-product launch fault");
for kern = {"interleaved", "sequential", "fast"}
  for fn = {"gpu_sum", "gpu_max"}
    args = {X, 2, "Kernel", kern{1}};
    if (strcmp (fn{1}, "gpu_max"))
      args = {X, [], 2, "Kernel", kern{1}};
    endif
    for k = 1:2          # X and the result (the scratch may be empty)
      __gputiled__ ("inject", "alloc", k);
      expect_error (@() feval (fn{1}, args{:}), "gputiled:outOfMemory", fn{1},
                    sprintf ("allocation %d of %s %s", k, fn{1}, kern{1}));
      tried++;
      check_normal (sprintf ("after allocation fault %d, %s %s", k, fn{1}, kern{1}));
    endfor
    __gputiled__ ("inject", "launch", 1);
    expect_error (@() feval (fn{1}, args{:}), "gputiled:cuda", fn{1},
                  sprintf ("launch of %s %s", fn{1}, kern{1}));
    tried++;
    check_normal (sprintf ("after launch fault, %s %s", fn{1}, kern{1}));
  endfor
endfor
fired = __gputiled__ ("inject", "none") - n_before;
assert (fired == tried, "injected faults: %d armed, %d fired", tried, fired);

## Real faults.  An allocation larger than the device: 2^36 doubles.
real = 1;
expect_error (@() __gputiled__ ("bandwidth", "offset", "double", 2^36, 0, 1, -1),
              "gputiled:outOfMemory", "gpu_bandwidth", "512 GiB for a bandwidth experiment");
check_normal ("after a real out-of-memory");
## A product whose result does not fit on the device, where the host can
## hold its inputs (its result is never written on the host).
mem = regexp (fileread ("/proc/meminfo"), 'MemAvailable:\s*(\d+)', "tokens", "once");
host_free = str2double (mem{1}) * 1024;
d = dev ();
m = ceil (sqrt (1.1 * d.memory_total / 4));
if (m * m * 4 < 0.7 * host_free)
  P = single (randn (m, 16));  Q = single (randn (16, m));
  try
    gpu_tiled_mm (P, Q);
    error ("faults_gpu: a %dx%d result fitted on the device", m, m);
  catch err
    if (strcmp (err.identifier, "gputiled:outOfMemory"))
      assert (strncmp (err.message, "gpu_tiled_mm: ", 14), "%s", err.message);
      assert (dev ().cache_in_use, 0);
      printf ("  %-44s %s: %s\n", sprintf ("a %dx16 by 16x%d single product", m, m),
              err.identifier, err.message(1:min (end, 100)));
      real++;
    elseif (strncmp (err.identifier, "gputiled:", 9))
      rethrow (err);
    else     # the host refused the result's memory: not the test's subject
      printf ("  (the host could not allocate the %dx%d result: %s; skipped)\n",
              m, m, err.message);
    endif
  end_try_catch
  clear P Q;
  check_normal ("after a product larger than the device");
else
  printf (["  (the %dx%d single result would not fit on the host either: ", ...
           "the larger-than-device product is skipped)\n"], m, m);
endif
## An invalid device index: an error, and the context stays.
ndev = numel (gpu_info ());
expect_error (@() gpu_tiled_mm (A, B, "Device", ndev), "gputiled:invalidDevice",
              "gpu_tiled_mm", sprintf ("Device %d of %d", ndev, ndev));
expect_error (@() gpu_sum (X, "Device", ndev + 5), "gputiled:invalidDevice",
              "gpu_sum", sprintf ("Device %d of %d", ndev + 5, ndev));
expect_error (@() gpu_max (X, "Device", 1023), "gputiled:invalidDevice",
              "gpu_max", "Device 1023");
real += 3;
check_normal ("after invalid device indices");
assert (norm (gpu_tiled_mm (A, B, "Device", 0) - A * B, 1) < 1e-10 * norm (A * B, 1));

gpu_reset ();
after = dev ();
printf ("faults_gpu: %d faults injected and %d real ones (out of memory, invalid device index)\n",
        tried, real);
printf ("faults_gpu: device memory in use %.1f MiB before, %.1f MiB after (reset both times)\n",
        (before.memory_total - before.memory_free) / 2^20,
        (after.memory_total - after.memory_free) / 2^20);
grow = (before.memory_free - after.memory_free) / 2^20;
assert (grow < 64, "device memory in use grew by %.1f MiB", grow);
printf ("faults_gpu: all passed\n");
