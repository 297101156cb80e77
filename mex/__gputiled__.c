/*
 * __gputiled__.c - the package's one compiled entry point (internal).
 *
 *   __gputiled__ (COMMAND, ...)
 *
 * routes to the gateway of one public function.  One MEX file for all of
 * them means one CUDA runtime, one context and one set of cached resources
 * per Octave session, released by mexAtExit when the file is cleared or
 * Octave exits.  Users call the m-files in inst/, never this.
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
  { "available", "gpu_available", gw_available },
  { "info", "gpu_info", gw_info },
  { "bandwidth", "gpu_bandwidth", gw_bandwidth },
};

static int at_exit_registered;

static void release (void) { gt_shutdown (); }

void mexFunction (int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[])
{
  char cmd[32];

  if (!at_exit_registered)
    {
      /* Stay loaded for the whole session.  Unloading this file would tear
         down its static CUDA runtime while cuBLAS (loaded at run time) and
         the driver still hold state that refers to it, and loading it again
         starts a second runtime in the same process: both crash.  What the
         package holds is released by gt_shutdown at exit (and, later, by
         gpu_reset), not by unloading. */
      mexLock ();
      mexAtExit (release);
      at_exit_registered = 1;
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
