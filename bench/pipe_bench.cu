/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * pipe_bench.cu - the product's host pipeline on its own, without Octave:
 * C = A * B for pageable host arrays through gt_gemm, with a fresh result
 * array each call (as Octave gives one), and a timeline of the last call.
 *
 *   pipe_bench N CLASS [REPS [TRACE.csv [NDEV]]]
 *
 * CLASS is single or double (real products), or csingle or cdouble
 * (complex x complex, through gt_gemm_complex).
 * Prints the median wall time of REPS calls (after 2 warm-ups), the PCIe
 * bound at the pinned rate measured here, and info's breakdown; TRACE.csv
 * ("-": none) gets the last call's steps (GT_TEST_TRACE): the device that
 * ran it, kind (gt_trace_kind), bytes, start and end in ms from the call's
 * start.  NDEV > 1 spreads the product over devices 0 .. NDEV-1 (the
 * bound is then the one-device bound).  The staging, copy threads and block width
 * come from the environment (GPUTILED_STAGE_MB, GPUTILED_COPY_THREADS,
 * GPUTILED_BLOCK_COLS, GPUTILED_TOUCH), one setting per run; PIPE_TOUCHED=1
 * hands the core a result whose pages are present already (the bound
 * for what touching a fresh result costs).
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <vector>

#include <cuda_runtime.h>

#include "gputiled.h"

namespace {

struct Step
{
  int dev, kind;
  double bytes, t0, t1;
};
std::vector<Step> steps;
std::mutex steps_lock;

/* Spread over several devices, each part reports from a thread bound to
   its device. */
void hook (int kind, double bytes, double t0, double t1)
{
  int dev = -1;
  if (cudaGetDevice (&dev) != cudaSuccess)
    dev = -1;
  std::lock_guard<std::mutex> g (steps_lock);
  steps.push_back (Step{ dev, kind, bytes, t0, t1 });
}

double pinned_gbps ()
{
  const size_t bytes = (size_t) 256 << 20;
  void *h = NULL, *d = NULL;
  cudaEvent_t a, b;
  float ms = 0;
  if (cudaMallocHost (&h, bytes) != cudaSuccess
      || cudaMalloc (&d, bytes) != cudaSuccess)
    return 0;
  memset (h, 1, bytes);
  cudaEventCreate (&a);
  cudaEventCreate (&b);
  float best = 1e30f;
  for (int r = 0; r < 5; r++)
    {
      cudaEventRecord (a);
      cudaMemcpy (d, h, bytes, cudaMemcpyHostToDevice);
      cudaEventRecord (b);
      cudaEventSynchronize (b);
      cudaEventElapsedTime (&ms, a, b);
      best = std::min (best, ms);
    }
  cudaFreeHost (h);
  cudaFree (d);
  return bytes / (best * 1e6);
}

} // namespace

int main (int argc, char **argv)
{
  if (argc < 3)
    {
      fprintf (stderr, "usage: pipe_bench N single|double|csingle|cdouble"
               " [REPS [TRACE.csv|- [NDEV]]]\n");
      return 2;
    }
  const size_t n = strtoull (argv[1], NULL, 10);
  const bool cplx = argv[2][0] == 'c';
  const gt_dtype dt = strcmp (argv[2] + cplx, "single") ? GT_DOUBLE
                                                        : GT_SINGLE;
  const int reps = argc > 3 ? atoi (argv[3]) : 7;
  const char *trace = argc > 4 && strcmp (argv[4], "-") ? argv[4] : NULL;
  const int ndev = argc > 5 ? atoi (argv[5]) : 1;
  /* A complex array is its interleaved (re, im) pairs: twice the values. */
  const size_t es = dt == GT_DOUBLE ? 8 : 4, vals = n * n * (cplx ? 2 : 1),
               bytes = vals * es;

  char *A = (char *) malloc (bytes), *B = (char *) malloc (bytes);
  if (!A || !B)
    return 1;
  if (dt == GT_SINGLE)
    for (size_t i = 0; i < vals; i++)
      ((float *) A)[i] = (float) (i % 7) * 0.25f,
      ((float *) B)[i] = (float) (i % 5) * 0.5f;
  else
    for (size_t i = 0; i < vals; i++)
      ((double *) A)[i] = (double) (i % 7) * 0.25,
      ((double *) B)[i] = (double) (i % 5) * 0.5;
  const double gbps = pinned_gbps ();

  gt_gemm_opts o;
  gt_gemm_opts_default (&o);
  if (ndev > 1 && ndev <= GT_MAX_DEVICES)
    {
      o.devices.count = ndev;
      for (int d = 0; d < ndev; d++)
        o.devices.index[d] = d;
    }
  std::vector<double> wall;
  gt_info info = {};
  for (int r = 0; r < reps + 2; r++)
    {
      char *C = (char *) malloc (bytes); /* fresh pages, as Octave's */
      if (getenv ("PIPE_TOUCHED"))
        memset (C, 0, bytes);
      steps.clear ();
      const bool traced = r == reps + 1 && trace;
      gt_test_control (GT_TEST_TRACE, traced ? hook : (gt_trace_fn) NULL);
      const double t0 = gt_now_ms ();
      gt_status st = cplx ? gt_gemm_complex (dt, n, n, n, A, 1, B, 1, C, &o,
                                             &info)
                          : gt_gemm (dt, n, n, n, A, B, C, &o, &info);
      const double t1 = gt_now_ms ();
      if (st != GT_OK)
        {
          fprintf (stderr, "gt_gemm: %s\n", gt_last_error ());
          return 1;
        }
      if (r >= 2)
        wall.push_back (t1 - t0);
      if (traced)
        {
          FILE *f = fopen (trace, "w");
          if (f)
            {
              fprintf (f, "dev,kind,bytes,t0,t1\n");
              for (const Step &s : steps)
                fprintf (f, "%d,%d,%.0f,%.4f,%.4f\n", s.dev, s.kind,
                         s.bytes, s.t0 - t0, s.t1 - t0);
              fclose (f);
            }
        }
      free (C);
    }
  std::sort (wall.begin (), wall.end ());
  const double med = wall[wall.size () / 2];
  const double bound = 3.0 * bytes / (gbps * 1e6);
  printf ("n=%zu %s: median %.2f ms (min %.2f), bound %.2f ms at %.1f GB/s"
          " (x%.2f); last: staging %.2f h2d %.2f kernel %.2f d2h %.2f"
          " tiles %d kernel %s devices %d\n",
          n, argv[2], med, wall[0], bound, gbps, med / bound, info.staging_ms,
          info.h2d_ms, info.kernel_ms, info.d2h_ms, info.tiles, info.kernel,
          info.ndevices);
  free (A);
  free (B);
  gt_shutdown ();
  return 0;
}
