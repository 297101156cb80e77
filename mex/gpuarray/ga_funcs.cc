// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_funcs.cc - the functions of gpuArray that the type's virtuals do not
// answer: the operations of the internal entry __gputiled_ga__ (OP, ...),
// called by the compiled @gpuArray/NAME.oct methods and by the package's
// m-files (gpu_sum, gpu_max, gpu_min, gpu_tiled_mm, gputimeit, gpu_rng).
// Every operation is declared once, in mex/gpuarray/methods.txt;
// tools/gen_gpuarray_methods.m writes from it the methods, the documented
// list and ga_entries.h, the dispatch table below (an operation OP of
// the table is the function op_OP here).
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
//
// "fallback" answers a function that has no GPU implementation: the
// gpuArray arguments are gathered (warning gputiled:hostFallback once per
// function and session), Octave's own function runs on the host values,
// and its numeric and logical results go back to the device, since
// MATLAB's functions of gpuArrays return gpuArrays; "gathered" leaves them
// on the host (isequal, sprintf: MATLAB's answers are host values).
//
// Shapes and classes are Octave's (7.3): reduction shapes from the rules
// module (gr_reduce_shape), the other rules written next to the operation
// that needs them, with the cases they were checked on.

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>
#include <unordered_map>
#include <vector>

#include <octave/oct.h>
#include <octave/oct-map.h>
#include <octave/parse.h>

#include "ga.h"
extern "C" {
#include "octave_rules.h"
}

namespace
{
  using namespace ga;

  // ------------------------------------------------------------ arguments

  // V's host value: gathered quietly when it is a gpuArray (sizes,
  // dimensions and options are read on the host, as MATLAB does).
  octave_value host_value (const char *fn, const octave_value& v)
  {
    const octave_gpuarray *g = as_ga (v);
    return g ? g->gather (fn) : v;
  }

  octave_value_list host_values (const char *fn, const octave_value_list& a)
  {
    octave_value_list r = a;
    for (int k = 0; k < r.length (); k++)
      r(k) = host_value (fn, r(k));
    return r;
  }

  // Octave's own NAME on the host values of ARGS.  For a call whose data
  // are host arrays (a gpuArray came only as an option, sum (A, G)): its
  // result stays on the host, as the data were.
  octave_value_list host_call (const char *name, const octave_value_list& args,
                               int nargout)
  {
    return octave::feval (name, host_values (name, args), nargout);
  }

  // A host numeric or logical value (not integer, sparse or a gpuArray) on
  // the device; anything else as it is.
  octave_value to_device (const char *fn, const octave_value& v)
  {
    if (v.is_defined () && ! as_ga (v) && (v.isnumeric () || v.islogical ())
        && ! v.isinteger () && ! v.issparse ())
      return upload (fn, v);
    return v;
  }

  // Octave's NAME on ARGS with every gpuArray gathered.  With UP (a
  // fallback: a function with no GPU version), its numeric and logical
  // results go back to the device and the warning gputiled:hostFallback
  // names NAME; without (the functions that print or compare, whose
  // answers are host values in MATLAB too), quietly.
  octave_value_list on_host (const std::string& name,
                             const octave_value_list& args, int nargout,
                             bool up)
  {
    const char *fn = name.c_str ();
    octave_value_list a = args;
    bool any = false;
    for (int k = 0; k < a.length (); k++)
      if (as_ga (a(k)))
        {
          a(k) = as_ga (a(k))->gather (fn);
          any = true;
        }
    if (any && up)
      host_fallback (name);
    octave_value_list r = octave::feval (name, a, nargout);
    if (any && up)
      for (int k = 0; k < r.length (); k++)
        r(k) = to_device (fn, r(k));
    return r;
  }

  bool is_str (const octave_value& v, const char *s)
  {
    if (! v.is_string ())
      return false;
    std::string a = v.string_value ();
    std::transform (a.begin (), a.end (), a.begin (),
                    [] (unsigned char c) { return std::tolower (c); });
    return a == s;
  }

  std::string string_arg (const char *fn, const octave_value& v,
                          const char *what)
  {
    if (! v.is_string () || v.rows () > 1)
      fail (fn, "invalidInput", "%s must be a string", what);
    return v.string_value ();
  }

  // sum's and prod's DIM: the first element, truncated as Octave's
  // int_value does; a huge DIM (Inf) is beyond every dimension.
  int dim_sum (const char *fn, const octave_value& v0)
  {
    const octave_value v = host_value (fn, v0);
    if (! (v.isnumeric () || v.islogical ()) || v.isempty ())
      fail (fn, "invalidInput", "DIM must be a valid dimension");
    const double d = std::trunc (v.array_value (true)(0));
    if (std::isnan (d))
      fail (fn, "invalidInput", "DIM must be a valid dimension");
    if (d < 1)
      fail (fn, "invalidInput", "invalid dimension DIM = %g", d);
    return d > (1 << 30) ? (1 << 30) : (int) d;
  }

  // max's and min's DIM: an integer (int_value (true)), at least 1.
  int dim_minmax (const char *fn, const octave_value& v0)
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

  // A reduction of an array along DIM (1-based): the array seen as
  // inner x len x outer, the result's dimensions, and size (X, DIM).
  struct rshape
  {
    int dim = 1;
    std::size_t inner = 1, len = 1, outer = 1, count = 1;
    dim_vector out;
  };

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

  // X (a gpuArray) as a column: the "all" of MATLAB's sum (X, "all").
  octave_value as_column (const octave_value& x)
  {
    const octave_gpuarray *g = as_ga (x);
    return g->reshape (dim_vector ((octave_idx_type) g->count (), 1));
  }

  // --------------------------------------------------------- device work

  gt_dtype dtype_of (gt_etype t) { return is_single (t) ? GT_SINGLE
                                                        : GT_DOUBLE; }

  gt_etype float_of (gt_etype t) { return t == GT_E_BOOL ? GT_E_F64 : t; }

  void * data_of (const char *fn, const octave_value& v)
  {
    return as_ga (v)->data (fn);
  }

  // Y (R.inner x R.outer of type T) = the sums of X over R.len: the block
  // reduction with KERNEL (a sum of nothing is +0).
  void block_sum (const char *fn, gt_etype t, const void *x, const rshape& r,
                  void *y, gt_reduce_kernel kernel)
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
                       gt_etype t,
                       gt_reduce_kernel kernel = GT_REDUCE_FAST)
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
  void positions_to (const char *fn, const void *pos, std::size_t n,
                     octave_gpuarray *I)
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
  void block_minmax (const char *fn, bool is_max, gt_etype t, const void *x,
                     const rshape& r, void *y, octave_gpuarray *I,
                     gt_reduce_kernel kernel)
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

  // One number of a device scalar gpuArray, read on the host (waits).
  double scalar_of (const char *fn, const octave_value& v)
  {
    return as_ga (v)->gather (fn).double_value ();
  }

  // A device buffer from the core that gt_dev_find made (freed here).
  struct found
  {
    long long *p = nullptr;
    found () = default;
    found (const found&) = delete;
    found& operator = (const found&) = delete;
    ~found () { if (p) gt_dev_free (p); }
  };

  // any (IS_ANY) or all of the gpuArray X along DIM (0: the first
  // dimension that is not 1), logical; the shape of sum's: any ([]) is
  // false and all ([]) true, both 1x1.  NaN as Octave 7 takes it: never
  // true for any (any (NaN) is false); for all, not false (all (NaN) is
  // true) except along a dimension of at most 8 elements that is not the
  // first of the data (inner > 1), where Octave's row-wise loop counts it
  // false (all ([NaN 1; 1 1], 2) is [0; 1], all (NaN (20), 2) all true).
  octave_value anyall_of (const char *fn, bool is_any, const octave_value& x,
                          int dim)
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

  sum_args read_sum_args (const char *fn, const octave_value_list& args)
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
  void check_broadcast (const char *fn, const dim_vector& da,
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
  octave_value_list minmax (const char *fn, bool is_max,
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
  octave_value_list anyall (const char *fn, bool is_any,
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

  // ------------------------------------------------------------ nnz, find

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

  // ------------------------------------------------ isnan, isinf, isfinite

  // Elementwise tests on the device, from the operators: isnan (x) is
  // x != x (for complex: a part is NaN); isfinite (x) is (x - x) == 0
  // (Inf - Inf and NaN - NaN are NaN); isinf (x) is abs (x) == Inf for
  // real x, and for complex either part's (abs (z) would overflow for
  // finite parts).  Logical X: false, false, true.
  octave_value fill_like (const char *fn, const octave_value& x, bool v)
  {
    octave_gpuarray *y;
    octave_value Y = make (fn, GT_E_BOOL, as_ga (x)->dims (), &y);
    if (y->count ())
      check (fn, gt_dev_fill (GT_E_BOOL, y->data (fn), y->count (),
                              v ? 1 : 0, 0));
    return Y;
  }

  enum fp_test { TEST_NAN, TEST_INF, TEST_FINITE };

  octave_value_list fptest (const char *fn, fp_test what,
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

  // --------------------------------------------------------------- norm

  // Octave's norm on the host, the result on the device.
  octave_value_list norm_on_host (const octave_value_list& args, int nargout)
  {
    return on_host ("norm", args, nargout, true);
  }

  // A real scalar of the class of T (single or double) on the device.
  octave_value real_scalar (const char *fn, gt_etype t, double v)
  {
    if (is_single (t))
      return upload (fn, octave_value ((float) v));
    return upload (fn, octave_value (v));
  }

  // The 2-norm (or p-norm, P > 0) of the nonnegative column A of type T,
  // scaled by its largest element as Octave's accumulators scale, so that
  // no power overflows or underflows.  NaN anywhere gives NaN, as in
  // Octave (its accumulators propagate NaN; max skips it).  One wait for
  // the device (the scale is read on the host).
  octave_value pnorm (const char *fn, const octave_value& a, gt_etype t,
                      double p)
  {
    const double mx = scalar_of (fn, rd_of (fn, GT_RD_MAX, a, 1, nullptr));
    if (mx == 0 || ! std::isfinite (mx))
      {
        // all zero, or an Inf: 0 or Inf unless a NaN is there too (a NaN
        // among finite values makes the scaled sum below NaN)
        const double sm = scalar_of (fn, sum_of (fn, a, 1, t));
        return real_scalar (fn, t, std::isnan (sm) ? sm : mx);
      }
    const octave_value s (is_single (t) ? octave_value ((float) mx)
                                        : octave_value (mx));
    const octave_value q = binary (fn, GT_BIN_DIV, a, s);
    octave_value acc;
    if (p == 2)
      acc = sum_of (fn, binary (fn, GT_BIN_MUL, q, q), 1, t);
    else
      acc = sum_of (fn, binary (fn, GT_BIN_POW, q, octave_value (p)), 1, t);
    const octave_value root = p == 2
      ? unary (fn, GT_UN_SQRT, acc)
      : binary (fn, GT_BIN_POW, acc, octave_value (1.0 / p));
    return binary (fn, GT_BIN_MUL, root, s);
  }

  // Octave's RowVector::max of the host values V (the matrix 1- and
  // Inf-norms): the first element, replaced by any larger one, so a NaN
  // first stays and a NaN later is passed over.
  double octave_vector_max (const NDArray& v)
  {
    if (v.numel () == 0)
      return 0;
    double r = v(0);
    for (octave_idx_type k = 1; k < v.numel (); k++)
      if (v(k) > r)
        r = v(k);
    return r;
  }

  // norm (X), norm (X, P), P 1, 2, Inf, -Inf, p > 0 or "fro" for vectors,
  // 1, Inf and "fro" for matrices, on the device; the matrix 2-norm (it
  // needs singular values) and the rest (P 0 or negative, "rows",
  // "columns", logical X) through Octave's norm on the host.  The result
  // is a gpuArray scalar: single for single X, else double; 0 (double)
  // for an empty X, as Octave's.
  octave_value_list op_norm (const octave_value_list& args, int nargout)
  {
    const char *fn = "norm";
    const int n = args.length ();
    if (n < 1 || n > 3)
      fail (fn, "invalidInput", "expected norm (X), norm (X, P) or "
            "norm (X, P, OPT)");
    if (! as_ga (args(0)))
      return host_call (fn, args, nargout);
    if (n == 3)
      return norm_on_host (args, nargout);
    const octave_value x = args(0);
    const octave_gpuarray *g = as_ga (x);
    const gt_etype t = g->etype ();
    if (t == GT_E_BOOL)
      return norm_on_host (args, nargout);
    const dim_vector dv = g->dims ();
    if (dv.ndims () > 2)
      fail (fn, "invalidInput", "only valid for 2-D objects");
    double p = 2;
    bool fro = false;
    if (n == 2)
      {
        const octave_value pv = host_value (fn, args(1));
        if (is_str (pv, "fro"))
          fro = true;
        else if (is_str (pv, "inf"))
          p = std::numeric_limits<double>::infinity ();
        else if (is_str (pv, "-inf"))
          p = -std::numeric_limits<double>::infinity ();
        else if (pv.isnumeric () && pv.numel () == 1 && ! pv.iscomplex ())
          p = pv.double_value ();
        else
          return norm_on_host (args, nargout);
      }
    const gt_etype tr = real_of (t);
    if (g->count () == 0)     // Octave: 0 of X's class for "fro", else double
      return ovl (fro ? real_scalar (fn, tr, 0)
                      : upload (fn, octave_value (0.0)));
    const bool vector = dv(0) == 1 || dv(1) == 1;
    const octave_value a = unary (fn, GT_UN_ABS, x);   // real, of class tr
    if (fro || vector)
      {
        const octave_value col = as_column (a);
        if (fro || p == 2)
          return ovl (pnorm (fn, col, tr, 2));
        if (p == 1)
          return ovl (sum_of (fn, col, 1, tr));
        if (std::isinf (p))
          {
            const double m = scalar_of (fn, rd_of (fn, p > 0 ? GT_RD_MAX
                                                         : GT_RD_MIN,
                                                   col, 1, nullptr));
            const double s = scalar_of (fn, sum_of (fn, col, 1, tr));
            return ovl (real_scalar (fn, tr, std::isnan (s)
                                     ? std::numeric_limits<double>::quiet_NaN ()
                                     : m));
          }
        if (p > 0)
          return ovl (pnorm (fn, col, tr, p));
        return norm_on_host (args, nargout);
      }
    if (p == 1 || (std::isinf (p) && p > 0))
      {
        // the largest column (row) sum, chosen as Octave chooses
        const octave_value s = sum_of (fn, a, p == 1 ? 1 : 2, tr);
        const NDArray h = as_ga (s)->gather (fn).array_value ();
        return ovl (real_scalar (fn, tr, octave_vector_max (h)));
      }
    return norm_on_host (args, nargout);
  }

  // ---------------------------------------------------------------- dot

  // dot (A, B): sum (conj (A) .* B) of two vectors of equal length (any
  // orientation: a scalar result), or along the first dimension that is
  // not 1 of equal-sized arrays; dot (A, B, DIM) along DIM.  Classes from
  // the product (single wins); the sum on the block reduction.
  octave_value_list op_dot (const octave_value_list& args, int nargout)
  {
    const char *fn = "dot";
    const int n = args.length ();
    if (n < 2 || n > 3)
      fail (fn, "invalidInput", "expected dot (X, Y) or dot (X, Y, DIM)");
    if (! as_ga (args(0)) && ! as_ga (args(1)))
      return host_call (fn, args, nargout);
    octave_value a = args(0), b = args(1);
    const dim_vector da = a.dims (), db = b.dims ();
    int dim = 0;
    if (n == 3)
      dim = dim_sum (fn, args(2));
    const bool va = da.ndims () == 2 && (da(0) == 1 || da(1) == 1);
    const bool vb = db.ndims () == 2 && (db(0) == 1 || db(1) == 1);
    if (n == 2 && va && vb)
      {
        if (a.numel () != b.numel ())
          fail (fn, "nonconformant", "sizes of X and Y must match");
        const dim_vector col (a.numel (), 1);
        a = as_ga (a) ? as_ga (a)->reshape (col) : a.reshape (col);
        b = as_ga (b) ? as_ga (b)->reshape (col) : b.reshape (col);
        dim = 1;
      }
    else if (! (da == db))
      fail (fn, "nonconformant", "sizes of X and Y must match");
    if (a.iscomplex ())
      a = unary (fn, GT_UN_CONJ, a);
    const octave_value p = binary (fn, GT_BIN_MUL, a, b);
    return ovl (sum_of (fn, p, dim, float_of (as_ga (p)->etype ())));
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

  // ----------------------------------------------------- class queries

  const octave_gpuarray * the_ga (const char *fn, const octave_value& v)
  {
    const octave_gpuarray *g = as_ga (v);
    if (! g)
      fail (fn, "invalidInput", "X must be a gpuArray, not a %s",
            v.class_name ().c_str ());
    return g;
  }

  octave_value_list op_underlyingType (const octave_value_list& args, int)
  {
    if (args.length () != 1)
      fail ("underlyingType", "invalidInput", "expected underlyingType (X)");
    return ovl (std::string (class_of (the_ga ("underlyingType",
                                                args(0))->etype ())));
  }

  octave_value_list op_classUnderlying (const octave_value_list& args, int)
  {
    if (args.length () != 1)
      fail ("classUnderlying", "invalidInput",
            "expected classUnderlying (X)");
    return ovl (std::string (class_of (the_ga ("classUnderlying",
                                                args(0))->etype ())));
  }

  // isUnderlyingType (G, CLS): CLS a class name, or "numeric" or "float".
  octave_value_list op_isUnderlyingType (const octave_value_list& args, int)
  {
    const char *fn = "isUnderlyingType";
    if (args.length () != 2)
      fail (fn, "invalidInput", "expected isUnderlyingType (X, CLASSNAME)");
    const gt_etype t = the_ga (fn, args(0))->etype ();
    const std::string c = string_arg (fn, args(1), "CLASSNAME");
    const bool num = t != GT_E_BOOL;
    return ovl (c == class_of (t) || ((c == "numeric" || c == "float")
                                      && num));
  }

  // existsOnGPU (G): false once gpu_reset (or a change of device) has
  // released G's memory.
  octave_value_list op_existsOnGPU (const octave_value_list& args, int)
  {
    const char *fn = "existsOnGPU";
    if (args.length () != 1)
      fail (fn, "invalidInput", "expected existsOnGPU (X)");
    const octave_gpuarray *g = the_ga (fn, args(0));
    return ovl (! (g->buf () && g->buf ()->stale ()));
  }

  // ---------------------------------------------------- host fallback

  // fallback (NAME, ARGS...): Octave's NAME on the gathered arguments,
  // the numeric and logical results uploaded (MATLAB's functions of
  // gpuArrays return gpuArrays).
  octave_value_list op_fallback (const octave_value_list& args, int nargout)
  {
    if (args.length () < 1 || ! args(0).is_string ())
      fail ("__gputiled_ga__", "invalidInput", "fallback: a function name "
            "first");
    return on_host (args(0).string_value (),
                    args.slice (1, args.length () - 1), nargout, true);
  }

  // gathered (NAME, ARGS...): the same, the results left on the host
  // (isequal, text: MATLAB's answers are host values).
  octave_value_list op_gathered (const octave_value_list& args, int nargout)
  {
    if (args.length () < 1 || ! args(0).is_string ())
      fail ("__gputiled_ga__", "invalidInput", "gathered: a function name "
            "first");
    return on_host (args(0).string_value (),
                    args.slice (1, args.length () - 1), nargout, false);
  }

  // --------------------------------------------- the package's m-files

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

  // The columns of an array taken as a matrix: the product of the
  // dimensions after the first.
  octave_idx_type cols_of (const dim_vector& dv)
  {
    octave_idx_type c = 1;
    for (int i = 1; i < dv.ndims (); i++)
      c *= dv(i);
    return c;
  }

  // mtimes (A, B) and mtimes (A, B, KERNEL, TILE, BACKEND, DEVICE):
  // gpu_tiled_mm with a gpuArray operand, with its options as the m-file
  // resolved them.  [C, INFO]: INFO the struct (kernel, config, splits)
  // of what ran.  gpuArrays are multiplied on their device: Backend
  // "cpu" and a list of Devices are refused.  N-D operands are taken as
  // rows x (the product of the other dimensions), as for host arrays.
  octave_value_list op_mtimes (const octave_value_list& args, int nargout)
  {
    const char *fn = "gpu_tiled_mm";
    const int n = args.length ();
    if (n != 2 && n != 6)
      fail ("__gputiled_ga__", "invalidInput", "mtimes: A, B and none or "
            "four options");
    gt_gemm_opts o;
    gt_gemm_opts_default (&o);
    if (n == 6)
      {
        const std::string k = string_arg (fn, args(2), "Kernel");
        gt_gemm_kernel kern;
        if (gt_gemm_kernel_from_name (k.c_str (), &kern) != GT_OK)
          fail (fn, "invalidOption", "unknown Kernel '%s'", k.c_str ());
        o.kernel = kern;
        const double tile = host_value (fn, args(3)).double_value ();
        if (tile != 16 && tile != 32)
          fail (fn, "invalidOption", "Tile must be 16 or 32");
        o.tile = (int) tile;
        const std::string be = string_arg (fn, args(4), "Backend");
        if (be == "cpu")
          fail (fn, "invalidOption", "gpuArrays are multiplied on the GPU: "
                "Backend must be \"cuda\" (gather them for the CPU path)");
        if (be != "cuda" && be != "auto")
          fail (fn, "invalidOption", "unknown Backend '%s'", be.c_str ());
        const octave_value dev = host_value (fn, args(5));
        if (dev.is_string () || dev.numel () != 1)
          fail (fn, "notSupported", "gpuArrays stay on one device: Devices "
                "applies to host arrays (gather them to spread a product)");
        o.device = (int) dev.double_value ();
      }
    octave_value a = args(0), b = args(1);
    gt_dev_run run;
    std::memset (&run, 0, sizeof run);
    octave_value c;
    if (a.numel () == 1 || b.numel () == 1)
      {
        if (n == 6 && o.kernel != GT_GEMM_AUTO)
          fail (fn, "invalidInput", "a scalar operand is an elementwise "
                "product: no Kernel applies");
        c = binary (fn, GT_BIN_MUL, a, b);
        std::snprintf (run.kernel, sizeof run.kernel, "elementwise");
        run.splits = 1;
      }
    else
      {
        // Octave's * takes an N-D operand as rows x (the rest)
        const dim_vector da = a.dims (), db = b.dims ();
        const octave_idx_type ka = cols_of (da), nb = cols_of (db);
        if (ka != db(0))
          fail (fn, "nonconformant", "operator *: nonconformant arguments "
                "(op1 is %ldx%ld, op2 is %ldx%ld)", (long) da(0), (long) ka,
                (long) db(0), (long) nb);
        if (da.ndims () > 2)
          {
            const dim_vector d2 (da(0), ka);
            a = as_ga (a) ? as_ga (a)->reshape (d2) : a.reshape (d2);
          }
        if (db.ndims () > 2)
          {
            const dim_vector d2 (db(0), nb);
            b = as_ga (b) ? as_ga (b)->reshape (d2) : b.reshape (d2);
          }
        c = mtimes (fn, a, b, &o, &run);
      }
    if (! as_ga (c))
      c = upload (fn, c);
    if (nargout < 2)
      return ovl (c);
    octave_scalar_map info;
    info.assign ("kernel", std::string (run.kernel));
    info.assign ("config", std::string (run.config));
    info.assign ("splits", (double) run.splits);
    return ovl (c, info);
  }

  // sync: wait for the device's queue (gputimeit).
  octave_value_list op_sync (const octave_value_list&, int)
  {
    open_device ("gputimeit");
    check ("gputimeit", gt_dev_sync ());
    return ovl ();
  }

  // rng () -> [SEED OFFSET]; rng (SEED, OFFSET) sets them first (gpu_rng).
  octave_value_list op_rng (const octave_value_list& args, int)
  {
    const char *fn = "gpu_rng";
    unsigned long long s = 0, o = 0;
    if (args.length () == 2)
      {
        s = (unsigned long long) host_value (fn, args(0)).double_value ();
        o = (unsigned long long) host_value (fn, args(1)).double_value ();
        gt_dev_rng (1, &s, &o);
      }
    else if (args.length () != 0)
      fail ("__gputiled_ga__", "invalidInput", "rng: none or two "
            "arguments");
    gt_dev_rng (0, &s, &o);
    RowVector r (2);
    r(0) = (double) s, r(1) = (double) o;
    return ovl (r);
  }
}

namespace ga
{
  entry_fcn find_entry (const std::string& op)
  {
    // the operations of mex/gpuarray/methods.txt that run here
    static const std::unordered_map<std::string, entry_fcn> table = {
#define GA_ENTRY(name) { #name, op_ ## name },
#include "ga_entries.h"
#undef GA_ENTRY
    };
    const auto it = table.find (op);
    return it == table.end () ? nullptr : it->second;
  }
}
