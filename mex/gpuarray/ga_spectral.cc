// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_spectral.cc - singular values and eigenvalues of gpuArrays: svd,
// eig, pinv and rank (operations of __gputiled_ga__, methods.txt) and the
// matrix 2-norm of norm (ga_linalg.cc), on the core's gt_dev_svd,
// gt_dev_eigh and gt_dev_eig (cuSOLVER's Xgesvd, Xsyevd and Xgeev).
//
// Octave 7.3's answers: its classes (single in, single out; real
// singular values; the eigenvalues of an exactly Hermitian matrix real
// and ascending; those of a general one complex only where some are,
// each result narrowed to real where its imaginary parts are all zero, as
// Octave narrows), its sizes (the economy forms svd (A, 0) and
// svd (A, "econ")), its tolerances (pinv's and rank's default
// max (size (A)) * s(1) * eps (class)).  S and D are full gpuArrays where
// Octave gives a diagonal matrix type.  Octave's own function on the
// gathered arguments answers whatever the device path does not: empty A,
// A with Inf or NaN (svd, eig and rank then fail with Octave's messages,
// pinv and norm give NaN), options (eig's flags and eig (A, B), [V, D, W]),
// a routine that did not converge, and a cuSOLVER without Xgeev (general
// eig before CUDA 12.6).

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include <octave/oct.h>

#include "ga_funcs.h"

namespace
{
  using namespace ga;

  [[noreturn]] void usage (const char *fn)
  {
    error_with_id ("Octave:invalid-fun-call", "Invalid call to %s", fn);
  }

  // A float gpuArray matrix that the device path takes: 2-D, double or
  // single (not logical), not empty.
  bool takes (const octave_value& a)
  {
    const octave_gpuarray *g = as_ga (a);
    return g && g->etype () != GT_E_BOOL && g->dims ().ndims () == 2
           && g->count () > 0;
  }

  // Whether every element of A is finite: the sum of |A| is (a sum that
  // overflows on finite values says no too, and Octave on the host then
  // answers, rightly).  One wait.
  bool all_finite (const char *fn, const octave_value& a)
  {
    const gt_etype tr = real_of (as_ga (a)->etype ());
    const octave_value s = sum_of (fn, as_column (unary (fn, GT_UN_ABS, a)),
                                   1, tr);
    return std::isfinite (scalar_of (fn, s));
  }

  // Whether the gpuArray Z (complex) has only zero imaginary parts.
  bool imag_zero (const char *fn, const octave_value& z)
  {
    const gt_etype tr = real_of (as_ga (z)->etype ());
    const octave_value im = unary (fn, GT_UN_ABS, unary (fn, GT_UN_IMAG, z));
    return scalar_of (fn, sum_of (fn, as_column (im), 1, tr)) == 0;
  }

  // Z narrowed to real where its imaginary parts are all zero, as Octave
  // narrows a complex result.
  octave_value narrowed (const char *fn, const octave_value& z)
  {
    if (is_cplx (as_ga (z)->etype ()) && imag_zero (fn, z))
      return unary (fn, GT_UN_REAL, z);
    return z;
  }

  // The R x C matrix with the K elements of the vector D (a gpuArray)
  // on its diagonal, zeros elsewhere, of D's type.
  octave_value diag_of (const char *fn, const octave_value& d,
                        octave_idx_type r, octave_idx_type c)
  {
    const gt_etype t = as_ga (d)->etype ();
    octave_gpuarray *y;
    octave_value Y = make (fn, t, dim_vector (r, c), &y);
    const std::size_t k = as_ga (d)->count ();
    if (y->count ())
      check (fn, gt_dev_fill (t, y->data (fn), y->count (), 0, 0));
    if (k)
      {
        gt_index ix;
        std::memset (&ix, 0, sizeof ix);
        ix.ndims = 1;
        ix.count[0] = k;
        ix.stride[0] = (std::size_t) r + 1;
        ix.step[0] = 1;
        check (fn, gt_dev_scatter (gt_etype_size (t), y->data (fn), &ix,
                                   as_ga (d)->data (fn), 0));
      }
    return Y;
  }

  // Columns FIRST..LAST (1-based) of the gpuArray matrix A.
  octave_value columns (const char *fn, const octave_value& a,
                        octave_idx_type first, octave_idx_type last)
  {
    RowVector idx (last - first + 1);
    for (octave_idx_type j = first; j <= last; j++)
      idx(j - first) = (double) j;
    return index (fn, *as_ga (a),
                  ovl (octave_value (octave_value::magic_colon_t),
                       octave_value (idx)));
  }

  // The SVD of the gpuArray A (float, 2-D, not empty, finite): S its
  // singular values (a column); with vectors (JOB 1 economy, 2 full) U
  // and V.  False where the routine did not converge.
  bool svd_of (const char *fn, const octave_value& a, int job,
               octave_value& S, octave_value& U, octave_value& V)
  {
    const gt_etype t = as_ga (a)->etype ();
    const octave_idx_type m = a.rows (), n = a.columns ();
    const bool wide = m < n;
    // gt_dev_svd wants rows >= columns: A^H = V S U^H when A is wide
    const octave_value B = wide ? transpose (fn, a, true) : a;
    const octave_idx_type r = wide ? n : m, c = wide ? m : n;
    octave_gpuarray *s, *u = nullptr, *vt = nullptr;
    S = make (fn, real_of (t), dim_vector (c, 1), &s);
    octave_value Uw, VT;
    if (job)
      {
        Uw = make (fn, t, dim_vector (r, job == 1 ? c : r), &u);
        VT = make (fn, t, dim_vector (c, c), &vt);
      }
    int ok = 0;
    check (fn, gt_dev_svd (t, r, c, as_ga (B)->data (fn), job, s->data (fn),
                           u ? u->data (fn) : nullptr,
                           vt ? vt->data (fn) : nullptr, &ok));
    if (! ok)
      return false;
    if (job)
      {
        // narrowed as Octave narrows (complex A with zero imaginary parts)
        const octave_value Vw = narrowed (fn, transpose (fn, VT, true));
        U = wide ? Vw : narrowed (fn, Uw);
        V = wide ? narrowed (fn, Uw) : Vw;
      }
    return true;
  }

  // The singular values of a gpuArray A as host doubles (K numbers).
  ColumnVector gathered (const char *fn, const octave_value& s)
  {
    return ColumnVector (as_ga (s)->gather (fn).array_value ());
  }

  // A tolerance argument: a real numeric scalar (false: Octave answers).
  bool tol_arg (const char *fn, const octave_value& v, double& tol)
  {
    const octave_value o = host_value (fn, v);
    if (! o.isnumeric () || o.iscomplex () || o.numel () != 1
        || o.issparse () || o.isinteger ())
      return false;
    tol = o.double_value ();
    return true;
  }

  // The start of pinv and rank: FN (A) or FN (A, TOL) with A a gpuArray
  // and TOL a real numeric scalar (*TOL; 0 when not given); false where
  // Octave's function answers instead (in *OUT).
  bool tol_call (const char *fn, const octave_value_list& args, int nargout,
                 double *tol, octave_value_list *out)
  {
    const int na = args.length ();
    if (na < 1 || na > 2)
      usage (fn);
    *tol = 0;
    if (! as_ga (args(0)))
      *out = host_call (fn, args, nargout);
    else if (na == 2 && ! tol_arg (fn, args(1), *tol))
      *out = on_host (fn, args, nargout, true);
    else
      return true;
    return false;
  }

  double eps_of (gt_etype t)
  {
    return is_single (t) ? (double) std::numeric_limits<float>::epsilon ()
                         : std::numeric_limits<double>::epsilon ();
  }
}

namespace ga
{
  // s = svd (A); [U, S, V] = svd (A); svd (A, 0); svd (A, "econ").
  octave_value_list op_svd (const octave_value_list& args, int nargout)
  {
    const char *fn = "svd";
    const int na = args.length ();
    if (na < 1 || na > 2)
      usage (fn);
    const octave_value a = args(0);
    if (! as_ga (a))
      return host_call (fn, args, nargout);
    // "econ": the economy size; 0: the economy size only where A has
    // more rows than columns (Octave's and MATLAB's svd (A, 0))
    bool econ = false;
    if (na == 2)
      {
        const octave_value o = host_value (fn, args(1));
        if (is_str (o, "econ"))
          econ = true;
        else if (o.isnumeric () && o.numel () == 1 && ! o.iscomplex ()
                 && o.double_value () == 0)
          econ = a.rows () > a.columns ();
        else
          return on_host (fn, args, nargout, true);
      }
    if (nargout > 3 || ! takes (a) || ! all_finite (fn, a))
      return on_host (fn, args, nargout, true);
    const octave_idx_type m = a.rows (), n = a.columns ();
    const int job = nargout <= 1 ? 0 : econ ? 1 : 2;
    octave_value S, U, V;
    if (! svd_of (fn, a, job, S, U, V))
      return on_host (fn, args, nargout, true);
    if (nargout <= 1)
      return ovl (S);
    const octave_idx_type k = std::min (m, n);
    const octave_value D = econ ? diag_of (fn, S, k, k)
                                : diag_of (fn, S, m, n);
    return ovl (U, D, V);
  }

  // e = eig (A); [V, D] = eig (A).  Hermitian A (exactly, as Octave
  // tests) on Xsyevd, the rest on Xgeev.
  octave_value_list op_eig (const octave_value_list& args, int nargout)
  {
    const char *fn = "eig";
    const int na = args.length ();
    if (na < 1)
      usage (fn);
    const octave_value a = args(0);
    bool any = false;
    for (int k = 0; k < na; k++)
      any = any || as_ga (args(k));
    if (! any)
      return host_call (fn, args, nargout);
    if (na > 1 || nargout > 2 || ! takes (a) || a.rows () != a.columns ()
        || ! all_finite (fn, a))
      return on_host (fn, args, nargout, true);
    const gt_etype t = as_ga (a)->etype ();
    const octave_idx_type n = a.rows ();
    const bool vectors = nargout == 2;
    octave_gpuarray *v = nullptr, *w;
    octave_value V;
    int ok = 0;
    // Hermitian: A == A' element for element
    const octave_value ne = binary (fn, GT_BIN_NE, a,
                                    transpose (fn, a, true));
    const bool herm = scalar_of (fn, sum_of (fn, as_column (ne), 1,
                                             GT_E_F64)) == 0;
    if (herm)
      {
        octave_value W = make (fn, real_of (t), dim_vector (n, 1), &w);
        if (vectors)
          V = make (fn, t, dim_vector (n, n), &v);
        check (fn, gt_dev_eigh (t, n, as_ga (a)->data (fn), w->data (fn),
                                v ? v->data (fn) : nullptr, &ok));
        if (! ok)
          return on_host (fn, args, nargout, true);
        if (! vectors)
          return ovl (W);
        return ovl (narrowed (fn, V), diag_of (fn, W, n, n));
      }
    octave_value W = make (fn, cplx_of (t), dim_vector (n, 1), &w);
    if (vectors)
      V = make (fn, t, dim_vector (n, n), &v);
    check (fn, gt_dev_eig (t, n, as_ga (a)->data (fn), w->data (fn),
                           v ? v->data (fn) : nullptr, &ok));
    if (ok != 1)   // not converged, or no Xgeev in this cuSOLVER
      return on_host (fn, args, nargout, true);
    W = narrowed (fn, W);
    if (! vectors)
      return ovl (W);
    if (! is_cplx (t) && is_cplx (as_ga (W)->etype ()))
      {
        // LAPACK's packing of a real A's vectors: the pair (j, j+1) of
        // conjugate eigenvalues has V(:,j) +- i V(:,j+1)
        const ComplexColumnVector wh
          = as_ga (W)->gather (fn).complex_column_vector_value ();
        RowVector ire (n), iim (n), sgn (n, 0.0);
        for (octave_idx_type j = 0; j < n; j++)
          ire(j) = iim(j) = (double) (j + 1);
        for (octave_idx_type j = 0; j + 1 < n; j++)
          if (wh(j).imag () > 0)
            {
              ire(j + 1) = (double) (j + 1);
              iim(j) = (double) (j + 2);
              sgn(j) = 1;
              sgn(j + 1) = -1;
              j++;
            }
        const octave_value colon (octave_value::magic_colon_t);
        const octave_value re = index (fn, *as_ga (V),
                                       ovl (colon, octave_value (ire)));
        const octave_value im = binary (fn, GT_BIN_MUL,
                                        index (fn, *as_ga (V),
                                               ovl (colon,
                                                    octave_value (iim))),
                                        upload (fn, octave_value (sgn)));
        V = binary (fn, GT_BIN_ADD, re,
                    binary (fn, GT_BIN_MUL, im,
                            octave_value (Complex (0, 1))));
        if (is_single (t))
          V = convert (fn, V, cplx_of (t));
      }
    else if (is_cplx (t))
      V = narrowed (fn, V);
    return ovl (V, diag_of (fn, W, n, n));
  }

  // pinv (A), pinv (A, TOL): V(:,1:r) diag (1 ./ s(1:r)) U(:,1:r)', r the
  // singular values >= TOL (default max (size (A)) * s(1) * eps; a TOL
  // <= 0 means the default, as Octave's).
  octave_value_list op_pinv (const octave_value_list& args, int nargout)
  {
    const char *fn = "pinv";
    double tol;
    octave_value_list out;
    if (! tol_call (fn, args, nargout, &tol, &out))
      return out;
    const octave_value a = args(0);
    if (! (tol >= 0) || std::isinf (tol))   // Octave's error, or its answer
      return on_host (fn, args, nargout, true);
    if (! takes (a) || ! all_finite (fn, a))
      return on_host (fn, args, nargout, true);
    const gt_etype t = as_ga (a)->etype ();
    const octave_idx_type m = a.rows (), n = a.columns ();
    // pinv (A) = pinv (A')': the SVD of the tall one of the two
    const bool wide = m < n;
    const octave_value B = wide ? transpose (fn, a, true) : a;
    octave_value S, U, V;
    if (! svd_of (fn, B, 1, S, U, V))
      return on_host (fn, args, nargout, true);
    const ColumnVector s = gathered (fn, S);
    const octave_idx_type k = s.numel ();
    if (tol <= 0)
      tol = (double) std::max (m, n) * s(0) * eps_of (t);
    octave_idx_type r = k;
    while (r > 0 && s(r - 1) < tol)
      r--;
    octave_value X;
    if (s(0) == 0 || r == 0)
      {
        octave_gpuarray *x;
        X = make (fn, t, dim_vector (B.columns (), B.rows ()), &x);
        check (fn, gt_dev_fill (t, x->data (fn), x->count (), 0, 0));
      }
    else
      {
        // V_r diag (1 ./ s_r), then times U_r'
        RowVector first (r);
        for (octave_idx_type j = 0; j < r; j++)
          first(j) = (double) (j + 1);
        const octave_value sr = r < k ? index (fn, *as_ga (S),
                                               ovl (octave_value (first)))
                                      : S;
        const octave_value inv = binary (fn, GT_BIN_DIV, octave_value (1.0),
                                         transpose (fn, sr, false));
        const octave_value Vr = binary (fn, GT_BIN_MUL,
                                        r < k ? columns (fn, V, 1, r) : V,
                                        inv);
        const octave_value Ur = r < k ? columns (fn, U, 1, r) : U;
        gt_gemm_opts o;
        gt_gemm_opts_default (&o);
        gt_dev_run run;
        std::memset (&run, 0, sizeof run);
        X = mtimes (fn, Vr, transpose (fn, Ur, true), &o, &run);
      }
    return ovl (narrowed (fn, wide ? transpose (fn, X, true) : X));
  }

  // rank (A), rank (A, TOL): the singular values above TOL (default
  // max (size (A)) * s(1) * eps (class), computed in A's class as
  // Octave's rank.m computes it); a double, on the device.
  octave_value_list op_rank (const octave_value_list& args, int nargout)
  {
    const char *fn = "rank";
    double tol;
    octave_value_list out;
    if (! tol_call (fn, args, nargout, &tol, &out))
      return out;
    const octave_value a = args(0);
    const bool given = args.length () == 2;
    const octave_gpuarray *g = as_ga (a);
    if (g->etype () != GT_E_BOOL && g->dims ().ndims () == 2
        && g->count () == 0)
      return ovl (upload (fn, octave_value (0.0)));   // sum ([] > TOL)
    if (! takes (a) || ! all_finite (fn, a))
      return on_host (fn, args, nargout, true);
    const gt_etype t = g->etype ();
    octave_value S, U, V;
    if (! svd_of (fn, a, 0, S, U, V))
      return on_host (fn, args, nargout, true);
    const ColumnVector s = gathered (fn, S);
    const double mx = (double) std::max (a.rows (), a.columns ());
    double r = 0;
    if (is_single (t))
      {
        // rank.m's arithmetic in single: max (size) * s(1), then * eps
        const float tf = given ? (float) tol
                                 : (float) ((float) (mx * (float) s(0))
                                            * std::numeric_limits<float>
                                                ::epsilon ());
        for (octave_idx_type j = 0; j < s.numel (); j++)
          r += (float) s(j) > tf;
      }
    else
      {
        if (! given)
          tol = mx * s(0) * std::numeric_limits<double>::epsilon ();
        for (octave_idx_type j = 0; j < s.numel (); j++)
          r += s(j) > tol;
      }
    return ovl (upload (fn, octave_value (r)));
  }

  // norm (A) and norm (A, 2) of a gpuArray matrix: its largest singular
  // value, a gpuArray scalar of A's real class; undefined where the host
  // must answer (Inf or NaN in A, no convergence).
  octave_value matrix_norm2 (const char *fn, const octave_value& a)
  {
    if (! takes (a) || ! all_finite (fn, a))
      return octave_value ();
    octave_value S, U, V;
    if (! svd_of (fn, a, 0, S, U, V))
      return octave_value ();
    return index (fn, *as_ga (S), ovl (octave_value (1.0)));
  }
}
