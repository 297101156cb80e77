/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * memory.h - device buffers and the pinned staging pool for the engine (internal to the CUDA side of the core).
 *
 * Device buffers come from a cache: a released buffer is kept for the next
 * call of a similar size, so the steady state does no cudaMalloc/cudaFree.
 * The cache is bounded (GPUTILED_CACHE_MB, default a quarter of the device's
 * memory) and is emptied by gt_memory_release () (gpu_reset, unload, exit)
 * and whenever an allocation would otherwise fail.
 *
 * Transfers go through a small pool of pinned staging buffers: the copy
 * threads (hostcopy.c) fill some slots while the DMA engine empties
 * others, so a pageable Octave array crosses the link at close to the
 * pinned rate.  The staging engine that does it is stage.cu.
 */
#ifndef GT_MEMORY_H
#define GT_MEMORY_H

#include <cuda_runtime.h>
#include "gt_internal.h"
#include "hostcopy.h"

/* Every device has its own cache and staging pool: those of the device
   the calling thread works for (context.cu, gt_ctx_bind), which is the
   primary one unless a call spread over several devices bound it to
   another. */
int gt_ctx_current (void);

/* A device buffer of at least BYTES (NULL for 0), from the cache when it
   has one.  WHAT names it in an out-of-memory message. */
gt_status gt_dev_get (void **p, size_t bytes, const char *what);

/* Give a buffer back to the cache (NULL is fine).  Only once the work on
   STREAM that uses it is ordered before its next use: the dispatchers use
   one stream, so stream order guarantees it. */
void gt_dev_put (void *p);

/* The pinned staging pool: two rings (uploads, downloads) of GT_RING_SLOTS
   slots of gt_stage_bytes () each; each slot has an event, recorded after
   the last DMA that used it.  The staging engine (stage.cu) uses them.
   gt_stage_ready creates the pool; false if pinned memory is unavailable
   (a locked-memory limit, say). */
enum { GT_RING_IN, GT_RING_OUT, GT_NRINGS };
#define GT_RING_SLOTS 4
bool gt_stage_ready (void);
size_t gt_stage_bytes (void);
void *gt_stage_slot (int ring, int i);
cudaEvent_t gt_stage_event (int ring, int i);

/* Bytes the cache holds (in use and idle); _of: device DEVICE's. */
void gt_memory_stats (size_t *in_use, size_t *cached);
void gt_memory_stats_of (int device, size_t *in_use, size_t *cached);

/* Free every cached device buffer and the pinned pool (of the calling
   thread's device). */
void gt_memory_release (void);

#endif /* GT_MEMORY_H */
