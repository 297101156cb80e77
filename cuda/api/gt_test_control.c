/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_test_control.c - the one entry for test and benchmark hooks
 * (gt_test_control in gputiled.h), sqlite's test_control style: fault
 * injection, the copy threads' self-check, re-reading the configuration,
 * the trace hook, the forced kernel variant and the switch of the
 * test-only host backend (engine/host_device.cu).  The hooks' state is the
 * leaf's (base/gt_test_state.c, which says how faults fire); this entry
 * sets it and reaches the engine's self-checks.
 */
#include <stdarg.h>

#include "gt_internal.h"

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
        st = gt_test_set_fault (kind, count, -1, va_arg (ap, int *));
        break;
      }
    case GT_TEST_FAULT_DEVICE:
      {
        const char *kind = va_arg (ap, const char *);
        const int count = va_arg (ap, int);
        const int device = va_arg (ap, int);
        st = gt_test_set_fault (kind, count, device, va_arg (ap, int *));
        break;
      }
    case GT_TEST_SPLIT:
      {
        const size_t n = va_arg (ap, size_t), step = va_arg (ap, size_t);
        const int ndev = va_arg (ap, int);
        const double *speed = va_arg (ap, const double *);
        const double *cap = va_arg (ap, const double *);
        size_t *share = va_arg (ap, size_t *);
        if (ndev < 1 || ndev > GT_MAX_DEVICES || !speed || !cap || !share)
          st = gt_fail (GT_ERR_INVALID_ARG, "a split over 1 to %d devices "
                        "needs their speeds, caps and room for the shares",
                        GT_MAX_DEVICES);
        else
          gt_split_work (n, step, ndev, speed, cap, share);
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
      gt_test_set_trace (va_arg (ap, gt_trace_fn));
      break;
    case GT_TEST_VARIANT:
      st = gt_test_set_variant (va_arg (ap, int));
      break;
    case GT_TEST_HOST_DEVICE:
      st = gt_host_device_set (va_arg (ap, int));
      break;
    default:
      st = gt_fail (GT_ERR_INVALID_ARG, "unknown test-control operation %d",
                    (int) op);
    }
  va_end (ap);
  return st;
}
