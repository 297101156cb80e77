/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * multi.cu - products and reductions of host arrays spread over several
 * devices of one host.
 *
 * A product is planned once, for the whole of it, on the first device
 * (gt_plan_product: kernel, configuration, split-K, composition), and its
 * columns are shared out (gt_split_work: by speed, within what each
 * device holds); each device then runs the engine on its own columns of B
 * and C, with its own context, streams, pinned staging pool and buffer
 * cache, from a host thread of its own bound to it (gt_ctx_bind), under
 * a plan cut for its memory alone (gt_plan_part).  Every element of C is
 * summed as the whole plan sums it, so the result has the bits of one
 * device.
 *
 * A reduction splits its outer dimension when it has one to split (each
 * device reduces whole slices into its part of Y), else the reduced one:
 * each device's partial results are then combined on the host in device
 * order (sums compensated, max and min by Octave's rules), so the result
 * depends only on the device list, never on timing.
 *
 * Every part frees what it took on every path; a failing part makes the
 * call fail with its message ("device N: ..."), once every part is done.
 */
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include <functional>
#include <thread>
#include <vector>

#include "engine.h"
#include "session.h"

namespace {

struct PartResult
{
  bool started;
  gt_status st;
  char msg[512];
};

void run_one (int dev, const std::function<gt_status (int)> &job, int i,
              PartResult *r)
{
  gt_status st = gt_ctx_bind (dev);
  if (st == GT_OK)
    st = job (i);
  r->st = st;
  if (st != GT_OK)
    snprintf (r->msg, sizeof r->msg, "%s", gt_last_error ());
}

/* JOB (i) for i < N, part i on device DEV[i], each on a host thread bound
   to its device (part 0 on the calling thread), all at once; a part that
   gets no thread runs after the others (UNSTARTED (i) is told first).
   The failure of part *ROOT (where it failed), else the first in part
   order, is the call's, its message prefixed with the device.  The
   calling thread is bound back to the primary device. */
gt_status run_parts (int n, const int *dev,
                     const std::function<gt_status (int)> &job,
                     const std::function<void (int)> &unstarted = nullptr,
                     const std::atomic<int> *root = NULL)
{
  std::vector<PartResult> res (n);
  std::vector<std::thread> threads;
  sigset_t all, old;
  int prev = -1;

  if (cudaGetDevice (&prev) != cudaSuccess)
    prev = -1;
  (void) cudaGetLastError ();
  for (int i = 0; i < n; i++)
    res[i].started = i == 0, res[i].st = GT_OK, res[i].msg[0] = '\0';
  /* Octave's signal handlers must run on its own thread, never ours. */
  sigfillset (&all);
  pthread_sigmask (SIG_SETMASK, &all, &old);
  for (int i = 1; i < n; i++)
    {
      try
        {
          threads.emplace_back (run_one, dev[i], std::cref (job), i,
                                &res[i]);
          res[i].started = true;
        }
      catch (...)
        {
          break; /* run in turn below */
        }
    }
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  for (int i = 1; i < n && unstarted; i++)
    if (!res[i].started)
      unstarted (i); /* before part 0, which may wait for it */
  run_one (dev[0], job, 0, &res[0]);
  for (std::thread &t : threads)
    t.join ();
  for (int i = 1; i < n; i++)
    if (!res[i].started)
      run_one (dev[i], job, i, &res[i]);
  gt_ctx_bind (-1);
  if (prev >= 0)
    cudaSetDevice (prev);
  (void) cudaGetLastError ();
  {
    const int r = root ? root->load () : -1;
    if (r >= 0 && r < n && res[r].st != GT_OK)
      return gt_fail (res[r].st, "device %d: %s", dev[r], res[r].msg);
  }
  for (int i = 0; i < n; i++)
    if (res[i].st != GT_OK)
      return gt_fail (res[i].st, "device %d: %s", dev[i], res[i].msg);
  gt_clear_error ();
  return GT_OK;
}

/* Contexts of every device of the list, and their names in INFO. */
gt_status contexts (int n, const int *dev, gt_ctx_handle *h, gt_info *info)
{
  size_t len = 0;
  gt_status st;

  info->device[0] = '\0';
  for (int i = 0; i < n; i++)
    {
      double ms = 0;
      if ((st = gt_ctx_get_device (dev[i], &h[i], &ms)) != GT_OK)
        return gt_fail (st, "device %d: %s", dev[i], gt_last_error ());
      info->init_ms += ms;
      len += (size_t) snprintf (info->device + len,
                                len < sizeof info->device
                                ? sizeof info->device - len : 0,
                                "%s%s", i ? " + " : "", h[i].name);
      if (len >= sizeof info->device)
        len = sizeof info->device - 1;
    }
  return GT_OK;
}

/* What the devices did, into INFO: the launch of the first part, the
   times of the slowest (they ran at once), the tiles of all. */
void merge_info (gt_info *info, const std::vector<gt_info> &part,
                 int n, const int *dev, const size_t *share)
{
  bool first = true;
  info->ndevices = 0;
  for (int i = 0; i < n; i++)
    {
      if (share[i] == 0)
        continue;
      const gt_info &p = part[i];
      if (first)
        {
          memcpy (info->grid, p.grid, sizeof info->grid);
          memcpy (info->block, p.block, sizeof info->block);
          snprintf (info->config, sizeof info->config, "%s", p.config);
          info->splits = p.splits;
          first = false;
        }
      info->tiles += p.tiles;
      info->staging_ms = fmax (info->staging_ms, p.staging_ms);
      info->h2d_ms = fmax (info->h2d_ms, p.h2d_ms);
      info->kernel_ms = fmax (info->kernel_ms, p.kernel_ms);
      info->d2h_ms = fmax (info->d2h_ms, p.d2h_ms);
      info->dev_index[info->ndevices] = dev[i];
      info->dev_work[info->ndevices++] = share[i];
    }
}

double speed_of (const gt_ctx_handle &h)
{
  return (double) h.sms * (h.clock_khz > 0 ? h.clock_khz : 1);
}

/* Whether every device of DEV reaches every other's memory directly
   (peer access, NVLink or PCIe), enabling it where it is not yet; once
   per pair. */
bool peers (int n, const int *dev)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        /* Device dev[i]'s part of the session (session.h): 1 on, -1
           refused. */
        signed char &link = gt_device_state (dev[i]).peer[dev[j]];
        int can = 0;
        if (i == j || link > 0)
          continue;
        if (link < 0
            || cudaDeviceCanAccessPeer (&can, dev[i], dev[j]) != cudaSuccess
            || !can || cudaSetDevice (dev[i]) != cudaSuccess)
          {
            link = -1;
            (void) cudaGetLastError ();
            return false;
          }
        const cudaError_t e = cudaDeviceEnablePeerAccess (dev[j], 0);
        (void) cudaGetLastError ();
        if (e != cudaSuccess && e != cudaErrorPeerAccessAlreadyEnabled)
          {
            link = -1;
            return false;
          }
        link = 1;
      }
  return true;
}

} // namespace

gt_status gt_ctx_first (int ndev, const int *dev, gt_ctx_handle *h,
                        double *init_ms)
{
  gt_status st;
  if (ndev <= 1)
    return gt_ctx_get (dev[0], h, init_ms);
  if ((st = gt_ctx_get_device (dev[0], h, init_ms)) != GT_OK)
    return st;
  if ((st = gt_ctx_bind (dev[0])) != GT_OK)
    gt_ctx_bind (-1);
  return st;
}

/* ------------------------------------------------------------------ */
/* Products                                                            */

gt_status gt_multi_product (int ndev, const int *dev, gt_dtype dtype,
                            size_t m, size_t n, size_t k, const void *A,
                            int a_cplx, const void *B, int b_cplx, void *C,
                            const gt_gemm_opts *opts, gt_info *info)
{
  gt_ctx_handle h[GT_MAX_DEVICES];
  double speed[GT_MAX_DEVICES], cap[GT_MAX_DEVICES];
  size_t share[GT_MAX_DEVICES], start[GT_MAX_DEVICES];
  gt_plan P;
  gt_status st;

  if ((st = contexts (ndev, dev, h, info)) != GT_OK)
    return st;

  /* One plan for the whole product, on the first device (its memory and
     staging pool are asked about). */
  if ((st = gt_ctx_bind (dev[0])) == GT_OK)
    st = gt_plan_product (&h[0], dtype, m, n, k, a_cplx, b_cplx,
                          opts->kernel, opts->tile, &P);
  if (st == GT_OK)
    snprintf (info->kernel, sizeof info->kernel, "%s",
              gt_gemm_kernel_name (P.kernel));
  if (st == GT_OK && !gt_plan_spread (&P, ndev))
    {
      /* Too small to be worth spreading: the first device alone. */
      st = gt_engine_product (&h[0], &P, A, B, C, info);
      snprintf (info->device, sizeof info->device, "%s", h[0].name);
      info->ndevices = 1;
      info->dev_index[0] = dev[0];
      info->dev_work[0] = n;
      gt_ctx_bind (-1);
      return st;
    }
  /* Shares by speed, within what each device holds. */
  for (int i = 0; i < ndev && st == GT_OK; i++)
    if ((st = gt_ctx_bind (dev[i])) == GT_OK)
      {
        speed[i] = speed_of (h[i]);
        cap[i] = gt_plan_capacity (&P);
      }
  gt_ctx_bind (-1);
  if (st != GT_OK)
    return st;
  gt_split_work (n, gt_plan_spread_step (&P), ndev, speed, cap, share);
  for (int i = 0; i < ndev; i++)
    start[i] = i == 0 ? 0 : start[i - 1] + share[i - 1];

  /* Each device's plan, for its columns and its memory. */
  gt_plan Q[GT_MAX_DEVICES];
  bool whole_a = true;
  for (int i = 0; i < ndev && st == GT_OK; i++)
    {
      if ((st = gt_ctx_bind (dev[i])) == GT_OK)
        st = gt_plan_part (&P, &h[i], share[i], &Q[i]);
      whole_a = whole_a && share[i] > 0 && Q[i].npanels == 1
                && (Q[i].path == GT_PATH_RESIDENT
                    || Q[i].path == GT_PATH_STREAMED);
    }
  /* A held whole on every device: each uploads a share of it and pulls
     the others' over NVLink. */
  gt_share_a S;
  const bool shared = st == GT_OK && whole_a && gt_plan_share_a (&P)
                      && peers (ndev, dev);
  gt_ctx_bind (-1);
  if (st != GT_OK)
    return st;
  S.n = ndev;
  S.root.store (-1);
  for (int i = 0; i <= ndev; i++)
    S.k0[i] = k * (size_t) i / (size_t) ndev;
  for (int i = 0; i < ndev; i++)
    {
      S.dev[i] = dev[i];
      S.dA[i] = NULL;
      S.ready[i].store (0);
      S.done[i].store (0);
    }

  std::vector<gt_info> part (ndev);
  const size_t es = P.es;
  st = run_parts (
      ndev, dev,
      [&] (int i) -> gt_status {
        memset (&part[i], 0, sizeof part[i]);
        if (share[i] == 0)
          return GT_OK;
        return gt_engine_product_shared (
            &h[i], &Q[i], A, (const char *) B + start[i] * P.rb * k * es,
            (char *) C + start[i] * P.rc * m * es, &part[i],
            shared ? &S : NULL, i);
      },
      [&] (int i) {
        S.ready[i].store (-1); /* it uploads nothing, pulls nothing */
        S.done[i].store (2);
      },
      &S.root);
  if (st == GT_OK)
    merge_info (info, part, ndev, dev, share);
  return st;
}

/* ------------------------------------------------------------------ */
/* Reductions                                                          */

namespace {

/* Sums of partial results in device order, compensated (Neumaier): the
   partials of each output, P[d * nout + j] for d < NP, into Y[j]. */
template <class T>
void combine_sum (const T *P, int np, size_t nout, T *Y)
{
  for (size_t j = 0; j < nout; j++)
    {
      double s = 0, c = 0;
      for (int d = 0; d < np; d++)
        {
          const double x = (double) P[(size_t) d * nout + j];
          const double t = s + x;
          c += fabs (s) >= fabs (x) ? (s - t) + x : (x - t) + s;
          s = t;
        }
      Y[j] = (T) (s + c);
    }
}

/* Max or min of partial results in device order, Octave's rules: NaN
   only when every one is NaN, the first on ties (the earlier device's,
   whose positions come first).  PI holds each partial's position within
   its part, OFF[d] where part d starts. */
template <class T>
void combine_best (bool is_max, const T *P, const size_t *PI, int np,
                   size_t nout, const size_t *off, T *Y, size_t *I)
{
  for (size_t j = 0; j < nout; j++)
    {
      int best = 0;
      for (int d = 1; d < np; d++)
        {
          const T v = P[(size_t) d * nout + j];
          const T b = P[(size_t) best * nout + j];
          if (isnan (v))
            continue;
          if (isnan (b) || (is_max ? v > b : v < b))
            best = d;
        }
      Y[j] = P[(size_t) best * nout + j];
      if (I)
        I[j] = PI[(size_t) best * nout + j] + off[best];
    }
}

} // namespace

gt_status gt_multi_reduce (int ndev, const int *dev, gt_reduce_op op,
                           gt_dtype dtype, size_t inner, size_t len,
                           size_t outer, const void *X, void *Y, size_t *I,
                           const gt_reduce_opts *opts, gt_info *info)
{
  const size_t es = gt_dtype_size (dtype), nout = inner * outer;
  gt_ctx_handle h[GT_MAX_DEVICES];
  double speed[GT_MAX_DEVICES], cap[GT_MAX_DEVICES];
  size_t share[GT_MAX_DEVICES], start[GT_MAX_DEVICES];
  gt_status st;
  bool by_outer;
  int np;

  if ((st = contexts (ndev, dev, h, info)) != GT_OK)
    return st;
  /* Whole slices where there are enough of them, else pieces of the
     reduced dimension (in whole steps, so each piece is worth a
     device). */
  by_outer = outer >= (size_t) ndev;
  np = ndev;
  for (int i = 0; i < ndev; i++)
    speed[i] = speed_of (h[i]), cap[i] = -1;
  if (!by_outer && outer > 1)
    {
      by_outer = true; /* fewer slices than devices: one each */
      np = (int) outer;
    }
  gt_split_work (by_outer ? outer : len,
                 by_outer ? 1 : gt_plan_reduce_step (), np, speed, cap,
                 share);
  for (int i = 0; i < np; i++)
    start[i] = i == 0 ? 0 : start[i - 1] + share[i - 1];

  /* Pieces of the reduced dimension give partial results, combined
     below. */
  std::vector<char> py (by_outer ? 0 : (size_t) np * nout * es);
  std::vector<size_t> pi (by_outer || !I || op == GT_REDUCE_SUM
                          ? 0 : (size_t) np * nout);
  std::vector<gt_info> part (np);
  st = run_parts (np, dev, [&] (int i) -> gt_status {
    memset (&part[i], 0, sizeof part[i]);
    if (share[i] == 0)
      return GT_OK;
    if (by_outer)
      return gt_reduce_part (
          &h[i], op, dtype, inner, len, share[i],
          (const char *) X + start[i] * inner * len * es,
          (char *) Y + start[i] * inner * es, I ? I + start[i] * inner : NULL,
          opts->kernel, &part[i]);
    return gt_reduce_part (&h[i], op, dtype, inner, share[i], 1,
                           (const char *) X + start[i] * inner * es,
                           py.data () + (size_t) i * nout * es,
                           pi.empty () ? NULL : pi.data () + (size_t) i * nout,
                           opts->kernel, &part[i]);
  });
  if (st != GT_OK)
    return st;
  if (!by_outer)
    {
      /* Devices without a share hold nothing: only those with one. */
      int used = 0;
      size_t off[GT_MAX_DEVICES];
      for (int i = 0; i < np; i++)
        if (share[i])
          {
            if (used != i)
              {
                memmove (py.data () + (size_t) used * nout * es,
                         py.data () + (size_t) i * nout * es, nout * es);
                if (!pi.empty ())
                  memmove (pi.data () + (size_t) used * nout,
                           pi.data () + (size_t) i * nout,
                           nout * sizeof (size_t));
              }
            off[used++] = start[i];
          }
      if (op == GT_REDUCE_SUM && dtype == GT_DOUBLE)
        combine_sum ((const double *) py.data (), used, nout, (double *) Y);
      else if (op == GT_REDUCE_SUM)
        combine_sum ((const float *) py.data (), used, nout, (float *) Y);
      else if (dtype == GT_DOUBLE)
        combine_best (op == GT_REDUCE_MAX, (const double *) py.data (),
                      pi.empty () ? NULL : pi.data (), used, nout, off,
                      (double *) Y, pi.empty () ? NULL : I);
      else
        combine_best (op == GT_REDUCE_MAX, (const float *) py.data (),
                      pi.empty () ? NULL : pi.data (), used, nout, off,
                      (float *) Y, pi.empty () ? NULL : I);
    }
  merge_info (info, part, np, dev, share);
  return GT_OK;
}
