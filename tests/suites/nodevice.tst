## SPDX-License-Identifier: GPL-3.0-or-later
## Without a usable CUDA device, the default backend must fail with
## gputiled:noDevice and say how to use the CPU path, never fall back
## silently, and the CPU path must still work.  Run in a child Octave with
## CUDA_VISIBLE_DEVICES empty, so this is tested on GPU machines too.

%!function out = child (code)
%!  dirs = {fileparts(which ("gpu_tiled_mm")), fileparts(which ("__gputiled__"))};
%!  octave = fullfile (OCTAVE_HOME (), "bin", "octave-cli");
%!  cmd = sprintf (["CUDA_VISIBLE_DEVICES= '%s' --norc --no-history " ...
%!                  "--no-window-system --eval \"addpath ('%s', '%s'); %s\" 2>&1"],
%!                 octave, dirs{1}, dirs{2}, code);
%!  [status, out] = system (cmd);
%!  assert (status, 0, out);
%!endfunction

%!test
%! out = child (["try, gpu_tiled_mm (ones (2), ones (2)); disp ('no error'); " ...
%!               "catch e, printf ('%s|%s', e.identifier, e.message); end"]);
%! assert (! isempty (strfind (out, "gputiled:noDevice|gpu_tiled_mm: ")), out);
%! assert (! isempty (strfind (out, "\"Backend\", \"cpu\"")), out);

%!test
%! out = child ("printf ('%d|', gpu_available ()); disp (gpu_tiled_mm ([1 2], [3; 4], 'Backend', 'cpu'))");
%! assert (strtrim (out), "0|11");

%!test
%! out = child ("s = gpu_info (); printf ('%d', numel (s)); gpu_info ()");
%! assert (strncmp (out, "0No usable CUDA device", 22), out);

%!test
%! ## The classroom functions: gpu_bandwidth has no CPU backend and says so;
%! ## gpu_tiled_bench points to its CPU backend, which runs.
%! out = child (["try, gpu_bandwidth (); disp ('no error'); " ...
%!               "catch e, printf ('%s|%s', e.identifier, e.message); end"]);
%! assert (! isempty (strfind (out, "gputiled:noDevice|gpu_bandwidth: no usable CUDA device")), out);
%! assert (! isempty (strfind (out, "no CPU backend")), out);
%! out = child (["try, gpu_tiled_bench ('Sizes', 16); disp ('no error'); " ...
%!               "catch e, printf ('%s|%s', e.identifier, e.message); end"]);
%! assert (! isempty (strfind (out, "gputiled:noDevice|gpu_tiled_bench: ")), out);
%! assert (! isempty (strfind (out, "\"Backend\", \"cpu\"")), out);
%! out = child ("r = gpu_tiled_bench ('Backend', 'cpu', 'Sizes', 16, 'Kernels', {'padded'}, 'Reps', 1); disp (strjoin ({r.status}, ','))");
%! assert (strtrim (out)(end-4:end), "ok,ok");
%! ## gpu_reduce_bench likewise; on its CPU path only the roof is skipped.
%! out = child (["try, gpu_reduce_bench ('Sizes', 16); disp ('no error'); " ...
%!               "catch e, printf ('%s|%s', e.identifier, e.message); end"]);
%! assert (! isempty (strfind (out, "gputiled:noDevice|gpu_reduce_bench: no usable CUDA device")), out);
%! assert (! isempty (strfind (out, "\"Backend\", \"cpu\"")), out);
%! out = child ("r = gpu_reduce_bench ('Backend', 'cpu', 'Sizes', 16, 'Class', 'single', 'Kernels', 'fast', 'Reps', 1); disp (strjoin ({r.status}, ','))");
%! assert (strtrim (out)(end-48:end), "skipped (the copy roof is measured on the GPU),ok");

%!test
%! out = child (["try, gpu_sum (ones (2)); disp ('no error'); " ...
%!               "catch e, printf ('%s|%s', e.identifier, e.message); end; " ...
%!               "disp (gpu_max ([1 5 2], 'Backend', 'cpu'))"]);
%! assert (! isempty (strfind (out, "gputiled:noDevice|gpu_sum: ")), out);
%! assert (! isempty (strfind (out, "\"Backend\", \"cpu\"")), out);
%! assert (strtrim (out(end-1:end)), "5");

%!test
%! ## gpuArray: the constructor and the creators fail with gputiled:noDevice,
%! ## their messages starting "gpuArray: ".
%! for code = {"gpuArray (1)", "gpuArray (single ([1 2]))", "gpuArray (true)", ...
%!             "gpuArray.zeros (2)"}
%!   out = child (["try, " code{1} "; disp ('no error'); " ...
%!                 "catch e, printf ('%s|%s', e.identifier, e.message); end"]);
%!   ok = ! isempty (strfind (out, "gputiled:noDevice|gpuArray: ")) ...
%!        || ! isempty (strfind (out, "gputiled:noDevice|gpuArray.zeros: "));
%!   assert (ok, "%s: %s", code{1}, out);
%! endfor

%!test
%! ## gather and isgpuarray of host values need no device.
%! out = child (["x = gather (5); printf ('%s|%d|%d|%d|', class (x), x, isgpuarray (5), gpu_available ()); " ...
%!               "c = {1, 'a'}; s = struct ('f', {2, 3}); " ...
%!               "printf ('%d', isequal (gather (c), c), isequal (gather (s), s), " ...
%!               "strcmp (gather ('abc'), 'abc'), isequal (gather (int8 (3)), int8 (3)), " ...
%!               "strcmp (class (gather (single (2))), 'single'), isequal (gather (true (2)), true (2)), " ...
%!               "isgpuarray ('abc'), isgpuarray ({}), isgpuarray (true), isgpuarray (single (1))); " ...
%!               "[a, b] = gather (1, 'x'); printf ('|%d%s', a, b)"]);
%! assert (strtrim (out), "double|5|0|0|1111110000|1x");

%!test
%! ## One rule for every function: "cuda" (the default) needs a usable GPU
%! ## for every call, also where the work is done on the host (integer
%! ## "native" sums, 64-bit max and min, empty results) or by the resident
%! ## arrays' kernels (complex max, the two-array form): gputiled:noDevice,
%! ## never a silent fallback.  "auto" gives the CPU path's answers.
%! calls = {"gpu_sum (int8 ([100 100]), 'native'", "gpu_sum (true (2), 'native'", ...
%!          "gpu_sum ([]", "gpu_sum (int8 ([100 100])", "gpu_max (int64 ([1 2])", ...
%!          "gpu_min (zeros (0, 3)", "gpu_max ([4, 2i, 4.999]", "gpu_min ([1 2], 3", ...
%!          "gpu_max (int64 ([1 2]), 5", "gpu_min ('abc', 'b'", ...
%!          "gpu_tiled_mm (zeros (0, 3), zeros (3, 0)", "gpu_tiled_mm (int8 (2), 3"};
%! code = "";
%! for c = 1:numel (calls)
%!   code = [code, sprintf(["try, %s); disp ('no error'); catch e, printf ('%%s|', e.identifier); end; ", ...
%!                          "a = %s, 'Backend', 'auto'); b = %s, 'Backend', 'cpu'); printf ('%%d\\n', isequal (a, b) && strcmp (class (a), class (b)));"], ...
%!                         calls{c}, calls{c}, calls{c})];
%! endfor
%! out = strsplit (strtrim (child (code)), "\n");
%! assert (numel (out), numel (calls), strjoin (out, "\n"));
%! for c = 1:numel (calls)
%!   assert (out{c}, "gputiled:noDevice|1", calls{c});
%! endfor

%!test
%! ## With "auto" a Device applies only where a GPU is used; with "cpu" it
%! ## is refused.
%! out = child (["[~, info] = gpu_sum ([1 2], 'Backend', 'auto', 'Device', 0); printf ('%s|', info.backend); " ...
%!               "try, gpu_sum ([1 2], 'Backend', 'cpu', 'Device', 0); catch e, printf ('%s', e.identifier); end"]);
%! assert (strtrim (out), "cpu|gputiled:invalidOption");
