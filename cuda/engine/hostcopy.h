/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * hostcopy.h - host memory copies on the copy threads (hostcopy.c),
 * for the CUDA side of the core.  Plain C; no CUDA types.
 */
#ifndef GT_HOSTCOPY_H
#define GT_HOSTCOPY_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How urgent a queued job is: uploads feed the kernels, downloads free
   staging slots, touching a fresh result only saves the copies time. */
enum { GT_PRIO_IN = 0, GT_PRIO_OUT = 1, GT_PRIO_TOUCH = 2 };

/* Queue a copy of HEIGHT rows of WIDTH bytes between pitched host arrays;
   returns its ticket (0, always done, for an empty copy). */
unsigned long gt_hostcopy_submit (int prio, void *dst, size_t dpitch,
                                  const void *src, size_t spitch,
                                  size_t width, size_t height);

/* Queue making the pages of a fresh array present and writable, without
   changing what is in them (GT_PRIO_TOUCH). */
unsigned long gt_host_touch_submit (void *p, size_t bytes);

/* Whether TICKET is done, without blocking; when it is, *T0 and *T1 (if
   not NULL) get when its first slice started and its last one ended
   (gt_now_ms; 0 if no longer known). */
int gt_hostcopy_done (unsigned long ticket, double *t0, double *t1);

/* Run one slice of the most urgent queued job no less urgent than
   MAX_PRIO on the calling thread; 0 if there was none. */
int gt_hostcopy_help (int max_prio);

/* Block until TICKET is done (helping with it), or every job is. */
void gt_hostcopy_wait (unsigned long ticket);
void gt_hostcopy_wait_all (void);

/* Copy now (queued as GT_PRIO_IN and waited for; small copies on the
   calling thread alone). */
void gt_hostcopy (void *dst, const void *src, size_t bytes);
void gt_hostcopy2d (void *dst, size_t dpitch, const void *src, size_t spitch,
                    size_t width, size_t height);

/* A freshly allocated result of BYTES at P may take huge pages (its first
   touch costs a third as much on the H200 machine). */
void gt_host_fresh_output (void *p, size_t bytes);

/* Before a large transfer: the host BLAS's worker threads (OpenBLAS's
   spin for a while after each call, on every core) are stopped, so that
   they do not compete with the copy threads; the BLAS starts them again
   at its next threaded call, as it does after every fork.  Nothing where
   the BLAS is another, or GPUTILED_BLAS_QUIET=0. */
void gt_host_quiet_blas (void);

/* Threads that copy (the caller included); joins them, once every job is
   done. */
int gt_hostcopy_threads (void);
void gt_hostcopy_shutdown (void);

#ifdef __cplusplus
}
#endif

#endif /* GT_HOSTCOPY_H */
