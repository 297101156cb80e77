## SPDX-License-Identifier: GPL-3.0-or-later
## The GEMM kernels' table (cuda/base/gemm_kernels.def) as the package
## shows it: __gputiled__ ("kernels") gives the "Kernel" option's values,
## gpu_tiled_mm accepts exactly those and names them in its error, the
## device reports a subset of them, and each kernel reports what its row
## says (the classroom kernels their tile, the others none).

%!test
%! k = __gputiled__ ("kernels");
%! assert (iscellstr (k) && rows (k) == 1);
%! assert (k{1}, "auto");
%! assert (numel (unique (k)), numel (k));
%! ## the classroom ladder and the references are in it
%! assert (all (ismember ({"naive", "tiled", "padded", "cublas"}, k)));

%!test
%! ## the error lists the table's names, "auto" first, in its order
%! k = __gputiled__ ("kernels");
%! want = sprintf ("\"%s\", ", k{:});
%! try
%!   gpu_tiled_mm (1, 2, "Kernel", "no_such_kernel");
%!   error ("no error");
%! catch e
%!   assert (e.identifier, "gputiled:invalidOption");
%!   assert (e.message, ["gpu_tiled_mm: Kernel must be one of " want(1:end-2)]);
%! end_try_catch

%!test
%! ## every name in the table passes the option check: the CPU path runs
%! ## the classroom kernels, and the others are refused there for what
%! ## they are, not as an unknown option
%! A = rand (5, 3);  B = rand (3, 4);
%! for name = __gputiled__ ("kernels")
%!   try
%!     C = gpu_tiled_mm (A, B, "Kernel", name{1}, "Backend", "cpu");
%!     assert (C, A * B, 8 * eps);
%!   catch e
%!     assert (! strcmp (e.identifier, "gputiled:invalidOption"),
%!             "%s: %s", name{1}, e.message);
%!   end_try_catch
%! endfor

%!test
%! ## the CPU reference reports the classroom kernels' tile
%! [~, info] = gpu_tiled_mm (rand (4), rand (4), "Kernel", "padded",
%!                           "Tile", 16, "Backend", "cpu");
%! assert (info.kernel, "padded");
%! assert (info.tile, 16);

%!testif ; gpu_available ()
%! ## the kernels a device runs are names of the table
%! k = __gputiled__ ("kernels");
%! g = gpu_info ();
%! assert (all (ismember (g(1).kernels, k(2:end))));
%! assert (all (ismember ({"naive", "tiled", "padded", "cublas"}, g(1).kernels)));

%!testif ; gpu_available ()
%! ## classroom kernels report their tile; the fast ones and cuBLAS an
%! ## empty one (their configuration is in info.config).  Each kernel runs
%! ## in the classes it computes (the fast ones refuse the other, saying so).
%! g = gpu_info ();
%! for name = g(1).kernels
%!   ran = 0;
%!   for cls = {"double", "single"}
%!     A = rand (64, cls{1});  B = rand (64, cls{1});
%!     try
%!       [C, info] = gpu_tiled_mm (A, B, "Kernel", name{1}, "Tile", 32);
%!     catch e
%!       assert (! isempty (regexp (e.message, "only$", "once")),
%!               "%s, %s: %s", name{1}, cls{1}, e.message);
%!       continue;
%!     end_try_catch
%!     ran++;
%!     assert (info.kernel, name{1});
%!     if (any (strcmp (name{1}, {"naive", "tiled", "padded"})))
%!       assert (info.tile, 32);
%!     else
%!       assert (info.tile, []);
%!     endif
%!     assert (class (C), cls{1});
%!     R = double (A) * double (B);
%!     assert (double (C), R, 64 * 8 * eps (cls{1}) * max (abs (R(:))));
%!   endfor
%!   assert (ran > 0, "%s ran in no class", name{1});
%! endfor
