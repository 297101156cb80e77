// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_factor.cc - matrix structure and factorisations of gpuArrays on the
// GPU: triu, tril, diag, kron, lu, chol and qr, operations of the
// internal entry __gputiled_ga__ that the methods @gpuArray/NAME.oct
// call (mex/gpuarray/methods.txt).  Octave's trace.m then runs on the
// GPU too, through diag and sum.
//
// Where the work runs.  triu, tril and the triangles of packed factors
// are the core's band kernel (gt_dev_band); diag is one gather (a
// diagonal out of a matrix) or one scatter into zeros (a matrix from a
// vector); kron is one broadcast product, A as 1 x ma x 1 x na times B
// as mb x 1 x nb x 1, reshaped: each element one product, as Octave's.
// lu, chol and qr factor on cuSOLVER (Xgetrf, Xpotrf, Xgeqrf and
// ORGQR/UNGQR for Q: gt_dev_lu, gt_dev_chol, gt_dev_qr, gt_dev_qr_q), and
// L, U, P, R and Q are built from the packed factors on the device.
//
// Octave 7.3's answers.  Classes: logical is factored as double, single
// stays single; the permutation P and the vector p are double.  One
// output: lu gives LAPACK's packed factors (L - I + U, unpermuted) and qr
// Octave 7.3's raw form for full matrices (R above the diagonal, below it
// each Householder vector times its scalar tau); [L, U] = lu (A) gives the permuted
// L; [R, p] = chol (A) gives, for A not positive definite, p and the
// factor of the leading p-1 rows and columns; chol (A) then fails with
// Octave's message (which has no identifier).  chol reads only the
// triangle it is asked for ("upper", the default, or "lower", any case),
// as LAPACK's does.  qr (A, 0) is the economy form; so is qr (A,
// "econ"), as MATLAB's and later Octave's (Octave 7.3 refuses "econ").
//
// Where the device path would not be Octave's answer exactly, Octave
// answers on the host through the fallback (gputiled:hostFallback): lu of
// a singular matrix (a zero pivot: cuSOLVER's factors below it are not
// LAPACK's), lu, chol and qr of a matrix with Inf or NaN, pivoted QR
// ([Q, R, P] = qr (A), which cuSOLVER lacks), N-d arrays, and options
// this file does not read (triu's "pack", a K that is not an integer, a
// threshold for lu ...), where Octave's own checks and messages then
// apply.  Empty arrays are Octave's answer on the gathered (empty)
// values, uploaded: no data cross, and no fallback is counted.

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstring>
#include <string>

#include <octave/oct.h>
#include <octave/parse.h>

#include "ga_funcs.h"

namespace
{
  using namespace ga;

  // Octave's NAME on the gathered arguments when every array is empty:
  // its results (shapes, and such values as qr's Q = eye) uploaded, with
  // no fallback counted (no data cross).
  octave_value_list empty_call (const char *name,
                                const octave_value_list& args, int nargout)
  {
    octave_value_list a = args;
    for (int k = 0; k < a.length (); k++)
      if (as_ga (a(k)))
        a(k) = as_ga (a(k))->gather (name);
    octave_value_list r = octave::feval (name, a, std::max (nargout, 1));
    for (int k = 0; k < r.length (); k++)
      if (r(k).is_defined () && (r(k).isnumeric () || r(k).islogical ()))
        r(k) = upload (name, r(k).full_value ());
    return r;
  }

  // The fallback: Octave's NAME on the gathered arguments, its results
  // uploaded (gputiled:hostFallback).
  octave_value_list fallback (const char *name, const octave_value_list& args,
                              int nargout)
  {
    return on_host (name, args, nargout, true);
  }

  // V as an integer K (a real finite integer-valued scalar, host or
  // gpuArray), else false: Octave's own reading then decides.
  bool int_arg (const char *fn, const octave_value& v, long long *k)
  {
    const octave_value h = host_value (fn, v);
    if (! (h.isnumeric () || h.islogical ()) || h.iscomplex ()
        || h.numel () != 1 || h.issparse ())
      return false;
    const double d = h.double_value ();
    if (! std::isfinite (d) || d != std::round (d) || std::fabs (d) > 0x1p62)
      return false;
    *k = (long long) d;
    return true;
  }

  // A new gpuArray of type T, M x N, the band of X (a gpuArray of type T,
  // leading dimension LDX) as gt_dev_band makes it.
  octave_value band_of (const char *fn, gt_etype t, const void *x,
                        std::size_t ldx, std::size_t m, std::size_t n,
                        long long lo, long long hi, int unit)
  {
    octave_gpuarray *y;
    octave_value Y = make (fn, t, dim_vector (m, n), &y);
    if (m && n)
      check (fn, gt_dev_band (t, x, ldx, m, n, lo, hi, unit, y->data (fn)));
    return Y;
  }

  // A private copy of the gpuArray X as type T (the factorisations work
  // in place).
  octave_value work_copy (const char *fn, const octave_value& x, gt_etype t,
                          octave_gpuarray **w)
  {
    const octave_value c = convert (fn, x, t);
    octave_value W = make (fn, t, as_ga (c)->dims (), w);
    if ((*w)->count ())
      check (fn, gt_dev_copy ((*w)->data (fn), as_ga (c)->data (fn),
                              (*w)->nbytes ()));
    return W;
  }

  // Whether every element of the gpuArray X is finite: sum (abs (X - X))
  // is 0 then, NaN otherwise (Inf - Inf and NaN - NaN are NaN).  One
  // elementwise pass and one sum; one number comes back.
  bool all_finite (const char *fn, const octave_value& x)
  {
    const octave_gpuarray *g = as_ga (x);
    if (g->etype () == GT_E_BOOL || ! g->count ())
      return true;
    const octave_value d = unary (fn, GT_UN_ABS, binary (fn, GT_BIN_SUB,
                                                         x, x));
    const octave_value s = sum_of (fn, as_column (d), 1,
                                   real_of (g->etype ()));
    return scalar_of (fn, s) == 0;
  }

  // The call of FN (one or two arguments, at most MAXOUT outputs) whose
  // gpuArray ARGS(0) it factors, or NULL with the answer in *R: Octave's
  // own, on the host values, for a call it does not take or host data.
  const octave_gpuarray *factor_arg (const char *fn,
                                     const octave_value_list& args,
                                     int nargout, int maxout,
                                     octave_value_list *r)
  {
    const int nargin = args.length ();
    const octave_gpuarray *g = nargin >= 1 && nargin <= 2 && nargout <= maxout
                               ? as_ga (args(0)) : nullptr;
    if (! g)
      *r = host_call (fn, args, nargout);
    return g;
  }

  // A matrix to factor: M x N, a private copy W of G in its floating type
  // T.
  struct work
  {
    octave_value W;
    octave_gpuarray *w = nullptr;
    gt_etype t = GT_E_F64;
    std::size_t m = 0, n = 0;
  };

  // K for the gpuArray ARGS(0) (SQUARE: Octave's error for another
  // shape), or false with the answer in *R where Octave answers: N-d
  // arrays and Inf or NaN on the host (fallback), empty ones from the
  // gathered empty values (HARGS: the arguments as Octave reads them).
  bool prepare (const char *fn, const octave_value_list& args,
                const octave_value_list& hargs, int nargout, bool square,
                work& k, octave_value_list *r)
  {
    const dim_vector dv = as_ga (args(0))->dims ();
    if (dv.ndims () > 2)
      {
        *r = fallback (fn, hargs, nargout);
        return false;
      }
    if (! dv(0) || ! dv(1))
      {
        *r = empty_call (fn, hargs, nargout);
        return false;
      }
    if (square && dv(0) != dv(1))
      error ("%s: requires square matrix", fn);
    k.m = dv(0), k.n = dv(1);
    k.t = float_of (as_ga (args(0))->etype ());
    k.W = work_copy (fn, args(0), k.t, &k.w);
    if (! all_finite (fn, k.W))
      {
        *r = fallback (fn, hargs, nargout);
        return false;
      }
    return true;
  }

  // ----------------------------------------------------------- triu, tril

  octave_value_list triangle (const char *fn, bool upper,
                              const octave_value_list& args, int nargout)
  {
    const int nargin = args.length ();
    if (nargin < 1 || nargin > 2)
      return nargin == 3 && as_ga (args(0)) ? fallback (fn, args, nargout)
                                            : host_call (fn, args, nargout);
    const octave_gpuarray *g = as_ga (args(0));
    if (! g)
      return host_call (fn, args, nargout);
    long long k = 0;
    if ((nargin == 2 && ! int_arg (fn, args(1), &k))
        || g->dims ().ndims () > 2)
      return fallback (fn, args, nargout);
    const std::size_t m = g->dims ()(0), n = g->dims ()(1);
    return ovl (band_of (fn, g->etype (), g->data (fn), m, m, n,
                         upper ? k : LLONG_MIN, upper ? LLONG_MAX : k, 0));
  }
}

namespace ga
{
  // triu (G), triu (G, K): the elements on and above the K-th diagonal.
  octave_value_list op_triu (const octave_value_list& args, int nargout)
  {
    return triangle ("triu", true, args, nargout);
  }

  // tril (G), tril (G, K): the elements on and below the K-th diagonal.
  octave_value_list op_tril (const octave_value_list& args, int nargout)
  {
    return triangle ("tril", false, args, nargout);
  }

  // ---------------------------------------------------------------- diag
  //
  // Octave's Array<T>::diag: a 0 x 0 array gives 0 x 0; a vector (one
  // row or one column, a scalar included) of length L the (L + |K|)
  // square matrix with it on the K-th diagonal; any other matrix its K-th
  // diagonal as a column (0 x 1 when K is outside it).  diag (V, M, N):
  // the M x N matrix with V's first MIN (L, M, N) elements on its
  // diagonal.  The class is kept (logical included).
  octave_value_list op_diag (const octave_value_list& args, int nargout)
  {
    const char *fn = "diag";
    const int nargin = args.length ();
    if (nargin < 1 || nargin > 3)
      return host_call (fn, args, nargout);
    const octave_gpuarray *g = as_ga (args(0));
    if (! g)
      return host_call (fn, args, nargout);
    const dim_vector dv = g->dims ();
    if (dv.ndims () > 2)
      return fallback (fn, args, nargout);
    const gt_etype t = g->etype ();
    const std::size_t es = g->esize ();
    const std::size_t nr = dv(0), nc = dv(1);
    const bool vector = nr == 1 || nc == 1;
    long long k = 0, mm = 0, nn = 0;
    if (nargin == 2 && ! int_arg (fn, args(1), &k))
      return fallback (fn, args, nargout);
    if (nargin == 3
        && (! vector || ! int_arg (fn, args(1), &mm)
            || ! int_arg (fn, args(2), &nn) || mm < 0 || nn < 0))
      return fallback (fn, args, nargout);

    gt_index ix;
    std::memset (&ix, 0, sizeof ix);
    ix.ndims = 2;
    ix.step[0] = ix.step[1] = 1;
    ix.count[1] = 1;
    ix.stride[1] = 1;
    octave_gpuarray *y;
    if (nargin == 3 || (vector && (nr || nc)))
      {
        // a matrix of zeros with V on a diagonal
        const std::size_t len = g->count ();
        const std::size_t ak = (std::size_t) (k < 0 ? -k : k);
        std::size_t rows, cols, count, start;
        if (nargin == 3)
          {
            rows = (std::size_t) mm, cols = (std::size_t) nn;
            count = std::min (len, std::min (rows, cols));
            start = 0;
          }
        else
          {
            rows = cols = len + ak;
            count = len;
            start = k >= 0 ? ak * rows : ak;
          }
        octave_value Y = make (fn, t, dim_vector (rows, cols), &y);
        if (rows && cols)
          check (fn, gt_dev_fill (t, y->data (fn), y->count (), 0, 0));
        if (count)
          {
            ix.count[0] = count;
            ix.stride[0] = rows + 1;
            ix.start[1] = (long long) start;
            check (fn, gt_dev_scatter (es, y->data (fn), &ix, g->data (fn),
                                       0));
          }
        return ovl (Y);
      }
    if (! nr && ! nc)
      return ovl (make (fn, t, dim_vector (0, 0)));
    // the K-th diagonal of a matrix
    long long r = (long long) nr, c = (long long) nc;
    if (k > 0)
      c -= k;
    else if (k < 0)
      r += k;
    const std::size_t len = r > 0 && c > 0 ? (std::size_t) std::min (r, c)
                                           : 0;
    octave_value Y = make (fn, t, dim_vector (len, 1), &y);
    if (len)
      {
        ix.count[0] = len;
        ix.stride[0] = nr + 1;
        ix.start[1] = k >= 0 ? k * (long long) nr : -k;
        check (fn, gt_dev_gather (es, g->data (fn), &ix, y->data (fn)));
      }
    return ovl (Y);
  }

  // ---------------------------------------------------------------- kron
  //
  // K (i mb + p, j nb + q) = A (i, j) B (p, q): the broadcast product of
  // A as 1 x ma x 1 x na and B as mb x 1 x nb x 1 is (mb, ma, nb, na),
  // which is K's column-major order.  Classes and the product of each
  // pair are the operator's (.*), as Octave's kron.  More operands:
  // kron (kron (A1, A2), A3) ...
  octave_value_list op_kron (const octave_value_list& args, int nargout)
  {
    const char *fn = "kron";
    const int nargin = args.length ();
    if (nargin < 2)
      return host_call (fn, args, nargout);
    bool any = false;
    for (int k = 0; k < nargin; k++)
      any = any || as_ga (args(k));
    if (! any)
      return host_call (fn, args, nargout);
    for (int k = 0; k < nargin; k++)
      {
        const octave_value& v = args(k);
        if (v.ndims () > 2
            || ! (as_ga (v) || ((v.is_double_type () || v.is_single_type ()
                                 || v.islogical ()) && ! v.issparse ())))
          return fallback (fn, args, nargout);
      }
    octave_value r = args(0);
    for (int k = 1; k < nargin; k++)
      {
        const octave_value& b = args(k);
        const octave_idx_type ma = r.rows (), na = r.columns ();
        const octave_idx_type mb = b.rows (), nb = b.columns ();
        const octave_value a4 = r.reshape (dim_vector (1, ma, 1, na));
        const octave_value b4 = b.reshape (dim_vector (mb, 1, nb, 1));
        r = binary (fn, GT_BIN_MUL, a4, b4).reshape (dim_vector (ma * mb,
                                                                 na * nb));
      }
    return ovl (r);
  }

  // ------------------------------------------------------------------ lu
  //
  // Y = lu (A); [L, U] = lu (A); [L, U, P] = lu (A); [L, U, p] = lu (A,
  // "vector"): A = P' L U, L M x K unit lower (permuted by P' for two
  // outputs), U K x N, K = MIN (M, N).
  octave_value_list op_lu (const octave_value_list& args, int nargout)
  {
    const char *fn = "lu";
    octave_value_list r;
    if (! factor_arg (fn, args, nargout, 3, &r))
      return r;
    bool vec = false;
    if (args.length () == 2)
      {
        const octave_value o = host_value (fn, args(1));
        if (! o.is_string () || o.string_value () != "vector")
          return fallback (fn, args, nargout);
        vec = true;
      }
    work a;
    if (! prepare (fn, args, args, nargout, false, a, &r))
      return r;
    const gt_etype t = a.t;
    const std::size_t m = a.m, n = a.n, k = std::min (m, n);
    buf_ptr perm = alloc (fn, m * sizeof (long long));
    long long *pp = (long long *) perm->data;
    int info = 0;
    check (fn, gt_dev_lu (t, m, n, a.w->data (fn), pp, &info));
    if (info > 0)
      return fallback (fn, args, nargout);   // singular: LAPACK's factors
    if (nargout <= 1)
      return ovl (a.W);
    const void *pw = a.w->data (fn);
    octave_value L = band_of (fn, t, pw, m, m, k, LLONG_MIN, -1, 1);
    octave_value U = band_of (fn, t, pw, m, k, n, 0, LLONG_MAX, 0);
    if (nargout == 2)
      {
        // P' L: row PERM[i] of the result is row i of L
        octave_gpuarray *lp;
        octave_value LP = make (fn, t, dim_vector (m, k), &lp);
        gt_index ix;
        std::memset (&ix, 0, sizeof ix);
        ix.ndims = 2;
        ix.count[0] = m;
        ix.stride[0] = 1;
        ix.list[0] = pp;
        ix.count[1] = k;
        ix.stride[1] = m;
        ix.step[0] = ix.step[1] = 1;
        check (fn, gt_dev_scatter (gt_etype_size (t), lp->data (fn), &ix,
                                   as_ga (L)->data (fn), 0));
        return ovl (LP, U);
      }
    octave_gpuarray *p;
    octave_value P = make (fn, GT_E_F64, vec ? dim_vector (m, 1)
                                             : dim_vector (m, m), &p);
    double *pd = (double *) p->data (fn);
    check (fn, gt_dev_lu_perm_out (pp, m, vec ? pd : nullptr,
                                   vec ? nullptr : pd));
    return ovl (L, U, P);
  }

  // ---------------------------------------------------------------- chol
  //
  // R = chol (A); chol (A, "lower"), chol (A, "upper"); [R, p] = chol
  // (...): A = R' R from A's upper triangle (or A = L L' from its lower
  // one).
  octave_value_list op_chol (const octave_value_list& args, int nargout)
  {
    const char *fn = "chol";
    octave_value_list r;
    if (! factor_arg (fn, args, nargout, 2, &r))
      return r;
    bool upper = true;
    if (args.length () == 2)
      {
        const octave_value o = host_value (fn, args(1));
        if (is_str (o, "lower"))
          upper = false;
        else if (! is_str (o, "upper"))
          return fallback (fn, args, nargout);
      }
    work a;
    if (! prepare (fn, args, args, nargout, true, a, &r))
      return r;
    const gt_etype t = a.t;
    const std::size_t n = a.n;
    int info = 0;
    check (fn, gt_dev_chol (t, upper, n, a.w->data (fn), &info));
    if (info > 0 && nargout < 2)
      error ("chol: input matrix must be positive definite");
    const std::size_t q = info > 0 ? (std::size_t) info - 1 : n;
    octave_value R = band_of (fn, t, a.w->data (fn), n, q, q,
                              upper ? 0 : LLONG_MIN, upper ? LLONG_MAX : 0,
                              0);
    if (nargout < 2)
      return ovl (R);
    return ovl (R, upload (fn, octave_value ((double) info)));
  }

  // ------------------------------------------------------------------ qr
  //
  // R = qr (A) (the packed form); [Q, R] = qr (A): Q M x M, R M x N;
  // [Q, R] = qr (A, 0) or qr (A, "econ"): for M > N, Q M x N and R N x N.
  octave_value_list op_qr (const octave_value_list& args, int nargout)
  {
    const char *fn = "qr";
    octave_value_list r;
    if (! factor_arg (fn, args, nargout, 3, &r))
      return r;
    const int nargin = args.length ();
    bool econ = false;
    octave_value_list hargs = args;   // for Octave, where it answers
    if (nargin == 2)
      {
        const octave_value o = host_value (fn, args(1));
        if (is_str (o, "econ"))
          {
            econ = true;
            hargs(1) = octave_value (0.0);
          }
        else if (o.is_string () && (o.string_value () == "vector"
                                    || o.string_value () == "matrix"))
          ;   // two outputs or fewer: no permutation, the plain QR
        else if ((o.isnumeric () || o.islogical ()) && o.numel () == 1
                 && ! o.iscomplex () && o.double_value () == 0)
          econ = true;
        else
          return fallback (fn, args, nargout);
      }
    if (nargout == 3)
      return fallback (fn, hargs, nargout);   // pivoted: not on cuSOLVER
    work a;
    if (! prepare (fn, args, hargs, nargout, false, a, &r))
      return r;
    const gt_etype t = a.t;
    const std::size_t m = a.m, n = a.n, k = std::min (m, n);
    octave_gpuarray *w = a.w;
    octave_gpuarray *tau;
    octave_value TAU = make (fn, t, dim_vector (k, 1), &tau);
    check (fn, gt_dev_qr (t, m, n, w->data (fn), tau->data (fn)));
    if (nargout <= 1)
      {
        // Octave's raw form: R, and below it each reflector's elements
        // times its scalar (W (i, j) tau (j), i > j)
        const octave_value V = band_of (fn, t, w->data (fn), m, m, k,
                                        LLONG_MIN, -1, 0);
        const octave_value VT = binary (fn, GT_BIN_MUL, V,
                                        TAU.reshape (dim_vector (1, k)));
        const octave_value R = band_of (fn, t, w->data (fn), m, m, n, 0,
                                        LLONG_MAX, 0);
        return ovl (binary (fn, GT_BIN_ADD, R,
                            k < n ? resized (fn, VT, t, dim_vector (m, n))
                                  : VT));
      }
    const std::size_t nq = econ && m > n ? n : m;
    octave_gpuarray *q;
    octave_value Q = make (fn, t, dim_vector (m, nq), &q);
    // the reflectors in Q's first K columns, the identity's columns after
    check (fn, gt_dev_eye (t, q->data (fn), m, nq));
    check (fn, gt_dev_copy (q->data (fn), w->data (fn),
                            m * k * gt_etype_size (t)));
    check (fn, gt_dev_qr_q (t, m, nq, k, q->data (fn), tau->data (fn)));
    octave_value R = band_of (fn, t, w->data (fn), m, nq, n, 0, LLONG_MAX,
                              0);
    return ovl (Q, R);
  }

  // -------------------------------------------------------- pagemtimes
  //
  // pagemtimes (A, B), for pagefun (@mtimes, ...): A M x K x PA and B K x
  // N x PB (the pages in the third dimension), PA and PB equal or one of
  // them 1: C (M x N x max) in the class of A * B, one strided batched
  // GEMM on cuBLAS (a page of one goes with every page of the other).
  octave_value_list op_pagemtimes (const octave_value_list& args, int)
  {
    const char *fn = "pagefun";
    if (args.length () != 2)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to pagemtimes");
    const octave_value& a = args(0);
    const octave_value& b = args(1);
    for (const octave_value *v : { &a, &b })
      if (v->ndims () > 3
          || ! (as_ga (*v) || ((v->is_double_type () || v->is_single_type ()
                                || v->islogical ()) && ! v->issparse ())))
        fail (fn, "invalidInput", "pages of products of 3-D double, single "
              "or logical arrays");
    const dim_vector da = a.dims (), db = b.dims ();
    const octave_idx_type m = da(0), k = da(1), n = db(1);
    const octave_idx_type pa = da.ndims () > 2 ? da(2) : 1;
    const octave_idx_type pb = db.ndims () > 2 ? db(2) : 1;
    if (db(0) != k)
      error_with_id ("Octave:nonconformant-args", "operator *: "
                     "nonconformant arguments (op1 is %ldx%ld, op2 is "
                     "%ldx%ld)", (long) m, (long) k, (long) db(0),
                     (long) n);
    if (pa != pb && pa != 1 && pb != 1)
      fail (fn, "sizeMismatch", "page dimensions of the inputs must agree "
            "or be 1 (%ld and %ld pages)", (long) pa, (long) pb);
    const octave_idx_type np = pa == 1 ? pb : pa;
    const gt_etype t = make_type (a.is_single_type () || b.is_single_type (),
                                  a.iscomplex () || b.iscomplex ());
    octave_gpuarray *c;
    octave_value C = make (fn, t, dim_vector (m, n, np), &c);
    if (! c->count ())
      return ovl (C);
    const octave_value A = convert (fn, a, t), B = convert (fn, b, t);
    const void *pA = k ? as_ga (A)->data (fn) : nullptr;
    const void *pB = k ? as_ga (B)->data (fn) : nullptr;
    check (fn, gt_dev_gemm_batched (t, m, n, k, pA, pa == 1 ? 0 : m * k,
                                    pB, pb == 1 ? 0 : k * n, c->data (fn),
                                    np));
    return ovl (C);
  }
}
