## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

classdef gpuArray < handle
  ## -*- texinfo -*-
  ## @deftypefn  {} {@var{G} =} gpuArray (@var{X})
  ## @deftypefnx {} {@var{G} =} gpuArray.zeros (@var{sz}@dots{}, @var{class})
  ## An array that stays in GPU memory between operations (MATLAB's name, so
  ## code written for MATLAB's gpuArray runs unchanged).
  ##
  ## @code{gpuArray (@var{X})} copies a double, single (real or complex) or
  ## logical array @var{X} to the GPU once; @code{gather (@var{G})} copies it
  ## back.  In between, operators and functions run on the device with no
  ## traffic over PCIe:
  ##
  ## @itemize
  ## @item operators @code{+ - .* ./ .\ .^ * ' .' == ~= < <= > >= & | ~},
  ## unary minus, with Octave's class rules and broadcasting; a host operand
  ## is uploaded and the result is a gpuArray;
  ## @item elementwise @code{abs sqrt exp log sin cos tanh real imag conj
  ## floor ceil round};
  ## @item reductions @code{sum prod mean max min norm dot}, along any
  ## dimension, with the index outputs of @code{max} and @code{min};
  ## @item shapes: @code{reshape}, @code{G(:)}, @code{repmat}, @code{[G, H]},
  ## @code{[G; H]}, @code{cat}, and indexing @code{G(i, j)}, @code{G(mask)},
  ## @code{G(2:end-1, :) = @dots{}};
  ## @item @code{double}, @code{single}, @code{logical} (on the GPU);
  ## @item @code{gpu_tiled_mm}, @code{gpu_sum}, @code{gpu_max},
  ## @code{gpu_min} with all their options.
  ## @end itemize
  ## Each method has its own help: @code{help gpuArray.mtimes}.
  ##
  ## Creators make arrays on the device: @code{gpuArray.zeros},
  ## @code{ones}, @code{eye}, @code{rand}, @code{randn}, @code{true},
  ## @code{false}, @code{inf}, @code{nan}, with sizes as @code{zeros} takes
  ## them and an optional class ("double", the default, or "single").
  ## @code{gpuArray.rand} and @code{randn} use the Philox4x32-10 generator;
  ## @code{gpu_rng} seeds it so that a run can be repeated.
  ##
  ## Copies are values: @code{H = G; H(1) = 0} leaves @var{G} unchanged.  The
  ## device memory goes back when the last copy of an array is cleared (also
  ## when a function that made it returns).  @code{gpu_reset} releases every
  ## gpuArray: using one afterwards is an error with identifier
  ## @code{gputiled:staleArray}.
  ##
  ## Results stay complex where the computation is complex (as MATLAB's
  ## gpuArray); @code{gather} gives what Octave would have, narrowing a
  ## result whose imaginary parts are all zero to real.
  ##
  ## @strong{Conditions:} Octave does not let a class decide @code{if} and
  ## @code{while}: @code{if G} is false for every gpuArray @var{G}, without an
  ## error.  Write @code{if gather (G)}, or @code{if gather (all (G(:)))}.
  ##
  ## Without a CUDA device, making a gpuArray is an error with identifier
  ## @code{gputiled:noDevice}; @code{gather} and @code{isgpuarray} of host
  ## values work everywhere.
  ##
  ## @example
  ## A = gpuArray (rand (4096));
  ## B = A * A' + 1;          # on the GPU
  ## s = gather (sum (B(:)))  # one number comes back
  ## @end example
  ## @seealso{gather, isgpuarray, gputimeit, gpu_rng, gpu_tiled_mm}
  ## @end deftypefn

  # The help above follows the classdef line: Octave 7 (and MATLAB) read a
  # class's help from there, and not from a block before it.

  properties (SetAccess = private, Hidden = true)
    id = 0;     # the core's array id; 0: the empty 0x0 double
  endproperties

  methods

    function g = gpuArray (x)
      if (nargin == 0)
        return;   # an empty array; also how every method makes its result
      endif
      __gputiled__ ("ga", "up", g, x);
    endfunction

    function delete (g)
      __gputiled__ ("ga", "free", g);
    endfunction

  endmethods

  methods (Static = true)
    G = zeros (varargin)
    G = ones (varargin)
    G = eye (varargin)
    G = rand (varargin)
    G = randn (varargin)
    G = true (varargin)
    G = false (varargin)
    G = inf (varargin)
    G = nan (varargin)
  endmethods

endclassdef
