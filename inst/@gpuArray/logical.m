## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} logical (@var{A})
## The gpuArray @var{A} converted to logical, on the GPU.
## @end deftypefn
function B = logical (A)
  B = gpuArray ();
  __gputiled__ ("ga", "convert", B, A, "logical");
endfunction
