## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} single (@var{A})
## The gpuArray @var{A} converted to single, on the GPU.
## @end deftypefn
function B = single (A)
  B = gpuArray ();
  __gputiled__ ("ga", "convert", B, A, "single");
endfunction
