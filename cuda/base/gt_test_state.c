/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_test_state.c - the state of the test and benchmark hooks, in the
 * leaf (cuda/base/) because every layer asks it: the armed faults, the
 * trace hook and the forced kernel variant.  The one entry that sets them,
 * gt_test_control (gputiled.h), is the front door's (api/gt_test_control.c).
 *
 * Faults: a test arms one with a countdown; the core asks gt_fault_fires at
 * the two places where the device can refuse work: every device allocation
 * (gt_dev_get) and every check after a kernel launch (gt_launch_error).
 * When the countdown reaches zero the fault fires once: the allocation then
 * asks the device for more memory than any device has, and the launch check
 * launches a kernel the runtime refuses, so the error paths run on real CUDA
 * errors, not on simulated status codes.
 *
 * Calls into the core come from one Octave thread at a time, but a call
 * spread over several devices drives each from a host thread of its own:
 * the countdowns are atomic, so an armed fault fires once, and a fault
 * armed for one device (GT_TEST_FAULT_DEVICE) counts only what is done
 * for that device (gt_thread_device).
 */
#include <string.h>

#include "gt_base.h"

static struct
{
  int countdown[GT_FAULT_NKINDS]; /* 0: not armed */
  int device[GT_FAULT_NKINDS];    /* -1: any device */
  int fired;
  gt_trace_fn trace;
  int variant;
} T = { { 0, 0 }, { -1, -1 }, 0, NULL, -1 };

int gt_fault_fires (gt_fault_kind kind)
{
  int left;
  if ((unsigned) kind >= GT_FAULT_NKINDS
      || __atomic_load_n (&T.countdown[kind], __ATOMIC_ACQUIRE) <= 0)
    return 0;
  if (T.device[kind] >= 0 && T.device[kind] != gt_thread_device ())
    return 0;
  left = __atomic_sub_fetch (&T.countdown[kind], 1, __ATOMIC_ACQ_REL);
  if (left != 0) /* not yet, or another thread's */
    return 0;
  __atomic_add_fetch (&T.fired, 1, __ATOMIC_ACQ_REL);
  return 1;
}

gt_trace_fn gt_trace (void) { return T.trace; }

int gt_test_variant (void) { return T.variant; }

gt_status gt_test_set_fault (const char *kind, int count, int device,
                             int *nfired)
{
  if (!kind)
    return gt_fail (GT_ERR_INVALID_ARG, "null fault kind");
  if (device < -1 || device >= GT_DEVICE_SLOTS)
    return gt_fail (GT_ERR_INVALID_ARG, "invalid device index %d", device);
  if (strcmp (kind, "none") == 0)
    {
      memset (T.countdown, 0, sizeof T.countdown);
      T.device[GT_FAULT_ALLOC] = T.device[GT_FAULT_LAUNCH] = -1;
    }
  else if (count < 1 || count > 1000000)
    return gt_fail (GT_ERR_INVALID_ARG, "the fault count must be 1 to "
                    "1000000, not %d", count);
  else if (strcmp (kind, "alloc") == 0)
    T.countdown[GT_FAULT_ALLOC] = count, T.device[GT_FAULT_ALLOC] = device;
  else if (strcmp (kind, "launch") == 0)
    T.countdown[GT_FAULT_LAUNCH] = count, T.device[GT_FAULT_LAUNCH] = device;
  else
    return gt_fail (GT_ERR_INVALID_ARG, "unknown fault '%s' (alloc, launch "
                    "or none)", kind);
  if (nfired)
    *nfired = T.fired;
  return GT_OK;
}

void gt_test_set_trace (gt_trace_fn fn) { T.trace = fn; }

gt_status gt_test_set_variant (int variant)
{
  if (variant < -1 || variant > 1000)
    return gt_fail (GT_ERR_INVALID_ARG, "invalid variant %d", variant);
  T.variant = variant;
  return GT_OK;
}
