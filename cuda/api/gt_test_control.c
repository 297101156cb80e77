/*
 * gt_test_control.c - the one entry for test and benchmark hooks
 * (gt_test_control in gputiled.h), sqlite's test_control style: fault
 * injection, the copy threads' self-check, re-reading the configuration,
 * the trace hook and the forced kernel variant.
 *
 * Faults: a test arms one with a countdown; the core asks gt_fault_fires at
 * the two places where the device can refuse work: every device allocation
 * (gt_dev_get) and every check after a kernel launch (gt_launch_error).
 * When the countdown reaches zero the fault fires once: the allocation then
 * asks the device for more memory than any device has, and the launch check
 * launches a kernel the runtime refuses, so the error paths run on real CUDA
 * errors, not on simulated status codes.
 *
 * Calls into the core come from one Octave thread at a time, like the rest
 * of the core's state (the context, the buffer cache): plain ints suffice.
 */
#include <stdarg.h>
#include <string.h>

#include "gt_internal.h"

static struct
{
  int countdown[GT_FAULT_NKINDS]; /* 0: not armed */
  int fired;
  gt_trace_fn trace;
  int variant;
} T = { { 0, 0 }, 0, NULL, -1 };

int gt_fault_fires (gt_fault_kind kind)
{
  if ((unsigned) kind >= GT_FAULT_NKINDS || T.countdown[kind] == 0)
    return 0;
  if (--T.countdown[kind] > 0)
    return 0;
  T.fired++;
  return 1;
}

gt_trace_fn gt_trace (void) { return T.trace; }

int gt_test_variant (void) { return T.variant; }

static gt_status fault (const char *kind, int count, int *nfired)
{
  if (!kind)
    return gt_fail (GT_ERR_INVALID_ARG, "null fault kind");
  if (strcmp (kind, "none") == 0)
    memset (T.countdown, 0, sizeof T.countdown);
  else if (count < 1 || count > 1000000)
    return gt_fail (GT_ERR_INVALID_ARG, "the fault count must be 1 to "
                    "1000000, not %d", count);
  else if (strcmp (kind, "alloc") == 0)
    T.countdown[GT_FAULT_ALLOC] = count;
  else if (strcmp (kind, "launch") == 0)
    T.countdown[GT_FAULT_LAUNCH] = count;
  else
    return gt_fail (GT_ERR_INVALID_ARG, "unknown fault '%s' (alloc, launch "
                    "or none)", kind);
  if (nfired)
    *nfired = T.fired;
  return GT_OK;
}

gt_status gt_test_control (gt_test_op op, ...)
{
  gt_status st = GT_OK;
  va_list ap;

  gt_clear_error ();
  va_start (ap, op);
  switch (op)
    {
    case GT_TEST_FAULT:
      {
        const char *kind = va_arg (ap, const char *);
        const int count = va_arg (ap, int);
        st = fault (kind, count, va_arg (ap, int *));
        break;
      }
    case GT_TEST_HOSTCOPY_CHECK:
      {
        const int rounds = va_arg (ap, int);
        const unsigned long seed = va_arg (ap, unsigned long);
        st = gt_hostcopy_selfcheck (rounds, seed, va_arg (ap, long *));
        break;
      }
    case GT_TEST_RELOAD_CONFIG:
      gt_config_reload ();
      break;
    case GT_TEST_TRACE:
      T.trace = va_arg (ap, gt_trace_fn);
      break;
    case GT_TEST_VARIANT:
      {
        const int v = va_arg (ap, int);
        if (v < -1 || v > 1000)
          st = gt_fail (GT_ERR_INVALID_ARG, "invalid variant %d", v);
        else
          T.variant = v;
        break;
      }
    default:
      st = gt_fail (GT_ERR_INVALID_ARG, "unknown test-control operation %d",
                    (int) op);
    }
  va_end (ap);
  return st;
}
