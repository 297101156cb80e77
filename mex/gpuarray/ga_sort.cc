// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_sort.cc - sort, cumsum, cumprod, cummax, cummin and diff of
// gpuArrays on the GPU: operations of the internal entry __gputiled_ga__
// that the methods @gpuArray/sort.oct ... call (mex/gpuarray/methods.txt).
// The work is the core's gt_dev_sort and gt_dev_scan (CUB's radix and
// segmented sorts and scans, engine/sort.cu).
//
// The arguments are read as Octave 7.3's Fsort, Fcumsum, Fcumprod,
// Fcummax, Fcummin and Fdiff read them, through the same conversions of
// the host values (int_value, which truncates, for sort's and cumsum's
// DIM, int_value (true), which refuses a fraction, for the others'), with
// their messages and, as there, no identifier: so sort (G, 2.6) and
// cumsum (G, 2.6) are along 2, cumprod (G, 1.5) is an error, and
// cumprod (G, 0) is along the default dimension.  MODE is "ascend" or
// "descend", case and all, as Octave 7.3 compares it.
//
// Classes are Octave's: sort, cummax and cummin keep the class (logical
// stays logical: sorted and scanned as double, converted back), cumsum
// and cumprod of logical are double, cumsum (..., "double") of single is
// double; positions are double.  A DIM of extent 1 (also one beyond
// ndims) and empty arrays need no work: the array itself, positions 1.
// Complex sorts run on the device too (by abs, then arg, as Octave), and
// complex cumsum and cumprod (part by part; products with C99's rules, as
// std::complex); complex cummax and cummin, and cumsum (..., "native") of
// logical, stay on the host fallback (gputiled:hostFallback), as does
// diff's move to the next dimensions (no DIM, K at least the length); a
// call whose data are host arrays (a gpuArray came only as DIM) is
// Octave's on the host.
//
// diff is X(2:end) - X(1:end-1) along DIM, K times, by the type's own
// indexing and subtraction (nothing crosses PCIe); logical is double.

#include <algorithm>
#include <string>

#include <octave/oct.h>

#include "ga_funcs.h"

namespace
{
  using namespace ga;

  [[noreturn]] void usage (const char *fn)
  {
    error_with_id ("Octave:invalid-fun-call", "Invalid call to %s", fn);
  }

  // Octave's default dimension (the first non-singleton) when DIM < 0.
  int dim_or_default (const dim_vector& dv, int dim)
  {
    return dim < 0 ? dv.first_non_singleton () : dim;
  }

  // Ones of double class and dimensions DV (the positions along a
  // dimension of extent 1).
  octave_value ones_like (const char *fn, const dim_vector& dv)
  {
    octave_gpuarray *y;
    octave_value Y = make (fn, GT_E_F64, dv, &y);
    if (y->count ())
      check (fn, gt_dev_fill (GT_E_F64, y->data (fn), y->count (), 1, 0));
    return Y;
  }

  // Sort (SCAN < 0) or scan SCAN of X (a gpuArray; real for cummax and
  // cummin)
  // along DIM (0-based, >= 0): the values in class T (X's, or double for
  // cumsum and cumprod of logical), and the positions when WANT_I.
  octave_value_list along (const char *fn, int scan, bool descend,
                           const octave_value& x, int dim, gt_etype ty,
                           bool want_i)
  {
    const octave_gpuarray *g = as_ga (x);
    const dim_vector dv = g->dims ();
    const int nd = dv.ndims ();
    std::size_t inner = 1, len = 1, outer = 1;
    for (int k = 0; k < nd; k++)
      if (k < dim)
        inner *= dv(k);
      else if (k == dim)
        len = dv(k);
      else
        outer *= dv(k);
    octave_value_list r (want_i ? 2 : 1);
    if (inner * len * outer == 0 || len == 1)
      {
        r(0) = g->etype () == ty ? x : convert (fn, x, ty);
        if (want_i)
          r(1) = ones_like (fn, dv);
        return r;
      }
    // Logical is sorted and scanned as double (and converted back).
    const gt_etype t = ty == GT_E_BOOL ? GT_E_F64 : ty;
    const octave_value src = g->etype () == t ? x : convert (fn, x, t);
    octave_gpuarray *y, *i = nullptr;
    octave_value Y = make (fn, t, dv, &y);
    if (want_i)
      r(1) = make (fn, GT_E_F64, dv, &i);
    const void *px = as_ga (src)->data (fn);
    double *pi = i ? (double *) i->data (fn) : nullptr;
    check (fn, scan < 0
                   ? gt_dev_sort (t, descend, inner, len, outer, px,
                                  y->data (fn), pi)
                   : gt_dev_scan ((gt_scanop) scan, t, inner, len, outer,
                                  px, y->data (fn), pi));
    r(0) = ty == t ? Y : convert (fn, Y, ty);
    return r;
  }

  // The gpuArray whose data FN works on (ARGS(0)), or NULL when the call
  // is answered here into *R: host data (a gpuArray came only as DIM) by
  // Octave's FN, complex data (unless CPLX_OK) or TO_HOST by the host
  // fallback.  More than NMAX arguments (NMAX >= 0) is Octave's usage
  // error.
  const octave_gpuarray *work_array (const char *fn,
                                     const octave_value_list& args,
                                     int nargout, int nmax, bool to_host,
                                     octave_value_list *r,
                                     bool cplx_ok = false)
  {
    const int nargin = args.length ();
    if (nargin < 1 || (nmax >= 0 && nargin > nmax))
      usage (fn);
    const octave_gpuarray *g = as_ga (args(0));
    if (! g)
      *r = host_call (fn, args, nargout);
    else if (to_host || (! cplx_ok && is_cplx (g->etype ())))
      *r = on_host (fn, args, nargout, true), g = nullptr;
    else
      g->data (fn);                      // a stale array is an error
    return g;
  }

  // cummax and cummin: [M, I] = FN (X, DIM).
  octave_value_list cumminmax (const char *fn, gt_scanop op,
                               const octave_value_list& args, int nargout)
  {
    octave_value_list r;
    const octave_gpuarray *g = work_array (fn, args, nargout, 2, false, &r);
    if (! g)
      return r;
    int dim = -1;
    if (args.length () == 2)
      {
        dim = host_value (fn, args(1)).int_value (true) - 1;
        if (dim < 0)
          error ("%s: DIM must be a valid dimension", fn);
      }
    return along (fn, op, false, args(0), dim_or_default (g->dims (), dim),
                  g->etype (), nargout > 1);
  }

  // X(2:end) - X(1:end-1) along DIM (0-based) of a gpuArray X, by the
  // type's indexing and subtraction: two gathers and one subtraction on
  // the device.
  octave_value difference (const char *fn, const octave_value& x, int dim)
  {
    const octave_gpuarray *g = as_ga (x);
    const dim_vector dv = g->dims ();
    // A trailing dimension that came down to 1 is gone from DV.
    const octave_idx_type n = dim < dv.ndims () ? dv(dim) : 1;
    const octave_idx_type m = n > 0 ? n - 1 : 0;
    if (m == 0)
      {
        dim_vector d0 = dv;
        d0.resize (std::max<int> (dim + 1, dv.ndims ()), 1);
        d0(dim) = 0;
        return make (fn, g->etype (), d0);
      }
    octave_value_list hi (dv.ndims (),
                          octave_value (octave_value::magic_colon_t));
    octave_value_list lo = hi;
    hi(dim) = octave_value (octave::range<double>::make_n_element_range
                              (2, 1, m), true);
    lo(dim) = octave_value (octave::range<double>::make_n_element_range
                              (1, 1, m), true);
    return binary (fn, GT_BIN_SUB, index (fn, *g, hi), index (fn, *g, lo));
  }
}

namespace ga
{
  // [S, I] = sort (G), sort (G, DIM), sort (..., MODE).
  octave_value_list op_sort (const octave_value_list& args, int nargout)
  {
    const char *fn = "sort";
    const int nargin = args.length ();
    octave_value_list r;
    const octave_gpuarray *g = work_array (fn, args, nargout, 3, false, &r,
                                           true);
    if (! g)
      return r;
    bool descend = false;
    int dim = -1;
    const bool have_mode = nargin > 1 && args(1).is_string ();
    if (nargin > 1)
      {
        const octave_value a = host_value (fn, args(1));
        if (have_mode)
          {
            const std::string mode = a.string_value ();
            if (mode == "descend")
              descend = true;
            else if (mode != "ascend")
              error (R"(sort: MODE must be either "ascend" or "descend")");
          }
        else
          dim = a.int_value () - 1;
      }
    if (nargin > 2)
      {
        if (have_mode)
          error ("sort: DIM must be a valid dimension");
        const std::string mode = host_value (fn, args(2)).xstring_value
                                   ("sort: MODE must be a string");
        if (mode == "descend")
          descend = true;
        else if (mode != "ascend")
          error (R"(sort: MODE must be either "ascend" or "descend")");
      }
    if (nargin == 1 || have_mode)
      dim = g->dims ().first_non_singleton ();
    else if (dim < 0)
      error ("sort: DIM must be a valid dimension");
    // Octave 7.3's sort with positions refuses a DIM beyond ndims (but
    // for a scalar, which its scalar types sort themselves).
    if (nargout > 1 && dim >= g->dims ().ndims () && g->count () != 1)
      error ("sort: invalid dimension");
    return along (fn, -1, descend, args(0), dim, g->etype (), nargout > 1);
  }

  // cumsum (G), cumsum (G, DIM), cumsum (..., "native" | "double").
  octave_value_list op_cumsum (const octave_value_list& args, int nargout)
  {
    const char *fn = "cumsum";
    int nargin = args.length ();
    bool native = false, dbl = false;
    if (nargin > 1 && args(nargin - 1).is_string ())
      {
        const std::string s = args(nargin - 1).string_value ();
        if (s == "native")
          native = true;
        else if (s == "double")
          dbl = true;
        else
          error ("cumsum: unrecognized string argument");
        nargin--;
      }
    if (nargin > 2)
      usage (fn);
    octave_value_list r;
    const octave_gpuarray *g = as_ga (args(0));
    g = work_array (fn, args, nargout, -1,
                    g && native && is_bool (g->etype ()), &r, true);
    if (! g)
      return r;
    int dim = -1;
    if (nargin == 2)
      {
        dim = host_value (fn, args(1)).int_value () - 1;
        if (dim < 0)
          error ("cumsum: invalid dimension argument = %d", dim + 1);
      }
    const gt_etype ty = is_bool (g->etype ()) ? GT_E_F64
                        : ! dbl ? g->etype ()
                        : is_cplx (g->etype ()) ? GT_E_C128 : GT_E_F64;
    return along (fn, GT_SCAN_SUM, false, args(0),
                  dim_or_default (g->dims (), dim), ty, false);
  }

  // cumprod (G), cumprod (G, DIM).
  octave_value_list op_cumprod (const octave_value_list& args, int nargout)
  {
    const char *fn = "cumprod";
    octave_value_list r;
    const octave_gpuarray *g = work_array (fn, args, nargout, 2, false, &r,
                                           true);
    if (! g)
      return r;
    const int dim = args.length () == 1
                        ? -1 : host_value (fn, args(1)).int_value (true) - 1;
    if (dim < -1)
      error ("cumprod: invalid dimension argument = %d", dim + 1);
    const gt_etype ty = is_bool (g->etype ()) ? GT_E_F64 : g->etype ();
    return along (fn, GT_SCAN_PROD, false, args(0),
                  dim_or_default (g->dims (), dim), ty, false);
  }

  octave_value_list op_cummax (const octave_value_list& args, int nargout)
  {
    return cumminmax ("cummax", GT_SCAN_MAX, args, nargout);
  }

  octave_value_list op_cummin (const octave_value_list& args, int nargout)
  {
    return cumminmax ("cummin", GT_SCAN_MIN, args, nargout);
  }

  // diff (G), diff (G, K), diff (G, K, DIM).
  octave_value_list op_diff (const octave_value_list& args, int nargout)
  {
    const char *fn = "diff";
    const int nargin = args.length ();
    octave_value_list r;
    const octave_gpuarray *g = work_array (fn, args, nargout, 3, false, &r,
                                        true);
    if (! g)
      return r;
    octave_idx_type order = 1;
    if (nargin > 1)
      {
        const octave_value k = host_value (fn, args(1));
        if (k.is_scalar_type ())
          order = k.idx_type_value (true, false);
        else if (! k.is_zero_by_zero ())
          error ("diff: order K must be a scalar or []");
        if (order < 0)
          error ("diff: order K must be non-negative");
      }
    const dim_vector dv = g->dims ();
    int dim = -1;
    if (nargin > 2)
      {
        dim = host_value (fn, args(2)).int_value (true, false);
        if (dim < 1 || dim > dv.ndims ())
          error ("diff: DIM must be a valid dimension");
        dim -= 1;
      }
    else if (dv(dv.first_non_singleton ()) <= order)
      // Octave then moves on to the next dimensions as each runs out:
      // its own rule, on the host.
      return on_host (fn, args, nargout, true);
    else
      dim = dv.first_non_singleton ();
    octave_value x = is_bool (g->etype ()) ? convert (fn, args(0), GT_E_F64)
                                           : args(0);
    for (octave_idx_type k = 0; k < order; k++)
      {
        const dim_vector dx = as_ga (x)->dims ();
        if (dim < dx.ndims () && dx(dim) == 0)
          break;
        x = difference (fn, x, dim);
      }
    return ovl (x);
  }
}
