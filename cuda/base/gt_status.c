/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_status.c - the leaf of the core (cuda/base/: it calls nothing
 * of the package): the error detail of the calling thread (gt_fail,
 * gt_last_error), the status names, and the device the calling thread
 * works for.  Plain C.
 */
#include <stdarg.h>
#include <stdio.h>

#include "gt_base.h"

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#  define GT_THREAD_LOCAL _Thread_local
#else
#  define GT_THREAD_LOCAL __thread
#endif

static GT_THREAD_LOCAL char gt_errbuf[512];
static GT_THREAD_LOCAL int gt_thread_dev = -1;

void gt_set_thread_device (int device) { gt_thread_dev = device; }

int gt_thread_device (void) { return gt_thread_dev; }

gt_status gt_fail (gt_status s, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (gt_errbuf, sizeof gt_errbuf, fmt, ap);
  va_end (ap);
  return s;
}

void gt_clear_error (void) { gt_errbuf[0] = '\0'; }

const char *gt_last_error (void) { return gt_errbuf; }

const char *gt_status_name (gt_status s)
{
  switch (s)
    {
    case GT_OK:                return "GT_OK";
    case GT_ERR_INVALID_ARG:   return "GT_ERR_INVALID_ARG";
    case GT_ERR_NOT_SUPPORTED: return "GT_ERR_NOT_SUPPORTED";
    case GT_ERR_SIZE:          return "GT_ERR_SIZE";
    case GT_ERR_NO_DEVICE:     return "GT_ERR_NO_DEVICE";
    case GT_ERR_OUT_OF_MEMORY: return "GT_ERR_OUT_OF_MEMORY";
    case GT_ERR_BAD_DEVICE:    return "GT_ERR_BAD_DEVICE";
    case GT_ERR_CUDA:          return "GT_ERR_CUDA";
    case GT_ERR_STALE:         return "GT_ERR_STALE";
    case GT_ERR_MISSING_LIBRARY: return "GT_ERR_MISSING_LIBRARY";
    }
  return "GT_ERR_UNKNOWN";
}
