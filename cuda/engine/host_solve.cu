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

#include <algorithm>
#include <complex>
#include <vector>

#include "gputiled_device.h"
#include "gt_internal.h"
#include "host_la.h"
#include "solve.h"
#include "../kernels/gt_solve_kernels.h"

namespace {

typedef long double ld;
typedef std::complex<ld> cld;

/* Element k of A (type T) as a complex long double, and back
   (host_la.h). */
cld get (gt_etype t, const void *a, size_t k) { return gt_host_get (t, a, k); }

void put (gt_etype t, void *a, size_t k, cld v) { gt_host_put (t, a, k, v); }

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

/* factor.cu's general steps (below), of which these are cases */
gt_status getrf_mn (gt_etype t, size_t m, size_t n, void *a, int64_t *ipiv,
                    int *info);
gt_status potrf_uplo (gt_etype t, int upper, size_t n, void *a, int *info);

gt_status getrf (gt_etype t, size_t n, void *a, int64_t *ipiv, int *info)
{
  return getrf_mn (t, n, n, a, ipiv, info);
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
  return potrf_uplo (t, 0, n, a, info);
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

/* The R x C block of X (leading dimension LD) and back. */
std::vector<cld> load_block (gt_etype t, const void *x, size_t ld, size_t r,
                             size_t c)
{
  std::vector<cld> v (r * c);
  for (size_t j = 0; j < c; j++)
    for (size_t i = 0; i < r; i++)
      v[i + j * r] = get (t, x, i + j * ld);
  return v;
}

void store_block (gt_etype t, void *x, size_t ld, size_t r, size_t c,
                  const std::vector<cld> &v)
{
  for (size_t j = 0; j < c; j++)
    for (size_t i = 0; i < r; i++)
      put (t, x, i + j * ld, v[i + j * r]);
}

gt_status trsm (gt_etype t, int upper, int trans, size_t n, size_t nrhs,
                const void *a, size_t lda, void *b, size_t ldb)
{
  const std::vector<cld> M = load_block (t, a, lda, n, n);
  std::vector<cld> X = load_block (t, b, ldb, n, nrhs);
  tri_solve (M, n, upper, trans, false, X, nrhs);
  store_block (t, b, ldb, n, nrhs, X);
  return GT_OK;
}

/* X (M x C) = H^H X for H = I - tau v v^H, v the Householder vector of
   column K of A (1 at K, A's elements below it), on the rows K.. M-1. */
void reflect (const std::vector<cld> &A, size_t m, size_t k, cld tau,
              std::vector<cld> &X, size_t c)
{
  for (size_t j = 0; j < c; j++)
    {
      cld w = X[k + j * m];
      for (size_t i = k + 1; i < m; i++)
        w += std::conj (A[i + k * m]) * X[i + j * m];
      w *= std::conj (tau);
      X[k + j * m] -= w;
      for (size_t i = k + 1; i < m; i++)
        X[i + j * m] -= A[i + k * m] * w;
    }
}

/* Householder QR as LAPACK's xGEQRF stores it: column K's reflector
   makes A(K, K) = beta, real, of the opposite sign to A(K, K)'s real
   part, and zeros below it. */
gt_status geqrf (gt_etype t, size_t m, size_t n, void *a, void *tau)
{
  std::vector<cld> A = load (t, a, m * n);
  for (size_t k = 0; k < std::min (m, n); k++)
    {
      const cld alpha = A[k + k * m];
      ld xn = 0;
      for (size_t i = k + 1; i < m; i++)
        xn += std::norm (A[i + k * m]);
      cld tk (0, 0);
      if (xn > 0 || alpha.imag () != 0)
        {
          const ld beta = (alpha.real () >= 0 ? -1 : 1)
                          * sqrtl (std::norm (alpha) + xn);
          tk = (cld (beta, 0) - alpha) / beta;
          const cld sc = cld (1, 0) / (alpha - beta);
          for (size_t i = k + 1; i < m; i++)
            A[i + k * m] *= sc;
          A[k + k * m] = beta;
          /* the trailing columns: H^H applied from the left; column K's
             own rows below the diagonal now hold v, so a copy of the
             rest is reflected */
          std::vector<cld> T (A.begin () + (k + 1) * m, A.end ());
          reflect (A, m, k, tk, T, n - k - 1);
          std::copy (T.begin (), T.end (), A.begin () + (k + 1) * m);
        }
      put (t, tau, k, tk);
    }
  store (t, a, A);
  return GT_OK;
}

gt_status ormqr (gt_etype t, size_t m, size_t n, size_t nrhs, const void *a,
                 const void *tau, void *b)
{
  const std::vector<cld> A = load (t, a, m * n);
  std::vector<cld> X = load (t, b, m * nrhs);
  for (size_t k = 0; k < n; k++)
    reflect (A, m, k, get (t, tau, k), X, nrhs);
  store (t, b, X);
  return GT_OK;
}

/* ------------------------------------------------------------------ */
/* The steps of the factorisations (factor.cu: lu, chol, qr)            */

/* Row swaps and elimination on the whole M x N matrix, as LAPACK's GETRF
   leaves them, MIN (M, N) steps: the pivot is the first largest
   |a(i,k)| (LAPACK compares |re| + |im| for complex; the same here). */
gt_status getrf_mn (gt_etype t, size_t m, size_t n, void *a, int64_t *ipiv,
                    int *info)
{
  std::vector<cld> A = load (t, a, m * n);
  *info = 0;
  for (size_t k = 0; k < std::min (m, n); k++)
    {
      size_t p = k;
      ld best = -1;
      for (size_t i = k; i < m; i++)
        {
          const cld v = A[i + k * m];
          const ld e = fabsl (v.real ()) + fabsl (v.imag ());
          if (e > best)
            best = e, p = i;
        }
      ipiv[k] = (int64_t) p + 1;
      if (p != k)
        for (size_t j = 0; j < n; j++)
          std::swap (A[k + j * m], A[p + j * m]);
      const cld d = A[k + k * m];
      if (d == cld (0, 0))
        {
          if (!*info)
            *info = (int) k + 1;
          continue;
        }
      for (size_t i = k + 1; i < m; i++)
        A[i + k * m] /= d;
      for (size_t j = k + 1; j < n; j++)
        for (size_t i = k + 1; i < m; i++)
          A[i + j * m] -= A[i + k * m] * A[k + j * m];
    }
  store (t, a, A);
  return GT_OK;
}

/* Cholesky from either triangle: the upper one is the conjugate
   transpose of a lower one, factored as potrf factors it (L, column by
   column, stopping at the first column whose pivot is not positive, or
   NaN), and R = L^H written back into the upper triangle.  Only the
   triangle asked for is read or written. */
gt_status potrf_uplo (gt_etype t, int upper, size_t n, void *a, int *info)
{
  const std::vector<cld> A = load (t, a, n * n);
  std::vector<cld> L (n * n);
  for (size_t j = 0; j < n; j++)
    for (size_t i = j; i < n; i++)
      L[i + j * n] = upper ? std::conj (A[j + i * n]) : A[i + j * n];
  *info = 0;
  size_t done = n;
  for (size_t j = 0; j < n; j++)
    {
      ld d = L[j + j * n].real ();
      for (size_t k = 0; k < j; k++)
        d -= std::norm (L[j + k * n]);
      if (!(d > 0))
        {
          *info = (int) j + 1;
          done = j;
          break;
        }
      const ld r = sqrtl (d);
      L[j + j * n] = cld (r, 0);
      for (size_t i = j + 1; i < n; i++)
        {
          cld v = L[i + j * n];
          for (size_t k = 0; k < j; k++)
            v -= L[i + k * n] * std::conj (L[j + k * n]);
          L[i + j * n] = v / r;
        }
    }
  /* the completed columns of L (rows of R) */
  for (size_t j = 0; j < done; j++)
    for (size_t i = j; i < n; i++)
      {
        if (upper)
          put (t, a, j + i * n, std::conj (L[i + j * n]));
        else
          put (t, a, i + j * n, L[i + j * n]);
      }
  return GT_OK;
}

/* Q's first NQ columns: H(0) H(1) ... H(K-1) applied to those of the
   identity, the reflectors applied last to first (xORG2R's order), each
   H = I - tau v v^H with v 1 at its own row and the stored elements
   below it. */
gt_status orgqr (gt_etype t, size_t m, size_t nq, size_t k, void *a,
                 const void *tau)
{
  const std::vector<cld> V = load (t, a, m * k);
  std::vector<cld> Q (m * nq, cld (0, 0));
  for (size_t j = 0; j < nq && j < m; j++)
    Q[j + j * m] = cld (1, 0);
  for (size_t r = k; r-- > 0;)
    {
      const cld tr = get (t, tau, r);
      for (size_t j = 0; j < nq; j++)
        {
          cld w = Q[r + j * m];
          for (size_t i = r + 1; i < m; i++)
            w += std::conj (V[i + r * m]) * Q[i + j * m];
          w *= tr;
          Q[r + j * m] -= w;
          for (size_t i = r + 1; i < m; i++)
            Q[i + j * m] -= V[i + r * m] * w;
        }
    }
  store (t, a, Q);
  return GT_OK;
}

const gt_la_steps steps = { probe, getrf, getrs, potrf, potrs, trsm, geqrf,
                            ormqr,
                            /* factor.cu's */
                            getrf_mn, potrf_uplo, orgqr };

} // namespace

const gt_la_steps *gt_la_host (void) { return &steps; }
