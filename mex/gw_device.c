/*
 * gw_device.c - gateways of gpu_available and gpu_info.
 *
 *   [tf, why] = __gputiled__ ("available")
 *   s = __gputiled__ ("info")      1 x N struct array, one per device
 */
#include <stdio.h>

#include "gw.h"

void gw_available (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                   const mxArray *prhs[])
{
  int count = 0;
  const char *why = "";

  (void) prhs;
  if (nrhs != 0)
    gw_error (fn, "invalidInput", "takes no arguments");
  gt_device_count (&count, &why);
  plhs[0] = mxCreateLogicalScalar (count > 0);
  if (nlhs > 1)
    plhs[1] = mxCreateString (count > 0 ? "" : why);
}

static mxArray *version_string (int v)
{
  char buf[32];
  if (v <= 0)
    return mxCreateString ("");
  snprintf (buf, sizeof buf, "%d.%d", v / 1000, (v % 1000) / 10);
  return mxCreateString (buf);
}

void gw_info (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
              const mxArray *prhs[])
{
  static const char *fields[] = {
    "index", "name", "compute_capability", "multiprocessors", "memory_total",
    "memory_free", "l2_cache", "driver_version", "runtime_version"
  };
  int count = 0;
  mxArray *s;

  (void) prhs, (void) nlhs;
  if (nrhs != 0)
    gw_error (fn, "invalidInput", "takes no arguments");
  gt_device_count (&count, NULL);
  s = mxCreateStructMatrix (count > 0 ? 1 : 0, (mwSize) count, 9, fields);
  for (int i = 0; i < count; i++)
    {
      gt_device_info d;
      char cc[16];
      gt_status st = gt_device_query (i, &d);
      if (st != GT_OK)
        {
          mxDestroyArray (s);
          gw_raise (fn, st);
        }
      snprintf (cc, sizeof cc, "%d.%d", d.cc_major, d.cc_minor);
      mxSetField (s, i, "index", mxCreateDoubleScalar (d.index));
      mxSetField (s, i, "name", mxCreateString (d.name));
      mxSetField (s, i, "compute_capability", mxCreateString (cc));
      mxSetField (s, i, "multiprocessors",
                  mxCreateDoubleScalar (d.multiprocessors));
      mxSetField (s, i, "memory_total", mxCreateDoubleScalar ((double) d.mem_total));
      mxSetField (s, i, "memory_free", mxCreateDoubleScalar ((double) d.mem_free));
      mxSetField (s, i, "l2_cache", mxCreateDoubleScalar ((double) d.l2_bytes));
      mxSetField (s, i, "driver_version", version_string (d.driver_version));
      mxSetField (s, i, "runtime_version", version_string (d.runtime_version));
    }
  plhs[0] = s;
}

void gw_reset (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
               const mxArray *prhs[])
{
  (void) nlhs, (void) plhs, (void) prhs;
  if (nrhs != 0)
    gw_error (fn, "invalidInput", "takes no arguments");
  gt_shutdown ();
}
