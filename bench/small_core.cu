/*
 * small_core.cu - where a tiny product's time goes below the gateway: the
 * core's gt_gemm on 64 x 64 doubles (the mapped path and, with
 * GPUTILED_ZERO_COPY=0, the small path), against the floor of the same
 * work done with the bare runtime: an empty launch and a synchronisation,
 * and one upload, one kernel, one download and one synchronisation through
 * pinned buffers.  Median microseconds per call of 7 loops of 2000.
 * Prints one line per figure.
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

__global__ void mm64 (const double *A, const double *B, double *C, int n)
{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = i % n, c = i / n;
  if (c >= n)
    return;
  double s = 0;
  for (int k = 0; k < n; k++)
    s += A[r + (size_t) k * n] * B[k + (size_t) c * n];
  C[i] = s;
}

__global__ void empty () {}

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
  cudaFree (dA);
  cudaFree (dC);
  cudaFreeHost (hin);
  cudaFreeHost (hout);
  cudaStreamDestroy (s);
  gt_shutdown ();
  return 0;
}
