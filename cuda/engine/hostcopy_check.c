/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * hostcopy_check.c - a self-check of the copy threads (hostcopy.c)
 * for the test suite: they stage every byte of a product, and a race there
 * would corrupt results only now and then, so the suite drives them
 * directly, on machines with no GPU as well.
 *
 * Each round queues copies of random lengths (a byte to 3 MB), dense and
 * pitched (different pitches on both sides), at both copy priorities, into
 * disjoint places of a buffer filled with a sentinel and of a fresh mapping
 * whose pages a touch job makes present at the same time; it helps, polls
 * and waits in random orders, then compares both with what plain memcpy
 * gives.  Some rounds stop the threads and start them again, as gpu_reset
 * does.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "gt_internal.h"
#include "hostcopy.h"

#define SRC_BYTES ((size_t) 8 << 20)
#define DST_BYTES ((size_t) 24 << 20)
#define MAX_JOBS 48

static unsigned long next_rand (unsigned long *s)
{
  /* xorshift64*: reproducible from the seed on every platform */
  *s ^= *s >> 12;
  *s ^= *s << 25;
  *s ^= *s >> 27;
  return (*s * 2685821657736338717UL) >> 11;
}

static size_t pick (unsigned long *s, size_t lo, size_t hi)
{
  return lo + (size_t) (next_rand (s) % (hi - lo + 1));
}

gt_status gt_hostcopy_selfcheck (int rounds, unsigned long seed, long *checked)
{
  unsigned long s = seed ? seed : 88172645463325252UL;
  char *src = malloc (SRC_BYTES), *dst = malloc (DST_BYTES);
  char *want = malloc (DST_BYTES), *want_fresh = malloc (DST_BYTES);
  gt_status st = GT_OK;
  long jobs = 0;

  gt_clear_error ();
  if (!src || !dst || !want || !want_fresh)
    {
      st = gt_fail (GT_ERR_OUT_OF_MEMORY, "copy self-check: out of host memory");
      goto out;
    }
  for (size_t i = 0; i < SRC_BYTES; i++)
    src[i] = (char) next_rand (&s);

  for (int r = 0; r < rounds && st == GT_OK; r++)
    {
      char *fresh = mmap (NULL, DST_BYTES, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      unsigned long tickets[2 * MAX_JOBS], touch;
      int nt = 0;
      size_t at = 0;

      if (fresh == MAP_FAILED)
        {
          st = gt_fail (GT_ERR_OUT_OF_MEMORY, "copy self-check: mmap failed");
          break;
        }
      memset (dst, 0x5a, DST_BYTES);
      memset (want, 0x5a, DST_BYTES);
      memset (want_fresh, 0, DST_BYTES);
      /* Touch from an odd offset: the first page is shared with nothing
         else here, but the job must start inside it all the same. */
      gt_host_fresh_output (fresh + 24, DST_BYTES - 24);
      touch = gt_host_touch_submit (fresh + 24, DST_BYTES - 24);
      while (nt < 2 * MAX_JOBS)
        {
          const int dense = next_rand (&s) % 2;
          const int prio = (int) (next_rand (&s) % 2) ? GT_PRIO_OUT
                                                       : GT_PRIO_IN;
          size_t w, h, sp, dp;
          if (dense)
            {
              w = pick (&s, 1, (size_t) 3 << 20);
              h = 1;
              sp = dp = w;
            }
          else
            {
              w = pick (&s, 1, 5000);
              h = pick (&s, 1, 600);
              sp = w + pick (&s, 0, 300);
              dp = w + pick (&s, 0, 300);
            }
          const size_t span_d = (h - 1) * dp + w, span_s = (h - 1) * sp + w;
          if (at + span_d > DST_BYTES - 24 || span_s > SRC_BYTES)
            break;
          const char *from = src + pick (&s, 0, SRC_BYTES - span_s);
          for (size_t i = 0; i < h; i++)
            {
              memcpy (want + at + i * dp, from + i * sp, w);
              memcpy (want_fresh + 24 + at + i * dp, from + i * sp, w);
            }
          tickets[nt++] = gt_hostcopy_submit (prio, dst + at, dp, from, sp, w,
                                              h);
          tickets[nt++] = gt_hostcopy_submit (prio, fresh + 24 + at, dp, from,
                                              sp, w, h);
          at += span_d + pick (&s, 0, 4096);
          switch (next_rand (&s) % 4)
            {
            case 0:
              gt_hostcopy_help (GT_PRIO_OUT);
              break;
            case 1:
              (void) gt_hostcopy_done (tickets[pick (&s, 0, (size_t) nt - 1)],
                                       NULL, NULL);
              break;
            default:
              break;
            }
        }
      /* Wait in a random order; some rounds for everything at once. */
      if (next_rand (&s) % 3 == 0)
        gt_hostcopy_wait_all ();
      else
        for (int i = 0; i < nt; i++)
          {
            const size_t j = pick (&s, (size_t) i, (size_t) nt - 1);
            const unsigned long t = tickets[j];
            tickets[j] = tickets[i];
            tickets[i] = t;
            gt_hostcopy_wait (t);
          }
      gt_hostcopy_wait (touch);
      for (int i = 0; i < nt; i++)
        if (!gt_hostcopy_done (tickets[i], NULL, NULL))
          st = gt_fail (GT_ERR_INVALID_ARG, "copy self-check, round %d: a "
                        "copy waited for is not done", r + 1);
      if (st == GT_OK && memcmp (dst, want, DST_BYTES) != 0)
        st = gt_fail (GT_ERR_INVALID_ARG, "copy self-check, round %d: a "
                      "copy into a used buffer is wrong", r + 1);
      if (st == GT_OK && memcmp (fresh, want_fresh, DST_BYTES) != 0)
        st = gt_fail (GT_ERR_INVALID_ARG, "copy self-check, round %d: a "
                      "copy into fresh pages is wrong", r + 1);
      munmap (fresh, DST_BYTES);
      jobs += nt;
      if (next_rand (&s) % 4 == 0)
        gt_hostcopy_shutdown (); /* the next submit starts them again */
    }
out:
  gt_hostcopy_shutdown (); /* the next copy starts the threads again */
  free (src);
  free (dst);
  free (want);
  free (want_fresh);
  if (checked)
    *checked = jobs;
  return st;
}
