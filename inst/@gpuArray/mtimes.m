## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{C} =} mtimes (@var{A}, @var{B})
## @code{A * B} on the GPU with the package's GEMM kernels (the planner's
## choice, as @code{gpu_tiled_mm}'s "auto"), on device data: no host traffic.
## A scalar operand makes it an elementwise product.
## @end deftypefn
function C = mtimes (A, B)
  C = gpuArray ();
  __gputiled__ ("ga", "mtimes", C, A, B);
endfunction
