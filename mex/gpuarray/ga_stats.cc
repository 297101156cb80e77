// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_stats.cc - var and median of gpuArrays on the GPU: operations of the
// internal entry __gputiled_ga__ that the methods @gpuArray/var.oct and
// @gpuArray/median.oct call (mex/gpuarray/methods.txt).  std is Octave's
// own std.m, sqrt (var (...)), which reaches var here.
//
// var is two passes over the data with the package's reductions and
// elementwise operators: the mean along DIM (a sum, single accumulated in
// double), then the sum of the squared deviations (of their abs for
// complex X: a real result), divided by N - 1 + W.  The rules are Octave
// 7.3's var.m, checked on its host arrays:
//   - X logical gives double, single stays single, complex gives real;
//   - empty X gives NaN of class double (not single): a 1x1 NaN for a 0x0
//     X without DIM, else NaN of size (X) with size (X, DIM) set to 1;
//   - a DIM of length 1 (also one beyond ndims) gives zeros, NaN where X
//     is NaN or Inf (any W >= 0 is then allowed);
//   - DIM "all" is X(:); a vector DIM, and a weight vector W, are
//     Octave's var.m on the host (gputiled:hostFallback);
//   - messages as var.m's (no identifier), the check of DIM before W.
//
// median sorts each vector along DIM on the device (gt_dev_sort: NaN
// last, complex by abs then arg) and takes the middle element, or the
// mean of the middle two ((a + b) / 2 in the class of X, as Octave's
// sum (..., "native") / 2); a vector whose last sorted element is NaN
// holds a NaN, and its median is NaN.  Logical X gives logical (of the
// two middle ones, true when either is, as Octave's); empty X is
// Octave's error.

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include <octave/oct.h>

#include "ga_funcs.h"

namespace
{
  using namespace ga;

  // The gpuArray X of FN (X, ...) with 1 to NMAX arguments (Octave's
  // usage errors otherwise), or NULL when X is a host array (a gpuArray
  // came as another argument): then *R is Octave's FN on the host values.
  const octave_gpuarray *data_arg (const char *fn,
                                   const octave_value_list& args,
                                   int nmax, int nargout,
                                   octave_value_list *r)
  {
    if (args.length () < 1)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to %s", fn);
    if (args.length () > nmax)
      error_with_id ("Octave:invalid-fun-call",
                     "%s: function called with too many inputs", fn);
    const octave_gpuarray *g = as_ga (args(0));
    if (! g)
      *r = host_call (fn, args, nargout);
    else
      g->data (fn);                        // a stale array is an error
    return g;
  }

  // A double gpuArray of dimensions DV, every element NaN.
  octave_value nan_array (const char *fn, const dim_vector& dv)
  {
    octave_gpuarray *y;
    octave_value Y = make (fn, GT_E_F64, dv, &y);
    if (y->count ())
      check (fn, gt_dev_fill (GT_E_F64, y->data (fn), y->count (),
                              std::numeric_limits<double>::quiet_NaN (),
                              0));
    return Y;
  }

  // The extent of DV along DIM (0-based; 1 beyond ndims).
  octave_idx_type extent (const dim_vector& dv, int dim)
  {
    return dim < dv.ndims () ? dv(dim) : 1;
  }

  // DV with extent 1 along DIM (0-based), grown to DIM + 1 dimensions
  // as var.m grows size (X): the new ones 0 but DIM (NaN ([0 0 0 1])).
  dim_vector collapsed (const dim_vector& dv, int dim)
  {
    dim_vector d = dv;
    if (dim >= d.ndims ())
      d.resize (dim + 1, 0);     // Octave's growth: zeros, as sz(dim) = 1
    d(dim) = 1;
    return d;
  }

  // A scalar DIM argument as Octave's statistics functions test it
  // (isscalar (dim) && dim == fix (dim) && dim > 0): the 0-based
  // dimension, or -1 when V is not one.
  int scalar_dim (const char *fn, const octave_value& v)
  {
    const octave_value d = host_value (fn, v);
    if (d.numel () != 1 || d.iscomplex ()
        || ! (d.isnumeric () || d.islogical () || d.is_string ()))
      return -1;
    const double x = d.double_value ();
    if (! (x > 0 && x == std::floor (x)))
      return -1;
    return x > (1 << 30) ? (1 << 30) : (int) x - 1;
  }

  // X(..., K, ...) along DIM (0-based, K 1-based) of the gpuArray X.
  octave_value slice (const char *fn, const octave_value& x, int dim,
                      octave_idx_type k)
  {
    const octave_gpuarray *g = as_ga (x);
    octave_value_list idx (g->dims ().ndims (),
                           octave_value (octave_value::magic_colon_t));
    idx(dim) = octave_value ((double) k);
    return index (fn, *g, idx);
  }
}

namespace ga
{
  // var (X), var (X, W), var (X, W, DIM), var (X, W, "all").
  octave_value_list op_var (const octave_value_list& args, int nargout)
  {
    const char *fn = "var";
    const int nargin = args.length ();
    octave_value_list r;
    const octave_gpuarray *g = data_arg (fn, args, 3, nargout, &r);
    if (! g)
      return r;
    octave_value x = args(0);
    bool default_dim = true;
    int dim = -1;
    if (nargin > 2 && ! host_value (fn, args(2)).isempty ())
      {
        default_dim = false;
        const octave_value d = host_value (fn, args(2));
        dim = scalar_dim (fn, d);
        if (dim < 0)
          {
            if (d.is_string () && d.rows () == 1)
              {
                std::string s = d.string_value ();
                std::transform (s.begin (), s.end (), s.begin (),
                                [] (unsigned char c)
                                { return std::tolower (c); });
                if (s == "all")
                  {
                    // var.m's check of W for "all" (even of W = []).
                    if (host_value (fn, args(1)).numel () != 1)
                      error ("var: W must be either 0 or 1 when using 'ALL' "
                             "as dimension");
                    x = as_column (x), dim = 0;
                  }
              }
            else if (d.isnumeric () && ! d.iscomplex ()
                     && d.dims ().isvector ())
              // A vector of dimensions (var.m checks and collapses it).
              return on_host (fn, args, nargout, true);
            if (dim < 0)
              error ("var: DIM must be a positive integer scalar, vector, "
                     "or 'all'");
          }
      }
    const dim_vector dv = as_ga (x)->dims ();
    if (default_dim)
      dim = dv.first_non_singleton ();
    const octave_idx_type n = extent (dv, dim);

    // W: [] or 0 or 1 (anything when N is 1); a vector of weights is
    // var.m's on the host.
    double w = 0;
    if (nargin > 1)
      {
        const octave_value wv = host_value (fn, args(1));
        if (! wv.isempty ())
          {
            if (! wv.isnumeric () || ! wv.dims ().isvector ())
              error ("var: W must be 0, 1, or a vector of positive integers");
            if (wv.iscomplex () || wv.numel () != 1)
              return on_host (fn, args, nargout, true);
            w = wv.double_value ();
            if (w < 0 || (w != 0 && w != 1 && n != 1))
              error ("var: W must be 0, 1, or a vector of positive integers");
          }
      }

    if (as_ga (x)->count () == 0)
      {
        if (default_dim && dv.ndims () == 2 && dv(0) == 0 && dv(1) == 0)
          return ovl (nan_array (fn, dim_vector (1, 1)));
        return ovl (nan_array (fn, collapsed (dv, dim)));
      }
    const gt_etype t = as_ga (x)->etype ();
    if (n == 1)
      {
        // Zeros, NaN where X is NaN or Inf: X - X, real.
        octave_value z = binary (fn, GT_BIN_SUB, x, x);
        return ovl (is_cplx (t) ? unary (fn, GT_UN_ABS, z) : z);
      }
    const gt_etype tf = float_of (t);
    octave_value mu = sum_of (fn, x, dim + 1, tf);
    mu = binary (fn, GT_BIN_DIV, mu, octave_value ((double) n));
    octave_value d = binary (fn, GT_BIN_SUB, x, mu);
    if (is_cplx (tf))
      d = unary (fn, GT_UN_ABS, d);
    d = binary (fn, GT_BIN_MUL, d, d);
    octave_value v = sum_of (fn, d, dim + 1, real_of (tf));
    return ovl (binary (fn, GT_BIN_DIV, v,
                        octave_value ((double) n - 1 + w)));
  }

  // median (X), median (X, DIM).
  octave_value_list op_median (const octave_value_list& args, int nargout)
  {
    const char *fn = "median";
    const int nargin = args.length ();
    octave_value_list r;
    const octave_gpuarray *g = data_arg (fn, args, 2, nargout, &r);
    if (! g)
      return r;
    if (g->count () == 0)
      error ("median: X cannot be an empty matrix");
    const dim_vector dv = g->dims ();
    int dim = dv.first_non_singleton ();
    if (nargin > 1)
      {
        dim = scalar_dim (fn, args(1));
        if (dim < 0)
          error ("median: DIM must be an integer and a valid dimension");
      }
    const octave_idx_type n = extent (dv, dim);
    if (n == 1)
      return ovl (args(0));
    const gt_etype t = g->etype ();
    const gt_etype ts = float_of (t);       // logical sorted as double
    const octave_value xs = t == ts ? args(0) : convert (fn, args(0), ts);
    std::size_t inner = 1, outer = 1;
    for (int k = 0; k < dv.ndims (); k++)
      if (k < dim)
        inner *= dv(k);
      else if (k > dim)
        outer *= dv(k);
    octave_gpuarray *s;
    octave_value S = make (fn, ts, dv, &s);
    check (fn, gt_dev_sort (ts, 0, inner, n, outer, data_of (fn, xs),
                            s->data (fn), nullptr));
    const octave_idx_type k = (n + 1) / 2;
    octave_value m = slice (fn, S, dim, k);
    if (n % 2 == 0)
      m = binary (fn, GT_BIN_DIV,
                  binary (fn, GT_BIN_ADD, m, slice (fn, S, dim, k + 1)),
                  octave_value (2.0));
    if (is_bool (t))
      return ovl (convert (fn, m, GT_E_BOOL));
    // A NaN sorts last: where the last element is NaN, the median is.
    const octave_value last = slice (fn, S, dim, n);
    const octave_value mask = binary (fn, GT_BIN_NE, last, last);
    octave_gpuarray& mg = const_cast<octave_gpuarray&> (*as_ga (m));
    const double nan = std::numeric_limits<double>::quiet_NaN ();
    return ovl (assign (fn, mg, ovl (mask), octave_value (nan)));
  }
}

// ------------------------------------------------------ sub2ind, ind2sub
//
// Both run on the device from the package's operators: a check of every
// subscript (an integer from 1 to its extent: (s != fix (s)) | (s < 1) |
// (s > d), counted by one sum), then the arithmetic in double, which is
// exact for indices below 2^53.  ind2sub divides exactly: r = mod (k, d),
// then (k - r) / d.  Octave's folding of the trailing dimensions (fewer
// subscripts, or outputs, than DIMS has) and its padding with ones (more)
// are kept.  A call the check refuses is Octave's own on the gathered
// values, which raises its exact error ("index (3,_): out of bound 2
// ...", "ind2sub: index out of range"); DIMS that Octave would refuse, a
// subscript or index that is not a real double or single array (logical,
// integer classes, char), or subscripts of different sizes likewise go
// to Octave (on the host, as a fallback when no error comes).

namespace
{
  // DIMS as Octave's sub2ind and ind2sub accept it (a nonempty vector of
  // nonnegative integers), else false.
  bool dims_arg (const char *fn, const octave_value& v,
                 std::vector<double> *d)
  {
    const octave_value h = host_value (fn, v);
    if (h.isempty () || ! h.isnumeric () || h.iscomplex () || h.issparse ()
        || ! h.dims ().isvector ())
      return false;
    const NDArray a = h.array_value ();
    d->assign (a.data (), a.data () + a.numel ());
    for (double x : *d)
      if (! (x >= 0 && x == std::floor (x) && x < 9007199254740992.0))
        return false;
    return true;
  }

  // V (a gpuArray or a host array) as a double gpuArray when it is a real
  // double or single array, else an undefined value.
  octave_value index_arg (const char *fn, const octave_value& v)
  {
    const octave_gpuarray *g = as_ga (v);
    if (g)
      return g->etype () == GT_E_F64 || g->etype () == GT_E_F32
             ? convert (fn, v, GT_E_F64) : octave_value ();
    if ((v.is_double_type () || v.is_single_type ()) && v.isreal ()
        && ! v.issparse ())
      return convert (fn, upload (fn, v), GT_E_F64);
    return octave_value ();
  }

  // The number of elements of the double gpuArray S that are not an
  // integer from 1 to D.
  double bad_subscripts (const char *fn, const octave_value& s, double d)
  {
    if (as_ga (s)->count () == 0)
      return 0;
    octave_value bad
      = binary (fn, GT_BIN_OR,
                binary (fn, GT_BIN_NE, s, unary (fn, GT_UN_FIX, s)),
                binary (fn, GT_BIN_OR,
                        binary (fn, GT_BIN_LT, s, octave_value (1.0)),
                        binary (fn, GT_BIN_GT, s, octave_value (d))));
    return scalar_of (fn, sum_of (fn, as_column (bad), 1, GT_E_F64));
  }

  // Octave's FN on the gathered arguments: its error (no fallback
  // warning first), or its answer as gpuArrays with the warning.
  octave_value_list octave_answer (const char *fn,
                                   const octave_value_list& args,
                                   int nargout)
  {
    octave_value_list r = host_call (fn, args, nargout);
    host_fallback (fn);
    for (int k = 0; k < r.length (); k++)
      if (r(k).isnumeric () && ! r(k).isinteger () && ! r(k).issparse ())
        r(k) = upload (fn, r(k));
    return r;
  }
}

namespace ga
{
  // IND = sub2ind (DIMS, S1, S2, ..., SN)
  octave_value_list op_sub2ind (const octave_value_list& args, int nargout)
  {
    const char *fn = "sub2ind";
    const int nargin = args.length ();
    std::vector<double> d;
    if (nargin < 2 || ! dims_arg (fn, args(0), &d))
      return octave_answer (fn, args, nargout);
    const int ns = nargin - 1;
    std::vector<octave_value> s (ns);
    for (int j = 0; j < ns; j++)
      {
        s[j] = index_arg (fn, args(j + 1));
        if (s[j].is_undefined ()
            || (j && as_ga (s[j])->dims () != as_ga (s[0])->dims ()))
          return octave_answer (fn, args, nargout);
      }
    // The extent of each subscript: the last folds the dimensions after
    // it; those beyond DIMS are 1.
    octave_value ind;
    double stride = 1;
    for (int j = 0; j < ns; j++)
      {
        double ext = j < (int) d.size () ? d[j] : 1;
        if (j == ns - 1)
          for (std::size_t k = j + 1; k < d.size (); k++)
            ext *= d[k];
        if (bad_subscripts (fn, s[j], ext))
          return octave_answer (fn, args, nargout);
        if (j == 0)
          ind = s[0];
        else
          ind = binary (fn, GT_BIN_ADD, ind,
                        binary (fn, GT_BIN_MUL,
                                binary (fn, GT_BIN_SUB, s[j],
                                        octave_value (1.0)),
                                octave_value (stride)));
        stride *= ext;
      }
    return ovl (ind);
  }

  // [S1, S2, ..., SN] = ind2sub (DIMS, IND)
  octave_value_list op_ind2sub (const octave_value_list& args, int nargout)
  {
    const char *fn = "ind2sub";
    std::vector<double> d;
    if (args.length () != 2 || ! dims_arg (fn, args(0), &d))
      return octave_answer (fn, args, nargout);
    const octave_value ind = index_arg (fn, args(1));
    if (ind.is_undefined ())
      return octave_answer (fn, args, nargout);
    double total = 1;
    for (double x : d)
      total *= x;
    if (bad_subscripts (fn, ind, total))
      return octave_answer (fn, args, nargout);
    // NOUT outputs: the last takes the dimensions from it on, those
    // beyond DIMS are ones.
    const int nout = std::max (nargout, 1);
    std::vector<double> ext (nout, 1.0);
    for (std::size_t k = 0; k < d.size (); k++)
      ext[std::min<std::size_t> (k, nout - 1)] *= d[k];
    octave_value_list r (nout);
    octave_value k = binary (fn, GT_BIN_SUB, ind, octave_value (1.0));
    for (int j = 0; j < nout; j++)
      {
        if (j == nout - 1)
          {
            r(j) = binary (fn, GT_BIN_ADD, k, octave_value (1.0));
            break;
          }
        const octave_value dj (ext[j]);
        const octave_value rem = binary (fn, GT_BIN_MOD, k, dj);
        r(j) = binary (fn, GT_BIN_ADD, rem, octave_value (1.0));
        k = binary (fn, GT_BIN_DIV, binary (fn, GT_BIN_SUB, k, rem), dj);
      }
    return r;
  }
}

// --------------------------------------------------------------- sortrows
//
// [B, I] = sortrows (A, C): stable sorts of the key columns from the last
// to the first (CUB's sort with positions, gt_dev_sort), each column
// gathered in the running order and the order composed with the sort's
// positions, all on the device (gt_dev_positions turns the positions into
// the index kernels' lists).  Stable sorts from the last key make the
// order lexicographic and keep equal rows in place: Octave's.  Each
// column sorts as Octave's sort does (NaN last ascending, first
// descending), which is also the order of Octave's __sort_rows_idx__ for
// real data.  Complex A (whose one-mode row sort in Octave 7.3 orders
// differently from its sort) and N-D A are Octave's on the host.

namespace
{
  // The 0-based list of the positions POS (a double gpuArray of N
  // elements), in a device buffer.
  buf_ptr list_of (const char *fn, const octave_value& pos, std::size_t n)
  {
    buf_ptr b = alloc (fn, n * sizeof (long long));
    check (fn, gt_dev_positions ((const double *) data_of (fn, pos), n,
                                 (long long *) b->data));
    return b;
  }

  // Rows LIST (M of them) of columns COL0 to COL0 + N - 1 of X (M0 rows,
  // type T) into a new M x N array.
  octave_value take_rows (const char *fn, const octave_value& x,
                          const buf_ptr& list, std::size_t m,
                          std::size_t m0, std::size_t col0, std::size_t n,
                          gt_etype t)
  {
    octave_gpuarray *y;
    octave_value Y = make (fn, t, dim_vector (m, n), &y);
    if (! (m * n))
      return Y;
    gt_index ix;
    std::memset (&ix, 0, sizeof ix);
    ix.ndims = 2;
    ix.count[0] = m, ix.count[1] = n;
    ix.stride[0] = 1, ix.stride[1] = m0;
    ix.step[0] = ix.step[1] = 1;
    ix.start[1] = (long long) col0;
    ix.list[0] = (const long long *) list->data;
    check (fn, gt_dev_gather (gt_etype_size (t), data_of (fn, x), &ix,
                              y->data (fn)));
    return Y;
  }
}

namespace ga
{
  octave_value_list op_sortrows (const octave_value_list& args, int nargout)
  {
    const char *fn = "sortrows";
    const int nargin = args.length ();
    octave_value_list r;
    const octave_gpuarray *g = data_arg (fn, args, 2, nargout, &r);
    if (! g)
      return r;
    const dim_vector dv = g->dims ();
    if (dv.ndims () > 2 || is_cplx (g->etype ()))
      return on_host (fn, args, nargout, true);
    const std::size_t m = dv(0), n = dv(1);
    std::vector<double> c;
    if (nargin > 1)
      {
        const octave_value h = host_value (fn, args(1));
        if (! h.isnumeric () || ! h.dims ().isvector ())
          error ("sortrows: C must be a numeric vector");
        const NDArray a = h.array_value ();
        c.assign (a.data (), a.data () + a.numel ());
        for (double v : c)
          if (v == 0 || std::abs (v) > n)
            error ("sortrows: all elements of C must be in the range "
                   "[1, columns (A)]");
        for (double v : c)
          if (v != std::floor (v))
            return on_host (fn, args, nargout, true);
      }
    else
      for (std::size_t k = 1; k <= n; k++)
        c.push_back ((double) k);
    // The running order: positions (1-based doubles, M x 1).
    octave_value perm;
    const gt_etype t = g->etype (), tk = float_of (t);
    for (std::size_t j = c.size (); m > 1 && j-- > 0; )
      {
        const std::size_t col = (std::size_t) std::abs (c[j]) - 1;
        octave_value keys;
        // the column COL, of the rows in the running order
        if (perm.is_defined ())
          keys = take_rows (fn, args(0), list_of (fn, perm, m), m, m, col, 1,
                            t);
        else
          {
            octave_value_list idx (2, octave_value
                                        (octave_value::magic_colon_t));
            idx(1) = octave_value ((double) col + 1);
            keys = index (fn, *g, idx);
          }
        if (tk != t)
          keys = convert (fn, keys, tk);
        octave_gpuarray *s, *i;
        octave_value S = make (fn, tk, dim_vector (m, 1), &s);
        octave_value I = make (fn, GT_E_F64, dim_vector (m, 1), &i);
        check (fn, gt_dev_sort (tk, c[j] < 0, 1, m, 1, data_of (fn, keys),
                                s->data (fn), (double *) i->data (fn)));
        perm = perm.is_defined ()
               ? take_rows (fn, perm, list_of (fn, I, m), m, m, 0, 1,
                            GT_E_F64)
               : I;
      }
    if (perm.is_undefined ())
      {
        // nothing to sort (M <= 1, or no columns): the rows as they are
        r = ovl (args(0));
        if (nargout > 1)
          {
            ColumnVector I (m);
            for (std::size_t k = 0; k < m; k++)
              I(k) = (double) k + 1;
            r(1) = upload (fn, octave_value (I));
          }
        return r;
      }
    const buf_ptr L = list_of (fn, perm, m);
    r = ovl (take_rows (fn, args(0), L, m, m, 0, n, t));
    if (nargout > 1)
      r(1) = perm;
    return r;
  }
}
