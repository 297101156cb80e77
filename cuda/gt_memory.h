/*
 * gt_memory.h - device buffers and host <-> device transfers for the
 * dispatchers (internal to the CUDA side of the core).
 *
 * Device buffers come from a cache: a released buffer is kept for the next
 * call of a similar size, so the steady state does no cudaMalloc/cudaFree.
 * The cache is bounded (GPUTILED_CACHE_MB, default a quarter of the device's
 * memory) and is emptied by gt_memory_release () (gpu_reset, unload, exit)
 * and whenever an allocation would otherwise fail.
 *
 * Transfers go through a small pool of pinned staging buffers: the host
 * thread pool (gt_hostcopy) copies one chunk into a pinned slot while the
 * DMA engine moves the previous one, so a pageable Octave array crosses the
 * link at close to the pinned rate.
 */
#ifndef GT_MEMORY_H
#define GT_MEMORY_H

#include <cuda_runtime.h>
#include "gt_internal.h"

/* A device buffer of at least BYTES (NULL for 0), from the cache when it
   has one.  WHAT names it in an out-of-memory message. */
gt_status gt_dev_get (void **p, size_t bytes, const char *what);

/* Give a buffer back to the cache (NULL is fine).  Only once the work on
   STREAM that uses it is ordered before its next use: the dispatchers use
   one stream, so stream order guarantees it. */
void gt_dev_put (void *p);

/* Host (rows x cols, leading dimension rows) -> device (leading dimension
   dld >= rows) on STREAM.  Returns when the host array may be reused (its
   last chunk is in a pinned slot); the copies complete in stream order. */
gt_status gt_h2d_matrix (void *dst, size_t dld, const void *src, size_t rows,
                         size_t cols, size_t es, cudaStream_t stream);

/* Device (leading dimension sld) -> host (rows x cols, dense) on STREAM,
   after the work already queued there.  Returns when the host array holds
   the result. */
gt_status gt_d2h_matrix (void *dst, const void *src, size_t sld, size_t rows,
                         size_t cols, size_t es, cudaStream_t stream);

/* Bytes the cache holds (in use and idle). */
void gt_memory_stats (size_t *in_use, size_t *cached);

/* Free every cached device buffer and the pinned pool. */
void gt_memory_release (void);

#endif /* GT_MEMORY_H */
