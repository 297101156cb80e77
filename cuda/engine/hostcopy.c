/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * hostcopy.c - host memory copies on several threads, as queued jobs.
 *
 * Why: Octave's arrays live in pageable memory.  A DMA engine only reads or
 * writes page-locked (pinned) memory, so every transfer is really two copies:
 * pageable <-> pinned by the CPU, pinned <-> device by the DMA engine.  The
 * CUDA driver does the first on one thread (about 10 GB/s in, 20 GB/s out on
 * the H200 machine) while the link could take 55 GB/s.  Splitting the CPU
 * copy over several threads, and overlapping it with the DMA of other
 * chunks, closes most of that gap.
 *
 * A persistent pool of N-1 workers (N: one per core, at most 32) takes
 * slices of queued jobs: the most urgent job first (GT_PRIO_IN, then
 * GT_PRIO_OUT, then GT_PRIO_TOUCH), in submission order within one
 * priority.  Whoever submits gets a ticket and may help with slices while
 * it waits, so the product's driving thread (product.cu) queues
 * the copies of several staging slots, and of both directions, at once and
 * never blocks on one of them.
 *
 * A "touch" job faults in the pages of a fresh result array before the
 * copies reach them, a 2 MB page per slice: a fresh page costs the kernel a
 * fault and zeroing it, and when the copies of one 8 MB slot fault its four
 * huge pages themselves, only four threads can work on them at once.  The
 * pages are made present without being written (MADV_POPULATE_WRITE), or,
 * on kernels without it, by an atomic add of zero to one byte per page,
 * which leaves whatever a copy may have written there already.
 *
 * Copies out of the staging slots into a result write with streaming
 * stores (copy_stream), unless GPUTILED_COPY_NT=0.
 *
 * gt_hostcopy_shutdown joins the workers.  Plain C and POSIX threads; no
 * CUDA.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <dlfcn.h>

#if defined(__x86_64__) || defined(_M_X64)
#include <emmintrin.h>
#define GT_HAVE_STREAM_STORES 1
#endif

#include "gt_internal.h"
#include "hostcopy.h"

#define GT_MAX_COPY_THREADS 64
#define NJOBS 64                          /* jobs queued at once, at most */
#define MIN_SLICE ((size_t) 256 << 10)    /* bytes a slice is worth */
#define HUGE_PAGE ((size_t) 2 << 20)
#define NT_MIN ((size_t) 1 << 20)         /* streaming stores from here */
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23            /* Linux 5.14 */
#endif

enum { JOB_COPY, JOB_TOUCH };

typedef struct
{
  unsigned long id;         /* its ticket; 0: never used */
  int kind, prio;
  char *dst;
  const char *src;
  size_t dpitch, spitch, width, height;
  /* Slice s of a copy: bytes [s * slice, ...) of its single row, or rows
     [s * slice, ...); of a touch: the s-th 2 MB page from dst's. */
  size_t slice, nslices, next, done;
  int nt;                   /* a copy with streaming stores */
  double t0, t1;            /* first slice taken, last one finished */
} job;

static struct
{
  int started;
  int nworkers;
  pthread_t tid[GT_MAX_COPY_THREADS];
  pthread_mutex_t mu;
  pthread_cond_t go, done;
  int quit;
  unsigned long last_id;    /* tickets handed out */
  int waiting_work;         /* jobs with slices not yet taken */
  int no_populate;          /* MADV_POPULATE_WRITE refused once */
  job jobs[NJOBS];          /* ticket t lives in jobs[t % NJOBS] */
} pool = { 0, 0, { 0 }, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
           PTHREAD_COND_INITIALIZER, 0, 0, 0, 0, { { 0 } } };

static int job_finished (const job *j) { return j->done == j->nslices; }

/* Ticket T is done: its record was reused (only done records are) or says
   so.  Under the lock. */
static int ticket_done (unsigned long t)
{
  const job *j = &pool.jobs[t % NJOBS];
  return t == 0 || j->id != t || job_finished (j);
}

static void touch_range (char *lo, char *hi)
{
  if (!__atomic_load_n (&pool.no_populate, __ATOMIC_RELAXED))
    {
      /* From the page holding LO: the call wants page-aligned starts. */
      char *a = (char *) ((uintptr_t) lo & ~(uintptr_t) 4095);
      if (madvise (a, (size_t) (hi - a), MADV_POPULATE_WRITE) == 0)
        return;
      if (errno != EINVAL && errno != ENOSYS)
        return; /* a hint only: the copies will fault the pages in */
      /* An older kernel: remember, then poke. */
      __atomic_store_n (&pool.no_populate, 1, __ATOMIC_RELAXED);
    }
  const uintptr_t page = 4096;
  for (uintptr_t a = (uintptr_t) lo; a < (uintptr_t) hi;
       a = (a + page) & ~(page - 1))
    __atomic_fetch_add ((volatile char *) a, 0, __ATOMIC_RELAXED);
}

/* memcpy with streaming (non-temporal) stores where the machine has them:
   the destination's lines are written to memory without being read into
   the cache first.  Used for the copies out of the staging slots into a
   result (GT_PRIO_OUT, 1 MB or more): the result is not read again soon,
   so reading its lines for ownership and pushing the cache out for it is
   wasted; the slots' own writes (uploads) stay plain, because the DMA
   engine then reads them from the cache.  On the two-GPU host a 16384
   double product on both devices took 109-111 ms with them against
   109-127 without (bench/journal/multi-gpu.md, twelfth round); streaming the
   uploads too was slower everywhere.  The caller fences (stream_fence)
   before the slice is marked done. */
static void copy_stream (char *dst, const char *src, size_t n)
{
#ifdef GT_HAVE_STREAM_STORES
  size_t head = (64 - ((uintptr_t) dst & 63)) & 63;
  if (head > n)
    head = n;
  memcpy (dst, src, head);
  dst += head, src += head, n -= head;
  const size_t body = n & ~(size_t) 63;
  for (size_t i = 0; i < body; i += 64)
    {
      const __m128i a = _mm_loadu_si128 ((const __m128i *) (src + i));
      const __m128i b = _mm_loadu_si128 ((const __m128i *) (src + i + 16));
      const __m128i c = _mm_loadu_si128 ((const __m128i *) (src + i + 32));
      const __m128i d = _mm_loadu_si128 ((const __m128i *) (src + i + 48));
      _mm_stream_si128 ((__m128i *) (dst + i), a);
      _mm_stream_si128 ((__m128i *) (dst + i + 16), b);
      _mm_stream_si128 ((__m128i *) (dst + i + 32), c);
      _mm_stream_si128 ((__m128i *) (dst + i + 48), d);
    }
  memcpy (dst + body, src + body, n - body);
#else
  memcpy (dst, src, n);
#endif
}

static void stream_fence (void)
{
#ifdef GT_HAVE_STREAM_STORES
  _mm_sfence ();
#endif
}

static void run_slice (job *j, size_t s)
{
  if (j->kind == JOB_TOUCH)
    {
      const uintptr_t base = (uintptr_t) j->dst & ~(uintptr_t) (HUGE_PAGE - 1);
      uintptr_t lo = base + s * HUGE_PAGE, hi = lo + HUGE_PAGE;
      const uintptr_t end = (uintptr_t) j->dst + j->width;
      if (lo < (uintptr_t) j->dst)
        lo = (uintptr_t) j->dst;
      if (hi > end)
        hi = end;
      touch_range ((char *) lo, (char *) hi);
      return;
    }
  size_t lo = s * j->slice, hi = lo + j->slice;
  if (j->height == 1)
    {
      if (hi > j->width)
        hi = j->width;
      if (j->nt)
        {
          copy_stream (j->dst + lo, j->src + lo, hi - lo);
          stream_fence ();
        }
      else
        memcpy (j->dst + lo, j->src + lo, hi - lo);
      return;
    }
  if (hi > j->height)
    hi = j->height;
  for (size_t r = lo; r < hi; r++)
    if (j->nt)
      copy_stream (j->dst + r * j->dpitch, j->src + r * j->spitch, j->width);
    else
      memcpy (j->dst + r * j->dpitch, j->src + r * j->spitch, j->width);
  if (j->nt)
    stream_fence ();
}

/* The most urgent job with a slice left, no less urgent than MAX_PRIO and,
   if ONLY is not 0, that ticket alone; NULL if none.  Under the lock. */
static job *pick (int max_prio, unsigned long only)
{
  job *best = NULL;
  if (only)
    {
      job *j = &pool.jobs[only % NJOBS];
      return j->id == only && j->next < j->nslices ? j : NULL;
    }
  if (pool.waiting_work == 0)
    return NULL;
  for (int i = 0; i < NJOBS; i++)
    {
      job *j = &pool.jobs[i];
      if (j->id && j->next < j->nslices && j->prio <= max_prio
          && (!best || j->prio < best->prio
              || (j->prio == best->prio && j->id < best->id)))
        best = j;
    }
  return best;
}

/* Take a slice of J, run it without the lock, account for it.  Under the
   lock on entry and on return. */
static void work_on (job *j)
{
  const size_t s = j->next++;
  if (s == 0)
    j->t0 = gt_now_ms ();
  if (j->next == j->nslices)
    pool.waiting_work--;
  pthread_mutex_unlock (&pool.mu);
  run_slice (j, s);
  pthread_mutex_lock (&pool.mu);
  if (++j->done == j->nslices)
    {
      j->t1 = gt_now_ms ();
      pthread_cond_broadcast (&pool.done);
    }
}

static void *worker (void *arg)
{
  (void) arg;
  pthread_mutex_lock (&pool.mu);
  for (;;)
    {
      job *j;
      while (!pool.quit && (j = pick (GT_PRIO_TOUCH, 0)) == NULL)
        pthread_cond_wait (&pool.go, &pool.mu);
      if (pool.quit)
        break;
      work_on (j);
    }
  pthread_mutex_unlock (&pool.mu);
  return NULL;
}

static int default_threads (void)
{
  long n = gt_cfg ()->copy_threads;
  if (n <= 0)
    {
      /* One per core, up to 32: on the H200 machine (16 cores) 16
         threads copy 128 MB at 66 GB/s, 8 at 47 (bench/host_bench.cu);
         a host with two GPUs (32 cores) feeds two links at once. */
      n = sysconf (_SC_NPROCESSORS_ONLN);
      if (n > 32)
        n = 32;
    }
  if (n < 1)
    n = 1;
  return (int) (n > GT_MAX_COPY_THREADS ? GT_MAX_COPY_THREADS : n);
}

/* Under the lock. */
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
  for (int w = 0; w < want; w++)
    {
      if (pthread_create (&pool.tid[w], NULL, worker, NULL))
        break; /* fewer threads is still correct */
      pool.nworkers++;
    }
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  pool.started = 1;
}

int gt_hostcopy_threads (void)
{
  pthread_mutex_lock (&pool.mu);
  if (!pool.started)
    start ();
  pthread_mutex_unlock (&pool.mu);
  return pool.nworkers + 1;
}

static unsigned long submit (int kind, int prio, void *dst, size_t dpitch,
                             const void *src, size_t spitch, size_t width,
                             size_t height, size_t slice, size_t nslices)
{
  unsigned long id;
  job *j;

  pthread_mutex_lock (&pool.mu);
  if (!pool.started)
    start ();
  /* Ticket t lives in record t % NJOBS.  A record whose job is still
     running (a touch of a large result takes a while) is passed over, its
     ticket number never handed out, so that a submission waits only when
     every record is busy: then the record's job must be done first (help
     it). */
  for (int tries = 0;; tries++)
    {
      id = ++pool.last_id;
      j = &pool.jobs[id % NJOBS];
      if (!j->id || job_finished (j) || tries + 1 == NJOBS)
        break;
    }
  while (j->id && !job_finished (j))
    {
      if (j->next < j->nslices)
        work_on (j);
      else
        pthread_cond_wait (&pool.done, &pool.mu);
    }
  j->id = id;
  j->kind = kind;
  j->prio = prio;
  j->dst = (char *) dst;
  j->src = (const char *) src;
  j->dpitch = dpitch;
  j->spitch = spitch;
  j->width = width;
  j->height = height;
  j->slice = slice;
  j->nslices = nslices;
  /* Streaming stores for the copies into a result (rows of 4 KB or more:
     narrower ones would be mostly unaligned heads and tails). */
  j->nt = kind == JOB_COPY && prio == GT_PRIO_OUT && width >= 4096
          && width * height >= NT_MIN && gt_cfg ()->copy_nt;
  j->next = j->done = 0;
  j->t0 = j->t1 = 0;
  pool.waiting_work++;
  if (pool.nworkers > 0)
    {
      if (nslices == 1)
        pthread_cond_signal (&pool.go);
      else
        pthread_cond_broadcast (&pool.go);
    }
  pthread_mutex_unlock (&pool.mu);
  return id;
}

unsigned long gt_hostcopy_submit (int prio, void *dst, size_t dpitch,
                                  const void *src, size_t spitch, size_t width,
                                  size_t height)
{
  const size_t bytes = width * height;
  size_t threads, slices, slice;

  if (width == 0 || height == 0)
    return 0;
  if (width == dpitch && width == spitch)
    width = bytes, height = 1; /* dense: one row */
  /* A slice per thread the pool has (the environment is read once, when
     it starts), none under MIN_SLICE. */
  threads = (size_t) gt_hostcopy_threads ();
  slices = bytes / MIN_SLICE;
  if (slices > threads)
    slices = threads;
  if (slices < 1)
    slices = 1;
  if (height == 1) /* slices of whole 4 KB pages: no page faulted twice */
    {
      slice = ((width + slices - 1) / slices + 4095) & ~(size_t) 4095;
      slices = (width + slice - 1) / slice;
    }
  else
    {
      slice = (height + slices - 1) / slices;
      slices = (height + slice - 1) / slice;
    }
  return submit (JOB_COPY, prio, dst, dpitch, src, spitch, width, height,
                 slice, slices);
}

unsigned long gt_host_touch_submit (void *p, size_t bytes)
{
  uintptr_t base = (uintptr_t) p & ~(uintptr_t) (HUGE_PAGE - 1);
  size_t pages;

  if (bytes == 0)
    return 0;
  pages = ((uintptr_t) p + bytes - base + HUGE_PAGE - 1) / HUGE_PAGE;
  return submit (JOB_TOUCH, GT_PRIO_TOUCH, p, 0, NULL, 0, bytes, 1, 0, pages);
}

int gt_hostcopy_done (unsigned long ticket, double *t0, double *t1)
{
  int done;
  pthread_mutex_lock (&pool.mu);
  done = ticket_done (ticket);
  if (done && ticket && (t0 || t1))
    {
      const job *j = &pool.jobs[ticket % NJOBS];
      const int mine = j->id == ticket;
      if (t0)
        *t0 = mine ? j->t0 : 0;
      if (t1)
        *t1 = mine ? j->t1 : 0;
    }
  pthread_mutex_unlock (&pool.mu);
  return done;
}

int gt_hostcopy_help (int max_prio)
{
  job *j;
  pthread_mutex_lock (&pool.mu);
  j = pick (max_prio, 0);
  if (j)
    work_on (j);
  pthread_mutex_unlock (&pool.mu);
  return j != NULL;
}

void gt_hostcopy_wait (unsigned long ticket)
{
  job *j;
  pthread_mutex_lock (&pool.mu);
  while (!ticket_done (ticket))
    {
      if ((j = pick (GT_PRIO_TOUCH, ticket)) != NULL)
        work_on (j);
      else
        pthread_cond_wait (&pool.done, &pool.mu);
    }
  pthread_mutex_unlock (&pool.mu);
}

void gt_hostcopy_wait_all (void)
{
  pthread_mutex_lock (&pool.mu);
  for (;;)
    {
      job *busy = NULL;
      for (int i = 0; i < NJOBS && !busy; i++)
        if (pool.jobs[i].id && !job_finished (&pool.jobs[i]))
          busy = &pool.jobs[i];
      if (!busy)
        break;
      if (busy->next < busy->nslices)
        work_on (busy);
      else
        pthread_cond_wait (&pool.done, &pool.mu);
    }
  pthread_mutex_unlock (&pool.mu);
}

void gt_hostcopy2d (void *dst, size_t dpitch, const void *src, size_t spitch,
                    size_t width, size_t height)
{
  /* Below a few hundred KB, waking threads costs more than it saves. */
  if (width * height < ((size_t) 512 << 10))
    {
      for (size_t r = 0; r < height; r++)
        memcpy ((char *) dst + r * dpitch, (const char *) src + r * spitch,
                width);
      return;
    }
  gt_hostcopy_wait (gt_hostcopy_submit (GT_PRIO_IN, dst, dpitch, src, spitch,
                                        width, height));
}

void gt_hostcopy (void *dst, const void *src, size_t bytes)
{
  gt_hostcopy2d (dst, bytes, src, bytes, bytes, 1);
}

/* Transparent huge pages for the 2 MB-aligned interior of a result nobody
   has touched yet: its first touch then costs one fault per 2 MB instead
   of per 4 KB.  Only a hint; errors are ignored. */
void gt_host_fresh_output (void *p, size_t bytes)
{
#ifdef MADV_HUGEPAGE
  const uintptr_t huge = HUGE_PAGE;
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
  pthread_mutex_lock (&pool.mu);
  if (!pool.started)
    {
      pthread_mutex_unlock (&pool.mu);
      return;
    }
  pthread_mutex_unlock (&pool.mu);
  gt_hostcopy_wait_all (); /* no job may outlive the pool */
  pthread_mutex_lock (&pool.mu);
  pool.quit = 1;
  pthread_cond_broadcast (&pool.go);
  pthread_mutex_unlock (&pool.mu);
  for (int w = 0; w < pool.nworkers; w++)
    pthread_join (pool.tid[w], NULL);
  pthread_mutex_lock (&pool.mu);
  pool.nworkers = 0;
  pool.quit = 0;
  pool.started = 0;
  pool.waiting_work = 0;
  memset (pool.jobs, 0, sizeof pool.jobs);
  pthread_mutex_unlock (&pool.mu);
}

/* OpenBLAS's pthreads server: blas_thread_shutdown_ joins its workers (it
   is what OpenBLAS runs before every fork), and its next threaded call
   starts them again.  Measured on the H200 machine (16 cores), a 4096
   double product right after Octave's A*B took 1.4-1.8 times as long as
   back to back while the workers spun. */
void gt_host_quiet_blas (void)
{
  typedef int (*shutdown_fn) (void);
  static int looked;
  static shutdown_fn shutdown;
  /* The host threads of a call spread over several devices come here at
     once. */
  static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;

  if (!gt_cfg ()->blas_quiet)
    return;
  pthread_mutex_lock (&mu);
  if (!looked)
    {
      shutdown = (shutdown_fn) dlsym (RTLD_DEFAULT, "blas_thread_shutdown_");
      looked = 1;
    }
  if (shutdown)
    shutdown ();
  pthread_mutex_unlock (&mu);
}
