/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * split.c - how a call spread over several devices shares its work out
 * (the planner's part that needs no device, so that it is checked on every
 * machine: GT_TEST_SPLIT).  Plain C.
 *
 * Each device gets a share in proportion to its speed, except that a
 * device whose share would not fit its memory (CAP, what it holds without
 * going out of core) gets only what fits, and the others share the rest
 * in proportion to their speeds (water filling).  When every device is
 * full, what is left goes out of core on all of them, in proportion to
 * what each holds: slower or fuller devices get less.  Shares are whole
 * multiples of STEP, except the last nonzero one, which takes the
 * remainder; they add up to N.  The result depends only on the arguments,
 * so the same call on the same devices is cut the same way.
 */
#include <math.h>

#include "gt_internal.h"

void gt_split_work (size_t n, size_t step, int ndev, const double *speed,
                    const double *cap, size_t *share)
{
  double x[GT_MAX_DEVICES], left = (double) n, cum = 0;
  int fixed[GT_MAX_DEVICES], last = -1;
  size_t prev = 0;

  if (ndev < 1)
    return;
  if (ndev > GT_MAX_DEVICES)
    ndev = GT_MAX_DEVICES;
  if (step == 0)
    step = 1;
  for (int d = 0; d < ndev; d++)
    {
      x[d] = 0;
      fixed[d] = !(speed[d] > 0 && isfinite (speed[d]));
    }

  /* Water filling: shares in proportion to speed, each within its cap. */
  for (;;)
    {
      double sp = 0;
      int clipped = 0;
      for (int d = 0; d < ndev; d++)
        if (!fixed[d])
          sp += speed[d];
      if (sp <= 0)
        break;
      for (int d = 0; d < ndev; d++)
        if (!fixed[d] && cap[d] >= 0 && cap[d] < left * speed[d] / sp)
          {
            /* The others' shares only grow: clipping on this pass's
               figures never clips one that would fit. */
            x[d] = cap[d];
            fixed[d] = 1;
            clipped = 1;
          }
      if (clipped)
        {
          left = (double) n;
          for (int d = 0; d < ndev; d++)
            if (fixed[d])
              left -= x[d];
          continue;
        }
      for (int d = 0; d < ndev; d++)
        if (!fixed[d])
          x[d] = left * speed[d] / sp;
      left = 0;
      break;
    }

  /* Every device full: the rest out of core, by what each holds. */
  if (left > 0)
    {
      double sc = 0, sp = 0;
      for (int d = 0; d < ndev; d++)
        if (speed[d] > 0 && isfinite (speed[d]))
          sc += cap[d] > 0 ? cap[d] : 0, sp += speed[d];
      for (int d = 0; d < ndev; d++)
        if (speed[d] > 0 && isfinite (speed[d]))
          x[d] += sc > 0 ? left * (cap[d] > 0 ? cap[d] : 0) / sc
                  : sp > 0 ? left * speed[d] / sp : 0;
    }

  /* Whole steps, by cumulative rounding; the last device with work takes
     the remainder. */
  for (int d = 0; d < ndev; d++)
    if (x[d] > 0)
      last = d;
  if (last < 0) /* nothing can run: all of it on the first device */
    last = 0, x[0] = (double) n;
  for (int d = 0; d < ndev; d++)
    {
      size_t b;
      cum += x[d];
      if (d >= last)
        b = n;
      else
        {
          const double r = floor (cum / (double) step + 0.5);
          b = r <= 0 ? 0 : (size_t) r * step;
          if (b > n)
            b = n;
        }
      if (b < prev)
        b = prev;
      share[d] = b - prev;
      prev = b;
    }
}
