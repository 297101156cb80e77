## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {} disp (@var{G})
## Show @var{G}'s values as the host array would show them, under a line
## giving its size, that it is a gpuArray and the class of its elements.
## @end deftypefn
function str = disp (G)
  X = __gputiled__ ("ga", "down", G);
  sz = sprintf ("%dx", size (X))(1:end-1);
  s = sprintf ("  %s gpuArray (%s)\n\n%s", sz, underlyingType (G),
               disp (X));
  if (nargout)
    str = s;
  else
    printf ("%s", s);
  endif
endfunction
