// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_accum.cc - the builtins under Octave's interpolation, histogram and
// accumulation m-files, for gpuArrays: lookup, __accumarray_sum__,
// __accumarray_max__ and __accumarray_min__ (operations of
// __gputiled_ga__, methods of @gpuArray).  With them Octave's own
// interp1, interp2, histc, ppval and accumarray run on the device
// through the type's operators, indexing and methods, giving Octave's
// answers by Octave's code.
//
// lookup finds each value's interval in the sorted table with one binary
// search per value (gt_dev_lookup).  The types are Octave's: complex
// operands by their abs, two arrays of one integer class compared as
// integers (as doubles here, exact up to 32 bits; int64 and uint64 on the
// host), anything else as single when either operand is, else as
// double.
//
// The accumulations take IDX's positions on the device where IDX is a
// gpuArray of valid subscripts (checked there, as a large gpuArray
// subscript is), else Octave's index vector of IDX on the host (and so
// Octave's errors), and add, or keep the maximum or minimum, with the
// device's atomic operations (gt_dev_accum): sums in an order of the
// device's choosing, maxima and minima exactly as Octave's idx_max and
// idx_min.
// Classes as Octave's: the sum of anything but single is double; the
// maximum keeps VALS's class (logical as double).  Complex maxima and
// minima, and 64-bit integers, are Octave's on the host.

#include <string>
#include <vector>

#include <octave/oct.h>

#include "ga_funcs.h"

namespace
{
  using namespace ga;

  // The 0-based positions of the index vector IX (L of them) in a device
  // buffer.
  buf_ptr positions (const char *fn, const octave::idx_vector& ix,
                     octave_idx_type l)
  {
    std::vector<long long> p (l);
    for (octave_idx_type i = 0; i < l; i++)
      p[i] = ix.xelem (i);
    buf_ptr b = alloc (fn, l * sizeof (long long));
    if (l)
      check (fn, gt_dev_upload (b->data, p.data (), l * sizeof (long long)));
    return b;
  }

  // FN (IDX, VALS, [ZERO,] N): the common part of the three accumulations.
  // ZARG the position of ZERO (0: none).
  octave_value_list accum (const char *fn, gt_accop op,
                           const octave_value_list& args, int zarg,
                           int nargout)
  {
    const int nargin = args.length ();
    const int nmin = zarg ? 3 : 2;
    if (nargin < nmin || nargin > nmin + 1)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to %s", fn);
    const octave_value vals = args(1);
    const gt_etype tv = etype_of (fn, vals);
    if (op != GT_ACCUM_SUM && (is_cplx (tv) || is_int (tv)))
      return on_host (fn, args, nargout, true);
    // IDX's positions: checked and converted on the device when IDX is a
    // real numeric gpuArray of valid subscripts, else Octave's own index
    // vector on the host (and its errors; accumarray.m checks with
    // isindex first)
    const octave_gpuarray *gi = as_ga (args(0));
    buf_ptr pos;
    std::size_t ext = 0;
    const bool on_dev = gi && gi->etype () != GT_E_BOOL
                        && ! is_cplx (gi->etype ())
                        && ! is_int64 (gi->etype ())
                        && device_positions (fn, gi, &pos, &ext);
    octave::idx_vector ix;
    if (! on_dev)
      {
        const octave_value idxv = host_value (fn, args(0));
        if (! idxv.isnumeric ())
          error ("%s: first argument must be numeric", fn);
        ix = idxv.index_vector ();
        ext = ix.extent (0);
      }
    octave_idx_type n = -1;
    if (nargin == nmin + 1)
      n = host_value (fn, args(nmin)).idx_type_value (true);
    if (n < 0)
      n = ext;
    else if ((octave_idx_type) ext > n)
      error ("accumarray: index out of range");
    const octave_idx_type l = on_dev ? (octave_idx_type) gi->count ()
                                     : ix.length (n);

    // Octave's classes: single stays single, everything else is double.
    const gt_etype t = make_type (is_single (tv), is_cplx (tv));
    octave_value V = convert (fn, vals, t);
    const std::size_t nv = as_ga (V)->count ();
    if (nv != 1 && nv != (std::size_t) l)
      error ("accumarray: dimensions mismatch");

    double zero = 0;
    if (zarg)
      zero = host_value (fn, args(zarg - 1)).double_value ();
    octave_gpuarray *y;
    octave_value Y = make (fn, t, dim_vector (n, 1), &y);
    if (n)
      check (fn, gt_dev_fill (t, y->data (fn), n, zero, 0));
    if (l)
      {
        if (! on_dev)
          pos = positions (fn, ix, l);
        check (fn, gt_dev_accum (op, t, y->data (fn), n,
                                 (const long long *) pos->data, l,
                                 as_ga (V)->data (fn), nv == 1));
      }
    return ovl (Y);
  }

  gt_lookup_opt lookup_opt (const octave_value& o)
  {
    if (! o.is_string ())
      error ("lookup: OPT must be a string");
    const std::string s = o.string_value ();
    bool l = false, r = false, m = false, b = false;
    // Octave's letters are lower case: any other character is its error
    for (char c : s)
      switch (c)
        {
        case 'l': l = true; break;
        case 'r': r = true; break;
        case 'm': m = true; break;
        case 'b': b = true; break;
        default:
          error ("lookup: unrecognized option: %c", c);
        }
    if ((m || b) && (l || r))
      error ("lookup: m, b cannot be specified with l or r");
    if (m && b)
      error ("lookup: only one of m or b can be specified");
    if (m)
      return GT_LOOKUP_MATCH;
    if (b)
      return GT_LOOKUP_BOOL;
    if (l && r)
      return GT_LOOKUP_BOTH;
    return l ? GT_LOOKUP_LEFT : r ? GT_LOOKUP_RIGHT : GT_LOOKUP_NONE;
  }
}

namespace ga
{
  // idx = lookup (TABLE, Y [, OPT]) with a gpuArray operand.
  octave_value_list op_lookup (const octave_value_list& args, int nargout)
  {
    const char *fn = "lookup";
    const int nargin = args.length ();
    if (nargin < 2 || nargin > 3)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to lookup");
    octave_value tab = args(0), y = args(1);
    if (! as_ga (tab) && ! as_ga (y))
      return host_call (fn, args, nargout);
    // Octave's numeric case only (logical, char and cell arrays, and the
    // mixes Octave converts otherwise, on the host).
    if (! tab.isnumeric () || ! y.isnumeric ())
      return on_host (fn, args, nargout, true);
    gt_etype tt = etype_of (fn, tab), ty = etype_of (fn, y);
    // Octave compares two arrays of one integer class as integers (as
    // doubles here, exact up to 32 bits), and anything else as single
    // when either is single, else as double
    if (tt == ty && is_int64 (tt))
      return on_host (fn, args, nargout, true);
    const gt_lookup_opt opt = nargin == 3 ? lookup_opt (args(2))
                                          : GT_LOOKUP_NONE;
    const dim_vector dt = as_ga (tab) ? as_ga (tab)->dims () : tab.dims ();
    if (dt.ndims () > 2 || (dt(0) > 1 && dt(1) > 1))
      warning ("lookup: table is not a vector");
    if (is_cplx (tt))
      tab = unary (fn, GT_UN_ABS, tab), tt = real_of (tt);
    if (is_cplx (ty))
      y = unary (fn, GT_UN_ABS, y), ty = real_of (ty);
    const gt_etype t = (is_single (tt) || is_single (ty)) ? GT_E_F32
                                                          : GT_E_F64;
    const octave_value T = convert (fn, tab, t), Yv = convert (fn, y, t);
    const std::size_t n = as_ga (T)->count (), m = as_ga (Yv)->count ();
    octave_gpuarray *r;
    octave_value R = make (fn, opt == GT_LOOKUP_BOOL ? GT_E_BOOL : GT_E_F64,
                           as_ga (Yv)->dims (), &r);
    if (m)
      check (fn, gt_dev_lookup (t, n ? as_ga (T)->data (fn) : nullptr, n,
                                as_ga (Yv)->data (fn), m, opt,
                                r->data (fn)));
    return ovl (R);
  }

  octave_value_list op___accumarray_sum__ (const octave_value_list& args,
                                           int nargout)
  {
    return accum ("__accumarray_sum__", GT_ACCUM_SUM, args, 0, nargout);
  }

  octave_value_list op___accumarray_max__ (const octave_value_list& args,
                                           int nargout)
  {
    return accum ("__accumarray_max__", GT_ACCUM_MAX, args, 3, nargout);
  }

  octave_value_list op___accumarray_min__ (const octave_value_list& args,
                                           int nargout)
  {
    return accum ("__accumarray_min__", GT_ACCUM_MIN, args, 3, nargout);
  }
}
