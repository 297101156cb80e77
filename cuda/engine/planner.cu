/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * planner.cu - ONE plan per product: the kernel ("auto" resolved), its
 * configuration, split-K, how complex operands are composed, the path the
 * bytes take and how the product is cut.  Every threshold of a product
 * lives here, named; the engine (product.cu) carries the plan out and the
 * device dispatcher (dispatch.cu) runs each launch as the plan says.
 *
 * Kernel, configuration and split-K are chosen once, for the whole real
 * product the kernels see, so that every cut (column blocks, streamed
 * blocks, out-of-core tiles) sums each element of C in the same order: the
 * bits do not depend on the cut (tests/suites/pipeline.tst checks it).
 */
#include <math.h>
#include <string.h>

#include <algorithm>
#include <vector>

#include "engine.h"
#include "../kernels/gemm_table.h"
#include "../base/gemm_desc.h"

namespace {

/* ---- thresholds ---- */

/* "auto": products smaller than this (m * n * k), or thinner than
   AUTO_MIN_DIM, are dominated by launch and copy overheads and leave the
   fast kernels' 64- and 128-wide tiles mostly empty: the padded kernel
   takes them. */
const double AUTO_SMALL_MNK = 2097152.0;
const size_t AUTO_MIN_DIM = 32;

/* "auto" for single: the tensor-core kernel (tf32x3) from this K on. */
const size_t AUTO_TF32X3_MIN_K = 512;

/* Pitched kernels (16-byte vector loads) get leading dimensions padded to
   multiples of this many elements. */
const size_t LD_ALIGN = 32;

/* Split-K: only when the M x N tiles alone would give fewer than
   SPLIT_BLOCKS_PER_SM blocks per multiprocessor and K is at least
   SPLIT_MIN_K; slices are multiples of SPLIT_STEP (every fast kernel's K
   step divides it), at least SPLIT_MIN_SLICE long, SPLIT_MAX at most. */
const size_t SPLIT_BLOCKS_PER_SM = 2, SPLIT_MIN_K = 1024, SPLIT_STEP = 64,
             SPLIT_MIN_SLICE = 256, SPLIT_MAX = 64;

/* Products whose operands and result take at most this many bytes run on
   the mapped pinned slots in place (the classroom kernels). */
const size_t MAPPED_BYTES = (size_t) 256 << 10;

/* Below ONE_STREAM_BYTES of A, B and C (or of a transfer): one stream (no
   cross-stream waits), no fresh-page handling of the result, no quieting
   of the host BLAS.  Below ASK_DRIVER_BYTES, no question to the driver
   about free memory (it takes time). */
const double ONE_STREAM_BYTES = 4194304.0;
const double ASK_DRIVER_BYTES = 67108864.0;

/* What a product may use: free memory plus the cache's idle buffers, less
   a margin for the runtime and split-K's pool. */
const double BUDGET_FRACTION = 0.92;

/* Column blocks when everything fits: BLOCK_COLS columns (at most
   MAX_BLOCKS blocks) for products of at least BLOCK_MIN_N columns and
   BLOCK_MIN_MK elements of A; the taper's pieces are multiples of
   TAPER_STEP columns. */
const size_t BLOCK_COLS = 1024, MAX_BLOCKS = 8, BLOCK_MIN_N = 2048,
             TAPER_STEP = 64;
const double BLOCK_MIN_MK = 1048576.0;

/* Streamed blocks: at least STREAM_MIN_COLS columns; cuts in multiples of
   CUT_STEP rows and columns. */
const size_t STREAM_MIN_COLS = 64, CUT_STEP = 32;

/* A column block or taper piece must keep this fraction of the GPU busy
   (its launch's blocks over the waves they take). */
const double MIN_FILL = 0.85;

/* Elementwise jobs (scaling) move in blocks of this many bytes. */
const size_t CHUNK_BYTES = (size_t) 16 << 20;

/* Several devices: a product or a reduction whose arrays take fewer
   bytes than SPREAD_MIN_BYTES runs on the first device of the list alone
   (a thread, a context and a pipeline per device cost more than they
   save); shares of a product are whole multiples of SPREAD_STEP columns
   (and of the kernel's tile width), those of a reduction of
   REDUCE_STEP elements. */
const double SPREAD_MIN_BYTES = 67108864.0;
const size_t SPREAD_STEP = 64, REDUCE_STEP = 65536;

/* A held whole on every device is shared out (each device uploads a part
   of its columns and pulls the rest from the others, over NVLink) when
   it has at least SHARE_MIN_K columns and GPUTILED_PEER is not 0. */
const size_t SHARE_MIN_K = 256;

/* A fresh result's pages are made present by the copy threads before the
   copies out reach them (a fault and a zeroed page each).  That work
   competes with the copies in, so the product's kernels decide when it
   runs: where they take longer than the transfers around them, each
   column block's pages are touched when its launch is issued (the first
   kernel's uploads run alone, and the rest hides behind the kernels);
   elsewhere the host's time is scarce all through, and the whole result
   is touched from the start.  A block of nj columns computes 2 m k nj
   flops and moves (m + k) nj elements: it is kernel-bound where
   2 m k / (m + k) is at least TOUCH_BLOCKS_DIM for double, half that for
   single (whose elements move half the bytes).  Measured on 2 x H200: double
   n = 8192 is transfer-bound, n = 16384 kernel-bound (bench/multi-gpu.md). */
const double TOUCH_BLOCKS_DIM = 12288.0;

gt_gemm_kernel resolve_auto (int cc, gt_dtype dtype, size_t m,
                             size_t n, size_t k)
{
  if (m < AUTO_MIN_DIM || n < AUTO_MIN_DIM
      || (double) m * n * k < AUTO_SMALL_MNK)
    return GT_GEMM_PADDED;
  if (dtype == GT_SINGLE)
    {
      /* tf32x3 where it measured faster than regblock and at least as
         accurate: K long enough that the split's 2^-22 per term is below
         the sum's own rounding (bench/tf32x3_accuracy.md).  With its
         64-row tiles (gt_gemm_tf32x3_choose) it beat regblock at every
         size measured from n = 448 on, tiles filling the GPU or not
         (n = 512: 57% of cuBLAS SGEMM against 55%; n = 1000: 124%
         against 86%), and on 64-row and 64-column products with split-K
         (bench/journal/gemm.md).  Only on the devices where that was
         measured (gt_gemm_tf32x3_auto: Hopper's warpgroup kernel); the
         mma.sync kernel of compute capability 8.x has not been timed
         there, so regblock stays. */
      if (gt_gemm_tf32x3_auto (cc / 10, cc % 10) && k >= AUTO_TF32X3_MIN_K)
        return GT_GEMM_TF32X3;
      return GT_GEMM_REGBLOCK;
    }
  return cc >= 80 ? GT_GEMM_DMMA : GT_GEMM_PADDED;
}

int choose_splits (int sms, size_t m, size_t n, size_t k, size_t *kslice)
{
  const size_t tile = (m <= 64 || n <= 64) ? 64 : 128;
  const size_t tiles = ((m + tile - 1) / tile) * ((n + tile - 1) / tile);
  const size_t want = SPLIT_BLOCKS_PER_SM * (size_t) sms;
  size_t splits;

  *kslice = k;
  if (tiles >= want || k < SPLIT_MIN_K)
    return 1;
  splits = (want + tiles - 1) / tiles;
  if (splits > k / SPLIT_MIN_SLICE)
    splits = k / SPLIT_MIN_SLICE;
  if (splits > SPLIT_MAX)
    splits = SPLIT_MAX;
  if (splits < 2)
    return 1;
  *kslice = gt_round_up ((k + splits - 1) / splits, SPLIT_STEP);
  return (int) ((k + *kslice - 1) / *kslice);
}

/* The fraction of the GPU a launch over NB columns keeps busy: its blocks
   over the waves of blocks they take (one block per multiprocessor). */
double fill (const gt_plan *P, size_t nb)
{
  const size_t cols = (nb * P->per_col + P->bn - 1) / P->bn;
  const size_t ctas = P->row_ctas * cols, sms = P->sms ? P->sms : 1;
  return ctas ? (double) ctas / (double) (((ctas + sms - 1) / sms) * sms)
              : 0;
}

/* Leading dimensions for panels of MB rows, and the device bytes of the
   plan with B and C in NBS and NCS buffers of NB columns (WHOLE: B and C
   held whole, blocks of at most NB columns). */
double plan_bytes (gt_plan *P, bool whole)
{
  const size_t al = P->align, mb = P->mb, k = P->k, nb = P->nb;
  double e;

  switch (P->compose)
    {
    case GT_COMPOSE_EXPAND:
      P->lda = gt_round_up (2 * mb, al);
      break;
    default:
      P->lda = gt_round_up (P->ra * mb, al);
    }
  P->ldb = gt_round_up (P->rb * k, al);
  P->ldc = gt_round_up (P->rc * mb, al);
  P->ldbs = P->compose == GT_COMPOSE_SPLIT ? gt_round_up (k, al) : 0;
  P->ldcs = P->compose == GT_COMPOSE_SPLIT ? gt_round_up (mb, al) : 0;

  P->a_bytes = P->lda * (P->compose == GT_COMPOSE_EXPAND ? 2 * k : k)
                * P->es;
  e = (double) P->a_bytes / P->es;
  if (whole)
    e += (double) P->ldb * P->n + (double) P->ldc * P->n;
  else
    e += (double) P->nbs * P->ldb * nb + (double) P->ncs * P->ldc * nb;
  e += (double) gt_plan_work_bytes (P, mb, nb) / P->es;
  if (P->splits > 1) /* split-K workspace of a launch: two at once where
                        launches alternate between two streams */
    e += (P->compose == GT_COMPOSE_SPLIT ? (double) P->ldcs * 2 * nb
                                         : (double) P->ldc * nb)
         * P->splits * (P->comp_streams == 2 ? 2 : 1);
  e *= P->es;
  return e;
}

/* Column blocks when everything is held on the device: enough to overlap
   the copies with the kernels, big enough to keep the kernels efficient. */
size_t overlap_cols (const gt_plan *P, int *forced)
{
  const size_t n = P->n, forced_cols = gt_cfg ()->block_cols;
  *forced = forced_cols >= 1;
  if (*forced)
    return forced_cols < n ? forced_cols : n;
  if (n < BLOCK_MIN_N || (double) P->ra * P->m * P->k < BLOCK_MIN_MK)
    return n;
  const size_t nb = n / MAX_BLOCKS > BLOCK_COLS
                    ? gt_round_up (n / MAX_BLOCKS, 256) : BLOCK_COLS;
  return nb < n ? nb : n;
}

/* The device memory this call may use. */
double budget_for (const gt_plan *P)
{
  const double forced = gt_cfg_device_mb (gt_ctx_current ());
  const double need = ((double) P->ra * P->m * P->k
                       + (double) P->rb * P->k * P->n
                       + (double) P->rc * P->m * P->n) * P->es;
  size_t free_b = 0, total_b = 0, in_use = 0, cached = 0;
  double budget;

  if (forced <= 0 && need < ASK_DRIVER_BYTES)
    return 1e300;
  if (cudaMemGetInfo (&free_b, &total_b) != cudaSuccess)
    (void) cudaGetLastError ();
  gt_memory_stats (&in_use, &cached);
  budget = BUDGET_FRACTION * (double) (free_b + (cached - in_use));
  if (forced > 0 && forced * 1048576.0 < budget)
    budget = forced * 1048576.0;
  return budget;
}

/* The cut: whole arrays in column blocks; else A whole and B and C
   streamed through two buffers each; else square out-of-core tiles. */
gt_status cut (gt_plan *P)
{
  const size_t m = P->m, n = P->n;
  const double budget = budget_for (P);

  P->mb = m;
  P->nb = overlap_cols (P, &P->forced);
  if (!P->forced && P->nb < n)
    {
      /* As many blocks as the overlap wants, but only as many as still
         keep the GPU busy (MIN_FILL of every wave of the kernel's blocks),
         of even widths in whole tiles of the kernel. */
      const size_t want = (n + P->nb - 1) / P->nb;
      const size_t tiles = (n * P->per_col + P->bn - 1) / P->bn;
      size_t best = 1;
      for (size_t b = 2; b <= want && b <= tiles; b++)
        {
          const size_t cols = (tiles + b - 1) / b;
          const size_t nb = (cols * P->bn + P->per_col - 1) / P->per_col;
          const size_t last = n > (b - 1) * nb ? n - (b - 1) * nb : 0;
          if (last && fill (P, nb) >= MIN_FILL && fill (P, last) >= MIN_FILL)
            best = b;
        }
      const size_t cols = (tiles + best - 1) / best;
      P->nb = (cols * P->bn + P->per_col - 1) / P->per_col;
      if (P->nb > n)
        P->nb = n;
    }
  P->nblocks = (n + P->nb - 1) / P->nb;
  P->nbs = P->ncs = P->nblocks;
  P->npanels = 1;
  /* Held whole, a real product's launches alternate between two streams
     (one launch's last wave beside the next one's first), which holds
     two split-K workspaces at once; short of memory, or on one stream for
     everything (one_stream), one kernel stream. */
  for (P->comp_streams = P->compose == GT_COMPOSE_REAL && !P->one_stream
                         ? 2 : 1;
       P->comp_streams >= 1; P->comp_streams--)
    {
      const double b = plan_bytes (P, true);
      if (b <= budget)
        {
          P->bytes = (size_t) b;
          P->path = GT_PATH_RESIDENT;
          P->taper = P->nblocks >= 2 && !P->forced && gt_cfg ()->taper;
          return GT_OK;
        }
    }

  /* A resident, B and C streamed: the widest block that fits (PCIe
     bound: the kernels on one stream). */
  P->comp_streams = 1;
  P->nbs = P->ncs = 2;
  P->taper = 0;
  {
    size_t lo = 0, hi = (n + CUT_STEP - 1) / CUT_STEP;
    while (lo < hi) /* the largest multiple of CUT_STEP that fits */
      {
        const size_t mid = (lo + hi + 1) / 2;
        P->nb = mid * CUT_STEP < n ? mid * CUT_STEP : n;
        if (plan_bytes (P, false) <= budget)
          lo = mid;
        else
          hi = mid - 1;
      }
    P->nb = lo * CUT_STEP < n ? lo * CUT_STEP : n;
    if (lo > 0 && (P->nb >= STREAM_MIN_COLS || P->nb == n))
      {
        P->nblocks = (n + P->nb - 1) / P->nb;
        P->bytes = (size_t) plan_bytes (P, false);
        P->path = GT_PATH_STREAMED;
        return GT_OK;
      }
  }

  /* Square tiles of side t (multiples of CUT_STEP): row panels of A. */
  {
    const size_t side_max = (m > n ? m : n);
    size_t lo = 0, hi = (side_max + CUT_STEP - 1) / CUT_STEP;
    while (lo < hi)
      {
        const size_t mid = (lo + hi + 1) / 2, t = mid * CUT_STEP;
        P->mb = t < m ? t : m;
        P->nb = t < n ? t : n;
        if (plan_bytes (P, false) <= budget)
          lo = mid;
        else
          hi = mid - 1;
      }
    if (lo == 0)
      {
        P->mb = P->nb = CUT_STEP;
        return gt_fail (GT_ERR_OUT_OF_MEMORY,
                        "out of device memory: a %zu x %zu x %zu product "
                        "needs at least %.1f MiB in tiles of %zu, %.1f MiB "
                        "is free", m, n, P->k,
                        plan_bytes (P, false) / 1048576.0, CUT_STEP,
                        budget / 1048576.0);
      }
    const size_t t = lo * CUT_STEP;
    P->mb = t < m ? t : m;
    P->nb = t < n ? t : n;
    P->npanels = (m + P->mb - 1) / P->mb;
    P->nblocks = (n + P->nb - 1) / P->nb;
    P->bytes = (size_t) plan_bytes (P, false);
    P->path = GT_PATH_TILED;
    return GT_OK;
  }
}

/* Whether the product takes one stream, then the cut (cut ()), then
   whether it is small enough for the packed or mapped paths. */
gt_status cut_and_path (gt_plan *P)
{
  const size_t m = P->m, n = P->n, k = P->k;
  gt_status st;

  {
    const double stored = ((double) P->ra * m * k + (double) P->rb * k * n
                           + (double) P->rc * m * n) * P->es;
    P->one_stream = gt_plan_small_transfer (stored);
  }
  if ((st = cut (P)) != GT_OK)
    return st;

  /* Small enough for one staging slot each way: packed, one DMA. */
  if (gt_stage_ready () && P->npanels == 1 && P->nblocks == 1 && !P->forced)
    {
      const size_t es = P->es;
      const size_t a_img = gt_round_up (P->a_bytes, 256);
      const size_t b_img = P->ldb * n * es, c_img = P->ldc * n * es;
      if (a_img + b_img <= gt_stage_bytes () && c_img <= gt_stage_bytes ())
        P->path = a_img + b_img + c_img <= MAPPED_BYTES
                  && gt_gemm_describe (P->kernel)->classroom
                  && gt_cfg ()->zero_copy
                  ? GT_PATH_MAPPED : GT_PATH_SMALL;
    }
  return GT_OK;
}

} // namespace

gt_status gt_plan_device (const gt_ctx_handle *h, gt_dtype dtype, size_t m,
                          size_t n, size_t k, int a_cplx, int b_cplx,
                          gt_gemm_kernel kern, int tile, gt_plan *P)
{
  size_t M, N, K; /* the real product the kernels see */

  memset (P, 0, sizeof *P);
  P->dtype = dtype;
  P->m = m, P->n = n, P->k = k;
  P->a_cplx = a_cplx != 0, P->b_cplx = b_cplx != 0;
  P->es = gt_dtype_size (dtype);
  P->ra = P->a_cplx ? 2 : 1;
  P->rb = P->b_cplx ? 2 : 1;
  P->rc = (P->a_cplx || P->b_cplx) ? 2 : 1;
  P->tile = tile;
  P->variant = gt_test_variant ();
  P->splits = 1;
  P->kslice = k;

  if (P->a_cplx && P->b_cplx)
    P->compose = kern == GT_GEMM_CUBLAS ? GT_COMPOSE_ZGEMM
                                        : GT_COMPOSE_EXPAND;
  else if (P->b_cplx)
    P->compose = GT_COMPOSE_SPLIT;
  else
    P->compose = GT_COMPOSE_REAL;

  switch (P->compose)
    {
    case GT_COMPOSE_EXPAND: M = 2 * m, N = n, K = 2 * k; break;
    case GT_COMPOSE_SPLIT:  M = m, N = 2 * n, K = k; break;
    default:                M = P->ra * m, N = n, K = k; break;
    }
  if (kern == GT_GEMM_AUTO)
    kern = resolve_auto (h->cc, dtype, M, N, K);
  P->kernel = kern;
  /* what the planner reads of the kernel: its row of
     base/gemm_kernels.def, and its configurations (kernels/gemm_table.cu) */
  const gt_gemm_desc *desc = gt_gemm_describe (kern);
  const gt_gemm_ops *ops = gt_gemm_ops_of (kern);
  if (!desc || !ops)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown kernel %d", (int) kern);
  P->pitched = desc->pitched;
  P->align = P->pitched ? LD_ALIGN : 1;
  if (desc->splitk && M && N)
    P->splits = choose_splits (h->sms, M, N, K, &P->kslice);

  /* The fast kernels' configuration, for the whole product: every block
     runs it, so the cut costs no efficiency of its own.  The narrowest
     block still gives every multiprocessor one block of the kernel. */
  {
    int bm = tile, bn = tile;
    if (desc->tuned)
      {
        if (P->variant < 0)
          P->variant = ops->choose (M, N, P->kslice, P->splits, h->sms,
                                    h->cc);
        ops->tile (P->variant, &bm, &bn);
      }
    else if (desc->fixed_tile)
      bm = bn = desc->fixed_tile;
    P->per_col = N && n ? N / n : 1; /* kernel columns per column */
    P->row_ctas = (M ? (M + bm - 1) / bm : 1) * P->splits;
    P->bn = bn;
    P->sms = h->sms;
  }
  P->path = (m == 0 || n == 0) ? GT_PATH_EMPTY : GT_PATH_RESIDENT;
  return GT_OK;
}

gt_status gt_plan_product (const gt_ctx_handle *h, gt_dtype dtype, size_t m,
                           size_t n, size_t k, int a_cplx, int b_cplx,
                           gt_gemm_kernel kern, int tile, gt_plan *P)
{
  gt_status st = gt_plan_device (h, dtype, m, n, k, a_cplx, b_cplx, kern,
                                 tile, P);
  if (st != GT_OK || P->path == GT_PATH_EMPTY)
    return st;
  return cut_and_path (P);
}

size_t gt_plan_chunk_elems (size_t es) { return CHUNK_BYTES / es; }

int gt_plan_small_transfer (double bytes) { return bytes < ONE_STREAM_BYTES; }

/* Where the column blocks start, and N last.  Tapered (P.taper), the
   first block is half as wide, so the first kernel starts sooner, and the
   last one is cut into a half and two quarters, so that less is left to
   compute and copy back once the uploads are done. */
std::vector<size_t> gt_plan_blocks (const gt_plan &P)
{
  const size_t n = P.n;
  std::vector<size_t> s;
  for (size_t c = 0; c < n; c += P.nb)
    s.push_back (c);
  if (P.taper)
    {
      /* Only pieces that still fill the GPU. */
      const size_t q = TAPER_STEP, last = s.back (), w = n - last;
      const size_t h = P.nb / 2 / q * q, hw = w / 2 / q * q;
      const size_t qw = 3 * w / 4 / q * q;
      if (h && fill (&P, h) >= MIN_FILL && fill (&P, P.nb - h) >= MIN_FILL)
        s.push_back (h);
      if (hw && fill (&P, hw) >= MIN_FILL
          && fill (&P, w - hw) >= MIN_FILL)
        {
          s.push_back (last + hw);
          if (qw > hw && fill (&P, qw - hw) >= MIN_FILL
              && fill (&P, w - qw) >= MIN_FILL)
            s.push_back (last + qw);
        }
      std::sort (s.begin (), s.end ());
      s.erase (std::unique (s.begin (), s.end ()), s.end ());
    }
  s.push_back (n);
  return s;
}

/* ------------------------------------------------------------------ */
/* Several devices: the whole product is planned once (kernel,          */
/* configuration, split-K, composition: gt_plan_product on the first    */
/* device), then each device's share of the columns is cut for that     */
/* device alone.  Every element of C is then summed as the whole plan    */
/* sums it, whichever device computes it: the bits are those of one      */
/* device.                                                              */

int gt_plan_spread (const gt_plan *P, int ndev)
{
  const double stored = ((double) P->ra * P->m * P->k
                         + (double) P->rb * P->k * P->n
                         + (double) P->rc * P->m * P->n) * P->es;
  return ndev > 1 && stored >= SPREAD_MIN_BYTES
         && P->n >= 2 * gt_plan_spread_step (P)
         && (P->path == GT_PATH_RESIDENT || P->path == GT_PATH_STREAMED
             || P->path == GT_PATH_TILED);
}

size_t gt_plan_spread_step (const gt_plan *P)
{
  const size_t w = P->per_col ? (P->bn + P->per_col - 1) / P->per_col
                              : P->bn;
  return gt_round_up (w > SPREAD_STEP ? w : SPREAD_STEP, SPREAD_STEP);
}

double gt_plan_capacity (const gt_plan *P)
{
  const double budget = budget_for (P);
  gt_plan Q = *P;
  int forced = 0;
  double per_col, fixed;

  if (budget >= 1e299)
    return -1;
  Q.mb = Q.m;
  Q.nb = overlap_cols (&Q, &forced);
  Q.comp_streams = 1; /* held whole on one stream where two do not fit */
  fixed = plan_bytes (&Q, true); /* sets Q's leading dimensions first */
  per_col = (double) (Q.ldb + Q.ldc) * Q.es;
  fixed -= (double) Q.n * per_col;
  return budget > fixed ? (budget - fixed) / per_col : 0;
}

gt_status gt_plan_part (const gt_plan *whole, const gt_ctx_handle *h,
                        size_t n, gt_plan *part)
{
  *part = *whole;
  part->n = n;
  part->sms = h->sms;
  part->forced = part->taper = part->one_stream = 0;
  part->path = n == 0 || part->m == 0 ? GT_PATH_EMPTY : GT_PATH_RESIDENT;
  if (part->path == GT_PATH_EMPTY)
    return GT_OK;
  return cut_and_path (part);
}

gt_touch gt_plan_touch (const gt_plan *P)
{
  const int forced = gt_cfg ()->touch;
  const double m = (double) P->ra * P->m, k = (double) P->k;
  if (forced >= 0)
    return (gt_touch) forced;
  if (m + k > 0 && 2 * m * k / (m + k) * 8.0 / (double) P->es
                       >= TOUCH_BLOCKS_DIM)
    return GT_TOUCH_BLOCKS;
  return GT_TOUCH_WHOLE;
}

int gt_plan_share_a (const gt_plan *P)
{
  return gt_cfg ()->peer && P->k >= SHARE_MIN_K;
}

int gt_plan_reduce_spread (double bytes, int ndev)
{
  return ndev > 1 && bytes >= SPREAD_MIN_BYTES;
}

size_t gt_plan_reduce_step (void) { return REDUCE_STEP; }

/* The work area a tile of MI x NJ needs beside its operands: the split
   composition's parts of B and C (engine.h). */
size_t gt_plan_work_bytes (const gt_plan *P, size_t mi, size_t nj)
{
  (void) mi;
  if (P->compose != GT_COMPOSE_SPLIT)
    return 0;
  return (P->ldbs + P->ldcs) * 2 * nj * P->es;
}
