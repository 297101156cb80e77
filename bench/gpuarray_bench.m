## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {} gpuarray_bench (@var{csv})
## The figures of resident arrays (gpuArray), each a ratio against a
## reference measured in the same run, printed as a markdown table and
## written to @var{csv} (name,value,reference,ratio,target,verdict):
##
## @enumerate
## @item A chain of 4096 double products on resident arrays, against the
## kernel alone (@code{info.kernel_ms} of the same product from host
## arrays), against the same chain through @code{gpu_tiled_mm} on host
## arrays, and against cuBLAS on the same resident arrays (CuPy's product is
## cuBLAS's).
## @item @code{G + H} and @code{G .* H} on 4096^2 doubles, in GB/s counting
## three arrays, against the device's own copy (@code{cudaMemcpy}, two
## arrays).
## @item The time of one operation on 64x64 resident arrays, and where it
## goes: the classdef method call, making the result object, the gateway.
## @end enumerate
##
## Every timed result is checked against Octave's own.
## @end deftypefn

function gpuarray_bench (csv)
  fid = fopen (csv, "w");
  fprintf (fid, "name,value,reference,ratio,target,verdict\n");
  rows = {};
  sync = @() __gputiled__ ("ga", "sync");

  ## 1. The chain of products
  n = 4096;  reps = 20;
  randn ("seed", 1);
  A = randn (n) / sqrt (n);  B = randn (n) / sqrt (n);
  GA = gpuArray (A);  GB = gpuArray (B);
  C = GA * GB;  sync ();                      # warm: plan, buffers
  err = max (abs (gather (C)(:) - (A * B)(:))) / max (abs ((A * B)(:)));
  X = GB;
  sync ();  t0 = tic ();
  for i = 1:reps
    X = GA * X;
  endfor
  sync ();  t_res = toc (t0) / reps;
  Xh = B;
  kms = zeros (1, 5);
  for i = 1:5
    [~, info] = gpu_tiled_mm (A, B);
    kms(i) = info.kernel_ms;
  endfor
  t_kernel = median (kms) / 1000;
  t0 = tic ();
  for i = 1:5
    Xh = gpu_tiled_mm (A, Xh);
  endfor
  t_host = toc (t0) / 5;
  Y = gpu_tiled_mm (GA, GB, "Kernel", "cublas");  sync ();
  X = GB;
  sync ();  t0 = tic ();
  for i = 1:reps
    X = gpu_tiled_mm (GA, X, "Kernel", "cublas");
  endfor
  sync ();  t_cublas = toc (t0) / reps;
  rows(end+1,:) = {"chain 4096d: kernel alone / resident product (ms)", ...
                   t_res * 1e3, t_kernel * 1e3, t_kernel / t_res, 0.95};
  rows(end+1,:) = {"chain 4096d: host-array product / resident product (ms)", ...
                   t_res * 1e3, t_host * 1e3, t_host / t_res, 3};
  rows(end+1,:) = {"chain 4096d: resident cuBLAS / resident ours (ms)", ...
                   t_res * 1e3, t_cublas * 1e3, t_cublas / t_res, NaN};
  printf ("product check: relative error %.2e\n", err);

  ## 2. Elementwise bandwidth
  G = gpuArray.rand (n);  H = gpuArray.rand (n);
  bytes = n * n * 8;
  R = G + H;  R = G .* H;  sync ();
  t_add = timed (@() G + H, 20);
  t_mul = timed (@() G .* H, 20);
  t_copy = timed (@() copy_of (G), 20);
  bw_copy = 2 * bytes / t_copy / 1e9;
  bw_add = 3 * bytes / t_add / 1e9;
  bw_mul = 3 * bytes / t_mul / 1e9;
  ok = isequal (gather (G + H), gather (G) + gather (H)) ...
       && isequal (gather (G .* H), gather (G) .* gather (H));
  printf ("elementwise check: %d\n", ok);
  rows(end+1,:) = {"G + H 4096^2 double: GB/s (3 arrays) / device copy GB/s", ...
                   bw_add, bw_copy, bw_add / bw_copy, 0.85};
  rows(end+1,:) = {"G .* H 4096^2 double: GB/s (3 arrays) / device copy GB/s", ...
                   bw_mul, bw_copy, bw_mul / bw_copy, 0.85};
  clear G H R;

  ## 3. Per-operation overhead, 64x64
  G = gpuArray (rand (64));  H = gpuArray (rand (64));
  N = 3000;
  for pass = 1:2
    sync ();  t0 = tic ();
    for i = 1:N
      C = G + H;
    endfor
    sync ();  t_op = toc (t0) / N;
    t0 = tic ();
    for i = 1:N
      C = G * H;
    endfor
    sync ();  t_mm = toc (t0) / N;
  endfor
  t0 = tic ();
  for i = 1:N
    C = numel (G, 1);               # a method without a gateway call
  endfor
  t_call = toc (t0) / N;
  t0 = tic ();
  for i = 1:N
    C = gpuArray ();                # a result object made and freed
  endfor
  t_obj = toc (t0) / N;
  t0 = tic ();
  for i = 1:N
    s = __gputiled__ ("ga_stats");      # the gateway's entry alone
  endfor
  t_mex = toc (t0) / N;
  Ch = gather (G + H);
  ok = isequal (Ch, gather (G) + gather (H));
  printf ("64x64 check: %d\n", ok);
  A64 = rand (64);  B64 = rand (64);
  t0 = tic ();
  for i = 1:N
    C = A64 + B64;
  endfor
  t_oct = toc (t0) / N;
  rows(end+1,:) = {"64x64 G + H: us per operation (target <= 40)", ...
                   t_op * 1e6, 40, 40 / (t_op * 1e6), 1};
  rows(end+1,:) = {"64x64 G * H: us per operation", t_mm * 1e6, NaN, NaN, NaN};
  rows(end+1,:) = {"  of which: classdef method call (numel (G, 1))", t_call * 1e6, NaN, NaN, NaN};
  rows(end+1,:) = {"  of which: result object made and freed", t_obj * 1e6, NaN, NaN, NaN};
  rows(end+1,:) = {"  of which: gateway entry (bare call)", t_mex * 1e6, NaN, NaN, NaN};
  rows(end+1,:) = {"  context: Octave's own 64x64 A + B", t_oct * 1e6, NaN, NaN, NaN};

  ## The table
  s = gpu_info ();
  printf ("\ngpuArray figures on %s\n\n", s(1).name);
  printf ("| figure | value | reference | ratio | target | verdict |\n");
  printf ("|---|---|---|---|---|---|\n");
  for i = 1:size (rows, 1)
    [name, v, ref, ratio, target] = rows{i,:};
    if (isnan (target))
      verdict = "";
    elseif (ratio >= target)
      verdict = "met";
    else
      verdict = "MISSED";
    endif
    printf ("| %s | %.4g | %.4g | %.3f | %g | %s |\n", name, v, ref, ratio,
            target, verdict);
    fprintf (fid, "\"%s\",%.6g,%.6g,%.6g,%g,%s\n", name, v, ref, ratio,
             target, verdict);
  endfor
  fclose (fid);
endfunction

function R = copy_of (G)
  R = G;
  R(1) = 0;   # a copy of the whole array (cudaMemcpy), then one element
endfunction

function t = timed (f, reps)
  __gputiled__ ("ga", "sync");
  ts = zeros (1, reps);
  for i = 1:reps
    t0 = tic ();
    R = f ();
    __gputiled__ ("ga", "sync");
    ts(i) = toc (t0);
    clear R;
  endfor
  t = median (ts);
endfunction
