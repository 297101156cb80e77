// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_linalg.cc - gpuArray's norms and products: norm and dot on the
// reductions of ga_reduce.cc (the matrix 2-norm on the SVD of
// ga_spectral.cc), and mtimes, the entry of gpu_tiled_mm for
// gpuArrays (operations of __gputiled_ga__: ga_funcs.cc).

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>

#include <octave/oct.h>
#include <octave/oct-map.h>

#include "ga_funcs.h"

namespace ga
{
  // --------------------------------------------------------------- norm

  // Octave's norm on the host, the result on the device.
  static octave_value_list norm_on_host (const octave_value_list& args,
                                         int nargout)
  {
    return on_host ("norm", args, nargout, true);
  }

  // A real scalar of the class of T (single or double) on the device.
  static octave_value real_scalar (const char *fn, gt_etype t, double v)
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
  static octave_value pnorm (const char *fn, const octave_value& a,
                             gt_etype t, double p)
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
  static double octave_vector_max (const NDArray& v)
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
  // 1, 2, Inf and "fro" for matrices, on the device (the 2-norm the
  // largest singular value, for finite X); the rest (P 0 or negative,
  // "rows", "columns", logical X) through Octave's norm on the host.  The result
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
    if (p == 2)
      {
        // the largest singular value (ga_spectral.cc)
        const octave_value s = matrix_norm2 (fn, x);
        if (s.is_defined ())
          return ovl (s);
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

  // ----------------------------------------------------------- mtimes

  // The columns of an array taken as a matrix: the product of the
  // dimensions after the first.
  static octave_idx_type cols_of (const dim_vector& dv)
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
}
