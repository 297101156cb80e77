/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * small_core.cu - where a tiny product's time goes below the gateway: the
 * core's gt_gemm on 64 x 64 doubles (the mapped path and, with
 * GPUTILED_ZERO_COPY=0, the small path), against the floor of the same
 * work done with the bare runtime: an empty launch and a synchronisation,
 * and one upload, one kernel, one download and one synchronisation through
 * pinned buffers; then the ways the operands could reach a kernel from
 * mapped pinned memory (the kernel reading it, a copy kernel, a DMA, copy
 * and product in one launch), each checked against the CPU.  Median
 * microseconds per call of 7 loops of 2000.  Prints one line per figure
 * (bench/journal/e2e.md, eleventh round).
 *
 *   cmake --build build --target small_core && build/small_core
 */
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#include "bench_check.h"
#include "gputiled.h"

static double now_us ()
{
  using namespace std::chrono;
  return duration<double, std::micro> (steady_clock::now ().time_since_epoch ()).count ();
}

template <class F> static double per_call (F f, int reps = 2000, int loops = 7)
{
  std::vector<double> t;
  f ();
  for (int l = 0; l < loops; l++)
    {
      const double t0 = now_us ();
      for (int r = 0; r < reps; r++)
        f ();
      t.push_back ((now_us () - t0) / reps);
    }
  std::sort (t.begin (), t.end ());
  return t[t.size () / 2];
}

/* Element I (column-major) of the n x n product A * B. */
__device__ double entry (const double *A, const double *B, int i, int n)
{
  const int r = i % n, c = i / n;
  double s = 0;
  for (int k = 0; k < n; k++)
    s += A[r + (size_t) k * n] * B[k + (size_t) c * n];
  return s;
}

__global__ void mm64 (const double *A, const double *B, double *C, int n)
{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n * n)
    C[i] = entry (A, B, i, n);
}

__global__ void empty () {}

/* Copies N16 16-byte words from SRC (mapped host memory) to DST, spread
   over the whole grid so that many multiprocessors read over the link at
   once. */
__device__ void copy_words (const uint4 *__restrict__ src, uint4 *dst,
                            size_t n16)
{
  for (size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x; i < n16;
       i += (size_t) gridDim.x * blockDim.x)
    dst[i] = src[i];
}

__global__ void copy16 (const uint4 *__restrict__ src, uint4 *dst, size_t n16)
{
  copy_words (src, dst, n16);
}

/* copy16 and mm64 in one launch: every block copies its share, then all
   wait at a barrier on a device counter (the grid is resident: at most one
   block per multiprocessor), then the product.  TARGET: the counter's
   value once every block of this call has arrived. */
__global__ void copy_mm64 (const uint4 *__restrict__ src, uint4 *dst,
                           size_t n16, unsigned *counter, unsigned target,
                           double *C, int n)
{
  copy_words (src, dst, n16);
  __threadfence ();
  __syncthreads ();
  if (threadIdx.x == 0)
    {
      atomicAdd (counter, 1u);
      while (atomicAdd (counter, 0u) < target)
        ;
    }
  __syncthreads ();
  const double *A = (const double *) dst, *B = A + n * n;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n * n;
       i += gridDim.x * blockDim.x)
    C[i] = entry (A, B, i, n);
}

int main ()
{
  const int n = 64;
  const size_t bytes = (size_t) n * n * sizeof (double);
  std::vector<double> A (n * n), B (n * n), C (n * n);
  for (int i = 0; i < n * n; i++)
    A[i] = i % 7, B[i] = i % 5;

  gt_gemm_opts o;
  gt_gemm_opts_default (&o);
  gt_info info;
  printf ("core gt_gemm 64 (default path)  %8.2f us\n",
          per_call ([&] { gt_gemm (GT_DOUBLE, n, n, n, A.data (), B.data (),
                                   C.data (), &o, NULL); }));
  printf ("core gt_gemm 64 with info       %8.2f us\n",
          per_call ([&] { gt_gemm (GT_DOUBLE, n, n, n, A.data (), B.data (),
                                   C.data (), &o, &info); }));
  printf ("  kernel %s, info total %.1f us staging %.1f kernel %.1f\n",
          info.kernel, info.total_ms * 1e3, info.staging_ms * 1e3,
          info.kernel_ms * 1e3);
  o.kernel = GT_GEMM_PADDED;
  printf ("core gt_gemm 64 padded          %8.2f us\n",
          per_call ([&] { gt_gemm (GT_DOUBLE, n, n, n, A.data (), B.data (),
                                   C.data (), &o, NULL); }));

  double *dA, *dB, *dC, *hin, *hout;
  cudaStream_t s;
  CK (cudaStreamCreateWithFlags (&s, cudaStreamNonBlocking));
  CK (cudaMalloc (&dA, 2 * bytes));
  dB = dA + n * n;
  CK (cudaMalloc (&dC, bytes));
  CK (cudaHostAlloc (&hin, 2 * bytes, cudaHostAllocDefault));
  CK (cudaHostAlloc (&hout, bytes, cudaHostAllocDefault));
  printf ("floor: empty launch + sync      %8.2f us\n",
          per_call ([&] { empty<<<1, 32, 0, s>>> (); cudaStreamSynchronize (s); }));
  {
    /* The CUDA calls of the core's mapped path around an empty kernel:
       wait for the slot, time the kernel with two events, mark the slot,
       wait, read the time. */
    cudaEvent_t slot, t0, t1;
    CK (cudaEventCreate (&slot));
    CK (cudaEventCreate (&t0));
    CK (cudaEventCreate (&t1));
    printf ("floor: empty, the mapped path's calls %6.2f us\n",
            per_call ([&] {
              float ms;
              cudaEventSynchronize (slot);
              cudaEventRecord (t0, s);
              empty<<<1, 32, 0, s>>> ();
              cudaEventRecord (t1, s);
              cudaEventRecord (slot, s);
              cudaEventSynchronize (t1);
              cudaEventElapsedTime (&ms, t0, t1);
            }));
    printf ("floor: empty launch + event sync %7.2f us\n",
            per_call ([&] {
              empty<<<1, 32, 0, s>>> ();
              cudaEventRecord (t1, s);
              cudaEventSynchronize (t1);
            }));
    cudaEventDestroy (slot);
    cudaEventDestroy (t0);
    cudaEventDestroy (t1);
  }
  printf ("floor: memcpy up, kernel, down  %8.2f us\n",
          per_call ([&] {
            memcpy (hin, A.data (), bytes);
            memcpy (hin + n * n, B.data (), bytes);
            cudaMemcpyAsync (dA, hin, 2 * bytes, cudaMemcpyHostToDevice, s);
            mm64<<<n * n / 128, 128, 0, s>>> (dA, dB, dC, n);
            cudaMemcpyAsync (hout, dC, bytes, cudaMemcpyDeviceToHost, s);
            cudaStreamSynchronize (s);
            memcpy (C.data (), hout, bytes);
          }));

  /* Ways for a small product's operands to reach the kernel from mapped
     pinned memory (hin, hout): the kernel reading them over the link
     itself; a copy kernel first (many blocks reading at once), then the
     kernel on device memory; a DMA up, then the kernel; copy and kernel in
     one launch.  Each writes C straight into mapped hout. */
  {
    double *min, *mout;
    CK (cudaHostGetDevicePointer ((void **) &min, hin, 0));
    CK (cudaHostGetDevicePointer ((void **) &mout, hout, 0));
    const size_t n16 = 2 * bytes / 16;
    /* Times F (which leaves the product in C), then checks C; hout is
       cleared first, so a way that wrote nothing cannot pass on an earlier
       one's result.  The operands are small integers: every way's sums
       are exact. */
    auto way = [&] (const char *name, auto f) {
      memset (hout, 0, bytes);
      const double us = per_call (f);
      CK (cudaGetLastError ());
      int wrong = 0;
      for (int i = 0; i < n * n; i++)
        {
          double r = 0;
          for (int k = 0; k < n; k++)
            r += A[i % n + k * n] * B[k + i / n * n];
          wrong += C[i] != r;
        }
      printf ("mapped: %-36s %8.2f us%s\n", name, us,
              wrong ? " WRONG RESULT" : "");
    };
    auto stage = [&] {
      memcpy (hin, A.data (), bytes);
      memcpy (hin + n * n, B.data (), bytes);
    };
    way ("mm64 reads hin, writes hout", [&] {
      stage ();
      mm64<<<n * n / 128, 128, 0, s>>> (min, min + n * n, mout, n);
      cudaStreamSynchronize (s);
      memcpy (C.data (), hout, bytes);
    });
    for (int g : { 8, 32, 64, 128 })
      {
        char name[64];
        snprintf (name, sizeof name, "copy16 on %d blocks, mm64", g);
        way (name, [&] {
          stage ();
          copy16<<<g, 128, 0, s>>> ((const uint4 *) min, (uint4 *) dA, n16);
          mm64<<<n * n / 128, 128, 0, s>>> (dA, dB, mout, n);
          cudaStreamSynchronize (s);
          memcpy (C.data (), hout, bytes);
        });
      }
    way ("DMA up, mm64 writes hout", [&] {
      stage ();
      cudaMemcpyAsync (dA, hin, 2 * bytes, cudaMemcpyHostToDevice, s);
      mm64<<<n * n / 128, 128, 0, s>>> (dA, dB, mout, n);
      cudaStreamSynchronize (s);
      memcpy (C.data (), hout, bytes);
    });
    unsigned *counter, arrived = 0;
    CK (cudaMalloc (&counter, sizeof *counter));
    CK (cudaMemset (counter, 0, sizeof *counter));
    for (int g : { 16, 32, 64 })
      {
        char name[64];
        snprintf (name, sizeof name, "copy+mm64 one launch, %d blocks", g);
        way (name, [&] {
          stage ();
          arrived += g;
          copy_mm64<<<g, 128, 0, s>>> ((const uint4 *) min, (uint4 *) dA,
                                       n16, counter, arrived, mout, n);
          cudaStreamSynchronize (s);
          memcpy (C.data (), hout, bytes);
        });
      }
    cudaFree (counter);
  }
  cudaFree (dA);
  cudaFree (dC);
  cudaFreeHost (hin);
  cudaFreeHost (hout);
  cudaStreamDestroy (s);
  gt_shutdown ();
  return 0;
}
