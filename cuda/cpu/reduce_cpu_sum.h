/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * reduce_cpu_sum.h - the sum loops of reduce_cpu.c for one element type,
 * included there once per type with these defined:
 *
 *   T        the element type of X, as stored; each element is converted
 *            to double as C converts it when it is read
 *   TO       the reduction's type, of Y (double or float): X is reduced
 *            as if it were an array of TO (its plan, its accumulators)
 *   VW       elements per 16-byte vector of TO (the plan's vw)
 *   DD       1: double-double accumulators (sums of double), 0: a double
 *            (sums of single), as in reduce_ops.h
 *   FN(name) name with the types' suffix
 *
 * The order is the fast kernel's (reduce_ops.h, reduce_fast.cu); only the
 * order in which independent accumulators are visited differs from it.
 * The GPU runs its threads in lockstep, and so do these loops: one step of
 * the kernel is applied to a row of accumulators at a time (the threads
 * of a block, one thread of a batch of segments, the outputs of a tile),
 * whose elements are adjacent or evenly spaced in memory, so the loops
 * vectorise and walk memory in order.  Each accumulator still sees its
 * elements, and each tree its merges, in the kernel's order.
 */

/* The arithmetic of reduce_ops.h on element j of a row. */
static inline void FN (zero) (acc_row a, size_t j)
{
  a.s[j] = 0;
#if DD
  a.c[j] = 0;
#endif
}

static inline void FN (add) (acc_row a, size_t j, double x)
{
#if DD
  gt_acc_dd t = { a.s[j], a.c[j] };
  gt_dd_add (&t, x);
  a.s[j] = t.s, a.c[j] = t.c;
#else
  a.s[j] += x;
#endif
}

/* The empty accumulator plus x: (x + 0, 0), there is no error term. */
static inline void FN (first) (acc_row a, size_t j, double x)
{
  a.s[j] = x + 0.0;
#if DD
  a.c[j] = 0;
#endif
}

/* a[j] merges b[k]. */
static inline void FN (merge) (acc_row a, size_t j, acc_row b, size_t k)
{
#if DD
  gt_acc_dd t = { a.s[j], a.c[j] };
  const gt_acc_dd u = { b.s[k], b.c[k] };
  gt_dd_merge (&t, u);
  a.s[j] = t.s, a.c[j] = t.c;
#else
  a.s[j] += b.s[k];
#endif
}

static inline void FN (copy) (acc_row a, size_t j, acc_row b, size_t k)
{
  a.s[j] = b.s[k];
#if DD
  a.c[j] = b.c[k];
#endif
}

static inline double FN (value) (acc_row a, size_t j)
{
#if DD
  const gt_acc_dd t = { a.s[j], a.c[j] };
  return gt_dd_value (t);
#else
  return a.s[j];
#endif
}

/* The row from element j on. */
static inline acc_row FN (from) (acc_row a, size_t j)
{
  acc_row r;
  r.s = a.s + j;
  r.c = DD ? a.c + j : NULL;
  return r;
}

/* The warp-shuffle tree over the first N lanes of W (N <= 32, the others
   empty): lane l merges lane l + off for off = 16, 8, 4, 2, 1; lane 0
   holds the result.  Merging an empty accumulator changes nothing
   (reduce_cpu.c), so only the lanes that hold elements are merged. */
static void FN (warp_tree) (acc_row w, size_t n)
{
  for (size_t off = 16; off > 0 && n > 1; off /= 2)
    {
      for (size_t l = 0; l + off < n && l < off; l++)
        FN (merge) (w, l, w, l + off);
      if (n > off)
        n = off;
    }
}

/* The block tree over the first N accumulators of A (N <= GT_RED_THREADS,
   the others empty): each warp's tree, then the same tree over the warp
   results.  The result goes to OUT[k]. */
static void FN (block_tree) (acc_row a, size_t n, acc_row out, size_t k)
{
  double ws[GT_RED_WARPS], wc[GT_RED_WARPS];
  const size_t nw = (n + 31) / 32;
  acc_row w;
  w.s = ws, w.c = wc;
  if (n <= 1)
    {
      if (n)
        FN (copy) (out, k, a, 0);
      else
        FN (zero) (out, k);
      return;
    }
  for (size_t i = 0; i < nw; i++)
    {
      FN (warp_tree) (FN (from) (a, 32 * i), gt_min_sz (n - 32 * i, 32));
      FN (copy) (w, i, a, 32 * i);
    }
  FN (warp_tree) (w, nw);
  FN (copy) (out, k, w, 0);
}

/* GROUP accumulators of A over R rounds, in registers: round r adds
   V[r * STEP + j * W + e] to accumulator j, e = 0 .. W-1 in order.  The
   segments' threads hold W = VW elements per round, the strided slots one
   (W is a constant at each call, so the loops unroll). */
#define GROUP 8
static inline void FN (rounds) (acc_row a, const T *v, size_t R, size_t step,
                                size_t w)
{
  double ss[GROUP], cc[GROUP];
  acc_row g;
  g.s = ss, g.c = cc;
  for (size_t j = 0; j < GROUP; j++)
    FN (copy) (g, j, a, j);
  for (size_t r = 0; r < R; r++, v += step)
    for (size_t j = 0; j < GROUP; j++)
      for (size_t e = 0; e < w; e++)
        FN (add) (g, j, v[j * w + e]);
  for (size_t j = 0; j < GROUP; j++)
    FN (copy) (a, j, g, j);
}

/* One segment X[0 .. len-1] whose head, vectors and tail are HEAD, NV and
   TAIL, cut into CHUNKS blocks: each block's threads in lockstep over A
   (GT_RED_THREADS accumulators), the block results in PART (CHUNKS of
   them), then the second pass.  Returns the sum. */
static double FN (segment) (const T *x, size_t head, size_t nv, size_t tail,
                            size_t chunks, acc_row a, acc_row part)
{
  const size_t TH = GT_RED_THREADS, G = chunks * TH;
  const size_t busy = gt_max_sz (gt_max_sz (head, nv), tail);
  const T *body = x + head, *end = x + head + nv * VW;

  for (size_t c = 0; c < chunks; c++)
    {
      /* threads c * TH + tt, tt < m, hold elements */
      const size_t g0 = c * TH, m = busy > g0 ? gt_min_sz (busy - g0, TH) : 0;
      for (size_t tt = 0; tt < m; tt++)
        FN (zero) (a, tt);
      for (size_t tt = 0; g0 == 0 && tt < gt_min_sz (head, m); tt++)
        FN (add) (a, tt, x[tt]);
      /* round r: thread g adds vector g + r * G, element by element; in
         the first R rounds all m threads have one */
      {
        const size_t R = nv >= g0 + m ? (nv - g0 - m) / G + 1 : 0;
        const size_t mb = R > 1 ? m - m % GROUP : 0;
        for (size_t t0 = 0; t0 < mb; t0 += GROUP)
          FN (rounds) (FN (from) (a, t0), body + (g0 + t0) * VW, R, G * VW,
                       VW);
        for (size_t first = g0; first < nv; first += G)
          {
            const size_t n = gt_min_sz (m, nv - first);
            const T *v = body + first * VW;
            for (size_t tt = first < g0 + R * G ? mb : 0; tt < n; tt++)
              for (size_t e = 0; e < VW; e++)
                FN (add) (a, tt, v[tt * VW + e]);
          }
      }
      for (size_t tt = 0; g0 < tail && tt < gt_min_sz (tail - g0, m); tt++)
        FN (add) (a, tt, end[g0 + tt]);
      FN (block_tree) (a, m, part, c);
    }
  if (chunks > 1)
    {
      /* the second pass: thread tt merges the partials tt, tt + TH, ... */
      const size_t m = gt_min_sz (chunks, TH);
      for (size_t tt = 0; tt < m; tt++)
        {
          FN (zero) (a, tt);
          for (size_t j = tt; j < chunks; j += TH)
            FN (merge) (a, tt, part, j);
        }
      FN (block_tree) (a, m, part, 0);
    }
  return FN (value) (part, 0);
}

/* NB segments X, X + STRIDE, ... that share their head, vectors and tail
   (HEAD, NV and TAIL; at most 32 threads busy: one warp, at most one
   vector per thread), in lockstep: thread g of segment b is W[g] element
   b (rows of SMALL_BATCH).  The sums go to Y[0], Y[YSTEP], ... */
#define SMALL_BATCH 64
static void FN (small_batch) (const T *x, size_t stride, size_t nb,
                              size_t head, size_t nv, size_t tail, acc_row w,
                              TO *y, size_t ystep)
{
  const size_t busy = gt_max_sz (gt_max_sz (head, nv), tail);
  size_t n = busy;
  for (size_t g = 0; g < busy; g++)
    {
      const acc_row a = FN (from) (w, g * SMALL_BATCH);
      const T *v = x + head + g * VW, *t = x + head + nv * VW + g;
      if (g < head)
        for (size_t b = 0; b < nb; b++)
          {
            FN (zero) (a, b);
            FN (add) (a, b, x[b * stride + g]);
            for (size_t e = 0; g < nv && e < VW; e++)
              FN (add) (a, b, v[b * stride + e]);
          }
      else if (g < nv)
        for (size_t b = 0; b < nb; b++)
          {
            FN (first) (a, b, v[b * stride]);
            for (size_t e = 1; e < VW; e++)
              FN (add) (a, b, v[b * stride + e]);
          }
      else
        for (size_t b = 0; b < nb; b++)
          FN (zero) (a, b);
      if (g < tail)
        for (size_t b = 0; b < nb; b++)
          FN (add) (a, b, t[b * stride]);
    }
  for (size_t off = 16; off > 0 && n > 1; off /= 2)
    {
      for (size_t l = 0; l + off < n && l < off; l++)
        {
          const acc_row a = FN (from) (w, l * SMALL_BATCH);
          const acc_row z = FN (from) (w, (l + off) * SMALL_BATCH);
          for (size_t b = 0; b < nb; b++)
            FN (merge) (a, b, z, b);
        }
      if (n > off)
        n = off;
    }
  for (size_t b = 0; b < nb; b++)
    y[b * ystep] = (TO) FN (value) (w, b);
}

/* OUTER segments of LEN elements, each held by one thread: its elements
   in order, the first to the empty accumulator.  (The empty accumulator
   plus x is (x + 0, 0) but for the error term of an Inf or NaN x, which
   does not reach the value: see reduce_cpu.c.)  LEN is a constant where
   the caller knows it. */
static inline void FN (one_thread) (const T *x, size_t len, size_t outer,
                                    TO *y)
{
  double ss[GROUP], cc[GROUP];
  acc_row l;
  size_t o = 0;
  l.s = ss, l.c = cc;
  /* GROUP segments at a time, in lockstep, for the double-double sums
     (sums of single vectorise as they are) */
  for (; DD && o + GROUP <= outer; o += GROUP, x += GROUP * len)
    {
      for (size_t j = 0; j < GROUP; j++)
        FN (first) (l, j, x[j * len]);
      for (size_t e = 1; e < len; e++)
        for (size_t j = 0; j < GROUP; j++)
          FN (add) (l, j, x[j * len + e]);
      for (size_t j = 0; j < GROUP; j++)
        y[o + j] = (TO) FN (value) (l, j);
    }
  for (; o < outer; o++, x += len)
    {
      FN (first) (l, 0, x[0]);
      for (size_t e = 1; e < len; e++)
        FN (add) (l, 0, x[e]);
      y[o] = (TO) FN (value) (l, 0);
    }
}

/* inner == 1: segment o is X[o*len .. o*len + len - 1]. */
static gt_status FN (contiguous) (size_t len, size_t outer,
                                  const gt_reduce_plan *p, const T *X, TO *Y)
{
  const size_t chunks = p->chunks;
  const size_t na = gt_max_sz (GT_RED_THREADS + chunks, 32 * SMALL_BATCH);
  double *buf;
  acc_row a, part;
  size_t P = 1;

  /* the head of segment o depends on o * len mod VW: period P */
  while ((P * len) % VW)
    P *= 2;
  if (chunks == 1)
    {
      /* one thread holds all of each segment when no phase has more than
         one head element, vector or tail element */
      int one = 1;
      for (size_t ph = 0; ph < P; ph++)
        {
          const size_t head = gt_min_sz ((VW - ph * len % VW) % VW, len);
          one = one && head <= 1 && (len - head) / VW <= 1
                && (len - head) % VW <= 1;
        }
      if (one)
        {
          switch (len)
            {
            case 1: FN (one_thread) (X, 1, outer, Y); break;
            case 2: FN (one_thread) (X, 2, outer, Y); break;
            case 3: FN (one_thread) (X, 3, outer, Y); break;
            case 4: FN (one_thread) (X, 4, outer, Y); break;
            default: FN (one_thread) (X, len, outer, Y);
            }
          return GT_OK;
        }
    }
  /* the others need the accumulators' scratch */
  buf = malloc ((DD ? 2 : 1) * na * sizeof *buf);
  if (!buf)
    return gt_fail (GT_ERR_OUT_OF_MEMORY, "out of host memory");
  a.s = buf, a.c = DD ? buf + na : NULL;
  part = FN (from) (a, GT_RED_THREADS);
  /* blocks of P * SMALL_BATCH segments; in each, the segments of one
     phase (o mod P) together */
  for (size_t o0 = 0; o0 < outer; o0 += P * SMALL_BATCH)
    for (size_t ph = 0; ph < P && o0 + ph < outer; ph++)
      {
        const size_t o1 = o0 + ph, off = o1 * len;
        const size_t nb = gt_min_sz (SMALL_BATCH, (outer - o1 + P - 1) / P);
        const size_t head = gt_min_sz ((VW - off % VW) % VW, len);
        const size_t nv = (len - head) / VW, tail = (len - head) % VW;
        if (chunks == 1 && gt_max_sz (gt_max_sz (head, nv), tail) <= 32)
          FN (small_batch) (X + off, P * len, nb, head, nv, tail, a, Y + o1,
                            P);
        else
          for (size_t b = 0; b < nb; b++)
            Y[o1 + b * P] = (TO) FN (segment) (X + off + b * P * len, head, nv,
                                              tail, chunks, a, part);
      }
  free (buf);
  return GT_OK;
}

/* Row K of the tile's MO outer slices (X, one slice every LEN * INNER
   elements) added to A (MO rows of MI outputs).  MI is a constant where
   the caller knows it, so that short rows unroll. */
static inline void FN (add_rows) (acc_row a, const T *x, size_t mo,
                                  size_t mi, size_t len, size_t inner,
                                  size_t k)
{
  for (size_t ol = 0; ol < mo; ol++)
    {
      const T *row = x + (ol * len + k) * inner;
      const acc_row ao = FN (from) (a, ol * mi);
      for (size_t il = 0; il < mi; il++)
        FN (add) (ao, il, row[il]);
    }
}

/* inner > 1: output (i, o) reduces X[i + k*inner + o*inner*len] over k.
   Row slot q of split s walks the rows k = q + slots * s + step * r; a
   split merges its slots in q order, the splits merge in s order.  Tiles
   of outputs (whole runs of inner for MO outer slices, or MI outputs of a
   long run) in lockstep; the slots of a split see consecutive rows, so
   with whole runs a round of a split is one contiguous stretch.

   With one split and no more rows than slots, each slot sees one row: it
   adds it to an empty accumulator and merges that into the split's, which
   is the same as adding the element to the split's accumulator directly,
   bit for bit.  (0 + x is x but for x = -0, which adds as +0 does to a
   sum that is never -0; the error term of 0 + x is 0 for a finite x, so
   the merge adds the split's error term to 0 and the new one to that; for
   an Inf or NaN x the sum, the only part of the value, is the same.) */
#define STRIDED_TILE 1024
static gt_status FN (strided) (size_t inner, size_t len, size_t outer,
                               const gt_reduce_plan *p, const T *X, TO *Y)
{
  const size_t slots = GT_RED_ROWS * p->rows, S = p->chunks;
  const size_t step = slots * S;
  const int onerow = S == 1 && len <= slots;
  const size_t qn = onerow ? 1 : gt_min_sz (slots, len); /* slots in use */
  const size_t ni = gt_min_sz (inner, gt_max_sz (1, STRIDED_TILE / qn));
  const size_t no = ni < inner ? 1 : gt_max_sz (1, STRIDED_TILE / (qn * ni));
  const size_t nt = ni * no, nx = onerow ? 0 : nt * qn;
  double *buf = malloc ((DD ? 2 : 1) * (2 * nt + nx) * sizeof *buf);
  acc_row r, sb, sx;

  if (!buf)
    return gt_fail (GT_ERR_OUT_OF_MEMORY, "out of host memory");
  r.s = buf, r.c = DD ? buf + 2 * nt + nx : NULL;
  sb = FN (from) (r, nt), sx = FN (from) (r, 2 * nt);
  for (size_t o0 = 0; o0 < outer; o0 += no)
    for (size_t i0 = 0; i0 < inner; i0 += ni)
      {
        const size_t mo = gt_min_sz (no, outer - o0);
        const size_t mi = gt_min_sz (ni, inner - i0), n = mo * mi;
        const T *x0 = X + o0 * inner * len + i0;
        for (size_t s = 0; s < S; s++)
          {
            /* with one split, its accumulator is the result */
            const acc_row b = S == 1 ? r : sb;
            const size_t ks = slots * s;
            const size_t nq = ks < len ? gt_min_sz (slots, len - ks) : 0;
            for (size_t j = 0; j < n; j++)
              FN (zero) (b, j);
            if (onerow)
              for (size_t k = 0; k < len; k++)
                switch (mi)
                  {
                  case 2: FN (add_rows) (b, x0, mo, 2, len, inner, k); break;
                  case 3: FN (add_rows) (b, x0, mo, 3, len, inner, k); break;
                  case 4: FN (add_rows) (b, x0, mo, 4, len, inner, k); break;
                  default: FN (add_rows) (b, x0, mo, mi, len, inner, k);
                  }
            else
              {
                for (size_t j = 0; j < n * qn; j++)
                  FN (zero) (sx, j);
                /* round by round: slot q adds row kf + q; in the first
                   R rounds every slot has a row, and runs of GROUP
                   accumulators stay in registers over them */
                const size_t R = len >= ks + slots
                                 ? (len - ks - slots) / step + 1 : 0;
                const size_t wd = mi == inner ? slots * inner : mi;
                const size_t jb = R > 1 ? wd - wd % GROUP : 0;
                for (size_t ol = 0; R && ol < mo; ol++)
                  for (size_t q = 0; q < (mi == inner ? 1 : slots); q++)
                    {
                      const T *src = x0 + (ol * len + ks + q) * inner;
                      const acc_row dst = FN (from) (sx, (ol * qn + q) * mi);
                      for (size_t j = 0; j < jb; j += GROUP)
                        FN (rounds) (FN (from) (dst, j), src + j, R,
                                     step * inner, 1);
                      for (size_t r = 0; r < R; r++)
                        for (size_t j = jb; j < wd; j++)
                          FN (add) (dst, j, src[r * step * inner + j]);
                    }
                for (size_t kf = ks + R * step; kf < len; kf += step)
                  for (size_t ol = 0; ol < mo; ol++)
                    {
                      const size_t nr = gt_min_sz (slots, len - kf);
                      const T *rows = x0 + (ol * len + kf) * inner;
                      const acc_row xo = FN (from) (sx, ol * qn * mi);
                      if (mi == inner) /* one stretch */
                        for (size_t j = 0; j < nr * inner; j++)
                          FN (add) (xo, j, rows[j]);
                      else
                        for (size_t q = 0; q < nr; q++)
                          for (size_t il = 0; il < mi; il++)
                            FN (add) (xo, q * mi + il, rows[q * inner + il]);
                    }
                for (size_t ol = 0; ol < mo; ol++)
                  for (size_t q = 0; q < nq; q++)
                    {
                      const acc_row bo = FN (from) (b, ol * mi);
                      const acc_row xq = FN (from) (sx, (ol * qn + q) * mi);
                      for (size_t il = 0; il < mi; il++)
                        FN (merge) (bo, il, xq, il);
                    }
              }
            if (S > 1 && s == 0)
              for (size_t j = 0; j < n; j++)
                FN (zero) (r, j);
            for (size_t j = 0; S > 1 && j < n; j++)
              FN (merge) (r, j, sb, j);
          }
        for (size_t ol = 0; ol < mo; ol++)
          for (size_t il = 0; il < mi; il++)
            Y[(o0 + ol) * inner + i0 + il] = (TO) FN (value) (r, ol * mi + il);
      }
  free (buf);
  return GT_OK;
}
