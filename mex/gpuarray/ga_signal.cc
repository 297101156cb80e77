// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_signal.cc - gpuArray's signal functions: conv2 and convn, as
// Octave's, on the device (gt_dev_convn, a direct convolution), and
// filter (gt_dev_filter,
// the difference equation along a dimension).  conv, filter2 and
// Octave's other m-files that build on conv2 reach it through their own
// code.  An operation of __gputiled_ga__ (ga_funcs.cc).

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include <octave/oct.h>
#include <octave/parse.h>

#include "ga_funcs.h"

namespace ga
{
  enum conv_shape { SHAPE_FULL, SHAPE_SAME, SHAPE_VALID };

  // A numeric or logical argument of conv2 as an array for the device:
  // host integers as double, as Octave's conv2 takes them.
  static octave_value conv_arg (const char *fn, const octave_value& v)
  {
    if (as_ga (v))
      return v;
    if (! (v.isnumeric () || v.islogical ()) || v.issparse ())
      fail (fn, "invalidInput", "A and B must be numeric or logical "
            "arrays, not %s", v.class_name ().c_str ());
    if (v.isinteger ())
      return octave_value (v.array_value ());
    return v;
  }

  static dim_vector dims_of (const octave_value& v)
  {
    return as_ga (v) ? as_ga (v)->dims () : v.dims ();
  }

  static bool is_vec (const dim_vector& d)
  {
    return d.ndims () == 2 && (d(0) == 1 || d(1) == 1);
  }

  // Single when any operand is, complex when any is.
  static gt_etype common_type (const char *fn, const octave_value *v, int n)
  {
    bool single = false, cplx = false;
    for (int k = 0; k < n; k++)
      {
        const gt_etype t = etype_of (fn, v[k]);
        single = single || is_single (t);
        cplx = cplx || is_cplx (t);
      }
    return make_type (single, cplx);
  }

  static conv_shape shape_of (const char *fn, const octave_value& v)
  {
    const std::string s = v.is_string () ? v.string_value () : "";
    if (s == "full")
      return SHAPE_FULL;
    else if (s == "same")
      return SHAPE_SAME;
    else if (s == "valid")
      return SHAPE_VALID;
    fail (fn, "invalidInput", "SHAPE type not valid (\"full\", \"same\" "
          "or \"valid\")");
  }

  // An operand with no elements: Octave's result size (from its own FN
  // on zeros of the operands' sizes; no data moves), zeros of type T.
  static octave_value conv_empty (const char *fn, gt_etype t,
                                  const octave_value *v, int n,
                                  const octave_value_list& args, bool shape)
  {
    octave_value_list z;
    for (int k = 0; k < n; k++)
      z(k) = octave_value (NDArray (dims_of (v[k])));
    if (shape)
      z(n) = args(args.length () - 1);
    const dim_vector dc = octave::feval (fn, z, 1)(0).dims ();
    octave_gpuarray *y;
    octave_value Y = make (fn, t, dc, &y);
    if (y->count ())
      check (fn, gt_dev_fill (t, y->data (fn), y->count (), 0, 0));
    return Y;
  }

  // The SHAPE window of the full convolution of A with B (gpuArrays of
  // type T with no empty dimension), on the device.
  static octave_value conv_device (const char *fn, gt_etype t,
                                   const octave_value& A,
                                   const octave_value& B, conv_shape shape)
  {
    const dim_vector da = dims_of (A), db = dims_of (B);
    const int nd = std::max (da.ndims (), db.ndims ());
    if (nd > GT_MAXDIMS)
      fail (fn, "invalidInput", "arrays of more than %d dimensions",
            GT_MAXDIMS);
    gt_conv_dims d;
    memset (&d, 0, sizeof d);
    d.nd = nd;
    dim_vector dc;
    dc.resize (nd);
    for (int k = 0; k < nd; k++)
      {
        const std::size_t a = k < da.ndims () ? da(k) : 1;
        const std::size_t b = k < db.ndims () ? db(k) : 1;
        d.a[k] = a;
        d.b[k] = b;
        if (shape == SHAPE_FULL)
          d.c[k] = a + b - 1, d.off[k] = 0;
        else if (shape == SHAPE_SAME)
          d.c[k] = a, d.off[k] = b / 2;
        else
          d.c[k] = a >= b ? a - b + 1 : 0, d.off[k] = b - 1;
        dc(k) = d.c[k];
      }
    dc.chop_trailing_singletons ();
    octave_gpuarray *y;
    octave_value Y = make (fn, t, dc, &y);
    if (y->count ())
      check (fn, gt_dev_convn (t, data_of (fn, A), data_of (fn, B),
                               y->data (fn), &d));
    return Y;
  }

  // conv2 (A, B [, SHAPE]) or conv2 (V1, V2, M [, SHAPE]): the
  // separable form is M convolved with the outer product V1(:) * V2(:).'
  // (made on the device by one broadcast multiplication).
  octave_value_list op_conv2 (const octave_value_list& args, int nargout)
  {
    const char *fn = "conv2";
    int n = args.length ();
    conv_shape shape = SHAPE_FULL;
    if (n >= 3 && args(n - 1).is_string ())
      shape = shape_of (fn, args(n - 1)), n--;
    if (n < 2 || n > 3)
      fail (fn, "invalidInput", "expected conv2 (A, B), conv2 (V1, V2, M) "
            "or either with SHAPE");
    bool any_ga = false;
    octave_value v[3];
    for (int k = 0; k < n; k++)
      {
        v[k] = conv_arg (fn, args(k));
        any_ga = any_ga || as_ga (v[k]);
      }
    if (! any_ga)
      return host_call (fn, args, nargout);
    for (int k = 0; k < n; k++)
      if (dims_of (v[k]).ndims () > 2)
        fail (fn, "invalidInput", "A and B must be 1-D vectors or 2-D "
              "matrices");
    if (n == 3 && ! (is_vec (dims_of (v[0])) && is_vec (dims_of (v[1]))))
      fail (fn, "invalidInput", "V1 and V2 must be vectors for the "
            "separable form conv2 (V1, V2, M)");
    const gt_etype t = common_type (fn, v, n);

    const dim_vector da = dims_of (v[n == 3 ? 2 : 0]);
    dim_vector db = dims_of (v[1]);
    if (n == 3)
      db = dim_vector (dims_of (v[0]).numel (), dims_of (v[1]).numel ());
    if (da.numel () == 0 || db.numel () == 0)
      return ovl (conv_empty (fn, t, v, n, args, shape != SHAPE_FULL));

    const octave_value A = convert (fn, v[n == 3 ? 2 : 0], t);
    octave_value B;
    if (n == 3)
      {
        const dim_vector col (db(0), 1), row (1, db(1));
        const octave_value v1 = convert (fn, v[0], t);
        const octave_value v2 = convert (fn, v[1], t);
        B = binary (fn, GT_BIN_MUL, as_ga (v1)->reshape (col),
                    as_ga (v2)->reshape (row));
      }
    else
      B = convert (fn, v[1], t);

    return ovl (conv_device (fn, t, A, B, shape));
  }

  // convn (A, B [, SHAPE]): arrays of any dimensions.
  octave_value_list op_convn (const octave_value_list& args, int nargout)
  {
    const char *fn = "convn";
    const int n = args.length ();
    if (n < 2 || n > 3)
      fail (fn, "invalidInput", "expected convn (A, B) or convn (A, B, "
            "SHAPE)");
    const conv_shape shape = n == 3 ? shape_of (fn, args(2)) : SHAPE_FULL;
    const octave_value v[2] = { conv_arg (fn, args(0)),
                                conv_arg (fn, args(1)) };
    if (! as_ga (v[0]) && ! as_ga (v[1]))
      return host_call (fn, args, nargout);
    const gt_etype t = common_type (fn, v, 2);
    if (dims_of (v[0]).numel () == 0 || dims_of (v[1]).numel () == 0)
      return ovl (conv_empty (fn, t, v, 2, args, n == 3));
    return ovl (conv_device (fn, t, convert (fn, v[0], t),
                             convert (fn, v[1], t), shape));
  }
}

// ------------------------------------------------------------------ filter
//
// [Y, SF] = filter (B, A, X, SI, DIM) as Octave's filter.cc: the
// coefficients (short vectors) read on the host and divided by A(1) there,
// in the class of the work (single when any operand is single, complex
// when any is complex, integers and logical as double), then every vector
// of X along DIM run through the difference equation on the device, one
// thread a vector (gt_dev_filter), the state SI in and SF out.  Octave's
// messages, in Octave's order.

namespace
{
  using namespace ga;

  // A host value as a column of the work's element type.
  void as_col (const octave_value& c, ColumnVector& v)
  { v = ColumnVector (c.array_value ()); }
  void as_col (const octave_value& c, FloatColumnVector& v)
  { v = FloatColumnVector (c.float_array_value ()); }
  void as_col (const octave_value& c, ComplexColumnVector& v)
  { v = ComplexColumnVector (c.complex_array_value ()); }
  void as_col (const octave_value& c, FloatComplexColumnVector& v)
  { v = FloatComplexColumnVector (c.float_complex_array_value ()); }

  // B or A (a host array) as a column of V's element type.
  template <typename V>
  V coef (const octave_value& v, const char *msg)
  {
    if (! v.dims ().isvector () && v.numel () > 1)
      error ("%s", msg);
    V r;
    as_col (v.reshape (dim_vector (v.numel (), 1)), r);
    return r;
  }

  template <typename V>
  octave_value_list filter_with (gt_etype t, const octave_value_list& args,
                                 int dim)
  {
    const char *fn = "filter";
    const char *ab_msg = "filter: A and B must be vectors";
    typedef typename V::element_type E;
    const int nargin = args.length ();
    V b = coef<V> (host_value (fn, args(0)), ab_msg);
    V a = coef<V> (host_value (fn, args(1)), ab_msg);
    const octave_value X = convert (fn, args(2), t);
    const dim_vector xd = as_ga (X)->dims ();

    const octave_idx_type a_len = a.numel (), b_len = b.numel ();
    const octave_idx_type ab = std::max (a_len, b_len);
    b.resize (ab, E (0));
    if (a_len > 1)
      a.resize (ab, E (0));
    // an empty A has no first element: Octave's message (its own loop
    // reads A(1) past the end, undefined behaviour, not copied here)
    const E norm = a_len ? a(0) : E (0);
    if (norm == E (0))
      error ("filter: the first element of A must be nonzero");

    // SI: given, or zeros of (AB - 1) x the other dimensions of X
    dim_vector sd = xd;
    for (int i = dim; i > 0; i--)
      sd(i) = sd(i-1);
    sd(0) = ab - 1;
    octave_value S;
    if (nargin == 3 || args(3).isempty ())
      {
        octave_gpuarray *z;
        S = make (fn, t, sd, &z);
        if (z->count ())
          check (fn, gt_dev_fill (t, z->data (fn), z->count (), 0, 0));
      }
    else
      {
        S = convert (fn, args(3), t);
        const dim_vector given = as_ga (S)->dims ();
        if (given.isvector () && xd.isvector ())
          S = as_ga (S)->reshape (dim_vector (given.numel (), 1));
        const dim_vector gd = as_ga (S)->dims ();
        if (gd(0) != ab - 1)
          error ("filter: first dimension of SI must be of length "
                 "max (length (a), length (b)) - 1");
        if (gd.ndims () != xd.ndims ())
          error ("filter: dimensionality of SI and X must agree");
        for (int i = 1; i < dim; i++)
          if (gd(i) != xd(i-1))
            error ("filter: dimensionality of SI and X must agree");
        for (int i = dim + 1; i < xd.ndims (); i++)
          if (gd(i) != xd(i))
            error ("filter: dimensionality of SI and X must agree");
        // an IIR filter writes the state in place: a copy of its own
        if (a_len > 1)
          {
            octave_gpuarray *z;
            octave_value C = make (fn, t, gd, &z);
            if (z->count ())
              check (fn, gt_dev_copy (z->data (fn), as_ga (S)->data (fn),
                                      z->nbytes ()));
            S = C;
          }
      }
    const std::size_t len = xd(dim);
    if (len == 0)
      return ovl (X, S);
    if (norm != E (1))
      {
        a /= norm;
        b /= norm;
      }
    if (a_len <= 1 && ab - 1 <= 0)
      {
        // Octave's b(0) * x
        return ovl (binary (fn, GT_BIN_MUL, octave_value (b(0)), X), S);
      }
    std::size_t inner = 1, outer = 1;
    for (int i = 0; i < dim; i++)
      inner *= xd(i);
    for (int i = dim + 1; i < xd.ndims (); i++)
      outer *= xd(i);
    // the coefficients on the device; A padded even for an FIR filter
    a.resize (ab, E (0));
    // B then A in one buffer, one upload
    std::vector<E> ba (2 * ab);
    std::copy (b.data (), b.data () + ab, ba.begin ());
    std::copy (a.data (), a.data () + ab, ba.begin () + ab);
    const std::size_t cb = ab * sizeof (E);
    buf_ptr coefs = alloc (fn, 2 * cb);
    check (fn, gt_dev_upload (coefs->data, ba.data (), 2 * cb));
    const char *dev_b = static_cast<const char *> (coefs->data);
    octave_gpuarray *y;
    octave_value Y = make (fn, t, xd, &y);
    // an FIR filter writes its final state beside SI, which it reads
    const bool iir = a_len > 1;
    octave_gpuarray *z2 = nullptr;
    octave_value S2 = iir ? S : make (fn, t, as_ga (S)->dims (), &z2);
    check (fn, gt_dev_filter (t, dev_b, dev_b + cb, ab, iir,
                              as_ga (X)->data (fn), inner, len, outer,
                              y->data (fn), as_ga (S)->data (fn),
                              z2 ? z2->data (fn) : nullptr));
    return ovl (Y, S2);
  }
}

namespace ga
{
  octave_value_list op_filter (const octave_value_list& args, int nargout)
  {
    const char *fn = "filter";
    const int nargin = args.length ();
    if (nargin < 3 || nargin > 5)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to filter");
    bool any = false, single = false, cplx = false;
    for (int k = 0; k < nargin; k++)
      {
        const octave_value& v = args(k);
        const octave_gpuarray *g = as_ga (v);
        any = any || g;
        if (k == 4)
          break;
        if (! g && ! (v.isnumeric () || v.islogical ()))
          return on_host (fn, args, nargout, true);
        single = single || (g ? is_single (g->etype ()) : v.is_single_type ());
        cplx = cplx || (g ? is_cplx (g->etype ()) : v.iscomplex ());
      }
    if (! any)
      return host_call (fn, args, nargout);
    const dim_vector xd = as_ga (args(2)) ? as_ga (args(2))->dims ()
                                          : args(2).dims ();
    int dim;
    if (nargin == 5)
      {
        dim = host_value (fn, args(4)).nint_value () - 1;
        if (dim < 0 || dim >= xd.ndims ())
          error ("filter: DIM must be a valid dimension");
      }
    else
      dim = xd.first_non_singleton ();
    const gt_etype t = make_type (single, cplx);
    switch (t)
      {
      case GT_E_F64:
        return filter_with<ColumnVector> (t, args, dim);
      case GT_E_F32:
        return filter_with<FloatColumnVector> (t, args, dim);
      case GT_E_C128:
        return filter_with<ComplexColumnVector> (t, args, dim);
      default:
        return filter_with<FloatComplexColumnVector> (t, args, dim);
      }
  }
}
