/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * session.cu - the end of the session object (session.h), in one place:
 * each device's part (cuBLAS, cuFFT and cuSOLVER handles, the resident
 * arrays, the staging events, the buffer cache and pinned pool) freed by
 * its subsystem before that device's streams and events (context.cu), then
 * the process-wide parts (cuBLAS's library, the copy threads).  The calls
 * go down: this file calls the subsystems and the context, and none of
 * them calls it (the context reaches the release of a device, when the
 * primary device changes, through the hook registered here at load).
 * Also the two public calls that end a session: gt_shutdown, and the
 * switch of the test-only host backend, which does what gt_shutdown does
 * first.
 */
#include "engine.h"
#include "fft.h"
#include "host_device.h"
#include "hostcopy.h"
#include "solve.h"
#include "stage.h"

namespace {

/* Free device D's context and everything kept for it.  The calling
   thread is bound to D meanwhile (the caches are found through it). */
void release_device (int d)
{
  gt_cublas_release_device (d);
  if (!gt_ctx_ready (d))
    return;
  int cur = -1;
  const int was = gt_ctx_enter (d, &cur);
  gt_cufft_release_device (d);
  gt_cusolver_release_device (d);
  if (d == gt_ctx_primary ())
    gt_arrays_drop ();
  gt_stage_release ();
  gt_memory_release ();
  gt_ctx_destroy (d, was, cur);
}

/* The context calls it when the primary device changes. */
struct Registered
{
  Registered () { gt_ctx_on_release (release_device); }
} registered;

} // namespace

/* The host backend's resident state is the host's: a reset frees it
   (host_device.cu).  Either way the generation moves on. */
void gt_shutdown (void)
{
  if (gt_dev_host_backend ())
    gt_arrays_host_reset ();
  for (int d = 0; d < GT_DEVICE_SLOTS; d++)
    release_device (d);
  gt_cublas_release ();
  gt_hostcopy_shutdown ();
  gt_ctx_forget_primary ();
  gt_dev_new_generation ();
}

gt_status gt_host_device_set (int on)
{
  gt_clear_error ();
  if ((on != 0) == (gt_dev_host_backend () != 0))
    return GT_OK;
  /* Everything resident under the old setting goes, as at a reset. */
  gt_shutdown ();
  gt_host_backend_switch (on != 0);
  gt_dev_new_generation ();
  return GT_OK;
}
