/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * product.cu - the engine's products: a plan (planner.cu) carried out on
 * host arrays through the staging engine (stage.h), the only code that
 * moves bytes.  Every product takes this way: real, complex x complex,
 * complex x real, real x complex, the cuBLAS reference, and scalar times
 * array.
 *
 * A product is laid out as steps: A's row panel uploaded, then for each
 * column block of B its upload and the launch of that tile, whose block of
 * C is downloaded while the next kernels run.  Uploads, kernels and
 * downloads run on three streams; the copy threads stage several slots
 * ahead and, meanwhile, make the pages of the fresh result present, so
 * that the copies out find them ready (all of them from the start, or each
 * block's as its launch is issued where the kernels outlast the
 * transfers: the plan says which).  The plan says where everything
 * goes, which buffers are reused (streamed and out-of-core paths), and how
 * complex operands are composed: the device dispatcher runs each tile
 * (dispatch.cu).  Small products are packed into one pinned slot and cross
 * in one DMA each way; the smallest run on the mapped slots in place.
 */
#include <sched.h>
#include <stdio.h>
#include <string.h>

#include <utility>
#include <vector>

#include "engine.h"
#include "stage.h"

namespace {

/* Rows of A as the device holds them: the upload of panel rows [r0,
   r0 + mi) of host A into DA.  EXPAND: into T's even columns. */
Region a_region (const gt_plan &P, const void *A, size_t r0, size_t mi,
                 char *dA)
{
  const size_t es = P.es, rows = P.ra * P.m;
  const size_t dpitch = (P.compose == GT_COMPOSE_EXPAND ? 2 : 1) * P.lda;
  return Region{ (char *) A + P.ra * r0 * es, rows * es, dA, dpitch * es,
                 P.ra * mi * es, P.k };
}

/* The product's launches: tile t multiplies a row panel of A by a column
   block of B into a block of C, composed as the plan says. */
class ProductRun : public Stager
{
public:
  struct Tile
  {
    size_t mi, nj;
    char *dA, *dB, *dC;
    bool fill_a;
    Region out;
    char *touch;               /* pages of C to make present at its launch */
    size_t touch_bytes;
  };
  std::vector<Tile> tiles;
  gt_gemm_run run;
  bool touch_blocks;           /* each launch touches its tile's pages */
  std::vector<std::pair<unsigned long, size_t> > touches; /* ticket, bytes */

  ProductRun (cudaStream_t si, cudaStream_t sc, cudaStream_t so,
              cudaStream_t sc2, const gt_plan &plan, void *work_)
    : Stager (si, sc, so, sc2), run (), touch_blocks (false), S (NULL), me (0),
      device (0),
      secondary (false), dA (NULL), P (plan), work (work_)
  {
  }

  /* A shared as S says: this is part ME, on DEVICE, A in DA_. */
  gt_share_a *S;
  int me, device;
  bool secondary; /* failed because another part did */
  char *dA;

protected:
  /* A shared (gt_share_a): step 0 publishes this part's share, 1 + p
     pulls part p's, S->n + 1 says all are pulled. */
  bool external (size_t id, cudaStream_t s) override
  {
    const size_t dpitch = (P.compose == GT_COMPOSE_EXPAND ? 2 : 1) * P.lda
                          * P.es;
    cudaEvent_t ev;
    cudaError_t e;
    if (id == 0 || id == (size_t) S->n + 1)
      {
        if ((ev = event ()) == NULL)
          return false;
        if ((e = cudaEventRecord (ev, s)) != cudaSuccess)
          return fail (e, "cudaEventRecord");
        if (id == 0)
          {
            S->dA[me] = dA;
            S->up[me] = ev;
            S->ready[me].store (1, std::memory_order_release);
          }
        else
          {
            S->pulled[me] = ev;
            S->done[me].store (1, std::memory_order_release);
          }
        return true;
      }
    const int p = (int) id - 1;
    const int r = S->ready[p].load (std::memory_order_acquire);
    if (r == 0)
      return false; /* not uploaded yet: come back */
    if (r < 0)
      {
        secondary = true;
        if (st == GT_OK)
          st = gt_fail (GT_ERR_CUDA, "device %d failed before its part of "
                        "A was uploaded", S->dev[p]);
        return false;
      }
    const size_t off = S->k0[p] * dpitch;
    const size_t bytes = (S->k0[p + 1] - S->k0[p]) * dpitch;
    if ((e = cudaStreamWaitEvent (s, S->up[p], 0)) != cudaSuccess
        || (bytes
            && (e = cudaMemcpyPeerAsync (dA + off, device, S->dA[p] + off,
                                         S->dev[p], bytes, s))
                   != cudaSuccess))
      return fail (e, "copying A from another device");
    return true;
  }

  bool launch (size_t t, cudaStream_t s, Region *out) override
  {
    const Tile &T = tiles[t];
    run.L = gt_launch ();
    const gt_status s2 = gt_dispatch_tile (&P, T.mi, T.nj, T.dA, T.dB, T.dC,
                                           work, T.fill_a, s, &run);
    if (s2 != GT_OK)
      {
        if (st == GT_OK)
          st = s2;
        return false;
      }
    *out = T.out;
    if (touch_blocks && T.touch_bytes)
      touches.push_back (std::make_pair (
          gt_host_touch_submit (T.touch, T.touch_bytes), T.touch_bytes));
    return true;
  }

private:
  const gt_plan &P;
  void *work;
};

/* A product small enough for one staging slot each way: the host packs A
   and B, padding and all, into one pinned slot, so one DMA carries both;
   one launch; one DMA back.  Its fixed cost is what a call on small
   matrices costs, so it uses no more CUDA calls than it must.  MAPPED: the
   classroom kernel reads and writes the (mapped) pinned slots over the
   link, one round trip instead of three. */
gt_status small (const gt_ctx_handle &h, const gt_plan &P, const void *A,
                 const void *B, void *C, gt_info *info)
{
  const size_t es = P.es, m = P.m, n = P.n, k = P.k;
  const bool mapped = P.path == GT_PATH_MAPPED;
  const bool expand = P.compose == GT_COMPOSE_EXPAND;
  const size_t a_img = gt_round_up (P.a_bytes, 256);
  const size_t b_img = P.ldb * n * es, c_b = P.ldc * n * es;
  const size_t work_b = gt_plan_work_bytes (&P, m, n);
  const size_t arows = P.ra * m, brows = P.rb * k, crows = P.rc * m;
  char *in = (char *) gt_stage_slot (GT_RING_IN, 0);
  char *out = (char *) gt_stage_slot (GT_RING_OUT, 0);
  void *dAB = NULL, *dC = NULL, *work = NULL, *cA, *cB, *cC;
  gt_gemm_run run = {};
  gt_status st = GT_OK;
  const double t0 = gt_now_ms ();

  CU_TRY (cudaEventSynchronize (gt_stage_event (GT_RING_IN, 0)),
          "waiting for a staging buffer");
  if ((!mapped
       && ((st = gt_dev_get (&dAB, a_img + b_img, "A and B")) != GT_OK
           || (st = gt_dev_get (&dC, c_b, "C")) != GT_OK))
      || (st = gt_dev_get (&work, work_b, "the parts of B and C")) != GT_OK)
    goto done;
  cA = mapped ? (void *) in : dAB;
  cB = (char *) cA + a_img;
  cC = mapped ? (void *) out : dC;
  /* The device images: columns at the padded leading dimensions, the
     padding zeros (16-byte loads at the edges read it).  EXPAND: A's
     columns go to T's even columns; the kernel fills the rest. */
  if (expand)
    gt_hostcopy2d (in, 2 * P.lda * es, A, arows * es, arows * es, k);
  else
    {
      gt_hostcopy2d (in, P.lda * es, A, arows * es, arows * es, k);
      for (size_t j = 0; P.lda > arows && j < k; j++)
        memset (in + (j * P.lda + arows) * es, 0, (P.lda - arows) * es);
    }
  gt_hostcopy2d (in + a_img, P.ldb * es, B, brows * es, brows * es, n);
  for (size_t j = 0; P.ldb > brows && j < n; j++)
    memset (in + a_img + (j * P.ldb + brows) * es, 0, (P.ldb - brows) * es);
  info->staging_ms = gt_now_ms () - t0;
  /* Mapped, the kernel's reads and writes are the transfers: only it is
     timed (h2d and d2h stay 0), and the fewer events the better. */
  if (!mapped)
    {
      CU_TRY (cudaEventRecord (h.ev[EV_START], h.stream), "cudaEventRecord");
      if (a_img + b_img)
        CU_TRY (cudaMemcpyAsync (dAB, in, a_img + b_img,
                                 cudaMemcpyHostToDevice, h.stream),
                "copying to the device");
    }
  CU_TRY (cudaEventRecord (h.ev[EV_H2D], h.stream), "cudaEventRecord");
  if ((st = gt_dispatch_tile (&P, m, n, k ? cA : NULL, k ? cB : NULL, cC,
                              work, 1, h.stream, &run)) != GT_OK)
    goto done;
  CU_TRY (cudaEventRecord (h.ev[EV_KERNEL], h.stream), "cudaEventRecord");
  /* The upload slot is free again once the kernel (mapped) or the upload
     has read it. */
  CU_TRY (cudaEventRecord (gt_stage_event (GT_RING_IN, 0), h.stream),
          "cudaEventRecord");
  if (!mapped)
    {
      CU_TRY (cudaMemcpy2DAsync (out, crows * es, dC, P.ldc * es, crows * es,
                                 n, cudaMemcpyDeviceToHost, h.stream),
              "copying the result from the device");
      CU_TRY (cudaEventRecord (h.ev[EV_D2H], h.stream), "cudaEventRecord");
    }
  CU_TRY (cudaEventSynchronize (h.ev[mapped ? EV_KERNEL : EV_D2H]),
          "running the kernel");
  {
    const double t1 = gt_now_ms ();
    gt_hostcopy2d (C, crows * es, out, (mapped ? P.ldc : crows) * es,
                   crows * es, n);
    info->staging_ms += gt_now_ms () - t1;
  }
  gt_fill_launch (info, &run.L);
  info->splits = run.splits;
  info->tiles = 1;
  info->kernel_ms = gt_ev_ms (EV_H2D, EV_KERNEL);
  if (!mapped)
    {
      info->h2d_ms = gt_ev_ms (EV_START, EV_H2D);
      info->d2h_ms = gt_ev_ms (EV_KERNEL, EV_D2H);
    }
done:
  if (st != GT_OK)
    cudaStreamSynchronize (h.stream);
  gt_dev_put (dAB);
  gt_dev_put (dC);
  gt_dev_put (work);
  (void) cudaGetLastError ();
  return st;
}

/* Part ME of a product with A shared is done (FAILED: on its own,
   SECONDARY: because another part did): the others stop waiting for it,
   and it waits until none of them reads its A any more. */
void share_finish (gt_share_a *S, int me, bool failed, bool secondary)
{
  int zero = 0, none = -1;
  if (!S)
    return;
  if (failed && !secondary)
    S->root.compare_exchange_strong (none, me);
  S->ready[me].compare_exchange_strong (zero, -1);
  zero = 0;
  S->done[me].compare_exchange_strong (zero, 2);
  for (int p = 0; p < S->n; p++)
    {
      int d;
      if (p == me)
        continue;
      while ((d = S->done[p].load (std::memory_order_acquire)) == 0)
        if (!gt_hostcopy_help (GT_PRIO_TOUCH))
          sched_yield ();
      if (d == 1)
        cudaEventSynchronize (S->pulled[p]);
    }
  (void) cudaGetLastError ();
}

} // namespace

gt_status gt_engine_product (const gt_ctx_handle *hp, const gt_plan *Pp,
                             const void *A, const void *B, void *C,
                             gt_info *info)
{
  return gt_engine_product_shared (hp, Pp, A, B, C, info, NULL, 0);
}

gt_status gt_engine_product_shared (const gt_ctx_handle *hp,
                                    const gt_plan *Pp, const void *A,
                                    const void *B, void *C, gt_info *info,
                                    gt_share_a *S, int me)
{
  const gt_ctx_handle &h = *hp;
  const gt_plan &P = *Pp;
  const size_t es = P.es, m = P.m, n = P.n, k = P.k;
  const size_t crows = P.rc * m;
  const bool expand = P.compose == GT_COMPOSE_EXPAND;
  const bool resident = P.path == GT_PATH_RESIDENT;
  void *dA = NULL, *dB = NULL, *dC = NULL, *work = NULL;
  unsigned long touch = 0;
  gt_status st = GT_OK;

  if (P.path == GT_PATH_EMPTY)
    return GT_OK;
  if (P.path == GT_PATH_MAPPED || P.path == GT_PATH_SMALL)
    return small (h, P, A, B, C, info);

  {
    const size_t b_b = (resident ? n : P.nbs * P.nb) * P.ldb * es;
    const size_t c_b = (resident ? n : P.ncs * P.nb) * P.ldc * es;
    if ((st = gt_dev_get (&dA, P.a_bytes, resident ? "A"
                                                     : "a row panel of A"))
            != GT_OK
        || (st = gt_dev_get (&dB, b_b, resident ? "B"
                                                : "column blocks of B"))
               != GT_OK
        || (st = gt_dev_get (&dC, c_b, resident ? "C" : "tiles of C"))
               != GT_OK
        || (st = gt_dev_get (&work, gt_plan_work_bytes (&P, P.mb, P.nb),
                             "the parts of B and C")) != GT_OK)
      {
        share_finish (S, me, true, false);
        gt_dev_put (dA);
        gt_dev_put (dB);
        gt_dev_put (dC);
        gt_dev_put (work);
        return st;
      }
  }

  /* Launches alternate between two compute streams where the plan says
     so: only real products, whose consecutive launches are independent (a
     complex one's launches share the expanded A that the first of a panel
     writes, or the parts of B in WORK). */
  ProductRun R (P.one_stream ? h.stream : h.s_in, h.stream,
                P.one_stream ? h.stream : h.s_out,
                P.comp_streams == 2 ? h.s_comp2 : NULL, P, work);
  R.S = S;
  R.me = me;
  R.device = h.device;
  R.dA = (char *) dA;
  if (!gt_plan_small_transfer ((double) crows * n * es))
    {
      gt_host_fresh_output (C, crows * n * es);
      /* Its pages are made present by the copy threads while they have
         nothing more urgent to do: all of it from the start, or block by
         block as the launches are issued (the planner says which). */
      const gt_touch how = R.staged ? gt_plan_touch (&P) : GT_TOUCH_NONE;
      if (how == GT_TOUCH_BLOCKS)
        R.touch_blocks = true;
      else if (how == GT_TOUCH_WHOLE)
        touch = gt_host_touch_submit (C, crows * n * es);
    }

  /* The plan: A's row panel i, then for each column block j the block of
     B (once, when all of B stays on the device) and tile (i, j)'s launch.
     Streamed, block j of B reuses buffer j % nbs and tile t of C buffer
     t % ncs. */
  {
    const std::vector<size_t> starts = gt_plan_blocks (P);
    /* the last tile on each B buffer; held whole, each block has its own */
    const size_t nbufs = resident ? starts.size () - 1 : P.nbs;
    std::vector<size_t> b_user (nbufs, Stager::NONE);
    const size_t arows_pad = P.lda, brows = P.rb * k;
    for (size_t i = 0, t = 0; i < P.npanels; i++)
      {
        const size_t r0 = i * P.mb, mi = m - r0 < P.mb ? m - r0 : P.mb;
        const size_t arows = P.ra * mi;
        if (i > 0) /* the A buffer is reused: the last panel's kernels */
          R.add_wait_launch (t - 1);
        /* Padding rows are zeros: 16-byte loads at the edge read them
           (EXPAND: the expansion writes T's). */
        if (k && !expand)
          R.add_memset ((char *) dA + arows * es, P.lda * es,
                        (arows_pad - arows) * es, k);
        if (S)
          {
            /* This part's columns of A; the others' from their devices. */
            Region g = a_region (P, A, r0, mi, (char *) dA);
            g.host += S->k0[me] * g.hpitch;
            g.dev += S->k0[me] * g.dpitch;
            g.height = S->k0[me + 1] - S->k0[me];
            R.add_upload (g);
            R.add_external (0);
            for (int q = 1; q < S->n; q++)
              R.add_external (1 + (size_t) ((me + q) % S->n));
            R.add_external ((size_t) S->n + 1);
          }
        else
          R.add_upload (a_region (P, A, r0, mi, (char *) dA));
        for (size_t j = 0; j + 1 < starts.size (); j++, t++)
          {
            const size_t c0 = starts[j], nj = starts[j + 1] - c0;
            const size_t bs = j % nbufs, cs = t % P.ncs;
            /* Held whole: block j is columns c0... of B and C. */
            char *dBj = (char *) dB + (resident ? c0 : bs * P.nb) * P.ldb * es;
            char *dCt = (char *) dC + (resident ? c0 : cs * P.nb) * P.ldc * es;
            if (i == 0 || !resident)
              {
                if (b_user[bs] != Stager::NONE)
                  R.add_wait_launch (b_user[bs]);
                R.add_memset (dBj + brows * es, P.ldb * es,
                              (P.ldb - brows) * es, nj);
                R.add_upload (Region{ (char *) B + c0 * brows * es,
                                      brows * es, dBj, P.ldb * es,
                                      brows * es, nj });
              }
            R.tiles.push_back (ProductRun::Tile{
                mi, nj, (char *) dA, dBj, dCt, j == 0,
                Region{ (char *) C + (c0 * crows + P.rc * r0) * es,
                        crows * es, dCt, P.ldc * es, P.rc * mi * es, nj },
                (char *) C + c0 * crows * es, i == 0 ? nj * crows * es : 0 });
            R.add_launch (!resident && t >= P.ncs ? t - P.ncs : Stager::NONE);
            b_user[bs] = t;
          }
      }
  }

  if (!P.one_stream)
    gt_host_quiet_blas ();
  if (!R.drive ())
    {
      st = R.st;
      goto done;
    }

  gt_fill_launch (info, &R.run.L);
  info->splits = R.run.splits;
  info->tiles = (int) R.launches ();
  info->staging_ms = R.staging_ms ();
  info->h2d_ms = R.h2d_ms ();
  info->kernel_ms = R.kernel_ms ();
  info->d2h_ms = R.d2h_ms ();
  if (gt_trace ())
    {
      double t0 = 0, t1 = 0;
      R.trace ();
      gt_hostcopy_wait (touch);
      if (touch && gt_hostcopy_done (touch, &t0, &t1) && t1 > t0)
        gt_trace () (GT_TRACE_TOUCH, (double) crows * n * es, t0, t1);
      for (const auto &tk : R.touches)
        {
          gt_hostcopy_wait (tk.first);
          if (gt_hostcopy_done (tk.first, &t0, &t1) && t1 > t0)
            gt_trace () (GT_TRACE_TOUCH, (double) tk.second, t0, t1);
        }
    }

done:
  if (st != GT_OK)
    R.quiesce (); /* no copy or kernel may outlive its buffers */
  gt_hostcopy_wait (touch); /* it works on C: done before C goes back */
  for (const auto &tk : R.touches)
    gt_hostcopy_wait (tk.first);
  share_finish (S, me, st != GT_OK, R.secondary);
  gt_dev_put (dA);
  gt_dev_put (dB);
  gt_dev_put (dC);
  gt_dev_put (work);
  (void) cudaGetLastError ();
  return st;
}

/* ------------------------------------------------------------------ */
/* Scalar times array: blocks of X up, scaled, blocks of Y down.        */

namespace {

class ScaleRun : public Stager
{
public:
  gt_launch L;

  ScaleRun (const gt_ctx_handle &h, bool one, gt_dtype dt, size_t n_,
            size_t chunk_, double re, double im, bool cplx_, bool x_cplx_,
            char *dX_, char *dY_, void *Y_)
    : Stager (one ? h.stream : h.s_in, h.stream, one ? h.stream : h.s_out),
      L (), dtype (dt), n (n_), chunk (chunk_), ar (re), ai (im),
      cplx (cplx_), x_cplx (x_cplx_), dX (dX_), dY (dY_), Y ((char *) Y_)
  {
  }

protected:
  bool launch (size_t t, cudaStream_t s, Region *out) override
  {
    const size_t es = gt_dtype_size (dtype), c0 = t * chunk;
    const size_t cnt = n - c0 < chunk ? n - c0 : chunk;
    const size_t xr = x_cplx ? 2 : 1, yr = cplx ? 2 : 1;
    L = gt_launch ();
    const gt_status s2 = gt_dispatch_scale (dtype, cnt, ar, ai, cplx,
                                            dX + c0 * xr * es, x_cplx,
                                            dY + c0 * yr * es, s, &L);
    if (s2 != GT_OK)
      {
        if (st == GT_OK)
          st = s2;
        return false;
      }
    *out = Region{ Y + c0 * yr * es, cnt * yr * es, dY + c0 * yr * es,
                   cnt * yr * es, cnt * yr * es, 1 };
    return true;
  }

private:
  gt_dtype dtype;
  size_t n, chunk;
  double ar, ai;
  bool cplx, x_cplx;
  char *dX, *dY, *Y;
};

} // namespace

gt_status gt_engine_scale (const gt_ctx_handle *hp, gt_dtype dtype, size_t n,
                           double alpha_re, double alpha_im, int cplx,
                           const void *X, int x_cplx, void *Y, gt_info *info)
{
  const gt_ctx_handle &h = *hp;
  const size_t es = gt_dtype_size (dtype);
  const size_t xr = x_cplx ? 2 : 1, yr = cplx ? 2 : 1;
  const size_t chunk = gt_plan_chunk_elems (es * yr);
  void *dX = NULL, *dY = NULL;
  gt_status st = GT_OK;

  if (n == 0)
    return GT_OK;
  (void) cudaGetLastError ();
  if ((st = gt_dev_get (&dX, n * xr * es, "the matrix")) != GT_OK
      || (st = gt_dev_get (&dY, n * yr * es, "the result")) != GT_OK)
    {
      gt_dev_put (dX);
      return st;
    }
  {
    const bool one = gt_plan_small_transfer ((double) n * (xr + yr) * es);
    ScaleRun R (h, one, dtype, n, chunk, alpha_re, alpha_im, cplx != 0,
                x_cplx != 0, (char *) dX, (char *) dY, Y);
    for (size_t c0 = 0; c0 < n; c0 += chunk)
      {
        const size_t cnt = n - c0 < chunk ? n - c0 : chunk;
        R.add_upload (Region{ (char *) X + c0 * xr * es, cnt * xr * es,
                              (char *) dX + c0 * xr * es, cnt * xr * es,
                              cnt * xr * es, 1 });
        R.add_launch ();
      }
    if (!one)
      gt_host_quiet_blas ();
    if (!R.drive ())
      {
        st = R.st;
        R.quiesce ();
      }
    else
      {
        gt_fill_launch (info, &R.L);
        info->staging_ms = R.staging_ms ();
        info->h2d_ms = R.h2d_ms ();
        info->kernel_ms = R.kernel_ms ();
        info->d2h_ms = R.d2h_ms ();
        info->tiles = (int) R.launches ();
      }
  }
  gt_dev_put (dX);
  gt_dev_put (dY);
  (void) cudaGetLastError ();
  return st;
}
