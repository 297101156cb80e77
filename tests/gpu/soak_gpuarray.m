## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## Soak of resident arrays on the GPU (run by tests/gpu.sh):
##   octave-cli --norc --no-history --no-window-system tests/gpu/soak_gpuarray.m
## 10,000 cycles of create, operate and clear: gpuArrays of random shapes and
## classes uploaded, combined (+, .*, *, sum, max, indexing, assignment,
## transposes), gathered and checked against Octave, then cleared.  Fails
## on a wrong result, when an array or a byte is still live after a cycle
## (__gputiled_ga__ ("stats")), or when the device memory in use (cache
## included) grows between cycle 100 and the last.  GPUTILED_SOAK_CALLS
## changes the number of cycles.

addpath (fileparts (mfilename ("fullpath")));
gpu_script_setup ("soak_gpuarray");

cycles = str2double (getenv ("GPUTILED_SOAK_CALLS"));
if (isnan (cycles))
  cycles = 10000;
endif

function [dev, in_use, held] = cache_mb ()
  s = gpu_info ();
  dev = (s(1).memory_total - s(1).memory_free) / 2^20;
  in_use = s(1).cache_in_use / 2^20;
  held = s(1).cache_bytes / 2^20;
endfunction

function why = one_cycle ()
  why = "";
  cls = {"double", "single"}{randi (2)};
  m = randi (70);  n = randi (70);
  A = cast (randn (m, n), cls);
  B = cast (randn (m, n), cls);
  if (rand () < 0.3)
    A = complex (A, cast (randn (m, n), cls));
  endif
  G = gpuArray (A);  H = gpuArray (B);
  tol = 64 * eps (cls) * max (1, max (abs ([A(:); B(:)])));
  switch (randi (7))
    case 1
      R = G + H;  E = A + B;
    case 2
      R = G .* H - 1;  E = A .* B - 1;
    case 3
      R = G' * H;  E = A' * B;  tol = tol * m * 4;
    case 4
      d = randi (2);
      R = sum (G, d);  E = sum (A, d);
      tol = tol * max (m, n);
    case 5
      [R, I] = max (real (G));  [E, Ie] = max (real (A));
      if (! isequal (gather (I), Ie))
        why = "max index";
      endif
    case 6
      R = G(end:-1:1, :);  R(1, :) = 0;  E = A(end:-1:1, :);  E(1, :) = 0;
    case 7
      R = [G; H](:, 1:min (n, 3)).';  E = [A; B](:, 1:min (n, 3)).';
  endswitch
  r = gather (R);
  if (! isequal (size (r), size (E)) || ! strcmp (class (r), class (E))
      || any (abs (double (r(:)) - double (E(:))) > tol))
    why = [why " values"];
  endif
endfunction

randn ("state", 12);  rand ("state", 12);
s0 = __gputiled_ga__ ("stats");
t = tic ();
bad = {};
for c = 1:cycles
  why = one_cycle ();
  if (! isempty (why))
    bad{end+1} = sprintf ("cycle %d: %s", c, why);
  endif
  s = __gputiled_ga__ ("stats");
  if (! isequal (s, s0))
    bad{end+1} = sprintf ("cycle %d: %d arrays, %d bytes live", c, s);
    s0 = s;
  endif
  if (c == 100)
    [dev100, ~, held100] = cache_mb ();
  endif
endfor
[dev, in_use, held] = cache_mb ();
printf ("soak_gpuarray: %d cycles in %.0f s; live arrays %d (%d bytes); ",
        cycles, toc (t), s0);
printf ("device memory in use %.1f MiB at cycle 100, %.1f MiB at the end (%+.1f); cache %.1f -> %.1f MiB, %.1f in use\n",
        dev100, dev, dev - dev100, held100, held, in_use);
assert (isempty (bad), "%s", strjoin (bad(1:min (end, 20)), "\n"));
assert (s0(1) == 0 && s0(2) == 0, "arrays left live");
assert (dev <= dev100, "device memory in use grew by %.1f MiB", dev - dev100);
printf ("soak_gpuarray: all passed\n");

