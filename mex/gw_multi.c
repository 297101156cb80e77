/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gw_multi.c - gateways of calls spread over several devices:
 *
 *   old = __gputiled__ ("devices")          the package-wide default list
 *   old = __gputiled__ ("devices", LIST)    ... set: [] (one device, the
 *                                           initial default), "all", or a
 *                                           row of device indices
 *   share = __gputiled__ ("split", n, step, speed, cap)
 *                                           hidden, for tests: the work
 *                                           split (GT_TEST_SPLIT)
 *
 * A list reads back as [] (one device), "all", or a row of indices.
 */
#include <math.h>
#include <string.h>

#include "gw.h"

static mxArray *list_value (const gt_device_list *l)
{
  mxArray *v;
  if (l->count == GT_DEVICES_ALL)
    return mxCreateString ("all");
  if (l->count <= 0)
    return mxCreateDoubleMatrix (0, 0, mxREAL);
  v = mxCreateDoubleMatrix (1, (mwSize) l->count, mxREAL);
  for (int i = 0; i < l->count; i++)
    mxGetDoubles (v)[i] = l->index[i];
  return v;
}

void gw_default_devices (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                         const mxArray *prhs[])
{
  gt_device_list old, l;
  int device = -1;
  gt_status st;

  if (nrhs > 1)
    gw_error (fn, "invalidInput", "takes one argument at most, the list");
  if (nlhs > 1)
    gw_error (fn, "invalidInput", "one output at most");
  gt_get_default_devices (&old);
  if (nrhs == 1)
    {
      if (mxIsNumeric (prhs[0]) && mxIsEmpty (prhs[0]))
        memset (&l, 0, sizeof l);
      else
        {
          gw_devices (fn, prhs[0], &device, &l);
          if (l.count == 0 && device < 0)
            gw_error (fn, "invalidOption", "DEVICES must be device indices "
                      "(0, 1, ...), \"all\", or [] for one device");
          if (l.count == 0)
            l.count = 1, l.index[0] = device;
        }
      if ((st = gt_set_default_devices (&l)) != GT_OK)
        gw_raise (fn, st);
    }
  plhs[0] = list_value (&old);
}

void gw_split (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
               const mxArray *prhs[])
{
  double speed[GT_MAX_DEVICES], cap[GT_MAX_DEVICES], n;
  size_t share[GT_MAX_DEVICES];
  long step;
  size_t nd;
  mxArray *out;

  if (nrhs != 4 || nlhs > 1)
    gw_error (fn, "invalidInput", "split takes N, STEP, SPEED and CAP and "
              "returns the shares");
  if (!mxIsDouble (prhs[0]) || mxGetNumberOfElements (prhs[0]) != 1)
    gw_error (fn, "invalidOption", "split: N must be a number");
  n = mxGetScalar (prhs[0]);
  step = gw_integer (fn, prhs[1], "STEP");
  nd = mxGetNumberOfElements (prhs[2]);
  if (!(n >= 0 && n < 9e15 && n == floor (n)) || step < 1 || !mxIsDouble (prhs[2]) || !mxIsDouble (prhs[3])
      || nd < 1 || nd > GT_MAX_DEVICES
      || mxGetNumberOfElements (prhs[3]) != nd)
    gw_error (fn, "invalidOption", "split: N >= 0, STEP >= 1, and SPEED and "
              "CAP of 1 to %d devices each", GT_MAX_DEVICES);
  memcpy (speed, mxGetDoubles (prhs[2]), nd * sizeof speed[0]);
  memcpy (cap, mxGetDoubles (prhs[3]), nd * sizeof cap[0]);
  if (gt_test_control (GT_TEST_SPLIT, (size_t) n, (size_t) step, (int) nd,
                       speed, cap, share) != GT_OK)
    gw_error (fn, "invalidOption", "%s", gt_last_error ());
  out = mxCreateDoubleMatrix (1, (mwSize) nd, mxREAL);
  for (size_t i = 0; i < nd; i++)
    mxGetDoubles (out)[i] = (double) share[i];
  plhs[0] = out;
}
