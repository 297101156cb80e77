/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_test_control.c - the one entry for test and benchmark hooks
 * (gt_test_control in gputiled.h), sqlite's test_control style: fault
 * injection, the copy threads' self-check, re-reading the configuration,
 * the trace hook, the forced kernel variant and the switch of the
 * test-only host backend (engine/host_device.cu).
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
#include <stdarg.h>
#include <string.h>

#include "gt_internal.h"

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

static gt_status fault (const char *kind, int count, int device,
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
        st = fault (kind, count, -1, va_arg (ap, int *));
        break;
      }
    case GT_TEST_FAULT_DEVICE:
      {
        const char *kind = va_arg (ap, const char *);
        const int count = va_arg (ap, int);
        const int device = va_arg (ap, int);
        st = fault (kind, count, device, va_arg (ap, int *));
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
