## SPDX-License-Identifier: GPL-3.0-or-later
## The host copy threads (cuda/engine/hostcopy.c) stage every byte a product or
## a reduction moves: queued copies at two priorities, dense and pitched,
## into used buffers and into fresh pages made present at the same time,
## with the threads stopped and started again between rounds (gpu_reset
## does that).  The core checks each round against memcpy; no device needed.

%!test
%! n = __gputiled__ ("hostcopy_check", 12, 1);
%! assert (n >= 12 * 10);

## Other seeds: other lengths, pitches, priorities and orders.
%!test
%! for seed = [2, 3, 4, 5]
%!   n = __gputiled__ ("hostcopy_check", 3, seed);
%!   assert (n >= 3 * 10, "seed %d: %d copies", seed, n);
%! endfor

## With one, two and three threads (the configuration is read again, and
## the count taken when the threads start).
%!test
%! old = getenv ("GPUTILED_COPY_THREADS");
%! unwind_protect
%!   for t = 1:3
%!     setenv ("GPUTILED_COPY_THREADS", num2str (t));
%!     __gputiled__ ("config");
%!     __gputiled__ ("hostcopy_check", 2, 10 + t);
%!   endfor
%! unwind_protect_cleanup
%!   if (isempty (old))
%!     unsetenv ("GPUTILED_COPY_THREADS");
%!   else
%!     setenv ("GPUTILED_COPY_THREADS", old);
%!   endif
%!   __gputiled__ ("config");
%!   __gputiled__ ("hostcopy_check", 1, 99); # threads as before
%! end_unwind_protect

## The copies into results stream their stores by default; with
## GPUTILED_COPY_NT=0 they are plain memcpy again (both paths checked).
%!test
%! old = getenv ("GPUTILED_COPY_NT");
%! unwind_protect
%!   setenv ("GPUTILED_COPY_NT", "0");
%!   __gputiled__ ("config");
%!   for seed = [21, 22]
%!     n = __gputiled__ ("hostcopy_check", 4, seed);
%!     assert (n >= 4 * 10, "seed %d: %d copies", seed, n);
%!   endfor
%! unwind_protect_cleanup
%!   if (isempty (old))
%!     unsetenv ("GPUTILED_COPY_NT");
%!   else
%!     setenv ("GPUTILED_COPY_NT", old);
%!   endif
%!   __gputiled__ ("config");
%! end_unwind_protect

%!error <the number of rounds must be 1 to 10000> __gputiled__ ("hostcopy_check", 0)
%!error <at most> [a, b] = __gputiled__ ("hostcopy_check", 1)
