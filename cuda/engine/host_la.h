/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * host_la.h - element access of the host test backend's reference linear
 * algebra (host_solve.cu, host_spectral.cu): element K of a column-major
 * array of element type T (F64 F32 C128 C64) as a complex long double,
 * and back, rounded once.  Internal to the engine.
 */
#ifndef GT_HOST_LA_H
#define GT_HOST_LA_H

#include <complex>

#include "gputiled_device.h"

typedef long double gt_ld;
typedef std::complex<long double> gt_cld;

static inline gt_cld gt_host_get (gt_etype t, const void *a, size_t k)
{
  switch (t)
    {
    case GT_E_F64: return gt_cld (((const double *) a)[k], 0);
    case GT_E_F32: return gt_cld (((const float *) a)[k], 0);
    case GT_E_C128: return gt_cld (((const double *) a)[2 * k],
                                   ((const double *) a)[2 * k + 1]);
    default: return gt_cld (((const float *) a)[2 * k],
                            ((const float *) a)[2 * k + 1]);
    }
}

static inline void gt_host_put (gt_etype t, void *a, size_t k, gt_cld v)
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

#endif /* GT_HOST_LA_H */
