## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {} display (@var{G})
## What Octave prints for a statement without a semicolon.
## @end deftypefn
function display (G)
  name = inputname (1);
  if (isempty (name))
    name = "ans";
  endif
  printf ("%s =\n\n%s\n", name, disp (G));
endfunction
