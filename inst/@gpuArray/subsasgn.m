## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{G} =} subsasgn (@var{G}, @var{s}, @var{X})
## @code{G(i, j, @dots{}) = X}: a new gpuArray with the selected elements
## replaced (the other copies of @var{G} are unchanged).  Growth beyond the
## end and deletion with @code{= []} work as in Octave; the classes join as
## Octave's (a single value makes the array single).
## @end deftypefn
function G = subsasgn (G, s, X)
  if (numel (s) != 1 || ! strcmp (s(1).type, "()"))
    error ("gputiled:invalidInput",
           "gpuArray: only G(...) = X assigns into a gpuArray");
  endif
  R = gpuArray ();
  __gputiled__ ("ga", "assign", R, G, X, s(1).subs);
  G = R;
endfunction
