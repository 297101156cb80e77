## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {} check_nargout (@var{fn}, @var{nout}, @var{names})
## Internal: raise @code{gputiled:invalidInput} when public function
## @var{fn} was asked for @var{nout} outputs and returns only those named in
## the cell @var{names}.  The public functions declare @code{varargout} so
## that this check, not Octave's own, answers a call with too many outputs.
## @end deftypefn

function check_nargout (fn, nout, names)

  if (nout > numel (names))
    if (isempty (names))
      error ("gputiled:invalidInput",
             "%s: called with %d output%s; it returns none", fn, nout,
             plural (nout));
    endif
    error ("gputiled:invalidInput",
           "%s: called with %d outputs; it returns at most %d (%s)", fn,
           nout, numel (names), strjoin (names, ", "));
  endif

endfunction

function s = plural (n)
  s = "s";
  if (n == 1)
    s = "";
  endif
endfunction
