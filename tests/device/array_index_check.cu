/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * array_index_check.cu - self-check of the indexing, transpose and
 * dimension-reduction kernels (cuda/kernels/index.cu, transpose.cu,
 * reduce_dim.cu): runs their launchers on the GPU and compares with host
 * references written from the definitions (gt_array_kernels.h, Octave).
 *
 *   array_index_check
 *
 * Covers gather (ranges and lists, 2-D and 3-D, every element size, the
 * contiguous fast path), scatter (scalar and array values), find, transpose
 * (m, n in {0, 1, 31, 33, 100} and grids past 65535, every element size,
 * conjugate) and reduce_dim (each op and type, inner == 1 and > 1, both
 * kernels, NaNs and ties), plus the launchers' refusals.  Prints each
 * failure, then "N passed, M failed"; exits 1 on any failure.
 *
 * A standalone program: it may print and exit; the library it links never
 * does.  Build and run on the GPU machine:
 *   cmake --build build --target array_index_check && build/array_index_check
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <complex>
#include <vector>

#include <cuda_runtime.h>

#include "kernels/gt_array_kernels.h"

#include "bench_check.h"

static int npass, nfail;
static cudaStream_t S;

#if defined(__GNUC__)
__attribute__ ((format (printf, 2, 3)))
#endif
static void expect (bool ok, const char *fmt, ...)
{
  if (ok)
    {
      npass++;
      return;
    }
  nfail++;
  va_list ap;
  va_start (ap, fmt);
  printf ("FAIL: ");
  vprintf (fmt, ap);
  printf ("\n");
  va_end (ap);
}

/* A launcher's status: GT_OK expected, then wait for the kernel. */
static bool ran (gt_status st, const char *what)
{
  if (st != GT_OK)
    {
      printf ("FAIL: %s returned %s\n", what, gt_status_name (st));
      nfail++;
      return false;
    }
  CK (cudaStreamSynchronize (S));
  CK (cudaGetLastError ());
  return true;
}

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd ()
{
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}
static double urand () { return (double) (rnd () >> 11) * 0x1p-53; }

/* Device copies (at least one byte, so empty arrays have a pointer). */
static void *dev_bytes (const void *h, size_t bytes)
{
  void *d = NULL;
  CK (cudaMalloc (&d, bytes ? bytes : 16));
  if (bytes && h)
    CK (cudaMemcpy (d, h, bytes, cudaMemcpyHostToDevice));
  else if (bytes) /* room for a result: defined contents */
    CK (cudaMemset (d, 0, bytes));
  return d;
}
template <typename T> static T *dev (const std::vector<T> &h)
{
  return (T *) dev_bytes (h.data (), h.size () * sizeof (T));
}
template <typename T>
static std::vector<T> host (const void *d, size_t n)
{
  std::vector<T> h (n);
  if (n)
    CK (cudaMemcpy (h.data (), d, n * sizeof (T), cudaMemcpyDeviceToHost));
  return h;
}

static std::vector<uint8_t> random_bytes (size_t n)
{
  std::vector<uint8_t> v (n);
  for (size_t i = 0; i < n; i++)
    v[i] = (uint8_t) rnd ();
  return v;
}

/* ------------------------------------------------------------------ */
/* Gather and scatter                                                   */

/* One dimension of a selection: a range or a list of 0-based positions. */
struct Dim
{
  bool is_list;
  long long start, step;
  size_t count;
  std::vector<long long> list;
  long long pos (size_t j) const
  {
    return is_list ? list[j] : start + step * (long long) j;
  }
};

static Dim Rg (long long start, long long step, size_t count)
{
  Dim d;
  d.is_list = false, d.start = start, d.step = step, d.count = count;
  return d;
}
static Dim Ls (std::vector<long long> l)
{
  Dim d;
  d.is_list = true, d.start = 0, d.step = 0, d.count = l.size ();
  d.list = l;
  return d;
}

/* A selection of an array of extents EXT, ready for the device. */
struct Sel
{
  std::vector<Dim> dims;
  std::vector<size_t> stride;
  gt_index ix;
  std::vector<long long *> dl;

  Sel (const std::vector<size_t> &ext, const std::vector<Dim> &d) : dims (d)
  {
    size_t s = 1;
    memset (&ix, 0, sizeof ix);
    ix.ndims = (int) d.size ();
    for (size_t k = 0; k < d.size (); k++)
      {
        stride.push_back (s);
        s *= ext[k];
        ix.count[k] = d[k].count;
        ix.stride[k] = stride[k];
        ix.start[k] = d[k].start;
        ix.step[k] = d[k].step;
        if (d[k].is_list)
          {
            long long *p = dev (d[k].list);
            dl.push_back (p);
            ix.list[k] = p;
          }
      }
  }
  ~Sel ()
  {
    for (long long *p : dl)
      cudaFree (p);
  }
  size_t total () const
  {
    size_t n = 1;
    for (const Dim &d : dims)
      n *= d.count;
    return n;
  }
  /* Offsets of the selected elements in k order, by an odometer. */
  std::vector<size_t> offsets () const
  {
    std::vector<size_t> out;
    const size_t n = total ();
    std::vector<size_t> j (dims.size (), 0);
    for (size_t k = 0; k < n; k++)
      {
        size_t off = 0;
        for (size_t d = 0; d < dims.size (); d++)
          off += (size_t) dims[d].pos (j[d]) * stride[d];
        out.push_back (off);
        for (size_t d = 0; d < dims.size (); d++)
          {
            if (++j[d] < dims[d].count)
              break;
            j[d] = 0;
          }
      }
    return out;
  }
};

static size_t prod (const std::vector<size_t> &e)
{
  size_t n = 1;
  for (size_t v : e)
    n *= v;
  return n;
}

static void check_gather (const char *name, const std::vector<size_t> &ext,
                          const std::vector<Dim> &dims)
{
  static const size_t sizes[] = { 1, 2, 4, 8, 16 };
  const Sel sel (ext, dims);
  const std::vector<size_t> off = sel.offsets ();
  const size_t nx = prod (ext), n = off.size ();
  for (size_t es : sizes)
    {
      const std::vector<uint8_t> X = random_bytes (nx * es);
      std::vector<uint8_t> Y0 = random_bytes (n * es + 16);
      void *dx = dev (X), *dy = dev (Y0);
      if (ran (gt_launch_gather (es, dx, &sel.ix, dy, S), "gather"))
        {
          const std::vector<uint8_t> Y = host<uint8_t> (dy, n * es + 16);
          bool ok = true;
          for (size_t k = 0; k < n && ok; k++)
            ok = !memcmp (&Y[k * es], &X[off[k] * es], es);
          /* nothing past the selection is written */
          ok = ok && !memcmp (&Y[n * es], &Y0[n * es], 16);
          expect (ok, "gather %s, %zu-byte elements", name, es);
        }
      cudaFree (dx);
      cudaFree (dy);
    }
}

static void check_scatter (const char *name, const std::vector<size_t> &ext,
                           const std::vector<Dim> &dims, bool scalar)
{
  static const size_t sizes[] = { 1, 2, 4, 8, 16 };
  const Sel sel (ext, dims);
  const std::vector<size_t> off = sel.offsets ();
  const size_t nx = prod (ext), n = off.size ();
  for (size_t es : sizes)
    {
      const std::vector<uint8_t> X0 = random_bytes (nx * es);
      const std::vector<uint8_t> V = random_bytes ((scalar ? 1 : n) * es);
      void *dx = dev (X0), *dv = dev (V);
      if (ran (gt_launch_scatter (es, dx, &sel.ix, dv, scalar, S),
               "scatter"))
        {
          std::vector<uint8_t> want = X0;
          for (size_t k = 0; k < n; k++) /* in order: the last k wins */
            memcpy (&want[off[k] * es], &V[(scalar ? 0 : k) * es], es);
          const std::vector<uint8_t> X = host<uint8_t> (dx, nx * es);
          expect (X == want, "scatter %s (%s), %zu-byte elements", name,
                  scalar ? "scalar" : "array", es);
        }
      cudaFree (dx);
      cudaFree (dv);
    }
}

static void check_indexing ()
{
  const std::vector<size_t> e2 = { 7, 9 }, e3 = { 5, 6, 4 }, e1 = { 63 };

  /* gather: repeats are fine */
  check_gather ("X(2:5, 3:2:9)", e2, { Rg (1, 1, 4), Rg (2, 2, 4) });
  check_gather ("X([7 1 3 3], [9 1])", e2, { Ls ({ 6, 0, 2, 2 }), Ls ({ 8, 0 }) });
  check_gather ("X(end:-1:1, 4)", e2, { Rg (6, -1, 7), Rg (3, 1, 1) });
  check_gather ("X(:, [2 9 2])", e2, { Rg (0, 1, 7), Ls ({ 1, 8, 1 }) });
  check_gather ("X([5 60 1 2]) (linear)", e1, { Ls ({ 4, 59, 0, 1 }) });
  check_gather ("X(10:40) (contiguous)", e1, { Rg (9, 1, 31) });
  check_gather ("X(:)", e1, { Rg (0, 1, 63) });
  check_gather ("X(40:-3:1)", e1, { Rg (39, -3, 14) });
  check_gather ("X(7) (one element)", e1, { Rg (6, 1, 1) });
  check_gather ("X([], :) (empty)", e2, { Ls ({}), Rg (0, 1, 9) });
  check_gather ("X(2:4, [6 1 2], 4:-1:1)", e3,
                { Rg (1, 1, 3), Ls ({ 5, 0, 1 }), Rg (3, -1, 4) });
  check_gather ("X(:, :, [2 2])", e3,
                { Rg (0, 1, 5), Rg (0, 1, 6), Ls ({ 1, 1 }) });
  check_gather ("X([1 5], 3, :)", e3,
                { Ls ({ 0, 4 }), Rg (2, 1, 1), Rg (0, 1, 4) });

  /* scatter: distinct positions with array values, anything with a
     scalar */
  for (int scalar = 0; scalar < 2; scalar++)
    {
      check_scatter ("X(2:5, 3:2:9)", e2, { Rg (1, 1, 4), Rg (2, 2, 4) },
                     scalar);
      check_scatter ("X([7 1 3], [9 1])", e2,
                     { Ls ({ 6, 0, 2 }), Ls ({ 8, 0 }) }, scalar);
      check_scatter ("X(10:40) (contiguous)", e1, { Rg (9, 1, 31) }, scalar);
      check_scatter ("X([5 60 1 2]) (linear)", e1, { Ls ({ 4, 59, 0, 1 }) },
                     scalar);
      check_scatter ("X(2:4, [6 1 2], 4:-1:1)", e3,
                     { Rg (1, 1, 3), Ls ({ 5, 0, 1 }), Rg (3, -1, 4) }, scalar);
      check_scatter ("X([], :) (empty)", e2, { Ls ({}), Rg (0, 1, 9) },
                     scalar);
    }
  check_scatter ("X([3 3 1 3], 2) (repeats)", e2,
                 { Ls ({ 2, 2, 0, 2 }), Rg (1, 1, 1) }, true);
  check_scatter ("X(:, [4 4], [2 2])", e3,
                 { Rg (0, 1, 5), Ls ({ 3, 3 }), Ls ({ 1, 1 }) }, true);

  /* refusals */
  {
    const Sel sel (e1, { Rg (0, 1, 3) });
    void *d = dev_bytes (NULL, 0);
    expect (gt_launch_gather (3, d, &sel.ix, d, S) == GT_ERR_INVALID_ARG,
            "gather refuses element size 3");
    expect (gt_launch_gather (8, d, NULL, d, S) == GT_ERR_INVALID_ARG,
            "gather refuses a null index");
    const Sel neg (e1, { Rg (2, -1, 4) });
    expect (gt_launch_scatter (4, d, &neg.ix, d, 1, S) == GT_ERR_INVALID_ARG,
            "scatter refuses a range reaching below 0");
    cudaFree (d);
  }
}

/* ------------------------------------------------------------------ */
/* Find                                                                 */

static void check_find_mask (const char *name, const std::vector<uint8_t> &m)
{
  const size_t n = m.size ();
  const size_t need = gt_find_scratch_bytes (n);
  unsigned char *dm = (unsigned char *) dev (m);
  long long *dout = NULL;
  unsigned long long *dcount = NULL, junk = 12345;
  void *scratch = NULL;
  CK (cudaMalloc (&dout, (n ? n : 1) * sizeof (long long)));
  CK (cudaMalloc (&dcount, sizeof *dcount));
  CK (cudaMemcpy (dcount, &junk, sizeof junk, cudaMemcpyHostToDevice));
  CK (cudaMalloc (&scratch, need ? need : 16));
  if (ran (gt_launch_find (dm, n, dout, dcount, scratch, need, S), "find"))
    {
      std::vector<long long> want;
      for (size_t i = 0; i < n; i++)
        if (m[i])
          want.push_back ((long long) i);
      const unsigned long long c = host<unsigned long long> (dcount, 1)[0];
      bool ok = c == want.size ();
      if (ok)
        ok = host<long long> (dout, c) == want;
      expect (ok, "find %s (n = %zu): %llu found, %zu expected", name, n, c,
              want.size ());
      if (need > 0 && n > 0)
        expect (gt_launch_find (dm, n, dout, dcount, scratch, need - 1, S)
                    == GT_ERR_INVALID_ARG,
                "find refuses too little scratch");
    }
  cudaFree (dm);
  cudaFree (dout);
  cudaFree (dcount);
  cudaFree (scratch);
}

static void check_find ()
{
  static const size_t ns[] = { 0, 1, 7, 1000, (1u << 20) + 3 };
  static const uint8_t vals[] = { 1, 2, 255 };
  for (size_t n : ns)
    {
      std::vector<uint8_t> m (n);
      for (size_t i = 0; i < n; i++)
        m[i] = urand () < 0.1 ? vals[rnd () % 3] : 0;
      check_find_mask ("sparse", m);
      for (size_t i = 0; i < n; i++)
        m[i] = urand () < 0.9 ? 1 : 0;
      check_find_mask ("dense", m);
      check_find_mask ("zeros", std::vector<uint8_t> (n, 0));
      check_find_mask ("ones", std::vector<uint8_t> (n, 1));
    }
}

/* ------------------------------------------------------------------ */
/* Transpose                                                            */

static void check_transpose_one (size_t es, int conj, size_t m, size_t n)
{
  const std::vector<uint8_t> X = random_bytes (m * n * es);
  std::vector<uint8_t> want (m * n * es);
  for (size_t i = 0; i < m; i++)
    for (size_t j = 0; j < n; j++)
      {
        uint8_t *w = &want[(j + i * n) * es];
        memcpy (w, &X[(i + j * m) * es], es);
        if (conj) /* the sign bit of the imaginary half (little-endian) */
          w[es - 1] ^= 0x80;
      }
  void *dx = dev (X), *dy = dev_bytes (NULL, m * n * es);
  if (ran (gt_launch_transpose (es, conj, dx, m, n, dy, S), "transpose"))
    expect (host<uint8_t> (dy, m * n * es) == want,
            "transpose%s %zu x %zu, %zu-byte elements", conj ? " (conj)" : "",
            m, n, es);
  cudaFree (dx);
  cudaFree (dy);
}

static void check_transpose ()
{
  static const size_t sizes[] = { 1, 2, 4, 8, 16 };
  static const size_t dims[] = { 0, 1, 31, 33, 100 };
  for (size_t es : sizes)
    for (int conj = 0; conj < (es >= 8 ? 2 : 1); conj++)
      {
        for (size_t m : dims)
          for (size_t n : dims)
            check_transpose_one (es, conj, m, n);
        /* more tiles than one grid dimension holds */
        if (es <= 4 || conj)
          {
            check_transpose_one (es, conj, 3, 2200000);
            check_transpose_one (es, conj, 2200000, 2);
          }
      }
  void *d = dev_bytes (NULL, 0);
  expect (gt_launch_transpose (4, 1, d, 2, 2, d, S) == GT_ERR_INVALID_ARG,
          "transpose refuses conj of 4-byte elements");
  expect (gt_launch_transpose (3, 0, d, 2, 2, d, S) == GT_ERR_INVALID_ARG,
          "transpose refuses element size 3");
  cudaFree (d);
}

/* ------------------------------------------------------------------ */
/* Reductions along one dimension                                       */

/* Octave's comparisons of complex numbers (oct-cmplx.h): abs, then arg
   with -pi taken as pi. */
template <typename R>
static bool oct_cmp (bool gt, std::complex<R> a, std::complex<R> b)
{
  const R ax = std::abs (a), bx = std::abs (b);
  if (ax == bx)
    {
      R ay = std::arg (a), by = std::arg (b);
      if (ay == (R) -M_PI)
        ay = (R) M_PI;
      if (by == (R) -M_PI)
        by = (R) M_PI;
      return gt ? ay > by : ay < by;
    }
  return gt ? ax > bx : ax < bx;
}
template <typename R> static bool oct_cmp (bool gt, R a, R b)
{
  return gt ? a > b : a < b;
}
template <typename R> static bool oct_isnan (std::complex<R> a)
{
  return a.real () != a.real () || a.imag () != a.imag ();
}
template <typename R> static bool oct_isnan (R a) { return a != a; }

/* Octave's mx_inline_max / mx_inline_min: skip leading NaNs, then replace
   on strictly better only. */
template <typename V>
static size_t oct_argmax (bool gt, const std::vector<V> &v)
{
  size_t best = 0, i = 1;
  const size_t n = v.size ();
  if (oct_isnan (v[0]))
    {
      while (i < n && oct_isnan (v[i]))
        i++;
      if (i < n)
        best = i;
    }
  for (; i < n; i++)
    if (oct_cmp (gt, v[i], v[best]))
      best = i;
  return best;
}

/* Host complex product with std::complex's rules (C99 Annex G). */
template <typename R>
static std::complex<R> cmul_ref (std::complex<R> x, std::complex<R> y)
{
  return x * y;
}

template <typename R> static R eps_of () { return sizeof (R) == 4 ? 0x1p-23f : 0x1p-52; }

template <typename R> static bool same_bits (R a, R b)
{
  return !memcmp (&a, &b, sizeof a);
}

/* Sizes that the launcher sends to the walk kernel (sums bit for bit). */
static bool walk_kernel (size_t inner, size_t len, size_t outer)
{
  return len <= 32 || (inner > 1 && inner * outer >= 8192);
}

static const char *op_name (gt_rdop op)
{
  static const char *names[] = { "sum", "prod", "max", "min" };
  return names[op];
}

/* Element values: for max and min from small sets, so ties and NaNs are
   common (and a tenth of the outputs all NaN); for sums and products
   random numbers (products near 1 so they neither overflow nor vanish). */
template <typename R>
static std::complex<R> gen_value (gt_rdop op, bool cplx, bool all_nan)
{
  static const double re_set[] = { -2, -1, -0.0, 0, 1, 2, NAN };
  static const double cx_set[][2] = {
    { 3, 4 },  { 4, 3 },  { -3, 4 }, { -4, -3 }, { 5, 0 },  { 0, 5 },
    { -5, 0 }, { -5, -0.0 }, { 0, -5 }, { 1, 1 }, { -1, -1 }, { NAN, 1 },
    { 1, NAN }, { 0, 0 }, { -0.0, 0 }
  };
  const R nan = (R) NAN;
  if (op == GT_RD_MAX || op == GT_RD_MIN)
    {
      if (all_nan)
        return cplx ? std::complex<R> ((R) (urand () < 0.5 ? 1 : NAN), nan)
                    : std::complex<R> (nan, 0);
      if (cplx)
        {
          const double *p = cx_set[rnd () % 15];
          return std::complex<R> ((R) p[0], (R) p[1]);
        }
      return std::complex<R> ((R) re_set[rnd () % 7], 0);
    }
  if (op == GT_RD_SUM)
    {
      const R re = urand () < 0.001 ? nan : (R) (2 * urand () - 1);
      return std::complex<R> (re, cplx ? (R) (2 * urand () - 1) : 0);
    }
  const double mag = 1 + 0.01 * (2 * urand () - 1);
  if (cplx)
    {
      const double t = 6.283185307179586 * urand ();
      return std::complex<R> ((R) (mag * cos (t)), (R) (mag * sin (t)));
    }
  return std::complex<R> ((R) (urand () < 0.5 ? -mag : mag), 0);
}

template <typename R>
static void check_reduce_one (gt_rdop op, bool cplx, size_t inner,
                              size_t len, size_t outer, bool with_I)
{
  typedef std::complex<R> C;
  const gt_etype t = cplx ? (sizeof (R) == 8 ? GT_E_C128 : GT_E_C64)
                          : (sizeof (R) == 8 ? GT_E_F64 : GT_E_F32);
  const size_t w = cplx ? 2 : 1, nout = inner * outer;
  std::vector<R> X (inner * len * outer * w);
  std::vector<bool> nan_out (nout);
  for (size_t q = 0; q < nout; q++)
    nan_out[q] = urand () < 0.1;
  for (size_t o = 0; o < outer; o++)
    for (size_t l = 0; l < len; l++)
      for (size_t i = 0; i < inner; i++)
        {
          const C v = gen_value<R> (op, cplx, nan_out[i + inner * o]);
          const size_t at = (i + inner * (l + len * o)) * w;
          X[at] = v.real ();
          if (cplx)
            X[at + 1] = v.imag ();
        }
  std::vector<R> Y0 (nout * w, (R) 7);
  R *dx = dev (X), *dy = dev (Y0);
  double *dI = NULL;
  if (with_I)
    CK (cudaMalloc (&dI, (nout ? nout : 1) * sizeof (double)));
  char what[160];
  snprintf (what, sizeof what, "reduce_dim %s %s%d, %zu x %zu x %zu%s",
            op_name (op), cplx ? "complex " : "", (int) (8 * sizeof (R)),
            inner, len, outer, with_I ? "" : " (no I)");
  if (ran (gt_launch_reduce_dim (op, t, dx, inner, len, outer, dy, dI, S),
           what))
    {
      const std::vector<R> Y = host<R> (dy, nout * w);
      const std::vector<double> I = with_I ? host<double> (dI, nout)
                                           : std::vector<double> ();
      const bool exact = walk_kernel (inner, len, outer);
      bool ok = true;
      size_t bad = 0;
      for (size_t q = 0; q < nout && ok; q++)
        {
          const size_t i = q % inner, o = q / inner;
          std::vector<C> v (len);
          std::vector<R> vr (len);
          for (size_t l = 0; l < len; l++)
            {
              const size_t at = (i + inner * (l + len * o)) * w;
              v[l] = C (X[at], cplx ? X[at + 1] : 0);
              vr[l] = X[at];
            }
          const C got (Y[q * w], cplx ? Y[q * w + 1] : 0);
          if (op == GT_RD_MAX || op == GT_RD_MIN)
            {
              const size_t k = cplx ? oct_argmax (op == GT_RD_MAX, v)
                                    : oct_argmax (op == GT_RD_MAX, vr);
              ok = same_bits (got.real (), v[k].real ())
                   && same_bits (got.imag (), v[k].imag ())
                   && (!with_I || I[q] == (double) (k + 1));
            }
          else
            {
              /* Octave's loop: from 0 (1), in order, in precision R */
              C ref (op == GT_RD_SUM ? 0 : 1, 0);
              R rr = op == GT_RD_SUM ? 0 : 1, mag = 0;
              for (size_t l = 0; l < len; l++)
                {
                  if (op == GT_RD_SUM)
                    {
                      ref = C (ref.real () + v[l].real (),
                               ref.imag () + v[l].imag ());
                      rr = rr + vr[l];
                      if (!oct_isnan (v[l]))
                        mag += std::abs (v[l]);
                    }
                  else
                    {
                      ref = cmul_ref (ref, v[l]);
                      rr = rr * vr[l];
                    }
                }
              if (!cplx)
                ref = C (rr, 0);
              if (op == GT_RD_PROD)
                mag = std::abs (ref);
              const R tol = (R) (4 * (len + 1)) * eps_of<R> () * mag;
              for (int part = 0; part < (cplx ? 2 : 1) && ok; part++)
                {
                  const R g = part ? got.imag () : got.real ();
                  const R r = part ? ref.imag () : ref.real ();
                  if (r != r || g != g)
                    ok = r != r && g != g;
                  else if (exact && (op == GT_RD_SUM || !cplx))
                    ok = same_bits (g, r);
                  else
                    ok = fabs ((double) g - (double) r) <= (double) tol;
                }
            }
          if (!ok)
            bad = q;
        }
      expect (ok, "%s: output %zu wrong", what, bad);
    }
  cudaFree (dx);
  cudaFree (dy);
  cudaFree (dI);
}

static void check_reduce ()
{
  /* inner, len, outer: the kernel each takes is in the comment */
  static const size_t shapes[][3] = {
    { 1, 5, 7 },        /* walk, contiguous runs                */
    { 1, 1000, 3 },     /* block of 256                         */
    { 1, 100, 50 },     /* block of 64                          */
    { 1, 20000, 2 },    /* block of 1024                        */
    { 1, 40, 70000 },   /* block, more outputs than y blocks     */
    { 6, 50, 5 },       /* inner > 1, few outputs: block         */
    { 3, 5000, 2 },     /* inner > 1, few outputs, long: block   */
    { 40, 7, 300 },     /* walk (short len)                      */
    { 100, 40, 100 },   /* walk (many outputs)                   */
    { 1, 1, 9 },        /* len 1                                 */
    { 1, 0, 4 },        /* len 0: sum and prod only              */
    { 3, 0, 2 },
    { 0, 5, 3 },        /* no outputs                            */
  };
  for (int op = 0; op < GT_RD_NOPS; op++)
    for (const size_t *sh : shapes)
      {
        const gt_rdop o = (gt_rdop) op;
        if (sh[1] == 0 && (o == GT_RD_MAX || o == GT_RD_MIN))
          continue;
        check_reduce_one<double> (o, false, sh[0], sh[1], sh[2], true);
        check_reduce_one<float> (o, false, sh[0], sh[1], sh[2], true);
        check_reduce_one<double> (o, true, sh[0], sh[1], sh[2], true);
        check_reduce_one<float> (o, true, sh[0], sh[1], sh[2], true);
      }
  check_reduce_one<double> (GT_RD_MAX, false, 1, 1000, 3, false);
  check_reduce_one<float> (GT_RD_MIN, true, 6, 50, 5, false);

  void *d = dev_bytes (NULL, 0);
  expect (gt_launch_reduce_dim (GT_RD_MAX, GT_E_F64, d, 1, 0, 3, d, NULL, S)
              == GT_ERR_INVALID_ARG,
          "reduce_dim refuses max along an empty dimension");
  expect (gt_launch_reduce_dim (GT_RD_SUM, GT_E_BOOL, d, 1, 2, 3, d, NULL, S)
              == GT_ERR_INVALID_ARG,
          "reduce_dim refuses logical input");
  cudaFree (d);
}

int main (void)
{
  int dev_count = 0;
  if (cudaGetDeviceCount (&dev_count) != cudaSuccess || dev_count == 0)
    {
      fprintf (stderr, "array_index_check: no CUDA device\n");
      return 2;
    }
  CK (cudaStreamCreate (&S));
  check_indexing ();
  check_find ();
  check_transpose ();
  check_reduce ();
  CK (cudaStreamDestroy (S));
  printf ("%d passed, %d failed\n", npass, nfail);
  return nfail ? 1 : 0;
}
