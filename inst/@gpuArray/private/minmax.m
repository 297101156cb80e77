## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## [m, i] = minmax (op, nout, args): max and min of gpuArrays, every form
## (OP is "max" or "min"; ARGS what the method was given).
function [m, i] = minmax (op, nout, args)
  i = [];
  if (numel (args) == 2 || (numel (args) == 3 && ! isempty (args{2})))
    if (numel (args) == 3)
      error ("gputiled:invalidInput",
             "%s: the two-array form takes no dimension", op);
    endif
    if (nout > 1)
      error ("gputiled:invalidInput",
             "%s: two outputs need the one-array form", op);
    endif
    m = gpuArray ();
    __gputiled__ ("ga", "binary", m, op, args{1}, args{2});
    return;
  endif
  dim = 0;
  if (numel (args) == 3)
    dim = gather (args{3});
    if (! (isnumeric (dim) && isscalar (dim) && dim == fix (dim) && dim >= 1))
      error ("gputiled:invalidInput", "%s: DIM must be a valid dimension", op);
    endif
  endif
  m = gpuArray ();
  if (nout > 1)
    i = gpuArray ();
  endif
  __gputiled__ ("ga", "reduce", m, i, op, args{1}, double (dim));
endfunction
