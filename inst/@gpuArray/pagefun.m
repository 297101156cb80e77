## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn  {} {@var{A} =} pagefun (@var{fcn}, @var{X1}, @var{X2}, @dots{})
## @deftypefnx {} {[@var{A}, @var{B}, @dots{}] =} pagefun (@dots{})
## Apply @var{fcn} to each page of gpuArrays (MATLAB's @code{pagefun}).
##
## A page is a matrix @code{@var{X}(:, :, @var{k}, @dots{})}: the first
## two dimensions of an array, for each index along the others.  Page
## dimensions (the third and later) of the inputs must agree or be 1; a
## page dimension of extent 1, a 2-D input included, goes with every page
## of the others.  Page @var{k} of @var{A} is @code{@var{fcn}
## (@var{X1}(:, :, @var{k}), @var{X2}(:, :, @var{k}), @dots{})}; every
## page of an output has the size of the first, and @var{A} has the
## broadcast page dimensions after it.
##
## @example
## @group
## A = gpuArray (rand (3, 4, 10));
## B = gpuArray (rand (4, 2));
## C = pagefun (@@mtimes, A, B);      # 3x2x10: A(:,:,k) * B for each k
## T = pagefun (@@transpose, A);      # 4x3x10
## @end group
## @end example
##
## @code{@@mtimes} is one strided batched GEMM on cuBLAS where the pages
## of the two inputs go one to one or one input has a single page (other
## broadcasts page by page); @code{@@transpose} and @code{@@ctranspose}
## are one permutation of all pages on the GPU; the elementwise functions
## (those of @code{arrayfun}'s GPU path, such as @code{@@plus},
## @code{@@times} or @code{@@exp}) one call on the whole arrays.  Any
## other @var{fcn}, @code{@@mldivide}, @code{@@mrdivide} and @code{@@inv}
## included, is called once per page on the pages as gpuArrays (each
## page's work on the GPU where @var{fcn} runs there), and the pages of
## its results are put together on the GPU.
## Inputs may be host arrays too; @var{fcn} must be a function handle.
## @seealso{arrayfun, gpuArray, mtimes, mldivide}
## @end deftypefn

function varargout = pagefun (fcn, varargin)

  if (nargin < 2)
    print_usage ();
  endif
  if (! is_function_handle (fcn))
    error ("gputiled:invalidInput",
           "pagefun: FCN must be a function handle");
  endif
  name = func2str (fcn);
  nout = max (nargout, 1);

  ## the page dimensions, broadcast
  X = varargin;
  pd = cell (1, numel (X));
  n = 0;
  for k = 1:numel (X)
    sz = size (X{k});
    pd{k} = sz(3:end);
    n = max (n, numel (pd{k}));
  endfor
  P = ones (1, n);
  for k = 1:numel (X)
    d = [pd{k}, ones(1, n - numel (pd{k}))];
    for j = 1:n
      if (d(j) != 1)
        if (P(j) != 1 && P(j) != d(j))
          error ("gputiled:sizeMismatch",
                 "pagefun: page dimensions of the inputs must agree or be 1 (dimension %d: %d and %d)",
                 j + 2, P(j), d(j));
        endif
        P(j) = d(j);
      endif
    endfor
    pd{k} = d;
  endfor

  ## transposes: one permutation of every page
  if (numel (X) == 1 && any (strcmp (name, {"transpose", "ctranspose"})))
    Y = permute (X{1}, [2 1 3:max(3, ndims (X{1}))]);
    if (strcmp (name, "ctranspose"))
      Y = conj (Y);
    endif
    varargout{1} = Y;
    return;
  endif

  ## elementwise functions: one call on the whole arrays
  [one, two] = __gputiled_ga__ ("elementwise");
  if (nout == 1 && ((numel (X) == 1 && any (strcmp (name, one)))
                    || (numel (X) == 2 && any (strcmp (name, two)))))
    varargout{1} = fcn (X{:});
    return;
  endif

  ## mtimes: one batched GEMM, where the pages of one input go one to
  ## one with those of the other or one page goes with all
  if (strcmp (name, "mtimes") && numel (X) == 2 && nout == 1
      && all (cellfun (@(x) isfloat (x) || islogical (x), X))
      && (isequal (pd{1}, pd{2}) || all (pd{1} == 1) || all (pd{2} == 1)))
    A = reshape (X{1}, rows (X{1}), columns (X{1}), prod (pd{1}));
    B = reshape (X{2}, rows (X{2}), columns (X{2}), prod (pd{2}));
    C = __gputiled_ga__ ("pagemtimes", A, B);
    varargout{1} = reshape (C, [rows(A), columns(B), P]);
    return;
  endif

  ## anything else: page by page
  np = prod (P);
  for k = 1:numel (X)
    X{k} = reshape (X{k}, rows (X{k}), columns (X{k}), prod (pd{k}));
  endfor
  outs = cell (nout, max (np, 1));
  if (np == 0)
    ## no pages: the size of one from FCN on zero pages of the inputs
    pg = cell (1, numel (X));
    for k = 1:numel (X)
      pg{k} = zeros (rows (X{k}), columns (X{k}), "like", X{k});
    endfor
    [outs{:, 1}] = fcn (pg{:});
  else
    pg = cell (1, numel (X));
    for p = 1:np
      sub = cell (1, max (n, 1));
      [sub{:}] = ind2sub ([P, 1], p);
      for k = 1:numel (X)
        q = 1;
        if (n > 0)
          s = cell2mat (sub(1:n));
          s(pd{k} == 1) = 1;
          q = sub2ind ([pd{k}, 1], num2cell (s){:});
        endif
        pg{k} = X{k}(:, :, q);
      endfor
      [outs{:, p}] = fcn (pg{:});
    endfor
  endif
  for j = 1:nout
    o = outs{j, 1};
    if (np == 0)
      Y = reshape (o([]), [size(o, 1), size(o, 2), P]);
    else
      Y = reshape (cat (3, outs{j, :}), [size(o, 1), size(o, 2), P]);
    endif
    varargout{j} = Y;
  endfor

endfunction
