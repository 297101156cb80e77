/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * __gputiled__.c - the package's one compiled entry point (internal).
 *
 *   __gputiled__ (COMMAND, ...)
 *
 * routes to the gateway of one public function.  One MEX file for all of
 * them means one CUDA runtime, one context and one set of cached resources
 * per Octave session.  Users call the m-files in inst/, never this.
 */
#include <string.h>

#include "gw.h"

static const struct
{
  const char *command; /* first argument */
  const char *fn;      /* public function it serves: error prefix */
  gw_fn run;
} routes[] = {
  { "mm", "gpu_tiled_mm", gw_mm },
  { "sum", "gpu_sum", gw_reduce },
  { "max", "gpu_max", gw_reduce },
  { "min", "gpu_min", gw_reduce },
  { "max2", "gpu_max", gw_reduce_pair },
  { "min2", "gpu_min", gw_reduce_pair },
  { "backend", "__gputiled__", gw_backend }, /* the caller's name first */
  { "available", "gpu_available", gw_available },
  /* the "Kernel" option's values, from the kernels' table */
  { "kernels", "gpu_tiled_mm", gw_kernels },
  { "info", "gpu_info", gw_info },
  { "reset", "gpu_reset", gw_reset },
  { "bandwidth", "gpu_bandwidth", gw_bandwidth },
  { "devices", "gpu_devices", gw_default_devices },
  { "inject", "__gputiled__", gw_inject }, /* tests only: device faults */
  /* tests only: the host copy threads */
  { "hostcopy_check", "__gputiled__", gw_hostcopy_check },
  /* tests only: read the GPUTILED_* variables again */
  { "config", "__gputiled__", gw_config },
  /* tests only: name or force the fast kernels' configurations */
  { "variant", "__gputiled__", gw_variant },
  /* tests only: the work split over several devices */
  { "split", "__gputiled__", gw_split },
  /* tests only: the host backend of resident arrays */
  { "test", "__gputiled__", gw_test },
};

static int locked;

void mexFunction (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  char cmd[32];

  if (!locked)
    {
      /* Stay loaded for the whole session (and the file is linked -z
         nodelete).  Unloading it would tear down its static CUDA runtime
         while cuBLAS (loaded at run time) and the driver still hold state
         that refers to it, and Octave may destroy an old function object
         for this file at any later moment (after a path change, say): a
         teardown registered with mexAtExit then pulled the stream and the
         buffers from under the live calls.  So nothing of the core is
         released implicitly: at exit the driver reclaims the device, and an
         explicit reset (gt_shutdown) is the way to give memory back
         earlier. */
      mexLock ();
      locked = 1;
    }
  if (nrhs < 1)
    gw_error ("__gputiled__", "invalidInput",
              "a command is required (internal function: use the m-files)");
  gw_string ("__gputiled__", prhs[0], "the command", cmd, sizeof cmd);
  for (size_t i = 0; i < sizeof routes / sizeof routes[0]; i++)
    if (strcmp (cmd, routes[i].command) == 0)
      {
        routes[i].run (routes[i].fn, nlhs, plhs, nrhs - 1, prhs + 1);
        return;
      }
  gw_error ("__gputiled__", "invalidInput", "unknown command '%s'", cmd);
}
