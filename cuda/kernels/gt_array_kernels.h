/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_array_kernels.h - the kernels behind resident arrays (gpuArray):
 * elementwise operators and functions, conversions, creators, indexing,
 * transposes and reductions along one dimension.  Internal to the CUDA
 * side of the core, like gt_kernels.h: every launcher checks its
 * arguments, enqueues on STREAM, never synchronises and never allocates
 * (the caller hands in any scratch it needs).
 *
 * Element types (gt_etype, gputiled_device.h): F64, F32, complex C128 and
 * C64 stored as interleaved (re, im) pairs, BOOL one byte (0 or 1), as
 * Octave's logical.  Arrays are dense and column-major.
 */
#ifndef GT_ARRAY_KERNELS_H
#define GT_ARRAY_KERNELS_H

#include "gt_kernels.h"
#include "gputiled_device.h"
#include "gt_hd.h"

/* ------------------------------------------------------------------ */
/* Elementwise                                                          */

/* Y[i] = op (X[i]), i < n.  Types (the caller converts first where Octave
   would), by the op's row of gt_ew_table.h:
     RESULT SAME:        X any of F64 F32 C128 C64 (F64 F32 for a row
                         with CPLX 0); Y the same type.
     RESULT REAL:        X as above; Y its real type.
     NOT:                X BOOL, Y BOOL.
   DOMAIN (device int, may be NULL): a DOMAIN row (SQRT, LOG, ASIN ...)
   of a real X sets *DOMAIN to 1 when the result of some X[i] is complex
   (sqrt (-1)); the caller then runs again with Y of X's complex type and
   X as it was: Y[i] is then the complex result of the real X[i], as
   Octave's rc_ functions give it (sqrt (-4) is 2i, sqrt (NaN) NaN + 0i).
   Octave's round: half away from zero.  Complex functions follow C99's
   Annex G (cuda::std::complex), except where ew_ops.cuh says. */
gt_status gt_launch_unary (gt_unop op, gt_etype tx, const void *x,
                           gt_etype ty, void *y, size_t n, int *domain,
                           cudaStream_t s);

/* Y = A op B with broadcasting (BC; the strides of a value operand are
   ignored).  Types: A and B are both of one precision P (F64/C128 or
   F32/C64; each real or complex); arithmetic gives P, complex if either
   operand is (DIV, POW, MAX, MIN likewise); comparisons give BOOL; AND and
   OR take BOOL operands and give BOOL.  Octave's rules: comparisons of
   complex operands order by abs, then arg, a real operand counting as
   angle 0 (EQ, NE compare both parts); MAX and MIN ignore NaN (NaN only
   where both are), complex by abs only, ties take A.  POW of real operands sets *DOMAIN (may be NULL) to 1
   where A < 0 and B is not an integer (the result would be complex). */
gt_status gt_launch_binary (gt_binop op, const gt_operand *a,
                            const gt_operand *b, gt_etype ty, void *y,
                            const gt_bcast *bc, int *domain,
                            cudaStream_t s);

/* Y (TY) = X (TX) for n elements: any type to any type.  Complex to real
   drops the imaginary part; to BOOL is x != 0 (either part), and a NaN
   sets *NAN_SEEN (device int, may be NULL) to 1 (Octave refuses it). */
gt_status gt_launch_convert (gt_etype tx, const void *x, gt_etype ty,
                             void *y, size_t n, int *nan_seen,
                             cudaStream_t s);

/* Creators.  Y (type T, n elements) = re + i*im (the imaginary part only
   for complex T). */
gt_status gt_launch_fill (gt_etype t, void *y, size_t n, double re,
                          double im, cudaStream_t s);
/* Y = eye: an m x n matrix of T (any type) with ones on the diagonal. */
gt_status gt_launch_eye (gt_etype t, void *y, size_t m, size_t n,
                         cudaStream_t s);
/* Y (m x n, T: F64 F32 C128 C64) = Octave's linspace: row r holds n
   points from X1[r] to X2[r] (X1, X2: m elements of T on the device),
   as Octave's linspace of scalar ends (SYM) or of vectors makes them
   (ew_linspace_at, ew_create.cuh). */
gt_status gt_launch_linspace (gt_etype t, const void *x1, const void *x2,
                              size_t m, size_t n, int sym, void *y,
                              cudaStream_t s);
/* Y (F64 or F32, n elements) = uniform on (0, 1) (NORMAL 0) or standard
   normal (NORMAL 1) numbers: Philox4x32-10 with key SEED, element i using
   counter OFFSET + i (so a stream of calls continues one sequence); normals
   by Box-Muller on two uniforms.  The same SEED, OFFSET give the same
   numbers on every GPU. */
gt_status gt_launch_random (int normal, gt_etype t, void *y, size_t n,
                            unsigned long long seed,
                            unsigned long long offset, cudaStream_t s);

/* ------------------------------------------------------------------ */
/* Indexing                                                             */

/* Y[k] = X[sel (k)] for every k of IX: Y dense, ESIZE bytes a element
   (1, 4, 8 or 16). */
gt_status gt_launch_gather (size_t esize, const void *x, const gt_index *ix,
                            void *y, cudaStream_t s);

/* X[sel (k)] = V[k] (V_SCALAR: V[0] for every k).  The writes are
   unordered: where IX selects one element more than once (a LIST repeats
   a position, or a range has STEP 0) it gets one of those k's values, not
   necessarily the last one's.  With V_SCALAR that is the same value, so
   nothing is lost; otherwise, for Octave's rule (the last k wins), the
   caller first drops from each LIST every position that occurs again
   later in it, and gathers the matching elements of V (a gt_index over V
   with the kept j's as lists). */
gt_status gt_launch_scatter (size_t esize, void *x, const gt_index *ix,
                             const void *v, int v_scalar, cudaStream_t s);

/* Positions (0-based, ascending) of the nonzero bytes of MASK[0..n) into
   OUT, their number into *COUNT (device).  SCRATCH: at least
   gt_find_scratch_bytes (n) bytes. */
size_t gt_find_scratch_bytes (size_t n);
gt_status gt_launch_find (const unsigned char *mask, size_t n,
                          long long *out, unsigned long long *count,
                          void *scratch, size_t scratch_bytes,
                          cudaStream_t s);

/* Y (n x m) = X.' (X m x n), ESIZE bytes a element; CONJ (complex types
   only, ESIZE 8 or 16) negates the imaginary parts: X'. */
gt_status gt_launch_transpose (size_t esize, int conj, const void *x,
                               size_t m, size_t n, void *y, cudaStream_t s);

/* ------------------------------------------------------------------ */
/* Convolution                                                          */

/* C = the window of the "full" convolution of A with B given by D
   (gt_conv_dims, gputiled_device.h), all three of T (F64 F32 C128 C64),
   column-major: C(i) = sum over p of A(i + OFF - p) B(p), i and p
   multi-indices, A zero outside itself.  Nothing to do when C has no
   elements. */
gt_status gt_launch_convn (gt_etype t, const void *a, const void *b, void *c,
                           const gt_conv_dims *d, cudaStream_t s);

/* The elements of D's C. */
static inline size_t gt_conv_count (const gt_conv_dims *d)
{
  size_t n = 1;
  for (unsigned k = 0; k < d->nd; k++)
    n *= d->c[k];
  return n;
}

/* gt_launch_convn's checks (also the host backend's). */
static inline gt_status gt_convn_check (gt_etype t, const void *a,
                                        const void *b, const void *c,
                                        const gt_conv_dims *d)
{
  if (t != GT_E_F64 && t != GT_E_F32 && t != GT_E_C128 && t != GT_E_C64)
    return gt_fail (GT_ERR_INVALID_ARG, "convn: element type %d is not "
                    "F64, F32, C128 or C64", (int) t);
  if (!d || d->nd < 2 || d->nd > GT_MAXDIMS)
    return gt_fail (GT_ERR_INVALID_ARG, "convn: %u dimensions (2 to %d)",
                    d ? d->nd : 0u, GT_MAXDIMS);
  if (gt_conv_count (d) == 0)
    return GT_OK;
  if (!a || !b || !c)
    return gt_fail (GT_ERR_INVALID_ARG, "convn: null array");
  for (unsigned k = 0; k < d->nd; k++)
    {
      if (d->a[k] == 0 || d->b[k] == 0)
        return gt_fail (GT_ERR_INVALID_ARG, "convn: an empty operand");
      if (d->off[k] + d->c[k] > d->a[k] + d->b[k] - 1)
        return gt_fail (GT_ERR_INVALID_ARG, "convn: the window %zu + %zu "
                        "of dimension %u is outside the result's %zu",
                        d->off[k], d->c[k], k + 1, d->a[k] + d->b[k] - 1);
    }
  return GT_OK;
}

/* The plane (dimensions 3 onwards, linear index) of A under plane KZ of C
   and plane PZ of B, or -1 where it lies outside A. */
GT_HD static inline long long gt_conv_plane (const gt_conv_dims *d,
                                             size_t kz, size_t pz)
{
  long long idx = 0, stride = 1;
  for (unsigned k = 2; k < d->nd; k++)
    {
      const size_t ck = kz % d->c[k], bk = pz % d->b[k];
      kz /= d->c[k];
      pz /= d->b[k];
      const long long ak = (long long) (ck + d->off[k]) - (long long) bk;
      if (ak < 0 || ak >= (long long) d->a[k])
        return -1;
      idx += ak * stride;
      stride *= (long long) d->a[k];
    }
  return idx;
}

/* Y (N elements) = A op B bit by bit (gt_bitop), on elements of ESIZE
   bytes (1, 2, 4 or 8: an integer class); A_SCALAR, B_SCALAR: that
   operand is one element, used for all. */
gt_status gt_launch_bitop (gt_bitop op, size_t esize, const void *a,
                           int a_scalar, const void *b, int b_scalar,
                           void *y, size_t n, cudaStream_t s);

static inline gt_status gt_bitop_check (gt_bitop op, size_t esize,
                                        const void *a, const void *b,
                                        const void *y, size_t n)
{
  if (op < 0 || op >= GT_BIT_NOPS)
    return gt_fail (GT_ERR_INVALID_ARG, "bit operation %d", (int) op);
  if (esize != 1 && esize != 2 && esize != 4 && esize != 8)
    return gt_fail (GT_ERR_INVALID_ARG, "bit operations on elements of "
                    "%zu bytes", esize);
  if (n && (!a || !b || !y))
    return gt_fail (GT_ERR_INVALID_ARG, "bit operation on a null array");
  return GT_OK;
}

/* Y (N elements of T: F64, F32 or an integer class) = Octave's bitshift
   of A by K (K ints on the device), A or K one element for all when its
   _SCALAR flag is set, NBITS bits kept (gt_bitshift_mask). */
gt_status gt_launch_bitshift (gt_etype t, const void *a, int a_scalar,
                              const int *k, int k_scalar, int nbits,
                              void *y, size_t n, cudaStream_t s);

/* The shift at or beyond which Octave's bitshift of T gives 0: the
   class's digits (7 for int8, 8 for uint8 ...), 64 for double and 32 for
   single; 0 for another type. */
static inline int gt_bitshift_bits (gt_etype t)
{
  switch (t)
    {
    case GT_E_I8: return 7;
    case GT_E_U8: return 8;
    case GT_E_I16: return 15;
    case GT_E_U16: return 16;
    case GT_E_I32: return 31;
    case GT_E_U32: return 32;
    case GT_E_I64: return 63;
    case GT_E_U64: return 64;
    case GT_E_F64: return 64;
    case GT_E_F32: return 32;
    default: return 0;
    }
}

/* Octave's mask of bitshift (A, K, NBITS) for A of type T: the
   mantissa's (53 or 24 bits) or the class's largest value, cut to NBITS
   (>= 0) bits; a signed class keeps its sign bit. */
static inline unsigned long long gt_bitshift_mask (gt_etype t, int nbits)
{
  const int bits = gt_bitshift_bits (t);
  unsigned long long mask;
  if (t == GT_E_F64 || t == GT_E_F32)
    {
      const int m = t == GT_E_F64 ? 53 : 24;
      mask = (1ULL << m) - 1;
      if (nbits < m)
        mask >>= m - nbits;
      return mask;
    }
  mask = bits == 64 ? ~0ULL : (1ULL << bits) - 1;
  /* Octave shifts the class's largest value right by BITS - NBITS, in
     the class's C++ width: a count of 32 (uint32) or 64 (uint64) is taken
     modulo that width on x86, so N = 0 keeps them whole there */
  if (nbits < bits)
    mask >>= (bits - nbits) & (bits <= 32 ? 31 : 63);
  if (bits % 2)                         /* signed: 7, 15, 31, 63 digits */
    mask |= 1ULL << bits;
  return mask;
}

static inline gt_status gt_bitshift_check (gt_etype t, const void *a,
                                           const int *k, int nbits,
                                           const void *y, size_t n)
{
  if (gt_bitshift_bits (t) == 0)
    return gt_fail (GT_ERR_INVALID_ARG, "bitshift of element type %d", (int) t);
  if (n && (!a || !k || !y))
    return gt_fail (GT_ERR_INVALID_ARG, "bitshift of a null array");
  if (nbits < 0)
    return gt_fail (GT_ERR_INVALID_ARG, "bitshift keeping %d bits", nbits);
  return GT_OK;
}

#ifdef __cplusplus
/* R.template run<E, FLT, SIGNED> () for bitshift's element type T: E its
   storage, FLT for F64 and F32, SIGNED for the signed integer classes
   (the kernel and the host backend dispatch alike). */
template <class R> static inline void gt_bitshift_by_type (gt_etype t, R &r)
{
  switch (t)
    {
    case GT_E_F64: r.template run<double, true, true> (); break;
    case GT_E_F32: r.template run<float, true, true> (); break;
    case GT_E_I8: r.template run<signed char, false, true> (); break;
    case GT_E_U8: r.template run<unsigned char, false, false> (); break;
    case GT_E_I16: r.template run<short, false, true> (); break;
    case GT_E_U16: r.template run<unsigned short, false, false> (); break;
    case GT_E_I32: r.template run<int, false, true> (); break;
    case GT_E_U32: r.template run<unsigned int, false, false> (); break;
    case GT_E_I64: r.template run<long long, false, true> (); break;
    default: r.template run<unsigned long long, false, false> (); break;
    }
}
#endif

/* Octave's bitshift of one integer: A its value (sign- or zero-extended),
   BITS gt_bitshift_bits, SIGNED the class's sign; the low bits of the
   result are the stored value.  K >= BITS gives 0; a left shift drops the
   bits that leave the class; a right shift fills with the sign, its count
   taken modulo the width C++ shifts the class in (32 bits up to 32, else
   64), as x86 takes it in Octave's own loop. */
GT_HD static inline unsigned long long
gt_bitshift_int (long long a, int k, int bits, int is_signed,
                 unsigned long long mask)
{
  unsigned long long r;
  if (k >= bits)
    return 0;
  if (k > 0)
    r = (unsigned long long) a << k;
  else if (k < 0)
    {
      const int s = (int) ((0ULL - (unsigned long long) (long long) k)
                           & (bits <= 32 ? 31u : 63u));
      r = is_signed ? (unsigned long long) (a >> s)
                    : (unsigned long long) a >> s;
    }
  else
    r = (unsigned long long) a;
  return r & mask;
}

/* Octave's bitshift of a double or single A: |A| truncated to int64 (NaN
   and values beyond int64 as its minimum, as x86 converts them), shifted
   (K >= BITS: 0), masked by the mantissa's MASK, the sign put back. */
GT_HD static inline long long gt_bitshift_flt (double a, int k, int bits,
                                               unsigned long long mask)
{
  const long long lo = -9223372036854775807LL - 1;
  if (k >= bits)
    return 0;
  const int neg = a < 0;
  if (neg)
    a = -a;
  const long long v = a == a && a < 9223372036854775808.0 ? (long long) a
                                                          : lo;
  const unsigned long long r
      = gt_bitshift_int (v, k, 64, 1, mask);
  return (long long) (neg ? 0ULL - r : r);
}

/* Octave's filter along the middle dimension of X (INNER x LEN x OUTER,
   type T: F64 F32 C128 C64) into Y (the same shape): B and A device
   arrays of AB >= 2 coefficients each (divided by A(1), padded with
   zeros), IIR nonzero when Octave's A had more than one element; Z holds
   the state, AB - 1 values for each of the INNER x OUTER vectors (vector
   i + INNER * o at (i + INNER * o) * (AB - 1)): SI on entry; on return SF
   for an IIR filter, while an FIR filter (IIR 0) leaves Z as it was and
   writes SF into Z2 (the same size; unused for IIR, may be NULL). */
gt_status gt_launch_filter (gt_etype t, const void *b, const void *a,
                            size_t ab, int iir, const void *x, size_t inner,
                            size_t len, size_t outer, void *y, void *z,
                            void *z2, cudaStream_t s);

static inline gt_status gt_filter_check (gt_etype t, const void *b,
                                         const void *a, size_t ab,
                                         const void *x, size_t inner,
                                         size_t len, size_t outer,
                                         const void *y, const void *z)
{
  if (t != GT_E_F64 && t != GT_E_F32 && t != GT_E_C128 && t != GT_E_C64)
    return gt_fail (GT_ERR_INVALID_ARG, "filter: element type %d is not "
                    "F64, F32, C128 or C64", (int) t);
  if (ab < 2 || ab > 0x7fffffff)
    return gt_fail (GT_ERR_INVALID_ARG, "filter: %zu coefficients (2 or "
                    "more)", ab);
  if (inner * len * outer != 0 && (!b || !a || !x || !y || !z))
    return gt_fail (GT_ERR_INVALID_ARG, "filter: null array");
  return GT_OK;
}

/* ------------------------------------------------------------------ */
/* Reductions along one dimension                                       */

/* X is inner x len x outer of T (F64 F32 C128 C64); Y is inner x outer of
   T, I (may be NULL; MAX and MIN only) inner x outer doubles: the 1-based
   position along len, as Octave returns it.  len 0: SUM gives 0, PROD 1
   (MAX, MIN: the caller never asks).  Octave's rules: MAX and MIN skip
   NaN (NaN, at position 1, only when all are), ties keep the first,
   complex by abs then arg; SUM and PROD complex in complex arithmetic. */
gt_status gt_launch_reduce_dim (gt_rdop op, gt_etype t, const void *x,
                                size_t inner, size_t len, size_t outer,
                                void *y, double *I, cudaStream_t s);

#endif /* GT_ARRAY_KERNELS_H */
