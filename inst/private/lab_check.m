## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{v} =} lab_check (@var{fn}, @var{what}, @var{kind}, @var{value}, @dots{})
## Internal: check one option value of a classroom function and return it
## converted, or raise @code{gputiled:invalidOption} with a message that
## starts with @var{fn} and names the option @var{what}.  @var{kind}:
##
## @table @asis
## @item @qcode{"choice"}, @var{allowed}
## A string from the cell array @var{allowed} (any case); returned in lower
## case.
## @item @qcode{"flag"}
## A logical or numeric scalar that is true or false (0 or 1).
## @item @qcode{"ints"}, @var{lo}, @var{hi}
## A non-empty vector of integers from @var{lo} to @var{hi}; returned as a
## double row.
## @item @qcode{"int"}, @var{lo}, @var{hi}
## The same, one integer.
## @item @qcode{"file"}
## A file name whose directory exists; @qcode{""} means none.
## @item @qcode{"plotfile"}
## The same, for a plot: its extension must be @file{.png}, @file{.svg} or
## @file{.pdf} (any case); a name without one gets @file{.png}.
## @end table
## @end deftypefn

function v = lab_check (fn, what, kind, value, varargin)

  switch (kind)
    case "choice"
      allowed = varargin{1};
      if (! ischar (value) || ! isrow (value)
          || ! any (strcmpi (value, allowed)))
        list = sprintf ("\"%s\", ", allowed{:});
        error ("gputiled:invalidOption", "%s: %s must be one of %s", fn, what,
               list(1:end-2));
      endif
      v = lower (value);

    case "flag"
      if (! ((islogical (value) || (isnumeric (value) && isreal (value)))
             && isscalar (value) && any (value == [0, 1])))
        error ("gputiled:invalidOption", "%s: %s must be true or false", fn,
               what);
      endif
      v = logical (value);

    case {"ints", "int"}
      [lo, hi] = deal (varargin{1}, varargin{2});
      if (! (isnumeric (value) && isreal (value) && isvector (value)
             && (strcmp (kind, "ints") || isscalar (value))
             && all (isfinite (value)) && all (value == fix (value))
             && all (value >= lo) && all (value <= hi)))
        if (strcmp (kind, "int"))
          error ("gputiled:invalidOption",
                 "%s: %s must be an integer from %d to %d", fn, what, lo, hi);
        endif
        error ("gputiled:invalidOption",
               "%s: %s must be a vector of integers from %d to %d", fn, what,
               lo, hi);
      endif
      v = double (value(:).');

    case {"file", "plotfile"}
      if (! ischar (value) || ! (isrow (value) || isempty (value)))
        error ("gputiled:invalidOption", "%s: %s must be a file name", fn,
               what);
      endif
      v = value;
      d = fileparts (v);
      if (! isempty (d) && ! isfolder (d))
        error ("gputiled:invalidOption",
               "%s: %s: the directory \"%s\" does not exist", fn, what, d);
      endif
      if (strcmp (kind, "plotfile") && ! isempty (v))
        [~, ~, ext] = fileparts (v);
        if (isempty (ext))
          v = [v ".png"];
        elseif (! any (strcmpi (ext, {".png", ".svg", ".pdf"})))
          error ("gputiled:invalidOption",
                 ["%s: %s: cannot write a plot as \"%s\"; the name must ", ...
                  "end in .png, .svg or .pdf (or have no extension: .png)"],
                 fn, what, ext);
        endif
      endif

    otherwise
      error ("gputiled:invalidInput", "lab_check: unknown kind \"%s\"", kind);
  endswitch

endfunction
