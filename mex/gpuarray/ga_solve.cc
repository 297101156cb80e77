// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_solve.cc - linear systems of gpuArrays: the operators A \ B and
// B / A for a matrix A (ga_ops.cc sends them here; a scalar A is
// elementwise division there), and inv and det (operations of
// __gputiled_ga__, methods.txt), on the core's gt_dev_solve and
// gt_dev_det (cuSOLVER).
//
// Octave 7.3's answers, warnings included: A's structure picks the solver
// (triangular, Cholesky, LU: the core decides), and when A's estimated
// reciprocal condition number is below the class's precision (rcond + 1
// == 1, or NaN) the warning is Octave's, "matrix singular to machine
// precision, rcond = ..." (Octave:nearly-singular-matrix), and the answer
// the factorisation's, as Octave's.  The estimate is the core's (Hager
// and Higham's, on cuSOLVER's factors), not LAPACK's xGECON: the number
// printed may differ from Octave's in its digits.  Where A is exactly
// singular or holds Inf or NaN, Octave warns "matrix singular to machine
// precision" and answers with the minimum-norm least-squares solution
// (xGELSD); so do these, through Octave's own operator on the gathered
// operands (with gputiled:hostFallback once per session).  Rectangular A
// of full rank with more rows than columns is solved in the least-squares
// sense by QR on the GPU (gt_dev_lstsq), which is Octave's answer there;
// where R's estimated condition says A may be rank deficient, and for
// fewer rows than columns (minimum norm), Octave's operator on the host
// answers.  inv of a singular matrix, or of one with Inf or NaN, is
// Octave's inv on the gathered matrix (its warning and RCOND for
// non-finite input depend on the LAPACK Octave uses); det comes from the
// LU factors.

#include <cmath>
#include <cstring>

#include <octave/oct.h>

#include "ga_funcs.h"

namespace
{
  using namespace ga;

  // The element type of the result of an operation on A and B: single
  // if either is, complex if either is (logical counts as double).
  gt_etype result_type (const octave_value& a, const octave_value& b)
  {
    const bool single = a.is_single_type () || b.is_single_type ();
    const bool cplx = a.iscomplex () || b.iscomplex ();
    return make_type (single, cplx);
  }

  // Whether a host operand is one a gpuArray operation takes (double,
  // single or logical; the rest, integers included, go to Octave).
  bool plain (const octave_value& v)
  {
    return as_ga (v) || ((v.is_double_type () || v.is_single_type ()
                          || v.islogical ()) && ! v.issparse ());
  }

  // Octave's warning for an ill-conditioned A (liboctave's
  // warn_singular_matrix): RCOND printed in the class's precision.
  void warn_rcond (double rcond, gt_etype t)
  {
    if (rcond == 0)
      warning_with_id ("Octave:singular-matrix",
                       "matrix singular to machine precision");
    else
      warning_with_id ("Octave:nearly-singular-matrix",
                       "matrix singular to machine precision, rcond = %g",
                       is_single (t) ? (double) (float) rcond : rcond);
  }

  // Octave's test: rcond + 1 == 1 in the class's precision, or NaN.
  bool ill_conditioned (double rcond, gt_etype t)
  {
    if (std::isnan (rcond))
      return true;
    if (is_single (t))
      {
        volatile float one = (float) rcond + 1.0f;
        return one == 1.0f;
      }
    volatile double one = rcond + 1.0;
    return one == 1.0;
  }

  // The real zeros of T's precision that Octave answers for an empty
  // system.
  octave_value zeros_of (const char *fn, gt_etype t, octave_idx_type r,
                         octave_idx_type c)
  {
    octave_gpuarray *y;
    octave_value z = make (fn, real_of (t), dim_vector (r, c), &y);
    if (y->count ())
      check (fn, gt_dev_fill (real_of (t), y->data (fn), y->count (), 0, 0));
    return z;
  }
}

namespace ga
{
  octave_value solve (bool right, const octave_value& a,
                      const octave_value& b)
  {
    const char *fn = right ? "mrdivide" : "mldivide";
    const octave_value::binary_op op = right ? octave_value::op_div
                                             : octave_value::op_ldiv;
    // Octave's operator on the host, its operands in the user's order
    auto on_host = [&] (void)
      {
        return right ? host_binary (op, b, a) : host_binary (op, a, b);
      };
    if (a.ndims () > 2 || b.ndims () > 2 || ! plain (a) || ! plain (b))
      return on_host ();
    const octave_idx_type m = a.rows (), n = a.columns ();
    // The right-hand side's extent along A's rows (\) or columns (/)
    const octave_idx_type p = right ? b.columns () : b.rows ();
    const octave_idx_type q = right ? b.rows () : b.columns ();
    if (p != (right ? n : m))
      {
        const dim_vector d1 = right ? b.dims () : a.dims ();
        const dim_vector d2 = right ? a.dims () : b.dims ();
        error_with_id ("Octave:nonconformant-args", "operator %s: "
                       "nonconformant arguments (op1 is %ldx%ld, op2 is "
                       "%ldx%ld)", right ? "/" : "\\", (long) d1(0),
                       (long) d1(1), (long) d2(0), (long) d2(1));
      }
    const gt_etype t = result_type (a, b);
    if (m == 0 || n == 0 || q == 0)
      return right ? zeros_of (fn, t, q, m) : zeros_of (fn, t, n, q);
    if (right ? n < m : m < n)
      return on_host ();   // under-determined: xGELSD's minimum norm
    // B / A is (A.' \ B.').': the transposes are O(n^2) copies
    octave_value A = convert (fn, a, t), B = convert (fn, b, t);
    if (right)
      {
        A = transpose (fn, A, false);
        B = transpose (fn, B, false);
      }
    const std::size_t r = A.rows (), c = A.columns ();
    octave_gpuarray *x;
    octave_value X = make (fn, t, dim_vector (c, q), &x);
    const void *pa = as_ga (A)->data (fn), *pb = as_ga (B)->data (fn);
    gt_solve_info info;
    if (r == c)
      check (fn, gt_dev_solve (t, c, q, pa, pb, x->data (fn), &info));
    else
      check (fn, gt_dev_lstsq (t, r, c, q, pa, pb, x->data (fn), &info));
    if (info.singular)
      return on_host ();   // Octave's answer: warning, minimum norm
    if (r == c && ill_conditioned (info.rcond, t))
      warn_rcond (info.rcond, t);
    return right ? transpose (fn, X, false) : X;
  }

  // inv (G), [X, RCOND] = inv (G): the solve of G X = I.  Singular G, or
  // one with Inf or NaN: Octave's inv on the host.
  octave_value_list op_inv (const octave_value_list& args, int nargout)
  {
    const char *fn = "inverse";
    if (args.length () != 1)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to inv");
    const octave_value g = args(0);
    if (! as_ga (g))
      return host_call ("inv", args, nargout);
    const dim_vector dv = g.dims ();
    if (dv.ndims () > 2 || dv(0) != dv(1))
      error ("inverse: argument must be a square matrix");
    const gt_etype t = float_of (as_ga (g)->etype ());
    const std::size_t n = dv(0);
    octave_gpuarray *x;
    octave_value X = make (fn, t, dv, &x);
    gt_solve_info info;
    std::memset (&info, 0, sizeof info);
    if (n)
      {
        const octave_value A = convert (fn, g, t);
        octave_gpuarray *e;
        octave_value I = make (fn, t, dv, &e);
        check (fn, gt_dev_eye (t, e->data (fn), n, n));
        check (fn, gt_dev_solve (t, n, n, as_ga (A)->data (fn),
                                 e->data (fn), x->data (fn), &info));
        // Singular, or Inf or NaN in G: Octave's inv answers (its
        // warning, and its RCOND, which depends on its LAPACK for
        // non-finite input)
        if (info.singular)
          return on_host ("inv", args, nargout, true);
        if (ill_conditioned (info.rcond, t))
          warn_rcond (info.rcond, t);
      }
    if (nargout < 2 || ! n)   // Octave gives no RCOND for an empty G
      return ovl (X);
    const octave_value rc = is_single (t) ? octave_value ((float) info.rcond)
                                          : octave_value (info.rcond);
    return ovl (X, upload (fn, rc));
  }

  // det (G): from the LU factors, as Octave's (the rcond of [D, RCOND]
  // = det (G) on the host).
  octave_value_list op_det (const octave_value_list& args, int nargout)
  {
    const char *fn = "det";
    if (args.length () != 1)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to det");
    const octave_value g = args(0);
    if (! as_ga (g))
      return host_call (fn, args, nargout);
    if (nargout > 1)
      return on_host (fn, args, nargout, true);
    const dim_vector dv = g.dims ();
    if (dv.ndims () > 2 || dv(0) != dv(1))
      error ("det: A must be a square matrix");
    const gt_etype t = float_of (as_ga (g)->etype ());
    double mant[2] = { 1, 0 };
    int e2 = 0;
    if (dv(0))
      {
        const octave_value A = convert (fn, g, t);
        check (fn, gt_dev_det (t, (std::size_t) dv(0), as_ga (A)->data (fn),
                               mant, &e2));
      }
    const double re = std::ldexp (mant[0], e2);
    const double im = std::ldexp (mant[1], e2);
    octave_value d;
    if (is_cplx (t))
      d = is_single (t) ? octave_value (FloatComplex (re, im))
                        : octave_value (Complex (re, im));
    else
      d = is_single (t) ? octave_value ((float) re) : octave_value (re);
    return ovl (upload (fn, d));
  }
}
