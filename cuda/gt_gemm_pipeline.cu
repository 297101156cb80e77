/*
 * gt_gemm_pipeline.cu - the host half of the product: C = A * B for arrays
 * in (pageable) host memory.
 *
 * Three streams work at once:
 *   s_in   uploads: A, then B in column blocks, each through the pinned
 *          upload ring (the copy threads fill slot i+1 while the DMA engine
 *          empties slot i);
 *   stream the kernel of column block j as soon as block j of B is there;
 *   s_out  downloads: block j of C, through the pinned download ring, while
 *          the kernel of block j+1 runs; the copy threads then move each
 *          slot into Octave's result.
 * One host thread drives all of it (this file), polling events; it never
 * waits on one stream while another could use it.
 *
 * Out-of-core: when A, B and C do not fit in the device memory left (or in
 * GPUTILED_DEVICE_MB, for tests), C is computed in tiles of rows x columns:
 * A in row panels, B in column blocks through two buffers, C tiles through
 * two buffers.  Every tile multiplies whole rows of A by whole columns of B
 * with the kernel, configuration and split-K chosen for the whole product,
 * so each element of C is summed in the same order as without tiles: the
 * bits are the same (the test suite checks it).
 *
 * GPUTILED_BLOCK_COLS forces the column block width (tests).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vector>

#include "gt_kernels.h"
#include "gt_memory.h"

namespace {

/* Events, reused from call to call; grown on demand. */
std::vector<cudaEvent_t> events;

/* HEIGHT rows of WIDTH bytes, in host and device memory.  Column-major
   matrices: a row here is a column (or part of one) there. */
struct Region
{
  char *host;
  size_t hpitch;
  char *dev;
  size_t dpitch;
  size_t width, height;
};

/* Pieces of a region that fit one staging slot: whole rows where a row
   fits, else parts of one row. */
struct Pieces
{
  Region g;
  size_t slot;
  size_t row, off;

  Pieces (const Region &r, size_t slot_bytes)
    : g (r), slot (slot_bytes), row (0), off (0) {}

  bool next (Region *p)
  {
    if (g.width == 0 || row >= g.height)
      return false;
    *p = g;
    if (g.width <= slot)
      {
        const size_t rows = slot / g.width;
        p->height = g.height - row < rows ? g.height - row : rows;
        p->host += row * g.hpitch;
        p->dev += row * g.dpitch;
        row += p->height;
        return true;
      }
    p->height = 1;
    p->width = g.width - off < slot ? g.width - off : slot;
    p->host += row * g.hpitch + off;
    p->dev += row * g.dpitch + off;
    off += p->width;
    if (off == g.width)
      off = 0, row++;
    return true;
  }
};

double env_double (const char *name)
{
  const char *v = getenv (name);
  return v && *v ? strtod (v, NULL) : 0;
}

size_t round_up (size_t x, size_t a) { return (x + a - 1) / a * a; }

/* Products whose operands and result take at most this many bytes run on
   the pinned slots in place (see tiny). */
#define GT_MAPPED_BYTES ((size_t) 256 << 10)

/* How the product is cut.  Tile (i, j) is rows [i*mb, ...) by columns
   [j*nb, ...); B block j lives in B buffer j % nbs, C tile t (row-major
   order) in C buffer t % ncs. */
struct Plan
{
  size_t mb, nb, npanels, nblocks;
  size_t nbs, ncs;
  size_t lda, ldb, ldc;
  size_t bytes; /* device memory */
};

size_t plan_bytes (const gt_gemm_shape &s, size_t es, size_t k, Plan *p)
{
  p->lda = round_up (p->mb, s.align);
  p->ldb = round_up (k, s.align);
  p->ldc = p->lda;
  double e = (double) p->lda * k + (double) p->nbs * p->ldb * p->nb
             + (double) p->ncs * p->ldc * p->nb;
  if (s.splits > 1) /* split-K workspace of one launch */
    e += (double) p->ldc * p->nb * s.splits;
  e *= es;
  return e > 1e19 ? (size_t) -1 : (size_t) e;
}

/* Column blocks in the device-resident case: enough to overlap the copies
   with the kernels, big enough to keep the kernels efficient.  1024
   columns each (8 at most) for products of at least 2048 columns. */
size_t overlap_cols (size_t m, size_t n, size_t k)
{
  const double forced = env_double ("GPUTILED_BLOCK_COLS");
  if (forced >= 1)
    return (size_t) forced < n ? (size_t) forced : n;
  if (n < 2048 || (double) m * k < 1048576.0)
    return n;
  size_t nb = n / 8 > 1024 ? round_up (n / 8, 256) : 1024;
  return nb < n ? nb : n;
}

gt_status make_plan (const gt_gemm_shape &s, size_t es, size_t m, size_t n,
                     size_t k, Plan *p)
{
  size_t free_b = 0, total_b = 0, in_use = 0, cached = 0;
  const double forced = env_double ("GPUTILED_DEVICE_MB");
  double budget;
  if (forced <= 0 && ((double) m * k + (double) k * n + (double) m * n)
                         * es < 67108864.0)
    budget = 1e300; /* small: no need to ask the driver (it takes time) */
  else
    {
      if (cudaMemGetInfo (&free_b, &total_b) != cudaSuccess)
        (void) cudaGetLastError ();
      gt_memory_stats (&in_use, &cached);
      /* What this call may use: free memory plus the cache's idle
         buffers, less a margin for the runtime and split-K's pool. */
      budget = 0.92 * (double) (free_b + (cached - in_use));
      if (forced > 0 && forced * 1048576.0 < budget)
        budget = forced * 1048576.0;
    }

  /* Everything resident: A, B and C, in column blocks for overlap. */
  p->mb = m;
  p->nb = overlap_cols (m, n, k);
  p->nblocks = (n + p->nb - 1) / p->nb;
  p->nbs = p->ncs = p->nblocks;
  (void) plan_bytes (s, es, k, p); /* sets the leading dimensions */
  {
    /* The blocks are parts of whole arrays: size those. */
    Plan whole = *p;
    whole.nb = n, whole.nbs = whole.ncs = 1;
    if ((double) plan_bytes (s, es, k, &whole) <= budget)
      {
        p->bytes = plan_bytes (s, es, k, &whole);
        p->npanels = 1;
        return GT_OK;
      }
  }
  /* A resident, B and C streamed through two buffers each. */
  p->nbs = p->ncs = 2;
  {
    const size_t lda = round_up (m, s.align), ldb = round_up (k, s.align);
    const double left = budget / es - (double) lda * k;
    const double per_col = 2.0 * ldb + 2.0 * lda
                           + (s.splits > 1 ? (double) lda * s.splits : 0);
    double nb = left > 0 ? floor (left / per_col) : 0;
    if (nb >= 64 || nb >= n)
      {
        p->nb = nb >= n ? n : (size_t) nb / 32 * 32;
        p->nblocks = (n + p->nb - 1) / p->nb;
        p->npanels = 1;
        p->bytes = plan_bytes (s, es, k, p);
        return GT_OK;
      }
  }
  /* Square tiles of side t: t*k (A) + 2*k*t (B) + 2*t*t (C) elements,
     with room for padding and split-K. */
  {
    const double kk = (double) round_up (k, s.align) + s.align;
    const double q = 2.0 + (s.splits > 1 ? s.splits : 0);
    const double t = (-3.0 * kk + sqrt (9.0 * kk * kk + 4.0 * q * budget / es))
                     / (2.0 * q);
    size_t side = t >= 32 ? (size_t) t / 32 * 32 : 0;
    if (side < 32)
      return gt_fail (GT_ERR_OUT_OF_MEMORY,
                      "out of device memory: a %zu x %zu x %zu product needs "
                      "at least %.1f MiB in tiles of 32, %.1f MiB is free",
                      m, n, k, (3.0 * kk * 32 + 2.0 * 32 * 32) * es / 1048576.0,
                      budget / 1048576.0);
    p->mb = side < m ? side : m;
    p->nb = side < n ? side : n;
    p->npanels = (m + p->mb - 1) / p->mb;
    p->nblocks = (n + p->nb - 1) / p->nb;
    p->bytes = plan_bytes (s, es, k, p);
    return GT_OK;
  }
}

/* One call's state: the streams, the rings, the queue of C pieces. */
struct Run
{
  cudaStream_t s_in, s_comp, s_out;
  size_t slot_bytes;
  bool staged;                 /* pinned rings available */
  size_t nev;                  /* events handed out this call */
  double staging_ms;
  gt_status st;

  /* Uploads. */
  size_t in_count;

  /* Downloads: the C regions of tiles whose kernel is queued, in order;
     the pieces in flight in the download ring. */
  struct OutTile
  {
    Region g;
    cudaEvent_t kdone, cdone;
  };
  std::vector<OutTile> tiles;
  size_t cur_tile;             /* first tile with pieces not yet issued */
  bool cur_started;
  Pieces cur;
  struct InFlight
  {
    int slot;
    Region p;
  };
  InFlight flight[GT_RING_SLOTS];
  size_t f_head, f_count, out_count;
  cudaEvent_t out_first;
  bool out_first_set;

  Run () : cur (Region (), 1) {}

  bool fail (cudaError_t e, const char *what)
  {
    if (st == GT_OK)
      st = gt_cuda_fail (e, what);
    return false;
  }

  cudaEvent_t event ()
  {
    if (nev == events.size ())
      {
        cudaEvent_t e;
        if (cudaEventCreate (&e) != cudaSuccess)
          {
            fail (cudaGetLastError (), "cudaEventCreate");
            return NULL;
          }
        events.push_back (e);
      }
    return events[nev++];
  }

  void host_copy (void *dst, size_t dp, const void *src, size_t sp,
                  size_t w, size_t h)
  {
    const double t0 = gt_now_ms ();
    gt_hostcopy2d (dst, dp, src, sp, w, h);
    staging_ms += gt_now_ms () - t0;
  }

  /* Finish the oldest download in flight if its DMA is done (or, with
     WAIT, once it is).  True if one was finished. */
  bool retire (bool wait)
  {
    if (st != GT_OK || f_count == 0)
      return false;
    InFlight &f = flight[f_head];
    cudaEvent_t ev = gt_stage_event (GT_RING_OUT, f.slot);
    cudaError_t e = wait ? cudaEventSynchronize (ev) : cudaEventQuery (ev);
    if (e == cudaErrorNotReady)
      return false;
    if (e != cudaSuccess)
      return fail (e, "copying the result from the device");
    host_copy (f.p.host, f.p.hpitch, gt_stage_slot (GT_RING_OUT, f.slot),
               f.p.width, f.p.width, f.p.height);
    f_head = (f_head + 1) % GT_RING_SLOTS;
    f_count--;
    return true;
  }

  /* Queue downloads into free slots of the download ring.  True if one
     was queued. */
  bool issue ()
  {
    bool any = false;
    while (st == GT_OK && f_count < GT_RING_SLOTS && cur_tile < tiles.size ())
      {
        OutTile &t = tiles[cur_tile];
        Region p;
        cudaError_t e;
        if (!cur_started)
          {
            cur = Pieces (t.g, slot_bytes);
            cur_started = true;
            if (!out_first_set && s_out == s_comp)
              out_first = t.kdone, out_first_set = true; /* the same point */
            if (s_out != s_comp
                && (e = cudaStreamWaitEvent (s_out, t.kdone, 0)) != cudaSuccess)
              return fail (e, "cudaStreamWaitEvent");
            if (!out_first_set)
              {
                out_first_set = true;
                if ((out_first = event ()) == NULL)
                  return false;
                if ((e = cudaEventRecord (out_first, s_out)) != cudaSuccess)
                  return fail (e, "cudaEventRecord");
              }
          }
        if (!cur.next (&p))
          {
            if ((e = cudaEventRecord (t.cdone, s_out)) != cudaSuccess)
              return fail (e, "cudaEventRecord");
            cur_tile++;
            cur_started = false;
            continue;
          }
        const int slot = (int) ((f_head + f_count) % GT_RING_SLOTS);
        if ((e = cudaMemcpy2DAsync (gt_stage_slot (GT_RING_OUT, slot), p.width,
                                    p.dev, p.dpitch, p.width, p.height,
                                    cudaMemcpyDeviceToHost, s_out))
                != cudaSuccess
            || (e = cudaEventRecord (gt_stage_event (GT_RING_OUT, slot), s_out))
                   != cudaSuccess)
          return fail (e, "copying the result from the device");
        flight[slot].slot = slot;
        flight[slot].p = p;
        f_count++;
        any = true;
      }
    return any;
  }

  /* Let the downloads move without blocking.  True if anything moved. */
  bool service ()
  {
    bool moved = false;
    while (retire (false))
      moved = true;
    return issue () || moved;
  }

  /* Upload a region on s_in through the upload ring. */
  bool upload (const Region &g)
  {
    Pieces it (g, slot_bytes);
    Region p;
    cudaError_t e;
    while (st == GT_OK && it.next (&p))
      {
        const int slot = (int) (in_count++ % GT_RING_SLOTS);
        cudaEvent_t ev = gt_stage_event (GT_RING_IN, slot);
        /* Keep the downloads going while the slot's last DMA drains. */
        while ((e = cudaEventQuery (ev)) == cudaErrorNotReady)
          if (!service ())
            {
              e = cudaEventSynchronize (ev);
              break;
            }
        if (e != cudaSuccess)
          return fail (e, "waiting for a staging buffer");
        if (st != GT_OK)
          return false;
        void *buf = gt_stage_slot (GT_RING_IN, slot);
        host_copy (buf, p.width, p.host, p.hpitch, p.width, p.height);
        if ((e = cudaMemcpy2DAsync (p.dev, p.dpitch, buf, p.width, p.width,
                                    p.height, cudaMemcpyHostToDevice, s_in))
                != cudaSuccess
            || (e = cudaEventRecord (ev, s_in)) != cudaSuccess)
          return fail (e, "copying to the device");
        service ();
      }
    return st == GT_OK;
  }

  /* A region's upload is queued: LAST marks the end of the uploads so far
     (for h2d_ms) and, on three streams, the kernels wait for it. */
  bool uploaded (cudaEvent_t last)
  {
    cudaError_t e = cudaEventRecord (last, s_in);
    if (e == cudaSuccess && s_comp != s_in)
      e = cudaStreamWaitEvent (s_comp, last, 0);
    return e == cudaSuccess || fail (e, "cudaEventRecord");
  }

  /* Without pinned memory: the driver's own staging, one region at a time. */
  bool upload_plain (const Region &g)
  {
    cudaError_t e = cudaMemcpy2DAsync (g.dev, g.dpitch, g.host, g.hpitch,
                                       g.width, g.height,
                                       cudaMemcpyHostToDevice, s_in);
    return e == cudaSuccess || fail (e, "copying to the device");
  }
};

float elapsed (cudaEvent_t a, cudaEvent_t b)
{
  float ms = 0;
  if (!a || !b || cudaEventElapsedTime (&ms, a, b) != cudaSuccess)
    {
      (void) cudaGetLastError ();
      ms = 0;
    }
  return ms;
}

/* A product small enough for one staging slot each way: the host packs A
   and B, padding and all, into one pinned slot, so one DMA carries both;
   one kernel; one DMA back.  Its fixed cost is what a call on small
   matrices costs, so it uses no more CUDA calls than it must. */
gt_status tiny (const gt_ctx_handle &h, const gt_gemm_shape &shape,
                const Plan &P, gt_dtype dtype, size_t m, size_t n, size_t k,
                const void *A, const void *B, void *C, int tile,
                gt_info *info)
{
  const size_t es = gt_dtype_size (dtype);
  const size_t a_img = round_up (P.lda * k * es, 256), b_img = P.ldb * n * es;
  char *in = (char *) gt_stage_slot (GT_RING_IN, 0);
  char *out = (char *) gt_stage_slot (GT_RING_OUT, 0);
  /* The smallest products skip the copies: the classroom kernel reads and
     writes the (mapped) pinned slots over the link, one round trip
     instead of three.  Each operand element is read a few times at most
     at these sizes. */
  const bool mapped = a_img + b_img + P.ldc * n * es <= GT_MAPPED_BYTES
                      && (shape.kernel == GT_GEMM_NAIVE
                          || shape.kernel == GT_GEMM_TILED
                          || shape.kernel == GT_GEMM_PADDED)
                      && !(getenv ("GPUTILED_ZERO_COPY")
                           && !strcmp (getenv ("GPUTILED_ZERO_COPY"), "0"));
  void *dAB = NULL, *dC = NULL, *cA, *cB, *cC;
  gt_gemm_run run = {};
  gt_status st = GT_OK;
  const double t0 = gt_now_ms ();

  CU_TRY (cudaEventSynchronize (gt_stage_event (GT_RING_IN, 0)),
          "waiting for a staging buffer");
  if (!mapped
      && ((st = gt_dev_get (&dAB, a_img + b_img, "A and B")) != GT_OK
          || (st = gt_dev_get (&dC, P.ldc * n * es, "C")) != GT_OK))
    goto done;
  cA = mapped ? (void *) in : dAB;
  cB = (char *) cA + a_img;
  cC = mapped ? (void *) out : dC;
  /* The device images: columns at the padded leading dimensions, the
     padding zeros (16-byte loads at the edges read it). */
  for (size_t j = 0; j < k; j++)
    {
      memcpy (in + j * P.lda * es, (const char *) A + j * m * es, m * es);
      memset (in + (j * P.lda + m) * es, 0, (P.lda - m) * es);
    }
  for (size_t j = 0; j < n; j++)
    {
      memcpy (in + a_img + j * P.ldb * es, (const char *) B + j * k * es,
              k * es);
      memset (in + a_img + (j * P.ldb + k) * es, 0, (P.ldb - k) * es);
    }
  info->staging_ms = gt_now_ms () - t0;
  CU_TRY (cudaEventRecord (h.ev[EV_START], h.stream), "cudaEventRecord");
  if (!mapped && a_img + b_img)
    CU_TRY (cudaMemcpyAsync (dAB, in, a_img + b_img, cudaMemcpyHostToDevice,
                             h.stream), "copying to the device");
  CU_TRY (cudaEventRecord (gt_stage_event (GT_RING_IN, 0), h.stream),
          "cudaEventRecord");
  CU_TRY (cudaEventRecord (h.ev[EV_H2D], h.stream), "cudaEventRecord");
  if ((st = gt_gemm_device_split (shape.kernel, -1, dtype, m, n, k,
                                  k ? cA : NULL, P.lda, k ? cB : NULL, P.ldb,
                                  cC, P.ldc, tile, shape.splits, shape.kslice,
                                  h.stream, &run)) != GT_OK)
    goto done;
  CU_TRY (cudaEventRecord (h.ev[EV_KERNEL], h.stream), "cudaEventRecord");
  if (!mapped)
    CU_TRY (cudaMemcpy2DAsync (out, m * es, dC, P.ldc * es, m * es, n,
                               cudaMemcpyDeviceToHost, h.stream),
            "copying the result from the device");
  CU_TRY (cudaEventRecord (h.ev[EV_D2H], h.stream), "cudaEventRecord");
  CU_TRY (cudaEventSynchronize (h.ev[EV_D2H]), "running the kernel");
  {
    const double t1 = gt_now_ms ();
    gt_hostcopy2d (C, m * es, out, (mapped ? P.ldc : m) * es, m * es, n);
    info->staging_ms += gt_now_ms () - t1;
  }
  gt_fill_launch (info, &run.L);
  info->splits = run.splits;
  info->tiles = 1;
  info->h2d_ms = gt_ev_ms (EV_START, EV_H2D);
  info->kernel_ms = gt_ev_ms (EV_H2D, EV_KERNEL);
  info->d2h_ms = gt_ev_ms (EV_KERNEL, EV_D2H);
done:
  if (st != GT_OK)
    cudaStreamSynchronize (h.stream);
  gt_dev_put (dAB);
  gt_dev_put (dC);
  (void) cudaGetLastError ();
  return st;
}

} // namespace

void gt_pipeline_release (void)
{
  for (cudaEvent_t e : events)
    cudaEventDestroy (e);
  events.clear ();
  (void) cudaGetLastError ();
}

gt_status gt_gemm_pipeline (gt_gemm_kernel kern, gt_dtype dtype, size_t m,
                            size_t n, size_t k, const void *A, const void *B,
                            void *C, int tile, gt_info *info)
{
  const size_t es = gt_dtype_size (dtype);
  gt_gemm_shape shape = {};
  gt_ctx_handle h;
  double init_ms;
  Plan P = {};
  Run R;
  void *dA = NULL, *dB = NULL, *dC = NULL;
  cudaEvent_t in_first = NULL, in_last = NULL;
  std::vector<cudaEvent_t> kstart;
  std::vector<size_t> b_user; /* last tile that used each B buffer */
  gt_gemm_run run = {};
  cudaError_t e;
  gt_status st;

  if ((st = gt_ctx_get (-1, &h, &init_ms)) != GT_OK
      || (st = gt_gemm_plan (kern, dtype, m, n, k, &shape)) != GT_OK
      || (st = make_plan (shape, es, m, n, k, &P)) != GT_OK)
    return st;

  R.st = GT_OK;
  R.staged = gt_stage_ready ();
  if (R.staged && P.npanels == 1 && P.nblocks == 1
      && round_up (P.lda * k * es, 256) + P.ldb * n * es <= gt_stage_bytes ()
      && P.ldc * n * es <= gt_stage_bytes ()
      && !(env_double ("GPUTILED_BLOCK_COLS") >= 1))
    return tiny (h, shape, P, dtype, m, n, k, A, B, C, tile, info);
  R.slot_bytes = R.staged ? gt_stage_bytes () : 0;
  R.nev = 0;
  R.staging_ms = 0;
  R.in_count = 0;
  R.cur_tile = 0;
  R.cur_started = false;
  R.f_head = R.f_count = R.out_count = 0;
  R.out_first = NULL;
  R.out_first_set = false;
  R.s_comp = h.stream;
  /* Small products gain nothing from three streams; one saves the
     cross-stream waits. */
  if ((double) (m * k + k * n + m * n) * es < 4194304.0)
    R.s_in = R.s_out = h.stream;
  else
    R.s_in = h.s_in, R.s_out = h.s_out;
  if ((double) m * n * es >= 4194304.0)
    gt_host_fresh_output (C, m * n * es);

  {
    const size_t a_b = P.lda * k * es, b_b = P.nbs * P.ldb * P.nb * es,
                 c_b = P.ncs * P.ldc * P.nb * es;
    if (P.npanels == 1 && P.nbs == P.nblocks) /* resident: whole arrays */
      {
        if ((st = gt_dev_get (&dA, a_b, "A")) != GT_OK
            || (st = gt_dev_get (&dB, P.ldb * n * es, "B")) != GT_OK
            || (st = gt_dev_get (&dC, P.ldc * n * es, "C")) != GT_OK)
          goto done;
      }
    else if ((st = gt_dev_get (&dA, a_b, "a row panel of A")) != GT_OK
             || (st = gt_dev_get (&dB, b_b, "column blocks of B")) != GT_OK
             || (st = gt_dev_get (&dC, c_b, "tiles of C")) != GT_OK)
      goto done;
  }
  b_user.assign (P.nbs, (size_t) -1);

  if ((in_first = R.event ()) == NULL || (in_last = R.event ()) == NULL)
    goto done;
  if ((e = cudaEventRecord (in_first, R.s_in)) != cudaSuccess)
    {
      R.fail (e, "cudaEventRecord");
      goto done;
    }

  for (size_t i = 0, t = 0; i < P.npanels && R.st == GT_OK; i++)
    {
      const size_t r0 = i * P.mb, mi = m - r0 < P.mb ? m - r0 : P.mb;
      /* The A buffer is reused: the last panel's kernels must be done. */
      if (i > 0
          && (e = cudaStreamWaitEvent (R.s_in, R.tiles.back ().kdone, 0))
                 != cudaSuccess)
        {
          R.fail (e, "cudaStreamWaitEvent");
          break;
        }
      /* Padding rows are zeros: 16-byte loads at the edge read them. */
      if (P.lda > mi && k
          && (e = cudaMemset2DAsync ((char *) dA + mi * es, P.lda * es, 0,
                                     (P.lda - mi) * es, k, R.s_in))
                 != cudaSuccess)
        {
          R.fail (e, "clearing the padding");
          break;
        }
      Region ga = { (char *) A + r0 * es, m * es, (char *) dA, P.lda * es,
                    mi * es, k };
      if (!(R.staged ? R.upload (ga) : R.upload_plain (ga))
          || !R.uploaded (in_last))
        break;

      for (size_t j = 0; j < P.nblocks && R.st == GT_OK; j++, t++)
        {
          const size_t c0 = j * P.nb, nj = n - c0 < P.nb ? n - c0 : P.nb;
          const size_t bs = j % P.nbs, cs = t % P.ncs;
          char *dBj = (char *) dB + bs * P.ldb * P.nb * es;
          char *dCt = (char *) dC + cs * P.ldc * P.nb * es;
          if (i == 0 || P.nbs < P.nblocks)
            {
              /* Reusing a B buffer: its last kernel must be done. */
              if (b_user[bs] != (size_t) -1
                  && (e = cudaStreamWaitEvent (R.s_in,
                                               R.tiles[b_user[bs]].kdone, 0))
                         != cudaSuccess)
                {
                  R.fail (e, "cudaStreamWaitEvent");
                  break;
                }
              if (P.ldb > k && nj
                  && (e = cudaMemset2DAsync (dBj + k * es, P.ldb * es, 0,
                                             (P.ldb - k) * es, nj, R.s_in))
                         != cudaSuccess)
                {
                  R.fail (e, "clearing the padding");
                  break;
                }
              Region gb = { (char *) B + c0 * k * es, k * es, dBj,
                            P.ldb * es, k * es, nj };
              if (!(R.staged ? R.upload (gb) : R.upload_plain (gb))
                  || !R.uploaded (in_last))
                break;
            }
          /* Reusing a C buffer: its tile must be downloaded. */
          if (t >= P.ncs
              && (e = cudaStreamWaitEvent (R.s_comp, R.tiles[t - P.ncs].cdone,
                                           0)) != cudaSuccess)
            {
              R.fail (e, "cudaStreamWaitEvent");
              break;
            }
          Run::OutTile ot;
          cudaEvent_t ks = R.event ();
          ot.kdone = R.event ();
          ot.cdone = R.event ();
          if (!ks || !ot.kdone || !ot.cdone)
            break;
          if ((e = cudaEventRecord (ks, R.s_comp)) != cudaSuccess)
            {
              R.fail (e, "cudaEventRecord");
              break;
            }
          run.L = gt_launch ();
          if ((st = gt_gemm_device_split (shape.kernel, -1, dtype, mi, nj, k,
                                          dA, P.lda, dBj, P.ldb, dCt, P.ldc,
                                          tile, shape.splits, shape.kslice,
                                          R.s_comp, &run)) != GT_OK)
            {
              R.st = st;
              break;
            }
          if ((e = cudaEventRecord (ot.kdone, R.s_comp)) != cudaSuccess)
            {
              R.fail (e, "cudaEventRecord");
              break;
            }
          kstart.push_back (ks);
          b_user[bs] = t;
          ot.g = Region{ (char *) C + (c0 * m + r0) * es, m * es, dCt,
                         P.ldc * es, mi * es, nj };
          R.tiles.push_back (ot);
          if (!R.staged)
            {
              if ((e = cudaStreamWaitEvent (R.s_out, ot.kdone, 0)) != cudaSuccess
                  || (e = cudaMemcpy2DAsync (ot.g.host, ot.g.hpitch, ot.g.dev,
                                             ot.g.dpitch, ot.g.width,
                                             ot.g.height,
                                             cudaMemcpyDeviceToHost, R.s_out))
                         != cudaSuccess
                  || (e = cudaEventRecord (ot.cdone, R.s_out)) != cudaSuccess)
                R.fail (e, "copying the result from the device");
              R.cur_tile = R.tiles.size ();
            }
          R.service ();
        }
    }

  /* Drain the downloads. */
  while (R.st == GT_OK && (R.cur_tile < R.tiles.size () || R.f_count > 0))
    if (!R.service ())
      R.retire (true);
  if (R.st == GT_OK && !R.staged && !R.tiles.empty ()
      && (e = cudaEventSynchronize (R.tiles.back ().cdone)) != cudaSuccess)
    R.fail (e, "copying the result from the device");
  st = R.st;
  if (st != GT_OK)
    goto done;

  gt_fill_launch (info, &run.L);
  info->splits = run.splits;
  info->tiles = (int) R.tiles.size ();
  info->staging_ms = R.staging_ms;
  info->h2d_ms = elapsed (in_first, in_last);
  info->kernel_ms = 0;
  for (size_t t = 0; t < R.tiles.size (); t++)
    info->kernel_ms += elapsed (kstart[t], R.tiles[t].kdone);
  info->d2h_ms = R.out_first_set ? elapsed (R.out_first, R.tiles.back ().cdone)
                                 : 0;

done:
  if (st == GT_OK)
    st = R.st;
  if (st != GT_OK)
    {
      /* No copy or kernel may outlive its buffers. */
      cudaStreamSynchronize (R.s_in);
      cudaStreamSynchronize (R.s_comp);
      cudaStreamSynchronize (R.s_out);
      for (int s = 0; s < GT_RING_SLOTS && R.staged; s++)
        cudaEventSynchronize (gt_stage_event (GT_RING_OUT, s));
    }
  gt_dev_put (dA);
  gt_dev_put (dB);
  gt_dev_put (dC);
  (void) cudaGetLastError ();
  return st;
}
