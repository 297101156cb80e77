// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_signal.cc - gpuArray's signal functions: conv2, as Octave's, on the
// device (gt_dev_conv2, a direct convolution).  conv, filter2 and
// Octave's other m-files that build on conv2 reach it through their own
// code.  An operation of __gputiled_ga__ (ga_funcs.cc).

#include <string>

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
        const gt_etype t = as_ga (v[k]) ? as_ga (v[k])->etype ()
                                        : host_etype (fn, v[k]);
        single = single || is_single (t);
        cplx = cplx || is_cplx (t);
      }
    return make_type (single, cplx);
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
      {
        const std::string s = args(n - 1).string_value ();
        if (s == "full")
          shape = SHAPE_FULL;
        else if (s == "same")
          shape = SHAPE_SAME;
        else if (s == "valid")
          shape = SHAPE_VALID;
        else
          fail (fn, "invalidInput", "SHAPE type not valid (\"full\", "
                "\"same\" or \"valid\")");
        n--;
      }
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
      {
        // Octave's sizes for empty operands (0x0 but for some "valid"
        // cases) from its own conv2 on zeros: no data moves.
        octave_value_list z;
        for (int k = 0; k < n; k++)
          z(k) = octave_value (NDArray (dims_of (v[k])));
        if (shape != SHAPE_FULL)
          z(n) = args(args.length () - 1);
        const dim_vector dc = octave::feval ("conv2", z, 1)(0).dims ();
        octave_gpuarray *y;
        octave_value Y = make (fn, t, dc, &y);
        if (y->count ())
          check (fn, gt_dev_fill (t, y->data (fn), y->count (), 0, 0));
        return ovl (Y);
      }

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

    const std::size_t ma = da(0), na = da(1), mb = db(0), nb = db(1);
    std::size_t mc = ma + mb - 1, nc = na + nb - 1, r0 = 0, c0 = 0;
    if (shape == SHAPE_SAME)
      mc = ma, nc = na, r0 = mb / 2, c0 = nb / 2;
    else if (shape == SHAPE_VALID)
      {
        mc = ma >= mb ? ma - mb + 1 : 0;
        nc = na >= nb ? na - nb + 1 : 0;
        r0 = mb - 1, c0 = nb - 1;
      }
    octave_gpuarray *y;
    octave_value Y = make (fn, t, dim_vector (mc, nc), &y);
    if (y->count ())
      check (fn, gt_dev_conv2 (t, data_of (fn, A), ma, na, data_of (fn, B),
                               mb, nb, y->data (fn), mc, nc, r0, c0));
    return ovl (Y);
  }
}
