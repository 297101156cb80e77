/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * reduce_bench.cu - device-resident reduction benchmark (kernel time only).
 *
 *   reduce_bench OUT.csv [REPS]
 *
 * For 2^28 float32 and float64 (1-D sums) and DIM 2 of a 16384 x 16384
 * matrix in both classes, times every reduction kernel with CUDA events
 * (median of REPS runs, default 20, after 3 warm-up runs) and a
 * device-to-device cudaMemcpy of the same bytes as the roof.  Copy
 * bandwidth counts bytes read + written; a kernel's GB/s counts the bytes
 * it reads; "% copy" is the ratio.  Prints one table and writes it as CSV.
 * Targets (issue 3): >= 90% for the 1-D sums, >= 80% for DIM 2, fast kernel.
 *
 * A standalone program: it may print and exit; the library it links never
 * does.  Run on the GPU machine: build with
 *   cmake --build build --target reduce_bench && build/reduce_bench r.csv
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <algorithm>
#include <vector>

#include <cuda_runtime.h>

#include "gputiled.h"
#include "gputiled_device.h"

#include "bench_check.h"

template <typename T>
__global__ void fill (T *x, size_t n)
{
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (size_t) gridDim.x * blockDim.x)
    x[i] = (T) ((i % 7) * 0.25 - 0.5);
}

static float median (std::vector<float> v)
{
  std::sort (v.begin (), v.end ());
  return v[v.size () / 2];
}

/* Median milliseconds of RUN over REPS timed runs, after 3 warm-ups. */
template <class F>
static float time_ms (F run, int reps, cudaStream_t s)
{
  cudaEvent_t a, b;
  std::vector<float> t;
  CK (cudaEventCreate (&a));
  CK (cudaEventCreate (&b));
  for (int i = 0; i < 3; i++)
    run ();
  for (int i = 0; i < reps; i++)
    {
      float ms = 0;
      CK (cudaEventRecord (a, s));
      run ();
      CK (cudaEventRecord (b, s));
      CK (cudaEventSynchronize (b));
      CK (cudaEventElapsedTime (&ms, a, b));
      t.push_back (ms);
    }
  CK (cudaGetLastError ());
  cudaEventDestroy (a);
  cudaEventDestroy (b);
  return median (t);
}

struct Case
{
  const char *name;
  gt_dtype dtype;
  size_t inner, len, outer;
};

int main (int argc, char **argv)
{
  const int reps = argc > 2 ? atoi (argv[2]) : 20;
  const size_t n28 = (size_t) 1 << 28, m = 16384;
  const Case cases[] = {
    { "sum 2^28", GT_SINGLE, 1, n28, 1 },
    { "sum 2^28", GT_DOUBLE, 1, n28, 1 },
    { "sum(A,2) 16384^2", GT_SINGLE, m, m, 1 },
    { "sum(A,2) 16384^2", GT_DOUBLE, m, m, 1 },
  };
  const size_t max_bytes = n28 * sizeof (double);
  void *x, *y, *copy;
  cudaStream_t s;
  cudaDeviceProp prop;
  FILE *csv;

  if (argc < 2 || reps < 1)
    {
      fprintf (stderr, "usage: %s OUT.csv [REPS]\n", argv[0]);
      return 2;
    }
  CK (cudaGetDeviceProperties (&prop, 0));
  if (gt_dev_open (0) != GT_OK)
    {
      fprintf (stderr, "%s\n", gt_last_error ());
      return 2;
    }
  s = (cudaStream_t) gt_dev_stream ();
  CK (cudaMalloc (&x, max_bytes));
  CK (cudaMalloc (&copy, max_bytes));
  CK (cudaMalloc (&y, m * sizeof (double)));

  csv = fopen (argv[1], "w");
  if (!csv)
    {
      perror (argv[1]);
      return 1;
    }
  fprintf (csv, "kernel,size,class,bytes_read,ms,GBps,copy_GBps,pct_copy\n");
  printf ("%s, %d SMs; median of %d runs, kernel time only\n", prop.name,
          prop.multiProcessorCount, reps);
  printf ("%-12s %-18s %-7s %10s %9s %8s\n", "kernel", "size", "class",
          "ms", "GB/s", "% copy");
  for (const Case &c : cases)
    {
      const size_t es = c.dtype == GT_DOUBLE ? 8 : 4;
      const size_t bytes = c.inner * c.len * c.outer * es;
      const char *cls = c.dtype == GT_DOUBLE ? "float64" : "float32";
      float ms;
      double copy_gbps;

      if (c.dtype == GT_DOUBLE)
        fill<double><<<4096, 256, 0, s>>> ((double *) x, bytes / es);
      else
        fill<float><<<4096, 256, 0, s>>> ((float *) x, bytes / es);
      CK (cudaGetLastError ());
      ms = time_ms ([&] {
        CK (cudaMemcpyAsync (copy, x, bytes, cudaMemcpyDeviceToDevice, s));
      }, reps, s);
      copy_gbps = 2.0 * bytes / (ms * 1e6);
      printf ("%-12s %-18s %-7s %10.3f %9.0f %8s\n", "copy (r+w)", c.name,
              cls, ms, copy_gbps, "100");
      fprintf (csv, "copy,%s,%s,%zu,%.4f,%.1f,%.1f,100\n", c.name, cls,
               bytes, ms, copy_gbps, copy_gbps);
      for (int k = 0; k < GT_REDUCE_NKERNELS; k++)
        {
          double gbps;
          ms = time_ms ([&] {
            gt_status st = gt_dev_reduce (GT_REDUCE_SUM, c.dtype, c.inner,
                                          c.len, c.outer, x, y, NULL,
                                          (gt_reduce_kernel) k, NULL);
            if (st != GT_OK)
              {
                fprintf (stderr, "%s\n", gt_last_error ());
                exit (1);
              }
          }, reps, s);
          gbps = bytes / (ms * 1e6);
          printf ("%-12s %-18s %-7s %10.3f %9.0f %8.1f\n",
                  gt_reduce_kernel_name ((gt_reduce_kernel) k), c.name, cls,
                  ms, gbps, 100.0 * gbps / copy_gbps);
          fprintf (csv, "%s,%s,%s,%zu,%.4f,%.1f,%.1f,%.1f\n",
                   gt_reduce_kernel_name ((gt_reduce_kernel) k), c.name, cls,
                   bytes, ms, gbps, copy_gbps, 100.0 * gbps / copy_gbps);
        }
    }
  fclose (csv);
  printf ("wrote %s\n", argv[1]);
  cudaFree (x);
  cudaFree (copy);
  cudaFree (y);
  return 0;
}
