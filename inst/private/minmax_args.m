## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {[@var{dim}, @var{opts}] =} minmax_args (@var{fn}, @var{args}, @var{nd})
## Internal: the arguments of gpu_max and gpu_min after X:
## @code{([], DIM, options...)} or @code{(options...)}.  @var{dim} is 0 for
## the first non-singleton dimension.  Octave's rules: DIM must be a
## positive integer; a non-empty second argument with a DIM is ignored with a
## warning; a second argument alone is the elementwise form, which is not
## supported.  A string that is not an option name, followed by more
## arguments, is taken as a misspelt option.  A DIM beyond @var{nd} (ndims of X) becomes @var{nd} + 1.
## @end deftypefn

function [dim, opts] = minmax_args (fn, args, nd)

  dim = 0;
  if (! isempty (args) && ! is_option_name (args{1})
      && ! (ischar (args{1}) && numel (args) > 1))
    if (numel (args) < 2 || is_option_name (args{2}))
      error ("gputiled:notSupported",
             ["%s: the two-argument elementwise form is not supported; ", ...
              "use %s (A, B), or %s (X, [], DIM)"], fn, fn(5:end), fn);
    endif
    if (! isempty (args{1}))
      warning ("gputiled:ignoredArgument",
               "%s: second argument is ignored", fn);
    endif
    d = args{2};
    if (! ((isnumeric (d) || islogical (d)) && ! isempty (d))
        || ! isreal (d) || ! isfinite (double (d(1)))
        || d(1) != fix (d(1)) || d(1) < 1 || d(1) >= 2^31)
      error ("gputiled:invalidInput",
             "%s: DIM must be a valid dimension (a positive integer)", fn);
    endif
    dim = min (double (d(1)), nd + 1);
    args(1:2) = [];
  endif
  opts = reduce_options (fn, args);

endfunction
