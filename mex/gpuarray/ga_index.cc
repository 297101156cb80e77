// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_index.cc - G(i, j, ...), G(mask), G(i) = X with growth, G(i) = []
// and the static creators (gpuArray.zeros (3)).
//
// Octave passes the subscripts as its own values; they are described to
// the rules module (mex/rules/octave_rules.h), which resolves them with
// Octave's rules and messages into the positions along each dimension
// and the result's shape; the device gathers or scatters those positions
// in one kernel.  A logical gpuArray subscript becomes the positions of
// its trues on the device (gt_dev_find; only their count and the last
// cross to the host, which the shape and the bounds need), except in a
// deletion.  A numeric gpuArray subscript of a read, of 64 elements or
// more, is checked on the device (integers from 1: three scalars read
// back) and turned into positions there (gt_dev_positions); a smaller
// one, one whose values Octave refuses (its error then names the first),
// and any in an assignment (which must see repeated positions) or a
// deletion, is read on the host first.

#include <cstring>
#include <map>
#include <vector>

#include <octave/oct.h>
#include <octave/interpreter.h>
#include <octave/ov-range.h>
#include <cctype>

#include "ga.h"
#include "ga_funcs.h"
extern "C" {
#include "octave_rules.h"
}

namespace ga
{
  // Index errors as Octave's own exceptions, which its evaluator completes
  // with the variable's name ("G(5): out of bound 4 (dimensions are 2x2)").
  [[noreturn]] static void index_fail (const char *fn, const gr_error& e,
                                       const dim_vector& dv)
  {
    if (! std::strcmp (e.id, "badIndex") && e.pos > 0)
      octave::err_invalid_index (e.value - 1, e.nidx, e.pos);
    if (! std::strcmp (e.id, "indexOutOfBounds") && e.pos > 0 && e.ext > 0)
      octave::err_index_out_of_range (e.nidx, e.pos, e.ext, e.bound, dv);
    if (! std::strcmp (e.id, "indexOutOfBounds"))
      error_with_id (e.nidx ? "Octave:index-out-of-bounds"
                            : "Octave:invalid-resize", "%s", e.msg);
    if (! std::strcmp (e.id, "badIndex"))
      error_with_id ("Octave:invalid-index", "%s", e.msg);
    if (! std::strcmp (e.id, "nonconformant"))
      error_with_id ("Octave:nonconformant-args", "%s", e.msg);
    fail (fn, e.id, "%s", e.msg);
  }

  // The subscripts in the rules module's form; NUM and MASK keep the
  // host data they point into alive, FOUND the device positions of
  // gpuArray masks (given back with the subscripts).
  struct subs
  {
    std::vector<gr_sub> s;
    std::vector<NDArray> num;
    std::vector<boolNDArray> mask;
    std::vector<long long *> found;
    std::vector<buf_ptr> lists;
    subs () = default;
    subs (const subs&) = delete;
    subs& operator = (const subs&) = delete;
    ~subs ()
    {
      for (long long *p : found)
        gt_dev_free (p);
    }
  };

  // A logical gpuArray subscript G as the positions of its trues, found
  // on the device (gt_dev_find): nothing of G crosses to the host but
  // their count and the last one.
  static void found_of (const char *fn, const octave_gpuarray *g, gr_sub& s,
                        subs& S)
  {
    const dim_vector dv = g->dims ();
    s.kind = GR_SUB_FOUND;
    s.nd = dv.ndims () > GR_MAXDIMS ? GR_MAXDIMS : dv.ndims ();
    for (int d = 0; d < s.nd; d++)
      s.dims[d] = (std::size_t) dv(d);
    long long *pos = nullptr;
    std::size_t cnt = 0;
    if (g->count ())
      check (fn, gt_dev_find (g->data (fn), g->count (), &pos, &cnt));
    if (pos)
      S.found.push_back (pos);
    long long last = -1;
    if (cnt)
      check (fn, gt_dev_download (&last, pos + cnt - 1, sizeof last));
    s.n = cnt;
    s.found = pos;
    s.found_ext = cnt ? (std::size_t) last + 1 : 0;
    s.found_host = gt_dev_host_backend ();
  }

  // Below this many elements a numeric gpuArray subscript is read on the
  // host (one read), above it checked on the device (three reads of a
  // scalar) and never moved.
  static const std::size_t DEVICE_LIST_MIN = 64;

  // Whether the values of the real numeric gpuArray G are Octave's valid
  // subscripts (integers from 1, below 2^63, no NaN: sum (abs (G - fix
  // (G))) is 0 and min (G) at least 1), checked on the device; *HI then
  // the largest (0 when G is empty).  Three scalars are read back.
  // The check of valid_subscripts on X, G as a double column (made by
  // the caller, which may want it again).
  static bool valid_column (const char *fn, const octave_value& x,
                            double *hi)
  {
    const octave_value frac
      = unary (fn, GT_UN_ABS, binary (fn, GT_BIN_SUB, x,
                                      unary (fn, GT_UN_FIX, x)));
    // a scalar gpuArray's value, read as the package's own (not a host
    // fallback)
    auto value = [fn] (const octave_value& v)
    {
      return as_ga (v) ? as_ga (v)->gather (fn).double_value ()
                       : v.double_value ();
    };
    if (value (sum_of (fn, frac, 1, GT_E_F64)) != 0)
      return false;
    const double lo = value (rd_of (fn, GT_RD_MIN, x, 1, nullptr));
    *hi = value (rd_of (fn, GT_RD_MAX, x, 1, nullptr));
    return lo >= 1 && *hi < 9223372036854775808.0;
  }

  static octave_value double_column (const char *fn, const octave_gpuarray *g)
  {
    return as_column (convert (fn, octave_value (g->clone ()), GT_E_F64));
  }

  bool valid_subscripts (const char *fn, const octave_gpuarray *g,
                         double *hi)
  {
    *hi = 0;
    return ! g->count () || valid_column (fn, double_column (fn, g), hi);
  }

  bool device_positions (const char *fn, const octave_gpuarray *g,
                         buf_ptr *pos, std::size_t *ext)
  {
    const std::size_t n = g->count ();
    double hi = 0;
    octave_value x;
    if (n)
      {
        // one conversion for the check and the positions
        x = double_column (fn, g);
        if (! valid_column (fn, x, &hi))
          return false;
      }
    *pos = alloc (fn, n * sizeof (long long));
    *ext = (std::size_t) hi;
    if (n)
      check (fn, gt_dev_positions ((const double *) data_of (fn, x), n,
                                   (long long *) (*pos)->data));
    return true;
  }

  // A numeric gpuArray subscript G of a read as positions on the device
  // (device_positions), or false (the host path then reads it, and gives
  // Octave's error for the first value it refuses).
  static bool positions_of (const char *fn, const octave_gpuarray *g,
                            gr_sub& s, subs& S)
  {
    buf_ptr b;
    std::size_t ext;
    if (! device_positions (fn, g, &b, &ext))
      return false;
    S.lists.push_back (b);
    const dim_vector dv = g->dims ();
    s.kind = GR_SUB_POSITIONS;
    s.nd = dv.ndims ();
    for (int d = 0; d < s.nd; d++)
      s.dims[d] = (std::size_t) dv(d);
    s.n = g->count ();
    s.found = (const long long *) b->data;
    s.found_ext = ext;
    s.found_host = gt_dev_host_backend ();
    return true;
  }

  // isindex (G) and isindex (G, N) for a gpuArray G, checked on the
  // device: a logical G is an index (of extent at most N when numel (G)
  // is); a real numeric G when its values are valid subscripts (at most
  // N).  Complex values are not.  Other forms are Octave's on the host.
  octave_value_list op_isindex (const octave_value_list& args, int nargout)
  {
    const char *fn = "isindex";
    const int nargin = args.length ();
    if (nargin < 1 || nargin > 2)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to isindex");
    const octave_gpuarray *g = as_ga (args(0));
    if (! g || (nargin == 2 && (as_ga (args(1)) || ! args(1).is_scalar_type ()
                                || ! args(1).isreal ())))
      return on_host (fn, args, nargout, false);
    const double n = nargin == 2 ? args(1).double_value () : -1;
    if (is_cplx (g->etype ()))
      return ovl (false);
    if (g->etype () == GT_E_BOOL)
      {
        if (n < 0 || (double) g->count () <= n)
          return ovl (true);
        return on_host (fn, args, nargout, false);
      }
    if (is_int64 (g->etype ()))
      return on_host (fn, args, nargout, false);
    double hi;
    const bool ok = valid_subscripts (fn, g, &hi);
    return ovl (ok && (n < 0 || hi <= n));
  }

  // DEVICE_MASKS: logical gpuArray subscripts stay on the device (reads
  // and assignments; a deletion reads its positions on the host).
  // DEVICE_LISTS: so do large numeric ones of valid values (reads only).
  static void describe (const char *fn, const octave_value_list& idx,
                        subs& S, bool device_masks, bool device_lists)
  {
    const int n = idx.length ();
    S.s.resize (n);
    S.num.resize (n);
    S.mask.resize (n);
    for (int k = 0; k < n; k++)
      {
        gr_sub& s = S.s[k];
        std::memset (&s, 0, sizeof s);
        octave_value x = idx(k);
        const octave_gpuarray *g = as_ga (x);
        if (g && device_masks && g->etype () == GT_E_BOOL
            && g->dims ().ndims () <= GR_MAXDIMS)
          {
            found_of (fn, g, s, S);
            continue;
          }
        if (g && device_lists && g->etype () != GT_E_BOOL
            && ! is_cplx (g->etype ()) && ! is_int64 (g->etype ())
            && g->count () >= DEVICE_LIST_MIN
            && g->dims ().ndims () <= GR_MAXDIMS
            && positions_of (fn, g, s, S))
          continue;
        if (g)
          x = g->gather (fn);
        const dim_vector dv = x.dims ();
        s.nd = dv.ndims () > GR_MAXDIMS ? GR_MAXDIMS : dv.ndims ();
        for (int d = 0; d < s.nd; d++)
          s.dims[d] = (std::size_t) dv(d);
        if (x.is_magic_colon ()
            || (x.is_string () && x.string_value () == ":"))
          s.kind = GR_SUB_COLON;
        else if (x.islogical ())
          {
            S.mask[k] = x.bool_array_value ();
            s.kind = GR_SUB_MASK;
            s.mask = reinterpret_cast<const unsigned char *>
                       (S.mask[k].data ());
            s.n = (std::size_t) S.mask[k].numel ();
          }
        else if (x.is_range () && x.is_double_type ())
          {
            const octave::range<double> r = x.range_value ();
            s.kind = GR_SUB_RANGE;
            s.start = r.base ();
            s.step = r.increment ();
            s.n = (std::size_t) r.numel ();
          }
        else if (x.isnumeric () || x.is_string () || x.is_char_matrix ())
          {
            if (x.iscomplex ())
              error_with_id ("Octave:index-out-of-bounds",
                             "subscript indices must be either positive "
                             "integers or logicals");
            S.num[k] = x.array_value (true);
            s.kind = GR_SUB_LIST;
            s.list = S.num[k].data ();
            s.n = (std::size_t) S.num[k].numel ();
          }
        else
          fail (fn, "badIndex", "subscripts must be numbers, ranges, ':' "
                "or logical masks, not %s", x.class_name ().c_str ());
      }
  }

  // Positions in the core's form (0-based int64 lists on the device).
  struct device_lists
  {
    std::vector<octave_value> hold;
  };

  static void upload_lists (const char *fn, const gt_index& src,
                            long long *const *hlist, gt_index& ix,
                            device_lists& L)
  {
    std::memcpy (&ix, &src, sizeof ix);
    for (int d = 0; d < ix.ndims; d++)
      if (hlist[d])
        {
          const std::size_t bytes = ix.count[d] * sizeof (long long);
          buf_ptr b = alloc (fn, bytes);
          check (fn, gt_dev_upload (b->data, hlist[d], bytes));
          octave_gpuarray *g
            = new octave_gpuarray (GT_E_F64, dim_vector (ix.count[d], 1), b);
          L.hold.push_back (octave_value (g));
          ix.list[d] = static_cast<const long long *> (b->data);
        }
  }

  octave_value index (const char *fn, const octave_gpuarray& a,
                      const octave_value_list& idx)
  {
    subs S;
    describe (fn, idx, S, true, true);
    int nd;
    std::size_t dims[GT_MAXDIMS];
    dims_to (fn, a.dims (), &nd, dims);
    gr_resolved R;
    gr_error err;
    if (gr_resolve (GR_READ, nd, dims, (int) S.s.size (), S.s.data (), &R,
                    &err))
      index_fail (fn, err, a.dims ());
    // Only colons (G(:), G(:, :)): every element in its own order, so
    // the result shares G's buffer under the new shape, as reshape does.
    bool colons = true;
    for (const gr_sub& s : S.s)
      colons = colons && s.kind == GR_SUB_COLON;
    if (colons)
      {
        const dim_vector dv = dims_from (R.nd, R.dims);
        gr_resolved_free (&R);
        a.data (fn);                  // a stale array fails here, as FN
        return a.reshape (dv);
      }
    octave_gpuarray *y;
    octave_value r;
    try
      {
        r = make (fn, a.etype (), dims_from (R.nd, R.dims), &y);
        if (y->count ())
          {
            gt_index ix;
            device_lists L;
            upload_lists (fn, R.index, R.hlist, ix, L);
            check (fn, gt_dev_gather (a.esize (), a.data (fn), &ix,
                                      y->data (fn)));
          }
      }
    catch (...)
      {
        gr_resolved_free (&R);
        throw;
      }
    gr_resolved_free (&R);
    return r;
  }

  // LHS(idx) = RHS (RHS may be a host value).  Octave has made LHS's
  // value unique before calling subsasgn, so LHS is changed in place when
  // its size and type stay (its buffer copied first if another value
  // still shares it); otherwise the result is a new value.
  octave_value assign (const char *fn, octave_gpuarray& lhs,
                       const octave_value_list& idx, const octave_value& rhs)
  {
    const bool del = rhs.isnull ();
    subs S;
    describe (fn, idx, S, ! del, false);
    int nd;
    std::size_t dims[GT_MAXDIMS];
    dims_to (fn, lhs.dims (), &nd, dims);
    const gt_etype ta = lhs.etype ();
    const gt_etype tr = del ? ta : (as_ga (rhs) ? as_ga (rhs)->etype ()
                                                : host_etype (fn, rhs));
    int rnd = 0;
    std::size_t rdims[GT_MAXDIMS];
    if (! del)
      dims_to (fn, rhs.dims (), &rnd, rdims);
    gr_resolved R;
    gr_error err;
    if (gr_resolve_assign (del ? GR_DELETE : GR_ASSIGN, nd, dims,
                           (int) S.s.size (), S.s.data (), rnd, rdims, &R,
                           &err))
      index_fail (fn, err, lhs.dims ());
    octave_value result;
    try
      {
        // The result's type: an assignment may widen LHS (single, complex)
        gt_etype t = ta;
        if (! del)
          {
            gr_types ty;
            gr_promote (GR_K_ASSIGN, ta, tr, &ty);
            t = ty.result;
          }
        const dim_vector rdv = dims_from (R.nd, R.dims);
        if (del && R.unchanged)
          result = octave_value (&lhs, true);
        else if (del)
          {
            // the kept positions, gathered into a new array
            octave_gpuarray *y;
            result = make (fn, t, rdv, &y);
            if (y->count ())
              {
                gt_index ix;
                device_lists L;
                upload_lists (fn, R.index, R.hlist, ix, L);
                check (fn, gt_dev_gather (lhs.esize (), lhs.data (fn), &ix,
                                          y->data (fn)));
              }
          }
        else if (R.unchanged && t == ta)
          result = octave_value (&lhs, true);
        else
          {
            octave_gpuarray *g;
            if (! R.grow && t == ta)
              {
                g = &lhs;   // in place (a private buffer first)
                g->unique_data (fn);
                result = octave_value (g, true);
              }
            else if (! R.grow)
              {
                octave_value self (&lhs, true);
                result = convert (fn, self, t);
                g = const_cast<octave_gpuarray *> (as_ga (result));
                if (g->buf () && g->buf () == lhs.buf ())
                  {
                    result = octave_value (g->clone ());
                    g = const_cast<octave_gpuarray *> (as_ga (result));
                  }
                g->unique_data (fn);
              }
            else
              {
                // grown: zeros, with A's elements where PLACE says
                result = make (fn, t, rdv, &g);
                if (g->count ())
                  check (fn, gt_dev_fill (t, g->data (fn), g->count (), 0,
                                          0));
                if (lhs.count ())
                  {
                    octave_value self (&lhs, true);
                    octave_value c = convert (fn, self, t);
                    check (fn, gt_dev_scatter (gt_etype_size (t),
                                               g->data (fn), &R.place,
                                               as_ga (c)->data (fn), 0));
                  }
              }
            if (R.count)
              {
                octave_value v = convert (fn, rhs, t);
                const void *vd = as_ga (v)->data (fn);
                octave_value vg;
                if (R.v_gather)
                  {
                    // a position named twice: the last value wins
                    octave_gpuarray *w;
                    vg = make (fn, t, dim_vector (R.count, 1), &w);
                    gt_index vx;
                    device_lists VL;
                    upload_lists (fn, R.vindex, R.vhlist, vx, VL);
                    check (fn, gt_dev_gather (gt_etype_size (t), vd, &vx,
                                              w->data (fn)));
                    vd = w->data (fn);
                  }
                gt_index ix;
                device_lists L;
                upload_lists (fn, R.index, R.hlist, ix, L);
                check (fn, gt_dev_scatter (g->esize (), g->data (fn), &ix,
                                           vd, R.rhs_scalar));
              }
          }
      }
    catch (...)
      {
        gr_resolved_free (&R);
        throw;
      }
    gr_resolved_free (&R);
    return result;
  }
}

using namespace ga;

octave_value octave_gpuarray::do_index_op (const octave_value_list& idx,
                                           bool)
{
  return ga::index ("index", *this, idx);
}

octave_value_list
octave_gpuarray::subsref (const std::string& type,
                          const std::list<octave_value_list>& idx,
                          int nargout)
{
  octave_value_list r;
  switch (type[0])
    {
    case '(':
      r = ovl (ga::index ("index", *this, idx.front ()));
      break;
    case '.':
      {
        // gpuArray.zeros (3): Octave evaluates gpuArray (), then .zeros
        // on its own, then (3) on what that gave: a function handle that
        // calls the static creator.
        const std::string name = idx.front ()(0).string_value ();
        r = ovl (ga::static_callable (name));
        break;
      }
    default:
      fail ("gpuArray", "badIndex", "'%c' indexing does not apply to a "
            "gpuArray: use G(...)", type[0] == '{' ? '{' : type[0]);
    }
  if (idx.size () > 1)
    return r(0).next_subsref (nargout, type, idx);
  return r;
}

octave_value octave_gpuarray::subsref (const std::string& type,
                                       const std::list<octave_value_list>& idx)
{
  octave_value_list r = subsref (type, idx, 1);
  return r.length () ? r(0) : octave_value ();
}

octave_value
octave_gpuarray::subsasgn (const std::string& type,
                           const std::list<octave_value_list>& idx,
                           const octave_value& rhs)
{
  if (type.size () != 1 || type[0] != '(')
    fail ("subsasgn", "badIndex", "only G(...) = X assigns into a gpuArray");
  return ga::assign ("subsasgn", *this, idx.front (), rhs);
}

octave_idx_type octave_gpuarray::xnumel (const octave_value_list& idx)
{
  return octave_base_value::xnumel (idx);
}
