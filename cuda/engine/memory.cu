/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * memory.cu - the device buffer cache and the pinned staging pool
 * (see memory.h for what they promise).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vector>

#include "engine.h"
#include "memory.h"
#include "session.h"


static gt_status cuda_error (cudaError_t e, const char *what)
{
  (void) cudaGetLastError ();
  return gt_fail (e == cudaErrorMemoryAllocation ? GT_ERR_OUT_OF_MEMORY
                                                 : GT_ERR_CUDA,
                  "%s failed: %s (%s)", what, cudaGetErrorString (e),
                  cudaGetErrorName (e));
}

/* ------------------------------------------------------------------ */
/* Device buffer cache                                                 */

namespace {

/* Each device's cache is its part of the session (session.h); the
   calling thread's device picks it (gt_ctx_current). */
typedef gt_sess_block Block;
typedef gt_sess_cache Cache;

size_t cache_limit ()
{
  size_t &limit = gt_here ().cache.limit;
  if (!limit)
    {
      const double mb = gt_cfg ()->cache_mb;
      size_t free_b = 0, total_b = 0;
      if (mb >= 0)
        limit = (size_t) (mb * 1048576.0);
      else if (cudaMemGetInfo (&free_b, &total_b) == cudaSuccess)
        limit = total_b / 4;
      else
        {
          (void) cudaGetLastError ();
          limit = (size_t) 1 << 30;
        }
      if (!limit)
        limit = 1; /* GPUTILED_CACHE_MB=0: keep (almost) nothing */
    }
  return limit;
}

/* Sizes are rounded so that buffers of nearby sizes can be reused: to
   whole 2 MB pages, the driver's own granule.  Every buffer under 2 MB is
   one page, so any idle small buffer serves any small request: a run of
   calls on ever new small shapes needs no new memory once it has held as
   many small buffers at once as it ever will (a call holds four at most). */
size_t round_size (size_t b)
{
  const size_t page = (size_t) 2 << 20;
  return b <= page ? page : (b + page - 1) / page * page;
}

void free_idle (size_t keep)
{
  Cache &c = gt_here ().cache;
  std::vector<Block> &blocks = c.blocks;
  size_t &bytes_idle = c.bytes_idle;
  while (bytes_idle > keep)
    {
      size_t victim = (size_t) -1;
      for (size_t i = 0; i < blocks.size (); i++)
        if (!blocks[i].used
            && (victim == (size_t) -1 || blocks[i].stamp < blocks[victim].stamp))
          victim = i;
      if (victim == (size_t) -1)
        break;
      cudaFree (blocks[victim].p);
      bytes_idle -= blocks[victim].bytes;
      blocks.erase (blocks.begin () + (long) victim);
    }
  (void) cudaGetLastError ();
}

} // namespace

gt_status gt_dev_get (void **p, size_t bytes, const char *what)
{
  Cache &c = gt_here ().cache;
  std::vector<Block> &blocks = c.blocks;
  size_t want, best = (size_t) -1;
  cudaError_t e;

  *p = NULL;
  if (bytes == 0)
    return GT_OK;
  if (gt_fault_fires (GT_FAULT_ALLOC)) /* tests: a real failed cudaMalloc */
    bytes = GT_FAULT_BYTES;
  want = round_size (bytes);
  /* The smallest idle block that fits and wastes at most half of itself. */
  for (size_t i = 0; i < blocks.size (); i++)
    if (!blocks[i].used && blocks[i].bytes >= want
        && blocks[i].bytes / 2 <= want
        && (best == (size_t) -1 || blocks[i].bytes < blocks[best].bytes))
      best = i;
  if (best != (size_t) -1)
    {
      blocks[best].used = true;
      c.bytes_idle -= blocks[best].bytes;
      c.bytes_used += blocks[best].bytes;
      *p = blocks[best].p;
      return GT_OK;
    }
  e = cudaMalloc (p, want);
  if (e == cudaErrorMemoryAllocation)
    {
      (void) cudaGetLastError ();
      free_idle (0); /* the cache must never cause an out-of-memory */
      e = cudaMalloc (p, want);
    }
  if (e != cudaSuccess)
    {
      *p = NULL;
      (void) cudaGetLastError ();
      if (e == cudaErrorMemoryAllocation)
        {
          size_t free_b = 0, total_b = 0;
          cudaMemGetInfo (&free_b, &total_b);
          (void) cudaGetLastError ();
          return gt_fail (GT_ERR_OUT_OF_MEMORY,
                          "out of device memory: %s needs %.1f MiB, %.1f MiB "
                          "of %.1f MiB free", what, bytes / 1048576.0,
                          free_b / 1048576.0, total_b / 1048576.0);
        }
      return cuda_error (e, "cudaMalloc");
    }
  blocks.push_back (Block{ *p, want, true, 0 });
  c.bytes_used += want;
  return GT_OK;
}

void gt_dev_put (void *p)
{
  Cache &c = gt_here ().cache;
  if (!p)
    return;
  for (Block &b : c.blocks)
    if (b.p == p && b.used)
      {
        b.used = false;
        b.stamp = ++c.clock_ticks;
        c.bytes_used -= b.bytes;
        c.bytes_idle += b.bytes;
        free_idle (cache_limit ());
        return;
      }
  cudaFree (p); /* not ours: should not happen, but never leak */
  (void) cudaGetLastError ();
}

void gt_memory_stats_of (int device, size_t *in_use, size_t *cached)
{
  const Cache &c = gt_device_state (device >= 0 && device < GT_DEVICE_SLOTS
                                     ? device : 0).cache;
  if (in_use)
    *in_use = c.bytes_used;
  if (cached)
    *cached = c.bytes_used + c.bytes_idle;
}

void gt_memory_stats (size_t *in_use, size_t *cached)
{
  gt_memory_stats_of (gt_ctx_current (), in_use, cached);
}

/* ------------------------------------------------------------------ */
/* Pinned staging pool                                                 */

namespace {

enum { NSLOTS = GT_RING_SLOTS, NALL = GT_NRINGS * GT_RING_SLOTS };

/* Each device's pool is its part of the session (session.h): ring r's
   slot i is slot[r * NSLOTS + i]; the transfers below use ring
   GT_RING_IN's slots.  Each device's DMAs have their own slots and
   events. */
typedef gt_sess_pool Pool;

Pool &my_pool () { return gt_here ().pool; }

void pool_free ()
{
  Pool &pool = my_pool ();
  for (int s = 0; s < NALL; s++)
    {
      if (pool.done[s])
        {
          cudaEventSynchronize (pool.done[s]);
          cudaEventDestroy (pool.done[s]);
        }
      if (pool.slot[s])
        cudaFreeHost (pool.slot[s]);
    }
  (void) cudaGetLastError ();
  memset (&pool, 0, sizeof pool);
}

/* The pool, created on first use.  Without pinned memory (a locked-memory
   limit, say) the transfers fall back to the driver's own staging. */
bool pool_ok ()
{
  Pool &pool = my_pool ();
  if (pool.ready)
    return pool.ready > 0;
  pool.bytes = gt_cfg ()->stage_mb << 20;
  for (int s = 0; s < NALL; s++)
    if (cudaHostAlloc (&pool.slot[s], pool.bytes,
                       cudaHostAllocPortable | cudaHostAllocMapped)
            != cudaSuccess
        || cudaEventCreateWithFlags (&pool.done[s], cudaEventDisableTiming)
               != cudaSuccess)
      {
        pool_free ();
        pool.ready = -1;
        return false;
      }
  pool.ready = 1;
  return true;
}

} // namespace

bool gt_stage_ready (void) { return pool_ok (); }
size_t gt_stage_bytes (void) { return my_pool ().bytes; }
void *gt_stage_slot (int ring, int i)
{
  return my_pool ().slot[ring * NSLOTS + i];
}
cudaEvent_t gt_stage_event (int ring, int i)
{
  return my_pool ().done[ring * NSLOTS + i];
}

void gt_memory_release (void)
{
  Cache &c = gt_here ().cache;
  free_idle (0);
  for (Block &b : c.blocks) /* in use only if a call is still running */
    cudaFree (b.p);
  c.blocks.clear ();
  c.bytes_used = c.bytes_idle = 0;
  c.limit = 0;
  pool_free ();
  (void) cudaGetLastError ();
}

/* The public cache statistics (gputiled.h): the primary device's, or
   DEVICE's; zeros for a device without a context. */
void gt_cache_stats (int *device, size_t *in_use, size_t *held)
{
  if (device)
    *device = gt_ctx_primary ();
  gt_cache_stats_of (gt_ctx_primary (), in_use, held);
}

void gt_cache_stats_of (int device, size_t *in_use, size_t *held)
{
  size_t u = 0, h = 0;
  if (gt_ctx_ready (device))
    gt_memory_stats_of (device, &u, &h);
  if (in_use)
    *in_use = u;
  if (held)
    *held = h;
}
