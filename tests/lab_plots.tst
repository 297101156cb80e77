## gpu_bandwidth's sweep, table and plot without a GPU: the device is replaced
## by stand-ins (gpu_available, gpu_info and __gputiled__ m-files that return
## made-up figures), put first on the path for the test and removed after.
## What this checks is the m-file (options, the shape of the result, the
## printed table, the headless PNG), not the kernels: their tests in
## gpu_bandwidth.m run on a GPU.

%!function d = stand_in ()
%!  d = tempname ();
%!  mkdir (d);
%!  put (d, "gpu_available.m", "function [tf, why] = gpu_available ()\n  tf = true;  why = \"\";\nendfunction\n");
%!  put (d, "gpu_info.m", "function s = gpu_info ()\n  s = struct (\"index\", 0, \"name\", \"Stand-in GPU_0\", \"memory_free\", 2^32, \"memory_total\", 2^33);\nendfunction\n");
%!  put (d, "__gputiled__.m", ["function g = __gputiled__ (cmd, kind, cls, n, p, reps, dev)\n" ...
%!       "  assert (cmd, \"bandwidth\");  assert (reps >= 1 && dev == -1);\n" ...
%!       "  s = 1 + strcmp (cls, \"double\");\n" ...
%!       "  switch (kind)\n    case \"copy\", g = 1000 * s;\n" ...
%!       "    case \"offset\", g = 900 * s - p;\n    otherwise, g = 900 * s / p;\n  endswitch\nendfunction\n"]);
%!  addpath (d);
%!endfunction

%!function put (d, name, text)
%!  fid = fopen (fullfile (d, name), "w");
%!  fputs (fid, text);
%!  fclose (fid);
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

%!test
%! ## No output: the table is printed and the plot written; with File, there.
%! d = stand_in ();
%! png = [tempname() ".png"];
%! unwind_protect
%!   out = evalc ("gpu_bandwidth ('Strides', [1 2 4], 'Offsets', [0 1], 'File', png)");
%!   assert (! isempty (strfind (out, "gpu_bandwidth on Stand-in GPU_0, N = 67108864 elements, median of 10 runs (GB/s)")), out);
%!   assert (! isempty (regexp (out, '\n\s+4\s+225\.0\s+450\.0\n', "once")), out);
%!   if (any (strcmp (available_graphics_toolkits (), "gnuplot")))
%!     assert (! isempty (strfind (out, ["plot written to " png])), out);
%!     fid = fopen (png, "r");  sig = fread (fid, 8, "uint8=>uint8")';  fclose (fid);
%!     assert (sig, uint8 ([137, 80, 78, 71, 13, 10, 26, 10]));
%!     f = dir (png);
%!     assert (f.bytes > 1024);
%!   endif
%! unwind_protect_cleanup
%!   gone (d);
%!   if (exist (png, "file")) unlink (png); endif
%! end_unwind_protect
