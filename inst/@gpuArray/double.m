## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} double (@var{A})
## The gpuArray @var{A} converted to double, on the GPU.
## @end deftypefn
function B = double (A)
  B = gpuArray ();
  __gputiled__ ("ga", "convert", B, A, "double");
endfunction
