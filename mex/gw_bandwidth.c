/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gw_bandwidth.c - gateway of gpu_bandwidth: one experiment per call, so the
 * sweep stays in the m-file (where Ctrl-C works between calls).
 *
 *   [gbps, r] = __gputiled__ ("bandwidth", kind, class, n, param, reps, device)
 *
 * KIND is "copy", "offset" or "stride"; CLASS "single" or "double".  R is a
 * struct with what the core measured (see gt_bandwidth_result).
 */
#include <math.h>
#include <string.h>

#include "gw.h"

/* A count of elements: a real scalar integer from 1 to flintmax. */
static size_t count_arg (const char *fn, const mxArray *a, const char *what)
{
  double v;
  if (!mxIsNumeric (a) || mxIsComplex (a) || mxGetNumberOfElements (a) != 1
      || mxIsSparse (a))
    gw_error (fn, "invalidOption", "%s must be a real scalar", what);
  v = mxGetScalar (a);
  if (!isfinite (v) || v != floor (v) || v < 1 || v > 9007199254740992.0)
    gw_error (fn, "invalidOption", "%s must be a positive integer", what);
  return (size_t) v;
}

void gw_bandwidth (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                   const mxArray *prhs[])
{
  static const char *fields[] = {
    "kind", "class", "n", "param", "reps", "ms", "ms_min", "ms_max", "bytes",
    "gbps", "touched", "allocated", "device", "grid", "block", "init_ms"
  };
  char name[32], cls[32];
  gt_bandwidth_kind kind;
  gt_bandwidth_result r;
  gt_gemm_opts o;
  gt_dtype dtype;
  size_t n;
  long param, reps;
  gt_status st;
  mxArray *s;

  if (nrhs != 6)
    gw_error (fn, "invalidInput", "internal: expected kind, class, n, param, "
              "reps and device");
  if (nlhs > 2)
    gw_error (fn, "invalidInput", "at most two outputs (gbps and r)");
  gw_string (fn, prhs[0], "the experiment", name, sizeof name);
  if (gt_bandwidth_kind_from_name (name, &kind) != GT_OK)
    gw_error (fn, "invalidOption", "unknown experiment '%s' (copy, offset or "
              "stride)", name);
  gw_string (fn, prhs[1], "Class", cls, sizeof cls);
  if (strcmp (cls, "single") == 0)
    dtype = GT_SINGLE;
  else if (strcmp (cls, "double") == 0)
    dtype = GT_DOUBLE;
  else
    gw_error (fn, "invalidOption", "Class must be \"single\" or \"double\", "
              "not '%s'", cls);
  n = count_arg (fn, prhs[2], "N");
  param = gw_integer (fn, prhs[3], "the offset or stride");
  reps = gw_integer (fn, prhs[4], "Reps");
  gt_gemm_opts_default (&o);
  o.device = (int) gw_integer (fn, prhs[5], "Device");

  st = gt_bandwidth (kind, dtype, n, (int) param, (int) reps, &o, &r);
  if (st == GT_ERR_NO_DEVICE)
    gw_error (fn, "noDevice", "%s; the experiments measure the GPU's own "
              "memory, so they have no CPU backend", gt_last_error ());
  if (st != GT_OK)
    gw_raise (fn, st);

  plhs[0] = mxCreateDoubleScalar (r.gbps);
  if (nlhs < 2)
    return;
  s = mxCreateStructMatrix (1, 1, sizeof fields / sizeof fields[0], fields);
  mxSetField (s, 0, "kind", mxCreateString (name));
  mxSetField (s, 0, "class", mxCreateString (cls));
  mxSetField (s, 0, "n", mxCreateDoubleScalar ((double) n));
  mxSetField (s, 0, "param", mxCreateDoubleScalar ((double) param));
  mxSetField (s, 0, "reps", mxCreateDoubleScalar ((double) reps));
  mxSetField (s, 0, "ms", mxCreateDoubleScalar (r.ms));
  mxSetField (s, 0, "ms_min", mxCreateDoubleScalar (r.ms_min));
  mxSetField (s, 0, "ms_max", mxCreateDoubleScalar (r.ms_max));
  mxSetField (s, 0, "bytes", mxCreateDoubleScalar (r.bytes));
  mxSetField (s, 0, "gbps", mxCreateDoubleScalar (r.gbps));
  mxSetField (s, 0, "touched", mxCreateDoubleScalar ((double) r.touched));
  mxSetField (s, 0, "allocated", mxCreateDoubleScalar ((double) r.allocated));
  mxSetField (s, 0, "device", mxCreateString (r.device));
  mxSetField (s, 0, "grid", gw_row3 (r.grid));
  mxSetField (s, 0, "block", gw_row3 (r.block));
  mxSetField (s, 0, "init_ms", mxCreateDoubleScalar (r.init_ms));
  plhs[1] = s;
}
