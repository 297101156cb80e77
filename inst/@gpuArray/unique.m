## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn  {} {@var{U} =} unique (@var{G})
## @deftypefnx {} {@var{U} =} unique (@var{G}, "rows")
## @deftypefnx {} {[@var{U}, @var{I}, @var{J}] =} unique (@dots{})
## @deftypefnx {} {[@var{U}, @var{I}, @var{J}] =} unique (@dots{}, "first")
## @deftypefnx {} {[@var{U}, @var{I}, @var{J}] =} unique (@dots{}, "last")
## @deftypefnx {} {@var{U} =} unique (@dots{}, "stable")
## @deftypefnx {} {[@var{U}, @var{I}, @var{J}] =} unique (@dots{}, "legacy")
## The unique elements (or rows) of the gpuArray @var{G}, as Octave's
## @code{unique} gives them, on the GPU.
##
## This is Octave's own @code{unique}, which runs on the GPU through
## gpuArray's @code{sort}, @code{sortrows}, indexing and @code{find}
## (a complex @var{G} with @qcode{"rows"} sorts its rows on the host).
## Where Octave's function answers without looking at the data (an
## empty @var{G}, or one element or row) its outputs are host arrays;
## here every output is a gpuArray, as MATLAB's are, and an empty
## @var{U} has the class of @var{G}.
## @seealso{unique, sortrows, sort}
## @end deftypefn

function varargout = unique (x, varargin)
  varargout = cell (1, max (1, nargout));
  [varargout{:}] = builtin ("unique", x, varargin{:});
  ## Octave's empty answer is zeros (0, 1, class (x)): "gpuArray" there.
  if (isempty (varargout{1}))
    varargout{1} = gpuArray (zeros (size (varargout{1}), underlyingType (x)));
  endif
  for k = 1:numel (varargout)
    v = varargout{k};
    if ((isnumeric (v) || islogical (v)) && ! isa (v, "gpuArray"))
      varargout{k} = gpuArray (v);
    endif
  endfor
endfunction
