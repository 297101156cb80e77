/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ew_int.cuh - the binary operators of Octave's integer classes (int8 ...
 * uint32) with their own class or double, for ew_binary.cu and the host
 * backend: the functor and its choice, included by ew_ops.cuh where the
 * real functors (bin_op) and the operands' layout are defined.
 *
 * Octave computes these (octave_int<I>) in double and converts the result
 * back, rounded to nearest with halves away from zero, saturated, NaN to
 * 0; a double holds every value of these classes and every exact sum, so
 * the double operation of bin_op and one conversion (ew_int_of_real) give
 * Octave's values.  int64 and uint64 (long double in Octave), two integer
 * classes, powers of two integers and the other operators are refused:
 * the gateway runs them another way (mex/gpuarray/ga_int.cc).
 */
#ifndef GT_EW_INT_CUH
#define GT_EW_INT_CUH

/* Octave's arithmetic and comparisons of an integer class I (up to 32
   bits) with itself or with double: each operand as a double (exact), the
   double operation, and for arithmetic the saturating conversion back to
   I (ew_int_of_real: halves away from zero, NaN to 0), which is what
   octave_int<I> computes.  TA and TB are I or double. */
template <typename I, typename TA, typename TB, int OP> struct bin_int
{
  typedef TA A;
  typedef TB B;
  static constexpr bool CMP = ew_bin_kind[OP] == GT_BINK_COMPARE;
  typedef typename std::conditional<CMP, ew_bool, I>::type Out;
  static constexpr int V = ew_width<A, B, Out> ();

  static GT_HD __forceinline__ Out apply (A a, B b, int *)
  {
    const double r = bin_op<double, false, false, OP>::apply (
        (double) a, (double) b, (int *) NULL);
    if constexpr (CMP)
      return r;
    else
      return ew_int_of_real<I> (r);
  }
};

/* The integer functor of OP for class I, each operand I (AI, BI) or
   double: arithmetic and comparisons only (the caller checked). */
template <class R, typename I, bool AI, bool BI>
static gt_status bin_int_ops (gt_binop op, const gt_operand *a,
                              const gt_operand *b, void *y,
                              const bin_layout *L, size_t n, R &r)
{
  typedef typename std::conditional<AI, I, double>::type TA;
  typedef typename std::conditional<BI, I, double>::type TB;
  switch (op)
    {
#define BIN_INT_CASE(name)                                                    \
  case GT_BIN_##name:                                                         \
    return r.template run<bin_int<I, TA, TB, GT_BIN_##name> > (               \
        a, b, y, L, n, (int *) NULL);
      BIN_INT_CASE (ADD) BIN_INT_CASE (SUB) BIN_INT_CASE (MUL)
      BIN_INT_CASE (DIV) BIN_INT_CASE (POW) BIN_INT_CASE (EQ)
      BIN_INT_CASE (NE) BIN_INT_CASE (LT) BIN_INT_CASE (LE)
      BIN_INT_CASE (GT) BIN_INT_CASE (GE)
#undef BIN_INT_CASE
    default:
      return gt_fail (GT_ERR_NOT_SUPPORTED,
                      "binary: operator %d of integers", (int) op);
    }
}

template <class R, typename I>
static gt_status bin_int_types (gt_binop op, const gt_operand *a,
                                const gt_operand *b, void *y,
                                const bin_layout *L, size_t n, R &r)
{
  const bool ai = ew_is_int (a->type), bi = ew_is_int (b->type);
  if (ai && bi)
    return bin_int_ops<R, I, true, true> (op, a, b, y, L, n, r);
  if (ai)
    return bin_int_ops<R, I, true, false> (op, a, b, y, L, n, r);
  return bin_int_ops<R, I, false, true> (op, a, b, y, L, n, r);
}

/* The functor of OP for integer class TI (checked by bin_int_check). */
template <class R>
static gt_status bin_int_run (gt_etype ti, gt_binop op, const gt_operand *a,
                              const gt_operand *b, void *y,
                              const bin_layout *L, size_t n, R &r)
{
  switch (ti)
    {
    case GT_E_I8:
      return bin_int_types<R, int8_t> (op, a, b, y, L, n, r);
    case GT_E_U8:
      return bin_int_types<R, uint8_t> (op, a, b, y, L, n, r);
    case GT_E_I16:
      return bin_int_types<R, int16_t> (op, a, b, y, L, n, r);
    case GT_E_U16:
      return bin_int_types<R, uint16_t> (op, a, b, y, L, n, r);
    case GT_E_I32:
      return bin_int_types<R, int32_t> (op, a, b, y, L, n, r);
    case GT_E_U32:
      return bin_int_types<R, uint32_t> (op, a, b, y, L, n, r);
    default:
      return gt_fail (GT_ERR_NOT_SUPPORTED,
                      "binary: integer type %d", (int) ti);
    }
}

/* gt_launch_binary's checks for an integer operand: one class TI of up to
   32 bits, the other operand of TI or F64, arithmetic (not a power of two
   integers: Octave's own rule) or a comparison, Y of TI or BOOL. */
static inline gt_status bin_int_check (gt_binop op, const gt_operand *a,
                                       const gt_operand *b, gt_etype ty,
                                       gt_etype *ti)
{
  const bool ai = ew_is_int (a->type), bi = ew_is_int (b->type);
  const gt_etype t = ai ? a->type : b->type;
  const int kind = ew_bin_kind[op];
  if ((ai && bi && a->type != b->type) || (!ai && a->type != GT_E_F64)
      || (!bi && b->type != GT_E_F64))
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "binary: an integer class with itself or F64 (%d, %d)",
                    (int) a->type, (int) b->type);
  if (t == GT_E_I64 || t == GT_E_U64)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "binary: 64-bit integers (Octave: long double)");
  if ((kind != GT_BINK_ARITH && kind != GT_BINK_COMPARE)
      || (op == GT_BIN_POW && ai && bi))
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "binary: operator %d of integers", (int) op);
  if (ty != (kind == GT_BINK_COMPARE ? GT_E_BOOL : t))
    return gt_fail (GT_ERR_INVALID_ARG,
                    "binary: output type %d for operator %d of integers",
                    (int) ty, (int) op);
  *ti = t;
  return GT_OK;
}

#endif /* GT_EW_INT_CUH */
