/*
 * gt_fault.c - fault injection for the tests (gt_debug_fault in gputiled.h).
 *
 * A test arms a fault with a countdown; the core asks gt_fault_fires at the
 * two places where the device can refuse work: every device allocation
 * (gt_dev_get) and every check after a kernel launch
 * (gt_launch_error).  When the countdown reaches zero the fault fires once:
 * the allocation then asks the device for more memory than any device has,
 * and the launch check launches a kernel the runtime refuses, so the error
 * paths run on real CUDA errors, not on simulated status codes.
 *
 * Calls into the core come from one Octave thread at a time, like the rest
 * of the core's state (the context, the buffer cache): plain ints suffice.
 */
#include <string.h>

#include "gt_internal.h"

static int countdown[GT_FAULT_NKINDS]; /* 0: not armed */
static int fired;

int gt_fault_fires (gt_fault_kind kind)
{
  if ((unsigned) kind >= GT_FAULT_NKINDS || countdown[kind] == 0)
    return 0;
  if (--countdown[kind] > 0)
    return 0;
  fired++;
  return 1;
}

gt_status gt_debug_fault (const char *kind, int count, int *nfired)
{
  gt_clear_error ();
  if (!kind)
    return gt_fail (GT_ERR_INVALID_ARG, "null fault kind");
  if (strcmp (kind, "none") == 0)
    memset (countdown, 0, sizeof countdown);
  else if (count < 1 || count > 1000000)
    return gt_fail (GT_ERR_INVALID_ARG, "the fault count must be 1 to "
                    "1000000, not %d", count);
  else if (strcmp (kind, "alloc") == 0)
    countdown[GT_FAULT_ALLOC] = count;
  else if (strcmp (kind, "launch") == 0)
    countdown[GT_FAULT_LAUNCH] = count;
  else
    return gt_fail (GT_ERR_INVALID_ARG, "unknown fault '%s' (alloc, launch "
                    "or none)", kind);
  if (nfired)
    *nfired = fired;
  return GT_OK;
}
