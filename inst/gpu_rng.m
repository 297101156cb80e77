## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {} gpu_rng (@var{seed})
## @deftypefnx {} {@var{s} =} gpu_rng ()
## @deftypefnx {} {} gpu_rng (@var{s})
## Seed the generator of @code{gpuArray.rand} and @code{gpuArray.randn}, or
## read and restore its state.
##
## The generator is Philox4x32-10 (Salmon et al., SC'11), a counter-based
## generator: the numbers depend only on the seed and on a running count
## of numbers drawn (the offset), not on the GPU or the launch shape, so a
## run repeats exactly after @code{gpu_rng (@var{seed})}.  @var{s} is a
## struct with fields @code{Seed} and @code{Offset}.  The seed is an
## integer from 0 to 2^53; the state at load is seed 24301, offset 0.
## @seealso{gpuArray}
## @end deftypefn
function s = gpu_rng (arg)
  if (nargin == 0)
    v = __gputiled_ga__ ("rng");
    s = struct ("Seed", v(1), "Offset", v(2));
    return;
  endif
  if (isstruct (arg) && all (isfield (arg, {"Seed", "Offset"})))
    seed = arg.Seed;  offset = arg.Offset;
  elseif (isnumeric (arg) && isscalar (arg) && isreal (arg))
    seed = arg;  offset = 0;
  else
    error ("gputiled:invalidInput",
           "gpu_rng: the argument is a seed or a state from gpu_rng ()");
  endif
  if (! (seed >= 0 && seed == fix (seed) && seed <= flintmax ()
         && offset >= 0 && offset == fix (offset)))
    error ("gputiled:invalidInput",
           "gpu_rng: the seed is an integer from 0 to flintmax");
  endif
  __gputiled_ga__ ("rng", double (seed), double (offset));
  if (nargout)
    s = gpu_rng ();
  endif
endfunction

%!error id=gputiled:invalidInput gpu_rng (-1)
%!error id=gputiled:invalidInput gpu_rng ("x")
%!testif ; gpu_available () || (exist ("ga_ready") == 2 && ga_ready ())
%! gpu_rng (7);  a = gather (gpuArray.rand (5));
%! gpu_rng (7);  b = gather (gpuArray.rand (5));
%! assert (a, b);
%! s = gpu_rng ();
%! assert (s.Offset, 25);
