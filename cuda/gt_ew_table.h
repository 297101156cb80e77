/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_ew_table.h - the one list of the elementwise operations of resident
 * arrays (gt_dev_unary, gt_dev_binary in gputiled_device.h).  Everything
 * that names the operations one by one is expanded from these X-macro
 * tables: the enums gt_unop and gt_binop, the kernels' dispatch
 * (kernels/ew_ops.cuh), the result types and domain rules
 * (gt_unop_result, gt_unop_domain below; mex/rules), the gateway's
 * mapping from Octave's mappers and functions (mex/gpuarray/ga_ops.cc)
 * and the list arrayfun asks for.  Adding a function is a row here and
 * the functor's body (kernels/ew_ops.cuh, ew_math.cuh).
 *
 * Unary rows: X (NAME, KEY, MAPPER, RESULT, DOMAIN, CPLX)
 *   NAME    the enum's suffix: GT_UN_NAME
 *   KEY     the function's name in Octave (its mapper's for sign and
 *           gammaln: signum, lgamma)
 *   MAPPER  1: Octave calls it as the value's mapper
 *           octave_base_value::umap_KEY (the gateway pastes the name;
 *           this layer knows nothing of Octave); 0: an operator
 *   RESULT  GT_UNR_SAME: the input's type (logical input as double);
 *           GT_UNR_REAL: the real type of the input's precision;
 *           GT_UNR_BOOL: BOOL from BOOL (not)
 *   DOMAIN  1: a real input may give a complex result (sqrt (-1)): the
 *           real kernel flags it and the caller reruns in complex, whose
 *           functor gives Octave's complex answer for a real input
 *   CPLX    1: complex inputs run on the device; 0: Octave's answer for
 *           them is not computed here (an error, a function of its own
 *           such as the complex erf, or the C library's careful complex
 *           asin ... atanh, which cuda::std::complex's naive formulas miss
 *           by up to 50 ulp: asin (10 + 0i)), so the gateway leaves them
 *           to the host.  (The complex functor of a DOMAIN row with CPLX 0 sees
 *           only real values made complex for the rerun.)
 * New rows go last (after NOT), so that the older operations keep their
 * numbers.
 *
 * Binary rows: X (NAME, KEY, KIND, LABEL)
 *   KEY     Octave's function for A op B (plus, eq, atan2 ...)
 *   KIND    GT_BINK_ARITH, GT_BINK_COMPARE, GT_BINK_LOGICAL,
 *           GT_BINK_MINMAX, GT_BINK_REALFN (arithmetic result types, real
 *           operands only: the caller refuses or converts complex ones)
 *   LABEL   the name Octave gives the operation in its "nonconformant
 *           arguments" errors
 *
 * Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.
 */
#ifndef GT_EW_TABLE_H
#define GT_EW_TABLE_H

#define GT_UNR_SAME 0
#define GT_UNR_REAL 1
#define GT_UNR_BOOL 2

#define GT_UNOP_TABLE(X)                                                      \
  X (NEG, uminus, 0, GT_UNR_SAME, 0, 1)                                       \
  X (ABS, abs, 1, GT_UNR_REAL, 0, 1)                                          \
  X (SQRT, sqrt, 1, GT_UNR_SAME, 1, 1)                                        \
  X (EXP, exp, 1, GT_UNR_SAME, 0, 1)                                          \
  X (LOG, log, 1, GT_UNR_SAME, 1, 1)                                          \
  X (SIN, sin, 1, GT_UNR_SAME, 0, 1)                                          \
  X (COS, cos, 1, GT_UNR_SAME, 0, 1)                                          \
  X (TANH, tanh, 1, GT_UNR_SAME, 0, 1)                                        \
  X (REAL, real, 1, GT_UNR_REAL, 0, 1)                                        \
  X (IMAG, imag, 1, GT_UNR_REAL, 0, 1)                                        \
  X (CONJ, conj, 1, GT_UNR_SAME, 0, 1)                                        \
  X (FLOOR, floor, 1, GT_UNR_SAME, 0, 1)                                      \
  X (CEIL, ceil, 1, GT_UNR_SAME, 0, 1)                                        \
  X (ROUND, round, 1, GT_UNR_SAME, 0, 1)                                      \
  X (NOT, not, 0, GT_UNR_BOOL, 0, 0)                                          \
  X (TAN, tan, 1, GT_UNR_SAME, 0, 1)                                          \
  X (ASIN, asin, 1, GT_UNR_SAME, 1, 0)                                        \
  X (ACOS, acos, 1, GT_UNR_SAME, 1, 0)                                        \
  X (ATAN, atan, 1, GT_UNR_SAME, 0, 0)                                        \
  X (SINH, sinh, 1, GT_UNR_SAME, 0, 1)                                        \
  X (COSH, cosh, 1, GT_UNR_SAME, 0, 1)                                        \
  X (ASINH, asinh, 1, GT_UNR_SAME, 0, 0)                                      \
  X (ACOSH, acosh, 1, GT_UNR_SAME, 1, 0)                                      \
  X (ATANH, atanh, 1, GT_UNR_SAME, 1, 0)                                      \
  X (LOG2, log2, 1, GT_UNR_SAME, 1, 1)                                        \
  X (LOG10, log10, 1, GT_UNR_SAME, 1, 1)                                      \
  X (LOG1P, log1p, 1, GT_UNR_SAME, 1, 1)                                      \
  X (EXPM1, expm1, 1, GT_UNR_SAME, 0, 1)                                      \
  X (SIGN, signum, 1, GT_UNR_SAME, 0, 1)                                      \
  X (FIX, fix, 1, GT_UNR_SAME, 0, 1)                                          \
  X (ARG, arg, 1, GT_UNR_REAL, 0, 1)                                          \
  X (CBRT, cbrt, 1, GT_UNR_SAME, 0, 0)                                        \
  X (ERF, erf, 1, GT_UNR_SAME, 0, 0)                                          \
  X (ERFC, erfc, 1, GT_UNR_SAME, 0, 0)                                        \
  X (ERFINV, erfinv, 1, GT_UNR_SAME, 0, 0)                                    \
  X (ERFCINV, erfcinv, 1, GT_UNR_SAME, 0, 0)                                  \
  X (GAMMA, gamma, 1, GT_UNR_SAME, 0, 0)                                      \
  X (LGAMMA, lgamma, 1, GT_UNR_SAME, 1, 0)

#define GT_BINK_ARITH 0
#define GT_BINK_COMPARE 1
#define GT_BINK_LOGICAL 2
#define GT_BINK_MINMAX 3
#define GT_BINK_REALFN 4

#define GT_BINOP_TABLE(X)                                                     \
  X (ADD, plus, GT_BINK_ARITH, "operator +")                                  \
  X (SUB, minus, GT_BINK_ARITH, "operator -")                                 \
  X (MUL, times, GT_BINK_ARITH, "product")                                    \
  X (DIV, rdivide, GT_BINK_ARITH, "quotient")                                 \
  X (POW, power, GT_BINK_ARITH, "operator .^")                                \
  X (EQ, eq, GT_BINK_COMPARE, "mx_el_eq")                                     \
  X (NE, ne, GT_BINK_COMPARE, "mx_el_ne")                                     \
  X (LT, lt, GT_BINK_COMPARE, "mx_el_lt")                                     \
  X (LE, le, GT_BINK_COMPARE, "mx_el_le")                                     \
  X (GT, gt, GT_BINK_COMPARE, "mx_el_gt")                                     \
  X (GE, ge, GT_BINK_COMPARE, "mx_el_ge")                                     \
  X (AND, and, GT_BINK_LOGICAL, "mx_el_and")                                  \
  X (OR, or, GT_BINK_LOGICAL, "mx_el_or")                                     \
  X (MAX, max, GT_BINK_MINMAX, "max")                                         \
  X (MIN, min, GT_BINK_MINMAX, "min")                                         \
  X (ATAN2, atan2, GT_BINK_REALFN, "atan2")                                   \
  X (HYPOT, hypot, GT_BINK_REALFN, "hypot")                                   \
  X (MOD, mod, GT_BINK_REALFN, "mod")                                         \
  X (REM, rem, GT_BINK_REALFN, "rem")

#endif /* GT_EW_TABLE_H */
