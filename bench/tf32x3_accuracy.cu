/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tf32x3_accuracy.cu - how accurate the tensor-core single kernel is,
 * against regblock (the CUDA-core single kernel) and cuBLAS SGEMM, on the
 * inputs issue 17 names, with a double-precision reference.
 *
 *   tf32x3_accuracy [--csv FILE]
 *
 * Inputs (float, generated on the host with a fixed seed):
 *   randn   normal(0, 1), both signs
 *   rand    uniform [0, 1) (Octave's rand): sums that only grow
 *   wide    s * 2^e * (1 + u), e uniform in -60 .. 60: magnitudes 2^-60 to
 *           2^60 in one matrix
 *   cancel  A = [X, X], B = [Y; -Y + D] with D 2^-10 of Y's size: the
 *           product X D is far below |A| |B|
 *   int     integers in -8 .. 8 (every sum is exact in float)
 * For each shape and input: the reference R = A * B in double (cuBLAS
 * DGEMM on the float values, exact products, double sums), then for each
 * kernel the normwise error ||C - R||_F / ||R||_F and the componentwise
 * error max_ij |C - R|_ij / (|A| |B|)_ij, and tf32x3's over regblock's.
 * tf32x3 is tabled twice: its default (the warpgroup kernel on Hopper)
 * and, as "tf32x3/mma", its mma.sync kernel's default configuration,
 * forced (GT_TEST_VARIANT), which is what devices of compute capability
 * 8.x run.
 * Then Inf, NaN and denormal inputs against the IEEE double product.
 */
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <cuda_runtime.h>

#include "gputiled.h"
#include "gputiled_device.h"

#include "bench_check.h"

/* A kernel row of the tables: the kernel and its forced configuration
   (-1: the planner's). */
struct Row
{
  std::string name;
  gt_gemm_kernel kern;
  int variant;
};
static std::vector<Row> rows;

static bool gemm (gt_gemm_kernel kern, gt_dtype dt, size_t m, size_t n,
                  size_t k, const void *A, const void *B, void *C,
                  int variant = -1)
{
  gt_gemm_opts o;
  gt_gemm_opts_default (&o);
  o.kernel = kern;
  gt_dev_run run;
  gt_test_control (GT_TEST_VARIANT, variant);
  const gt_status st = gt_dev_gemm (dt, m, n, k, A, 0, m, B, 0, k, C, m, &o,
                                    &run);
  gt_test_control (GT_TEST_VARIANT, -1);
  if (st != GT_OK)
    {
      fprintf (stderr, "  %s: %s\n", gt_gemm_kernel_name (kern),
               gt_last_error ());
      return false;
    }
  CK (cudaStreamSynchronize ((cudaStream_t) gt_dev_stream ()));
  return true;
}

template <typename T>
static T *upload (const std::vector<T> &h)
{
  T *d;
  CK (cudaMalloc (&d, h.size () * sizeof (T)));
  CK (cudaMemcpy (d, h.data (), h.size () * sizeof (T),
                  cudaMemcpyHostToDevice));
  return d;
}

template <typename T>
static std::vector<T> download (const T *d, size_t count)
{
  std::vector<T> h (count);
  CK (cudaMemcpy (h.data (), d, count * sizeof (T), cudaMemcpyDeviceToHost));
  return h;
}

static void make (const std::string &kind, size_t m, size_t n, size_t k,
                  std::vector<float> &A, std::vector<float> &B)
{
  std::mt19937_64 rng (12345 + m + 7 * n + 13 * k);
  std::normal_distribution<float> nd (0.0f, 1.0f);
  std::uniform_real_distribution<float> ud (0.0f, 1.0f);
  std::uniform_int_distribution<int> ed (-60, 60), id (-8, 8), sd (0, 1);
  A.assign (m * k, 0.0f);
  B.assign (k * n, 0.0f);
  auto wide = [&] () {
    const float v = std::ldexp (1.0f + ud (rng), ed (rng));
    return sd (rng) ? v : -v;
  };
  if (kind == "cancel")
    {
      const size_t h = k / 2;
      for (size_t j = 0; j < h; j++)
        for (size_t i = 0; i < m; i++)
          A[i + j * m] = A[i + (j + h) * m] = nd (rng);
      for (size_t j = 0; j < n; j++)
        for (size_t i = 0; i < h; i++)
          {
            const float y = nd (rng);
            B[i + j * k] = y;
            B[i + h + j * k] = -y + std::ldexp (nd (rng), -10);
          }
      return;
    }
  for (auto *v : { &A, &B })
    for (float &x : *v)
      x = kind == "randn" ? nd (rng)
          : kind == "rand" ? ud (rng)
          : kind == "wide" ? wide ()
                           : (float) id (rng);
}

struct Err { double norm, comp; bool ok; };

static Err errors (const std::vector<float> &C, const std::vector<double> &R,
                   const std::vector<double> &AB)
{
  double num = 0, den = 0, comp = 0;
  for (size_t e = 0; e < C.size (); e++)
    {
      const double d = (double) C[e] - R[e];
      num += d * d, den += R[e] * R[e];
      if (AB[e] > 0)
        comp = std::max (comp, std::fabs (d) / AB[e]);
      else if (d != 0)
        comp = INFINITY;
    }
  return { den > 0 ? std::sqrt (num / den) : std::sqrt (num), comp, true };
}

static FILE *csv;

static void accuracy (const std::string &kind, size_t m, size_t n, size_t k)
{
  std::vector<float> A, B;
  make (kind, m, n, k, A, B);
  std::vector<double> Ad (A.begin (), A.end ()), Bd (B.begin (), B.end ());
  std::vector<double> Aa (Ad), Ba (Bd);
  for (double &x : Aa) x = std::fabs (x);
  for (double &x : Ba) x = std::fabs (x);

  float *dA = upload (A), *dB = upload (B), *dC;
  double *dAd = upload (Ad), *dBd = upload (Bd), *dAa = upload (Aa),
         *dBa = upload (Ba), *dR;
  CK (cudaMalloc (&dC, m * n * sizeof (float)));
  CK (cudaMalloc (&dR, m * n * sizeof (double)));
  if (!gemm (GT_GEMM_CUBLAS, GT_DOUBLE, m, n, k, dAd, dBd, dR))
    exit (2);
  const std::vector<double> R = download (dR, m * n);
  if (!gemm (GT_GEMM_CUBLAS, GT_DOUBLE, m, n, k, dAa, dBa, dR))
    exit (2);
  const std::vector<double> AB = download (dR, m * n);

  const char *shape_tag = nullptr;
  char shape[64];
  snprintf (shape, sizeof shape, "%zux%zux%zu", m, n, k);
  shape_tag = shape;
  Err reg = { 0, 0, false };
  for (const Row &row : rows)
    {
      const gt_gemm_kernel kern = row.kern;
      CK (cudaMemset (dC, 0xff, m * n * sizeof (float)));
      if (!gemm (kern, GT_SINGLE, m, n, k, dA, dB, dC, row.variant))
        continue;
      const Err e = errors (download (dC, m * n), R, AB);
      if (kern == GT_GEMM_REGBLOCK)
        reg = e;
      const double rn = reg.ok && reg.norm > 0 ? e.norm / reg.norm : NAN;
      const double rc = reg.ok && reg.comp > 0 ? e.comp / reg.comp : NAN;
      printf ("%-7s %-16s %-11s normwise %9.3g  componentwise %9.3g   "
              "/ regblock %6.2f %6.2f\n",
              kind.c_str (), shape_tag, row.name.c_str (), e.norm, e.comp,
              rn, rc);
      if (csv)
        fprintf (csv, "%s,%s,%s,%.4g,%.4g,%.4g,%.4g\n", kind.c_str (),
                 shape_tag, row.name.c_str (), e.norm, e.comp, rn, rc);
    }
  fflush (stdout);
  cudaFree (dA), cudaFree (dB), cudaFree (dC), cudaFree (dAd), cudaFree (dBd);
  cudaFree (dAa), cudaFree (dBa), cudaFree (dR);
}

/* Inf, NaN, overflow at the split and denormals: each kernel's C against
   the double product of the same floats (rounded to float), element by
   element; NaN must meet NaN, Inf the same Inf. */
static void special ()
{
  const size_t m = 256, n = 256, k = 256;
  struct Case { const char *name; std::vector<float> A, B; };
  std::vector<Case> cases;
  std::mt19937_64 rng (99);
  std::normal_distribution<float> nd (0.0f, 1.0f);
  auto base = [&] (std::vector<float> &v, size_t count) {
    v.resize (count);
    for (float &x : v) x = nd (rng);
  };
  {
    Case c { "Inf in A", {}, {} };
    base (c.A, m * k), base (c.B, k * n);
    c.A[3 + 5 * m] = INFINITY, c.A[200 + 17 * m] = -INFINITY;
    cases.push_back (c);
  }
  {
    Case c { "NaN in B", {}, {} };
    base (c.A, m * k), base (c.B, k * n);
    c.B[7 + 9 * k] = NAN;
    cases.push_back (c);
  }
  {
    Case c { "Inf * 0", {}, {} };
    base (c.A, m * k), base (c.B, k * n);
    c.A[0] = INFINITY;
    for (size_t j = 0; j < n; j++)
      c.B[0 + j * k] = 0.0f;
    cases.push_back (c);
  }
  {
    Case c { "near FLT_MAX", {}, {} };
    base (c.A, m * k), base (c.B, k * n);
    for (size_t j = 0; j < k; j++)
      c.A[1 + j * m] = 0.0f;
    c.A[1 + 2 * m] = 3.4028235e38f; /* rounding it to TF32 overflows */
    for (size_t j = 0; j < n; j++)
      c.B[2 + j * k] = 0.5f;
    cases.push_back (c);
  }
  {
    Case c { "denormal A", {}, {} };
    c.A.assign (m * k, std::ldexp (1.0f, -140)); /* denormal */
    c.B.assign (k * n, 1.0f);
    cases.push_back (c);
  }
  {
    Case c { "denormal small part", {}, {} };
    c.A.assign (m * k, std::ldexp (1.0f + std::ldexp (1.0f, -15), -115));
    c.B.assign (k * n, 1.0f); /* small part 2^-130: denormal */
    cases.push_back (c);
  }
  float *dC;
  CK (cudaMalloc (&dC, m * n * sizeof (float)));
  for (const Case &c : cases)
    {
      std::vector<double> R (m * n, 0.0);
      for (size_t j = 0; j < n; j++)
        for (size_t p = 0; p < k; p++)
          for (size_t i = 0; i < m; i++)
            R[i + j * m] += (double) c.A[i + p * m] * (double) c.B[p + j * k];
      float *dA = upload (c.A), *dB = upload (c.B);
      for (const Row &row : rows)
        {
          CK (cudaMemset (dC, 0xff, m * n * sizeof (float)));
          if (!gemm (row.kern, GT_SINGLE, m, n, k, dA, dB, dC, row.variant))
            continue;
          const std::vector<float> C = download (dC, m * n);
          size_t bad = 0;
          double worst = 0;
          for (size_t e = 0; e < C.size (); e++)
            {
              const double r = (double) (float) R[e], x = C[e];
              if (std::isnan (r) || std::isinf (r))
                {
                  if (!(std::isnan (r) ? std::isnan (x) : x == r))
                    bad++;
                }
              else if (!std::isfinite (x))
                bad++;
              else if (r != 0)
                worst = std::max (worst, std::fabs (x - r) / std::fabs (r));
              else if (x != 0)
                bad++;
            }
          printf ("special %-20s %-11s %s  max rel err %.3g\n", c.name,
                  row.name.c_str (), bad ? "DIFFERS" : "same Inf/NaN",
                  worst);
          if (bad)
            printf ("        %zu elements differ in class (first C = %g, "
                    "reference %g)\n", bad, (double) C[0],
                    (double) (float) R[0]);
        }
      cudaFree (dA), cudaFree (dB);
    }
  cudaFree (dC);
}

int main (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    if (!strcmp (argv[i], "--csv") && i + 1 < argc)
      {
        csv = fopen (argv[++i], "w");
        fprintf (csv, "input,shape,kernel,normwise,componentwise,"
                      "normwise_over_regblock,componentwise_over_regblock\n");
      }
    else
      {
        fprintf (stderr, "usage: %s [--csv FILE]\n", argv[0]);
        return 2;
      }
  cudaDeviceProp prop;
  CK (cudaGetDeviceProperties (&prop, 0));
  printf ("device: %s (cc %d.%d)\n", prop.name, prop.major, prop.minor);
  if (gt_dev_open (0) != GT_OK)
    {
      fprintf (stderr, "%s\n", gt_last_error ());
      return 2;
    }
  rows.push_back ({ "regblock", GT_GEMM_REGBLOCK, -1 });
  rows.push_back ({ "tf32x3", GT_GEMM_TF32X3, -1 });
  /* Every warpgroup configuration by name ("tf32x3" above is the
     launcher's choice among them), and the mma.sync kernel's first
     (default) configuration. */
  for (int v = 0; v < gt_dev_variants (GT_GEMM_TF32X3); v++)
    {
      const char *name = gt_dev_variant_name (GT_GEMM_TF32X3, v);
      if (strncmp (name, "mma_", 4))
        rows.push_back ({ std::string ("tf32x3/") + name, GT_GEMM_TF32X3, v });
      else
        {
          rows.push_back ({ "tf32x3/mma", GT_GEMM_TF32X3, v });
          break;
        }
    }
  rows.push_back ({ "cublas", GT_GEMM_CUBLAS, -1 });
  for (const char *kind : { "randn", "rand", "wide", "cancel", "int" })
    for (auto s : { std::vector<size_t>{ 2048, 2048, 2048 },
                    std::vector<size_t>{ 1024, 1024, 16384 },
                    std::vector<size_t>{ 2048, 2048, 512 },
                    std::vector<size_t>{ 2048, 2048, 64 } })
      accuracy (kind, s[0], s[1], s[2]);
  special ();
  if (csv)
    fclose (csv);
  return 0;
}
