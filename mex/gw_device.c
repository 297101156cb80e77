/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gw_device.c - gateways of gpu_available and gpu_info.
 *
 *   [tf, why] = __gputiled__ ("available")
 *   s = __gputiled__ ("info")      1 x N struct array, one per device
 *   nfired = __gputiled__ ("inject", kind, count)
 *   nfired = __gputiled__ ("inject", kind, count, device)
 *                                  hidden, for tests: arm a device fault
 *                                  (see gt_test_control in gputiled.h),
 *                                  counting on DEVICE alone if given
 *   n = __gputiled__ ("hostcopy_check", rounds, seed)
 *                                  hidden, for tests: check the host copy
 *                                  threads (GT_TEST_HOSTCOPY_CHECK)
 *   names = __gputiled__ ("variant", kernel)
 *                                  hidden, for tests: the names of a fast
 *                                  kernel's compiled configurations, in
 *                                  variant order (0-based), as a cell row
 *   __gputiled__ ("variant", v)    hidden, for tests: later products run
 *                                  the fast kernels' configuration V
 *                                  (GT_TEST_VARIANT; -1: the planner's)
 *   __gputiled__ ("test", "host_device", tf)
 *                                  hidden, for tests: the test-only host
 *                                  backend of resident arrays on or off
 *                                  (GT_TEST_HOST_DEVICE; a change resets
 *                                  them, as gpu_reset does)
 *   tf = __gputiled__ ("test", "host_device")
 *                                  hidden, for tests: whether it is on
 */
#include <stdio.h>
#include <string.h>

#include "gw.h"
#include "gputiled_device.h"

void gw_available (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                   const mxArray *prhs[])
{
  int count = 0;
  const char *why = "";

  (void) prhs;
  if (nrhs != 0)
    gw_error (fn, "invalidInput", "takes no arguments");
  if (nlhs > 2)
    gw_error (fn, "invalidInput", "at most two outputs (tf and reason)");
  gt_device_count (&count, &why);
  plhs[0] = mxCreateLogicalScalar (count > 0);
  if (nlhs > 1)
    plhs[1] = mxCreateString (count > 0 ? "" : why);
}

/* The GEMM kernels' names, "auto" first, then in the order of
   cuda/base/gemm_kernels.def: the values of the "Kernel" option. */
void gw_kernels (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                 const mxArray *prhs[])
{
  (void) prhs;
  if (nrhs != 0)
    gw_error (fn, "invalidInput", "takes no arguments");
  if (nlhs > 1)
    gw_error (fn, "invalidInput", "one output (the kernels' names)");
  mxArray *c = mxCreateCellMatrix (1, GT_GEMM_NKERNELS);
  mxSetCell (c, 0, mxCreateString (gt_gemm_kernel_name (GT_GEMM_AUTO)));
  for (int k = 0; k < GT_GEMM_AUTO; k++)
    mxSetCell (c, (mwIndex) k + 1,
               mxCreateString (gt_gemm_kernel_name ((gt_gemm_kernel) k)));
  plhs[0] = c;
}

static mxArray *version_string (int v)
{
  char buf[32];
  if (v <= 0)
    return mxCreateString ("");
  snprintf (buf, sizeof buf, "%d.%d", v / 1000, (v % 1000) / 10);
  return mxCreateString (buf);
}

/* The names of the kernels in mask KERNELS (bit k: gt_gemm_kernel k), as
   a row cell array. */
static mxArray *kernel_names (unsigned kernels)
{
  int n = 0, j = 0;
  for (int k = 0; k < GT_GEMM_AUTO; k++)
    n += (kernels >> k) & 1u;
  mxArray *c = mxCreateCellMatrix (1, (mwSize) n);
  for (int k = 0; k < GT_GEMM_AUTO; k++)
    if ((kernels >> k) & 1u)
      mxSetCell (c, j++, mxCreateString (gt_gemm_kernel_name ((gt_gemm_kernel) k)));
  return c;
}

void gw_info (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
              const mxArray *prhs[])
{
  static const char *fields[] = {
    "index", "name", "compute_capability", "multiprocessors", "memory_total",
    "memory_free", "l2_cache", "driver_version", "runtime_version",
    "cache_bytes", "cache_in_use", "kernels"
  };
  int count = 0;
  mxArray *s;

  (void) prhs;
  if (nrhs != 0)
    gw_error (fn, "invalidInput", "takes no arguments");
  if (nlhs > 1)
    gw_error (fn, "invalidInput", "one output at most");
  gt_device_count (&count, NULL);
  s = mxCreateStructMatrix (count > 0 ? 1 : 0, (mwSize) count,
                            sizeof fields / sizeof fields[0], fields);
  for (int i = 0; i < count; i++)
    {
      gt_device_info d;
      size_t cache_in_use = 0, cache_bytes = 0;
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
      /* Each device a call has used has a cache. */
      gt_cache_stats_of (i, &cache_in_use, &cache_bytes);
      mxSetField (s, i, "cache_bytes", mxCreateDoubleScalar (
                    (double) cache_bytes));
      mxSetField (s, i, "cache_in_use", mxCreateDoubleScalar (
                    (double) cache_in_use));
      mxSetField (s, i, "kernels", kernel_names (d.kernels));
    }
  plhs[0] = s;
}

void gw_reset (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
               const mxArray *prhs[])
{
  (void) plhs, (void) prhs;
  if (nrhs != 0)
    gw_error (fn, "invalidInput", "takes no arguments");
  if (nlhs > 0)
    gw_error (fn, "invalidInput", "returns nothing");
  gt_shutdown ();
}

void gw_inject (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                const mxArray *prhs[])
{
  char kind[16];
  long count = 1, device = -1;
  int nfired = 0;
  gt_status st;

  if (nlhs > 1)
    gw_error (fn, "invalidInput", "inject returns one output at most");
  if (nrhs < 1 || nrhs > 3)
    gw_error (fn, "invalidInput", "inject takes a fault kind (\"alloc\", "
              "\"launch\" or \"none\"), an optional count and an "
              "optional device");
  gw_string (fn, prhs[0], "the fault kind", kind, sizeof kind);
  if (nrhs > 1)
    count = gw_integer (fn, prhs[1], "the fault count");
  if (nrhs > 2)
    device = gw_integer (fn, prhs[2], "the device");
  st = nrhs > 2 ? gt_test_control (GT_TEST_FAULT_DEVICE, kind, (int) count,
                                   (int) device, &nfired)
                : gt_test_control (GT_TEST_FAULT, kind, (int) count,
                                   &nfired);
  if (st != GT_OK)
    gw_error (fn, "invalidOption", "%s", gt_last_error ());
  plhs[0] = mxCreateDoubleScalar (nfired);
}

void gw_hostcopy_check (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                        const mxArray *prhs[])
{
  long rounds, seed = 0, checked = 0;

  if (nlhs > 1)
    gw_error (fn, "invalidInput", "hostcopy_check returns one output at most");
  if (nrhs < 1 || nrhs > 2)
    gw_error (fn, "invalidInput", "hostcopy_check takes a number of rounds "
              "and an optional seed");
  rounds = gw_integer (fn, prhs[0], "the number of rounds");
  if (rounds < 1 || rounds > 10000)
    gw_error (fn, "invalidOption", "the number of rounds must be 1 to 10000");
  if (nrhs > 1)
    seed = gw_integer (fn, prhs[1], "the seed");
  if (seed < 0)
    gw_error (fn, "invalidOption", "the seed must not be negative");
  if (gt_test_control (GT_TEST_HOSTCOPY_CHECK, (int) rounds,
                       (unsigned long) seed, &checked) != GT_OK)
    gw_error (fn, "selfCheck", "%s", gt_last_error ());
  plhs[0] = mxCreateDoubleScalar ((double) checked);
}

void gw_config (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                const mxArray *prhs[])
{
  (void) plhs, (void) prhs;
  if (nlhs > 0 || nrhs > 0)
    gw_error (fn, "invalidInput", "config takes no arguments and returns "
              "nothing");
  gt_test_control (GT_TEST_RELOAD_CONFIG);
}

void gw_variant (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                 const mxArray *prhs[])
{
  if (nrhs != 1)
    gw_error (fn, "invalidInput", "variant takes a kernel name or a "
              "variant number");
  if (mxIsChar (prhs[0]))
    {
      char name[32];
      gt_gemm_kernel k;
      if (nlhs > 1)
        gw_error (fn, "invalidInput", "variant returns one output at most");
      gw_string (fn, prhs[0], "the kernel", name, sizeof name);
      if (gt_gemm_kernel_from_name (name, &k) != GT_OK)
        gw_error (fn, "invalidOption", "%s", gt_last_error ());
      const int n = gt_dev_variants (k);
      mxArray *c = mxCreateCellMatrix (1, (mwSize) n);
      for (int v = 0; v < n; v++)
        mxSetCell (c, v, mxCreateString (gt_dev_variant_name (k, v)));
      plhs[0] = c;
      return;
    }
  if (nlhs > 0)
    gw_error (fn, "invalidInput", "setting a variant returns nothing");
  const long v = gw_integer (fn, prhs[0], "the variant");
  if (v < -1 || v > 1000
      || gt_test_control (GT_TEST_VARIANT, (int) v) != GT_OK)
    gw_error (fn, "invalidOption", "the variant must be -1 to 1000, not %ld",
              v);
}

void gw_test (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
              const mxArray *prhs[])
{
  char what[32];
  gt_status st;

  if (nrhs < 1 || nrhs > 2)
    gw_error (fn, "invalidInput", "test takes a setting (\"host_device\") "
              "and an optional value");
  gw_string (fn, prhs[0], "the test setting", what, sizeof what);
  if (strcmp (what, "host_device") != 0)
    gw_error (fn, "invalidOption", "unknown test setting '%s' (host_device)",
              what);
  if (nrhs == 1)
    {
      if (nlhs > 1)
        gw_error (fn, "invalidInput", "host_device returns one output at "
                  "most");
      plhs[0] = mxCreateLogicalScalar (gt_dev_host_backend () != 0);
      return;
    }
  if (nlhs > 0)
    gw_error (fn, "invalidInput", "setting host_device returns nothing");
  if ((!mxIsLogical (prhs[1]) && !mxIsNumeric (prhs[1]))
      || mxIsComplex (prhs[1]) || mxGetNumberOfElements (prhs[1]) != 1)
    gw_error (fn, "invalidInput", "host_device takes true or false");
  st = gt_test_control (GT_TEST_HOST_DEVICE, mxGetScalar (prhs[1]) != 0);
  if (st != GT_OK)
    gw_raise (fn, st);
}
