## SPDX-License-Identifier: GPL-3.0-or-later
## Soak on the CPU path (soak.m): 500 mixed products and reductions with
## random shapes, classes and kernels, each checked against Octave, and no
## growth of the host memory (RSS) beyond 24 MiB between call 100 and the
## last.  tests/gpu/soak_gpu.m runs 10,000 calls on the GPU.

%!test
%! r = soak (500, "cpu", 7);
%! assert (isempty (r.failures), strjoin (r.failures, "\n"));
%! grow = r.last.rss_mb - r.at100.rss_mb;
%! assert (grow < 24, "host RSS grew by %.1f MiB over %d calls", grow,
%!         r.calls - 100);
