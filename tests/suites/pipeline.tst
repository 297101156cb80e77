## SPDX-License-Identifier: GPL-3.0-or-later
## The product's pipeline (cuda/engine/product.cu): column blocks
## overlapped with the copies, and out-of-core tiles when the device memory
## is short.  Whatever the cut, every element is summed in the same order,
## so the results must equal the uncut product's bit for bit.  The cut is
## forced through two environment variables of the core's configuration,
## read again (__gputiled__ ("config")) around each call that sets one:
## GPUTILED_BLOCK_COLS (column block width) and GPUTILED_DEVICE_MB (device
## memory the call may use).

%!function A = rnd (m, n, cls)
%!  A = cast (randn (m, n), cls);
%!endfunction

## C with the environment variable NAME set to VALUE for one call (cells
## of names and values: several at once).
%!function [C, info] = mm_with (name, value, varargin)
%!  name = cellstr (name);  value = cellstr (value);
%!  old = cellfun (@getenv, name, "UniformOutput", false);
%!  for i = 1:numel (name)
%!    setenv (name{i}, value{i});
%!  endfor
%!  __gputiled__ ("config");
%!  unwind_protect
%!    [C, info] = gpu_tiled_mm (varargin{:});
%!  unwind_protect_cleanup
%!    for i = 1:numel (name)
%!      if (isempty (old{i}))
%!        unsetenv (name{i});
%!      else
%!        setenv (name{i}, old{i});
%!      endif
%!    endfor
%!    __gputiled__ ("config");
%!  end_unwind_protect
%!endfunction

%!function mb = ifelse_mb (cls)
%!  if (strcmp (cls, "double"))
%!    mb = "12";
%!  else
%!    mb = "6";
%!  endif
%!endfunction

%!function kernels = kernels_for (cls)
%!  kernels = {"auto", "naive", "padded"};
%!  if (strcmp (cls, "single"))
%!    kernels{end+1} = "regblock";
%!  else
%!    kernels{end+1} = "dmma";
%!  endif
%!endfunction

## Column blocks and out-of-core tiles give the uncut product's bits, for
## every kernel, both classes, shapes that are not multiples of anything.
%!testif ; gpu_available ()
%! for cls = {"single", "double"}
%!   A = rnd (700, 900, cls{1});  B = rnd (900, 1100, cls{1});
%!   for kern = kernels_for (cls{1})
%!     [C0, i0] = gpu_tiled_mm (A, B, "Kernel", kern{1});
%!     assert (i0.tiles, 1);
%!     [C1, i1] = mm_with ("GPUTILED_BLOCK_COLS", "256", A, B, "Kernel", kern{1});
%!     assert (i1.tiles, 5);
%!     assert (isequal (C1, C0), "%s %s: column blocks", cls{1}, kern{1});
%!     ## A resident, B and C streamed through two buffers each.
%!     ## (A, B and C take 19 MB in double, 9.5 MB in single.)
%!     mb = ifelse_mb (cls{1});
%!     [C2, i2] = mm_with ("GPUTILED_DEVICE_MB", mb, A, B, "Kernel", kern{1});
%!     assert (i2.tiles > 1);
%!     assert (isequal (C2, C0), "%s %s: streamed B", cls{1}, kern{1});
%!     ## Too little for A: tiles of rows and columns.
%!     [C3, i3] = mm_with ("GPUTILED_DEVICE_MB", "3", A, B, "Kernel", kern{1});
%!     assert (i3.tiles > i2.tiles);
%!     assert (isequal (C3, C0), "%s %s: out of core", cls{1}, kern{1});
%!   endfor
%!   R = double (A) * double (B);
%!   assert (norm (double (C3) - R, 1) / norm (R, 1) < 1e3 * eps (cls{1}));
%!   ## cuBLAS picks its own algorithm per shape: close, not equal.
%!   C4 = mm_with ("GPUTILED_DEVICE_MB", "3", A, B, "Kernel", "cublas");
%!   assert (norm (double (C4) - R, 1) / norm (R, 1) < 1e3 * eps (cls{1}));
%! endfor

## Complex operands take the same engine: complex x complex (A's blocks
## composed on the device), complex x real and real x complex, each with
## column blocks, streamed blocks and out-of-core tiles, give the uncut
## product's bits; cuBLAS's CGEMM/ZGEMM is cut too (close, not equal).
%!function A = crnd (m, n, cls)
%!  A = complex (rnd (m, n, cls), rnd (m, n, cls));
%!endfunction

%!testif ; gpu_available ()
%! for cls = {"single", "double"}
%!   for ab = {"cc", "cr", "rc"}
%!     if (ab{1}(1) == "c")  A = crnd (300, 500, cls{1});  else  A = rnd (300, 500, cls{1});  endif
%!     if (ab{1}(2) == "c")  B = crnd (500, 700, cls{1});  else  B = rnd (500, 700, cls{1});  endif
%!     R = double (A) * double (B);
%!     for kern = kernels_for (cls{1})
%!       [C0, i0] = gpu_tiled_mm (A, B, "Kernel", kern{1});
%!       assert (class (C0), cls{1});
%!       assert (iscomplex (C0));
%!       assert (norm (double (C0) - R, 1) / norm (R, 1) < 1e3 * eps (cls{1}),
%!               "%s %s %s", ab{1}, cls{1}, kern{1});
%!       [C1, i1] = mm_with ("GPUTILED_BLOCK_COLS", "128", A, B, "Kernel", kern{1});
%!       assert (i1.tiles, 6);
%!       assert (isequal (C1, C0), "%s %s %s: column blocks", ab{1}, cls{1}, kern{1});
%!       C2 = mm_with ("GPUTILED_DEVICE_MB", "4", A, B, "Kernel", kern{1});
%!       assert (isequal (C2, C0), "%s %s %s: less memory", ab{1}, cls{1}, kern{1});
%!       [C3, i3] = mm_with ("GPUTILED_DEVICE_MB", "2", A, B, "Kernel", kern{1});
%!       assert (i3.tiles > 1);
%!       assert (isequal (C3, C0), "%s %s %s: out of core", ab{1}, cls{1}, kern{1});
%!     endfor
%!   endfor
%!   A = crnd (300, 500, cls{1});  B = crnd (500, 700, cls{1});
%!   R = double (A) * double (B);
%!   [C4, i4] = mm_with ("GPUTILED_DEVICE_MB", "2", A, B, "Kernel", "cublas");
%!   assert (i4.tiles > 1);
%!   assert (norm (double (C4) - R, 1) / norm (R, 1) < 1e3 * eps (cls{1}));
%! endfor

## A complex product large enough for the overlapped path by default, and
## one small enough for the packed one: both against Octave.
%!testif ; gpu_available ()
%! A = crnd (1024, 1024, "double");  B = crnd (1024, 2048, "double");
%! [C, info] = gpu_tiled_mm (A, B);
%! assert (info.tiles > 1);
%! assert (info.h2d_ms > 0 && info.d2h_ms > 0 && info.staging_ms > 0);
%! R = A * B;
%! assert (norm (C - R, 1) / norm (R, 1) < 1e2 * eps);
%! A = crnd (20, 30, "single");  B = crnd (30, 10, "single");
%! [C, info] = gpu_tiled_mm (A, B);
%! assert (info.tiles, 1);
%! assert (norm (double (C) - double (A) * double (B), 1) < 1e2 * eps ("single") * norm (double (A), 1) * norm (double (B), 1));

## The classroom "tiled" kernel needs tile multiples: the cuts keep them.
%!testif ; gpu_available ()
%! A = rnd (512, 384, "single");  B = rnd (384, 640, "single");
%! C0 = gpu_tiled_mm (A, B, "Kernel", "tiled", "Tile", 32);
%! C1 = mm_with ("GPUTILED_BLOCK_COLS", "128", A, B, "Kernel", "tiled", "Tile", 32);
%! C2 = mm_with ("GPUTILED_DEVICE_MB", "1", A, B, "Kernel", "tiled", "Tile", 32);
%! assert (isequal (C1, C0) && isequal (C2, C0));

## Split-K is chosen for the whole product, so cut products keep its bits.
%!testif ; gpu_available ()
%! for cls = {"single", "double"}
%!   A = rnd (64, 8192, cls{1});  B = rnd (8192, 300, cls{1});
%!   [C0, i0] = gpu_tiled_mm (A, B);
%!   assert (i0.splits > 1);
%!   [C1, i1] = mm_with ("GPUTILED_BLOCK_COLS", "64", A, B);
%!   assert (i1.splits, i0.splits);
%!   assert (i1.tiles, 5);
%!   assert (isequal (C1, C0));
%! endfor

## The overlapped path (three streams, several blocks) on a product big
## enough to take it by default, against the one-block run and Octave.
%!testif ; gpu_available ()
%! for cls = {"single", "double"}
%!   A = rnd (4096, 1024, cls{1});  B = rnd (1024, 4096, cls{1});
%!   [C, info] = gpu_tiled_mm (A, B);
%!   ## Column blocks no narrower than the GPU needs, tapered where the
%!   ## pieces still fill it (double: 512 512 1024 1024 512 512).
%!   assert (info.tiles > 1);
%!   assert (info.staging_ms > 0 && info.h2d_ms > 0 && info.kernel_ms > 0);
%!   assert (info.d2h_ms > 0 && info.overlap_ms >= 0);
%!   C1 = mm_with ("GPUTILED_BLOCK_COLS", "4096", A, B);
%!   assert (isequal (C, C1));
%!   [C2, i2] = mm_with ("GPUTILED_TAPER", "0", A, B);
%!   assert (i2.tiles > 1 && i2.tiles <= info.tiles);
%!   assert (isequal (C2, C1));
%!   R = A * B;
%!   assert (norm (double (C - R), 1) / norm (double (R), 1) < 1e2 * eps (cls{1}));
%! endfor

## When the fresh result gets its pages (GPUTILED_TOUCH: all from the
## start, block by block as the kernels are launched, or by the copies
## out themselves) changes nothing in it: also where the blocks are cut
## small, with out-of-core tiles, and on the streamed path.
%!testif ; gpu_available ()
%! for cls = {"single", "double"}
%!   A = rnd (3000, 700, cls{1});  B = rnd (700, 2500, cls{1});
%!   [C0, i0] = gpu_tiled_mm (A, B);
%!   assert (i0.tiles > 1);
%!   for how = {"whole", "blocks", "none"}
%!     [C1, i1] = mm_with ("GPUTILED_TOUCH", how{1}, A, B);
%!     assert (i1.tiles, i0.tiles);
%!     assert (isequal (C1, C0), "touch %s, %s", how{1}, cls{1});
%!     C2 = mm_with ("GPUTILED_TOUCH", how{1}, A, B, "Kernel", "padded");
%!     assert (isequal (C2, gpu_tiled_mm (A, B, "Kernel", "padded")));
%!   endfor
%!   [C3, i3] = mm_with ({"GPUTILED_TOUCH", "GPUTILED_DEVICE_MB"},
%!                       {"blocks", ifelse_mb(cls{1})}, A, B);
%!   assert (i3.tiles > i0.tiles);
%!   assert (isequal (C3, C0));
%! endfor

## Less device memory than one tile of 32 needs: a clear error, and the
## next call works.
%!testif ; gpu_available ()
%! A = rnd (100, 200000, "double");  B = rnd (200000, 50, "double");
%! try
%!   mm_with ("GPUTILED_DEVICE_MB", "10", A, B);
%!   error ("no error");
%! catch err
%!   assert (err.identifier, "gputiled:outOfMemory");
%!   assert (! isempty (strfind (err.message, "gpu_tiled_mm")));
%! end_try_catch
%! A = rnd (30, 40, "double");  B = rnd (40, 20, "double");
%! assert (gpu_tiled_mm (A, B), A * B, -1e-13);

## Results above 1 MB come back through __gputiled_alloc__ (no copy): they
## must be ordinary, independent Octave arrays.
%!test
%! A = rnd (600, 300, "double");  B = rnd (300, 500, "double");
%! C = gpu_tiled_mm (A, B, "Backend", "cpu");
%! D = gpu_tiled_mm (A, B, "Backend", "cpu");
%! assert (class (C), "double");
%! assert (size (C), [600, 500]);
%! R = A * B;
%! assert (norm (C - R, 1) / norm (R, 1) < 1e3 * eps);
%! assert (isequal (C, D));
%! C(1) = 7;                     # D is an array of its own
%! assert (D(1) != 7 && isequal (D(2:end), C(2:end)));
%! S = gpu_tiled_mm (single (A), B, "Backend", "cpu");
%! assert (class (S), "single");
%! assert (isequal (S, gpu_tiled_mm (single (A), single (B), "Backend", "cpu")));
%! x = __gputiled_alloc__ ("single", 3, 0, false);
%! assert (class (x), "single");
%! assert (size (x), [3, 0]);
%!error <internal> __gputiled_alloc__ ()
%!error <class> __gputiled_alloc__ ("int8", 2, 2, false)

## The info struct comes from __gputiled_info__ (an oct-file: the MEX
## interface makes structs slowly), or, where that is missing, from the
## gateway itself: the same fields in the same order, the same values.
%!function s = info_parts (info)
%!  ## What does not depend on the clock.
%!  clock = {"init_ms", "staging_ms", "h2d_ms", "kernel_ms", "d2h_ms", ...
%!           "overlap_ms", "total_ms", "gflops", "gbps"};
%!  s = rmfield (info, clock(isfield (info, clock)));
%!endfunction
%!test
%! assert (exist ("__gputiled_info__"), 3);   # built and installed beside the gateway
%! [~, info] = gpu_tiled_mm (rnd (40, 20, "single"), rnd (20, 70, "single"),
%!                           "Kernel", "naive", "Tile", 16, "Backend", "cpu");
%! assert (fieldnames (info)', {"kernel", "tile", "config", "splits", ...
%!   "backend", "device", "grid", "block", "tiles", "devices", "shares", ...
%!   "init_ms", "staging_ms", "h2d_ms", "kernel_ms", "d2h_ms", ...
%!   "overlap_ms", "total_ms", "gflops"});
%! assert (info.grid, [3, 5, 1]);
%! assert (size (info.devices), [0, 0]);
%! assert (size (info.shares), [0, 0]);
%! [~, info] = gpu_sum (rnd (50, 3, "double"), "Backend", "cpu");
%! f = fieldnames (info);
%! assert (f{end}, "gbps");
%! assert (isempty (info.tile));
%!test
%! ## A child Octave with the gateway but without __gputiled_info__.
%! d = tempname ();
%! mkdir (d);
%! unwind_protect
%!   copyfile (which ("__gputiled__"), d);
%!   ## the shared core library the .mex loads from beside itself
%!   copyfile (fullfile (fileparts (which ("__gputiled__")),
%!                       "libgputiled_core-*.so"), d);
%!   octave = fullfile (OCTAVE_HOME (), "bin", "octave-cli");
%!   code = ["[~, s] = gpu_tiled_mm (single (reshape (1:800, 40, 20)), " ...
%!           "single (reshape (1:1400, 20, 70)), 'Kernel', 'naive', " ...
%!           "'Tile', 16, 'Backend', 'cpu'); " ...
%!           "[~, t] = gpu_sum (reshape (1:150, 50, 3), 'Backend', 'cpu'); " ...
%!           "printf ('%d', exist ('__gputiled_info__')); " ...
%!           "save ('-binary', '" fullfile(d, "out.bin") "', 's', 't');"];
%!   cmd = sprintf (["'%s' --norc --no-history --no-window-system " ...
%!                   "--eval \"addpath ('%s', '%s'); %s\" 2>&1"], octave,
%!                  fileparts (which ("gpu_tiled_mm")), d, code);
%!   [status, out] = system (cmd);
%!   assert (status, 0, out);
%!   assert (strtrim (out), "0");       # it ran without the oct-file
%!   x = load (fullfile (d, "out.bin"));
%!   [~, s] = gpu_tiled_mm (single (reshape (1:800, 40, 20)),
%!                          single (reshape (1:1400, 20, 70)),
%!                          "Kernel", "naive", "Tile", 16, "Backend", "cpu");
%!   [~, t] = gpu_sum (reshape (1:150, 50, 3), "Backend", "cpu");
%!   assert (fieldnames (x.s), fieldnames (s));
%!   assert (fieldnames (x.t), fieldnames (t));
%!   assert (info_parts (x.s), info_parts (s));
%!   assert (info_parts (x.t), info_parts (t));
%!   for f = {"init_ms", "staging_ms", "total_ms", "gflops"}
%!     assert (isscalar (x.s.(f{1})) && isa (x.s.(f{1}), "double"), f{1});
%!   endfor
%! unwind_protect_cleanup
%!   confirm_recursive_rmdir (false, "local");
%!   rmdir (d, "s");
%! end_unwind_protect
%!error <internal> __gputiled_info__ ()
%!error <internal> __gputiled_info__ (1)
%!error <internal> __gputiled_info__ (zeros (1, 3, "uint8"))
%!test
%! ## Whatever its size, a record without the gateway's tag is refused.
%! for k = 1:1024
%!   fail (sprintf ("__gputiled_info__ (zeros (1, %d, 'uint8'))", k),
%!         "internal function");
%! endfor
