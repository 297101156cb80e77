## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} soak (@var{ncalls}, @var{backend}, @var{seed})
## Soak test: @var{ncalls} mixed calls (gpu_tiled_mm with random shapes,
## classes, kernels and tiles; gpu_sum, gpu_max and gpu_min with random
## shapes, classes, dimensions and kernels) on @var{backend}
## (@qcode{"cuda"} or @qcode{"cpu"}), each result checked against Octave's.
##
## Memory is read after a warm-up of every kernel and class, after 100
## calls and at the end: host RSS (VmRSS of /proc/self/status) and, on the
## GPU, device memory in use (gpu_info: memory_total - memory_free) and the
## package's buffer cache (cache_bytes, cache_in_use).  After the last call
## gpu_reset gives the cache back, and the device memory in use is read
## again.  Returns a struct with the figures, the number of calls and
## @code{failures} (one line per wrong result); prints them.
## @end deftypefn

function r = soak (ncalls, backend, seed)

  if (nargin < 3)
    seed = 1;
  endif
  rand ("twister", seed);
  randn ("twister", seed);
  gpu = strcmp (backend, "cuda");
  mm_kernels = {"naive", "tiled", "padded", "auto"};
  if (gpu)
    mm_kernels = [mm_kernels, {"regblock", "dmma", "cublas"}];
    info = gpu_info ();
    if (any (strcmp (info(1).kernels, "tf32x3")))
      mm_kernels{end+1} = "tf32x3";
    endif
  endif

  ## Warm-up: every kernel, class and reduction once, so that what the
  ## package creates once (context, cuBLAS, pinned staging, host threads)
  ## exists before the first reading.
  for k = mm_kernels
    for cls = {"single", "double"}
      if ((any (strcmp (k{1}, {"regblock", "tf32x3"}))
           && strcmp (cls{1}, "double"))
          || (strcmp (k{1}, "dmma") && strcmp (cls{1}, "single")))
        continue;                 # the fast kernels take one class each
      endif
      one_mm (64, 64, 64, cls{1}, k{1}, 32, backend);
    endfor
  endfor
  for fn = {"gpu_sum", "gpu_max", "gpu_min"}
    for k = {"interleaved", "sequential", "fast"}
      args = ifelse_dim (fn{1});
      feval (fn{1}, rand (100, 30), args{:}, "Kernel", k{1}, "Backend", backend);
    endfor
  endfor
  if (gpu)
    gpu_reset ();
    gpu_tiled_mm (1, 1);               # the context again, after the reset
  endif
  r = struct ("calls", ncalls, "backend", backend, "seed", seed,
              "failures", {{}});
  r.base = reading (gpu);

  for c = 1:ncalls
    why = one_call (mm_kernels, backend);
    if (! isempty (why))
      r.failures{end+1} = sprintf ("call %d: %s", c, why);
    endif
    if (c == min (100, ncalls))
      r.at100 = reading (gpu);
    endif
    if (gpu && mod (c, 100) == 0)
      d = gpu_info ();
      if (d(1).cache_in_use != 0)
        r.failures{end+1} = sprintf (["call %d: %d bytes of the cache ", ...
                                      "still in use between calls"], c,
                                     d(1).cache_in_use);
      endif
    endif
  endfor
  r.last = reading (gpu);
  if (gpu)
    gpu_reset ();
    r.after_reset = reading (gpu);
  endif

  printf ("soak: %d calls on %s (seed %d), %d wrong\n", ncalls, backend, seed,
          numel (r.failures));
  show ("after the warm-up", r.base);
  show ("after 100 calls", r.at100);
  show (sprintf ("after %d calls", ncalls), r.last);
  if (gpu)
    show ("after gpu_reset", r.after_reset);
  endif
  printf ("%s\n", r.failures{1:min (end, 10)});

endfunction

function m = reading (gpu)
  m.rss_mb = rss_mb ();
  m.dev_used_mb = NaN;
  m.cache_mb = NaN;
  if (gpu)
    d = gpu_info ();
    m.dev_used_mb = (d(1).memory_total - d(1).memory_free) / 2^20;
    m.cache_mb = d(1).cache_bytes / 2^20;
  endif
endfunction

function show (what, m)
  printf ("  %-20s host RSS %8.1f MiB", what, m.rss_mb);
  if (! isnan (m.dev_used_mb))
    printf (", device in use %9.1f MiB (buffer cache %7.1f MiB)",
            m.dev_used_mb, m.cache_mb);
  endif
  printf ("\n");
endfunction

function mb = rss_mb ()
  mb = NaN;
  s = fileread ("/proc/self/status");
  t = regexp (s, 'VmRSS:\s*(\d+)\s*kB', "tokens", "once");
  if (! isempty (t))
    mb = str2double (t{1}) / 1024;
  endif
endfunction

## The DIM argument of FN, along dimension 2.
function a = ifelse_dim (fn)
  if (strcmp (fn, "gpu_sum"))
    a = {2};
  else
    a = {[], 2};
  endif
endfunction

function x = pick (c)
  x = c{randi (numel (c))};
endfunction

## One random call; "" when its result matched Octave's.
function why = one_call (mm_kernels, backend)
  cls = pick ({"double", "single"});
  switch (randi (4))
    case {1, 2}
      kern = pick (mm_kernels);
      tile = pick ({16, 32});
      if (strcmp (kern, "tiled"))
        d = tile * randi (6, 1, 3);
      else
        d = randi (200, 1, 3) .* (rand (1, 3) < 0.9) + (rand (1, 3) < 0.1);
      endif
      if (any (strcmp (kern, {"regblock", "tf32x3"})))
        cls = "single";
      elseif (strcmp (kern, "dmma"))
        cls = "double";
      endif
      why = one_mm (d(1), d(2), d(3), cls, kern, tile, backend);
    otherwise
      why = one_reduce (cls, backend);
  endswitch
endfunction

function why = one_mm (m, k, n, cls, kern, tile, backend)
  A = cast (randn (m, k), cls);
  B = cast (randn (k, n), cls);
  C = gpu_tiled_mm (A, B, "Kernel", kern, "Tile", tile, "Backend", backend);
  R = A * B;
  ## tf32x3's documented bound is (K + 8) eps |A| |B|: its split alone can
  ## cost a few eps where K is 1.
  terms = 2 * k;
  if (strcmp (kern, "tf32x3"))
    terms = max (terms, k + 8);
  endif
  bound = terms * eps (cls) * (abs (double (A)) * abs (double (B)));
  why = "";
  if (! strcmp (class (C), class (R)) || ! isequal (size (C), size (R))
      || ! all (abs (double (C(:)) - double (R(:))) <= bound(:) + realmin ()))
    why = sprintf ("gpu_tiled_mm %dx%dx%d %s %s tile %d differs from A*B", m,
                   k, n, cls, kern, tile);
  endif
endfunction

function why = one_reduce (cls, backend)
  fn = pick ({"sum", "max", "min"});
  kern = pick ({"interleaved", "sequential", "fast"});
  nd = randi ([2, 3]);
  sz = randi (60, 1, nd) .* (rand (1, nd) < 0.95);
  if (rand () < 0.2)
    sz(randi (nd)) = randi (5000);
  endif
  while (prod (sz) > 3e5)         # long along one dimension, not big
    [~, j] = max (sz);
    sz(j) = ceil (sz(j) / 2);
  endwhile
  X = cast (randn (sz), cls);
  dim = randi (nd);
  why = "";
  if (strcmp (fn, "sum"))
    S = gpu_sum (X, dim, "Kernel", kern, "Backend", backend);
    R = sum (X, dim);
    bound = 2 * size (X, dim) * eps (cls) * sum (abs (double (X)), dim);
    ok = strcmp (class (S), class (R)) && isequal (size (S), size (R)) ...
         && all (abs (double (S(:)) - double (R(:))) <= bound(:) + realmin ());
  else
    [M, I] = feval (["gpu_" fn], X, [], dim, "Kernel", kern, "Backend", backend);
    [RM, RI] = feval (fn, X, [], dim);
    ok = isequal (M, RM) && isequal (I, RI) && strcmp (class (M), class (RM));
  endif
  if (! ok)
    why = sprintf ("gpu_%s of %s %s along %d (%s) differs from %s", fn, cls,
                   mat2str (sz), dim, kern, fn);
  endif
endfunction
