// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_fft.cc - fft, ifft, fft2, ifft2, fftn and ifftn of gpuArrays on the
// GPU: the operations of the internal entry __gputiled_ga__ that the
// methods @gpuArray/fft.oct ... call (mex/gpuarray/methods.txt), and
// fft_plans (the cache's size, for tests).
//
// The arguments are read as Octave 7.3's fft.cc, fft2.cc and fftn.cc read
// them, with their messages (and the identifier gputiled:invalidInput
// where Octave gives none): N and DIM through Octave's own double_value
// of the host values (so N = [] keeps the length, N = 2.5 is 3, a
// gpuArray N is read on the host), DIM at most ndims (G), the first
// non-singleton dimension by default.  Octave's shapes and classes
// follow: an empty result (N = 0, an empty array) is a real array of
// zeros; N = 1 is the first slice, by indexing (a real G stays real, a
// logical one logical); everything else is complex, single for single,
// double for double and logical.  fft2 of an array with no rows or
// columns is 0x0, as Octave's.  Where Octave 7.3 fails (fftn of an array
// with some but not all extents 0: FFTW's planner loops or refuses), the
// result is the empty array of the padded size.
//
// The work: G is resized (zeros padded, or truncated) to the transform's
// size on the device when N or SIZE asks for it (ga::resized, Octave's
// resize), then one call of the core's gt_dev_fft transforms it along the
// dimension (fft: RANK 1 along DIM; fft2: the first two, batched over the
// rest; fftn: all of them), in place when the resized copy is complex.
// The result is complex even where all imaginary parts are zero (the
// inverse of a conjugate-symmetric array): Octave narrows such a result
// to real, a gpuArray keeps its type, as MATLAB's does; gather narrows it
// as Octave would.  No host fallback: nothing crosses PCIe.

#include <cmath>
#include <cstring>

#include <octave/oct.h>
#include <octave/lo-mappers.h>
#include <octave/parse.h>

#include "ga_funcs.h"

namespace
{
  using namespace ga;

  [[noreturn]] void usage (const char *fn)
  {
    error_with_id ("Octave:invalid-fun-call", "Invalid call to %s", fn);
  }

  // The real array of zeros Octave returns for an empty transform: single
  // for single, double otherwise.
  octave_value empty_of (const char *fn, const octave_gpuarray *g,
                         const dim_vector& dv)
  {
    return make (fn, is_single (g->etype ()) ? GT_E_F32 : GT_E_F64, dv);
  }

  // The transform of X (a gpuArray) resized to DV, along RANK dimensions
  // from D0 (0-based): complex, X's precision (logical as double).
  octave_value transform (const char *fn, const octave_value& x,
                          const dim_vector& dv0, int d0, int rank,
                          bool inverse)
  {
    const octave_gpuarray *g = as_ga (x);
    const dim_vector dv = canon (dv0);
    if (! dv.safe_numel ())
      return empty_of (fn, g, dv);
    const gt_etype t = g->etype () == GT_E_BOOL ? GT_E_F64 : g->etype ();
    const gt_etype ty = cplx_of (t);
    octave_value src = x;
    bool fresh = false;
    if (g->dims () != dv)
      src = resized (fn, x, t, dv), fresh = true;
    else if (g->etype () != t)
      src = convert (fn, x, t), fresh = true;
    const octave_gpuarray *s = as_ga (src);
    int nd = 0;
    std::size_t d[GT_MAXDIMS];
    dims_to (fn, dv, &nd, d);
    std::size_t inner = 1, outer = 1, n[GT_MAXDIMS];
    for (int k = 0; k < nd; k++)
      if (k < d0)
        inner *= d[k];
      else if (k < d0 + rank)
        n[k - d0] = d[k];
      else
        outer *= d[k];
    for (int k = nd; k < d0 + rank; k++)   // beyond the array: extent 1
      n[k - d0] = 1;
    const void *px = s->data (fn);
    if (fresh && is_cplx (t))
      {
        // The resized copy is ours alone: transformed in place.
        octave_gpuarray *y = const_cast<octave_gpuarray *> (s);
        void *py = y->unique_data (fn);
        check (fn, gt_dev_fft (t, inverse, rank, n, inner, outer, py, py));
        return src;
      }
    octave_gpuarray *y;
    octave_value Y = make (fn, ty, dv, &y);
    check (fn, gt_dev_fft (t, inverse, rank, n, inner, outer, px,
                           y->data (fn)));
    return Y;
  }

  // Octave's nint_big and nint of a double (round half away from zero).
  octave_idx_type round_big (double v) { return octave::math::nint_big (v); }

  // fft (X), fft (X, N), fft (X, N, DIM); ifft likewise.
  octave_value_list do_fft (const char *fn, const octave_value_list& args,
                            int nargout, bool inverse)
  {
    const int nargin = args.length ();
    if (nargin < 1 || nargin > 3)
      usage (fn);
    const octave_gpuarray *g = as_ga (args(0));
    if (! g)
      return host_call (fn, args, nargout);
    g->data (fn);                        // a stale array is an error
    dim_vector dv = g->dims ();
    const int ndims = dv.ndims ();
    octave_idx_type npts = -1;
    if (nargin > 1)
      {
        const octave_value a = host_value (fn, args(1));
        if (! a.isempty ())
          {
            const double v = a.double_value ();
            if (std::isnan (v))
              fail (fn, "invalidInput", "number of points (N) cannot be NaN");
            npts = round_big (v);
            if (npts < 0)
              fail (fn, "invalidInput", "number of points (N) must be "
                    "greater than zero");
          }
      }
    int dim = -1;
    if (nargin > 2)
      {
        const double v = host_value (fn, args(2)).double_value ();
        if (std::isnan (v))
          fail (fn, "invalidInput", "DIM cannot be NaN");
        if (v < 1 || v > ndims)
          fail (fn, "invalidInput", "DIM must be a valid dimension along "
                "which to perform FFT");
        dim = octave::math::nint (v) - 1;
      }
    if (dim < 0)
      dim = dv.first_non_singleton ();
    if (npts < 0)
      npts = dv(dim);
    else
      dv(dim) = npts;
    if (npts == 0 || dv.any_zero ())
      return ovl (empty_of (fn, g, dv));
    if (npts == 1)
      {
        // Octave's answer: the first slice along DIM, by indexing.
        octave_value_list idx (ndims, octave_value (octave_value::magic_colon_t));
        idx(dim) = octave_value (1.0);
        return ovl (index (fn, *g, idx));
      }
    return ovl (transform (fn, args(0), dv, dim, 1, inverse));
  }

  // fft2 (A), fft2 (A, M, N); ifft2 likewise.
  octave_value_list do_fft2 (const char *fn, const octave_value_list& args,
                             int nargout, bool inverse)
  {
    const int nargin = args.length ();
    if (nargin < 1 || nargin > 3)
      usage (fn);
    const octave_gpuarray *g = as_ga (args(0));
    if (! g)
      return host_call (fn, args, nargout);
    g->data (fn);
    dim_vector dv = g->dims ();
    octave_idx_type rows = -1, cols = -1;
    if (nargin > 1)
      {
        const double v = host_value (fn, args(1)).double_value ();
        if (std::isnan (v))
          fail (fn, "invalidInput", "number of rows (N) cannot be NaN");
        rows = round_big (v);
        if (rows < 0)
          fail (fn, "invalidInput", "number of rows (N) must be greater "
                "than zero");
      }
    if (nargin > 2)
      {
        const double v = host_value (fn, args(2)).double_value ();
        if (std::isnan (v))
          fail (fn, "invalidInput", "number of columns (M) cannot be NaN");
        cols = round_big (v);
        if (cols < 0)
          fail (fn, "invalidInput", "number of columns (M) must be greater "
                "than zero");
      }
    if (rows < 0)
      rows = dv(0);
    else
      dv(0) = rows;
    if (cols < 0)
      cols = dv(1);
    else
      dv(1) = cols;
    if (dv.all_zero () || rows == 0 || cols == 0)
      return ovl (empty_of (fn, g, dim_vector (0, 0)));
    return ovl (transform (fn, args(0), dv, 0, 2, inverse));
  }

  // fftn (A), fftn (A, SIZE); ifftn likewise.
  octave_value_list do_fftn (const char *fn, const octave_value_list& args,
                             int nargout, bool inverse)
  {
    const int nargin = args.length ();
    if (nargin < 1 || nargin > 2)
      usage (fn);
    const octave_gpuarray *g = as_ga (args(0));
    if (! g)
      return host_call (fn, args, nargout);
    g->data (fn);
    dim_vector dv = g->dims ();
    if (nargin > 1)
      {
        // Octave's own conversion (and its message) for what is not a
        // matrix.
        Matrix val = host_value (fn, args(1)).xmatrix_value
                       ("%s: SIZE must be a vector of length dim", fn);
        if (val.rows () > val.columns ())
          val = val.transpose ();
        if (val.columns () != dv.ndims () || val.rows () != 1)
          fail (fn, "invalidInput", "SIZE must be a vector of length dim");
        for (int i = 0; i < dv.ndims (); i++)
          {
            if (std::isnan (val(0, i)))
              fail (fn, "invalidInput", "SIZE has invalid NaN entries");
            if (round_big (val(0, i)) < 0)
              fail (fn, "invalidInput", "all dimensions in SIZE must be "
                    "greater than zero");
            dv(i) = round_big (val(0, i));
          }
      }
    if (dv.all_zero ())
      return ovl (empty_of (fn, g, dim_vector (0, 0)));
    return ovl (transform (fn, args(0), dv, 0, dv.ndims (), inverse));
  }
}

namespace ga
{
  octave_value_list op_fft (const octave_value_list& args, int nargout)
  {
    return do_fft ("fft", args, nargout, false);
  }

  octave_value_list op_ifft (const octave_value_list& args, int nargout)
  {
    return do_fft ("ifft", args, nargout, true);
  }

  octave_value_list op_fft2 (const octave_value_list& args, int nargout)
  {
    return do_fft2 ("fft2", args, nargout, false);
  }

  octave_value_list op_ifft2 (const octave_value_list& args, int nargout)
  {
    return do_fft2 ("ifft2", args, nargout, true);
  }

  octave_value_list op_fftn (const octave_value_list& args, int nargout)
  {
    return do_fftn ("fftn", args, nargout, false);
  }

  octave_value_list op_ifftn (const octave_value_list& args, int nargout)
  {
    return do_fftn ("ifftn", args, nargout, true);
  }

  // fft_plans () -> the cuFFT plans the core keeps now (0 on the host
  // test backend, which makes none).
  octave_value_list op_fft_plans (const octave_value_list&, int)
  {
    return ovl ((double) gt_dev_fft_plans ());
  }
}
