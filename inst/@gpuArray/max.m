## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{m} =} max (@var{G})
## @deftypefnx {} {@var{m} =} max (@var{G}, [], @var{dim})
## @deftypefnx {} {[@var{m}, @var{i}] =} max (@dots{})
## @deftypefnx {} {@var{m} =} max (@var{A}, @var{B})
## The maximum along a dimension (with its position, 1-based), or of
## @var{A} and @var{B} elementwise with broadcasting, on the GPU.  As
## Octave's: NaN is skipped unless all are NaN, ties give the first
## position, complex values are ordered by abs, then arg.
## @end deftypefn
function [m, i] = max (varargin)
  [m, i] = minmax ("max", nargout, varargin);
endfunction
