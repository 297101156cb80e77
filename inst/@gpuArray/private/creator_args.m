## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## [dims, cls] = creator_args (name, args): the sizes and class of a
## creator call, as Octave's zeros reads them.
function [dims, cls] = creator_args (name, args)
  cls = "double";
  if (! isempty (args) && ischar (args{end}))
    cls = lower (args{end});
    args(end) = [];
    if (! any (strcmp (cls, {"double", "single", "logical"})))
      error ("gputiled:invalidInput",
             "%s: CLASS must be \"double\" or \"single\", not \"%s\"",
             name, cls);
    endif
  endif
  args = cellfun (@gather, args, "uniformoutput", false);
  if (isempty (args))
    dims = [1, 1];
  elseif (numel (args) == 1)
    d = args{1};
    if (isscalar (d))
      dims = [d, d];
    else
      dims = d(:).';
    endif
  else
    if (! all (cellfun (@isscalar, args)))
      error ("gputiled:invalidInput", "%s: dimensions must be scalars", name);
    endif
    dims = cellfun (@double, args);
  endif
  if (! isnumeric (dims) || ! isreal (dims) || any (dims != fix (dims))
      || any (! isfinite (dims)) || numel (dims) < 2)
    error ("gputiled:invalidInput",
           "%s: dimensions must be integers", name);
  endif
  dims = max (double (dims), 0);   # negative sizes mean 0, as in Octave
endfunction
