/*
 * gt_gemm_pipeline.cu - the host half of the product: C = A * B for arrays
 * in (pageable) host memory.
 *
 * The product is laid out as steps for the staging engine (gt_stage.h):
 * A's upload, then for each column block of B its upload and the kernel of
 * that block, whose block of C is downloaded while the next kernels run.
 * Uploads, kernels and downloads run on three streams; the copy threads
 * stage several slots ahead and, meanwhile, make the pages of the fresh
 * result present, so that the copies out find them ready.
 *
 * Column blocks: 1024 columns (at most 8 blocks) for products of at least
 * 2048 columns.  Held whole on the device, the blocks taper: the first is
 * half as wide, so the first kernel starts sooner, and the last is cut into
 * a half and two quarters, so that less is left to compute and copy back
 * once the uploads are done.
 *
 * Out-of-core: when A, B and C do not fit in the device memory left (or in
 * GPUTILED_DEVICE_MB, for tests), C is computed in tiles of rows x columns:
 * A in row panels, B in column blocks through two buffers, C tiles through
 * two buffers.  Every tile multiplies whole rows of A by whole columns of B
 * with the kernel, configuration and split-K chosen for the whole product,
 * so each element of C is summed in the same order as without tiles: the
 * bits are the same (the test suite checks it).
 *
 * GPUTILED_BLOCK_COLS forces the column block width, GPUTILED_TAPER=0 keeps
 * the blocks even (tests and benchmarks).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <algorithm>
#include <vector>

#include "gt_kernels.h"
#include "gt_stage.h"

namespace {

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
  bool forced;  /* GPUTILED_BLOCK_COLS set the block width */
  bool taper;   /* held whole: the blocks taper (block_starts) */
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
size_t overlap_cols (size_t m, size_t n, size_t k, bool *was_forced)
{
  const double forced = env_double ("GPUTILED_BLOCK_COLS");
  *was_forced = forced >= 1;
  if (forced >= 1)
    return (size_t) forced < n ? (size_t) forced : n;
  if (n < 2048 || (double) m * k < 1048576.0)
    return n;
  size_t nb = n / 8 > 1024 ? round_up (n / 8, 256) : 1024;
  return nb < n ? nb : n;
}

/* Where the column blocks start, and N last.  Tapered (P.taper), the
   first block is half as wide, so the first kernel starts sooner, and the
   last one is cut into a half and two quarters, so that less is left to
   compute and copy back once the uploads are done. */
std::vector<size_t> block_starts (const Plan &P, size_t n)
{
  std::vector<size_t> s;
  for (size_t c = 0; c < n; c += P.nb)
    s.push_back (c);
  if (P.taper)
    {
      const size_t q = 64, last = s.back (), w = n - last;
      s.push_back (P.nb / 2 / q * q);
      s.push_back (last + w / 2 / q * q);
      s.push_back (last + 3 * w / 4 / q * q);
      std::sort (s.begin (), s.end ());
      s.erase (std::unique (s.begin (), s.end ()), s.end ());
    }
  s.push_back (n);
  return s;
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
  p->nb = overlap_cols (m, n, k, &p->forced);
  p->nblocks = (n + p->nb - 1) / p->nb;
  p->nbs = p->ncs = p->nblocks;
  (void) plan_bytes (s, es, k, p); /* sets the leading dimensions */
  {
    /* The blocks are parts of whole arrays: size those. */
    Plan whole = *p;
    whole.nb = n, whole.nbs = whole.ncs = 1;
    if ((double) plan_bytes (s, es, k, &whole) <= budget)
      {
        const char *env = getenv ("GPUTILED_TAPER");
        p->bytes = plan_bytes (s, es, k, &whole);
        p->npanels = 1;
        /* Held whole, the blocks taper, unless forced or GPUTILED_TAPER=0. */
        p->taper = p->nblocks >= 2 && !p->forced
                   && !(env && !strcmp (env, "0"));
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

/* The product's launches: tile t multiplies a row panel of A by a column
   block of B into a block of C. */
class ProductRun : public Stager
{
public:
  struct Tile
  {
    size_t mi, nj;
    char *dA, *dB, *dC;
    Region out;
  };
  std::vector<Tile> tiles;
  gt_gemm_run run;

  ProductRun (cudaStream_t si, cudaStream_t sc, cudaStream_t so,
              gt_dtype dt, const gt_gemm_shape &sh, int tile_arg, size_t k_,
              size_t lda_, size_t ldb_, size_t ldc_)
    : Stager (si, sc, so), run (), dtype (dt), shape (sh), tile (tile_arg),
      k (k_), lda (lda_), ldb (ldb_), ldc (ldc_)
  {
  }

protected:
  bool launch (size_t t, cudaStream_t s, Region *out) override
  {
    const Tile &T = tiles[t];
    run.L = gt_launch ();
    const gt_status s2 = gt_gemm_device_split (shape.kernel, -1, dtype, T.mi,
                                               T.nj, k, T.dA, lda, T.dB, ldb,
                                               T.dC, ldc, tile, shape.splits,
                                               shape.kslice, s, &run);
    if (s2 != GT_OK)
      {
        if (st == GT_OK)
          st = s2;
        return false;
      }
    *out = T.out;
    return true;
  }

private:
  gt_dtype dtype;
  gt_gemm_shape shape;
  int tile;
  size_t k, lda, ldb, ldc;
};

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
  gt_hostcopy2d (in, P.lda * es, A, m * es, m * es, k);
  for (size_t j = 0; P.lda > m && j < k; j++)
    memset (in + (j * P.lda + m) * es, 0, (P.lda - m) * es);
  gt_hostcopy2d (in + a_img, P.ldb * es, B, k * es, k * es, n);
  for (size_t j = 0; P.ldb > k && j < n; j++)
    memset (in + a_img + (j * P.ldb + k) * es, 0, (P.ldb - k) * es);
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
  if ((st = gt_gemm_device_split (shape.kernel, -1, dtype, m, n, k,
                                  k ? cA : NULL, P.lda, k ? cB : NULL, P.ldb,
                                  cC, P.ldc, tile, shape.splits, shape.kslice,
                                  h.stream, &run)) != GT_OK)
    goto done;
  CU_TRY (cudaEventRecord (h.ev[EV_KERNEL], h.stream), "cudaEventRecord");
  /* The upload slot is free again once the kernel (mapped) or the upload
     has read it. */
  CU_TRY (cudaEventRecord (gt_stage_event (GT_RING_IN, 0), h.stream),
          "cudaEventRecord");
  if (!mapped)
    {
      CU_TRY (cudaMemcpy2DAsync (out, m * es, dC, P.ldc * es, m * es, n,
                                 cudaMemcpyDeviceToHost, h.stream),
              "copying the result from the device");
      CU_TRY (cudaEventRecord (h.ev[EV_D2H], h.stream), "cudaEventRecord");
    }
  CU_TRY (cudaEventSynchronize (h.ev[mapped ? EV_KERNEL : EV_D2H]),
          "running the kernel");
  {
    const double t1 = gt_now_ms ();
    gt_hostcopy2d (C, m * es, out, (mapped ? P.ldc : m) * es, m * es, n);
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
  (void) cudaGetLastError ();
  return st;
}

} // namespace

gt_status gt_gemm_pipeline (gt_gemm_kernel kern, gt_dtype dtype, size_t m,
                            size_t n, size_t k, const void *A, const void *B,
                            void *C, int tile, gt_info *info)
{
  const size_t es = gt_dtype_size (dtype);
  gt_gemm_shape shape = {};
  gt_ctx_handle h;
  double init_ms;
  Plan P = {};
  void *dA = NULL, *dB = NULL, *dC = NULL;
  unsigned long touch = 0;
  gt_status st;

  if ((st = gt_ctx_get (-1, &h, &init_ms)) != GT_OK
      || (st = gt_gemm_plan (kern, dtype, m, n, k, &shape)) != GT_OK
      || (st = make_plan (shape, es, m, n, k, &P)) != GT_OK)
    return st;

  if (gt_stage_ready () && P.npanels == 1 && P.nblocks == 1
      && round_up (P.lda * k * es, 256) + P.ldb * n * es <= gt_stage_bytes ()
      && P.ldc * n * es <= gt_stage_bytes ()
      && !P.forced)
    return tiny (h, shape, P, dtype, m, n, k, A, B, C, tile, info);

  /* Small products gain nothing from three streams; one saves the
     cross-stream waits. */
  const bool one = (double) (m * k + k * n + m * n) * es < 4194304.0;
  ProductRun R (one ? h.stream : h.s_in, h.stream, one ? h.stream : h.s_out,
                dtype, shape, tile, k, P.lda, P.ldb, P.ldc);
  const bool resident = P.npanels == 1 && P.nbs == P.nblocks;

  if ((double) m * n * es >= 4194304.0)
    {
      gt_host_fresh_output (C, m * n * es);
      /* Its pages are made present by the copy threads while they have
         nothing more urgent to do. */
      if (R.staged)
        touch = gt_host_touch_submit (C, m * n * es);
    }

  if (resident) /* whole arrays */
    {
      if ((st = gt_dev_get (&dA, P.lda * k * es, "A")) != GT_OK
          || (st = gt_dev_get (&dB, P.ldb * n * es, "B")) != GT_OK
          || (st = gt_dev_get (&dC, P.ldc * n * es, "C")) != GT_OK)
        goto done;
    }
  else if ((st = gt_dev_get (&dA, P.lda * k * es, "a row panel of A"))
               != GT_OK
           || (st = gt_dev_get (&dB, P.nbs * P.ldb * P.nb * es,
                                "column blocks of B")) != GT_OK
           || (st = gt_dev_get (&dC, P.ncs * P.ldc * P.nb * es, "tiles of C"))
                  != GT_OK)
    goto done;

  /* The plan: A's row panel i, then for each column block j the block of
     B (once, when all of B stays on the device) and tile (i, j)'s kernel.
     Streamed, block j of B reuses buffer j % nbs and tile t of C buffer
     t % ncs. */
  {
    std::vector<size_t> b_user (P.nbs, Stager::NONE); /* last tile on it */
    const std::vector<size_t> starts = block_starts (P, n);
    for (size_t i = 0, t = 0; i < P.npanels; i++)
      {
        const size_t r0 = i * P.mb, mi = m - r0 < P.mb ? m - r0 : P.mb;
        if (i > 0) /* the A buffer is reused: the last panel's kernels */
          R.add_wait_launch (t - 1);
        /* Padding rows are zeros: 16-byte loads at the edge read them. */
        if (k)
          R.add_memset ((char *) dA + mi * es, P.lda * es, (P.lda - mi) * es,
                        k);
        R.add_upload (Region{ (char *) A + r0 * es, m * es, (char *) dA,
                              P.lda * es, mi * es, k });
        for (size_t j = 0; j + 1 < starts.size (); j++, t++)
          {
            const size_t c0 = starts[j], nj = starts[j + 1] - c0;
            const size_t bs = j % P.nbs, cs = t % P.ncs;
            /* Held whole: block j is columns c0... of B and C. */
            char *dBj = (char *) dB + (resident ? c0 : bs * P.nb) * P.ldb * es;
            char *dCt = (char *) dC + (resident ? c0 : cs * P.nb) * P.ldc * es;
            if (i == 0 || !resident)
              {
                if (b_user[bs] != Stager::NONE)
                  R.add_wait_launch (b_user[bs]);
                R.add_memset (dBj + k * es, P.ldb * es, (P.ldb - k) * es, nj);
                R.add_upload (Region{ (char *) B + c0 * k * es, k * es, dBj,
                                      P.ldb * es, k * es, nj });
              }
            R.tiles.push_back (ProductRun::Tile{
                mi, nj, (char *) dA, dBj, dCt,
                Region{ (char *) C + (c0 * m + r0) * es, m * es, dCt,
                        P.ldc * es, mi * es, nj } });
            R.add_launch (!resident && t >= P.ncs ? t - P.ncs : Stager::NONE);
            b_user[bs] = t;
          }
      }
  }

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
  if (gt_trace_hook)
    {
      double t0 = 0, t1 = 0;
      R.trace ();
      gt_hostcopy_wait (touch);
      if (touch && gt_hostcopy_done (touch, &t0, &t1))
        gt_trace_hook (GT_TRACE_TOUCH, (double) m * n * es, t0, t1);
    }

done:
  if (st != GT_OK)
    R.quiesce (); /* no copy or kernel may outlive its buffers */
  gt_hostcopy_wait (touch); /* it works on C: done before C goes back */
  gt_dev_put (dA);
  gt_dev_put (dB);
  gt_dev_put (dC);
  (void) cudaGetLastError ();
  return st;
}
