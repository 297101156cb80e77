/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * host_solve.cu - the steps of the dense solves (solve.h) on the host
 * test backend: textbook LU with partial pivoting, Cholesky and
 * triangular substitution, each in long double (complex<long double>),
 * the results rounded once to the element type.  Slow and plain on
 * purpose: they are the reference that the shared logic of solve.cu is
 * tested against without a GPU, not a fast path.  The probe follows
 * Octave's matrix_type in the element type's precision, as the kernel
 * does (kernels/solve_probe.cu).
 */
#include <math.h>
#include <string.h>

#include <complex>
#include <vector>

#include "gputiled_device.h"
#include "gt_internal.h"
#include "solve.h"
#include "../kernels/gt_solve_kernels.h"

namespace {

typedef long double ld;
typedef std::complex<ld> cld;

/* Element k of A (type T) as a complex long double, and back. */
cld get (gt_etype t, const void *a, size_t k)
{
  switch (t)
    {
    case GT_E_F64: return cld (((const double *) a)[k], 0);
    case GT_E_F32: return cld (((const float *) a)[k], 0);
    case GT_E_C128: return cld (((const double *) a)[2 * k],
                                ((const double *) a)[2 * k + 1]);
    default: return cld (((const float *) a)[2 * k],
                         ((const float *) a)[2 * k + 1]);
    }
}

void put (gt_etype t, void *a, size_t k, cld v)
{
  switch (t)
    {
    case GT_E_F64: ((double *) a)[k] = (double) v.real (); break;
    case GT_E_F32: ((float *) a)[k] = (float) v.real (); break;
    case GT_E_C128:
      ((double *) a)[2 * k] = (double) v.real ();
      ((double *) a)[2 * k + 1] = (double) v.imag ();
      break;
    default:
      ((float *) a)[2 * k] = (float) v.real ();
      ((float *) a)[2 * k + 1] = (float) v.imag ();
      break;
    }
}

/* The whole matrix, and back. */
std::vector<cld> load (gt_etype t, const void *a, size_t count)
{
  std::vector<cld> v (count);
  for (size_t k = 0; k < count; k++)
    v[k] = get (t, a, k);
  return v;
}

void store (gt_etype t, void *a, const std::vector<cld> &v)
{
  for (size_t k = 0; k < v.size (); k++)
    put (t, a, k, v[k]);
}

/* Octave's tests in the element type's precision: the pairs compared
   as stored, the products rounded to T as Octave's are. */
template <typename T>
int probe_t (size_t n, const T *a, bool cplx)
{
  const size_t w = cplx ? 2 : 1;
  bool upper = true, lower = true, herm = true;
  for (size_t j = 0; j < n; j++)
    {
      const T re = a[w * (j + j * n)], im = cplx ? a[w * (j + j * n) + 1] : 0;
      upper = upper && (re != 0 || im != 0);
      lower = lower && (re != 0 || im != 0);
      herm = herm && re > 0 && im == 0;
    }
  for (size_t j = 0; j < n; j++)
    for (size_t i = 0; i < j; i++)
      {
        const size_t x = w * (i + j * n), y = w * (j + i * n);
        const T xr = a[x], xi = cplx ? a[x + 1] : 0;
        const T yr = a[y], yi = cplx ? a[y + 1] : 0;
        lower = lower && xr == 0 && xi == 0;
        upper = upper && yr == 0 && yi == 0;
        const T nx = xr * xr + xi * xi;
        const T dd = a[w * (i + i * n)] * a[w * (j + j * n)];
        herm = herm && xr == yr && xi == -yi && nx < dd;
      }
  return (upper ? GT_PROBE_UPPER : 0) | (lower ? GT_PROBE_LOWER : 0)
         | (herm ? GT_PROBE_HERM : 0);
}

gt_status probe (gt_etype t, size_t n, const void *a, int *flags,
                 double *norm1)
{
  const bool cplx = t == GT_E_C128 || t == GT_E_C64;
  *flags = t == GT_E_F64 || t == GT_E_C128
             ? probe_t (n, (const double *) a, cplx)
             : probe_t (n, (const float *) a, cplx);
  double m = 0;
  bool nan = false;
  for (size_t j = 0; j < n; j++)
    {
      double s = 0;
      for (size_t i = 0; i < n; i++)
        s += (double) std::abs (get (t, a, i + j * n));
      nan |= isnan (s);
      if (s > m)
        m = s;
    }
  *norm1 = nan ? (double) NAN : m;
  return GT_OK;
}

/* Row swaps and elimination on the whole matrix, as LAPACK's GETRF
   leaves them: the pivot is the first largest |a(i,k)| (LAPACK compares
   |re| + |im| for complex; the same here). */
gt_status getrf (gt_etype t, size_t n, void *a, int64_t *ipiv, int *info)
{
  std::vector<cld> A = load (t, a, n * n);
  *info = 0;
  for (size_t k = 0; k < n; k++)
    {
      size_t p = k;
      ld best = -1;
      for (size_t i = k; i < n; i++)
        {
          const cld v = A[i + k * n];
          const ld m = fabsl (v.real ()) + fabsl (v.imag ());
          if (m > best)
            best = m, p = i;
        }
      ipiv[k] = (int64_t) p + 1;
      if (p != k)
        for (size_t j = 0; j < n; j++)
          std::swap (A[k + j * n], A[p + j * n]);
      const cld d = A[k + k * n];
      if (d == cld (0, 0))
        {
          if (!*info)
            *info = (int) k + 1;
          continue;
        }
      for (size_t i = k + 1; i < n; i++)
        A[i + k * n] /= d;
      for (size_t j = k + 1; j < n; j++)
        for (size_t i = k + 1; i < n; i++)
          A[i + j * n] -= A[i + k * n] * A[k + j * n];
    }
  store (t, a, A);
  return GT_OK;
}

/* X = op (T)^-1 X for the triangle of M (unit: ones on its diagonal),
   column by column. */
void tri_solve (const std::vector<cld> &M, size_t n, bool upper, bool trans,
                bool unit, std::vector<cld> &X, size_t nrhs)
{
  /* op (T) is upper exactly when T is upper and not transposed, or lower
     and transposed. */
  const bool up = upper != trans;
  for (size_t c = 0; c < nrhs; c++)
    {
      cld *x = &X[c * n];
      for (size_t s = 0; s < n; s++)
        {
          const size_t i = up ? n - 1 - s : s;
          cld v = x[i];
          for (size_t q = 0; q < s; q++)
            {
              const size_t k = up ? n - 1 - q : q;
              const cld e = trans ? std::conj (M[k + i * n]) : M[i + k * n];
              v -= e * x[k];
            }
          if (!unit)
            v /= trans ? std::conj (M[i + i * n]) : M[i + i * n];
          x[i] = v;
        }
    }
}

gt_status getrs (gt_etype t, int trans, size_t n, size_t nrhs,
                 const void *lu, const int64_t *ipiv, void *b)
{
  const std::vector<cld> M = load (t, lu, n * n);
  std::vector<cld> X = load (t, b, n * nrhs);
  if (!trans)
    {
      /* P A = L U: x = U^-1 L^-1 P b */
      for (size_t c = 0; c < nrhs; c++)
        for (size_t k = 0; k < n; k++)
          std::swap (X[k + c * n], X[(size_t) ipiv[k] - 1 + c * n]);
      tri_solve (M, n, false, false, true, X, nrhs);
      tri_solve (M, n, true, false, false, X, nrhs);
    }
  else
    {
      /* A^H = U^H L^H P: x = P^T L^-H U^-H b */
      tri_solve (M, n, true, true, false, X, nrhs);
      tri_solve (M, n, false, true, true, X, nrhs);
      for (size_t c = 0; c < nrhs; c++)
        for (size_t k = n; k-- > 0;)
          std::swap (X[k + c * n], X[(size_t) ipiv[k] - 1 + c * n]);
    }
  store (t, b, X);
  return GT_OK;
}

gt_status potrf (gt_etype t, size_t n, void *a, int *info)
{
  std::vector<cld> A = load (t, a, n * n);
  *info = 0;
  for (size_t j = 0; j < n && !*info; j++)
    {
      ld d = A[j + j * n].real ();
      for (size_t k = 0; k < j; k++)
        d -= std::norm (A[j + k * n]);
      if (!(d > 0))
        {
          *info = (int) j + 1;
          break;
        }
      const ld r = sqrtl (d);
      A[j + j * n] = cld (r, 0);
      for (size_t i = j + 1; i < n; i++)
        {
          cld v = A[i + j * n];
          for (size_t k = 0; k < j; k++)
            v -= A[i + k * n] * std::conj (A[j + k * n]);
          A[i + j * n] = v / r;
        }
    }
  /* Only the lower triangle is the factor's, as cuSOLVER leaves it; the
     upper one is left as it was. */
  for (size_t j = 0; j < n; j++)
    for (size_t i = j; i < n; i++)
      put (t, a, i + j * n, A[i + j * n]);
  return GT_OK;
}

gt_status potrs (gt_etype t, size_t n, size_t nrhs, const void *l, void *b)
{
  const std::vector<cld> M = load (t, l, n * n);
  std::vector<cld> X = load (t, b, n * nrhs);
  tri_solve (M, n, false, false, false, X, nrhs);
  tri_solve (M, n, false, true, false, X, nrhs);
  store (t, b, X);
  return GT_OK;
}

gt_status trsm (gt_etype t, int upper, int trans, size_t n, size_t nrhs,
                const void *a, void *b)
{
  const std::vector<cld> M = load (t, a, n * n);
  std::vector<cld> X = load (t, b, n * nrhs);
  tri_solve (M, n, upper, trans, false, X, nrhs);
  store (t, b, X);
  return GT_OK;
}

const gt_la_steps steps = { probe, getrf, getrs, potrf, potrs, trsm };

} // namespace

const gt_la_steps *gt_la_host (void) { return &steps; }
