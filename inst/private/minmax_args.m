## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {[@var{form}, @var{Y}, @var{dim}, @var{opts}] =} minmax_args (@var{fn}, @var{X}, @var{args})
## Internal: the arguments of gpu_max and gpu_min after @var{X}, read as
## Octave reads those of max and min: @code{(options...)} and
## @code{([], DIM, options...)} are the reduction (@var{form}
## @qcode{"reduce"}; @var{dim} 0 for the first non-singleton dimension),
## @code{(Y, options...)} the two-array form (@qcode{"pair"}).  An option
## name followed by another argument starts the options.  A non-empty second
## argument with a DIM is ignored with a warning, as in Octave.  DIM follows
## max's rules: an integer (its real part, first element), at least 1;
## values at or beyond 2^31 in size (Inf, -Inf) leave @var{X} as it is, and
## become @code{ndims (@var{X}) + 1}, as does any DIM beyond the last
## dimension.
## @end deftypefn

function [form, Y, dim, opts] = minmax_args (fn, X, args)

  form = "reduce";
  Y = [];
  dim = 0;
  if (! isempty (args) && ! (is_option_name (args{1}) && numel (args) > 1))
    a = args{1};
    if (ischar (a) && ! ischar (X))
      not_an_array (fn, a, numel (args));
    endif
    if (numel (args) > 1 && ! is_option_name (args{2}))
      if (! isempty (a))
        warning ("gputiled:ignoredArgument",
                 "%s: second argument is ignored", fn);
      endif
      dim = minmax_dim (fn, args{2}, ndims (X));
      args(1:2) = [];
    else
      form = "pair";
      Y = a;
      args(1) = [];
    endif
  endif
  opts = reduce_options (fn, args);

endfunction

## A string second argument beside an X that is not char: never an array
## Octave would pair with X.
function not_an_array (fn, a, nargs)

  if (isrow (a) && any (strcmpi (a, {"omitnan", "includenan"})))
    error ("gputiled:invalidInput",
           ["%s: no \"%s\" flag: as Octave 7's %s, %s always omits NaN ", ...
            "(NaN only where every element is NaN)"], fn, a, fn(5:end), fn);
  elseif (nargs > 1)
    error ("gputiled:invalidOption",
           ["%s: unknown option \"%s\"; the options are \"Kernel\", ", ...
            "\"Backend\" and \"Device\""], fn, a);
  endif
  error ("gputiled:invalidInput",
         ["%s: \"%s\" is neither an option nor a second array (text pairs ", ...
          "only with text, as in %s)"], fn, a, fn(5:end));

endfunction

function dim = minmax_dim (fn, d, nd)

  if (! (isnumeric (d) || islogical (d)) || isempty (d))
    if (isempty (d) && (isnumeric (d) || islogical (d)))
      what = "empty";
    else
      what = ["a ", class(d)];
    endif
    error ("gputiled:invalidInput",
           "%s: DIM must be a valid dimension (a positive integer), not %s",
           fn, what);
  endif
  v = double (real (d(1)));
  if (isnan (v) || v != fix (v))
    error ("gputiled:invalidInput",
           "%s: DIM must be a valid dimension (a positive integer), not %g",
           fn, v);
  elseif (abs (v) >= 2^31)
    dim = nd + 1;            # as Octave: X is left as it is
  elseif (v < 1)
    error ("gputiled:invalidInput",
           "%s: DIM must be a valid dimension (a positive integer), not %d",
           fn, v);
  else
    dim = min (v, nd + 1);
  endif

endfunction
