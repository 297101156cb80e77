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
  char *dst;
  const char *src;
  size_t bytes, slice;
} pool = { 0, 0, { 0 }, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
           PTHREAD_COND_INITIALIZER, 0, 0, 0, NULL, NULL, 0, 0 };

/* Slice W of the current job (slice 0 is the caller's). */
static void copy_slice (int w)
{
  size_t off = (size_t) w * pool.slice;
  if (off < pool.bytes)
    {
      size_t len = pool.bytes - off < pool.slice ? pool.bytes - off : pool.slice;
      memcpy (pool.dst + off, pool.src + off, len);
    }
}

static void *worker (void *arg)
{
  const int w = (int) (size_t) arg;
  unsigned long seen = 0;

  pthread_mutex_lock (&pool.mu);
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
      n = sysconf (_SC_NPROCESSORS_ONLN);
      n = n > 8 ? 8 : n; /* a few threads saturate a socket's memory */
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

void gt_hostcopy (void *dst, const void *src, size_t bytes)
{
  /* Below a few hundred KB, waking threads costs more than it saves. */
  if (bytes < ((size_t) 512 << 10))
    {
      memcpy (dst, src, bytes);
      return;
    }
  if (!pool.started)
    start ();
  if (pool.nworkers == 0)
    {
      memcpy (dst, src, bytes);
      return;
    }
  pthread_mutex_lock (&pool.mu);
  pool.dst = (char *) dst;
  pool.src = (const char *) src;
  pool.bytes = bytes;
  /* Slices of whole 4 KB pages, so no two threads fault the same page. */
  pool.slice = ((bytes + pool.nworkers) / (size_t) (pool.nworkers + 1) + 4095)
               & ~(size_t) 4095;
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
