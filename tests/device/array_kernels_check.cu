/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * array_kernels_check.cu - self-check of the resident arrays' elementwise
 * and creator kernels (ew_unary.cu, ew_binary.cu, ew_convert.cu, fill.cu)
 * against host references (std::complex, libm) on small inputs.
 *
 *   array_kernels_check
 *
 * Prints one line per check and "N passed, M failed"; exits 1 on any
 * failure.  Also times the flat binary path (4096^2 doubles, G + H)
 * against a device-to-device copy: the target is >= 85% of the copy's
 * bandwidth.  Run on the GPU machine:
 *   cmake --build build --target array_kernels_check
 *   build/array_kernels_check
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <vector>

#include <cuda_runtime.h>

#include "kernels/gt_array_kernels.h"

#include "bench_check.h"
#include "../common/etype_values.h"

typedef std::complex<double> cd;
typedef std::vector<cd> vals;

static int npass, nfail;

static void result (bool ok, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  printf ("%s ", ok ? "PASS" : "FAIL");
  vprintf (fmt, ap);
  printf ("\n");
  va_end (ap);
  (ok ? npass : nfail)++;
}

/* The types these checks model: F64 ... BOOL, not the integer classes
   (GT_E_I8 on; tests/suites/gpuarray_int.tst checks those). */
static const int NTYPES = GT_E_BOOL + 1;
static const char *tname[NTYPES] = { "F64", "F32", "C128", "C64", "BOOL" };
static size_t esz (gt_etype t) { return etype_bytes (t); }
static bool is_c (gt_etype t) { return t == GT_E_C128 || t == GT_E_C64; }

/* ------------------------------------------------------------------ */
/* Device buffers holding values of any element type                    */

struct dbuf
{
  void *p = nullptr;
  explicit dbuf (size_t bytes) { CK (cudaMalloc (&p, bytes ? bytes : 1)); }
  ~dbuf () { cudaFree (p); }
};

static std::vector<unsigned char> pack (const vals &v, gt_etype t)
{
  return etype_pack (v, t);
}

static vals unpack (const unsigned char *b, gt_etype t, size_t n)
{
  return etype_unpack (b, t, n);
}

/* Values in type T on the device: (re, im) rounded as pack () does. */
static void upload (const dbuf &d, const vals &v, gt_etype t)
{
  std::vector<unsigned char> b = pack (v, t);
  CK (cudaMemcpy (d.p, b.data (), b.size (), cudaMemcpyHostToDevice));
}

static vals download (const void *p, gt_etype t, size_t n)
{
  std::vector<unsigned char> b (n * esz (t));
  CK (cudaDeviceSynchronize ());
  CK (cudaGetLastError ());
  CK (cudaMemcpy (b.data (), p, b.size (), cudaMemcpyDeviceToHost));
  return unpack (b.data (), t, n);
}

static vals rounded (const vals &v, gt_etype t)
{
  std::vector<unsigned char> b = pack (v, t);
  return unpack (b.data (), t, v.size ());
}

/* Equal (NaN matching NaN), or within TOL of WANT relative to |WANT|. */
static bool close (cd got, cd want, double tol)
{
  auto same = [] (double g, double w) {
    return g == w || (std::isnan (g) && std::isnan (w));
  };
  if (same (got.real (), want.real ()) && same (got.imag (), want.imag ()))
    return true;
  if (tol == 0 || !std::isfinite (std::abs (got))
      || !std::isfinite (std::abs (want)))
    return false;
  return std::abs (got - want) <= tol * std::max (std::abs (want), 1e-300);
}

/* Compare; report NAME with the first mismatch. */
static void compare (const char *name, const vals &got, const vals &want,
                     double tol)
{
  for (size_t i = 0; i < want.size (); i++)
    if (!close (got[i], want[i], tol))
      {
        result (false, "%s: element %zu is (%.17g, %.17g), want (%.17g, %.17g)",
                name, i, got[i].real (), got[i].imag (), want[i].real (),
                want[i].imag ());
        return;
      }
  result (true, "%s (%zu elements)", name, want.size ());
}

static bool ok_status (gt_status st, const char *what)
{
  if (st == GT_OK)
    return true;
  result (false, "%s: %s: %s", what, gt_status_name (st), gt_last_error ());
  return false;
}

/* Deterministic inputs. */
static uint64_t rng = 88172645463325252ull;
static double urand ()
{
  rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
  return (double) (rng >> 11) * 0x1p-53;
}
/* KIND 0: magnitudes 1e-3 .. 1e3, either sign; 1: (-4, 4); 2: small
   integers -2..2 (ties); 3: exponents, half of them integers. */
static vals gen (size_t n, int kind, bool cplx)
{
  vals v (n);
  for (size_t i = 0; i < n; i++)
    {
      double p[2];
      for (int k = 0; k < 2; k++)
        {
          const double u = urand ();
          p[k] = kind == 0   ? (u < 0.5 ? -1 : 1) * pow (10, 6 * urand () - 3)
                 : kind == 1 ? 8 * u - 4
                 : kind == 2 ? floor (5 * u) - 2
                             : (urand () < 0.5 ? floor (9 * u) - 4
                                               : 8 * u - 4);
        }
      v[i] = cd (p[0], cplx ? p[1] : 0);
    }
  return v;
}

/* ------------------------------------------------------------------ */
/* Unary                                                                */

static const char *unname[] = { "NEG", "ABS", "SQRT", "EXP", "LOG", "SIN",
                                 "COS", "TANH", "REAL", "IMAG", "CONJ",
                                 "FLOOR", "CEIL", "ROUND", "NOT" };

template <typename T>
static cd ref_unary (gt_unop op, cd in, bool cplx)
{
  return etype_ref_unary<T> (op, in, cplx);
}

static void check_unary ()
{
  const size_t n = 1003; /* odd: the packs' tail runs too */
  const gt_etype types[] = { GT_E_F64, GT_E_F32, GT_E_C128, GT_E_C64 };
  for (gt_etype t : types)
    for (int o = 0; o < GT_UN_NOT; o++)
      {
        const gt_unop op = (gt_unop) o;
        const bool cplx = is_c (t), single = t == GT_E_F32 || t == GT_E_C64;
        const bool to_real = op == GT_UN_ABS || op == GT_UN_REAL
                             || op == GT_UN_IMAG;
        const gt_etype ty = to_real ? (single ? GT_E_F32 : GT_E_F64) : t;
        const bool exact = op == GT_UN_NEG || op == GT_UN_REAL
                           || op == GT_UN_IMAG || op == GT_UN_CONJ
                           || op >= GT_UN_FLOOR || (op == GT_UN_ABS && !cplx);
        vals x = rounded (gen (n, 1, cplx), t);
        if (exact) /* halves for round, and the specials */
          {
            x[0] = cd (2.5, -2.5), x[1] = cd (-0.5, 0.5);
            x[2] = cd (NAN, 1), x[3] = cd (-INFINITY, 0);
            x = rounded (x, t);
          }
        dbuf dx (n * esz (t)), dy (n * esz (ty)), dd (sizeof (int));
        upload (dx, x, t);
        CK (cudaMemset (dd.p, 0, sizeof (int)));
        char name[64];
        snprintf (name, sizeof name, "unary %s %s", unname[o], tname[t]);
        if (!ok_status (gt_launch_unary (op, t, dx.p, ty, dy.p, n,
                                         (int *) dd.p, 0), name))
          continue;
        vals want (n);
        for (size_t i = 0; i < n; i++)
          want[i] = single ? ref_unary<float> (op, x[i], cplx)
                           : ref_unary<double> (op, x[i], cplx);
        double tol = exact ? 0 : single ? 4e-6 : 1e-14;
        if (cplx && op == GT_UN_ABS) /* CUDA's hypot and the host's */
          tol = single ? 2.5e-7 : 4.5e-16;
        compare (name, download (dy.p, ty, n), want, tol);
        /* the domain flag: set exactly when a real X has X < 0 */
        if (!cplx && (op == GT_UN_SQRT || op == GT_UN_LOG))
          {
            int dom = 0;
            CK (cudaMemcpy (&dom, dd.p, sizeof dom, cudaMemcpyDeviceToHost));
            result (dom == 1, "%s: domain flag %d for negative input", name, dom);
            for (cd &v : x)
              v = cd (std::fabs (v.real ()), 0);
            x[5] = cd (NAN, 0), x[6] = cd (-0.0, 0);
            upload (dx, x, t);
            CK (cudaMemset (dd.p, 0, sizeof (int)));
            ok_status (gt_launch_unary (op, t, dx.p, ty, dy.p, n,
                                        (int *) dd.p, 0), name);
            download (dy.p, ty, 1);
            CK (cudaMemcpy (&dom, dd.p, sizeof dom, cudaMemcpyDeviceToHost));
            result (dom == 0, "%s: no domain flag for x >= 0, NaN, -0", name);
          }
      }
  /* complex sqrt of what the real one refused: exact, no 1e-16 parts */
  const vals neg = { cd (-4, 0), cd (-4, -0.0), cd (-1, 0), cd (0, 2),
                     cd (4, 0), cd (-2.25, 0) };
  const vals root = { cd (0, 2), cd (0, -2), cd (0, 1), cd (1, 1),
                      cd (2, 0), cd (0, 1.5) };
  for (gt_etype t : { GT_E_C128, GT_E_C64 })
    {
      dbuf dx (neg.size () * 16), dy (neg.size () * 16);
      upload (dx, neg, t);
      char name[64];
      snprintf (name, sizeof name, "unary SQRT %s exact roots", tname[t]);
      if (ok_status (gt_launch_unary (GT_UN_SQRT, t, dx.p, t, dy.p,
                                      neg.size (), NULL, 0), name))
        compare (name, download (dy.p, t, neg.size ()), root, 0);
    }

  /* NOT */
  vals b (333);
  for (size_t i = 0; i < b.size (); i++)
    b[i] = (i * 7) % 3 == 0;
  dbuf dx (b.size ()), dy (b.size ());
  upload (dx, b, GT_E_BOOL);
  if (ok_status (gt_launch_unary (GT_UN_NOT, GT_E_BOOL, dx.p, GT_E_BOOL,
                                  dy.p, b.size (), NULL, 0), "unary NOT"))
    {
      vals want (b.size ());
      for (size_t i = 0; i < b.size (); i++)
        want[i] = b[i].real () == 0;
      compare ("unary NOT BOOL", download (dy.p, GT_E_BOOL, b.size ()), want, 0);
    }
  result (gt_launch_unary (GT_UN_SQRT, GT_E_F64, dx.p, GT_E_F32, dy.p, 1,
                           NULL, 0) == GT_ERR_INVALID_ARG,
          "unary refuses a wrong output type");
}

/* ------------------------------------------------------------------ */
/* Binary                                                               */

static const char *binname[] = { "ADD", "SUB", "MUL", "DIV", "POW", "EQ",
                                 "NE", "LT", "LE", "GT", "GE", "AND",
                                 "OR", "MAX", "MIN" };

static bool isint (double x)
{
  return x == std::round (x) && x > -2147483648.0 && x < 2147483647.0;
}

/* Octave's order of complex numbers: abs, then arg (-pi as pi), a real
   operand (A_REAL, B_REAL) at angle 0 even when negative. */
template <typename T>
static int ocmp (std::complex<T> a, std::complex<T> b, bool a_real = false,
                 bool b_real = false)
{
  T x = std::abs (a), y = std::abs (b);
  if (x == y)
    {
      const T pi = (T) M_PI;
      x = a_real ? (T) 0 : std::arg (a), y = b_real ? (T) 0 : std::arg (b);
      if (x == -pi && y != -pi)
        x = pi;
      else if (y == -pi && x != -pi)
        y = pi;
    }
  return x < y ? -1 : x > y ? 1 : x == y ? 0 : 2; /* 2: unordered */
}

template <typename T>
static std::complex<T> ipow (std::complex<T> z, int e)
{
  unsigned n = e < 0 ? 0u - (unsigned) e : (unsigned) e;
  std::complex<T> y = n % 2 ? z : std::complex<T> (1);
  while (n >>= 1)
    {
      z *= z;
      if (n % 2)
        y *= z;
    }
  return e < 0 ? (T) 1 / y : y;
}

template <typename T>
static cd ref_binary (gt_binop op, cd av, bool ac, cd bv, bool bc, int *dom)
{
  typedef std::complex<T> Z;
  const T ar = (T) av.real (), br = (T) bv.real ();
  const Z a (ar, (T) av.imag ()), b (br, (T) bv.imag ());
  const bool cx = ac || bc;
  Z r;
  if (op >= GT_BIN_EQ && op <= GT_BIN_GE)
    {
      if (op == GT_BIN_EQ || op == GT_BIN_NE)
        return (a == b) == (op == GT_BIN_EQ);
      const int c = cx ? ocmp (a, b, !ac, !bc) : ar < br ? -1 : ar > br ? 1
                                               : ar == br ? 0 : 2;
      return c != 2 && (op == GT_BIN_LT ? c < 0 : op == GT_BIN_LE ? c <= 0
                        : op == GT_BIN_GT ? c > 0 : c >= 0);
    }
  if (op == GT_BIN_MAX || op == GT_BIN_MIN)
    {
      const bool an = std::isnan (a.real ()) || std::isnan (a.imag ());
      const bool bn = std::isnan (b.real ()) || std::isnan (b.imag ());
      /* Octave's two-array max and min: complex by abs only; a real NaN
         loses, a complex one wins (A's first): max (NaN+0i, 1+1i) is NaN */
      const T xa = std::abs (a), xb = std::abs (b);
      const int c = cx ? (xb < xa ? -1 : xb > xa ? 1 : 0)
                       : br < ar ? -1 : br > ar ? 1 : 0;
      if (cx)
        r = an ? a : bn ? b : (op == GT_BIN_MAX ? c > 0 : c < 0) ? b : a;
      else
        r = an ? b : bn ? a : (op == GT_BIN_MAX ? c > 0 : c < 0) ? b : a;
      return cd (r.real (), r.imag ());
    }
  if (!cx)
    {
      switch (op)
        {
        case GT_BIN_ADD: return ar + br;
        case GT_BIN_SUB: return ar - br;
        case GT_BIN_MUL: return ar * br;
        case GT_BIN_DIV: return ar / br;
        default:
          if (ar < 0 && !isint (br))
            *dom = 1;
          return std::pow (ar, br);
        }
    }
  switch (op)
    {
    case GT_BIN_ADD: r = ac && bc ? a + b : ac ? a + br : ar + b; break;
    case GT_BIN_SUB: r = ac && bc ? a - b : ac ? a - br : ar - b; break;
    case GT_BIN_MUL: r = ac && bc ? a * b : ac ? a * br : ar * b; break;
    case GT_BIN_DIV: r = ac && bc ? a / b : ac ? a / br : ar / b; break;
    default:
      if (!ac && ar > 0)
        r = std::pow (ar, b);
      else if (b.imag () == 0 && isint (br))
        r = ipow (a, (int) br);
      else if (b.imag () == 0)
        r = std::pow (a, br);
      else
        r = std::pow (a, b);
    }
  return cd (r.real (), r.imag ());
}

/* One binary check: Y = A op B on the device, with host A, B (values of
   TA, TB, NA and NB elements) and layout BC; VALUE_B: pass B[0] by value. */
static void run_binary (const char *name, gt_binop op, const vals &A,
                        gt_etype ta, const vals &B, gt_etype tb,
                        const gt_bcast &bc, bool value_b, double tol,
                        int aoff = 0)
{
  const bool logic = op == GT_BIN_AND || op == GT_BIN_OR;
  const bool cmp = op >= GT_BIN_EQ && op <= GT_BIN_GE;
  const bool single = ta == GT_E_F32 || ta == GT_E_C64;
  const bool cx = is_c (ta) || is_c (tb);
  const gt_etype ty = logic || cmp ? GT_E_BOOL
                      : single ? (cx ? GT_E_C64 : GT_E_F32)
                               : (cx ? GT_E_C128 : GT_E_F64);
  size_t n = 1;
  for (int d = 0; d < bc.ndims; d++)
    n *= bc.dims[d];
  dbuf da ((A.size () + aoff) * esz (ta)), db (B.size () * esz (tb));
  dbuf dy (n * esz (ty)), dd (sizeof (int));
  std::vector<unsigned char> pa = pack (A, ta);
  CK (cudaMemcpy ((char *) da.p + aoff * esz (ta), pa.data (), pa.size (),
                     cudaMemcpyHostToDevice));
  upload (db, B, tb);
  CK (cudaMemset (dd.p, 0, sizeof (int)));
  gt_operand a = { ta, (char *) da.p + aoff * esz (ta), { 0, 0 } };
  gt_operand b = { tb, value_b ? NULL : db.p,
                   { B[0].real (), B[0].imag () } };
  if (!ok_status (gt_launch_binary (op, &a, &b, ty, dy.p, &bc, (int *) dd.p,
                                    0), name))
    return;
  /* the host walk over Y's subscripts */
  vals want (n);
  int dom = 0;
  const vals Ar = rounded (A, ta), Br = rounded (B, tb);
  size_t sub[GT_MAXDIMS] = { 0 };
  for (size_t i = 0; i < n; i++)
    {
      size_t oa = 0, ob = 0;
      for (int d = 0; d < bc.ndims; d++)
        oa += sub[d] * bc.sa[d], ob += sub[d] * bc.sb[d];
      const cd x = Ar[oa], y = value_b ? Br[0] : Br[ob];
      if (logic)
        want[i] = op == GT_BIN_AND ? (x != 0.0 && y != 0.0)
                                   : (x != 0.0 || y != 0.0);
      else
        want[i] = single ? ref_binary<float> (op, x, is_c (ta), y,
                                              is_c (tb), &dom)
                         : ref_binary<double> (op, x, is_c (ta), y,
                                               is_c (tb), &dom);
      for (int d = 0; d < bc.ndims && ++sub[d] == bc.dims[d]; d++)
        sub[d] = 0;
    }
  compare (name, download (dy.p, ty, n), want, tol);
  if (op == GT_BIN_POW && !cx)
    {
      int got = 0;
      CK (cudaMemcpy (&got, dd.p, sizeof got, cudaMemcpyDeviceToHost));
      result (got == dom, "%s: domain flag %d (want %d)", name, got, dom);
    }
}

static gt_bcast flat (size_t n)
{
  gt_bcast bc;
  memset (&bc, 0, sizeof bc);
  bc.ndims = 1;
  bc.dims[0] = n;
  bc.sa[0] = bc.sb[0] = 1;
  return bc;
}

static void check_binary ()
{
  const size_t n = 1001;
  const gt_bcast bc = flat (n);
  for (int single = 0; single < 2; single++)
    for (int ac = 0; ac < 2; ac++)
      for (int bcx = 0; bcx < 2; bcx++)
        for (int o = 0; o <= GT_BIN_MIN; o++) /* the operators */
          {
            const gt_binop op = (gt_binop) o;
            if (op == GT_BIN_AND || op == GT_BIN_OR)
              continue;
            const gt_etype ta = single ? (ac ? GT_E_C64 : GT_E_F32)
                                       : (ac ? GT_E_C128 : GT_E_F64);
            const gt_etype tb = single ? (bcx ? GT_E_C64 : GT_E_F32)
                                       : (bcx ? GT_E_C128 : GT_E_F64);
            const bool order = op >= GT_BIN_EQ;
            const int kind = order ? 2 : op == GT_BIN_POW ? 1 : 0;
            vals A = gen (n, kind, ac), B = gen (n, op == GT_BIN_POW ? 3 : kind, bcx);
            if (op == GT_BIN_POW)
              for (cd &v : A)
                v = cd (v.real () / 2, v.imag () / 2);
            if (op <= GT_BIN_MUL || order) /* the specials */
              {
                A[3] = cd (NAN, 0), B[4] = cd (NAN, 0);
                A[5] = cd (INFINITY, 0), B[6] = cd (-INFINITY, 0);
                A[7] = B[7] = cd (NAN, 0);
              }
            const double tol = op == GT_BIN_POW ? (single ? 1e-4 : 1e-12)
                               : op == GT_BIN_DIV ? (single ? 1e-6 : 2e-15)
                                                  : 0;
            char name[64];
            snprintf (name, sizeof name, "binary %s %s %s", binname[o],
                      tname[ta], tname[tb]);
            run_binary (name, op, A, ta, B, tb, bc, false, tol);
          }
  /* AND, OR */
  vals A (n), B (n);
  for (size_t i = 0; i < n; i++)
    A[i] = i % 3 == 0, B[i] = i % 5 < 2;
  run_binary ("binary AND BOOL", GT_BIN_AND, A, GT_E_BOOL, B, GT_E_BOOL, bc,
              false, 0);
  run_binary ("binary OR BOOL", GT_BIN_OR, A, GT_E_BOOL, B, GT_E_BOOL, bc,
              false, 0);

  /* a value operand; a device scalar (all strides 0); unaligned arrays */
  A = gen (n, 0, true), B = gen (n, 0, true);
  run_binary ("binary MUL C128 * value", GT_BIN_MUL, A, GT_E_C128, B,
              GT_E_C128, bc, true, 0);
  gt_bcast sc = bc;
  sc.sb[0] = 0;
  run_binary ("binary SUB F64 - device scalar", GT_BIN_SUB, A, GT_E_F64, B,
              GT_E_F64, sc, false, 0);
  run_binary ("binary ADD F32 unaligned", GT_BIN_ADD, A, GT_E_F32, B,
              GT_E_F32, bc, false, 0, 1);

  /* broadcasting: A (m, 1, p) op B (1, q, p) */
  const size_t m = 37, q = 29, p = 3;
  gt_bcast g;
  memset (&g, 0, sizeof g);
  g.ndims = 3;
  g.dims[0] = m, g.dims[1] = q, g.dims[2] = p;
  g.sa[0] = 1, g.sa[1] = 0, g.sa[2] = m;
  g.sb[0] = 0, g.sb[1] = 1, g.sb[2] = q;
  A = gen (m * p, 0, true), B = gen (q * p, 0, true);
  run_binary ("broadcast MUL C128", GT_BIN_MUL, A, GT_E_C128, B, GT_E_C128,
              g, false, 0);
  run_binary ("broadcast DIV F64 / C128", GT_BIN_DIV, A, GT_E_F64, B,
              GT_E_C128, g, false, 2e-15);
  run_binary ("broadcast GT C64 F32", GT_BIN_GT, A, GT_E_C64, B, GT_E_F32,
              g, false, 0);
  /* a transposed operand: Y (m x q) = A.' - B, A q x m */
  g.ndims = 2;
  g.sa[0] = q, g.sa[1] = 1;
  g.sb[0] = 1, g.sb[1] = m;
  A = gen (m * q, 0, false), B = gen (m * q, 0, false);
  run_binary ("general SUB F64 (A.' - B)", GT_BIN_SUB, A, GT_E_F64, B,
              GT_E_F64, g, false, 0);

  /* refusals */
  dbuf d (16);
  gt_operand oa = { GT_E_F64, d.p, { 0, 0 } }, ob = { GT_E_F32, d.p, { 0, 0 } };
  result (gt_launch_binary (GT_BIN_ADD, &oa, &ob, GT_E_F64, d.p, &bc, NULL, 0)
              == GT_ERR_NOT_SUPPORTED,
          "binary refuses mixed precisions");
  ob.type = GT_E_F64;
  result (gt_launch_binary (GT_BIN_LT, &oa, &ob, GT_E_F64, d.p, &bc, NULL, 0)
              == GT_ERR_INVALID_ARG,
          "binary refuses a comparison into F64");
}

/* ------------------------------------------------------------------ */
/* Convert, fill, eye                                                   */

static void check_convert ()
{
  const size_t n = 517;
  for (int tx = 0; tx < NTYPES; tx++)
    for (int ty = 0; ty < NTYPES; ty++)
      {
        vals x = gen (n, 2, is_c ((gt_etype) tx));
        x[1] = cd (1.0 / 3, is_c ((gt_etype) tx) ? -2.0 / 3 : 0);
        if (ty != GT_E_BOOL)
          x[2] = cd (NAN, 0), x[3] = cd (-INFINITY, 0);
        x = rounded (x, (gt_etype) tx);
        dbuf dx (n * esz ((gt_etype) tx)), dy (n * esz ((gt_etype) ty));
        dbuf dn (sizeof (int));
        upload (dx, x, (gt_etype) tx);
        CK (cudaMemset (dn.p, 0, sizeof (int)));
        char name[64];
        snprintf (name, sizeof name, "convert %s -> %s", tname[tx],
                  tname[ty]);
        if (!ok_status (gt_launch_convert ((gt_etype) tx, dx.p,
                                           (gt_etype) ty, dy.p, n,
                                           (int *) dn.p, 0), name))
          continue;
        vals want (n);
        for (size_t i = 0; i < n; i++)
          want[i] = ty == GT_E_BOOL ? cd (x[i] != 0.0, 0)
                    : is_c ((gt_etype) ty) ? x[i] : cd (x[i].real (), 0);
        compare (name, download (dy.p, (gt_etype) ty, n),
                 rounded (want, (gt_etype) ty), 0);
      }
  /* NaN to BOOL */
  vals x = gen (100, 1, true);
  x[42] = cd (0, NAN);
  dbuf dx (100 * 16), dy (100), dn (sizeof (int));
  upload (dx, x, GT_E_C128);
  CK (cudaMemset (dn.p, 0, sizeof (int)));
  int seen = 0;
  ok_status (gt_launch_convert (GT_E_C128, dx.p, GT_E_BOOL, dy.p, 100,
                                (int *) dn.p, 0), "convert NaN");
  download (dy.p, GT_E_BOOL, 1);
  CK (cudaMemcpy (&seen, dn.p, sizeof seen, cudaMemcpyDeviceToHost));
  result (seen == 1, "convert C128 -> BOOL flags a NaN");
}

static void check_fill_eye ()
{
  for (int t = 0; t < NTYPES; t++)
    {
      const size_t n = 1001, m = 7, c = 300;
      dbuf dy (n * esz ((gt_etype) t) + 16), de (m * c * esz ((gt_etype) t));
      char name[64];
      snprintf (name, sizeof name, "fill %s", tname[t]);
      if (ok_status (gt_launch_fill ((gt_etype) t, dy.p, n, -1.25, 3.5, 0),
                     name))
        compare (name, download (dy.p, (gt_etype) t, n),
                 rounded (vals (n, cd (-1.25, is_c ((gt_etype) t) ? 3.5 : 0)),
                          (gt_etype) t), 0);
      /* unaligned: one element in */
      snprintf (name, sizeof name, "fill %s unaligned", tname[t]);
      char *y1 = (char *) dy.p + esz ((gt_etype) t);
      if (ok_status (gt_launch_fill ((gt_etype) t, y1, n - 1, 2, 0, 0), name))
        compare (name, download (y1, (gt_etype) t, n - 1),
                 rounded (vals (n - 1, cd (2, 0)), (gt_etype) t), 0);
      const size_t shapes[2][2] = { { m, c }, { c, m } };
      for (auto &sh : shapes)
        {
          snprintf (name, sizeof name, "eye %s %zu x %zu", tname[t], sh[0],
                    sh[1]);
          if (!ok_status (gt_launch_eye ((gt_etype) t, de.p, sh[0], sh[1], 0),
                          name))
            continue;
          vals want (sh[0] * sh[1]);
          for (size_t i = 0; i < want.size (); i++)
            want[i] = i % sh[0] == i / sh[0];
          compare (name, download (de.p, (gt_etype) t, want.size ()), want, 0);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Random: an independent host Philox4x32-10                           */

static void philox_host (uint32_t x[4], uint32_t k0, uint32_t k1)
{
  for (int r = 0; r < 10; r++)
    {
      const uint64_t p0 = (uint64_t) 0xD2511F53u * x[0];
      const uint64_t p1 = (uint64_t) 0xCD9E8D57u * x[2];
      const uint32_t y[4] = { (uint32_t) (p1 >> 32) ^ x[1] ^ k0, (uint32_t) p1,
                              (uint32_t) (p0 >> 32) ^ x[3] ^ k1, (uint32_t) p0 };
      memcpy (x, y, sizeof y);
      k0 += 0x9E3779B9u, k1 += 0xBB67AE85u;
    }
}

static double host_random (bool normal, bool single, uint64_t seed,
                           uint64_t c)
{
  uint32_t x[4] = { (uint32_t) c, (uint32_t) (c >> 32), 0, 0 };
  philox_host (x, (uint32_t) seed, (uint32_t) (seed >> 32));
  auto u24 = [] (uint32_t a) { return ((a >> 9) * 2.0 + 1) * 0x1p-24; };
  auto u53 = [] (uint32_t a, uint32_t b) {
    const uint64_t k = ((uint64_t) a << 20) | (b >> 12);
    return (double) (2 * k + 1) * 0x1p-53;
  };
  const double u1 = single ? u24 (x[0]) : u53 (x[0], x[1]);
  const double u2 = single ? u24 (x[1]) : u53 (x[2], x[3]);
  if (!normal)
    return u1;
  return std::sqrt (-2 * std::log (u1)) * std::cos (2 * M_PI * u2);
}

static void check_random ()
{
  /* Known answers (Random123's kat_vectors for philox4x32_10). */
  const uint32_t kat[3][10] = {
    { 0, 0, 0, 0, 0, 0, 0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8 },
    { ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, 0x408f276d, 0x41c83b0e, 0xa20bc7c6,
      0x6d5451fd },
    { 0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344, 0xa4093822,
      0x299f31d0, 0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1 } };
  for (int k = 0; k < 3; k++)
    {
      uint32_t x[4] = { kat[k][0], kat[k][1], kat[k][2], kat[k][3] };
      philox_host (x, kat[k][4], kat[k][5]);
      result (!memcmp (x, &kat[k][6], sizeof x),
              "host Philox4x32-10 known answer %d", k);
    }

  const size_t n = 100003;
  const uint64_t seed = 0x0123456789abcdefull, off = 0xfffffffffff0ull;
  for (int single = 0; single < 2; single++)
    for (int normal = 0; normal < 2; normal++)
      {
        const gt_etype t = single ? GT_E_F32 : GT_E_F64;
        dbuf d (n * esz (t)), d2 (n * esz (t));
        char name[64];
        snprintf (name, sizeof name, "random %s %s", normal ? "normal" : "uniform",
                  tname[t]);
        if (!ok_status (gt_launch_random (normal, t, d.p, n, seed, off, 0), name))
          continue;
        vals got = download (d.p, t, n), want (n);
        for (size_t i = 0; i < n; i++)
          want[i] = host_random (normal, single, seed, off + i);
        if (normal) /* libm vs CUDA's log and cospi */
          {
            size_t bad = n;
            for (size_t i = 0; i < n && bad == n; i++)
              if (std::fabs (got[i].real () - want[i].real ())
                  > (single ? 4e-6 : 1e-13) * (1 + std::fabs (want[i].real ())))
                bad = i;
            result (bad == n, "%s matches the host (first bad %zu)", name, bad);
          }
        else
          {
            compare (name, got, rounded (want, t), 0);
            bool inside = true;
            for (const cd &v : got)
              inside = inside && v.real () > 0 && v.real () < 1;
            result (inside, "%s strictly inside (0, 1)", name);
          }
        double s = 0, s2 = 0;
        for (const cd &v : got)
          s += v.real (), s2 += v.real () * v.real ();
        const double mean = s / n, var = s2 / n - mean * mean;
        const double m0 = normal ? 0 : 0.5, v0 = normal ? 1 : 1.0 / 12;
        result (std::fabs (mean - m0) < 0.02 && std::fabs (var / v0 - 1) < 0.02,
                "%s: mean %.4f, variance %.4f", name, mean, var);
        /* two calls continue one call's sequence */
        const size_t h = 40000;
        ok_status (gt_launch_random (normal, t, d2.p, h, seed, off, 0), name);
        ok_status (gt_launch_random (normal, t, (char *) d2.p + h * esz (t),
                                     n - h, seed, off + h, 0), name);
        snprintf (name, sizeof name, "random %s %s continued",
                  normal ? "normal" : "uniform", tname[t]);
        compare (name, download (d2.p, t, n), got, 0);
      }
}

/* ------------------------------------------------------------------ */
/* Bandwidth of the flat path                                           */

static void check_bandwidth ()
{
  const size_t n = (size_t) 4096 * 4096, bytes = n * sizeof (double);
  dbuf a (bytes), b (bytes), y (bytes);
  CK (cudaMemset (a.p, 0, bytes));
  CK (cudaMemset (b.p, 0, bytes));
  gt_bcast bc = flat (n);
  gt_operand oa = { GT_E_F64, a.p, { 0, 0 } }, ob = { GT_E_F64, b.p, { 0, 0 } };
  cudaEvent_t e0, e1;
  CK (cudaEventCreate (&e0));
  CK (cudaEventCreate (&e1));
  auto time = [&] (int what) {
    std::vector<float> t;
    for (int r = 0; r < 23; r++)
      {
        float ms;
        CK (cudaEventRecord (e0, 0));
        if (what)
          gt_launch_binary (GT_BIN_ADD, &oa, &ob, GT_E_F64, y.p, &bc, NULL, 0);
        else
          CK (cudaMemcpyAsync (y.p, a.p, bytes, cudaMemcpyDeviceToDevice, 0));
        CK (cudaEventRecord (e1, 0));
        CK (cudaEventSynchronize (e1));
        CK (cudaEventElapsedTime (&ms, e0, e1));
        if (r >= 3)
          t.push_back (ms);
      }
    std::sort (t.begin (), t.end ());
    return t[t.size () / 2];
  };
  const double copy = 2 * bytes / (time (0) * 1e-3) / 1e9;
  const double add = 3 * bytes / (time (1) * 1e-3) / 1e9;
  CK (cudaGetLastError ());
  result (add >= 0.85 * copy, "flat G + H, 4096^2 doubles: %.0f GB/s, copy "
          "%.0f GB/s (%.0f%%, target 85%%)", add, copy, 100 * add / copy);
  cudaEventDestroy (e0);
  cudaEventDestroy (e1);
}

int main ()
{
  int count = 0;
  if (cudaGetDeviceCount (&count) != cudaSuccess || count == 0)
    {
      fprintf (stderr, "array_kernels_check: no CUDA device\n");
      return 1;
    }
  check_unary ();
  check_binary ();
  check_convert ();
  check_fill_eye ();
  check_random ();
  check_bandwidth ();
  printf ("%d passed, %d failed\n", npass, nfail);
  return nfail ? 1 : 0;
}
