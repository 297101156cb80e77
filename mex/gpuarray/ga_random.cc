// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_random.cc - the random numbers of the creators (ga_create.cc): rand
// and randn of every element type, randi's integers and its bounds, on
// the device.  The numbers come from the core's Philox4x32-10 generator
// (gt_dev_random), which gpu_rng seeds.

#include <cmath>
#include <cstddef>

#include <octave/oct.h>

#include "ga.h"

namespace ga
{
  // randi's bounds, as randi.m checks them.
  void randi_bounds (const char *fn, const octave_value& b0, double& imin,
                     double& imax)
  {
    const octave_value b = host_value (fn, b0);
    if (! b.isnumeric () || b.isempty ())
      fail (fn, "invalidInput", "IMIN and IMAX must be integer bounds");
    const NDArray v = b.iscomplex () ? real (b.complex_array_value ())
                                     : b.array_value ();
    for (octave_idx_type i = 0; i < v.numel (); i++)
      if (v(i) != std::trunc (v(i)))
        fail (fn, "invalidInput", "IMIN and IMAX must be integer bounds");
    if (v.numel () == 1)
      {
        imin = 1, imax = v(0);
        if (! (imax >= 1))
          fail (fn, "invalidInput", "require IMAX >= 1");
      }
    else
      {
        imin = v(0), imax = v(1);
        if (! (imax >= imin))
          fail (fn, "invalidInput", "require IMIN <= IMAX");
      }
    const double fmax = 9007199254740992.0;   // flintmax
    if (std::fabs (imax) >= fmax || std::fabs (imin) >= fmax)
      fail (fn, "invalidInput", "IMIN and IMAX must be smaller than "
            "flintmax()");
    if (imax - imin >= fmax - 1)
      fail (fn, "invalidInput", "integer range must be smaller than "
            "flintmax()-1");
  }

  // G's buffer as a column of N elements of type T (a complex array's
  // real view: its (re, im) pairs as 2 N reals).
  static octave_value view (const octave_gpuarray *g, gt_etype t,
                            std::size_t n)
  {
    return octave_value (new octave_gpuarray (t, dim_vector (n, 1),
                                              g->buf ()));
  }

  // Uniform (rand) or normal (randn) numbers of type T.  Complex: both
  // parts random, as MATLAB's rand (..., "like", P) with a complex P;
  // randn's parts each of variance 1/2 (so that E|z|^2 is 1).
  octave_value random (const char *fn, bool normal, gt_etype t,
                       const dim_vector& dv)
  {
    octave_gpuarray *g;
    octave_value r = make (fn, t, dv, &g);
    const std::size_t n = g->count ();
    if (! n)
      return r;
    const gt_etype rt = real_of (t);
    const std::size_t m = is_cplx (t) ? 2 * n : n;
    check (fn, gt_dev_random (normal, rt, g->data (fn), m));
    if (normal && is_cplx (t))
      {
        const octave_value s = binary (fn, GT_BIN_MUL, view (g, rt, m),
                                       octave_value (std::sqrt (0.5)));
        return octave_value (new octave_gpuarray (t, g->dims (),
                                                  as_ga (s)->buf ()));
      }
    return r;
  }

  // Integers from IMIN to IMAX: floor (u * (IMAX - IMIN + 1)) + IMIN of
  // double uniforms u in (0, 1), on the device.  u is at most 1 - 2^-53,
  // so the product rounds to at most IMAX - IMIN + 1 - ulp: the floor
  // never reaches the top.  (Each integer's share is exact to about
  // (IMAX - IMIN) / 2^53: randi.m's rejection step matters beyond that.)
  octave_value random_int (const char *fn, gt_etype t,
                           const dim_vector& dv, double imin, double imax)
  {
    const dim_vector d = canon (dv);
    const std::size_t n = d.safe_numel ();
    if (! n)
      return make (fn, t, d);
    const std::size_t m = is_cplx (t) ? 2 * n : n;
    octave_gpuarray *u;
    octave_value v = make (fn, GT_E_F64, dim_vector (m, 1), &u);
    check (fn, gt_dev_random (0, GT_E_F64, u->data (fn), m));
    v = binary (fn, GT_BIN_MUL, v, octave_value (imax - imin + 1));
    v = unary (fn, GT_UN_FLOOR, v);
    if (imin != 0)
      v = binary (fn, GT_BIN_ADD, v, octave_value (imin));
    if (real_of (t) == GT_E_F32 || is_int (t))
      v = convert (fn, v, real_of (t));
    return octave_value (new octave_gpuarray (t, d, as_ga (v)->buf ()));
  }
}
