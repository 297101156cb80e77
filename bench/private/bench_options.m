## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## o = bench_options (FN, O, NAME, VALUE, ...): the defaults O (a struct of
## lower-case option names) with the NAME, VALUE pairs put in (names in any
## case); an unknown name is an error naming FN.
function o = bench_options (fn, o, varargin)
  for i = 1:2:numel (varargin)
    name = lower (varargin{i});
    if (! isfield (o, name))
      error ("%s: unknown option '%s'", fn, varargin{i});
    endif
    o.(name) = varargin{i+1};
  endfor
endfunction
