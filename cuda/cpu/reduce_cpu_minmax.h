/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * reduce_cpu_minmax.h - max and min of reduce_cpu.c for one element type,
 * included there once per type with T (the element type, of X and Y) and
 * FN(name) (name with the type's suffix) defined.
 *
 * Max and min do not depend on the order (reduce_ops.h: a total order
 * with the position breaking ties), so the CPU reads X in memory order.
 * A later element replaces the best so far when it is strictly better, or
 * a number where the best is NaN (never, for integers): the best is the
 * first of the best, as Octave's.  Three loops, by shape:
 *   - short segments (inner == 1): each one's best in registers;
 *   - otherwise the outputs of a slab side by side, row after row (the
 *     loop over the row has no branch and vectorises);
 *   - long slabs of few outputs: the row loop would be short, so the slab
 *     is read in blocks of W = m * inner elements, lane j keeping the best
 *     value of positions j, j + W, ... (one output's, as W is a multiple
 *     of inner).  An output's best value is the best of its m lanes; its
 *     position (and, for a zero, its sign) is that of the first element
 *     equal to it, found by a second scan.
 */

#define MM_WIDE 256   /* lanes of a long slab */
#define MM_LONG 4096  /* a slab is long from this many rows on */
#define MM_FIND ((size_t) -1) /* a long slab's output's position: to find */
#define MM_KEEP ((size_t) -2) /* or not asked for */
#ifdef __GNUC__ /* once for max and once for min: IS_MAX a constant */
#  define MM_INLINE inline __attribute__ ((always_inline))
#else
#  define MM_INLINE inline
#endif

/* Whether V replaces the best B seen before it. */
#define MM_TAKE(v, b)                                                         \
  ((is_max ? (v) > (b) : (v) < (b)) | (((b) != (b)) & ((v) == (v))))

/* Whether V is NaN (never for integers: a copy compared, so that
   compilers do not warn of a comparison that is always false). */
static inline int FN (mm_nan) (T v)
{
  const T w = v;
  return w != v;
}

/* Long slabs (len >= MM_LONG, inner < MM_WIDE): see above. */
static MM_INLINE void FN (mm_long) (const int is_max, size_t inner,
                                    size_t len, size_t outer,
                                    const T *restrict X, T *restrict Y,
                                    size_t *restrict I)
{
  const size_t m = MM_WIDE / inner, W = m * inner, n = inner * len;
  const int floating = (T) 0.5 != 0;
  T lb[MM_WIDE];
  size_t at[MM_WIDE];

  for (size_t o = 0; o < outer; o++)
    {
      const T *restrict xo = X + o * n;
      T *restrict yo = Y + o * inner;
      size_t left = 0;
      for (size_t j = 0; j < W; j++)
        lb[j] = xo[j];
      for (size_t p0 = W; p0 < n; p0 += W)
        {
          const size_t r = gt_min_sz (W, n - p0);
          const T *restrict xb = xo + p0;
          for (size_t j = 0; j < r; j++)
            {
              const T v = xb[j], b = lb[j];
              lb[j] = MM_TAKE (v, b) ? v : b;
            }
        }
      for (size_t i = 0; i < inner; i++)
        {
          T b = lb[i];
          for (size_t t = 1; t < m; t++)
            {
              const T v = lb[i + t * inner];
              b = MM_TAKE (v, b) ? v : b;
            }
          yo[i] = b;
          /* all NaN: the first; else to find, where the position or the
             sign of a zero is asked for */
          at[i] = FN (mm_nan) (b) ? 0 : I || (floating && b == 0) ? MM_FIND
                                                                   : MM_KEEP;
          left += at[i] == MM_FIND;
        }
      /* the first element equal to each best still to find: blocks of W,
         lane j looking for output j mod inner's */
      for (size_t j = inner; j < W; j++)
        lb[j] = lb[j - inner] = yo[j % inner];
      for (size_t p0 = 0; p0 < n && left; p0 += W)
        {
          const size_t r = gt_min_sz (W, n - p0);
          const T *restrict xb = xo + p0;
          int hit = 0;
          for (size_t j = 0; j < r; j++)
            hit |= xb[j] == lb[j];
          for (size_t j = 0; hit && j < r; j++)
            if (xb[j] == lb[j] && at[j % inner] == MM_FIND)
              at[j % inner] = p0 / inner + j / inner, left--;
        }
      for (size_t i = 0; i < inner; i++)
        if (at[i] != MM_KEEP)
          {
            yo[i] = xo[i + at[i] * inner];
            if (I)
              I[o * inner + i] = at[i];
          }
    }
}

static MM_INLINE void FN (mm_run) (const int is_max, size_t inner,
                                   size_t len, size_t outer,
                                   const T *restrict X, T *restrict Y,
                                   size_t *restrict I)
{
  const int floating = (T) 0.5 != 0;
  if (len >= MM_LONG && inner < MM_WIDE)
    FN (mm_long) (is_max, inner, len, outer, X, Y, I);
  else if (inner == 1)
    /* after the leading NaNs a NaN never compares better, so the chain
       is one comparison and two selects */
    for (size_t o = 0; o < outer; o++)
      {
        const T *xo = X + o * len;
        size_t k = 0, bk;
        T b;
        while (k < len && FN (mm_nan) (xo[k]))
          k++;
        if (k == len)
          k = 0;
        b = xo[k], bk = k;
        for (k++; k < len; k++)
          {
            const T v = xo[k];
            const int c = is_max ? v > b : v < b;
            b = c ? v : b;
            if (floating) /* selects either way; compilers pick these */
              bk = c ? k : bk;
            else
              bk ^= (bk ^ k) & (0 - (size_t) c);
          }
        Y[o] = b;
        if (I)
          I[o] = bk;
      }
  else
    for (size_t o = 0; o < outer; o++)
      {
        const T *xo = X + o * len * inner;
        T *yo = Y + o * inner;
        size_t *io = I ? I + o * inner : NULL;
        for (size_t i = 0; i < inner; i++)
          yo[i] = xo[i];
        if (io)
          for (size_t i = 0; i < inner; i++)
            io[i] = 0;
        if (io && sizeof (T) == sizeof (double) && floating)
          {
            /* the rows as doubles in I's memory, so that the selects of
               value and row are alike and vectorise; then as size_t */
            double *restrict kd = (double *) (void *) io;
            T *restrict yr = yo;
            for (size_t i = 0; i < inner; i++)
              kd[i] = 0;
            for (size_t k = 1; k < len; k++)
              {
                const T *restrict xk = xo + k * inner;
                const double dk = (double) k;
                for (size_t i = 0; i < inner; i++)
                  {
                    const T v = xk[i], b = yr[i];
                    const int c = MM_TAKE (v, b);
                    yr[i] = c ? v : b;
                    kd[i] = c ? dk : kd[i];
                  }
              }
            for (size_t i = 0; i < inner; i++)
              {
                double d;
                memcpy (&d, io + i, sizeof d);
                io[i] = (size_t) d;
              }
            continue;
          }
        for (size_t k = 1; k < len; k++)
          {
            const T *xk = xo + k * inner;
            for (size_t i = 0; i < inner; i++)
              {
                const T v = xk[i], b = yo[i];
                const size_t c = (size_t) MM_TAKE (v, b);
                yo[i] = c ? v : b;
                if (io)
                  io[i] ^= (io[i] ^ k) & (0 - c);
              }
          }
      }
}

/* Max (IS_MAX) or min of X (inner x len x outer, len >= 1) to Y, the
   0-based positions along len to I (may be NULL). */
static void FN (minmax) (int is_max, size_t inner, size_t len, size_t outer,
                         const void *X, void *Y, size_t *I)
{
  if (is_max)
    FN (mm_run) (1, inner, len, outer, (const T *) X, (T *) Y, I);
  else
    FN (mm_run) (0, inner, len, outer, (const T *) X, (T *) Y, I);
}

#undef MM_TAKE
#undef MM_WIDE
#undef MM_LONG
#undef MM_FIND
#undef MM_KEEP
#undef MM_INLINE
