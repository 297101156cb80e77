/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_bench.cu - the GEMM kernel ladder against cuBLAS, on the GPU.
 *
 *   gemm_bench [--ladder] [--sweep] [--csv FILE] [--reps N]
 *
 * --sweep (default): every compiled configuration of the fast kernels, plus
 *   "auto" and cuBLAS, at n = 4096 and 8192, the odd sizes (1000, 4095,
 *   4097, 3000 x 5000 x 700) and the skinny ones (64 x 8192 x 65536,
 *   8192 x 64 x 8192), single and double.
 * --ladder: naive, tiled and padded (tiles 16 and 32), auto and cuBLAS over
 *   square sizes 256 ... 8192: the classroom figure.
 * --small: the square sizes 256 ... 1024 where the fast kernels' tiles
 *   leave the GPU part empty: every configuration of the fast kernels,
 *   tiled and padded (16 and 32), auto and cuBLAS (what "auto" should take
 *   there).
 * --class single|double: one class only; --shapes 4096,8192: only the
 *   shapes with these tags; --kernels tf32x3/mma_,regblock/128x128: only
 *   the kernel rows whose names start with one of these (cuBLAS, the
 *   reference of the ratios, always runs).  tf32x3's rows are its warpgroup
 *   configurations (Hopper) and its mma.sync ones ("tf32x3/mma_..."), each
 *   forced, so both run on an H100.
 * --complex: complex * complex products through gt_dev_gemm (the
 *   composition of cuda/engine/dispatch.cu, layout kernel included)
 *   with every configuration of the fast kernels and "auto", against
 *   cuBLAS CGEMM / ZGEMM in the same run, at n = 4096 and 8192, 1000, 4095
 *   and 3000 x 5000 x 700; plus, for the record, the time of the three real
 *   products (m x n x k, "auto") that the 3-multiply method would need.
 *
 * Method: operands live on the device (the kernels are timed, not the
 * copies), with leading dimensions padded to 32 as the dispatcher pads them
 * and the padding filled with NaN, so a kernel that reads it shows.  Each
 * kernel first runs once on a NaN-poisoned C and every element is checked
 * against cuBLAS within 2 K eps (|A| |B|)_ij; then it is timed with CUDA
 * events, median of N runs after a warm-up, with L2 flushed before each run.
 * Every figure is also given as a ratio to cuBLAS measured in the same run.
 * The kernels are reached through gt_dev_gemm (gputiled_device.h), the
 * planner and device dispatcher that gt_gemm uses, so split-K, "auto" and
 * the complex composition are measured as users get them; configurations
 * are selected with gt_test_control (GT_TEST_VARIANT).
 */
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <functional>

#include <cuda_runtime.h>

#include "gputiled.h"
#include "gputiled_device.h"

#include "bench_check.h"

template <typename T>
__global__ void fill (T *p, size_t ld, size_t rows, size_t cols, uint64_t seed,
                      int absval)
{
  const size_t total = ld * cols, step = (size_t) gridDim.x * blockDim.x;
  for (size_t e = (size_t) blockIdx.x * blockDim.x + threadIdx.x; e < total;
       e += step)
    {
      if (e % ld >= rows)
        {
          p[e] = (T) NAN; /* padding: must never be read */
          continue;
        }
      uint64_t x = (e + 1) * 0x9E3779B97F4A7C15ull ^ seed;
      x ^= x >> 31, x *= 0xBF58476D1CE4E5B9ull, x ^= x >> 29;
      T v = (T) ((double) (x >> 11) * (2.0 / 9007199254740992.0) - 1.0);
      p[e] = absval ? (v < 0 ? -v : v) : v;
    }
}

template <typename T>
__global__ void absolute (const T *a, T *b, size_t n)
{
  const size_t step = (size_t) gridDim.x * blockDim.x;
  for (size_t e = (size_t) blockIdx.x * blockDim.x + threadIdx.x; e < n; e += step)
    b[e] = a[e] < 0 ? -a[e] : a[e];
}


/* One device product on the context's stream with configuration VARIANT
   (-1: the planner's). */
static gt_status dev_gemm (gt_gemm_kernel kern, int variant, gt_dtype dt,
                           size_t m, size_t n, size_t k, const void *A,
                           int a_cplx, size_t lda, const void *B, int b_cplx,
                           size_t ldb, void *C, size_t ldc, int tile,
                           gt_dev_run *run)
{
  gt_gemm_opts o;
  gt_gemm_opts_default (&o);
  o.kernel = kern;
  o.tile = tile == 16 ? 16 : 32;
  gt_test_control (GT_TEST_VARIANT, variant);
  const gt_status st = gt_dev_gemm (dt, m, n, k, A, a_cplx, lda, B, b_cplx,
                                    ldb, C, ldc, &o, run);
  gt_test_control (GT_TEST_VARIANT, -1);
  return st;
}

struct Shape { size_t m, n, k; std::string tag; };
struct Kern { std::string name; gt_gemm_kernel kern; int variant; int tile; };

static size_t up32 (size_t x) { return (x + 31) / 32 * 32; }

static FILE *csv;
static int reps = 5;
static void *flushbuf;
static const size_t flush_bytes = 256u << 20;

struct Result { double ms; bool ok; double worst; std::string config; int splits; bool ran; };

/* Median time of LAUNCH on S (CUDA events) over the runs after a warm-up,
   with L2 flushed before each. */
static double median_ms (const Shape &S, cudaStream_t s,
                         const std::function<void ()> &launch)
{
  cudaEvent_t e0, e1;
  std::vector<float> t;
  const int n = S.m * S.n * S.k > 1e12 ? std::max (3, reps / 2) : reps;
  CK (cudaEventCreate (&e0));
  CK (cudaEventCreate (&e1));
  for (int rep = -1; rep < n; rep++)
    {
      CK (cudaMemsetAsync (flushbuf, rep & 0xff, flush_bytes, s));
      CK (cudaEventRecord (e0, s));
      launch ();
      CK (cudaEventRecord (e1, s));
      CK (cudaEventSynchronize (e1));
      float ms;
      CK (cudaEventElapsedTime (&ms, e0, e1));
      if (rep >= 0)
        t.push_back (ms);
    }
  std::sort (t.begin (), t.end ());
  cudaEventDestroy (e0);
  cudaEventDestroy (e1);
  return t[t.size () / 2];
}

template <typename T>
static Result run_one (const Kern &K, const Shape &S, const T *dA, size_t lda,
                       const T *dB, size_t ldb, T *dC, size_t ldc,
                       const std::vector<T> &ref, const std::vector<T> &bound,
                       cudaStream_t s)
{
  Result r = { 0, false, 0, "", 1, false };
  const gt_dtype dt = sizeof (T) == 8 ? GT_DOUBLE : GT_SINGLE;
  gt_dev_run run;

  CK (cudaMemsetAsync (dC, 0xff, ldc * S.n * sizeof (T), s));
  gt_status st = dev_gemm (K.kern, K.variant, dt, S.m, S.n, S.k, dA, 0, lda, dB, 0, ldb, dC, ldc, K.tile, &run);
  if (st != GT_OK)
    {
      r.config = gt_last_error ();
      return r; /* refused (e.g. tiled on a non-multiple) */
    }
  CK (cudaStreamSynchronize (s));
  r.ran = true;
  r.config = run.config;
  r.splits = run.splits;

  /* Check every element. */
  std::vector<T> c (ldc * S.n);
  CK (cudaMemcpy (c.data (), dC, c.size () * sizeof (T), cudaMemcpyDeviceToHost));
  r.ok = true;
  for (size_t j = 0; j < S.n; j++)
    for (size_t i = 0; i < S.m; i++)
      {
        const size_t e = i + j * ldc;
        const double err = std::fabs ((double) c[e] - (double) ref[e]);
        const double b = (double) bound[e];
        if (!(err <= b))
          r.ok = false;
        if (b > 0 && err / b > r.worst)
          r.worst = err / b;
      }

  r.ms = median_ms (S, s, [&] {
    dev_gemm (K.kern, K.variant, dt, S.m, S.n, S.k, dA, 0, lda, dB, 0, ldb, dC, ldc, K.tile, &run);
  });
  return r;
}

template <typename T>
static void bench_shape (const Shape &S, const std::vector<Kern> &kernels,
                         const char *dev, cudaStream_t s)
{
  const size_t lda = up32 (S.m), ldb = up32 (S.k), ldc = up32 (S.m);
  const gt_dtype dt = sizeof (T) == 8 ? GT_DOUBLE : GT_SINGLE;
  const char *cls = sizeof (T) == 8 ? "double" : "single";
  const double eps = sizeof (T) == 8 ? 2.220446049250313e-16 : 1.1920929e-07;
  T *dA, *dB, *dC, *aA, *aB;
  gt_dev_run run;

  CK (cudaMalloc (&dA, lda * S.k * sizeof (T)));
  CK (cudaMalloc (&dB, ldb * S.n * sizeof (T)));
  CK (cudaMalloc (&dC, ldc * S.n * sizeof (T)));
  CK (cudaMalloc (&aA, lda * S.k * sizeof (T)));
  CK (cudaMalloc (&aB, ldb * S.n * sizeof (T)));
  fill<<<4096, 256, 0, s>>> (dA, lda, S.m, S.k, 1234 + S.m, 0);
  fill<<<4096, 256, 0, s>>> (dB, ldb, S.k, S.n, 5678 + S.n, 0);
  absolute<<<4096, 256, 0, s>>> (dA, aA, lda * S.k);
  absolute<<<4096, 256, 0, s>>> (dB, aB, ldb * S.n);

  /* Reference and bound, both from cuBLAS (padding is NaN, so run cuBLAS
     on the true sizes; it reads only inside the matrices). */
  std::vector<T> ref (ldc * S.n), bound (ldc * S.n);
  if (dev_gemm (GT_GEMM_CUBLAS, -1, dt, S.m, S.n, S.k, dA, 0, lda, dB, 0, ldb, dC, ldc, 0, &run) != GT_OK
      || cudaStreamSynchronize (s) != cudaSuccess)
    {
      fprintf (stderr, "cuBLAS reference failed: %s\n", gt_last_error ());
      exit (2);
    }
  CK (cudaMemcpy (ref.data (), dC, ref.size () * sizeof (T), cudaMemcpyDeviceToHost));
  if (dev_gemm (GT_GEMM_CUBLAS, -1, dt, S.m, S.n, S.k, aA, 0, lda, aB, 0, ldb, dC, ldc, 0, &run) != GT_OK)
    exit (2);
  CK (cudaStreamSynchronize (s));
  CK (cudaMemcpy (bound.data (), dC, bound.size () * sizeof (T), cudaMemcpyDeviceToHost));
  for (auto &b : bound)
    b = (T) (2.0 * (double) S.k * eps * (double) b * 1.01 + 1e-300);

  double cublas_ms = 0;
  std::vector<std::pair<Kern, Result>> rows;
  for (const Kern &K : kernels)
    {
      Result r = run_one<T> (K, S, dA, lda, dB, ldb, dC, ldc, ref, bound, s);
      if (K.kern == GT_GEMM_CUBLAS)
        cublas_ms = r.ms;
      rows.push_back ({ K, r });
    }
  const double flops = 2.0 * S.m * S.n * S.k;
  for (auto &kr : rows)
    {
      const Kern &K = kr.first;
      const Result &r = kr.second;
      if (!r.ran)
        {
          printf ("%-6s %-22s %-26s  skipped: %s\n", cls, S.tag.c_str (),
                  K.name.c_str (), r.config.c_str ());
          if (csv)
            fprintf (csv, "%s,%s,%s,%zu,%zu,%zu,%s,,,,,skipped,\n", dev, cls,
                     S.tag.c_str (), S.m, S.n, S.k, K.name.c_str ());
          continue;
        }
      const double tf = flops / (r.ms * 1e-3) / 1e12;
      const double pct = cublas_ms > 0 ? 100.0 * cublas_ms / r.ms : 0;
      printf ("%-6s %-22s %-26s %9.3f ms %7.2f TFLOP/s %6.1f%% of cuBLAS  %s (err/bound %.2g) %s split %d\n",
              cls, S.tag.c_str (), K.name.c_str (), r.ms, tf, pct,
              r.ok ? "ok" : "WRONG", r.worst, r.config.c_str (), r.splits);
      if (csv)
        fprintf (csv, "%s,%s,%s,%zu,%zu,%zu,%s,%s,%d,%.5f,%.4f,%.2f,%s,%.3g\n",
                 dev, cls, S.tag.c_str (), S.m, S.n, S.k, K.name.c_str (),
                 r.config.c_str (), r.splits, r.ms, tf, pct,
                 r.ok ? "ok" : "WRONG", r.worst);
    }
  fflush (stdout);
  cudaFree (dA), cudaFree (dB), cudaFree (dC), cudaFree (aA), cudaFree (aB);
}

/* ------------------------------------------------------------------ */
/* Complex products (--complex)                                        */

/* M (rows x cols, ldm) = |X| of complex X (rows x cols, ldx real elements). */
template <typename T>
__global__ void modulus (const T *x, size_t ldx, size_t rows, size_t cols,
                         T *mo, size_t ldm)
{
  const size_t total = rows * cols, step = (size_t) gridDim.x * blockDim.x;
  for (size_t e = (size_t) blockIdx.x * blockDim.x + threadIdx.x; e < total;
       e += step)
    {
      const size_t i = e % rows, j = e / rows;
      const T re = x[2 * i + j * ldx], im = x[2 * i + 1 + j * ldx];
      mo[i + j * ldm] = sqrt (re * re + im * im);
    }
}

template <typename T>
static void bench_complex (const Shape &S, const std::vector<Kern> &kernels,
                           const char *dev, cudaStream_t s)
{
  const size_t lda = up32 (2 * S.m), ldb = up32 (2 * S.k), ldc = up32 (2 * S.m);
  const size_t ldm = up32 (S.m), ldk = up32 (S.k);
  const gt_dtype dt = sizeof (T) == 8 ? GT_DOUBLE : GT_SINGLE;
  const char *cls = sizeof (T) == 8 ? "cdouble" : "csingle";
  const double eps = sizeof (T) == 8 ? 2.220446049250313e-16 : 1.1920929e-07;
  T *dA, *dB, *dC, *mA, *mB, *dM;
  gt_dev_run run;

  CK (cudaMalloc (&dA, lda * S.k * sizeof (T)));
  CK (cudaMalloc (&dB, ldb * S.n * sizeof (T)));
  CK (cudaMalloc (&dC, ldc * S.n * sizeof (T)));
  CK (cudaMalloc (&mA, ldm * S.k * sizeof (T)));
  CK (cudaMalloc (&mB, ldk * S.n * sizeof (T)));
  CK (cudaMalloc (&dM, ldm * S.n * sizeof (T)));
  fill<<<4096, 256, 0, s>>> (dA, lda, 2 * S.m, S.k, 4321 + S.m, 0);
  fill<<<4096, 256, 0, s>>> (dB, ldb, 2 * S.k, S.n, 8765 + S.n, 0);
  modulus<<<4096, 256, 0, s>>> (dA, lda, S.m, S.k, mA, ldm);
  modulus<<<4096, 256, 0, s>>> (dB, ldb, S.k, S.n, mB, ldk);

  /* Reference: cuBLAS CGEMM / ZGEMM; bound from cuBLAS on |A| |B|: each
     part is a sum of 2K real terms, so 2 (2K) eps (|A| |B|)_ij. */
  std::vector<T> ref (ldc * S.n), bound (ldm * S.n);
  if (dev_gemm (GT_GEMM_CUBLAS, -1, dt, S.m, S.n, S.k, dA, 1, lda, dB, 1, ldb, dC, ldc, 0, &run) != GT_OK
      || dev_gemm (GT_GEMM_CUBLAS, -1, dt, S.m, S.n, S.k, mA, 0, ldm, mB, 0, ldk, dM, ldm, 0, &run) != GT_OK
      || cudaStreamSynchronize (s) != cudaSuccess)
    {
      fprintf (stderr, "cuBLAS reference failed: %s\n", gt_last_error ());
      exit (2);
    }
  CK (cudaMemcpy (ref.data (), dC, ref.size () * sizeof (T), cudaMemcpyDeviceToHost));
  CK (cudaMemcpy (bound.data (), dM, bound.size () * sizeof (T), cudaMemcpyDeviceToHost));
  for (auto &b : bound)
    b = (T) (2.0 * 2.0 * (double) S.k * eps * (double) b * 1.01 + 1e-300);

  const double flops = 8.0 * S.m * S.n * S.k;
  double cublas_ms = 0;
  std::vector<std::pair<Kern, Result>> rows;
  for (const Kern &K : kernels)
    {
      Result r = { 0, false, 0, "", 1, false };
      auto launch = [&] {
        return dev_gemm (K.kern, K.variant, dt, S.m, S.n, S.k, dA, 1, lda, dB, 1, ldb, dC, ldc, K.tile, &run);
      };
      CK (cudaMemsetAsync (dC, 0xff, ldc * S.n * sizeof (T), s));
      if (launch () != GT_OK)
        {
          r.config = gt_last_error ();
          rows.push_back ({ K, r });
          continue;
        }
      CK (cudaStreamSynchronize (s));
      r.ran = true;
      r.config = run.config;
      r.splits = run.splits;
      std::vector<T> c (ldc * S.n);
      CK (cudaMemcpy (c.data (), dC, c.size () * sizeof (T), cudaMemcpyDeviceToHost));
      r.ok = true;
      for (size_t j = 0; j < S.n; j++)
        for (size_t i = 0; i < 2 * S.m; i++)
          {
            const size_t e = i + j * ldc;
            const double err = std::fabs ((double) c[e] - (double) ref[e]);
            const double b = (double) bound[i / 2 + j * ldm];
            if (!(err <= b))
              r.ok = false;
            if (b > 0 && err / b > r.worst)
              r.worst = err / b;
          }
      r.ms = median_ms (S, s, [&] { launch (); });
      if (K.kern == GT_GEMM_CUBLAS)
        cublas_ms = r.ms;
      rows.push_back ({ K, r });
    }
  /* The 3-multiply method's floor: its three real products alone. */
  {
    Result r = { 0, true, 0, "three real m x n x k products (auto)", 1, true };
    r.ms = median_ms (S, s, [&] {
      for (int i = 0; i < 3; i++)
        dev_gemm (GT_GEMM_AUTO, -1, dt, S.m, S.n, S.k, mA, 0, ldm, mB, 0, ldk, dM, ldm, 32, &run);
    });
    rows.push_back ({ { "3M floor (not used)", GT_GEMM_AUTO, -1, 32 }, r });
  }
  for (auto &kr : rows)
    {
      const Kern &K = kr.first;
      const Result &r = kr.second;
      if (!r.ran)
        {
          printf ("%-7s %-22s %-26s  skipped: %s\n", cls, S.tag.c_str (),
                  K.name.c_str (), r.config.c_str ());
          continue;
        }
      const double tf = flops / (r.ms * 1e-3) / 1e12;
      const double pct = cublas_ms > 0 ? 100.0 * cublas_ms / r.ms : 0;
      printf ("%-7s %-22s %-26s %9.3f ms %7.2f TFLOP/s %6.1f%% of cuBLAS %s  %s (err/bound %.2g) %s split %d\n",
              cls, S.tag.c_str (), K.name.c_str (), r.ms, tf, pct,
              sizeof (T) == 8 ? "ZGEMM" : "CGEMM", r.ok ? "ok" : "WRONG",
              r.worst, r.config.c_str (), r.splits);
      if (csv)
        fprintf (csv, "%s,%s,%s,%zu,%zu,%zu,%s,%s,%d,%.5f,%.4f,%.2f,%s,%.3g\n",
                 dev, cls, S.tag.c_str (), S.m, S.n, S.k, K.name.c_str (),
                 r.config.c_str (), r.splits, r.ms, tf, pct,
                 r.ok ? "ok" : "WRONG", r.worst);
    }
  fflush (stdout);
  cudaFree (dA), cudaFree (dB), cudaFree (dC), cudaFree (mA), cudaFree (mB);
  cudaFree (dM);
}

int main (int argc, char **argv)
{
  bool ladder = false, cplx = false, small = false;
  const char *csvpath = NULL, *only = NULL, *shapes_arg = NULL;
  const char *kernels_arg = NULL;
  for (int i = 1; i < argc; i++)
    {
      if (!strcmp (argv[i], "--ladder"))
        ladder = true;
      else if (!strcmp (argv[i], "--sweep"))
        ladder = false;
      else if (!strcmp (argv[i], "--small"))
        small = true, ladder = false;
      else if (!strcmp (argv[i], "--complex"))
        cplx = true, ladder = false;
      else if (!strcmp (argv[i], "--csv") && i + 1 < argc)
        csvpath = argv[++i];
      else if (!strcmp (argv[i], "--reps") && i + 1 < argc)
        reps = atoi (argv[++i]);
      else if (!strcmp (argv[i], "--class") && i + 1 < argc)
        only = argv[++i];
      else if (!strcmp (argv[i], "--shapes") && i + 1 < argc)
        shapes_arg = argv[++i];
      else if (!strcmp (argv[i], "--kernels") && i + 1 < argc)
        kernels_arg = argv[++i];
      else
        {
          fprintf (stderr, "usage: %s [--ladder|--sweep|--small|--complex] [--class single|double] [--shapes TAG,TAG,...] [--kernels PREFIX,...] [--csv FILE] [--reps N]\n", argv[0]);
          return 2;
        }
    }
  cudaDeviceProp prop;
  CK (cudaGetDeviceProperties (&prop, 0));
  printf ("device: %s (cc %d.%d, %d SMs)\n", prop.name, prop.major, prop.minor,
          prop.multiProcessorCount);
  if (gt_dev_open (0) != GT_OK)
    {
      fprintf (stderr, "%s\n", gt_last_error ());
      return 2;
    }
  cudaStream_t s = (cudaStream_t) gt_dev_stream ();
  CK (cudaMalloc (&flushbuf, flush_bytes));
  if (csvpath)
    {
      csv = fopen (csvpath, "w");
      fprintf (csv, "device,class,shape,m,n,k,kernel,config,splits,ms,tflops,pct_cublas,check,err_over_bound\n");
    }

  std::vector<Shape> shapes;
  std::vector<Kern> k32, k64;
  /* The classroom kernels at both tiles (naive too, or not). */
  auto classroom = [&] (bool naive) {
    for (auto *v : { &k32, &k64 })
      for (const Kern &K : { Kern{ "naive", GT_GEMM_NAIVE, -1, 0 },
                             Kern{ "tiled", GT_GEMM_TILED, -1, 0 },
                             Kern{ "padded", GT_GEMM_PADDED, -1, 0 } })
        for (int t : { 16, 32 })
          if (naive || K.kern != GT_GEMM_NAIVE)
            v->push_back ({ K.name + " " + std::to_string (t), K.kern, -1, t });
  };
  if (ladder)
    {
      for (size_t n : { 256, 512, 1024, 2048, 4096, 8192 })
        shapes.push_back ({ n, n, n, std::to_string (n) });
      classroom (true);
    }
  else
    {
      if (small)
        {
          for (size_t n : { 256, 320, 384, 448, 512, 640, 768, 896, 1000, 1024 })
            shapes.push_back ({ n, n, n, std::to_string (n) });
          classroom (false);
        }
      else if (cplx) /* a complex product is a real one twice as tall and deep */
        shapes = { { 4096, 4096, 4096, "4096" }, { 8192, 8192, 8192, "8192" },
                   { 1000, 1000, 1000, "1000" }, { 4095, 4095, 4095, "4095" },
                   { 3000, 5000, 700, "3000x5000x700" } };
      else
        shapes = { { 4096, 4096, 4096, "4096" }, { 8192, 8192, 8192, "8192" },
                   { 1000, 1000, 1000, "1000" }, { 4095, 4095, 4095, "4095" },
                   { 4097, 4097, 4097, "4097" }, { 3000, 5000, 700, "3000x5000x700" },
                   { 64, 8192, 65536, "64x8192x65536" },
                   { 8192, 64, 8192, "8192x64x8192" } };
      for (int v = 0; v < gt_dev_variants (GT_GEMM_REGBLOCK); v++)
        k32.push_back ({ std::string ("regblock/") + gt_dev_variant_name (GT_GEMM_REGBLOCK, v),
                         GT_GEMM_REGBLOCK, v, 0 });
      for (int v = 0; v < gt_dev_variants (GT_GEMM_TF32X3); v++)
        k32.push_back ({ std::string ("tf32x3/") + gt_dev_variant_name (GT_GEMM_TF32X3, v),
                         GT_GEMM_TF32X3, v, 0 });
      for (int v = 0; v < gt_dev_variants (GT_GEMM_DMMA); v++)
        k64.push_back ({ std::string ("dmma/") + gt_dev_variant_name (GT_GEMM_DMMA, v),
                         GT_GEMM_DMMA, v, 0 });
    }
  for (auto *v : { &k32, &k64 })
    {
      v->push_back ({ "auto", GT_GEMM_AUTO, -1, 32 });
      v->push_back ({ "cublas", GT_GEMM_CUBLAS, -1, 0 });
    }
  if (kernels_arg) /* keep the rows named by a listed prefix, and cuBLAS */
    {
      std::vector<std::string> prefixes;
      std::string list = kernels_arg;
      for (size_t b = 0, e; b <= list.size (); b = e + 1)
        {
          e = list.find (',', b);
          if (e == std::string::npos)
            e = list.size ();
          if (e > b)
            prefixes.push_back (list.substr (b, e - b));
        }
      for (auto *v : { &k32, &k64 })
        {
          std::vector<Kern> kept;
          for (const Kern &K : *v)
            {
              bool keep = K.kern == GT_GEMM_CUBLAS;
              for (const std::string &p : prefixes)
                keep = keep || K.name.compare (0, p.size (), p) == 0;
              if (keep)
                kept.push_back (K);
            }
          *v = kept;
        }
    }
  if (shapes_arg) /* keep the shapes whose tags are listed */
    {
      const std::string list = std::string (",") + shapes_arg + ",";
      std::vector<Shape> kept;
      for (const Shape &S : shapes)
        if (list.find ("," + S.tag + ",") != std::string::npos)
          kept.push_back (S);
      shapes = kept;
    }
  if (!only || !strcmp (only, "single"))
    for (const Shape &S : shapes)
      cplx ? bench_complex<float> (S, k32, prop.name, s)
           : bench_shape<float> (S, k32, prop.name, s);
  if (!only || !strcmp (only, "double"))
    for (const Shape &S : shapes)
      cplx ? bench_complex<double> (S, k64, prop.name, s)
           : bench_shape<double> (S, k64, prop.name, s);
  if (csv)
    fclose (csv);
  return 0;
}
