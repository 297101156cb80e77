## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{r} =} gpuarray_chain (@var{csv}, @var{png})
## The experiment of the lab's part 4 (doc/lab.md): a chain of products
## @code{X = A * X}, ten in a row, for n = 256 to 4096 doubles, done three
## ways: on host arrays with @code{gpu_tiled_mm} (every product crosses
## PCIe twice), on gpuArrays (one upload, one gather at the end), and the
## kernel alone (@code{info.kernel_ms}); Octave's own @code{A*B} up to
## n = 2048 for scale.  Milliseconds per product into @var{csv} and a plot
## into @var{png} (log scales); the CSV also has the copies of one
## host-array product (@code{info.h2d_ms}, A and B to the device, and
## @code{info.d2h_ms}, C back: the link's share of the host-array time).  Each chain's result is checked against
## Octave's.  @code{gpuarray_chain (@var{csv}, @var{png}, "plot",
## @var{device})} draws the plot again from a @var{csv} this function wrote
## (no GPU needed), with @var{device} in its title.
## @end deftypefn

function r = gpuarray_chain (csv, png, mode, device)
  if (nargin > 2 && strcmp (mode, "plot"))
    t = dlmread (csv, ",", 1, 0);
    r = struct ("n", t(:,1).', "host_ms", t(:,2).', "resident_ms", t(:,3).',
                "kernel_ms", t(:,4).', "octave_ms", t(:,5).');
    draw (r, png, device);
    return;
  endif
  ns = [256 512 1024 2048 4096];
  steps = 10;
  r = struct ("n", ns, "host_ms", NaN (size (ns)), "resident_ms", NaN (size (ns)),
              "kernel_ms", NaN (size (ns)), "octave_ms", NaN (size (ns)),
              "h2d_ms", NaN (size (ns)), "d2h_ms", NaN (size (ns)));
  for i = 1:numel (ns)
    n = ns(i);
    randn ("state", n);
    A = randn (n) / sqrt (n);  X0 = randn (n, n);
    X = gpu_tiled_mm (A, X0);                       # warm
    t0 = tic ();
    X = X0;
    for s = 1:steps
      X = gpu_tiled_mm (A, X);
    endfor
    r.host_ms(i) = toc (t0) / steps * 1e3;
    Xh = X;
    G = gpuArray (A);  Y = gpuArray (X0);  Z = G * Y;
    __gputiled_ga__ ("sync");
    t0 = tic ();
    Y = gpuArray (X0);
    for s = 1:steps
      Y = G * Y;
    endfor
    Yh = gather (Y);                                # the one download
    r.resident_ms(i) = toc (t0) / steps * 1e3;
    k = up = down = zeros (1, 3);
    for s = 1:3
      [~, info] = gpu_tiled_mm (A, X0);
      [k(s), up(s), down(s)] = deal (info.kernel_ms, info.h2d_ms, info.d2h_ms);
    endfor
    r.kernel_ms(i) = median (k);
    r.h2d_ms(i) = median (up);
    r.d2h_ms(i) = median (down);
    if (n <= 2048)
      t0 = tic ();
      Xo = X0;
      for s = 1:steps
        Xo = A * Xo;
      endfor
      r.octave_ms(i) = toc (t0) / steps * 1e3;
      assert (max (abs (Yh(:) - Xo(:))) <= 1e-10 * max (abs (Xo(:))));
    endif
    assert (max (abs (Yh(:) - Xh(:))) <= 1e-10 * max (abs (Xh(:))));
  endfor
  fid = fopen (csv, "w");
  fprintf (fid, "n,host_ms,resident_ms,kernel_ms,octave_ms,h2d_ms,d2h_ms\n");
  fprintf (fid, "%d,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f\n",
           [r.n; r.host_ms; r.resident_ms; r.kernel_ms; r.octave_ms;
            r.h2d_ms; r.d2h_ms]);
  fclose (fid);
  printf ("%6s %12s %12s %12s %12s %12s %12s\n", "n", "host (ms)",
          "resident", "kernel", "Octave A*B", "copies up", "copy back");
  printf ("%6d %12.3f %12.3f %12.3f %12.3f %12.3f %12.3f\n",
          [r.n; r.host_ms; r.resident_ms; r.kernel_ms; r.octave_ms;
           r.h2d_ms; r.d2h_ms]);
  if (nargin > 1 && ! isempty (png))
    d = gpu_info ();
    draw (r, png, d(1).name);
  endif
endfunction

## The plot, in the lab's style (each line named at its end, no legend
## over the data): milliseconds per product against n, log scales.
function draw (r, png, device)
  ok = ! isnan (r.octave_ms);
  s = struct ("x", {r.n, r.n, r.n, r.n(ok)},
              "y", {r.host_ms, r.resident_ms, r.kernel_ms, r.octave_ms(ok)},
              "key", {"host arrays", "gpuArray", "kernel alone", "octave"},
              "label", {"", "", "", "Octave A*B"});
  p = struct ("series", s, "roofs", struct ("y", {}),
              "title", {{"Ten products X = A*X in a row, double",
                         sprintf("ms per product, on %s", device)}},
              "xticks", r.n, "xlabel", "n (n x n doubles)",
              "ylabel", "ms per product", "xscale", "log", "yscale", "log");
  __gputiled_lab__ ("draw", p, png);
endfunction
