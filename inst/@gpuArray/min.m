## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{m} =} min (@var{G})
## @deftypefnx {} {@var{m} =} min (@var{G}, [], @var{dim})
## @deftypefnx {} {[@var{m}, @var{i}] =} min (@dots{})
## @deftypefnx {} {@var{m} =} min (@var{A}, @var{B})
## The minimum along a dimension (with its position, 1-based), or of
## @var{A} and @var{B} elementwise with broadcasting, on the GPU.  As
## Octave's: NaN is skipped unless all are NaN, ties give the first
## position, complex values are ordered by abs, then arg.
## @end deftypefn
function [m, i] = min (varargin)
  [m, i] = minmax ("min", nargout, varargin);
endfunction
