## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} vertcat (@var{A1}, @var{A2}, @dots{})
## @code{[A1; A2; ...]} on the GPU (host operands are uploaded).
## @end deftypefn
function B = vertcat (varargin)
  B = gpuArray ();
  __gputiled__ ("ga", "cat", B, 1, varargin);
endfunction
