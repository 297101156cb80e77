## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{B} =} subsref (@var{G}, @var{s})
## @code{G(i, j, @dots{})} and @code{G(mask)}: the selected elements as a
## new gpuArray, gathered on the GPU.  Subscripts are numbers, ranges,
## @code{:}, @code{end}, logical masks (host or gpuArray), as in Octave.
## @end deftypefn
function varargout = subsref (G, s)
  switch (s(1).type)
    case "()"
      subs = s(1).subs;
      B = gpuArray ();
      if (numel (subs) == 1 && ischar (subs{1}) && strcmp (subs{1}, ":"))
        __gputiled__ ("ga", "reshape", B, G, [numel(G), 1]);
      else
        __gputiled__ ("ga", "index", B, G, subs);
      endif
    otherwise
      error ("gputiled:invalidInput",
             "gpuArray: only () indexing applies to a gpuArray, not %s",
             s(1).type);
  endswitch
  if (numel (s) > 1)
    B = subsref (B, s(2:end));
  endif
  varargout = {B};
endfunction
