/*
 * gt_hostcopy.c - memcpy on several host threads.
 *
 * Why: Octave's arrays live in pageable memory.  A DMA engine only reads or
 * writes page-locked (pinned) memory, so every transfer is really two copies:
 * pageable <-> pinned by the CPU, pinned <-> device by the DMA engine.  The
 * CUDA driver does the first on one thread (about 10 GB/s in, 20 GB/s out on
 * the H200 machine) while the link could take 55 GB/s.  Splitting the CPU
 * copy over several threads, and overlapping it with the DMA of the previous
 * chunk, closes most of that gap.  Writing an Octave result this way also
 * spreads its first-touch page faults over the threads.
 *
 * A small persistent pool: the calling thread copies one slice itself and
 * N-1 workers copy the others; gt_hostcopy_shutdown joins them.  Plain C and
 * POSIX threads; no CUDA.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <sys/mman.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gt_internal.h"

#define GT_MAX_COPY_THREADS 16

static struct
{
  int started;
  int nworkers;
  pthread_t tid[GT_MAX_COPY_THREADS];
  pthread_mutex_t mu;
  pthread_cond_t go, done;
  unsigned long generation; /* bumped for every job */
  int pending;              /* workers still copying the current job */
  int quit;
  unsigned long first;      /* the generation when the workers started */
  /* The current job: HEIGHT rows of WIDTH bytes, at pitches DPITCH and
     SPITCH; a contiguous copy is one row.  Worker W copies bytes
     [W * SLICE, (W+1) * SLICE) of a single row, or rows
     [W * SLICE, (W+1) * SLICE) of several. */
  char *dst;
  const char *src;
  size_t dpitch, spitch, width, height, slice;
} pool = { 0, 0, { 0 }, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
           PTHREAD_COND_INITIALIZER, 0, 0, 0, 0, NULL, NULL, 0, 0, 0, 0, 0 };

/* Slice W of the current job (slice 0 is the caller's). */
static void copy_slice (int w)
{
  size_t lo = (size_t) w * pool.slice, hi = lo + pool.slice;

  if (pool.height == 1)
    {
      if (lo < pool.width)
        memcpy (pool.dst + lo, pool.src + lo,
                (hi < pool.width ? hi : pool.width) - lo);
      return;
    }
  for (size_t r = lo; r < hi && r < pool.height; r++)
    memcpy (pool.dst + r * pool.dpitch, pool.src + r * pool.spitch,
            pool.width);
}

static void *worker (void *arg)
{
  const int w = (int) (size_t) arg;
  unsigned long seen;

  pthread_mutex_lock (&pool.mu);
  /* Jobs before this start (a pool shut down by gpu_reset and started
     again) are not ours: their buffers may be gone. */
  seen = pool.first;
  for (;;)
    {
      while (!pool.quit && pool.generation == seen)
        pthread_cond_wait (&pool.go, &pool.mu);
      if (pool.quit)
        break;
      seen = pool.generation;
      pthread_mutex_unlock (&pool.mu);
      copy_slice (w);
      pthread_mutex_lock (&pool.mu);
      if (--pool.pending == 0)
        pthread_cond_signal (&pool.done);
    }
  pthread_mutex_unlock (&pool.mu);
  return NULL;
}

static int default_threads (void)
{
  const char *env = getenv ("GPUTILED_COPY_THREADS");
  long n = env ? strtol (env, NULL, 10) : 0;
  if (n <= 0)
    {
      /* One per core, up to 16: on the H200 machine (16 cores) 16 threads
         copy 128 MB at 66 GB/s, 8 at 47 (bench/host_bench.cu). */
      n = sysconf (_SC_NPROCESSORS_ONLN);
    }
  if (n < 1)
    n = 1;
  return (int) (n > GT_MAX_COPY_THREADS ? GT_MAX_COPY_THREADS : n);
}

static void start (void)
{
  int want = default_threads () - 1;
  sigset_t all, old;

  /* The workers inherit a mask that blocks every signal: Octave's handlers
     (SIGCHLD from gnuplot or system (), SIGINT, ...) must run on Octave's
     own thread, never on one of ours. */
  sigfillset (&all);
  pthread_sigmask (SIG_SETMASK, &all, &old);
  pool.nworkers = 0;
  pool.first = pool.generation;
  for (int w = 1; w <= want; w++)
    {
      if (pthread_create (&pool.tid[w - 1], NULL, worker, (void *) (size_t) w))
        break; /* fewer threads is still correct */
      pool.nworkers++;
    }
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  pool.started = 1;
}

int gt_hostcopy_threads (void)
{
  if (!pool.started)
    start ();
  return pool.nworkers + 1;
}

void gt_hostcopy2d (void *dst, size_t dpitch, const void *src, size_t spitch,
                    size_t width, size_t height)
{
  const size_t bytes = width * height;
  int serial;

  if (height == 0 || width == 0)
    return;
  if (width == dpitch && width == spitch)
    width = bytes, height = 1; /* dense: one row */
  /* Below a few hundred KB, waking threads costs more than it saves. */
  serial = bytes < ((size_t) 512 << 10);
  if (!serial && !pool.started)
    start ();
  if (serial || pool.nworkers == 0)
    {
      for (size_t r = 0; r < height; r++)
        memcpy ((char *) dst + r * dpitch, (const char *) src + r * spitch,
                width);
      return;
    }
  pthread_mutex_lock (&pool.mu);
  pool.dst = (char *) dst;
  pool.src = (const char *) src;
  pool.dpitch = dpitch;
  pool.spitch = spitch;
  pool.width = width;
  pool.height = height;
  if (height == 1) /* slices of whole 4 KB pages: no page faulted twice */
    pool.slice = ((width + pool.nworkers) / (size_t) (pool.nworkers + 1)
                  + 4095) & ~(size_t) 4095;
  else
    pool.slice = (height + pool.nworkers) / (size_t) (pool.nworkers + 1);
  pool.pending = pool.nworkers;
  pool.generation++;
  pthread_cond_broadcast (&pool.go);
  pthread_mutex_unlock (&pool.mu);

  copy_slice (0);

  pthread_mutex_lock (&pool.mu);
  while (pool.pending > 0)
    pthread_cond_wait (&pool.done, &pool.mu);
  pthread_mutex_unlock (&pool.mu);
}

void gt_hostcopy (void *dst, const void *src, size_t bytes)
{
  gt_hostcopy2d (dst, bytes, src, bytes, bytes, 1);
}

/* Transparent huge pages for the 2 MB-aligned interior of a result nobody
   has touched yet: its first touch (by the copy threads) then costs one
   fault per 2 MB instead of per 4 KB.  Only a hint; errors are ignored. */
void gt_host_fresh_output (void *p, size_t bytes)
{
#ifdef MADV_HUGEPAGE
  const uintptr_t huge = (uintptr_t) 2 << 20;
  uintptr_t a = ((uintptr_t) p + huge - 1) & ~(huge - 1);
  uintptr_t e = ((uintptr_t) p + bytes) & ~(huge - 1);
  if (e > a)
    (void) madvise ((void *) a, e - a, MADV_HUGEPAGE);
#else
  (void) p;
  (void) bytes;
#endif
}

void gt_hostcopy_shutdown (void)
{
  if (!pool.started)
    return;
  pthread_mutex_lock (&pool.mu);
  pool.quit = 1;
  pthread_cond_broadcast (&pool.go);
  pthread_mutex_unlock (&pool.mu);
  for (int w = 0; w < pool.nworkers; w++)
    pthread_join (pool.tid[w], NULL);
  pool.nworkers = 0;
  pool.quit = 0;
  pool.started = 0;
}
