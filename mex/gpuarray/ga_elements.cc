// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_elements.cc - gpuArray's functions that keep its elements apart,
// reducing none: the tests isnan, isinf and isfinite, the binary
// functions atan2, hypot, mod and rem, the bit operations bitand, bitor
// and bitxor, the conversions logical, full and complex, find (the
// positions of the nonzero elements) and repmat (the elements as tiles).  Operations of __gputiled_ga__
// (ga_funcs.cc).

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include <octave/oct.h>

#include "ga_funcs.h"

namespace ga
{
  // ------------------------------------------------ isnan, isinf, isfinite

  // Elementwise tests on the device, from the operators: isnan (x) is
  // x != x (for complex: a part is NaN); isfinite (x) is (x - x) == 0
  // (Inf - Inf and NaN - NaN are NaN); isinf (x) is abs (x) == Inf for
  // real x, and for complex either part's (abs (z) would overflow for
  // finite parts).  Logical X: false, false, true.
  static octave_value fill_like (const char *fn, const octave_value& x, bool v)
  {
    octave_gpuarray *y;
    octave_value Y = make (fn, GT_E_BOOL, as_ga (x)->dims (), &y);
    if (y->count ())
      check (fn, gt_dev_fill (GT_E_BOOL, y->data (fn), y->count (),
                              v ? 1 : 0, 0));
    return Y;
  }

  enum fp_test { TEST_NAN, TEST_INF, TEST_FINITE };

  static octave_value_list fptest (const char *fn, fp_test what,
                                   const octave_value_list& args, int nargout)
  {
    if (args.length () != 1)
      fail (fn, "invalidInput", "expected %s (X)", fn);
    const octave_value x = args(0);
    if (! as_ga (x))
      return host_call (fn, args, nargout);
    const gt_etype t = as_ga (x)->etype ();
    if (t == GT_E_BOOL)
      return ovl (fill_like (fn, x, what == TEST_FINITE));
    const octave_value inf (std::numeric_limits<double>::infinity ());
    switch (what)
      {
      case TEST_NAN:
        return ovl (binary (fn, GT_BIN_NE, x, x));
      case TEST_FINITE:
        return ovl (binary (fn, GT_BIN_EQ, binary (fn, GT_BIN_SUB, x, x),
                            octave_value (0.0)));
      default:
        if (! is_cplx (t))
          return ovl (binary (fn, GT_BIN_EQ, unary (fn, GT_UN_ABS, x), inf));
        {
          const octave_value re = unary (fn, GT_UN_ABS,
                                         unary (fn, GT_UN_REAL, x));
          const octave_value im = unary (fn, GT_UN_ABS,
                                         unary (fn, GT_UN_IMAG, x));
          return ovl (binary (fn, GT_BIN_OR, binary (fn, GT_BIN_EQ, re, inf),
                              binary (fn, GT_BIN_EQ, im, inf)));
        }
      }
  }

  octave_value_list op_isnan (const octave_value_list& args, int nargout)
  {
    return fptest ("isnan", TEST_NAN, args, nargout);
  }

  octave_value_list op_isinf (const octave_value_list& args, int nargout)
  {
    return fptest ("isinf", TEST_INF, args, nargout);
  }

  octave_value_list op_isfinite (const octave_value_list& args, int nargout)
  {
    return fptest ("isfinite", TEST_FINITE, args, nargout);
  }

  // ------------------------------------------- atan2, hypot, mod, rem

  // A (host or device) operand Octave's FN takes as it is: double or
  // single, and for hypot complex (its abs) or integer.  Octave refuses
  // logical and char operands of all four and complex ones of atan2, mod
  // and rem: those and integers go to Octave's own function, which gives
  // its answer or its error.
  static bool realfn_device (const octave_value& v, bool hypot)
  {
    const octave_gpuarray *g = as_ga (v);
    const gt_etype t = g ? g->etype ()
                       : v.is_double_type () ? (v.iscomplex () ? GT_E_C128
                                                               : GT_E_F64)
                       : v.is_single_type () ? (v.iscomplex () ? GT_E_C64
                                                               : GT_E_F32)
                       : GT_E_BOOL;
    if (t == GT_E_BOOL || (! g && v.issparse ()))
      return false;
    return hypot || ! is_cplx (t);
  }

  static octave_value_list realfn (const char *fn, gt_binop op,
                                   const octave_value_list& args,
                                   int nargout)
  {
    if (args.length () != 2)
      fail (fn, "invalidInput", "expected %s (X, Y)", fn);
    octave_value a = args(0), b = args(1);
    const bool hyp = op == GT_BIN_HYPOT;
    if ((! as_ga (a) && ! as_ga (b)) || ! realfn_device (a, hyp)
        || ! realfn_device (b, hyp))
      return on_host (fn, args, nargout, true);
    // hypot (z, w) is hypot (abs (z), abs (w)), as Octave's
    if (a.iscomplex ())
      a = unary (fn, GT_UN_ABS, a);
    if (b.iscomplex ())
      b = unary (fn, GT_UN_ABS, b);
    return ovl (binary (fn, op, a, b));
  }

  octave_value_list op_atan2 (const octave_value_list& args, int nargout)
  {
    return realfn ("atan2", GT_BIN_ATAN2, args, nargout);
  }

  octave_value_list op_hypot (const octave_value_list& args, int nargout)
  {
    return realfn ("hypot", GT_BIN_HYPOT, args, nargout);
  }

  octave_value_list op_mod (const octave_value_list& args, int nargout)
  {
    return realfn ("mod", GT_BIN_MOD, args, nargout);
  }

  octave_value_list op_rem (const octave_value_list& args, int nargout)
  {
    return realfn ("rem", GT_BIN_REM, args, nargout);
  }

  // ---------------------------------------------------------- the table

  // The functions of gt_ew_table.h by the names Octave calls them: a
  // mapper's KEY is its function's name except for sign (signum), and
  // arg and lgamma have a second name (angle, gammaln).
  octave_value_list op_elementwise (const octave_value_list& args, int)
  {
    if (args.length () != 0)
      fail ("elementwise", "invalidInput", "expected elementwise ()");
    std::vector<std::string> one, two;
    for (int op = 0; op < GT_UN_NOPS; op++)
      {
        const std::string k = gt_unop_key ((gt_unop) op);
        one.push_back (k == "signum" ? "sign" : k);
        if (k == "arg")
          one.push_back ("angle");
        if (k == "lgamma")
          one.push_back ("gammaln");
      }
    for (int op = 0; op < GT_BIN_NOPS; op++)
      two.push_back (gt_binop_key ((gt_binop) op));
    Cell c1 (1, one.size ()), c2 (1, two.size ());
    for (std::size_t i = 0; i < one.size (); i++)
      c1(i) = one[i];
    for (std::size_t i = 0; i < two.size (); i++)
      c2(i) = two[i];
    return ovl (c1, c2);
  }

  // ----------------------------------------------------------------- find

  // A device buffer from the core that gt_dev_find made (freed here).
  struct found
  {
    long long *p = nullptr;
    found () = default;
    found (const found&) = delete;
    found& operator = (const found&) = delete;
    ~found () { if (p) gt_dev_free (p); }
  };

  // find (X), find (X, N), find (X, N, DIRECTION), [I, J] = find (...),
  // [I, J, V] = find (...).  The positions come from the device
  // (gt_dev_find) and are made Octave's (1-based doubles) on the host;
  // V is gathered from X on the device.  Shapes as Octave's Array::find:
  // a row for a 2-D row X, else a column; 0x0 for a scalar with nothing
  // found and for an X with no rows and no columns beyond them
  // (zeros (0, 0), zeros (0, 1, 0)).  One difference: Octave makes V of
  // an X of size 1x1xN 1x1xN; here it is shaped as I.
  octave_value_list op_find (const octave_value_list& args, int nargout)
  {
    const char *fn = "find";
    const int n = args.length ();
    if (n < 1 || n > 3)
      fail (fn, "invalidInput", "expected find (X), find (X, N) or "
            "find (X, N, DIRECTION)");
    if (! as_ga (args(0)))
      return host_call (fn, args, nargout);
    std::size_t limit = std::numeric_limits<std::size_t>::max ();
    bool last = false;
    if (n > 1)
      {
        const octave_value v = host_value (fn, args(1));
        const double d = v.isnumeric () && v.numel () == 1
                         ? v.double_value () : -1;
        if (! (d >= 0 && d == std::floor (d)))
          fail (fn, "invalidInput", "N must be a non-negative integer");
        if (d < 1e18)
          limit = (std::size_t) d;
      }
    if (n > 2)
      {
        const std::string s = host_value (fn, args(2)).is_string ()
                              ? host_value (fn, args(2)).string_value ()
                              : "";
        if (s == "last")
          last = true;
        else if (s != "first")
          fail (fn, "invalidInput", "DIRECTION must be \"first\" or "
                "\"last\"");
      }
    const octave_value x = args(0);
    const octave_gpuarray *g = as_ga (x);
    const dim_vector dv = g->dims ();
    const std::size_t numel = g->count ();
    found pos;
    std::size_t cnt = 0;
    if (numel)
      {
        const octave_value m = nonzero (fn, x);
        check (fn, gt_dev_find (data_of (fn, m), numel, &pos.p, &cnt));
      }
    const std::size_t k = std::min (cnt, limit);
    const std::size_t off = last ? cnt - k : 0;

    std::size_t rest = 1;
    for (int i = 1; i < dv.ndims (); i++)
      rest *= (std::size_t) dv(i);
    // (Octave's I = find (X) of a logical X skips the second 0x0 rule:
    // find (false (0, 0)) is 0x1, but find (false (0, 0), 1) and [I, J] =
    // find (false (0, 0)) are 0x0.)
    const bool no_rows = dv(0) == 0 && rest == 0
                         && ! (g->etype () == GT_E_BOOL && n == 1
                               && nargout <= 1);
    dim_vector rdv;
    if ((numel == 1 && k == 0) || no_rows)
      rdv = dim_vector (0, 0);
    else if (dv.ndims () == 2 && dv(0) == 1)
      rdv = dim_vector (1, (octave_idx_type) k);
    else
      rdv = dim_vector ((octave_idx_type) k, 1);

    std::vector<long long> p (k);
    if (k)
      check (fn, gt_dev_download (p.data (), pos.p + off,
                                  k * sizeof (long long)));
    octave_value_list r;
    if (nargout <= 1)
      {
        NDArray idx (rdv);
        for (std::size_t j = 0; j < k; j++)
          idx(j) = (double) p[j] + 1;
        r(0) = upload (fn, idx);
        return r;
      }
    const long long rows = dv(0);
    NDArray I (rdv), J (rdv);
    for (std::size_t j = 0; j < k; j++)
      {
        I(j) = (double) (p[j] % rows) + 1;
        J(j) = (double) (p[j] / rows) + 1;
      }
    r(0) = upload (fn, I);
    r(1) = upload (fn, J);
    if (nargout > 2)
      {
        octave_gpuarray *v;
        r(2) = make (fn, g->etype (), rdv, &v);
        if (k)
          {
            gt_index ix;
            std::memset (&ix, 0, sizeof ix);
            ix.ndims = 1;
            ix.count[0] = k;
            ix.stride[0] = 1;
            ix.list[0] = pos.p + off;
            check (fn, gt_dev_gather (g->esize (), g->data (fn), &ix,
                                      v->data (fn)));
          }
      }
    return r;
  }

  // ------------------------------------------------------------- repmat

  // repmat (G, M), repmat (G, M, N, ...), repmat (G, [M N ...]): G as
  // tiles, gathered on the device through index lists (negative counts
  // are 0, as Octave's).
  octave_value_list op_repmat (const octave_value_list& args, int nargout)
  {
    const char *fn = "repmat";
    const int na = args.length ();
    if (na < 2)
      fail (fn, "invalidInput", "expected repmat (A, M), repmat (A, M, N, "
            "...) or repmat (A, [M N ...])");
    if (! as_ga (args(0)))
      return host_call (fn, args, nargout);
    std::vector<double> reps;
    if (na == 2)
      {
        const NDArray r = host_value (fn, args(1)).array_value ();
        for (octave_idx_type k = 0; k < r.numel (); k++)
          reps.push_back (r(k));
        if (reps.size () == 1)
          reps.push_back (reps[0]);
        if (reps.empty ())
          fail (fn, "invalidInput", "M and N must be given");
      }
    else
      for (int k = 1; k < na; k++)
        {
          const octave_value v = host_value (fn, args(k));
          if (v.numel () != 1)
            fail (fn, "invalidInput", "all input arguments must be scalar");
          reps.push_back (v.double_value ());
        }
    const octave_gpuarray *g = as_ga (args(0));
    const dim_vector dv = g->dims ();
    const int nd = std::max ((int) reps.size (), (int) dv.ndims ());
    if (nd > GT_MAXDIMS)
      fail (fn, "notSupported", "gpuArrays have at most %d dimensions",
            GT_MAXDIMS);
    dim_vector out;
    out.resize (nd);
    std::vector<std::size_t> e (nd), r (nd);
    for (int i = 0; i < nd; i++)
      {
        e[i] = i < dv.ndims () ? (std::size_t) dv(i) : 1;
        const double ri = i < (int) reps.size () ? reps[i] : 1;
        r[i] = ri > 0 ? (std::size_t) ri : 0;
        out(i) = (octave_idx_type) (e[i] * r[i]);
      }
    octave_gpuarray *y;
    octave_value Y = make (fn, g->etype (), out, &y);
    if (! y->count ())
      return ovl (Y);
    gt_index ix;
    std::memset (&ix, 0, sizeof ix);
    ix.ndims = nd;
    std::vector<buf_ptr> lists;
    std::size_t stride = 1;
    for (int i = 0; i < nd; i++)
      {
        const std::size_t c = e[i] * r[i];
        ix.count[i] = c;
        ix.stride[i] = stride;
        stride *= e[i];
        if (r[i] == 1)
          {
            ix.start[i] = 0, ix.step[i] = 1;
            continue;
          }
        std::vector<long long> h (c);
        for (std::size_t j = 0; j < c; j++)
          h[j] = (long long) (j % e[i]);
        buf_ptr b = alloc (fn, c * sizeof (long long));
        check (fn, gt_dev_upload (b->data, h.data (), c * sizeof (long long)));
        ix.list[i] = static_cast<const long long *> (b->data);
        lists.push_back (b);
      }
    check (fn, gt_dev_gather (g->esize (), g->data (fn), &ix, y->data (fn)));
    return ovl (Y);
  }

  // ------------------------------------------------------- conversions

  // logical (G) on the device (Octave's logical reads the host value):
  // nonzero is true; NaN is an error, as in Octave.
  octave_value_list op_logical (const octave_value_list& args, int nargout)
  {
    const char *fn = "logical";
    if (args.length () != 1)
      fail (fn, "invalidInput", "expected logical (X)");
    if (! as_ga (args(0)))
      return host_call (fn, args, nargout);
    return ovl (convert (fn, args(0), GT_E_BOOL));
  }

  // full (G): G itself (gpuArrays are full arrays).
  octave_value_list op_full (const octave_value_list& args, int nargout)
  {
    if (args.length () != 1)
      fail ("full", "invalidInput", "expected full (X)");
    if (! as_ga (args(0)))
      return host_call ("full", args, nargout);
    return ovl (args(0));
  }
}

namespace ga
{
  // ---------------------------------------------------------------- complex

  // complex (A) and complex (A, B) as Octave's: the real parts of A and B
  // (integers and logical as double, single when either is single) as
  // the parts of a complex array, kept complex when B is 0.  The parts
  // are moved, not computed (1i * Inf would be NaN + Inf i): two strided
  // scatters into the interleaved pairs.  A scalar operand fills its part
  // throughout; other sizes must match (Octave's "dimension mismatch").
  octave_value_list op_complex (const octave_value_list& args, int nargout)
  {
    const char *fn = "complex";
    const int n = args.length ();
    if (n < 1 || n > 2)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to complex");
    bool any = false, single = false;
    for (int k = 0; k < n; k++)
      {
        const octave_value& v = args(k);
        const octave_gpuarray *g = as_ga (v);
        if (! g && ! (v.isnumeric () || v.islogical ()))
          return host_call (fn, args, nargout);
        any = any || g;
        single = single || (g ? is_single (g->etype ())
                              : v.is_single_type ());
      }
    if (! any)
      return host_call (fn, args, nargout);
    const gt_etype t = single ? GT_E_F32 : GT_E_F64;
    if (n == 1 && is_cplx (as_ga (args(0))->etype ()))
      return ovl (args(0));
    octave_value part[2];
    dim_vector dv;
    for (int k = 0; k < n; k++)
      {
        octave_value v = args(k);
        const bool cplx = as_ga (v) ? is_cplx (as_ga (v)->etype ())
                                    : v.iscomplex ();
        if (cplx)
          v = unary (fn, GT_UN_REAL, v);
        part[k] = convert (fn, v, t);
      }
    const dim_vector d0 = as_ga (part[0])->dims ();
    dv = d0;
    if (n == 2)
      {
        const dim_vector d1 = as_ga (part[1])->dims ();
        if (d0.numel () == 1)
          dv = d1;
        else if (d1.numel () != 1 && d0 != d1)
          error ("complex: dimension mismatch");
      }
    octave_gpuarray *y;
    octave_value Y = make (fn, cplx_of (t), dv, &y);
    const std::size_t m = y->count ();
    if (! m)
      return ovl (Y);
    if (n == 1)
      check (fn, gt_dev_fill (cplx_of (t), y->data (fn), m, 0, 0));
    for (int k = 0; k < n; k++)
      {
        gt_index ix;
        std::memset (&ix, 0, sizeof ix);
        ix.ndims = 1;
        ix.count[0] = m;
        ix.stride[0] = 1;
        ix.start[0] = k;
        ix.step[0] = 2;
        check (fn, gt_dev_scatter (gt_etype_size (t), y->data (fn), &ix,
                                   as_ga (part[k])->data (fn),
                                   as_ga (part[k])->count () == 1));
      }
    return ovl (Y);
  }
}

namespace ga
{
  // ------------------------------------------------- bitand, bitor, bitxor

  // Octave's bit operations (bitop in its bitfcns.cc) on the device: the
  // operands brought to one integer class by Octave's rules, the bits
  // combined (gt_dev_bitop), the result in Octave's class.
  //   - two integers of one class: their bits, that class;
  //   - an integer with a double, single or logical operand: that operand
  //     converted to the integer class (rounded, saturated), that class;
  //   - two logicals: logical;
  //   - otherwise (double, single, logical): both as uint64 (rounded,
  //     saturated: a negative value is 0), the result converted back to
  //     single when either is single, else double.
  // Sizes must match, or one operand be a scalar (no broadcasting, as
  // Octave's).  Complex and character operands are Octave's on the host.
  static octave_value_list bitop_of (const char *fn, gt_bitop op,
                                     const octave_value_list& args,
                                     int nargout)
  {
    if (args.length () != 2)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to %s", fn);
    gt_etype t[2];
    dim_vector dv[2];
    for (int k = 0; k < 2; k++)
      {
        const octave_value& v = args(k);
        const octave_gpuarray *g = as_ga (v);
        if (! g && ! (v.isnumeric () || v.islogical ()))
          return on_host (fn, args, nargout, true);
        t[k] = etype_of (fn, v);
        dv[k] = g ? g->dims () : v.dims ();
        if (is_cplx (t[k]))
          return on_host (fn, args, nargout, true);
      }
    const bool i0 = is_int (t[0]), i1 = is_int (t[1]);
    gt_etype c;          // the class the bits are combined in
    gt_etype out;        // the result's class
    if (i0 && i1)
      {
        if (t[0] != t[1])
          error ("%s: must have matching operand types", fn);
        c = out = t[0];
      }
    else if (i0 || i1)
      c = out = i0 ? t[0] : t[1];
    else if (is_bool (t[0]) && is_bool (t[1]))
      c = out = GT_E_BOOL;
    else
      {
        c = GT_E_U64;
        out = (is_single (t[0]) || is_single (t[1])) ? GT_E_F32 : GT_E_F64;
      }
    const std::size_t n0 = dv[0].numel (), n1 = dv[1].numel ();
    if (dv[0] != dv[1] && n0 != 1 && n1 != 1)
      error ("%s: size of X and Y must match, or one operand must be a "
             "scalar", fn);
    const dim_vector d = n0 != 1 ? dv[0] : dv[1];
    octave_value x[2];
    for (int k = 0; k < 2; k++)
      x[k] = convert (fn, args(k), c);
    octave_gpuarray *y;
    octave_value Y = make (fn, c, d, &y);
    if (y->count ())
      check (fn, gt_dev_bitop (op, gt_etype_size (c), as_ga (x[0])->data (fn),
                               n0 == 1, as_ga (x[1])->data (fn), n1 == 1,
                               y->data (fn), y->count ()));
    if (out != c)
      Y = convert (fn, Y, out);
    return ovl (Y);
  }

  octave_value_list op_bitand (const octave_value_list& args, int nargout)
  {
    return bitop_of ("bitand", GT_BIT_AND, args, nargout);
  }

  octave_value_list op_bitor (const octave_value_list& args, int nargout)
  {
    return bitop_of ("bitor", GT_BIT_OR, args, nargout);
  }

  octave_value_list op_bitxor (const octave_value_list& args, int nargout)
  {
    return bitop_of ("bitxor", GT_BIT_XOR, args, nargout);
  }

  // bitshift (A, K [, N]) as Octave's Fbitshift: K (shift counts, read on
  // the host) integers, A and K of one size or either a scalar, N the
  // bits kept (64 by default), the class of A; logical and char A are
  // Octave's errors, complex operands Octave's answer on the host.
  octave_value_list op_bitshift (const octave_value_list& args, int nargout)
  {
    const char *fn = "bitshift";
    const int nargin = args.length ();
    if (nargin < 2 || nargin > 3)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to bitshift");
    const octave_value& A = args(0);
    if (! as_ga (A) && A.is_string ())
      fail (fn, "invalidInput", "not defined for char objects");
    if (! as_ga (A) && ! (A.isnumeric () || A.islogical ()))
      return on_host (fn, args, nargout, true);
    const gt_etype t = etype_of (fn, A);
    if (is_bool (t))
      fail (fn, "invalidInput", "not defined for logical objects");
    const octave_value kh = host_value (fn, args(1));
    if (is_cplx (t) || ! (kh.isnumeric () || kh.islogical ())
        || kh.iscomplex ())
      return on_host (fn, args, nargout, true);
    const NDArray kd = kh.array_value ();
    int32NDArray ki (kd.dims ());
    for (octave_idx_type i = 0; i < kd.numel (); i++)
      {
        const double v = kd(i);
        if (! std::isfinite (v) || v != std::round (v))
          fail (fn, "invalidInput", "K must be a scalar or array of "
                "integers");
        ki(i) = static_cast<int> (v);
      }
    int nbits = 64;
    if (nargin == 3)
      {
        const octave_value nv = host_value (fn, args(2));
        if (nv.numel () > 1)
          fail (fn, "invalidInput", "N must be a scalar integer");
        nbits = nv.int_value ();
        if (nbits < 0)
          fail (fn, "invalidInput", "N must be positive");
      }
    const dim_vector da = as_ga (A) ? as_ga (A)->dims () : A.dims ();
    const dim_vector dk = kd.dims ();
    const octave_idx_type na = da.numel (), nk = dk.numel ();
    if (! (da == dk) && na != 1 && nk != 1)
      fail (fn, "invalidInput", "size of A and N must match, or one "
            "operand must be a scalar");
    const octave_value a = upload (fn, A);
    const octave_value k = upload (fn, octave_value (ki));
    octave_gpuarray *y;
    octave_value Y = make (fn, t, na != 1 ? da : dk, &y);
    if (y->count ())
      check (fn, gt_dev_bitshift (t, as_ga (a)->data (fn), na == 1,
                                  (const int *) as_ga (k)->data (fn),
                                  nk == 1, nbits, y->data (fn),
                                  y->count ()));
    return ovl (Y);
  }
}
