/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * host_spectral.cu - the steps of the spectral decompositions
 * (spectral.h) on the host test backend, the reference that the shared
 * logic of spectral.cu and the gateway are tested against without a GPU.
 *
 * The SVD is one-sided (Hestenes) Jacobi in complex long double: plane
 * rotations of column pairs until every pair is orthogonal to the
 * working precision, the singular values the columns' norms, the left
 * vectors the normalised columns (completed to an orthonormal basis by
 * Gram-Schmidt against the unit vectors where a value is zero or all of
 * U is asked for), the right vectors the product of the rotations.
 *
 * The Hermitian eigenproblem reuses it: B = A + c I with c = ||A||_F is
 * positive semidefinite, so its singular values are its eigenvalues and
 * its right singular vectors A's eigenvectors; A's eigenvalues are then
 * sigma - c, exact to about c eps (long double), far below the tests'
 * tolerances for double and single.
 *
 * The general eigenproblem is the LAPACK that the Octave process has
 * already loaded (xGEEV, found with dlsym in the process): writing a
 * reference nonsymmetric QR iteration would be a project of its own, and
 * this backend is for tests only, where what is under test is the logic
 * around the step (the real and complex results, the unpacking of real
 * eigenvector pairs, the fallbacks), not the library.  Where no xGEEV is
 * found the step says GT_ERR_NOT_SUPPORTED, as the GPU's does without
 * Xgeev.
 */
#include <dlfcn.h>
#include <float.h>
#include <math.h>
#include <string.h>

#include <algorithm>
#include <complex>
#include <vector>

#include "gputiled_device.h"
#include "gt_internal.h"
#include "host_la.h"
#include "spectral.h"

namespace {

typedef long double ld;
typedef std::complex<ld> cld;

bool dbl (gt_etype t) { return t == GT_E_F64 || t == GT_E_C128; }
bool cplx (gt_etype t) { return t == GT_E_C128 || t == GT_E_C64; }

cld get (gt_etype t, const void *a, size_t k) { return gt_host_get (t, a, k); }

void put (gt_etype t, void *a, size_t k, cld v) { gt_host_put (t, a, k, v); }

void put_real (gt_etype t, void *a, size_t k, ld v)
{
  if (dbl (t))
    ((double *) a)[k] = (double) v;
  else
    ((float *) a)[k] = (float) v;
}

ld norm2 (const cld *x, size_t m)
{
  ld s = 0;
  for (size_t i = 0; i < m; i++)
    s += std::norm (x[i]);
  return sqrtl (s);
}

/* One-sided Jacobi on the M x N A (M >= N, column-major): on return A's
   columns are U Sigma, V (N x N) the rotations; SIGMA the columns' norms,
   and ORDER the columns by descending sigma. */
void jacobi (std::vector<cld> &A, size_t m, size_t n, std::vector<cld> &V,
             std::vector<ld> &sigma, std::vector<size_t> &order)
{
  const ld eps = LDBL_EPSILON;
  V.assign (n * n, cld (0, 0));
  for (size_t j = 0; j < n; j++)
    V[j + j * n] = 1;
  for (int sweep = 0; sweep < 80; sweep++)
    {
      bool rotated = false;
      for (size_t p = 0; p + 1 < n; p++)
        for (size_t q = p + 1; q < n; q++)
          {
            cld *ap = &A[p * m], *aq = &A[q * m];
            ld alpha = 0, beta = 0;
            cld gamma (0, 0);
            for (size_t i = 0; i < m; i++)
              {
                alpha += std::norm (ap[i]);
                beta += std::norm (aq[i]);
                gamma += std::conj (ap[i]) * aq[i];
              }
            const ld g = std::abs (gamma);
            if (g == 0 || g <= eps * sqrtl (alpha) * sqrtl (beta))
              continue;
            rotated = true;
            const cld ph = gamma / g;   /* a_q e^{-i phi} makes gamma real */
            const ld zeta = (beta - alpha) / (2 * g);
            const ld tt = (zeta >= 0 ? 1 : -1)
                          / (fabsl (zeta) + sqrtl (1 + zeta * zeta));
            const ld c = 1 / sqrtl (1 + tt * tt), s = c * tt;
            for (size_t i = 0; i < m; i++)
              {
                const cld x = ap[i], y = aq[i] / ph;
                ap[i] = c * x - s * y;
                aq[i] = s * x + c * y;
              }
            cld *vp = &V[p * n], *vq = &V[q * n];
            for (size_t i = 0; i < n; i++)
              {
                const cld x = vp[i], y = vq[i] / ph;
                vp[i] = c * x - s * y;
                vq[i] = s * x + c * y;
              }
          }
      if (!rotated)
        break;
    }
  sigma.resize (n);
  order.resize (n);
  for (size_t j = 0; j < n; j++)
    {
      sigma[j] = norm2 (&A[j * m], m);
      order[j] = j;
    }
  std::stable_sort (order.begin (), order.end (),
                    [&] (size_t x, size_t y) { return sigma[x] > sigma[y]; });
}

/* The K columns of U (M x K) made orthonormal where column j is marked
   missing: Gram-Schmidt (twice) of unit vectors against the rest. */
void complete (std::vector<cld> &U, size_t m, size_t k,
               const std::vector<bool> &missing)
{
  size_t cand = 0;
  for (size_t j = 0; j < k; j++)
    {
      if (!missing[j])
        continue;
      cld *u = &U[j * m];
      for (; cand < m; cand++)
        {
          for (size_t i = 0; i < m; i++)
            u[i] = i == cand ? 1 : 0;
          for (int pass = 0; pass < 2; pass++)
            for (size_t l = 0; l < k; l++)
              {
                if (l == j || (missing[l] && l > j))
                  continue;
                const cld *w = &U[l * m];
                cld d (0, 0);
                for (size_t i = 0; i < m; i++)
                  d += std::conj (w[i]) * u[i];
                for (size_t i = 0; i < m; i++)
                  u[i] -= d * w[i];
              }
          const ld r = norm2 (u, m);
          if (r > 0.5L)
            {
              for (size_t i = 0; i < m; i++)
                u[i] /= r;
              cand++;
              break;
            }
        }
    }
}

gt_status gesvd (gt_etype t, char job, size_t m, size_t n, void *a, void *s,
                 void *u, void *vt, int *info)
{
  std::vector<cld> A (m * n), V;
  for (size_t k = 0; k < m * n; k++)
    A[k] = get (t, a, k);
  std::vector<ld> sigma;
  std::vector<size_t> order;
  jacobi (A, m, n, V, sigma, order);
  *info = 0;
  for (size_t j = 0; j < n; j++)
    put_real (t, s, j, sigma[order[j]]);
  if (job == 'N')
    return GT_OK;
  const size_t k = job == 'A' ? m : n;
  std::vector<cld> U (m * k, cld (0, 0));
  std::vector<bool> missing (k, true);
  for (size_t j = 0; j < n; j++)
    {
      const size_t o = order[j];
      if (sigma[o] > 0)
        {
          for (size_t i = 0; i < m; i++)
            U[i + j * m] = A[i + o * m] / sigma[o];
          missing[j] = false;
        }
    }
  complete (U, m, k, missing);
  for (size_t x = 0; x < m * k; x++)
    put (t, u, x, U[x]);
  /* VT = V^H, its rows in the order of the values */
  for (size_t j = 0; j < n; j++)
    for (size_t i = 0; i < n; i++)
      put (t, vt, j + i * n, std::conj (V[i + order[j] * n]));
  return GT_OK;
}

gt_status syevd (gt_etype t, int vectors, size_t n, void *a, void *w,
                 int *info)
{
  /* the Hermitian A from its lower triangle */
  std::vector<cld> B (n * n);
  ld c = 0;
  for (size_t j = 0; j < n; j++)
    for (size_t i = 0; i < n; i++)
      {
        const cld x = i >= j ? get (t, a, i + j * n)
                             : std::conj (get (t, a, j + i * n));
        B[i + j * n] = i == j ? cld (x.real (), 0) : x;
        c += std::norm (x);
      }
  c = sqrtl (c);
  for (size_t j = 0; j < n; j++)
    B[j + j * n] += c;
  std::vector<cld> V;
  std::vector<ld> sigma;
  std::vector<size_t> order;
  jacobi (B, n, n, V, sigma, order);
  *info = 0;
  /* ascending: the descending order reversed */
  for (size_t j = 0; j < n; j++)
    {
      const size_t o = order[n - 1 - j];
      put_real (t, w, j, sigma[o] - c);
      if (vectors)
        for (size_t i = 0; i < n; i++)
          put (t, a, i + j * n, V[i + o * n]);
    }
  return GT_OK;
}

/* LAPACK's xGEEV as Fortran exports it (32-bit integers, as the LAPACK
   that Octave 7 loads; the hidden lengths of the two characters last). */
typedef void (*rgeev_fn) (const char *, const char *, const int *, void *,
                          const int *, void *, void *, void *, const int *,
                          void *, const int *, void *, const int *, int *,
                          size_t, size_t);
typedef void (*cgeev_fn) (const char *, const char *, const int *, void *,
                          const int *, void *, void *, const int *, void *,
                          const int *, void *, const int *, void *, int *,
                          size_t, size_t);

gt_status geev (gt_etype t, size_t n, void *a, void *w, void *vr, int *info)
{
  static const char *const names[4] = { "dgeev_", "sgeev_", "zgeev_",
                                        "cgeev_" };
  const int k = t == GT_E_F64 ? 0 : t == GT_E_F32 ? 1
                : t == GT_E_C128 ? 2 : 3;
  void *f = dlsym (RTLD_DEFAULT, names[k]);
  if (!f)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "no %s in the process for the "
                    "host backend's eig", names[k]);
  if (n > 0x7fffffffu)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "eig of more than 2^31 - 1 rows "
                    "on the host backend");
  const int nn = (int) n, one = 1, ldvr = vr ? nn : 1;
  const char jl = 'N', jr = vr ? 'V' : 'N';
  const size_t es = dbl (t) ? sizeof (double) : sizeof (float);
  std::vector<char> wr (2 * n * es + es), dummy (2 * es);
  void *v = vr ? vr : dummy.data ();
  /* the work area's size, then the call */
  std::vector<char> q (2 * es), rw (2 * n * es + es);
  int lwork = -1;
  *info = 0;
  if (!cplx (t))
    {
      char *re = wr.data (), *im = wr.data () + n * es;
      ((rgeev_fn) f) (&jl, &jr, &nn, a, &nn, re, im, dummy.data (), &one, v,
                      &ldvr, q.data (), &lwork, info, 1, 1);
      lwork = (int) (dbl (t) ? ((double *) q.data ())[0]
                             : ((float *) q.data ())[0]);
      std::vector<char> work ((size_t) (lwork > 1 ? lwork : 1) * es);
      ((rgeev_fn) f) (&jl, &jr, &nn, a, &nn, re, im, dummy.data (), &one, v,
                      &ldvr, work.data (), &lwork, info, 1, 1);
      for (size_t j = 0; j < n; j++)
        {
          const ld x = dbl (t) ? ((double *) re)[j] : ((float *) re)[j];
          const ld y = dbl (t) ? ((double *) im)[j] : ((float *) im)[j];
          put (t == GT_E_F64 ? GT_E_C128 : GT_E_C64, w, j, cld (x, y));
        }
    }
  else
    {
      ((cgeev_fn) f) (&jl, &jr, &nn, a, &nn, w, dummy.data (), &one, v,
                      &ldvr, q.data (), &lwork, rw.data (), info, 1, 1);
      lwork = (int) (dbl (t) ? ((double *) q.data ())[0]
                             : ((float *) q.data ())[0]);
      std::vector<char> work ((size_t) (lwork > 1 ? lwork : 1) * 2 * es);
      ((cgeev_fn) f) (&jl, &jr, &nn, a, &nn, w, dummy.data (), &one, v,
                      &ldvr, work.data (), &lwork, rw.data (), info, 1, 1);
    }
  if (*info < 0)
    return gt_fail (GT_ERR_INVALID_ARG, "%s: argument %d", names[k],
                    -*info);
  return GT_OK;
}

const gt_spec_steps steps = { gesvd, syevd, geev };

} // namespace

const gt_spec_steps *gt_spec_host (void) { return &steps; }
