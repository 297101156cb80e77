## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isreal (@var{G})
## True unless @var{G} holds complex values (a complex result stays complex on the GPU; @code{gather} narrows it).
## @end deftypefn
function tf = isreal (G)
  tf = ! __gputiled__ ("ga", "iscomplex", G);
endfunction
