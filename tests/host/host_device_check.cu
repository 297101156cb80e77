/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * host_device_check.cu - the test-only host backend of the device-level
 * API (GT_TEST_HOST_DEVICE) against plain host references: every call of
 * gputiled_device.h that resident arrays use, through the public headers
 * only.  Needs no GPU (it is what CI runs there, also under valgrind):
 *
 *   cmake --build build --target host_device_check
 *   build/host_device_check
 *   valgrind --error-exitcode=1 --leak-check=full build/host_device_check
 *
 * Prints the failures and one "N passed, M failed" line; exits 1 on any
 * failure.  The references are written here, independently of the
 * kernels' code: <cmath> and <complex> for the elementwise functions,
 * loops for broadcasting, indexing, transposes, products and reductions,
 * and a Philox4x32-10 of its own (checked against the published
 * known-answer vectors) for the random numbers, which must match bit for
 * bit.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmath>
#include <complex>
#include <vector>

#include "gputiled.h"
#include "gputiled_device.h"
#include "../common/etype_values.h"

typedef std::complex<double> cd;
typedef std::complex<float> cf;

static int npass, nfail;

static void check (bool ok, const char *fmt, ...)
{
  if (ok)
    {
      npass++;
      return;
    }
  va_list ap;
  va_start (ap, fmt);
  printf ("FAIL ");
  vprintf (fmt, ap);
  printf ("\n");
  va_end (ap);
  nfail++;
}

/* Equal, or both NaN, or within REL of the larger magnitude. */
static bool near (double a, double b, double rel)
{
  if (std::isnan (a) || std::isnan (b))
    return std::isnan (a) && std::isnan (b);
  if (std::isinf (a) || std::isinf (b))
    return a == b;
  const double m = std::fmax (std::fabs (a), std::fabs (b));
  return std::fabs (a - b) <= rel * m || std::fabs (a - b) < 1e-300;
}
static bool near (cd a, cd b, double rel)
{
  if (std::isnan (a.real ()) || std::isnan (a.imag ())
      || std::isnan (b.real ()) || std::isnan (b.imag ()))
    return near (a.real (), b.real (), rel) && near (a.imag (), b.imag (), rel);
  if (std::isinf (a.real ()) || std::isinf (a.imag ())
      || std::isinf (b.real ()) || std::isinf (b.imag ()))
    return a == b;
  return std::abs (a - b) <= rel * std::fmax (std::abs (a), std::abs (b))
         || std::abs (a - b) < 1e-300;
}
static bool same_bits (double a, double b)
{
  return memcmp (&a, &b, sizeof a) == 0;
}

/* ------------------------------------------------------------------ */
/* "Device" buffers through the API                                     */

struct dev
{
  void *p = nullptr;
  size_t bytes = 0;
  explicit dev (size_t b) : bytes (b)
  {
    if (gt_dev_alloc (&p, b) != GT_OK)
      {
        printf ("FATAL gt_dev_alloc (%zu): %s\n", b, gt_last_error ());
        exit (2);
      }
  }
  ~dev () { gt_dev_free (p); }
  dev (const dev &) = delete;
  dev &operator= (const dev &) = delete;
};

template <typename T> static void up (dev &d, const std::vector<T> &v)
{
  if (gt_dev_upload (d.p, v.data (), v.size () * sizeof (T)) != GT_OK)
    check (false, "upload: %s", gt_last_error ());
}
template <typename T> static std::vector<T> down (const dev &d, size_t n)
{
  std::vector<T> v (n);
  if (gt_dev_download (v.data (), d.p, n * sizeof (T)) != GT_OK)
    check (false, "download: %s", gt_last_error ());
  return v;
}

static const char *tname[] = { "F64", "F32", "C128", "C64", "BOOL" };
static bool is_c (gt_etype t) { return t == GT_E_C128 || t == GT_E_C64; }
static bool is_s (gt_etype t) { return t == GT_E_F32 || t == GT_E_C64; }

/* Values of any element type, packed and unpacked through double. */
static std::vector<unsigned char> pack (const std::vector<cd> &v, gt_etype t)
{
  return etype_pack (v, t);
}
static std::vector<cd> unpack (const std::vector<unsigned char> &b,
                               gt_etype t)
{
  return etype_unpack (b.data (), t, b.size () / etype_bytes (t));
}
static void up_vals (dev &d, const std::vector<cd> &v, gt_etype t)
{
  up (d, pack (v, t));
}
static std::vector<cd> down_vals (const dev &d, size_t n, gt_etype t)
{
  return unpack (down<unsigned char> (d, n * gt_etype_size (t)), t);
}

/* ------------------------------------------------------------------ */
/* Switching, the context, memory                                       */

static void check_switch_and_memory (void)
{
  int count0 = 0, count1 = 0;
  const char *why = "";
  gt_device_count (&count0, &why);
  const unsigned long long g0 = gt_dev_generation ();
  check (g0 != 0, "generation is never 0");
  check (gt_test_control (GT_TEST_HOST_DEVICE, 1) == GT_OK,
         "switching the host backend on: %s", gt_last_error ());
  check (gt_dev_host_backend () == 1, "gt_dev_host_backend after on");
  const unsigned long long g1 = gt_dev_generation ();
  check (g1 != g0, "switching on changes the generation");
  check (gt_test_control (GT_TEST_HOST_DEVICE, 1) == GT_OK
             && gt_dev_generation () == g1,
         "switching on again changes nothing");
  gt_device_count (&count1, &why);
  check (count1 == count0, "gt_device_count unaffected (%d, %d)", count0,
         count1);

  check (gt_dev_open (-1) == GT_OK, "gt_dev_open (-1): %s",
         gt_last_error ());
  check (gt_dev_open (0) == GT_OK, "gt_dev_open (0)");
  check (gt_dev_open (1) == GT_ERR_BAD_DEVICE, "gt_dev_open (1) refused");
  check (gt_dev_stream () != NULL, "gt_dev_stream is not NULL");
  check (gt_dev_sync () == GT_OK, "gt_dev_sync");

  size_t n = 9, b = 9;
  gt_dev_live (&n, &b);
  check (n == 0 && b == 0, "no live buffers at the start (%zu, %zu)", n, b);
  void *p1, *p2, *p3;
  check (gt_dev_alloc (&p1, 100) == GT_OK && p1, "alloc 100");
  check (gt_dev_alloc (&p2, 1000) == GT_OK && p2, "alloc 1000");
  check (gt_dev_alloc (&p3, 0) == GT_OK && !p3, "alloc 0 gives NULL");
  check (((uintptr_t) p1 % 16) == 0 && ((uintptr_t) p2 % 16) == 0,
         "buffers aligned to 16 bytes");
  gt_dev_live (&n, &b);
  check (n == 2 && b == 1100, "live: 2 buffers, 1100 bytes (%zu, %zu)", n,
         b);
  /* bytes through upload, copy, download */
  std::vector<unsigned char> h (100), g (100);
  for (int i = 0; i < 100; i++)
    h[i] = (unsigned char) (i * 7 + 3);
  check (gt_dev_upload (p1, h.data (), 100) == GT_OK, "upload");
  check (gt_dev_copy ((char *) p2 + 500, p1, 100) == GT_OK, "copy");
  check (gt_dev_download (g.data (), (char *) p2 + 500, 100) == GT_OK
             && g == h,
         "upload, copy, download give the bytes back");
  check (gt_dev_upload (NULL, h.data (), 4) == GT_ERR_INVALID_ARG,
         "upload to NULL refused");
  check (gt_dev_download (g.data (), p1, 0) == GT_OK, "download of 0 bytes");
  gt_dev_free (p1);
  gt_dev_free (p1); /* twice: ignored */
  gt_dev_free (NULL);
  gt_dev_free (h.data ()); /* not ours: ignored */
  gt_dev_live (&n, &b);
  check (n == 1 && b == 1000, "live after frees: 1, 1000 (%zu, %zu)", n, b);

  /* a reset forgets the buffers (and frees them) and moves on */
  gt_shutdown ();
  check (gt_dev_generation () != g1, "gt_shutdown changes the generation");
  check (gt_dev_host_backend () == 1, "gt_shutdown leaves the backend on");
  gt_dev_live (&n, &b);
  check (n == 0 && b == 0, "a reset forgets the live buffers");
  gt_dev_free (p2); /* from before the reset: ignored */

  /* faults fire on the host backend too */
  int fired = 0;
  void *p4 = NULL;
  gt_test_control (GT_TEST_FAULT, "alloc", 1, &fired);
  check (gt_dev_alloc (&p4, 64) == GT_ERR_OUT_OF_MEMORY && !p4,
         "an armed alloc fault fails gt_dev_alloc");
  double x[4];
  dev d (sizeof x);
  gt_test_control (GT_TEST_FAULT, "launch", 1, &fired);
  check (gt_dev_fill (GT_E_F64, d.p, 4, 1, 0) == GT_ERR_CUDA,
         "an armed launch fault fails gt_dev_fill");
  check (gt_dev_fill (GT_E_F64, d.p, 4, 1, 0) == GT_OK,
         "a fault fires once");
  gt_test_control (GT_TEST_FAULT, "none", 1, &fired);
}

/* ------------------------------------------------------------------ */
/* Resident arrays                                                      */

static void check_arrays (void)
{
  const size_t dims[3] = { 2, 3, 4 }, d2[2] = { 6, 4 };
  gt_arr a, b;
  gt_arr_id ia = 0, ib = 0;
  size_t count = 0, bytes = 0;

  check (gt_arr_new (GT_E_C128, 3, dims, &ia, &a) == GT_OK && a.numel == 24
             && a.data,
         "gt_arr_new: %s", gt_last_error ());
  check (gt_arr_alias (ia, 2, d2, &ib, &b) == GT_OK && b.data == a.data
             && b.ndims == 2,
         "gt_arr_alias");
  gt_arr_stats (&count, &bytes);
  check (count == 2 && bytes == 24 * 16, "gt_arr_stats: 2 arrays, %zu bytes",
         bytes);
  std::vector<double> v (48);
  for (size_t i = 0; i < v.size (); i++)
    v[i] = (double) i;
  check (gt_dev_upload (a.data, v.data (), 48 * 8) == GT_OK, "array upload");
  gt_arr_release (ia);
  gt_arr c;
  check (gt_arr_get (ib, &c) == GT_OK && c.data == a.data,
         "the alias keeps the buffer");
  std::vector<double> w (48);
  check (gt_dev_download (w.data (), c.data, 48 * 8) == GT_OK && w == v,
         "the alias's contents");
  check (gt_arr_get (ia, &c) == GT_ERR_INVALID_ARG, "a released id");
  const unsigned long long g = gt_dev_generation ();
  gt_shutdown ();
  check (gt_dev_generation () != g, "generation after a reset");
  check (gt_arr_get (ib, &c) == GT_ERR_STALE, "an array from before a reset "
         "is stale");
  gt_arr_release (ib); /* ignored */
  gt_arr_stats (&count, &bytes);
  check (count == 0 && bytes == 0, "no arrays after a reset");
  check (gt_arr_new (GT_E_F64, 2, d2, &ia, &a) == GT_OK, "a new array");
  gt_arr_release (ia);
}

/* ------------------------------------------------------------------ */
/* Elementwise functions                                                */

static cd ref_unary (gt_unop op, cd z, bool cplx)
{
  return etype_ref_unary<double> (op, z, cplx);
}

static const char *un_name[] = { "neg", "abs", "sqrt", "exp", "log", "sin",
                                 "cos", "tanh", "real", "imag", "conj",
                                 "floor", "ceil", "round" };

static void check_unary (void)
{
  const std::vector<cd> rv = { 0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 0.3, -7.75,
                               1e-300, 1e300, 42.0, INFINITY, -INFINITY,
                               NAN, 3.5, -0.5 };
  const std::vector<cd> cv = { cd (1, 2), cd (-1, 0.5), cd (0.3, -4),
                               cd (-2.5, -2.5), cd (0, 1), cd (-4, 0),
                               cd (1e-3, 1e3), cd (7, -0.25), cd (0.5, 0.5),
                               cd (-3, 2), cd (2, 0), cd (0, -2) };
  const gt_etype types[] = { GT_E_F64, GT_E_F32, GT_E_C128, GT_E_C64 };
  for (gt_etype t : types)
    {
      const bool c = is_c (t);
      const std::vector<cd> &in = c ? cv : rv;
      const size_t n = in.size ();
      /* the reference sees the values as stored */
      const std::vector<cd> x = unpack (pack (in, t), t);
      dev dx (n * gt_etype_size (t)), dy (n * gt_etype_size (t));
      up_vals (dx, in, t);
      for (int op = 0; op < GT_UN_NOT; op++)
        {
          const bool to_real
              = op == GT_UN_ABS || op == GT_UN_REAL || op == GT_UN_IMAG;
          const gt_etype ty
              = to_real ? (is_s (t) ? GT_E_F32 : GT_E_F64) : t;
          int domain = -1;
          const gt_status st = gt_dev_unary ((gt_unop) op, t, dx.p, ty, dy.p,
                                             n, &domain);
          check (st == GT_OK, "unary %s %s: %s", un_name[op], tname[t],
                 gt_last_error ());
          if (st != GT_OK)
            continue;
          const std::vector<cd> y = down_vals (dy, n, ty);
          /* the host library on both sides: exact for the real
             functions but for float, whose libm may differ from the
             double one rounded; complex ones within a few ulps */
          const double tol = is_s (t) ? 4e-7 : (c ? 1e-15 : 0);
          int bad = 0;
          for (size_t i = 0; i < n; i++)
            {
              cd r = ref_unary ((gt_unop) op, x[i], c);
              if (is_s (t))
                r = cd ((float) r.real (), (float) r.imag ());
              if (!near (y[i], r, tol) && bad++ < 3)
                printf ("  %s %s (%g%+gi) = %.17g%+.17gi, expected "
                        "%.17g%+.17gi\n", un_name[op], tname[t],
                        x[i].real (), x[i].imag (), y[i].real (),
                        y[i].imag (), r.real (), r.imag ());
            }
          check (bad == 0, "unary %s %s: %d wrong", un_name[op], tname[t],
                 bad);
          if (op == GT_UN_SQRT || op == GT_UN_LOG)
            check (domain == (c ? 0 : 1), "unary %s %s: domain flag %d",
                   un_name[op], tname[t], domain);
          else
            check (domain == 0, "unary %s %s: no domain flag (%d)",
                   un_name[op], tname[t], domain);
        }
      /* the domain flag stays 0 for non-negative input */
      if (!c)
        {
          const std::vector<cd> pos = { 0.0, 1.0, 4.0, NAN };
          int domain = -1;
          up_vals (dx, pos, t);
          check (gt_dev_unary (GT_UN_SQRT, t, dx.p, t, dy.p, 4, &domain)
                     == GT_OK
                     && domain == 0,
                 "sqrt %s of x >= 0 and NaN raises no flag", tname[t]);
        }
      check (gt_dev_unary (GT_UN_NEG, t, dx.p, GT_E_BOOL, dy.p, n, NULL)
                 == GT_ERR_INVALID_ARG,
             "unary: a wrong output type is refused");
    }
  /* NOT */
  {
    const std::vector<unsigned char> b = { 0, 1, 1, 0, 1 };
    dev dx (5), dy (5);
    up (dx, b);
    check (gt_dev_unary (GT_UN_NOT, GT_E_BOOL, dx.p, GT_E_BOOL, dy.p, 5,
                         NULL)
               == GT_OK,
           "NOT");
    const std::vector<unsigned char> y = down<unsigned char> (dy, 5);
    bool ok = true;
    for (int i = 0; i < 5; i++)
      ok = ok && y[i] == !b[i];
    check (ok, "NOT values");
    check (gt_dev_unary (GT_UN_NOT, GT_E_F64, dx.p, GT_E_F64, dy.p, 1, NULL)
               == GT_ERR_NOT_SUPPORTED,
           "NOT of F64 refused");
  }
}

/* ------------------------------------------------------------------ */
/* Binary operators with broadcasting                                   */

/* Octave's comparisons of complex values: abs, then arg (-pi as pi). */
static bool ref_ccmp (int op, cd a, cd b, bool a_real, bool b_real)
{
  if (op == GT_BIN_EQ)
    return a == b;
  if (op == GT_BIN_NE)
    return a != b;
  double x = std::abs (a), y = std::abs (b);
  if (x == y)
    {
      x = a_real ? 0 : std::arg (a), y = b_real ? 0 : std::arg (b);
      if (x == -M_PI && y != -M_PI)
        x = M_PI;
      else if (y == -M_PI && x != -M_PI)
        y = M_PI;
    }
  switch (op)
    {
    case GT_BIN_LT: return x < y;
    case GT_BIN_LE: return x <= y;
    case GT_BIN_GT: return x > y;
    default: return x >= y;
    }
}

/* One product rounded per step, no fma: (a b - c d) and (a d + b c). */
static cd ref_cmul (cd x, cd y)
{
  volatile double ac = x.real () * y.real (), bd = x.imag () * y.imag ();
  volatile double ad = x.real () * y.imag (), bc = x.imag () * y.real ();
  const cd r (ac - bd, ad + bc);
  if (std::isnan (r.real ()) && std::isnan (r.imag ()))
    return x * y; /* GCC's __muldc3: Annex G's recovery */
  return r;
}

static cd ref_binary (int op, cd a, cd b, bool ac, bool bc, bool *dom)
{
  const bool cplx = ac || bc;
  if (op >= GT_BIN_EQ && op <= GT_BIN_GE)
    {
      if (!cplx)
        {
          const double x = a.real (), y = b.real ();
          switch (op)
            {
            case GT_BIN_EQ: return x == y;
            case GT_BIN_NE: return x != y;
            case GT_BIN_LT: return x < y;
            case GT_BIN_LE: return x <= y;
            case GT_BIN_GT: return x > y;
            default: return x >= y;
            }
        }
      return ref_ccmp (op, a, b, !ac, !bc);
    }
  if (op == GT_BIN_MAX || op == GT_BIN_MIN)
    {
      const bool mx = op == GT_BIN_MAX;
      if (!cplx)
        {
          if (std::isnan (a.real ()))
            return b;
          if (std::isnan (b.real ()))
            return a;
          return (mx ? b.real () > a.real () : b.real () < a.real ()) ? b : a;
        }
      if (std::isnan (a.real ()) || std::isnan (a.imag ()))
        return a;
      if (std::isnan (b.real ()) || std::isnan (b.imag ()))
        return b;
      return (mx ? std::abs (b) > std::abs (a) : std::abs (b) < std::abs (a))
                 ? b : a;
    }
  if (!cplx)
    {
      const double x = a.real (), y = b.real ();
      switch (op)
        {
        case GT_BIN_ADD: return x + y;
        case GT_BIN_SUB: return x - y;
        case GT_BIN_MUL: return x * y;
        case GT_BIN_DIV: return x / y;
        default:
          *dom = *dom || (x < 0 && y != std::rint (y));
          return std::pow (x, y);
        }
    }
  switch (op)
    {
    case GT_BIN_ADD: return ac && bc ? a + b : ac ? cd (a.real () + b.real (),
                                                        a.imag ())
                                                  : cd (a.real () + b.real (),
                                                        b.imag ());
    case GT_BIN_SUB: return a - b;
    case GT_BIN_MUL:
      return ac && bc ? ref_cmul (a, b)
                      : ac ? cd (a.real () * b.real (), a.imag () * b.real ())
                           : cd (a.real () * b.real (), a.real () * b.imag ());
    case GT_BIN_DIV:
      return ac && !bc ? cd (a.real () / b.real (), a.imag () / b.real ())
                       : a / b;
    default:
      /* Octave's: std::pow (x, z) for a positive real base, repeated
         squaring (std::pow (z, int)) for an integer exponent, else
         std::pow (z, x) or std::pow (z, w) */
      if (!ac && a.real () > 0)
        return std::pow (a.real (), b);
      if (b.imag () == 0 && b.real () == std::rint (b.real ())
          && std::fabs (b.real ()) < 2147483647.0)
        return std::pow (a, (int) b.real ());
      if (b.imag () == 0)
        return std::pow (a, b.real ());
      return std::pow (a, b);
    }
}

static const char *bin_name[] = { "+", "-", "*", "/", "^", "==", "!=", "<",
                                  "<=", ">", ">=", "&", "|", "max", "min" };

/* A (3 x 1 x 2) op B (1 x 4 x 2) -> Y (3 x 4 x 2), and scalar forms. */
static void check_binary (void)
{
  const size_t na = 6, nb = 8, ny = 24;
  std::vector<cd> av (na), bv (nb);
  const double ar[] = { 1.5, -2, 0.25, 3, -0.5, NAN };
  const double ai[] = { 0.5, 1, -2, 0, 3, 1 };
  const double br[] = { 2, -1, 0.5, 3, -2.5, 4, 1.5, 0 };
  const double bi[] = { -1, 0, 2, 0.5, 1, -3, 0.25, 2 };
  for (size_t i = 0; i < na; i++)
    av[i] = cd (ar[i], ai[i]);
  for (size_t i = 0; i < nb; i++)
    bv[i] = cd (br[i], bi[i]);
  gt_bcast bc;
  memset (&bc, 0, sizeof bc);
  bc.ndims = 3;
  bc.dims[0] = 3, bc.dims[1] = 4, bc.dims[2] = 2;
  bc.sa[0] = 1, bc.sa[1] = 0, bc.sa[2] = 3;
  bc.sb[0] = 0, bc.sb[1] = 1, bc.sb[2] = 4;

  for (int prec = 0; prec < 2; prec++)
    for (int cplx = 0; cplx < 4; cplx++)
      {
        const bool ac = cplx & 1, bcx = cplx & 2;
        const gt_etype ta = prec ? (ac ? GT_E_C64 : GT_E_F32)
                                 : (ac ? GT_E_C128 : GT_E_F64);
        const gt_etype tb = prec ? (bcx ? GT_E_C64 : GT_E_F32)
                                 : (bcx ? GT_E_C128 : GT_E_F64);
        const gt_etype to = prec ? (ac || bcx ? GT_E_C64 : GT_E_F32)
                                 : (ac || bcx ? GT_E_C128 : GT_E_F64);
        const std::vector<cd> xa = unpack (pack (av, ta), ta);
        const std::vector<cd> xb = unpack (pack (bv, tb), tb);
        dev da (na * 16), db (nb * 16), dy (ny * 16);
        up_vals (da, av, ta);
        up_vals (db, bv, tb);
        for (int op = 0; op <= GT_BIN_MIN; op++) /* the operators */
          {
            if (op == GT_BIN_AND || op == GT_BIN_OR)
              continue;
            const bool cmp = op >= GT_BIN_EQ && op <= GT_BIN_GE;
            const gt_etype ty = cmp ? GT_E_BOOL : to;
            for (int form = 0; form < 3; form++)
              {
                /* 0: arrays; 1: A a value; 2: B a value */
                gt_operand oa = { ta, da.p, { 0, 0 } };
                gt_operand ob = { tb, db.p, { 0, 0 } };
                if (form == 1)
                  oa.data = NULL, oa.val[0] = ar[1], oa.val[1] = ai[1];
                if (form == 2)
                  ob.data = NULL, ob.val[0] = br[2], ob.val[1] = bi[2];
                int domain = -1;
                const gt_status st
                    = gt_dev_binary ((gt_binop) op, &oa, &ob, ty, dy.p, &bc,
                                     &domain);
                check (st == GT_OK, "binary %s %s %s: %s", tname[ta],
                       bin_name[op], tname[tb], gt_last_error ());
                if (st != GT_OK)
                  continue;
                const std::vector<cd> y = down_vals (dy, ny, ty);
                bool dom = false;
                int bad = 0;
                for (size_t k = 0; k < 2; k++)
                  for (size_t j = 0; j < 4; j++)
                    for (size_t i = 0; i < 3; i++)
                      {
                        const cd a = form == 1 ? xa[1] : xa[i + 3 * k];
                        const cd b = form == 2 ? xb[2] : xb[j + 4 * k];
                        cd r = ref_binary (op, a, b, ac, bcx, &dom);
                        if (prec && !cmp)
                          r = cd ((float) r.real (), (float) r.imag ());
                        const double tol
                            = op == GT_BIN_POW ? (prec ? 1e-5 : 1e-13)
                                               : (prec ? 1e-6 : 1e-15);
                        const cd got = y[i + 3 * j + 12 * k];
                        if (!near (got, r, tol) && bad++ < 3)
                          printf ("  %s (%g%+gi) %s %s (%g%+gi) = "
                                  "%.17g%+.17gi, expected %.17g%+.17gi\n",
                                  tname[ta], a.real (), a.imag (),
                                  bin_name[op], tname[tb], b.real (),
                                  b.imag (), got.real (), got.imag (),
                                  r.real (), r.imag ());
                      }
                check (bad == 0, "binary %s %s %s (form %d): %d wrong",
                       tname[ta], bin_name[op], tname[tb], form, bad);
                if (op == GT_BIN_POW && !ac && !bcx)
                  check (domain == (int) dom, "pow %s domain flag %d, "
                         "expected %d", tname[ta], domain, (int) dom);
              }
          }
      }

  /* AND, OR of BOOL, one side a value */
  {
    const std::vector<unsigned char> a = { 1, 0, 1, 0 }, b = { 1, 1, 0, 0 };
    dev da (4), db (4), dy (4);
    up (da, a);
    up (db, b);
    gt_bcast flat;
    memset (&flat, 0, sizeof flat);
    flat.ndims = 1, flat.dims[0] = 4, flat.sa[0] = flat.sb[0] = 1;
    gt_operand oa = { GT_E_BOOL, da.p, { 0, 0 } };
    gt_operand ob = { GT_E_BOOL, db.p, { 0, 0 } };
    check (gt_dev_binary (GT_BIN_AND, &oa, &ob, GT_E_BOOL, dy.p, &flat, NULL)
               == GT_OK
               && down<unsigned char> (dy, 4)
                      == std::vector<unsigned char> ({ 1, 0, 0, 0 }),
           "AND");
    check (gt_dev_binary (GT_BIN_OR, &oa, &ob, GT_E_BOOL, dy.p, &flat, NULL)
               == GT_OK
               && down<unsigned char> (dy, 4)
                      == std::vector<unsigned char> ({ 1, 1, 1, 0 }),
           "OR");
    ob.data = NULL, ob.val[0] = 1;
    check (gt_dev_binary (GT_BIN_AND, &oa, &ob, GT_E_BOOL, dy.p, &flat, NULL)
               == GT_OK
               && down<unsigned char> (dy, 4) == a,
           "AND with a value");
    gt_operand of = { GT_E_F64, da.p, { 0, 0 } };
    check (gt_dev_binary (GT_BIN_AND, &of, &ob, GT_E_BOOL, dy.p, &flat,
                          NULL)
               == GT_ERR_NOT_SUPPORTED,
           "AND of F64 refused");
  }

  /* complex products round each step, no fused multiply-add, as
     gt_cmul.h: values where an fma would differ in the last bit */
  {
    const cd x (1.0 + 0x1p-30, 1.0 - 0x1p-29), y (1.0 - 0x1p-31,
                                                  1.0 + 0x1p-28);
    dev dx (16), dyy (16), dz (16);
    up_vals (dx, { x }, GT_E_C128);
    up_vals (dyy, { y }, GT_E_C128);
    gt_bcast one;
    memset (&one, 0, sizeof one);
    one.ndims = 1, one.dims[0] = 1;
    gt_operand ox = { GT_E_C128, dx.p, { 0, 0 } };
    gt_operand oy = { GT_E_C128, dyy.p, { 0, 0 } };
    gt_dev_binary (GT_BIN_MUL, &ox, &oy, GT_E_C128, dz.p, &one, NULL);
    const cd z = down_vals (dz, 1, GT_E_C128)[0];
    const cd r = ref_cmul (x, y);
    check (same_bits (z.real (), r.real ()) && same_bits (z.imag (), r.imag ()),
           "complex product rounds each step (%.17g%+.17gi vs %.17g%+.17gi)",
           z.real (), z.imag (), r.real (), r.imag ());
    /* Annex G: an infinite factor stays infinite */
    up_vals (dx, { cd (INFINITY, 0) }, GT_E_C128);
    up_vals (dyy, { cd (1, 1) }, GT_E_C128);
    gt_dev_binary (GT_BIN_MUL, &ox, &oy, GT_E_C128, dz.p, &one, NULL);
    const cd w = down_vals (dz, 1, GT_E_C128)[0];
    check (std::isinf (w.real ()) && std::isinf (w.imag ()),
           "(Inf + 0i) * (1 + 1i) is infinite (%g%+gi)", w.real (),
           w.imag ());
  }

  /* the checks: mixed precisions, a wrong output type */
  {
    dev d (64);
    gt_bcast one;
    memset (&one, 0, sizeof one);
    one.ndims = 1, one.dims[0] = 2, one.sa[0] = one.sb[0] = 1;
    gt_operand o1 = { GT_E_F64, d.p, { 0, 0 } };
    gt_operand o2 = { GT_E_F32, d.p, { 0, 0 } };
    check (gt_dev_binary (GT_BIN_ADD, &o1, &o2, GT_E_F64, d.p, &one, NULL)
               == GT_ERR_NOT_SUPPORTED,
           "binary: two precisions refused");
    check (gt_dev_binary (GT_BIN_ADD, &o1, &o1, GT_E_C128, d.p, &one, NULL)
               == GT_ERR_INVALID_ARG,
           "binary: a wrong output type refused");
  }
}

/* ------------------------------------------------------------------ */
/* Conversions and creators                                             */

static void check_convert_fill (void)
{
  const std::vector<cd> v = { cd (1.1, 2), cd (0, 0), cd (-3.3e38, 0.5),
                              cd (1e-50, -1), cd (0, -0.0), cd (7, 0) };
  const size_t n = v.size ();
  const gt_etype all[] = { GT_E_F64, GT_E_F32, GT_E_C128, GT_E_C64,
                           GT_E_BOOL };
  for (gt_etype tx : all)
    for (gt_etype ty : all)
      {
        dev dx (n * 16), dy (n * 16);
        up_vals (dx, v, tx);
        const std::vector<cd> x = unpack (pack (v, tx), tx);
        int nan_seen = -1;
        check (gt_dev_convert (tx, dx.p, ty, dy.p, n, &nan_seen) == GT_OK
                   && nan_seen == 0,
               "convert %s to %s", tname[tx], tname[ty]);
        const std::vector<cd> y = down_vals (dy, n, ty);
        int bad = 0;
        for (size_t i = 0; i < n; i++)
          {
            cd r = is_c (tx) ? x[i] : cd (x[i].real (), 0);
            if (ty == GT_E_BOOL)
              r = r != cd (0, 0);
            else
              {
                if (!is_c (ty))
                  r = r.real ();
                if (is_s (ty))
                  r = cd ((float) r.real (), (float) r.imag ());
              }
            bad += !(y[i] == r);
          }
        check (bad == 0, "convert %s to %s: %d wrong", tname[tx], tname[ty],
               bad);
      }
  {
    const std::vector<double> x = { 1, NAN, 0 };
    dev dx (24), dy (3);
    up (dx, x);
    int nan_seen = -1;
    check (gt_dev_convert (GT_E_F64, dx.p, GT_E_BOOL, dy.p, 3, &nan_seen)
               == GT_OK
               && nan_seen == 1,
           "NaN to BOOL raises the flag (%d)", nan_seen);
  }

  /* fill and eye */
  for (gt_etype t : all)
    {
      const size_t m = 5, k = 3;
      dev d (m * k * 16);
      check (gt_dev_fill (t, d.p, m * k, 2.5, -1.5) == GT_OK, "fill %s",
             tname[t]);
      const std::vector<cd> y = down_vals (d, m * k, t);
      cd r = t == GT_E_BOOL ? cd (1, 0)
                            : is_c (t) ? cd (2.5, -1.5) : cd (2.5, 0);
      bool ok = true;
      for (size_t i = 0; i < m * k; i++)
        ok = ok && y[i] == r;
      check (ok, "fill %s values", tname[t]);
      check (gt_dev_eye (t, d.p, m, k) == GT_OK, "eye %s", tname[t]);
      const std::vector<cd> e = down_vals (d, m * k, t);
      ok = true;
      for (size_t j = 0; j < k; j++)
        for (size_t i = 0; i < m; i++)
          ok = ok && e[i + j * m] == cd (i == j ? 1 : 0, 0);
      check (ok, "eye %s values", tname[t]);
    }
  check (gt_dev_fill (GT_E_NTYPES, NULL, 1, 0, 0) == GT_ERR_INVALID_ARG,
         "fill of a bad type refused");
}

/* ------------------------------------------------------------------ */
/* Random numbers                                                       */

/* Philox4x32-10, written here from the paper (Salmon et al., SC 2011). */
static void philox_ref (uint32_t c[4], uint32_t k0, uint32_t k1)
{
  for (int r = 0; r < 10; r++)
    {
      const uint64_t p0 = (uint64_t) 0xD2511F53u * c[0];
      const uint64_t p1 = (uint64_t) 0xCD9E8D57u * c[2];
      const uint32_t n0 = (uint32_t) (p1 >> 32) ^ c[1] ^ k0;
      const uint32_t n2 = (uint32_t) (p0 >> 32) ^ c[3] ^ k1;
      c[0] = n0, c[1] = (uint32_t) p1, c[2] = n2, c[3] = (uint32_t) p0;
      k0 += 0x9E3779B9u, k1 += 0xBB67AE85u;
    }
}

/* fill.cu's mapping, written here again from its header comment. */
static double uniform_ref (unsigned long long seed, unsigned long long c,
                           bool single)
{
  uint32_t x[4] = { (uint32_t) c, (uint32_t) (c >> 32), 0, 0 };
  philox_ref (x, (uint32_t) seed, (uint32_t) (seed >> 32));
  if (single)
    return (double) (2.0f * (float) (x[0] >> 9) + 1.0f) * 0x1p-24;
  const uint64_t k = ((uint64_t) x[0] << 20) | (x[1] >> 12);
  return ((double) k * 2 + 1) * 0x1p-53;
}

static void check_random (void)
{
  /* the published known answers (Random123's kat_vectors) */
  {
    uint32_t c[4] = { 0, 0, 0, 0 };
    philox_ref (c, 0, 0);
    check (c[0] == 0x6627e8d5u && c[1] == 0xe169c58du && c[2] == 0xbc57ac4cu
               && c[3] == 0x9b00dbd8u,
           "Philox4x32-10 known answer (zeros): %08x %08x %08x %08x", c[0],
           c[1], c[2], c[3]);
    uint32_t d[4] = { ~0u, ~0u, ~0u, ~0u };
    philox_ref (d, ~0u, ~0u);
    check (d[0] == 0x408f276du && d[1] == 0x41c83b0eu && d[2] == 0xa20bc7c6u
               && d[3] == 0x6d5451fdu,
           "Philox4x32-10 known answer (ones): %08x %08x %08x %08x", d[0],
           d[1], d[2], d[3]);
  }

  const size_t n = 4096;
  dev d (n * 8);
  const unsigned long long seeds[] = { 0, 0x5eed, 0x123456789abcdefull };
  const unsigned long long offs[] = { 0, 77, (1ull << 32) - 1000 };
  for (unsigned long long seed : seeds)
    for (unsigned long long off : offs)
      for (int single = 0; single < 2; single++)
        {
          unsigned long long s = seed, o = off;
          gt_dev_rng (1, &s, &o);
          const gt_etype t = single ? GT_E_F32 : GT_E_F64;
          check (gt_dev_random (0, t, d.p, n) == GT_OK, "random %s",
                 tname[t]);
          std::vector<double> y (n);
          if (single)
            {
              const std::vector<float> f = down<float> (d, n);
              for (size_t i = 0; i < n; i++)
                y[i] = f[i];
            }
          else
            y = down<double> (d, n);
          int bad = 0;
          for (size_t i = 0; i < n; i++)
            bad += !same_bits (y[i], uniform_ref (seed, off + i, single));
          check (bad == 0, "uniform %s, seed %llx, offset %llx: %d differ "
                 "from the reference bit for bit", tname[t], seed, off, bad);
          gt_dev_rng (0, &s, &o);
          check (s == seed && o == off + n, "the offset moves on by n");
        }

  /* the same sequence again, and in two pieces */
  {
    unsigned long long s = 42, o = 0;
    gt_dev_rng (1, &s, &o);
    gt_dev_random (1, GT_E_F64, d.p, n);
    const std::vector<double> a = down<double> (d, n);
    gt_dev_rng (1, &s, &o);
    gt_dev_random (1, GT_E_F64, d.p, 1000);
    gt_dev_random (1, GT_E_F64, (double *) d.p + 1000, n - 1000);
    const std::vector<double> b = down<double> (d, n);
    check (a == b, "normals: the same seed gives the same sequence, in one "
           "call or two");
  }

  /* moments */
  const size_t big = 200000;
  dev g (big * 8);
  for (int single = 0; single < 2; single++)
    for (int normal = 0; normal < 2; normal++)
      {
        unsigned long long s = 7 + single, o = 0;
        gt_dev_rng (1, &s, &o);
        const gt_etype t = single ? GT_E_F32 : GT_E_F64;
        check (gt_dev_random (normal, t, g.p, big) == GT_OK, "random");
        std::vector<double> y (big);
        if (single)
          {
            const std::vector<float> f = down<float> (g, big);
            for (size_t i = 0; i < big; i++)
              y[i] = f[i];
          }
        else
          y = down<double> (g, big);
        double m = 0, v = 0, lo = 1e300, hi = -1e300;
        for (double x : y)
          m += x, lo = std::fmin (lo, x), hi = std::fmax (hi, x);
        m /= big;
        for (double x : y)
          v += (x - m) * (x - m);
        const double sd = std::sqrt (v / (big - 1));
        const double em = normal ? 0 : 0.5;
        const double es = normal ? 1 : std::sqrt (1.0 / 12);
        check (std::fabs (m - em) < 5 * es / std::sqrt ((double) big)
                   && std::fabs (sd - es) < 0.01 * es
                   && (normal || (lo > 0 && hi < 1))
                   && std::isfinite (lo) && std::isfinite (hi),
               "%s %s: mean %g, sd %g, range [%g, %g]",
               normal ? "normal" : "uniform", tname[t], m, sd, lo, hi);
      }
  check (gt_dev_random (0, GT_E_C128, d.p, 4) == GT_ERR_NOT_SUPPORTED,
         "complex random numbers refused");
}

/* ------------------------------------------------------------------ */
/* Indexing, find, transpose                                            */

template <typename E> static void check_index_t (size_t es)
{
  /* X is 5 x 4 (elements of ES bytes, numbered) */
  const size_t m = 5, k = 4, nx = m * k;
  std::vector<E> x (nx);
  for (size_t i = 0; i < nx; i++)
    memset (&x[i], (int) (i + 1), sizeof (E));
  dev dx (nx * sizeof (E)), dy (nx * sizeof (E)), dl (2 * 8);
  up (dx, x);
  const std::vector<long long> cols = { 3, 1 };
  up (dl, cols);
  /* rows 0, 2, 4 (a range) x columns 3, 1 (a list) */
  gt_index ix;
  memset (&ix, 0, sizeof ix);
  ix.ndims = 2;
  ix.count[0] = 3, ix.stride[0] = 1, ix.start[0] = 0, ix.step[0] = 2;
  ix.count[1] = 2, ix.stride[1] = m, ix.list[1] = (const long long *) dl.p;
  check (gt_dev_gather (es, dx.p, &ix, dy.p) == GT_OK, "gather %zu: %s", es,
         gt_last_error ());
  std::vector<E> y = down<E> (dy, 6);
  bool ok = true;
  for (size_t j = 0; j < 2; j++)
    for (size_t i = 0; i < 3; i++)
      ok = ok && !memcmp (&y[i + 3 * j], &x[2 * i + m * cols[j]], sizeof (E));
  check (ok, "gather %zu values", es);

  /* scatter an array: X(rows, cols) = V */
  std::vector<E> v (6);
  for (size_t i = 0; i < 6; i++)
    memset (&v[i], (int) (100 + i), sizeof (E));
  dev dv (6 * sizeof (E));
  up (dv, v);
  check (gt_dev_scatter (es, dx.p, &ix, dv.p, 0) == GT_OK, "scatter %zu",
         es);
  std::vector<E> r = x;
  for (size_t j = 0; j < 2; j++)
    for (size_t i = 0; i < 3; i++)
      r[2 * i + m * cols[j]] = v[i + 3 * j];
  std::vector<E> got = down<E> (dx, nx);
  check (!memcmp (got.data (), r.data (), nx * sizeof (E)),
         "scatter %zu values", es);

  /* scatter a scalar over a range with a repeated position (step 0) */
  gt_index rep;
  memset (&rep, 0, sizeof rep);
  rep.ndims = 1, rep.count[0] = 3, rep.stride[0] = 1, rep.start[0] = 7;
  rep.step[0] = 0;
  check (gt_dev_scatter (es, dx.p, &rep, dv.p, 1) == GT_OK,
         "scatter %zu, a scalar", es);
  got = down<E> (dx, nx);
  r[7] = v[0];
  check (!memcmp (got.data (), r.data (), nx * sizeof (E)),
         "scatter %zu of a scalar, values", es);
  /* repeated positions in a list: the last value stays (host backend) */
  const std::vector<long long> twice = { 4, 9, 4 };
  dev dt (3 * 8);
  up (dt, twice);
  gt_index li;
  memset (&li, 0, sizeof li);
  li.ndims = 1, li.count[0] = 3, li.stride[0] = 1;
  li.list[0] = (const long long *) dt.p;
  check (gt_dev_scatter (es, dx.p, &li, dv.p, 0) == GT_OK, "scatter list");
  got = down<E> (dx, nx);
  r[4] = v[2], r[9] = v[1];
  check (!memcmp (got.data (), r.data (), nx * sizeof (E)),
         "scatter %zu with a repeated position keeps the last value", es);

  /* transpose, and the conjugate of complex ones */
  for (int conj = 0; conj < 2; conj++)
    {
      if (conj && es != 8 && es != 16)
        {
          check (gt_dev_transpose (es, 1, dx.p, m, k, dy.p)
                     == GT_ERR_INVALID_ARG,
                 "conjugate transpose of %zu-byte elements refused", es);
          continue;
        }
      check (gt_dev_transpose (es, conj, dx.p, m, k, dy.p) == GT_OK,
             "transpose %zu", es);
      std::vector<E> t = down<E> (dy, nx);
      ok = true;
      for (size_t j = 0; j < k; j++)
        for (size_t i = 0; i < m; i++)
          {
            E e = got[i + j * m];
            if (conj) /* the imaginary half's sign bit */
              ((unsigned char *) &e)[sizeof (E) - 1] ^= 0x80;
            ok = ok && !memcmp (&t[j + i * k], &e, sizeof (E));
          }
      check (ok, "transpose %zu (conj %d) values", es, conj);
    }
  check (gt_dev_gather (es, dx.p, &ix, NULL) == GT_ERR_INVALID_ARG,
         "gather into NULL refused");
}

struct e16
{
  uint64_t lo, hi;
};

static void check_index (void)
{
  check_index_t<uint8_t> (1);
  check_index_t<uint32_t> (4);
  check_index_t<uint64_t> (8);
  check_index_t<e16> (16);
  gt_index bad;
  memset (&bad, 0, sizeof bad);
  bad.ndims = 1, bad.count[0] = 3, bad.stride[0] = 1, bad.start[0] = 1;
  bad.step[0] = -1;
  dev d (64);
  check (gt_dev_gather (8, d.p, &bad, d.p) == GT_ERR_INVALID_ARG,
         "a range below 0 refused");
  check (gt_dev_gather (3, d.p, &bad, d.p) == GT_ERR_INVALID_ARG,
         "an element size of 3 refused");

  /* find */
  const size_t n = 1000;
  std::vector<unsigned char> mask (n, 0);
  std::vector<long long> want;
  for (size_t i = 0; i < n; i++)
    if (i % 7 == 3 || i == 999)
      mask[i] = 1 + (unsigned char) (i % 3), want.push_back ((long long) i);
  dev dm (n);
  up (dm, mask);
  long long *pos = NULL;
  size_t count = 0, live0 = 0, live1 = 0;
  gt_dev_live (&live0, NULL);
  check (gt_dev_find (dm.p, n, &pos, &count) == GT_OK && pos
             && count == want.size (),
         "find: %zu of %zu", count, want.size ());
  gt_dev_live (&live1, NULL);
  check (live1 == live0 + 1, "find's result is a live buffer");
  std::vector<long long> got (count);
  gt_dev_download (got.data (), pos, count * 8);
  check (got == want, "find positions");
  gt_dev_free (pos);
  std::vector<unsigned char> none (n, 0);
  up (dm, none);
  check (gt_dev_find (dm.p, n, &pos, &count) == GT_OK && !pos && count == 0,
         "find of nothing");
  check (gt_dev_find (dm.p, 0, &pos, &count) == GT_OK && !pos && count == 0,
         "find in 0 elements");
}

/* ------------------------------------------------------------------ */
/* Products                                                             */

static void check_matmul (void)
{
  const size_t sizes[][3] = { { 5, 7, 3 }, { 33, 17, 40 }, { 1, 1, 1 },
                              { 4, 0, 3 }, { 6, 5, 0 } };
  for (int single = 0; single < 2; single++)
    for (int cplx = 0; cplx < 4; cplx++)
      for (const auto &s : sizes)
        {
          const size_t m = s[0], n = s[1], k = s[2];
          const bool ac = cplx & 1, bcx = cplx & 2, cc = ac || bcx;
          const gt_etype ta = single ? (ac ? GT_E_C64 : GT_E_F32)
                                     : (ac ? GT_E_C128 : GT_E_F64);
          const gt_etype tb = single ? (bcx ? GT_E_C64 : GT_E_F32)
                                     : (bcx ? GT_E_C128 : GT_E_F64);
          const gt_etype tc = single ? (cc ? GT_E_C64 : GT_E_F32)
                                     : (cc ? GT_E_C128 : GT_E_F64);
          std::vector<cd> a (m * k), b (k * n);
          for (size_t i = 0; i < a.size (); i++)
            a[i] = cd (std::sin (1.0 + i), ac ? std::cos (2.0 * i) : 0);
          for (size_t i = 0; i < b.size (); i++)
            b[i] = cd (std::cos (0.5 + 3.0 * i), bcx ? std::sin (1.5 * i) : 0);
          const std::vector<cd> xa = unpack (pack (a, ta), ta);
          const std::vector<cd> xb = unpack (pack (b, tb), tb);
          dev da (a.size () * 16 + 16), db (b.size () * 16 + 16);
          dev dc (m * n * 16 + 16);
          up_vals (da, a, ta);
          up_vals (db, b, tb);
          gt_dev_run run;
          const gt_status st
              = gt_dev_matmul (single ? GT_SINGLE : GT_DOUBLE, m, n, k, da.p,
                               ac, db.p, bcx, dc.p, NULL, &run);
          check (st == GT_OK, "matmul %s * %s (%zu %zu %zu): %s", tname[ta],
                 tname[tb], m, n, k, gt_last_error ());
          if (st != GT_OK)
            continue;
          const std::vector<cd> c = down_vals (dc, m * n, tc);
          int bad = 0;
          for (size_t j = 0; j < n; j++)
            for (size_t i = 0; i < m; i++)
              {
                cd r = 0;
                double mag = 0;
                for (size_t p = 0; p < k; p++)
                  {
                    const cd x = xa[i + p * m], y = xb[p + j * k];
                    r += x * y;
                    mag += std::abs (x) * std::abs (y);
                  }
                const double eps = single ? 6e-8 : 1.2e-16;
                if (std::abs (c[i + j * m] - r) > 4 * (k + 2) * eps * mag
                    && bad++ < 3)
                  printf ("  C(%zu,%zu) = %g%+gi, expected %g%+gi\n", i, j,
                          c[i + j * m].real (), c[i + j * m].imag (),
                          r.real (), r.imag ());
              }
          check (bad == 0, "matmul %s * %s (%zu %zu %zu): %d wrong",
                 tname[ta], tname[tb], m, n, k, bad);
        }

  /* gt_dev_gemm with leading dimensions beyond the rows */
  {
    const size_t m = 3, n = 4, k = 5, lda = 8, ldb = 7, ldc = 6;
    std::vector<double> a (lda * k, NAN), b (ldb * n, NAN), c (ldc * n, -1);
    for (size_t p = 0; p < k; p++)
      for (size_t i = 0; i < m; i++)
        a[i + p * lda] = 1.0 + i + 10.0 * p;
    for (size_t j = 0; j < n; j++)
      for (size_t p = 0; p < k; p++)
        b[p + j * ldb] = 0.5 * p - j;
    dev da (a.size () * 8), db (b.size () * 8), dc (c.size () * 8);
    up (da, a);
    up (db, b);
    up (dc, c);
    check (gt_dev_gemm (GT_DOUBLE, m, n, k, da.p, 0, lda, db.p, 0, ldb, dc.p,
                        ldc, NULL, NULL)
               == GT_OK,
           "gt_dev_gemm with leading dimensions: %s", gt_last_error ());
    const std::vector<double> got = down<double> (dc, c.size ());
    bool ok = true;
    for (size_t j = 0; j < n; j++)
      for (size_t i = 0; i < ldc; i++)
        {
          double r = -1;
          if (i < m)
            {
              r = 0;
              for (size_t p = 0; p < k; p++)
                r += a[i + p * lda] * b[p + j * ldb];
            }
          ok = ok && got[i + j * ldc] == r;
        }
    check (ok, "gt_dev_gemm values (and C's padding untouched)");
  }
  gt_gemm_opts o;
  gt_gemm_opts_default (&o);
  o.backend = GT_BACKEND_CPU;
  dev d (64);
  check (gt_dev_matmul (GT_DOUBLE, 1, 1, 1, d.p, 0, d.p, 0, d.p, &o, NULL)
             == GT_ERR_NOT_SUPPORTED,
         "a device product on the CPU backend refused, as on the GPU");
}

/* ------------------------------------------------------------------ */
/* Reductions                                                           */

static const char *rd_name[] = { "sum", "prod", "max", "min" };

/* Octave's max and min: NaN skipped (NaN at 1 when all are), ties keep
   the first, complex by abs then arg. */
static bool ref_better (cd b, cd a, bool mx, bool cplx)
{
  if (!cplx)
    return mx ? b.real () > a.real () : b.real () < a.real ();
  const double x = std::abs (b), y = std::abs (a);
  if (x != y)
    return mx ? x > y : x < y;
  double pb = std::arg (b), pa = std::arg (a);
  if (pb == -M_PI)
    pb = M_PI;
  if (pa == -M_PI)
    pa = M_PI;
  return mx ? pb > pa : pb < pa;
}

static bool isnan_c (cd z)
{
  return std::isnan (z.real ()) || std::isnan (z.imag ());
}

static void check_reduce_dim (void)
{
  const size_t inner = 3, len = 5, outer = 2;
  const size_t nx = inner * len * outer, ny = inner * outer;
  std::vector<cd> v (nx);
  for (size_t i = 0; i < nx; i++)
    v[i] = cd (std::sin (0.7 * i) * 3, std::cos (1.3 * i));
  v[0 + inner * 2 + inner * len] = cd (NAN, 0); /* a NaN in (0, 1) */
  for (size_t l = 0; l < len; l++) /* all of (1, 0) NaN */
    v[1 + inner * l] = cd (NAN, NAN);
  /* a tie in (2, 1): the largest value twice */
  v[2 + inner * 1 + inner * len] = v[2 + inner * 3 + inner * len]
      = cd (9, 0.5);
  const gt_etype types[] = { GT_E_F64, GT_E_F32, GT_E_C128, GT_E_C64 };
  for (gt_etype t : types)
    for (int op = 0; op < GT_RD_NOPS; op++)
      {
        const bool c = is_c (t), s = is_s (t);
        const std::vector<cd> x = unpack (pack (v, t), t);
        dev dx (nx * 16), dy (ny * 16), di (ny * 8);
        up_vals (dx, v, t);
        const bool arg = op == GT_RD_MAX || op == GT_RD_MIN;
        check (gt_dev_reduce_dim ((gt_rdop) op, t, dx.p, inner, len, outer,
                                  dy.p, arg ? (double *) di.p : NULL)
                   == GT_OK,
               "reduce_dim %s %s: %s", rd_name[op], tname[t],
               gt_last_error ());
        const std::vector<cd> y = down_vals (dy, ny, t);
        const std::vector<double> I = down<double> (di, ny);
        int bad = 0;
        for (size_t o = 0; o < outer; o++)
          for (size_t i = 0; i < inner; i++)
            {
              const size_t q = i + inner * o;
              cd r;
              double ri = 0;
              if (!arg)
                {
                  /* in the input precision, from 0 or 1, in order */
                  if (s && !c)
                    {
                      float a = op == GT_RD_SUM ? 0.0f : 1.0f;
                      for (size_t l = 0; l < len; l++)
                        {
                          const float e = (float) x[i + inner * l
                                                    + inner * len * o].real ();
                          a = op == GT_RD_SUM ? a + e : a * e;
                        }
                      r = a;
                    }
                  else if (s)
                    {
                      cf a = op == GT_RD_SUM ? cf (0) : cf (1);
                      for (size_t l = 0; l < len; l++)
                        {
                          const cd e = x[i + inner * l + inner * len * o];
                          const cf f ((float) e.real (), (float) e.imag ());
                          if (op == GT_RD_SUM)
                            a = cf (a.real () + f.real (),
                                    a.imag () + f.imag ());
                          else
                            a = a * f;
                        }
                      r = cd (a.real (), a.imag ());
                    }
                  else
                    {
                      r = op == GT_RD_SUM ? cd (0) : cd (1);
                      for (size_t l = 0; l < len; l++)
                        {
                          const cd e = x[i + inner * l + inner * len * o];
                          r = op == GT_RD_SUM ? r + e
                                              : c ? ref_cmul (r, e) : r * e;
                        }
                    }
                }
              else
                {
                  long long best = -1;
                  for (size_t l = 0; l < len; l++)
                    {
                      const cd e = x[i + inner * l + inner * len * o];
                      const bool en = c ? isnan_c (e) : std::isnan (e.real ());
                      if (en)
                        continue;
                      if (best < 0
                          || ref_better (e, r, op == GT_RD_MAX, c))
                        best = (long long) l, r = e;
                    }
                  if (best < 0)
                    best = 0, r = x[i + inner * len * o];
                  ri = (double) (best + 1);
                }
              const double tol = op == GT_RD_PROD && c ? (s ? 1e-6 : 1e-15) : 0;
              const bool ok = (isnan_c (y[q]) && isnan_c (r))
                              || (tol ? near (y[q], r, tol) : y[q] == r);
              if ((!ok || (arg && I[q] != ri)) && bad++ < 3)
                printf ("  %s %s (%zu, %zu) = %g%+gi at %g, expected "
                        "%g%+gi at %g\n", rd_name[op], tname[t], i, o,
                        y[q].real (), y[q].imag (), arg ? I[q] : 0,
                        r.real (), r.imag (), ri);
            }
        check (bad == 0, "reduce_dim %s %s: %d wrong", rd_name[op], tname[t],
               bad);
      }
  /* along an empty dimension */
  {
    dev dy (6 * 16);
    check (gt_dev_reduce_dim (GT_RD_SUM, GT_E_F64, NULL, 3, 0, 2, dy.p, NULL)
               == GT_OK
               && down<double> (dy, 6) == std::vector<double> (6, 0.0),
           "sum along an empty dimension is 0");
    check (gt_dev_reduce_dim (GT_RD_PROD, GT_E_C128, NULL, 3, 0, 2, dy.p,
                              NULL)
               == GT_OK
               && down_vals (dy, 6, GT_E_C128) == std::vector<cd> (6, 1.0),
           "prod along an empty dimension is 1");
    check (gt_dev_reduce_dim (GT_RD_MAX, GT_E_F64, NULL, 3, 0, 2, dy.p, NULL)
               == GT_ERR_INVALID_ARG,
           "max along an empty dimension refused");
  }

  /* gt_dev_reduce: gt_reduce's CPU path (a compensated sum of double) */
  {
    const size_t n = 100001;
    std::vector<double> x (n);
    for (size_t i = 0; i < n; i++)
      x[i] = std::sin (0.001 * i) * 1e3 + 1e-3 * (i % 17);
    x[12345] = 1e6;
    /* Neumaier's compensated sum (not long double: valgrind runs that
       in double) */
    double ref = 0, comp = 0;
    for (size_t i = 0; i < n; i++)
      {
        const double t = ref + x[i];
        comp += std::fabs (ref) >= std::fabs (x[i]) ? (ref - t) + x[i]
                                                    : (x[i] - t) + ref;
        ref = t;
      }
    ref += comp;
    dev dx (n * 8), dy (8), di (sizeof (size_t));
    up (dx, x);
    for (int kern = 0; kern < GT_REDUCE_NKERNELS; kern++)
      {
        gt_dev_run run;
        check (gt_dev_reduce (GT_REDUCE_SUM, GT_DOUBLE, 1, n, 1, dx.p, dy.p,
                              NULL, (gt_reduce_kernel) kern, &run)
                   == GT_OK,
               "gt_dev_reduce sum: %s", gt_last_error ());
        const double y = down<double> (dy, 1)[0];
        check (std::fabs (y - ref) <= 1e-15 * std::fabs (ref),
               "gt_dev_reduce sum %.17g, reference %.17g", y, ref);
        check (gt_dev_reduce (GT_REDUCE_MAX, GT_DOUBLE, 1, n, 1, dx.p, dy.p,
                              (size_t *) di.p, (gt_reduce_kernel) kern, &run)
                   == GT_OK
                   && down<double> (dy, 1)[0] == 1e6
                   && down<size_t> (di, 1)[0] == 12345,
               "gt_dev_reduce max and its position");
      }
    /* the same bits as gt_reduce of the host array on the CPU backend */
    gt_reduce_opts o;
    gt_reduce_opts_default (&o);
    o.backend = GT_BACKEND_CPU;
    double h = 0;
    gt_reduce (GT_REDUCE_SUM, GT_DOUBLE, 1, n, 1, x.data (), &h, NULL, &o,
               NULL);
    gt_dev_reduce (GT_REDUCE_SUM, GT_DOUBLE, 1, n, 1, dx.p, dy.p, NULL,
                   GT_REDUCE_FAST, NULL);
    check (same_bits (down<double> (dy, 1)[0], h),
           "gt_dev_reduce gives gpu_sum's bits");
    check (gt_dev_reduce (GT_REDUCE_SUM, GT_DOUBLE, 1, n, 1, dx.p, dy.p,
                          NULL, GT_REDUCE_NKERNELS, NULL)
               == GT_ERR_INVALID_ARG,
           "gt_dev_reduce: a bad kernel refused");
  }
}

/* ------------------------------------------------------------------ */

/* ------------------------------------------------------------------ */
/* FFTs (gt_dev_fft): against the defining sum, in long double          */

static void check_fft (void)
{
  struct fcase
  {
    size_t inner, outer;
    int rank;
    size_t n[5];
  };
  const fcase cases[] = {
    { 1, 1, 1, { 8 } },          { 1, 3, 1, { 7 } },
    { 4, 1, 1, { 5 } },          { 3, 2, 1, { 6 } },
    { 1, 2, 2, { 4, 3 } },       { 2, 1, 2, { 3, 5 } },
    { 1, 1, 3, { 2, 3, 4 } },    { 1, 1, 5, { 2, 3, 1, 2, 3 } },
    { 2, 2, 2, { 1, 1 } },       { 1, 1, 1, { 1 } },
  };
  const gt_etype types[] = { GT_E_F64, GT_E_F32, GT_E_C128, GT_E_C64 };
  const long double pi = acosl (-1.0L);
  for (const fcase &c : cases)
    for (gt_etype t : types)
      for (int inv = 0; inv < 2; inv++)
        {
          size_t b = 1;
          for (int d = 0; d < c.rank; d++)
            b *= c.n[d];
          const size_t total = c.inner * b * c.outer;
          std::vector<cd> v (total);
          for (size_t e = 0; e < total; e++)
            v[e] = cd (std::sin (0.9 * e + 0.3) * 2,
                       is_c (t) ? std::cos (1.7 * e) : 0.0);
          const std::vector<cd> x = unpack (pack (v, t), t);
          const gt_etype ty = is_s (t) ? GT_E_C64 : GT_E_C128;
          dev dx (total * 16), dy (total * 16);
          up_vals (dx, v, t);
          if (gt_dev_fft (t, inv, c.rank, c.n, c.inner, c.outer, dx.p, dy.p)
              != GT_OK)
            {
              check (false, "fft %s: %s", tname[t], gt_last_error ());
              continue;
            }
          const std::vector<cd> y = down_vals (dy, total, ty);
          const double tol = (is_s (t) ? 1e-5 : 1e-13);
          int bad = 0;
          for (size_t o = 0; o < c.outer; o++)
            for (size_t i = 0; i < c.inner; i++)
              for (size_t kk = 0; kk < b; kk++)
                {
                  long double sr = 0, si = 0;
                  for (size_t jj = 0; jj < b; jj++)
                    {
                      /* the phase: sum_d k_d j_d / n_d */
                      long double ph = 0;
                      size_t k = kk, j = jj;
                      for (int d = 0; d < c.rank; d++)
                        {
                          ph += (long double) ((k % c.n[d]) * (j % c.n[d])
                                               % c.n[d]) / c.n[d];
                          k /= c.n[d], j /= c.n[d];
                        }
                      const long double a = (inv ? 2 : -2) * pi * ph;
                      const cd xv = x[i + c.inner * (jj + b * o)];
                      sr += xv.real () * cosl (a) - xv.imag () * sinl (a);
                      si += xv.real () * sinl (a) + xv.imag () * cosl (a);
                    }
                  if (inv)
                    sr /= b, si /= b;
                  const cd r ((double) sr, (double) si);
                  const cd g = y[i + c.inner * (kk + b * o)];
                  if (std::abs (g - r) > tol * (inv ? 2.0 : 2.0 * b) && !bad++)
                    check (false, "fft %s inverse %d rank %d: element "
                           "(%zu, %zu, %zu) %g%+gi, the sum %g%+gi",
                           tname[t], inv, c.rank, i, kk, o, g.real (),
                           g.imag (), r.real (), r.imag ());
                }
          check (!bad, "fft %s inverse %d rank %d inner %zu outer %zu",
                 tname[t], inv, c.rank, c.inner, c.outer);
          /* real input: exactly conjugate symmetric along n[0] (rank 1) */
          if (!is_c (t) && c.rank == 1 && c.n[0] > 2)
            {
              bool sym = true;
              const size_t n0 = c.n[0];
              for (size_t o = 0; o < c.outer; o++)
                for (size_t i = 0; i < c.inner; i++)
                  for (size_t k = 1; k < n0; k++)
                    sym = sym && y[i + c.inner * (k + n0 * o)]
                                     == std::conj (y[i + c.inner
                                                     * (n0 - k + n0 * o)]);
              check (sym, "fft %s inverse %d: exactly conjugate symmetric",
                     tname[t], inv);
            }
          /* complex input in place gives the same */
          if (is_c (t))
            {
              up_vals (dx, v, t);
              check (gt_dev_fft (t, inv, c.rank, c.n, c.inner, c.outer, dx.p,
                                 dx.p) == GT_OK
                         && down_vals (dx, total, ty) == y,
                     "fft %s in place", tname[t]);
            }
        }
  /* refusals */
  dev d (256);
  const size_t n4[1] = { 4 };
  check (gt_dev_fft (GT_E_F64, 0, 1, n4, 1, 1, d.p, d.p)
             == GT_ERR_INVALID_ARG,
         "fft of real data in place refused");
  check (gt_dev_fft (GT_E_BOOL, 0, 1, n4, 1, 1, d.p, d.p)
             == GT_ERR_INVALID_ARG,
         "fft of logical data refused");
  check (gt_dev_fft (GT_E_C128, 0, 0, n4, 1, 1, d.p, d.p)
             == GT_ERR_INVALID_ARG,
         "fft along 0 dimensions refused");
  check (gt_dev_fft (GT_E_C128, 0, 1, n4, 1, 1, NULL, d.p)
             == GT_ERR_INVALID_ARG,
         "fft of a null array refused");
  const size_t n0[1] = { 0 };
  check (gt_dev_fft (GT_E_C128, 0, 1, n0, 3, 3, NULL, NULL) == GT_OK,
         "fft of nothing");
  check (gt_dev_fft_plans () == 0, "the host backend keeps no plans");
}

int main (void)
{
  check_switch_and_memory ();
  check_arrays ();
  check_unary ();
  check_binary ();
  check_convert_fill ();
  check_random ();
  check_index ();
  check_matmul ();
  check_reduce_dim ();
  check_fft ();

  size_t n = 9, b = 9;
  gt_dev_live (&n, &b);
  check (n == 0 && b == 0, "every buffer freed (%zu live, %zu bytes)", n, b);

  /* a live array and buffer when switching off: they go */
  const size_t dims[2] = { 4, 4 };
  gt_arr_id id;
  gt_arr a;
  void *p = NULL;
  gt_arr_new (GT_E_F64, 2, dims, &id, &a);
  gt_dev_alloc (&p, 256);
  const unsigned long long g = gt_dev_generation ();
  check (gt_test_control (GT_TEST_HOST_DEVICE, 0) == GT_OK
             && gt_dev_host_backend () == 0,
         "switching the host backend off");
  check (gt_dev_generation () != g, "switching off changes the generation");
  check (gt_arr_get (id, &a) == GT_ERR_STALE, "an array from the host "
         "backend is stale once it is off");
  gt_dev_free (p); /* from the old generation: ignored */
  gt_dev_live (&n, &b);
  check (n == 0 && b == 0, "no live buffers after switching off");
  gt_shutdown ();

  printf ("host_device_check: %d passed, %d failed\n", npass, nfail);
  return nfail ? 1 : 0;
}
