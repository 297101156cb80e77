## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} horzcat (@var{A1}, @var{A2}, @dots{})
## @code{[A1, A2, ...]} on the GPU (host operands are uploaded).
## @end deftypefn
function B = horzcat (varargin)
  B = gpuArray ();
  __gputiled__ ("ga", "cat", B, 2, varargin);
endfunction
