// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_reduce.cc - gpuArray's reductions: sum, prod, mean, max, min, any,
// all and nnz, and reduce, the entry of gpu_sum, gpu_max and gpu_min for
// gpuArrays (operations of __gputiled_ga__: ga_funcs.cc).
//
// Reductions: one engine with host arrays.  Sums (and so means, dot
// products, norms) of real and complex data run on the core's block
// reduction (gt_dev_reduce, the fast kernel), the engine and accumulation
// of gpu_sum on host arrays: single accumulated in double and rounded
// once, double compensated (double-double); a complex array is summed as
// the real array of its (re, im) pairs, inner doubled.  Real max and min
// (and any, all, nnz) run there too, as gpu_max's, except max and min
// with positions for many outputs.  Those, complex max and min (ordered by
// abs, then arg) and products run on the reductions along a dimension
// (gt_dev_reduce_dim): exact for max and min, Octave's order (NaN skipped
// unless all are NaN, the first on ties); products in the input's
// precision, as Octave multiplies.  gpu_sum, gpu_max and gpu_min name a
// kernel ("reduce"): the block reduction with that kernel, as for host
// arrays.

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include <octave/oct.h>

#include "ga_funcs.h"

namespace ga
{
  // ------------------------------------------------------------ arguments

  // max's and min's DIM: an integer (int_value (true)), at least 1.
  static int dim_minmax (const char *fn, const octave_value& v0)
  {
    const octave_value v = host_value (fn, v0);
    if (! (v.isnumeric () || v.islogical ()) || v.isempty ())
      fail (fn, "invalidInput", "DIM must be a valid dimension");
    const double d = v.array_value (true)(0);
    if (std::isinf (d))
      return 1 << 30;
    if (d != std::floor (d))
      fail (fn, "invalidInput", "DIM must be a valid dimension (an "
            "integer), not %g", d);
    if (d < 1)
      fail (fn, "invalidInput", "DIM must be a valid dimension");
    return d > (1 << 30) ? (1 << 30) : (int) d;
  }

  // --------------------------------------------------------------- shapes

  // Octave's shape of reduction K of an array of dimensions DV along DIM
  // (0: the default), from the rules module (gr_reduce_shape says which
  // cases it covers: sum ([]) is 0, max ([]) is [], ...).
  rshape reduce_shape (const char *fn, gr_rdkind k, const dim_vector& dv,
                       int dim)
  {
    const int nd = dv.ndims ();
    if (nd > GR_MAXDIMS)
      fail (fn, "notSupported", "arrays have at most %d dimensions",
            GR_MAXDIMS);
    std::size_t d[GR_MAXDIMS];
    for (int i = 0; i < nd; i++)
      d[i] = (std::size_t) dv(i);
    gr_rshape s;
    gr_error e;
    if (gr_reduce_shape (k, nd, d, dim, &s, &e))
      fail (fn, e.id, "%s", e.msg);
    rshape r;
    r.dim = s.dim;
    r.inner = s.inner, r.len = s.len, r.outer = s.outer, r.count = s.count;
    r.out.resize (s.nd);
    for (int i = 0; i < s.nd; i++)
      r.out(i) = (octave_idx_type) s.dims[i];
    return r;
  }

  // --------------------------------------------------------- device work

  static gt_dtype dtype_of (gt_etype t) { return is_single (t) ? GT_SINGLE
                                                               : GT_DOUBLE; }

  // Y (R.inner x R.outer of type T) = the sums of X over R.len: the block
  // reduction with KERNEL (a sum of nothing is +0).
  static void block_sum (const char *fn, gt_etype t, const void *x,
                         const rshape& r, void *y, gt_reduce_kernel kernel)
  {
    const std::size_t nout = r.inner * r.outer;
    if (! nout)
      return;
    if (r.len == 0)
      {
        check (fn, gt_dev_fill (t, y, nout, 0, 0));
        return;
      }
    const std::size_t w = is_cplx (t) ? 2 : 1;
    check (fn, gt_dev_reduce (GT_REDUCE_SUM, dtype_of (t), r.inner * w,
                              r.len, r.outer, x, y, nullptr, kernel,
                              nullptr));
  }

  // The sums of the gpuArray X along DIM as element type T (X converted
  // to T first: sums of logicals are double, sum (X, "double") of single
  // is double).
  octave_value sum_of (const char *fn, const octave_value& x, int dim,
                       gt_etype t, gt_reduce_kernel kernel)
  {
    const octave_gpuarray *g = as_ga (x);
    const rshape r = reduce_shape (fn, GR_RD_SUM, g->dims (), dim);
    if (r.len == 1 && g->etype () == t && r.out == g->dims ())
      return x;                     // a singleton: the values themselves
    const octave_value xt = g->etype () == t ? x : convert (fn, x, t);
    octave_gpuarray *y;
    octave_value Y = make (fn, t, r.out, &y);
    block_sum (fn, t, data_of (fn, xt), r, y->data (fn), kernel);
    return Y;
  }

  // Positions (0-based size_t, device) to Octave's (1-based double) in
  // the gpuArray I: through the host (the block reductions' positions).
  static void positions_to (const char *fn, const void *pos,
                            std::size_t n, octave_gpuarray *I)
  {
    if (! n)
      return;
    std::vector<std::size_t> h (n);
    std::vector<double> d (n);
    check (fn, gt_dev_download (h.data (), pos, n * sizeof (std::size_t)));
    for (std::size_t k = 0; k < n; k++)
      d[k] = (double) h[k] + 1;
    check (fn, gt_dev_upload (I->data (fn), d.data (), n * sizeof (double)));
  }

  // Y (and I, may be NULL) = max or min of the real X (type T, not
  // logical) over R.len, on the block reduction with KERNEL: the engine
  // of gpu_max and gpu_min on host arrays, whose grid covers the GPU
  // however few the outputs.  Its positions go through the host.
  static void block_minmax (const char *fn, bool is_max, gt_etype t,
                            const void *x, const rshape& r, void *y,
                            octave_gpuarray *I, gt_reduce_kernel kernel)
  {
    const std::size_t nout = r.inner * r.outer;
    if (! nout)
      return;
    buf_ptr pos;
    if (I)
      pos = alloc (fn, nout * sizeof (std::size_t));
    check (fn, gt_dev_reduce (is_max ? GT_REDUCE_MAX : GT_REDUCE_MIN,
                              dtype_of (t), r.inner, r.len, r.outer, x, y,
                              I ? static_cast<std::size_t *> (pos->data)
                                : nullptr, kernel, nullptr));
    if (I)
      positions_to (fn, pos->data, nout, I);
  }

  // OP (PROD, MAX, MIN) of the gpuArray X along DIM.  Logical data are
  // reduced as double; *I (may be NULL) gets the 1-based positions of max
  // and min, as doubles.  Real max and min run on the block reduction
  // (gpu_max's engine), except with positions for many outputs, which
  // the reductions along a dimension write as doubles on the device (no
  // trip through the host); complex max and min (ordered by abs, then
  // arg) and products run there too.  Those give each output to one
  // block: the product of a long vector runs on one multiprocessor.
  octave_value rd_of (const char *fn, gt_rdop op, const octave_value& x,
                      int dim, octave_value *I)
  {
    const octave_gpuarray *g = as_ga (x);
    const rshape r = reduce_shape (fn, op == GT_RD_PROD ? GR_RD_PROD
                                   : op == GT_RD_MAX ? GR_RD_MAX : GR_RD_MIN,
                                   g->dims (), dim);
    const gt_etype t = float_of (g->etype ());
    const octave_value xt = g->etype () == t ? x : convert (fn, x, t);
    octave_gpuarray *y, *iy = nullptr;
    octave_value Y = make (fn, t, r.out, &y);
    if (I)
      *I = make (fn, GT_E_F64, r.out, &iy);
    const std::size_t nout = y->count ();
    if (! nout)
      return Y;
    if (r.len == 0)                     // a product of nothing is 1
      check (fn, gt_dev_fill (t, y->data (fn), nout, 1, 0));
    else if (op != GT_RD_PROD && ! is_cplx (t)
             && (! iy || (nout <= 1024 && r.len >= 1024)))
      block_minmax (fn, op == GT_RD_MAX, t, data_of (fn, xt), r,
                    y->data (fn), iy, GT_REDUCE_FAST);
    else
      check (fn, gt_dev_reduce_dim (op, t, data_of (fn, xt), r.inner, r.len,
                                    r.outer, y->data (fn),
                                    iy ? static_cast<double *>
                                           (iy->data (fn))
                                       : nullptr));
    return Y;
  }

  // The gpuArray logical mask X != 0 (X itself when logical).
  octave_value nonzero (const char *fn, const octave_value& x)
  {
    if (as_ga (x)->etype () == GT_E_BOOL)
      return x;
    return binary (fn, GT_BIN_NE, x, octave_value (0.0));
  }

  // any (IS_ANY) or all of the gpuArray X along DIM (0: the first
  // dimension that is not 1), logical; the shape of sum's: any ([]) is
  // false and all ([]) true, both 1x1.  NaN as Octave 7 takes it: never
  // true for any (any (NaN) is false); for all, not false (all (NaN) is
  // true) except along a dimension of at most 8 elements that is not the
  // first of the data (inner > 1), where Octave's row-wise loop counts it
  // false (all ([NaN 1; 1 1], 2) is [0; 1], all (NaN (20), 2) all true).
  static octave_value anyall_of (const char *fn, bool is_any,
                                 const octave_value& x, int dim)
  {
    const rshape r = reduce_shape (fn, is_any ? GR_RD_ANY : GR_RD_ALL,
                                   as_ga (x)->dims (), dim);
    if (r.len == 0 || r.inner * r.outer == 0)
      {
        // nothing to reduce: any of nothing is false, all true
        octave_gpuarray *p;
        octave_value y = make (fn, GT_E_BOOL, r.out, &p);
        if (p->count ())
          check (fn, gt_dev_fill (GT_E_BOOL, p->data (fn), p->count (),
                                  is_any ? 0 : 1, 0));
        return y;
      }
    octave_value m = nonzero (fn, x);
    if (as_ga (x)->etype () != GT_E_BOOL
        && (is_any || (r.inner > 1 && r.len <= 8)))
      m = binary (fn, GT_BIN_AND, m, binary (fn, GT_BIN_EQ, x, x));
    m = convert (fn, m, GT_E_F32);     // 0 and 1: exact, half the bytes
    const octave_value y = rd_of (fn, is_any ? GT_RD_MAX : GT_RD_MIN, m,
                                  r.dim, nullptr);
    return convert (fn, y, GT_E_BOOL);
  }

  // ---------------------------------------------------- sum, prod, mean

  // The arguments of sum and prod after X: DIM, "all" (MATLAB's) and a
  // type ("double", "native"; "extra" for sum: Octave's).
  struct sum_args
  {
    octave_value x;
    int dim = 0;
    std::string type;
  };

  static sum_args read_sum_args (const char *fn, const octave_value_list& args)
  {
    sum_args a;
    a.x = args(0);
    bool have_dim = false;
    for (int k = 1; k < args.length (); k++)
      {
        const octave_value& v = args(k);
        if (v.is_string ())
          {
            const std::string s = v.string_value ();
            if (s == "all")
              a.x = as_column (a.x), a.dim = 1, have_dim = true;
            else if (s == "double" || s == "native"
                     || (s == "extra" && ! std::strcmp (fn, "sum")))
              a.type = s;
            else
              fail (fn, "invalidInput", "unrecognized type argument '%s'",
                    s.c_str ());
          }
        else if (! have_dim)
          a.dim = dim_sum (fn, v), have_dim = true;
        else
          fail (fn, "invalidInput", "too many arguments (DIM given twice)");
      }
    return a;
  }

  octave_value_list op_sum (const octave_value_list& args, int nargout)
  {
    const char *fn = "sum";
    if (args.length () < 1 || args.length () > 3)
      fail (fn, "invalidInput", "expected sum (X), sum (X, DIM) or "
            "sum (..., TYPE)");
    if (! as_ga (args(0)))
      return host_call (fn, args, nargout);
    const sum_args a = read_sum_args (fn, args);
    const gt_etype t = as_ga (a.x)->etype ();
    if (t == GT_E_BOOL && a.type == "native")   // a logical sum: any
      return ovl (anyall_of (fn, true, a.x, a.dim));
    gt_etype tr = float_of (t);
    if (a.type == "double" || a.type == "extra")   // both make single double
      tr = is_cplx (tr) ? GT_E_C128 : GT_E_F64;
    return ovl (sum_of (fn, a.x, a.dim, tr));
  }

  octave_value_list op_prod (const octave_value_list& args, int nargout)
  {
    const char *fn = "prod";
    if (args.length () < 1 || args.length () > 3)
      fail (fn, "invalidInput", "expected prod (X), prod (X, DIM) or "
            "prod (..., TYPE)");
    if (! as_ga (args(0)))
      return host_call (fn, args, nargout);
    const sum_args a = read_sum_args (fn, args);
    const gt_etype t = as_ga (a.x)->etype ();
    octave_value x = a.x;
    if (a.type == "double" && ! is_cplx (t))
      x = convert (fn, x, GT_E_F64);
    else if (a.type == "double")
      x = convert (fn, x, GT_E_C128);
    octave_value y = rd_of (fn, GT_RD_PROD, x, a.dim, nullptr);
    if (t == GT_E_BOOL && a.type == "native")   // a logical product: all
      y = convert (fn, y, GT_E_BOOL);
    return ovl (y);
  }

  // mean as Octave 7.3's mean.m: mean (X), mean (X, DIM), mean (...,
  // OPT) with OPT "a" (arithmetic; "g" and "h" on the host), an OUTTYPE
  // last ("default", "double", "native"), and MATLAB's "all".  Without
  // DIM the first dimension longer than 1 (1 if none: mean ([]) is NaN),
  // unlike sum's.
  octave_value_list op_mean (const octave_value_list& args, int nargout)
  {
    const char *fn = "mean";
    const int n = args.length ();
    if (n < 1 || n > 4)
      fail (fn, "invalidInput", "expected mean (X), mean (X, DIM) or mean "
            "(..., OPT, OUTTYPE)");
    if (! as_ga (args(0)))
      return host_call (fn, args, nargout);
    octave_value x = args(0);
    std::string outtype = "default", kind = "a";
    int dim = 0;
    bool have_dim = false;
    for (int k = 1; k < n; k++)
      {
        const octave_value& v = args(k);
        if (v.is_string ())
          {
            std::string s = v.string_value ();
            std::transform (s.begin (), s.end (), s.begin (),
                            [] (unsigned char c) { return std::tolower (c); });
            if (s == "default" || s == "double" || s == "native")
              outtype = s;
            else if (s == "a" || s == "g" || s == "h")
              kind = s;
            else if (s == "all")
              x = as_column (x), dim = 1, have_dim = true;
            else
              fail (fn, "invalidInput", "mean type '%s' not recognized",
                    s.c_str ());
          }
        else if (! have_dim)
          {
            const octave_value d = host_value (fn, v);
            const double dd = d.isnumeric () && d.numel () == 1
                              ? d.double_value () : -1;
            if (! (dd >= 1 && dd == std::floor (dd)))
              fail (fn, "invalidInput", "DIM must be an integer and a valid "
                    "dimension");
            dim = dd > (1 << 30) ? (1 << 30) : (int) dd;
            have_dim = true;
          }
        else
          fail (fn, "invalidInput", "DIM given twice");
      }
    if (kind != "a")
      {
        // geometric and harmonic means: Octave's, on the host
        return on_host (fn, args, nargout, true);
      }
    const octave_gpuarray *g = as_ga (x);
    const rshape r = reduce_shape (fn, GR_RD_MEAN, g->dims (), dim);
    dim = r.dim;
    const double len = (double) r.count;
    octave_value y = sum_of (fn, x, dim, float_of (g->etype ()));
    y = binary (fn, GT_BIN_DIV, y, octave_value (len));
    if (outtype == "double" && is_single (as_ga (y)->etype ()))
      y = convert (fn, y, is_cplx (as_ga (y)->etype ()) ? GT_E_C128
                                                       : GT_E_F64);
    return ovl (y);
  }

  // ------------------------------------------------------------ max, min

  // The error gputiled:nonconformant of FN (A, B) where DA and DB do not
  // broadcast (Octave's message: "max: nonconformant arguments (op1 is
  // 2x3, op2 is 3x2)").
  static void check_broadcast (const char *fn, const dim_vector& da,
                               const dim_vector& db)
  {
    if (da.ndims () > GR_MAXDIMS || db.ndims () > GR_MAXDIMS)
      fail (fn, "notSupported", "arrays have at most %d dimensions",
            GR_MAXDIMS);
    std::size_t a[GR_MAXDIMS], b[GR_MAXDIMS], d[GR_MAXDIMS];
    std::size_t sa[GR_MAXDIMS], sb[GR_MAXDIMS];
    for (int i = 0; i < da.ndims (); i++)
      a[i] = (std::size_t) da(i);
    for (int i = 0; i < db.ndims (); i++)
      b[i] = (std::size_t) db(i);
    int nd;
    gr_error e;
    if (gr_broadcast_dims (fn, da.ndims (), a, db.ndims (), b, GR_MAXDIMS,
                           &nd, d, sa, sb, &e))
      error_with_id ((std::string ("gputiled:") + e.id).c_str (), "%s",
                     e.msg);
  }

  // max (X), max (X, [], DIM), [M, I] = max (...), max (A, B) and MATLAB's
  // max (X, [], "all"); min alike.
  static octave_value_list minmax (const char *fn, bool is_max,
                                   const octave_value_list& args, int nargout)
  {
    const int n = args.length ();
    if (n < 1 || n > 3)
      fail (fn, "invalidInput", "expected %s (X), %s (X, [], DIM) or %s "
            "(A, B)", fn, fn, fn);
    if (n == 2)
      {
        if (nargout > 1)
          fail (fn, "invalidInput", "two outputs need the one-array form, "
                "[M, I] = %s (X) or %s (X, [], DIM)", fn, fn);
        // Octave's ties: a real scalar A gives B's element (max (-0, [0
        // -0]) is [0 -0], max (0, -0) is -0); otherwise A's.
        octave_value a = args(0), b = args(1);
        check_broadcast (fn, a.dims (), b.dims ());
        if (a.numel () == 1 && ! a.iscomplex () && ! b.iscomplex ())
          std::swap (a, b);
        return ovl (binary (fn, is_max ? GT_BIN_MAX : GT_BIN_MIN, a, b));
      }
    octave_value x = args(0);
    if (! as_ga (x))
      return host_call (fn, args, nargout);
    int dim = 0;
    if (n == 3)
      {
        if (is_str (args(2), "all"))
          x = as_column (x), dim = 1;
        else
          dim = dim_minmax (fn, args(2));
        if (! args(1).isempty ())
          warning_with_id ("gputiled:ignoredArgument",
                           "%s: second argument is ignored", fn);
      }
    const octave_gpuarray *g = as_ga (x);
    if (g->etype () == GT_E_BOOL && g->count () == 0 && nargout < 2)
      return ovl (x);      // Octave returns an empty logical X as it is
    octave_value I;
    octave_value y = rd_of (fn, is_max ? GT_RD_MAX : GT_RD_MIN, x, dim,
                            nargout > 1 ? &I : nullptr);
    if (g->etype () == GT_E_BOOL)
      y = convert (fn, y, GT_E_BOOL);
    if (nargout > 1)
      return ovl (y, I);
    return ovl (y);
  }

  octave_value_list op_max (const octave_value_list& args, int nargout)
  {
    return minmax ("max", true, args, nargout);
  }

  octave_value_list op_min (const octave_value_list& args, int nargout)
  {
    return minmax ("min", false, args, nargout);
  }

  // ------------------------------------------------------------ any, all

  // any (X), any (X, DIM): logical; DIM 0 is the default, as Octave's;
  // any ([]) is false and all ([]) true (1x1), the shape of sum.
  static octave_value_list anyall (const char *fn, bool is_any,
                                   const octave_value_list& args, int nargout)
  {
    const int n = args.length ();
    if (n < 1 || n > 2)
      fail (fn, "invalidInput", "expected %s (X) or %s (X, DIM)", fn, fn);
    octave_value x = args(0);
    if (! as_ga (x))
      return host_call (fn, args, nargout);
    int dim = 0;
    if (n == 2)
      {
        if (is_str (args(1), "all"))
          x = as_column (x), dim = 1;
        else
          {
            const octave_value d = host_value (fn, args(1));
            if (! (d.isnumeric () || d.islogical ()) || d.numel () != 1
                || d.double_value () != std::floor (d.double_value ()))
              fail (fn, "invalidInput", "DIM must be an integer");
            const double dd = d.double_value ();
            if (dd < 0)
              fail (fn, "invalidInput", "invalid dimension argument = %g",
                    dd);
            dim = dd > (1 << 30) ? (1 << 30) : (int) dd;
          }
      }
    return ovl (anyall_of (fn, is_any, x, dim));
  }

  octave_value_list op_any (const octave_value_list& args, int nargout)
  {
    return anyall ("any", true, args, nargout);
  }

  octave_value_list op_all (const octave_value_list& args, int nargout)
  {
    return anyall ("all", false, args, nargout);
  }

  // ------------------------------------------------------------------ nnz

  // nnz (X): the count of nonzero elements, a host double (a count, as
  // numel is), summed exactly on the device.
  octave_value_list op_nnz (const octave_value_list& args, int nargout)
  {
    const char *fn = "nnz";
    if (args.length () != 1)
      fail (fn, "invalidInput", "expected nnz (X)");
    if (! as_ga (args(0)))
      return host_call (fn, args, nargout);
    const octave_value x = args(0);
    const std::size_t n = as_ga (x)->count ();
    if (! n)
      return ovl (0.0);
    const octave_value m = convert (fn, nonzero (fn, x), GT_E_F64);
    octave_value y = sum_of (fn, as_column (m), 1, GT_E_F64);
    return ovl (scalar_of (fn, y));
  }

  // ------------------------------------------ gpu_sum, gpu_max, gpu_min

  // reduce (FN, OP, X, DIM, KERNEL): gpu_sum, gpu_max and gpu_min of a
  // gpuArray (or a host X, uploaded: the complex reductions of gpu_max
  // and gpu_min on the GPU).  OP "sum", "max" or "min"; DIM 0 for the
  // first dimension that is not 1; KERNEL a block reduction's name.
  // Real data run on that block reduction (gt_dev_reduce), as host arrays
  // do; complex max and min on the reductions along a dimension ("fast"
  // only).  Results are gpuArrays: [S] or [M, I].
  octave_value_list op_reduce (const octave_value_list& args, int nargout)
  {
    if (args.length () != 5)
      fail ("__gputiled_ga__", "invalidInput", "reduce: five arguments");
    const std::string fname = string_arg ("__gputiled_ga__", args(0), "FN");
    const char *fn = fname.c_str ();
    const std::string op = string_arg (fn, args(1), "OP");
    const std::string kname = string_arg (fn, args(4), "Kernel");
    gt_reduce_kernel kern;
    if (gt_reduce_kernel_from_name (kname.c_str (), &kern) != GT_OK)
      fail (fn, "invalidOption", "unknown Kernel '%s'", kname.c_str ());
    const bool is_sum = op == "sum";
    if (! is_sum && op != "max" && op != "min")
      fail (fn, "invalidInput", "unknown reduction '%s'", op.c_str ());
    const double d = host_value (fn, args(3)).double_value ();
    const int dim = d > (1 << 30) ? (1 << 30) : (int) d;
    const octave_value x = as_ga (args(2)) ? args(2) : upload (fn, args(2));
    const gt_etype t = as_ga (x)->etype ();
    const gt_etype tw = float_of (t);
    if (is_cplx (t) && kern != GT_REDUCE_FAST)
      fail (fn, "notSupported", "the classroom kernels reduce real arrays; "
            "a complex gpuArray uses \"fast\"");
    if (is_sum)
      return ovl (sum_of (fn, x, dim, tw, kern));

    const bool is_max = op == "max";
    if (is_cplx (t))
      {
        octave_value I;
        octave_value y = rd_of (fn, is_max ? GT_RD_MAX : GT_RD_MIN, x, dim,
                                nargout > 1 ? &I : nullptr);
        return nargout > 1 ? ovl (y, I) : ovl (y);
      }
    const rshape r = reduce_shape (fn, is_max ? GR_RD_MAX : GR_RD_MIN,
                                   as_ga (x)->dims (), dim);
    const octave_value xt = t == tw ? x : convert (fn, x, tw);
    octave_gpuarray *y, *iy = nullptr;
    octave_value Y = make (fn, tw, r.out, &y);
    octave_value I;
    if (nargout > 1)
      I = make (fn, GT_E_F64, r.out, &iy);
    if (y->count ())
      block_minmax (fn, is_max, tw, data_of (fn, xt), r, y->data (fn), iy,
                    kern);
    if (t == GT_E_BOOL)
      Y = convert (fn, Y, GT_E_BOOL);
    return nargout > 1 ? ovl (Y, I) : ovl (Y);
  }
}
