/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * spectral.cu - singular values and eigenvalues of device arrays
 * (gt_dev_svd, gt_dev_eigh, gt_dev_eig: gputiled_device.h) on the steps
 * of spectral.h: cuSOLVER on the GPU, reference code on the host test
 * backend, the logic here shared by both.  Each works on a copy of A
 * (the library's routines overwrite their input), reports a routine that
 * did not converge, or a backend without the general eigensolver, in
 * *OK rather than as an error, so that the caller can hand the problem
 * to Octave on the host.
 */
#include <string.h>

#include "gputiled_device.h"
#include "gt_internal.h"
#include "spectral.h"

namespace {

/* A device buffer released at the end of its scope. */
struct Buf
{
  void *p = NULL;
  gt_status get (size_t bytes) { return gt_dev_alloc (&p, bytes ? bytes : 1); }
  ~Buf () { gt_dev_free (p); }
};

const gt_spec_steps *steps (void)
{
  return gt_dev_host_backend () ? gt_spec_host () : gt_spec_cusolver ();
}

gt_status check (const char *what, gt_etype t, size_t m, size_t n,
                 const void *a, int *ok)
{
  gt_clear_error ();
  if (ok)
    *ok = 0;
  if (t != GT_E_F64 && t != GT_E_F32 && t != GT_E_C128 && t != GT_E_C64)
    return gt_fail (GT_ERR_INVALID_ARG, "%s of element type %d (double or "
                    "single, real or complex)", what, (int) t);
  if (!ok)
    return gt_fail (GT_ERR_INVALID_ARG, "%s needs its OK flag", what);
  if (m > 0x7fffffffu || n > 0x7fffffffu)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "%s of more than 2^31 - 1 rows "
                    "or columns", what);
  if (m && n && !a)
    return gt_fail (GT_ERR_INVALID_ARG, "%s of a null array", what);
  return GT_OK;
}

/* A copy of the M x N A (type T) in W. */
gt_status copy_of (gt_etype t, size_t m, size_t n, const void *a, Buf &w)
{
  const size_t bytes = m * n * gt_etype_size (t);
  gt_status st = w.get (bytes);
  return st == GT_OK ? gt_dev_copy (w.p, a, bytes) : st;
}

} // namespace

gt_status gt_dev_svd (gt_etype t, size_t m, size_t n, const void *A, int job,
                      void *S, void *U, void *VT, int *ok)
{
  gt_status st = check ("an SVD", t, m, n, A, ok);
  if (st != GT_OK)
    return st;
  if (m < n)
    return gt_fail (GT_ERR_INVALID_ARG, "an SVD of a %zux%zu matrix (at "
                    "least as many rows as columns)", m, n);
  if (job < 0 || job > 2 || !S || (job && (!U || !VT)))
    return gt_fail (GT_ERR_INVALID_ARG, "an SVD with job %d and its "
                    "results", job);
  if (n == 0)
    {
      *ok = 1;
      return GT_OK;
    }
  Buf w;
  int info = 0;
  if ((st = copy_of (t, m, n, A, w)) != GT_OK
      || (st = steps ()->gesvd (t, job == 0 ? 'N' : job == 1 ? 'S' : 'A', m,
                                n, w.p, S, U, VT, &info)) != GT_OK)
    return st;
  *ok = info == 0;
  return GT_OK;
}

/* The start of an eigenproblem: checked, and (N 0) done. */
static gt_status begin_eig (const char *what, gt_etype t, size_t n,
                            const void *A, const void *W, int *ok,
                            bool *done)
{
  *done = false;
  gt_status st = check (what, t, n, n, A, ok);
  if (st == GT_OK && n == 0)
    *ok = 1, *done = true;
  else if (st == GT_OK && !W)
    st = gt_fail (GT_ERR_INVALID_ARG, "%s needs W", what);
  return st;
}

gt_status gt_dev_eigh (gt_etype t, size_t n, const void *A, void *W, void *V,
                       int *ok)
{
  bool done;
  gt_status st = begin_eig ("a Hermitian eigenproblem", t, n, A, W, ok,
                            &done);
  if (st != GT_OK || done)
    return st;
  /* in place in V, or in a copy */
  Buf w;
  int info = 0;
  void *a = V;
  if (V)
    st = gt_dev_copy (V, A, n * n * gt_etype_size (t));
  else if ((st = copy_of (t, n, n, A, w)) == GT_OK)
    a = w.p;
  if (st == GT_OK)
    st = steps ()->syevd (t, V != NULL, n, a, W, &info);
  *ok = st == GT_OK && info == 0;
  return st;
}

gt_status gt_dev_eig (gt_etype t, size_t n, const void *A, void *W, void *V,
                      int *ok)
{
  bool done;
  gt_status st = begin_eig ("an eigenproblem", t, n, A, W, ok, &done);
  if (st != GT_OK || done)
    return st;
  Buf w;
  int info = 0;
  if ((st = copy_of (t, n, n, A, w)) != GT_OK)
    return st;
  st = steps ()->geev (t, n, w.p, W, V, &info);
  if (st == GT_ERR_NOT_SUPPORTED)
    {
      /* no general eigensolver here: the caller's to answer */
      gt_clear_error ();
      *ok = -1;
      return GT_OK;
    }
  *ok = st == GT_OK && info == 0;
  return st;
}
