/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * solve.cu - dense linear systems and determinants of device arrays
 * (gt_dev_solve, gt_dev_det: gputiled_device.h), as Octave 7.3's
 * Matrix::solve and Matrix::determinant do them, on the steps of solve.h
 * (cuSOLVER and cuBLAS on the GPU, reference code on the host test
 * backend: the logic here runs on both).
 *
 * The solver.  One pass over A (the probe) gives its structure as
 * Octave's matrix_type sees it and its 1-norm.  Triangular A (no zero on
 * its diagonal) is solved by substitution; Hermitian A with a real
 * positive diagonal is tried with a Cholesky factorisation first, and
 * goes to LU where that fails (not positive definite), as Octave's
 * fsolve does; everything else is LU with partial pivoting.  A zero
 * pivot, or A not finite, stops there with INFO's singular set: Octave
 * then warns and answers with the minimum-norm least-squares solution
 * (xGELSD), which the caller computes.
 *
 * The condition estimate.  Octave warns when A's reciprocal condition
 * number in the 1-norm (LAPACK's xGECON, xPOCON, xTRCON) is below the
 * class's precision.  cuSOLVER has no such estimator, so the one LAPACK
 * uses (Hager's method as refined by Higham: ||A^-1||_1 from a few
 * solves with A and A^H, at most five rounds, then Higham's alternating
 * test vector) runs here on the factors: each round is a solve with one
 * right-hand side, O(n^2), and a copy of n elements each way, so the
 * estimate costs little next to the O(n^3) factorisation.  Like LAPACK's
 * it is a lower bound of ||A^-1||_1 that is almost always within a small
 * factor of it; it is not xGECON's number digit for digit.
 */
#include <math.h>
#include <string.h>

#include <algorithm>
#include <complex>
#include <vector>

#include "gputiled_device.h"
#include "gt_internal.h"
#include "solve.h"
#include "../kernels/gt_solve_kernels.h"

namespace {

typedef std::complex<double> cd;

bool is_cplx (gt_etype t) { return t == GT_E_C128 || t == GT_E_C64; }

/* A device buffer released at the end of its scope. */
struct Buf
{
  void *p = NULL;
  gt_status get (size_t bytes) { return gt_dev_alloc (&p, bytes ? bytes : 1); }
  ~Buf () { gt_dev_free (p); }
};

/* A solve with A's factors, one right-hand side (TRANS: with A^H). */
struct Factors
{
  const gt_la_steps *s;
  gt_etype t;
  size_t n;
  gt_solve_method method;
  const void *f;        /* the factors (LU, L), or A itself (triangular) */
  const int64_t *ipiv;  /* LU's row swaps */
  size_t lda;           /* triangular: F's leading dimension */

  gt_status solve (int trans, void *x) const
  {
    switch (method)
      {
      case GT_SOLVE_LU: return s->getrs (t, trans, n, 1, f, ipiv, x);
      case GT_SOLVE_CHOL: return s->potrs (t, n, 1, f, x);  /* A = A^H */
      default:
        return s->trsm (t, method == GT_SOLVE_UPPER, trans, n, 1, f, lda,
                        x, n);
      }
  }
};

/* N numbers on the host to and from the device vector DX (type T). */
gt_status to_dev (gt_etype t, const std::vector<cd> &v, void *dx)
{
  const size_t n = v.size ();
  std::vector<double> d (is_cplx (t) ? 2 * n : n);
  std::vector<float> f (d.size ());
  for (size_t i = 0; i < n; i++)
    if (is_cplx (t))
      d[2 * i] = v[i].real (), d[2 * i + 1] = v[i].imag ();
    else
      d[i] = v[i].real ();
  if (t == GT_E_F64 || t == GT_E_C128)
    return gt_dev_upload (dx, d.data (), d.size () * sizeof (double));
  for (size_t i = 0; i < d.size (); i++)
    f[i] = (float) d[i];
  return gt_dev_upload (dx, f.data (), f.size () * sizeof (float));
}

gt_status from_dev (gt_etype t, const void *dx, std::vector<cd> &v)
{
  const size_t n = v.size (), m = is_cplx (t) ? 2 * n : n;
  std::vector<double> d (m);
  gt_status st;
  if (t == GT_E_F64 || t == GT_E_C128)
    st = gt_dev_download (d.data (), dx, m * sizeof (double));
  else
    {
      std::vector<float> f (m);
      st = gt_dev_download (f.data (), dx, m * sizeof (float));
      for (size_t i = 0; i < m; i++)
        d[i] = f[i];
    }
  for (size_t i = 0; i < n; i++)
    v[i] = is_cplx (t) ? cd (d[2 * i], d[2 * i + 1]) : cd (d[i], 0);
  return st;
}

double norm1 (const std::vector<cd> &v)
{
  double s = 0;
  for (const cd &x : v)
    s += std::abs (x);
  return s;
}

/* The "sign" of each element: x / |x|, 1 for 0 (LAPACK's xLACN2 and
   xLACON: +-1 for real vectors). */
std::vector<cd> signs (const std::vector<cd> &v, bool cplx)
{
  std::vector<cd> s (v.size ());
  for (size_t i = 0; i < v.size (); i++)
    {
      const double a = std::abs (v[i]);
      s[i] = !cplx ? cd (v[i].real () >= 0 ? 1 : -1, 0)
                   : a > 0 ? v[i] / a : cd (1, 0);
    }
  return s;
}

size_t argmax (const std::vector<cd> &v)
{
  size_t j = 0;
  for (size_t i = 1; i < v.size (); i++)
    if (std::abs (v[i]) > std::abs (v[j]))
      j = i;
  return j;
}

/* An estimate of ||A^-1||_1 from A's factors (see the top). */
gt_status inv_norm1 (const Factors &F, double *est)
{
  const size_t n = F.n;
  const bool cplx = is_cplx (F.t);
  Buf x;
  gt_status st;
  if ((st = x.get (n * gt_etype_size (F.t))) != GT_OK)
    return st;
  std::vector<cd> v (n, cd (1.0 / (double) n, 0)), y (n), z (n);

  /* y = A^-1 v; v = A^-1 v on the host copy */
#define SOLVE(trans, in, out)                                            \
  if ((st = to_dev (F.t, in, x.p)) != GT_OK                             \
      || (st = F.solve (trans, x.p)) != GT_OK                           \
      || (st = from_dev (F.t, x.p, out)) != GT_OK)                      \
    return st

  SOLVE (0, v, y);
  double e = norm1 (y);
  if (n > 1)
    {
      std::vector<cd> sg = signs (y, cplx);
      SOLVE (1, sg, z);
      size_t j = argmax (z);
      for (int iter = 2; iter <= 5; iter++)
        {
          std::fill (v.begin (), v.end (), cd (0, 0));
          v[j] = 1;
          SOLVE (0, v, y);
          const double e2 = norm1 (y);
          std::vector<cd> sg2 = signs (y, cplx);
          /* no growth, or (real) the same signs again: converged */
          if (e2 <= e || (!cplx && sg2 == sg))
            {
              e = e2 > e ? e2 : e;
              break;
            }
          e = e2;
          sg = sg2;
          SOLVE (1, sg, z);
          const size_t jlast = j;
          j = argmax (z);
          if (std::abs (z[jlast]) == std::abs (z[j]))
            break;
        }
      /* Higham's alternating vector, for the matrices that fool the
         iteration.  (Solved alone, not beside the first vector: cuBLAS's
         TRSM with two columns takes over five times as long as with
         one.) */
      for (size_t i = 0; i < n; i++)
        v[i] = cd ((i % 2 ? -1.0 : 1.0)
                   * (1.0 + (double) i / (double) (n - 1)), 0);
      SOLVE (0, v, y);
      const double alt = 2 * norm1 (y) / (3 * (double) n);
      if (alt > e)
        e = alt;
    }
#undef SOLVE
  *est = e;
  return GT_OK;
}

/* LU of a copy of A in W (allocated here unless it is already), the
   row swaps in PIV; *INFO as GETRF's. */
gt_status lu_of (const gt_la_steps *s, gt_etype t, size_t n, const void *a,
                 Buf &w, Buf &piv, int *info)
{
  const size_t bytes = n * n * gt_etype_size (t);
  gt_status st;
  if ((!w.p && (st = w.get (bytes)) != GT_OK)
      || (st = gt_dev_copy (w.p, a, bytes)) != GT_OK
      || (st = piv.get (n * sizeof (int64_t))) != GT_OK)
    return st;
  return s->getrf (t, n, w.p, (int64_t *) piv.p, info);
}

/* The steps of this backend, A's structure and 1-norm. */
gt_status probe (gt_etype t, size_t n, const void *a,
                 const gt_la_steps **s, int *flags, double *anorm)
{
  *s = gt_dev_host_backend () ? gt_la_host () : gt_la_cusolver ();
  *flags = 0;
  *anorm = 0;
  return (*s)->probe (t, n, a, flags, anorm);
}

gt_status check (gt_etype t, size_t n, const void *a)
{
  if (t != GT_E_F64 && t != GT_E_F32 && t != GT_E_C128 && t != GT_E_C64)
    return gt_fail (GT_ERR_INVALID_ARG, "a linear system of element type "
                    "%d (double or single, real or complex)", (int) t);
  if (n > 0x7fffffffu)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "a linear system of more than "
                    "2^31 - 1 equations");
  if (n && !a)
    return gt_fail (GT_ERR_INVALID_ARG, "a linear system of a null array");
  return GT_OK;
}

/* The common start of a call: the last error cleared, *INFO zeroed (INFO
   pointed at DUMMY when NULL), the arguments checked. */
gt_status begin (gt_etype t, size_t n, const void *a, gt_solve_info *&info,
                 gt_solve_info &dummy)
{
  gt_clear_error ();
  if (!info)
    info = &dummy;
  memset (info, 0, sizeof *info);
  return check (t, n, a);
}

/* The diagonal of the N columns of A (leading dimension LD), on the
   host. */
gt_status diag_of (gt_etype t, const void *a, size_t ld, size_t n,
                   std::vector<cd> &d)
{
  const size_t es = gt_etype_size (t);
  gt_index ix;
  memset (&ix, 0, sizeof ix);
  ix.ndims = 1;
  ix.count[0] = n;
  ix.stride[0] = ld + 1;
  ix.step[0] = 1;
  d.resize (n);
  Buf g;
  gt_status st;
  if ((st = g.get (n * es)) != GT_OK
      || (st = gt_dev_gather (es, a, &ix, g.p)) != GT_OK)
    return st;
  return from_dev (t, g.p, d);
}

} // namespace

gt_status gt_dev_solve (gt_etype t, size_t n, size_t nrhs, const void *A,
                        const void *B, void *X, gt_solve_info *info)
{
  gt_solve_info dummy;
  gt_status st;

  if ((st = begin (t, n, A, info, dummy)) != GT_OK)
    return st;
  if (n == 0 || nrhs == 0)
    return GT_OK;
  if (!B || !X)
    return gt_fail (GT_ERR_INVALID_ARG, "a linear system of a null array");
  const gt_la_steps *s;
  const size_t es = gt_etype_size (t);
  int flags;
  double anorm;
  if ((st = probe (t, n, A, &s, &flags, &anorm)) != GT_OK)
    return st;
  if (!isfinite (anorm))
    {
      info->singular = 1;
      return GT_OK;
    }
  Factors F = { s, t, n, GT_SOLVE_LU, A, NULL, n };
  Buf w, piv;
  if (flags & (GT_PROBE_UPPER | GT_PROBE_LOWER))
    F.method = flags & GT_PROBE_UPPER ? GT_SOLVE_UPPER : GT_SOLVE_LOWER;
  else
    {
      /* A's factors in a copy W: A stays as it was */
      int fi = 1;
      if (flags & GT_PROBE_HERM)
        {
          if ((st = w.get (n * n * es)) != GT_OK
              || (st = gt_dev_copy (w.p, A, n * n * es)) != GT_OK
              || (st = s->potrf (t, n, w.p, &fi)) != GT_OK)
            return st;
          if (fi == 0)
            F.method = GT_SOLVE_CHOL;  /* else not positive definite: LU
                                          of A afresh */
        }
      if (fi != 0)
        {
          if ((st = lu_of (s, t, n, A, w, piv, &fi)) != GT_OK)
            return st;
          if (fi > 0)
            {
              info->singular = 1;
              return GT_OK;
            }
          F.ipiv = (const int64_t *) piv.p;
        }
      F.f = w.p;
    }
  info->method = F.method;
  double est = 0;
  if ((st = inv_norm1 (F, &est)) != GT_OK)
    return st;
  info->rcond = anorm == 0 || est == 0 ? 0 : (1 / anorm) / est;
  if (X != B && (st = gt_dev_copy (X, B, n * nrhs * es)) != GT_OK)
    return st;
  switch (F.method)
    {
    case GT_SOLVE_LU:
      return s->getrs (t, 0, n, nrhs, F.f, F.ipiv, X);
    case GT_SOLVE_CHOL:
      return s->potrs (t, n, nrhs, F.f, X);
    default:
      return s->trsm (t, F.method == GT_SOLVE_UPPER, 0, n, nrhs, A, n, X,
                      n);
    }
}

gt_status gt_dev_lstsq (gt_etype t, size_t m, size_t n, size_t nrhs,
                        const void *A, const void *B, void *X,
                        gt_solve_info *info)
{
  gt_solve_info dummy;
  gt_status st;

  if ((st = begin (t, n, A, info, dummy)) != GT_OK)
    return st;
  if (m <= n)
    return gt_fail (GT_ERR_INVALID_ARG, "least squares of a %zux%zu "
                    "matrix (more rows than columns)", m, n);
  if (n == 0 || nrhs == 0)
    return GT_OK;
  if (!B || !X)
    return gt_fail (GT_ERR_INVALID_ARG, "least squares of a null array");
  const gt_la_steps *s = gt_dev_host_backend () ? gt_la_host ()
                                                : gt_la_cusolver ();
  const size_t es = gt_etype_size (t);
  Buf w, tau, c;
  std::vector<cd> d;
  /* R's diagonal (n numbers): its largest element stands for ||R||_1,
     which it bounds from below, in the condition estimate */
  if ((st = w.get (m * n * es)) != GT_OK
      || (st = gt_dev_copy (w.p, A, m * n * es)) != GT_OK
      || (st = tau.get (n * es)) != GT_OK
      || (st = s->geqrf (t, m, n, w.p, tau.p)) != GT_OK
      || (st = diag_of (t, w.p, m, n, d)) != GT_OK)
    return st;
  double rmax = 0;
  bool finite = true;
  for (const cd &x : d)
    {
      finite = finite && isfinite (x.real ()) && isfinite (x.imag ());
      rmax = std::max (rmax, std::abs (x));
    }
  const Factors F = { s, t, n, GT_SOLVE_UPPER, w.p, NULL, m };
  double est = 0;
  if (finite && rmax > 0 && (st = inv_norm1 (F, &est)) != GT_OK)
    return st;
  info->method = GT_SOLVE_UPPER;
  info->rcond = finite && rmax > 0 && est > 0 ? (1 / rmax) / est : 0;
  const double eps = t == GT_E_F64 || t == GT_E_C128 ? 0x1p-52 : 0x1p-23;
  if (!(info->rcond >= (double) n * eps))
    {
      info->singular = 1;
      return GT_OK;
    }
  /* X = R^-1 (Q^H B)(1:n, :) */
  if ((st = c.get (m * nrhs * es)) != GT_OK
      || (st = gt_dev_copy (c.p, B, m * nrhs * es)) != GT_OK
      || (st = s->ormqr (t, m, n, nrhs, w.p, tau.p, c.p)) != GT_OK
      || (st = s->trsm (t, 1, 0, n, nrhs, w.p, m, c.p, m)) != GT_OK)
    return st;
  const gt_index ix = gt_la_rows (n, nrhs, m, NULL);
  return gt_dev_gather (es, c.p, &ix, X);
}

gt_status gt_dev_det (gt_etype t, size_t n, const void *A, double *mant,
                      int *exp2)
{
  gt_status st;

  gt_clear_error ();
  if (!mant || !exp2)
    return gt_fail (GT_ERR_INVALID_ARG, "a determinant needs its result");
  mant[0] = 1, mant[1] = 0, *exp2 = 0;
  if ((st = check (t, n, A)) != GT_OK || n == 0)
    return st;
  const gt_la_steps *s;
  const size_t es = gt_etype_size (t);
  int flags;
  double anorm;
  if ((st = probe (t, n, A, &s, &flags, &anorm)) != GT_OK)
    return st;
  if (isnan (anorm))
    {
      mant[0] = NAN;
      mant[1] = is_cplx (t) ? NAN : 0;
      return GT_OK;
    }
  Buf w, piv;
  int fi = 0;
  if ((st = lu_of (s, t, n, A, w, piv, &fi)) != GT_OK)
    return st;
  if (fi > 0)
    {
      mant[0] = 0;
      return GT_OK;
    }
  /* U's diagonal and the swaps, n numbers each, to the host */
  std::vector<cd> d;
  std::vector<int64_t> p (n);
  if ((st = diag_of (t, w.p, n, n, d)) != GT_OK
      || (st = gt_dev_download (p.data (), piv.p, n * sizeof (int64_t)))
             != GT_OK)
    return st;
  /* The product scaled by powers of two as it goes (Octave's DET), so
     that no partial product overflows or underflows. */
  cd c (1, 0);
  int e = 0;
  for (size_t i = 0; i < n; i++)
    {
      c *= (p[i] != (int64_t) i + 1) ? -d[i] : d[i];
      const double m = std::max (std::abs (c.real ()), std::abs (c.imag ()));
      if (m > 0 && isfinite (m))
        {
          int k;
          frexp (m, &k);
          c = cd (ldexp (c.real (), -k), ldexp (c.imag (), -k));
          e += k;
        }
    }
  mant[0] = c.real ();
  mant[1] = c.imag ();
  *exp2 = e;
  return GT_OK;
}
