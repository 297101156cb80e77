## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{t} =} gputimeit (@var{f})
## @deftypefnx {} {@var{t} =} gputimeit (@var{f}, @var{nout})
## The time in seconds that the function handle @var{f} takes, with the
## GPU's work included: each run waits for the device to finish.  @var{f}
## is run once to warm up, then enough times to last about a tenth of a
## second (3 to 1000 runs); the median is returned.  @var{nout} is the
## number of outputs to ask of @var{f} (default 1; 0 for none).
##
## @example
## G = gpuArray.rand (4096);
## t = gputimeit (@@() G * G)    # seconds per product
## @end example
## @seealso{gpuArray, timeit}
## @end deftypefn
function t = gputimeit (f, nout = 1)
  if (nargin < 1 || ! is_function_handle (f))
    error ("gputiled:invalidInput", "gputimeit: F must be a function handle");
  endif
  if (! (isscalar (nout) && nout >= 0 && nout == fix (nout)))
    error ("gputiled:invalidInput", "gputimeit: NOUT must be an integer >= 0");
  endif
  once = @() run (f, nout);
  once ();                                 # warm up
  t1 = once ();
  reps = min (1000, max (3, ceil (0.1 / max (t1, 1e-6))));
  ts = zeros (reps, 1);
  for i = 1:reps
    ts(i) = once ();
  endfor
  t = median (ts);
endfunction

function t = run (f, nout)
  __gputiled_ga__ ("sync");
  t0 = tic ();
  out = cell (1, nout);
  if (nout > 0)
    [out{:}] = f ();
  else
    f ();
  endif
  __gputiled_ga__ ("sync");
  t = toc (t0);
endfunction

%!error id=gputiled:invalidInput gputimeit (1)
%!testif ; gpu_available () || (exist ("ga_ready") == 2 && ga_ready ())
%! G = gpuArray.rand (256);
%! t = gputimeit (@() G * G);
%! assert (isscalar (t) && t > 0 && t < 1);
