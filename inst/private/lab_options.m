## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {[@var{opts}, @var{given}] =} lab_options (@var{fn}, @var{args}, @var{opts}, @var{check})
## Internal: name/value options of the classroom functions.
##
## @var{opts} holds the defaults, one field per option under its canonical
## name (e.g. @qcode{"Class"}); @var{check} has the same fields, each a
## function handle that takes the value and returns it converted, or raises
## @code{gputiled:invalidOption}.  Names are case-insensitive.  @var{given}
## has the same fields, true where the caller set the option.
## @end deftypefn

function [opts, given] = lab_options (fn, args, opts, check)

  names = fieldnames (opts);
  given = cell2struct (num2cell (false (numel (names), 1)), names, 1);
  if (mod (numel (args), 2) != 0)
    error ("gputiled:invalidOption", "%s: options must be name/value pairs",
           fn);
  endif
  for i = 1:2:numel (args)
    name = args{i};
    if (! ischar (name) || ! isrow (name))
      error ("gputiled:invalidOption", "%s: option name %d must be a string",
             fn, (i + 1) / 2);
    endif
    k = find (strcmpi (name, names));
    if (isempty (k))
      list = sprintf ("\"%s\", ", names{:});
      error ("gputiled:invalidOption",
             "%s: unknown option \"%s\"; the options are %s", fn, name,
             list(1:end-2));
    endif
    opts.(names{k}) = check.(names{k}) (args{i+1});
    given.(names{k}) = true;
  endfor

endfunction
