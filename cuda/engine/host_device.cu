/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * host_device.cu - the test-only host backend of the device-level API
 * (GT_TEST_HOST_DEVICE in gputiled.h): "device" buffers are host memory
 * and the kernels' own functors run on the CPU, so that a machine without
 * a GPU (CI, valgrind) runs the resident-array code paths.
 *
 * The elementwise operators, conversions, creators, index and transpose
 * rules and the reductions along a dimension are the kernels' code:
 * kernels/ew_ops.cuh, ix_ops.cuh and rd_ops.cuh hold the functors
 * (__host__ __device__) and the launchers' checks, and this file gives
 * them runners that loop over the elements in order where the kernel
 * files launch grids.  So both backends check alike, refuse alike, and
 * compute each element with the same code.  What differs:
 *   - the math library: CUDA's sin, exp, log, hypot, atan2 ... on the
 *     device, the host's here (an ulp or two apart at most), and nvcc
 *     fuses a * b + c into one fma in plain device expressions where the
 *     host rounds twice (the complex products, quotients and the
 *     reductions' sums use explicitly rounded steps on both sides);
 *   - order: the host walks each reduction along its dimension in order
 *     (the walk kernel's order, Octave's), where the GPU's block kernel
 *     sums long ones in a tree; a scatter that names one element twice
 *     keeps the last value here, an arbitrary one on the GPU;
 *   - random numbers: the counter blocks and the uniforms are exact, the
 *     same bits as the GPU's; normals go through log, sqrt and cospi.
 * Products are the CPU references (cpu/gemm_cpu.c, cpu/gemm_complex_cpu.c:
 * the padded kernel's order, complex ones composed as on the GPU),
 * whatever kernel is asked for; reductions of gt_dev_reduce are the CPU
 * reference of gt_reduce (cpu/reduce_cpu.c: the fast kernel's plan and
 * accumulators, as gpu_sum of a host array).
 *
 * This file is compiled with -ffp-contract=off (CMakeLists.txt), so that
 * the host twins of __dmul_rn and friends round once, as on the device.
 * Armed faults (GT_TEST_FAULT) fire here too: an allocation fails with
 * GT_ERR_OUT_OF_MEMORY, a "launch" (one per call that would launch) with
 * GT_ERR_CUDA, so the error paths of the callers run on CI as well.
 */
#include <complex>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unordered_map>

#include "gputiled_device.h"
#include "host_device.h"
#include "../base/gemm_desc.h"
#include "../kernels/ew_create.cuh"
#include "../kernels/ew_ops.cuh"
#include "../kernels/ix_ops.cuh"
#include "../kernels/rd_ops.cuh"

namespace {

bool host_on = false;

/* Every buffer the backend handed out, with its size and kind. */
struct HostBuf
{
  size_t bytes;
  bool is_public;
};
std::unordered_map<void *, HostBuf> bufs;
size_t public_count = 0, public_bytes = 0;

/* What gt_dev_stream gives: a pointer to nothing in particular. */
int dummy_stream;

/* A call that would have launched a kernel: ST, or the injected launch
   failure (GT_TEST_FAULT "launch") after it. */
gt_status launched (gt_status st, const char *what)
{
  if (st == GT_OK && gt_fault_fires (GT_FAULT_LAUNCH))
    return gt_fail (GT_ERR_CUDA, "%s: an injected launch failure (host "
                    "backend)", what);
  return st;
}

/* A flag for a functor to raise, and copying it out (HOST NULL: none). */
template <typename F> gt_status with_flag (int *host, const char *what, F f)
{
  int flag = 0;
  const gt_status st = launched (f (host ? &flag : (int *) NULL), what);
  if (st == GT_OK && host)
    *host = flag;
  return st;
}

/* ------------------------------------------------------------------ */
/* Runners: the functor of a launcher's choice, over the elements.      */

/* Y[i] = F::apply (X[i], FLAG): unary functions and conversions. */
struct map_host
{
  const void *x;
  void *y;
  size_t n;
  template <class F> gt_status run (int *flag)
  {
    const typename F::In *in = (const typename F::In *) x;
    typename F::Out *out = (typename F::Out *) y;
    for (size_t i = 0; i < n; i++)
      out[i] = F::apply (in[i], flag);
    return GT_OK;
  }
};

/* Y[i] = F::apply (A (i), B (i), FLAG) over the collapsed layout. */
struct bin_host
{
  template <class F>
  gt_status run (const gt_operand *a, const gt_operand *b, void *y,
                 const bin_layout *L, size_t n, int *domain)
  {
    typedef typename F::A A;
    typedef typename F::B B;
    typedef typename F::Out Out;
    const ew_opnd<A> oa = bin_opnd<A> (a, L, L->sa);
    const ew_opnd<B> ob = bin_opnd<B> (b, L, L->sb);
    const A a0 = ew_scalar (oa);
    const B b0 = ew_scalar (ob);
    Out *out = (Out *) y;
    for (size_t i = 0; i < n; i++)
      {
        size_t ia, ib;
        bin_offsets<size_t> (*L, i, &ia, &ib);
        out[i] = F::apply (oa.scalar ? a0 : oa.p[ia],
                           ob.scalar ? b0 : ob.p[ib], domain);
      }
    return GT_OK;
  }
};

struct fill_host
{
  void *y;
  size_t n;
  double re, im;
  template <class E> gt_status run ()
  {
    const double parts[2] = { re, im };
    E v;
    ew_set (&v, parts);
    E *out = (E *) y;
    for (size_t i = 0; i < n; i++)
      out[i] = v;
    return GT_OK;
  }
};

struct linspace_host
{
  const void *x1, *x2;
  size_t m, n;
  bool sym;
  void *y;
  template <class E> gt_status run ()
  {
    const E *a = (const E *) x1, *b = (const E *) x2;
    for (size_t k = 0; k < m * n; k++)
      ((E *) y)[k] = ew_linspace_at (a[k % m], b[k % m], k / m, n, sym);
    return GT_OK;
  }
};

struct eye_host
{
  void *y;
  size_t m, n;
  template <class E> gt_status run ()
  {
    const double p1[2] = { 1, 0 }, p0[2] = { 0, 0 };
    E one, zero;
    ew_set (&one, p1);
    ew_set (&zero, p0);
    E *out = (E *) y;
    for (size_t c = 0; c < n; c++)
      for (size_t r = 0; r < m; r++)
        out[r + c * m] = r == c ? one : zero;
    return GT_OK;
  }
};

struct random_host
{
  void *y;
  size_t n;
  uint32_t k0, k1;
  unsigned long long offset;
  template <typename T, bool NORMAL> gt_status run ()
  {
    T *out = (T *) y;
    for (size_t i = 0; i < n; i++)
      out[i] = ew_random_elem<T, NORMAL> (offset + i, k0, k1);
    return GT_OK;
  }
};

struct gather_host
{
  const void *x;
  const gt_index *ix;
  void *y;
  template <class E> gt_status run (size_t n)
  {
    const E *in = (const E *) x;
    E *out = (E *) y;
    for (size_t k = 0; k < n; k++)
      out[k] = in[sel_offset (*ix, k)];
    return GT_OK;
  }
};

/* In order of k: where the selection repeats an element, the last k's
   value stays (Octave's rule; the GPU keeps any one of them). */
struct scatter_host
{
  void *x;
  const gt_index *ix;
  const void *v;
  int v_scalar;
  template <class E> gt_status run (size_t n)
  {
    E *out = (E *) x;
    const E *in = (const E *) v;
    const E s = in[0];
    for (size_t k = 0; k < n; k++)
      out[sel_offset (*ix, k)] = v_scalar ? s : in[k];
    return GT_OK;
  }
};

struct tp_host
{
  const void *x;
  size_t m, n;
  void *y;
  template <typename E, bool CONJ> gt_status run ()
  {
    const E *in = (const E *) x;
    E *out = (E *) y;
    for (size_t j = 0; j < n; j++)
      for (size_t i = 0; i < m; i++)
        out[j + i * n] = tp_elem<CONJ> (in[i + j * m]);
    return GT_OK;
  }
};

/* The walk kernel of reduce_dim.cu: each output walks LEN in order. */
struct rd_host
{
  template <class Op>
  gt_status run (const void *xv, size_t inner, size_t len, size_t nout,
                 void *yv, double *I)
  {
    typedef typename Op::T T;
    typedef typename Op::A A;
    const T *x = (const T *) xv;
    T *y = (T *) yv;
    for (size_t q = 0; q < nout; q++)
      {
        const size_t o = inner == 1 ? q : q / inner, i = q - o * inner;
        const T *p = x + i + o * inner * len;
        A a = Op::id ();
        for (size_t l = 0; l < len; l++)
          Op::add (a, p[l * inner], l);
        Op::store (y, I, q, a);
      }
    return GT_OK;
  }
};

/* What ran, from a CPU call's info. */
void report (gt_dev_run *out, const char *kernel, const gt_info &info)
{
  if (!out)
    return;
  memset (out, 0, sizeof *out);
  snprintf (out->kernel, sizeof out->kernel, "%s", kernel);
  out->splits = 1;
  for (int d = 0; d < 3; d++)
    out->grid[d] = info.grid[d], out->block[d] = info.block[d];
}

} // namespace

/* ------------------------------------------------------------------ */
/* Switching                                                            */

int gt_dev_host_backend (void) { return host_on; }

/* The switch itself; gt_host_device_set (session.cu) ends the session
   around it. */
void gt_host_backend_switch (int on) { host_on = on != 0; }

/* ------------------------------------------------------------------ */
/* Memory                                                               */

gt_status gt_host_alloc (void **p, size_t bytes, int is_public,
                         const char *what)
{
  *p = NULL;
  if (bytes == 0)
    return GT_OK;
  if (gt_fault_fires (GT_FAULT_ALLOC) || bytes > ((size_t) 1 << 60)
      || posix_memalign (p, 64, bytes) != 0)
    {
      *p = NULL;
      return gt_fail (GT_ERR_OUT_OF_MEMORY, "out of memory for %s (%zu "
                      "bytes, host backend)", what, bytes);
    }
  bufs[*p] = HostBuf{ bytes, is_public != 0 };
  if (is_public)
    public_count++, public_bytes += bytes;
  return GT_OK;
}

void gt_host_free (void *p, int is_public)
{
  const auto it = bufs.find (p);
  if (!p || it == bufs.end () || it->second.is_public != (is_public != 0))
    return;
  if (it->second.is_public)
    public_count--, public_bytes -= it->second.bytes;
  bufs.erase (it);
  free (p);
}

void gt_host_free_all (void)
{
  for (auto &kv : bufs)
    free (kv.first);
  bufs.clear ();
  public_count = public_bytes = 0;
}

void gt_host_live (size_t *count, size_t *bytes)
{
  if (count)
    *count = public_count;
  if (bytes)
    *bytes = public_bytes;
}

/* ------------------------------------------------------------------ */
/* The device-level calls                                               */

gt_status gt_host_open (int device)
{
  gt_clear_error ();
  if (device > 0)
    return gt_fail (GT_ERR_BAD_DEVICE, "device index %d is out of range: "
                    "the host backend has one device (index 0)", device);
  return GT_OK;
}

void *gt_host_stream (void) { return &dummy_stream; }

gt_status gt_host_move (void *dst, const void *src, size_t bytes,
                        const char *what)
{
  gt_clear_error ();
  if (bytes == 0)
    return GT_OK;
  if (!dst || !src)
    return gt_fail (GT_ERR_INVALID_ARG, "%s: a null pointer", what);
  memmove (dst, src, bytes);
  return GT_OK;
}

gt_status gt_host_unary (gt_unop op, gt_etype tx, const void *x,
                         gt_etype ty, void *y, size_t n, int *domain)
{
  gt_clear_error ();
  return with_flag (domain, "an elementwise function", [&] (int *f) {
    map_host r = { x, y, n };
    return ew_unary_run (op, tx, x, ty, y, n, f, r);
  });
}

gt_status gt_host_binary (gt_binop op, const gt_operand *a,
                          const gt_operand *b, gt_etype ty, void *y,
                          const gt_bcast *bc, int *domain)
{
  gt_clear_error ();
  return with_flag (domain, "an elementwise operator", [&] (int *f) {
    bin_host r;
    return ew_binary_run (op, a, b, ty, y, bc, f, r);
  });
}

gt_status gt_host_convert (gt_etype tx, const void *x, gt_etype ty, void *y,
                           size_t n, int *nan_seen)
{
  gt_clear_error ();
  return with_flag (nan_seen, "a conversion", [&] (int *f) {
    map_host r = { x, y, n };
    return ew_convert_run (tx, x, ty, y, n, f, r);
  });
}

gt_status gt_host_fill (gt_etype t, void *y, size_t n, double re, double im)
{
  fill_host r = { y, n, re, im };
  gt_clear_error ();
  return launched (ew_fill_run (t, y, n, r), "filling an array");
}

gt_status gt_host_eye (gt_etype t, void *y, size_t m, size_t n)
{
  eye_host r = { y, m, n };
  gt_clear_error ();
  return launched (ew_eye_run (t, y, m, n, r), "an identity matrix");
}

gt_status gt_host_linspace (gt_etype t, const void *x1, const void *x2,
                            size_t m, size_t n, int sym, void *y)
{
  linspace_host r = { x1, x2, m, n, sym != 0, y };
  gt_clear_error ();
  return launched (ew_linspace_run (t, x1, x2, m, n, y, r), "linspace");
}

gt_status gt_host_random (int normal, gt_etype t, void *y, size_t n,
                          unsigned long long seed,
                          unsigned long long offset)
{
  random_host r = { y, n, (uint32_t) seed, (uint32_t) (seed >> 32), offset };
  gt_clear_error ();
  return launched (ew_random_run (normal, t, y, n, r), "random numbers");
}

gt_status gt_host_gather (size_t esize, const void *x, const gt_index *ix,
                          void *y)
{
  gather_host r = { x, ix, y };
  gt_clear_error ();
  return launched (ix_gather_run (esize, x, ix, y, r), "indexing");
}

gt_status gt_host_scatter (size_t esize, void *x, const gt_index *ix,
                           const void *v, int v_scalar)
{
  scatter_host r = { x, ix, v, v_scalar };
  gt_clear_error ();
  return launched (ix_scatter_run (esize, x, ix, v, r),
                   "an indexed assignment");
}

gt_status gt_host_find (const void *mask, size_t n, long long **out,
                        size_t *count)
{
  const unsigned char *m = (const unsigned char *) mask;
  size_t c = 0;
  long long *pos = NULL;
  gt_status st;

  gt_clear_error ();
  *out = NULL, *count = 0;
  if (n == 0)
    return GT_OK;
  if (!mask)
    return gt_fail (GT_ERR_INVALID_ARG, "find: null mask or output");
  for (size_t i = 0; i < n; i++)
    c += m[i] != 0;
  if ((st = launched (GT_OK, "finding a mask's elements")) != GT_OK
      || c == 0)
    return st;
  if ((st = gt_host_alloc ((void **) &pos, c * sizeof *pos, 1,
                           "a mask's positions")) != GT_OK)
    return st;
  for (size_t i = 0, j = 0; i < n; i++)
    if (m[i])
      pos[j++] = (long long) i;
  *out = pos;
  *count = c;
  return GT_OK;
}

gt_status gt_host_transpose (size_t esize, int conj, const void *x,
                             size_t m, size_t n, void *y)
{
  tp_host r = { x, m, n, y };
  gt_clear_error ();
  return launched (tp_transpose_run (esize, conj, x, m, n, y, r),
                   "a transpose");
}

gt_status gt_host_reduce_dim (gt_rdop op, gt_etype t, const void *x,
                              size_t inner, size_t len, size_t outer,
                              void *y, double *I)
{
  rd_host r;
  gt_clear_error ();
  return launched (rd_reduce_run (op, t, x, inner, len, outer, y, I, r),
                   "a reduction");
}

namespace {

/* C = the window of the full convolution (gt_launch_convn), each term in
   long double (real T; complex T as pairs of T): a reference. */
template <typename T, bool CPLX>
void convn_host (const T *a, const T *b, T *c, const gt_conv_dims *d)
{
  const int w = CPLX ? 2 : 1;
  const size_t ma = d->a[0], na = d->a[1], mb = d->b[0], nb = d->b[1];
  const size_t mc = d->c[0], nc = d->c[1];
  size_t pc = 1, pb = 1;
  for (unsigned k = 2; k < d->nd; k++)
    pc *= d->c[k], pb *= d->b[k];
  for (size_t kz = 0; kz < pc; kz++)
    for (size_t j = 0; j < nc; j++)
      for (size_t i = 0; i < mc; i++)
        {
          long double re = 0, im = 0;
          for (size_t pz = 0; pz < pb; pz++)
            {
              const long long az = gt_conv_plane (d, kz, pz);
              if (az < 0)
                continue;
              for (size_t q = 0; q < nb; q++)
                for (size_t p = 0; p < mb; p++)
                  {
                    const long long ar = (long long) (i + d->off[0])
                                         - (long long) p;
                    const long long ac = (long long) (j + d->off[1])
                                         - (long long) q;
                    if (ar < 0 || ar >= (long long) ma || ac < 0
                        || ac >= (long long) na)
                      continue;
                    const T *x = a + w * ((size_t) ar + (size_t) ac * ma
                                          + (size_t) az * ma * na);
                    const T *y = b + w * (p + q * mb + pz * mb * nb);
                    if (CPLX)
                      {
                        re += (long double) x[0] * y[0]
                              - (long double) x[1] * y[1];
                        im += (long double) x[0] * y[1]
                              + (long double) x[1] * y[0];
                      }
                    else
                      re += (long double) x[0] * y[0];
                  }
            }
          const size_t o = i + j * mc + kz * mc * nc;
          c[w * o] = (T) re;
          if (CPLX)
            c[w * o + 1] = (T) im;
        }
}

} // namespace

gt_status gt_host_convn (gt_etype t, const void *a, const void *b, void *c,
                         const gt_conv_dims *d)
{
  gt_clear_error ();
  gt_status st = gt_convn_check (t, a, b, c, d);
  if (st == GT_OK && gt_conv_count (d))
    switch (t)
      {
      case GT_E_F64:
        convn_host<double, false> ((const double *) a, (const double *) b,
                                   (double *) c, d);
        break;
      case GT_E_F32:
        convn_host<float, false> ((const float *) a, (const float *) b,
                                  (float *) c, d);
        break;
      case GT_E_C128:
        convn_host<double, true> ((const double *) a, (const double *) b,
                                  (double *) c, d);
        break;
      default:
        convn_host<float, true> ((const float *) a, (const float *) b,
                                 (float *) c, d);
      }
  return launched (st, "a convolution");
}

gt_status gt_host_matmul (gt_dtype dtype, size_t m, size_t n, size_t k,
                          const void *A, int a_cplx, const void *B,
                          int b_cplx, void *C, const gt_gemm_opts *opts,
                          gt_dev_run *run)
{
  gt_gemm_opts o;
  gt_info info;
  gt_status st;

  gt_clear_error ();
  if (opts)
    o = *opts;
  else
    gt_gemm_opts_default (&o);
  if (o.backend != GT_BACKEND_CUDA)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "device products run on CUDA");
  /* The CPU reference: the classroom kernels' order for every kernel
     (the fast kernels and cuBLAS exist on the GPU only). */
  o.backend = GT_BACKEND_CPU;
  const gt_gemm_desc *d = gt_gemm_describe (o.kernel);
  if (!d || !d->classroom)
    o.kernel = GT_GEMM_AUTO;
  o.device = -1;
  memset (&o.devices, 0, sizeof o.devices);
  memset (&info, 0, sizeof info);
  st = a_cplx || b_cplx
           ? gt_cpu_gemm_complex (dtype, m, n, k, A, a_cplx, B, b_cplx, C,
                                  &o, &info)
           : gt_cpu_gemm (dtype, m, n, k, A, B, C, &o, &info);
  if (st == GT_OK)
    report (run, info.kernel, info);
  return launched (st, "a product");
}

/* Column-major ROWS x COLS elements of ES bytes from leading dimension
   LDS to LDD. */
static void copy_cols (void *dst, size_t ldd, const void *src, size_t lds,
                       size_t rows, size_t cols, size_t es)
{
  if (rows == 0)
    return;
  for (size_t j = 0; j < cols; j++)
    memcpy ((char *) dst + j * ldd * es, (const char *) src + j * lds * es,
            rows * es);
}

gt_status gt_host_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                        const void *A, int a_cplx, size_t lda, const void *B,
                        int b_cplx, size_t ldb, void *C, size_t ldc,
                        const gt_gemm_opts *opts, gt_dev_run *run)
{
  const size_t es = dtype == GT_DOUBLE ? 8 : 4;
  const size_t ra = a_cplx ? 2 : 1, rb = b_cplx ? 2 : 1;
  const size_t rc = (a_cplx || b_cplx) ? 2 : 1;
  void *pa = NULL, *pb = NULL, *pc = NULL;
  gt_status st;

  gt_clear_error ();
  if (lda < ra * m || ldb < rb * k || ldc < rc * m)
    return gt_fail (GT_ERR_INVALID_ARG, "leading dimensions smaller than "
                    "the rows");
  if (lda == ra * m && ldb == rb * k && ldc == rc * m)
    return gt_host_matmul (dtype, m, n, k, A, a_cplx, B, b_cplx, C, opts,
                           run);
  /* Dense copies of the operands, and of the product back. */
  if ((st = gt_host_alloc (&pa, ra * m * k * es, 0, "a dense A")) == GT_OK
      && (st = gt_host_alloc (&pb, rb * k * n * es, 0, "a dense B"))
             == GT_OK
      && (st = gt_host_alloc (&pc, rc * m * n * es, 0, "a dense C"))
             == GT_OK)
    {
      copy_cols (pa, ra * m, A, lda, ra * m, k, es);
      copy_cols (pb, rb * k, B, ldb, rb * k, n, es);
      st = gt_host_matmul (dtype, m, n, k, pa, a_cplx, pb, b_cplx, pc, opts,
                           run);
      if (st == GT_OK)
        copy_cols (C, ldc, pc, rc * m, rc * m, n, es);
    }
  gt_host_free (pa, 0);
  gt_host_free (pb, 0);
  gt_host_free (pc, 0);
  return st;
}

gt_status gt_host_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                          size_t len, size_t outer, const void *X, void *Y,
                          size_t *I, gt_reduce_kernel kernel,
                          gt_dev_run *run)
{
  gt_reduce_opts o;
  gt_info info;
  gt_status st;

  gt_clear_error ();
  /* The CPU reference: the fast kernel's sums for every kernel (the
     classroom ones agree with it to rounding), exact max and min. */
  if ((st = gt_check_reduce_kernel (kernel)) != GT_OK
      || (st = gt_check_reduce_op (op)) != GT_OK)
    return st;
  if (dtype != GT_SINGLE && dtype != GT_DOUBLE)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown data type %d", (int) dtype);
  if ((st = gt_check_reduce_len (op, len, inner * outer)) != GT_OK)
    return st;
  gt_reduce_opts_default (&o);
  o.backend = GT_BACKEND_CPU;
  o.kernel = kernel;
  memset (&info, 0, sizeof info);
  st = gt_cpu_reduce (op, dtype, inner, len, outer, X, Y, I, &o, &info);
  if (st == GT_OK)
    report (run, gt_reduce_kernel_name (kernel), info);
  return launched (st, "a reduction");
}

namespace {

template <typename U>
void bitop_host (gt_bitop op, const U *a, size_t sa, const U *b, size_t sb,
                 U *y, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      const U x = a[i * sa], z = b[i * sb];
      y[i] = op == GT_BIT_AND ? (U) (x & z)
             : op == GT_BIT_OR ? (U) (x | z) : (U) (x ^ z);
    }
}

/* Octave's bitshift (gt_launch_bitshift), element by element. */
struct bitshift_host
{
  const void *a;
  size_t sa;
  const int *k;
  size_t sk;
  int bits;
  unsigned long long mask;
  void *y;
  size_t n;
  template <typename T, bool FLT, bool SIGNED> void run ()
  {
    const T *x = (const T *) a;
    for (size_t i = 0; i < n; i++)
      ((T *) y)[i] = FLT ? (T) gt_bitshift_flt ((double) x[i * sa],
                                                k[i * sk], bits, mask)
                         : (T) gt_bitshift_int ((long long) x[i * sa],
                                                k[i * sk], bits, SIGNED,
                                                mask);
  }
};

/* Octave's loop (gt_launch_filter), in E (double, float or their
   std::complex), each operation rounded as written. */
template <typename E>
void filter_host (const E *b, const E *a, size_t ns, bool iir, const E *x,
                  size_t inner, size_t len, size_t outer, E *y, E *z)
{
  for (size_t v = 0; v < inner * outer; v++)
    {
      const size_t base = v % inner + (v / inner) * inner * len;
      E *s = z + v * ns;
      for (size_t k = 0; k < len; k++)
        {
          const E xv = x[base + k * inner];
          const E yv = s[0] + b[0] * xv;
          for (size_t j = 0; j + 1 < ns; j++)
            s[j] = iir ? s[j + 1] - a[j + 1] * yv + b[j + 1] * xv
                       : s[j + 1] + b[j + 1] * xv;
          s[ns - 1] = iir ? b[ns] * xv - a[ns] * yv : b[ns] * xv;
          y[base + k * inner] = yv;
        }
    }
}

} // namespace

gt_status gt_host_bitop (gt_bitop op, size_t esize, const void *a,
                         int a_scalar, const void *b, int b_scalar, void *y,
                         size_t n)
{
  gt_clear_error ();
  gt_status st = gt_bitop_check (op, esize, a, b, y, n);
  const size_t sa = a_scalar ? 0 : 1, sb = b_scalar ? 0 : 1;
  if (st == GT_OK && n)
    switch (esize)
      {
      case 1:
        bitop_host (op, (const uint8_t *) a, sa, (const uint8_t *) b, sb,
                    (uint8_t *) y, n);
        break;
      case 2:
        bitop_host (op, (const uint16_t *) a, sa, (const uint16_t *) b, sb,
                    (uint16_t *) y, n);
        break;
      case 4:
        bitop_host (op, (const uint32_t *) a, sa, (const uint32_t *) b, sb,
                    (uint32_t *) y, n);
        break;
      default:
        bitop_host (op, (const uint64_t *) a, sa, (const uint64_t *) b, sb,
                    (uint64_t *) y, n);
      }
  return launched (st, "a bit operation");
}

gt_status gt_host_bitshift (gt_etype t, const void *a, int a_scalar,
                            const int *k, int k_scalar, int nbits,
                            void *y, size_t n)
{
  gt_clear_error ();
  const gt_status st = gt_bitshift_check (t, a, k, nbits, y, n);
  if (st == GT_OK && n)
    {
      bitshift_host r = { a, a_scalar ? 0u : 1u, k, k_scalar ? 0u : 1u,
                          gt_bitshift_bits (t), gt_bitshift_mask (t, nbits),
                          y, n };
      gt_bitshift_by_type (t, r);
    }
  return launched (st, "a bit shift");
}

gt_status gt_host_filter (gt_etype t, const void *b, const void *a,
                          size_t ab, int iir, const void *x, size_t inner,
                          size_t len, size_t outer, void *y, void *z,
                          void *z2)
{
  gt_clear_error ();
  gt_status st = gt_filter_check (t, b, a, ab, x, inner, len, outer, y, z);
  if (st == GT_OK && !iir && !z2)
    st = gt_fail (GT_ERR_INVALID_ARG, "filter: an FIR filter needs room "
                  "for its final state");
  if (st == GT_OK && inner * len * outer != 0 && !iir)
    {
      /* the loop on a copy of SI: the kernel leaves SI and writes SF */
      memcpy (z2, z, (ab - 1) * inner * outer * gt_etype_size (t));
      z = z2;
    }
  if (st == GT_OK && inner * len * outer != 0)
    switch (t)
      {
      case GT_E_F64:
        filter_host ((const double *) b, (const double *) a, ab - 1, iir,
                     (const double *) x, inner, len, outer, (double *) y,
                     (double *) z);
        break;
      case GT_E_F32:
        filter_host ((const float *) b, (const float *) a, ab - 1, iir,
                     (const float *) x, inner, len, outer, (float *) y,
                     (float *) z);
        break;
      case GT_E_C128:
        filter_host ((const std::complex<double> *) b,
                     (const std::complex<double> *) a, ab - 1, iir,
                     (const std::complex<double> *) x, inner, len, outer,
                     (std::complex<double> *) y, (std::complex<double> *) z);
        break;
      default:
        filter_host ((const std::complex<float> *) b,
                     (const std::complex<float> *) a, ab - 1, iir,
                     (const std::complex<float> *) x, inner, len, outer,
                     (std::complex<float> *) y, (std::complex<float> *) z);
      }
  return launched (st, "a filter");
}
