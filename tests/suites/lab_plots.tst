## SPDX-License-Identifier: GPL-3.0-or-later
## gpu_bandwidth's and gpu_reduce_bench's sweeps, tables and plots without a
## GPU: the device is replaced by stand-ins (gpu_available, gpu_info and
## __gputiled__ m-files that return made-up figures), put first on the path
## for the test and removed after.  What this checks is the m-files (options,
## the shape of the result, the printed table, the roof, the headless PNG),
## not the kernels: their tests in gpu_bandwidth.m, gpu_sum.m and
## gpu_reduce_bench.m run on a GPU.

%!function d = stand_in ()
%!  d = tempname ();
%!  mkdir (d);
%!  put (d, "gpu_available.m", "function [tf, why] = gpu_available ()\n  tf = true;  why = \"\";\nendfunction\n");
%!  put (d, "gpu_info.m", "function s = gpu_info ()\n  s = struct (\"index\", 0, \"name\", \"Stand-in GPU_0\", \"memory_free\", 2^32, \"memory_total\", 2^33);\nendfunction\n");
%!  put (d, "__gputiled__.m", strjoin ({ ...
%!    "function varargout = __gputiled__ (cmd, varargin)", ...
%!    "  switch (cmd)", ...
%!    "    case 'bandwidth'", ...
%!    "      [kind, cls, n, p, reps, dev] = varargin{:};", ...
%!    "      assert (reps >= 1 && dev == -1);", ...
%!    "      s = 1 + strcmp (cls, 'double');", ...
%!    "      switch (kind)", ...
%!    "        case 'copy', g = 1000 * s;", ...
%!    "        case 'offset', g = 900 * s - p;", ...
%!    "        otherwise, g = 900 * s / p;", ...
%!    "      endswitch", ...
%!    "      varargout = {g, struct('ms', 2 * n * 4 * s / (g * 1e6))};", ...
%!    "    otherwise", ...
%!    "      [varargout{1:nargout}] = reduce (cmd, varargin{:});", ...
%!    "  endswitch", ...
%!    "endfunction", ...
%!    "", ...
%!    "## sum, max, min: the answer, and kernels at 100, 200 and 900 GB/s in", ...
%!    "## single (twice that in double).  Special lengths: 777 gives a wrong", ...
%!    "## sum, 999 an error that is no gputiled error (a bug), more than 5000", ...
%!    "## elements run out of device memory.", ...
%!    "function varargout = reduce (cmd, X, varargin)", ...
%!    "  [kernel, backend, dev] = varargin{end-2:end};", ...
%!    "  assert (backend, 'cuda');  assert (dev, -1);", ...
%!    "  n = numel (X);", ...
%!    "  if (n == 999) error ('Octave:standIn', 'stand-in bug'); endif", ...
%!    "  if (n > 5000)", ...
%!    "    error ('gputiled:outOfMemory', 'gpu_%s: out of device memory', cmd);", ...
%!    "  endif", ...
%!    "  s = 1 + isa (X, 'double');", ...
%!    "  g = s * struct ('interleaved', 100, 'sequential', 200, 'fast', 900).(kernel);", ...
%!    "  ms = n * 4 * s / (g * 1e6);", ...
%!    "  info = struct ('kernel', kernel, 'kernel_ms', ms, 'total_ms', 3 * ms, 'gbps', g);", ...
%!    "  if (strcmp (cmd, 'sum'))", ...
%!    "    varargout = {cast(sum (double (X), 'extra') + (n == 777), class (X)), info};", ...
%!    "  else", ...
%!    "    [M, I] = feval (cmd, X);", ...
%!    "    varargout = {M, I, info};", ...
%!    "  endif", ...
%!    "endfunction", ""}, "\n"));
%!  addpath (d);
%!endfunction

%!function put (d, name, text)
%!  fid = fopen (fullfile (d, name), "w");
%!  fputs (fid, text);
%!  fclose (fid);
%!endfunction

## OUT (what the function printed) says the plot went to PNG, and PNG is a
## real PNG of sensible size.  The tests that plot run where gnuplot runs;
## without it they are skipped, and counted as skipped.
%!function png_ok (out, png)
%!  assert (! isempty (strfind (out, ["plot written to " png])), out);
%!  fid = fopen (png, "r");  sig = fread (fid, 8, "uint8=>uint8")';  fclose (fid);
%!  assert (sig, uint8 ([137, 80, 78, 71, 13, 10, 26, 10]));
%!  f = dir (png);
%!  assert (f.bytes > 1024);
%!endfunction

%!function gone (d)
%!  rmpath (d);
%!  confirm_recursive_rmdir (false, "local");
%!  rmdir (d, "s");
%!endfunction

%!test
%! d = stand_in ();
%! unwind_protect
%!   [r, file] = gpu_bandwidth ("Offsets", [0, 1, 8], "Strides", [1, 2, 4, 32],
%!                              "Reps", 2);
%!   assert (file, "");
%!   assert (r.device, "Stand-in GPU_0");
%!   assert ([r.n, r.reps], [2^26, 2]);
%!   assert (r.class, {"single", "double"});
%!   assert (r.offset, [0; 1; 8]);
%!   assert (r.stride, [1; 2; 4; 32]);
%!   assert (r.offset_gbps, [900 - [0; 1; 8], 1800 - [0; 1; 8]]);
%!   assert (r.stride_gbps, [900 ./ [1; 2; 4; 32], 1800 ./ [1; 2; 4; 32]]);
%!   assert (r.copy_gbps, [1000, 2000]);
%!   r = gpu_bandwidth ("Class", "double", "N", 1000);
%!   assert (r.class, {"double"});
%!   assert (size (r.offset_gbps), [33, 1]);
%!   assert (size (r.stride_gbps), [32, 1]);
%! unwind_protect_cleanup
%!   gone (d);
%! end_unwind_protect

%!test
%! ## More memory than the device has free: outOfMemory, before any run.
%! d = stand_in ();
%! unwind_protect
%!   try
%!     gpu_bandwidth ("N", 2^30, "Class", "double");
%!     error ("no error");
%!   catch err
%!     assert (err.identifier, "gputiled:outOfMemory");
%!     assert (regexp (err.message, '^gpu_bandwidth: N = 1073741824 elements need 16384 MiB'), 1);
%!   end_try_catch
%! unwind_protect_cleanup
%!   gone (d);
%! end_unwind_protect

%!testif ; ! system ([gnuplot_binary() " --version > /dev/null 2>&1"])
%! ## No output: the table is printed and the plots written; with File, there
%! ## (the experiment in each name; a name without an extension gets .png).
%! d = stand_in ();
%! base = tempname ();
%! png = {[base "-offset.png"], [base "-stride.png"]};
%! unwind_protect
%!   out = evalc ("gpu_bandwidth ('Strides', [1 2 4], 'Offsets', [0 1], 'File', base)");
%!   assert (! isempty (strfind (out, "gpu_bandwidth on Stand-in GPU_0, N = 67108864 elements, median of 10 runs (GB/s)")), out);
%!   assert (! isempty (regexp (out, '\n\s+4\s+225\.0\s+450\.0\n', "once")), out);
%!   png_ok (out, png{1});
%!   png_ok (out, png{2});
%!   evalc ("[~, file] = gpu_bandwidth ('Strides', 1, 'Offsets', 0, 'File', png{1});");
%!   assert (file, strrep (png{1}, ".png", {"-offset.png", "-stride.png"}));
%! unwind_protect_cleanup
%!   gone (d);
%!   for f = [png, strrep(png{1}, ".png", {"-offset.png", "-stride.png"})]
%!     if (exist (f{1}, "file")) unlink (f{1}); endif
%!   endfor
%! end_unwind_protect

## ---- gpu_reduce_bench ----
%!test
%! ## The roof first, then GB/s and percentages of the roof, and the table.
%! d = stand_in ();
%! unwind_protect
%!   out = evalc ("[res, file] = gpu_reduce_bench ('Sizes', [1000, 4000], 'Ops', {'sum', 'max'}, 'Reps', 2);");
%!   assert (file, "");
%!   assert (numel (res), 2 + 2 * 2 * 2 * 4);
%!   assert (all (strcmp ({res.status}, "ok")), strjoin ({res.status}, "; "));
%!   roof = res(1:2);
%!   assert ({roof.class; roof.op; roof.kernel},
%!           {"single", "double"; "copy", "copy"; "copy", "copy"});
%!   assert ([roof.size; roof.gbps; roof.pct_roof],
%!           [2^26, 2^26; 1000, 2000; 100, 100]);
%!   assert ([roof.ms], 8 * 2^26 / 1e9 * [1, 1], -1e-12);
%!   assert (isnan ([roof.total_ms, roof.relerr]));
%!   r = res(3:end);
%!   assert ([r.size], [repmat(1000, 1, 16), repmat(4000, 1, 16)]);
%!   assert ({r(1:16).op}, repmat ({"sum", "sum", "sum", "sum", ...
%!                                  "max", "max", "max", "max"}, 1, 2));
%!   gpu = ! strcmp ({r.kernel}, "octave");
%!   g = r(gpu);
%!   assert ({g.kernel}, repmat ({"interleaved", "sequential", "fast"}, 1, 8));
%!   twice = 1 + strcmp ({g.class}, "double");
%!   base = repmat ([100, 200, 900], 1, 8);
%!   assert ([g.gbps], base .* twice, -1e-12);
%!   assert ([g.pct_roof], base / 10, -1e-12);
%!   assert ([g.total_ms], 3 * [g.ms], -1e-12);
%!   assert (all ([g.relerr] < 1e-6));
%!   o = r(! gpu);
%!   assert ([o.pct_roof],
%!           100 * [o.gbps] ./ (1000 * (1 + strcmp ({o.class}, "double"))),
%!           -1e-12);
%!   assert ([o.total_ms], [o.ms]);
%!   lines = strsplit (strtrim (out), "\n");
%!   assert (lines{1}, "gpu_reduce_bench: 2 sizes x 2 classes x 4 kernels (sum, max) on Stand-in GPU_0, median of 2 calls");
%!   assert (regexp (lines{4}, '^\s+67108864 double copy copy\s+0\.5369\s+2000\.0\s+100\.0\s+NaN\s+NaN  ok$'), 1, lines{4});
%!   assert (regexp (lines{end}, '^\s+4000 double max  octave\s.* ok$'), 1, lines{end});
%!   assert (regexp (lines{end-1}, '^\s+4000 double max  fast\s+0\.0000\s+1800\.0\s+90\.0\s+0\.000\s+0  ok$'), 1, lines{end-1});
%! unwind_protect_cleanup
%!   gone (d);
%! end_unwind_protect

%!test
%! ## A wrong result is FAILED (loudly), a length the device has no memory
%! ## for is skipped, the sweep goes on.
%! d = stand_in ();
%! unwind_protect
%!   out = evalc ("[res, file] = gpu_reduce_bench ('Sizes', [777, 6000], 'Class', 'single', 'Kernels', {'fast', 'octave'}, 'Ops', {'sum', 'min'}, 'Reps', 1);");
%!   st = {res.status};
%!   assert (numel (st), 9);
%!   assert (st([1, 3:5, 7, 9]), repmat ({"ok"}, 1, 6));
%!   v = sscanf (st{2}, "FAILED (%f, expected %f within %f)");
%!   assert (numel (v), 3, st{2});
%!   assert (v(1) - v(2), 1, 1e-3);            # the stand-in's sum is 1 off
%!   assert (v(3), 778 * eps ("single") * v(2), -5e-3);   # printed to 3 digits
%!   assert (res(2).relerr, 1 / v(2), -1e-3);
%!   assert (res(2).ms > 0);                   # timed all the same
%!   assert (st([6, 8]), {"skipped (gpu_sum: out of device memory)", ...
%!                        "skipped (gpu_min: out of device memory)"});
%!   assert (isnan ([res([6, 8]).ms, res([6, 8]).gbps, res([6, 8]).pct_roof]));
%!   assert (! isempty (strfind (out, "  *** FAILED (")), out);
%!   assert (isempty (strfind (out, "*** skipped")), out);
%! unwind_protect_cleanup
%!   gone (d);
%! end_unwind_protect

%!testif ; ! system ([gnuplot_binary() " --version > /dev/null 2>&1"])
%! ## The plot of a sweep with a failed and a skipped row, two reductions:
%! ## one figure per class, the class in each name.
%! d = stand_in ();
%! png = [tempname() ".png"];
%! want = strrep (png, ".png", {"-single.png", "-double.png"});
%! unwind_protect
%!   out = evalc ("[res, file] = gpu_reduce_bench ('Sizes', [777, 4000, 6000], 'Kernels', {'fast', 'octave'}, 'Ops', {'sum', 'min'}, 'Reps', 1, 'File', png);");
%!   assert (file, want);
%!   png_ok (out, want{1});
%!   png_ok (out, want{2});
%! unwind_protect_cleanup
%!   gone (d);
%!   for f = want
%!     if (exist (f{1}, "file")) unlink (f{1}); endif
%!   endfor
%! end_unwind_protect

%!test
%! ## An error that is no gputiled error is a bug: it stops the sweep.
%! d = stand_in ();
%! unwind_protect
%!   try
%!     evalc ("gpu_reduce_bench ('Sizes', 999, 'Kernels', 'fast', 'Reps', 1);");
%!     error ("no error");
%!   catch err
%!     assert (err.identifier, "Octave:standIn");
%!   end_try_catch
%! unwind_protect_cleanup
%!   gone (d);
%! end_unwind_protect

%!testif ; ! system ([gnuplot_binary() " --version > /dev/null 2>&1"])
%! ## No output argument, on the CPU path: the table is printed and, with no
%! ## display, the plot (no roof) goes to the current directory.
%! d = tempname ();
%! mkdir (d);
%! old = cd (d);
%! unwind_protect
%!   out = evalc ("gpu_reduce_bench ('Backend', 'cpu', 'Sizes', [256 512], 'Class', 'double', 'Kernels', {'sequential', 'octave'}, 'Reps', 1)");
%!   assert (! isempty (regexp (out, '\n\s+512 double sum  octave .* ok\n', "once")), out);
%!   if (! have_window_system ())
%!     f = dir (fullfile (d, "gpu_reduce_bench-*.png"));
%!     assert (numel (f), 1);
%!     png_ok (out, fullfile (d, f(1).name));
%!   endif
%! unwind_protect_cleanup
%!   cd (old);
%!   confirm_recursive_rmdir (false, "local");
%!   rmdir (d, "s");
%! end_unwind_protect

## ---- The plots themselves (__gputiled_lab__ draws what the functions draw) ----
%!testif ; ! system ([gnuplot_binary() " --version > /dev/null 2>&1"])
%! ## The ladder has a line for every kernel the run measured, whatever its
%! ## name (tf32x3 here), named at its end in the kernel's own colour;
%! ## a kernel none of whose rows ran is left out, and moves no colour.
%! row = @(n, k, t, g, st) struct ("size", n, "class", "single", "kernel", k,
%!                                 "tile", t, "ms", 1, "gflops", g,
%!                                 "total_ms", 1, "relerr", 0, "status", st);
%! res = [row(256, "naive", 32, 100, "ok"), row(256, "tiled", 32, NaN, "skipped (x)"),
%!        row(256, "tf32x3", NaN, 900, "ok"), row(512, "naive", 32, 200, "ok"),
%!        row(512, "tiled", 32, NaN, "skipped (x)"), row(512, "tf32x3", NaN, 1900, "ok")];
%! svg = [tempname() ".svg"];
%! unwind_protect
%!   evalc ("file = __gputiled_lab__ ('plot', 'ladder', res, 'Test GPU', svg);");
%!   assert (file, svg);
%!   t = fileread (svg);
%!   rgb = @(c) regexptranslate ("escape",
%!                               sprintf ("fill=\"rgb(%d,%d,%d)\"", round (255 * c)));
%!   for k = {"naive 32", "tf32x3"}
%!     st = __gputiled_lab__ ("style", k{1});
%!     assert (! isempty (regexp (t, [rgb(st.color) '[^<]*>\s*<text>' k{1} '</text>'], "once")), k{1});
%!   endfor
%!   assert (isempty (strfind (t, "<text>tiled 32</text>")));
%! unwind_protect_cleanup
%!   if (exist (svg, "file")) unlink (svg); endif
%! end_unwind_protect

## ---- The lab guide's tables and figures from CSV files (bench/doc_figures.m,
## which tools/lab_figures.sh runs; bench/ is in a source tree only) ----
%!function d = bench_dir ()
%!  d = fullfile (fileparts (fileparts (which ("gputiled_runtests"))), "bench");
%!endfunction

%!function s = table_line (out, start)
%!  lines = strsplit (out, "\n");
%!  k = find (strncmp (lines, start, numel (start)));
%!  assert (numel (k) == 1, "one line starts with %s", start);
%!  s = lines{k};
%!endfunction

%!testif ; isfile (fullfile (fileparts (fileparts (which ("gputiled_runtests"))), "bench", "doc_figures.m"))
%! ## Each number of the reference tables is its CSV row's column: a ladder
%! ## with tf32x3 and the splits column, a row that did not run, and a
%! ## ladder from before splits existed; a chain with the copies.
%! d = tempname ();
%! mkdir (d);
%! old = path ();
%! unwind_protect
%!   addpath (bench_dir ());
%!   put (d, "ladder-t1.csv", strjoin ({ ...
%!     "size,class,kernel,tile,splits,ms,gflops,total_ms,relerr,status", ...
%!     "1024,single,regblock,NaN,4,0.1,21474.8,1,1e-07,\"ok\"", ...
%!     "2048,single,regblock,NaN,2,0.5,34359.7,2,1e-07,\"ok\"", ...
%!     "4096,single,naive,32,1,40,3436,50,1e-07,\"ok\"", ...
%!     "4096,single,regblock,NaN,1,3.3,41648.2,11.5,1e-07,\"ok\"", ...
%!     "4096,single,tf32x3,NaN,1,2,68719.5,10,1e-07,\"ok\"", ...
%!     "8192,single,tf32x3,NaN,NaN,NaN,NaN,NaN,NaN,\"skipped (no such device)\"", ...
%!     "4096,double,dmma,NaN,1,2.5,54975.6,17,2e-16,\"ok\"", ""}, "\n"));
%!   put (d, "chain-t1.csv", strjoin ({ ...
%!     "n,host_ms,resident_ms,kernel_ms,octave_ms,h2d_ms,d2h_ms", ...
%!     "1024,1.5,0.25,0.07,NaN,1,0.5", ""}, "\n"));
%!   out = evalc ("doc_figures ('tables', d, 't1')");
%!   head = "<!-- tables: tools/lab_figures.sh --tables --tag t1 (from ladder-t1.csv, chain-t1.csv) -->";
%!   assert (strncmp (out, head, numel (head)), "%s", out);
%!   assert (table_line (out, "| `gpu_tiled_bench`, n = 4096, `naive` tile 32"),
%!           "| `gpu_tiled_bench`, n = 4096, `naive` tile 32 (GFLOP/s) | 3436 | - |");
%!   assert (table_line (out, "| `gpu_tiled_bench`, n = 4096, fast kernel, `regblock` / `dmma` (GFLOP/s)"),
%!           "| `gpu_tiled_bench`, n = 4096, fast kernel, `regblock` / `dmma` (GFLOP/s) | 41648 | 54976 |");
%!   assert (table_line (out, "| `gpu_tiled_bench`, n = 4096, `tf32x3`"),
%!           "| `gpu_tiled_bench`, n = 4096, `tf32x3`, single only (GFLOP/s) | 68720 | - |");
%!   assert (table_line (out, "| `gpu_tiled_bench`, n = 8192, `tf32x3`"),
%!           "| `gpu_tiled_bench`, n = 8192, `tf32x3`, single only (GFLOP/s) | - | - |");
%!   assert (table_line (out, "| `gpu_tiled_bench`, n = 4096, fast kernel, `regblock` / `dmma`, kernel"),
%!           "| `gpu_tiled_bench`, n = 4096, fast kernel, `regblock` / `dmma`, kernel / whole call (ms) | 3.30 / 11.5 | 2.50 / 17.0 |");
%!   assert (table_line (out, "| `gpu_tiled_bench`, fast kernel, slices of K"),
%!           "| `gpu_tiled_bench`, fast kernel, slices of K (`splits`) at n = 1024 / 2048 / 4096 | 4 / 2 / 1 | - / - / 1 |");
%!   assert (table_line (out, "| 1024 | 1.5"), "| 1024 | 1.5 | 0.25 | 0.07 | (not run) |");
%!   assert (table_line (out, "| 1024 | 1 ("), "| 1024 | 1 (16.8) | 0.5 (16.8) |");
%!   ## A ladder without the splits column reads as before; its splits are
%!   ## dashes.
%!   put (d, "ladder-t2.csv", strjoin ({ ...
%!     "size,class,kernel,tile,ms,gflops,total_ms,relerr,status", ...
%!     "4096,single,regblock,NaN,3.3,41648.2,11.5,1e-07,\"ok\"", ""}, "\n"));
%!   out = evalc ("doc_figures ('tables', d, 't2')");
%!   assert (table_line (out, "| `gpu_tiled_bench`, n = 4096, fast kernel, `regblock` / `dmma` (GFLOP/s)"),
%!           "| `gpu_tiled_bench`, n = 4096, fast kernel, `regblock` / `dmma` (GFLOP/s) | 41648 | - |");
%!   assert (table_line (out, "| `gpu_tiled_bench`, fast kernel, slices of K"),
%!           "| `gpu_tiled_bench`, fast kernel, slices of K (`splits`) at n = 1024 / 2048 / 4096 | - / - / - | - / - / - |");
%!   ## Two tags and none named: which one?
%!   try
%!     evalc ("doc_figures ('tables', d)");
%!     error ("no error");
%!   catch err
%!     assert (err.message, sprintf ("doc_figures: 2 ladder CSV files in %s: name the tag", d));
%!   end_try_catch
%!   ## The figures again from the CSV files, the device named after the tag.
%!   if (! system ([gnuplot_binary() " --version > /dev/null 2>&1"]))
%!     out = evalc ("doc_figures ('redraw', d, 't1', {'ladder', 'chain'})");
%!     for f = {"ladder-t1-single.png", "ladder-t1-double.png", "chain-t1.png"}
%!       png_ok (out, fullfile (d, f{1}));
%!     endfor
%!     assert (! isfile (fullfile (d, "ladder-t2-single.png")));
%!   endif
%! unwind_protect_cleanup
%!   path (old);
%!   confirm_recursive_rmdir (false, "local");
%!   rmdir (d, "s");
%! end_unwind_protect
