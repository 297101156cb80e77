## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isa (@var{G}, @var{cls})
## True for "gpuArray", and for "float" and "numeric" when the elements are
## double or single (as MATLAB's gpuArray answers).
## @end deftypefn
function tf = isa (G, cls)
  if (iscellstr (cls))
    tf = cellfun (@(c) isa (G, c), cls);
    return;
  endif
  switch (cls)
    case "gpuArray"
      tf = true;
    case {"float", "numeric"}
      tf = isfloat (G);
    otherwise
      tf = false;
  endswitch
endfunction
