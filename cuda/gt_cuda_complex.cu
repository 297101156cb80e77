/*
 * gt_cuda_complex.cu - complex products and complex scaling on the GPU.
 *
 * A complex product runs as ONE real product of composed operands, through
 * the real dispatcher's device path (gt_gemm_device: "auto", split-K and
 * every kernel as they are), so each kernel family serves complex data
 * unchanged.  Leading dimensions are in real elements:
 *
 *   complex * real    A's interleaved pairs ARE a real 2m x k matrix whose
 *                     product with B is C's interleaved pairs: no extra
 *                     work at all (the host path is gt_cuda_gemm itself).
 *   complex * complex T = [ar -ai; ai ar] blocks of A (2m x 2k, built by
 *                     one copy kernel) times B's pairs seen as real
 *                     (2k x n) gives C's pairs: re = sum (ar br - ai bi),
 *                     im = sum (ai br + ar bi), 8mnk flops in one launch
 *                     at the real kernel's efficiency for a shape twice as
 *                     tall and twice as deep.
 *   real * complex    A times [real(B) imag(B)] (k x 2n), then C's parts
 *                     interleaved: the two real products Octave computes,
 *                     in one launch, with a split and a merge kernel.
 *
 * Why not the 3-multiply (Gauss) method: it saves a quarter of the flops
 * but its imaginary part is a difference of large sums (error bounded by
 * norms, not elementwise by |A| |B|), and it turns Inf * 0 and Inf - Inf
 * where Octave has none; the benchmark (bench/gemm_bench --complex) prints
 * the time of its three real products next to ours for the record.
 */
#include <stdio.h>
#include <string.h>

#include "gt_complex_kernels.h"
#include "gt_memory.h"

enum { LD_ALIGN = 32 };

static size_t round_up (size_t x, size_t a) { return (x + a - 1) / a * a; }

/* Where the workspace of each case goes: complex * complex, T (ldt x 2k);
   real * complex, the parts of B (ldbs x 2n), then those of C (ldcs x 2n). */
typedef struct {
  size_t ldt, ldbs, ldcs;
  size_t t_b, bs_b, cs_b;
} layout;

static gt_status plan (gt_gemm_kernel kern, gt_dtype dtype, size_t m,
                       size_t n, size_t k, int a_cplx, int b_cplx, layout *p)
{
  const size_t es = gt_dtype_size (dtype);
  memset (p, 0, sizeof *p);
  if (a_cplx && b_cplx && kern != GT_GEMM_CUBLAS)
    {
      p->ldt = round_up (2 * m, LD_ALIGN);
      if (!gt_mul_size (p->ldt, 2 * k, es, &p->t_b))
        return gt_fail (GT_ERR_OUT_OF_MEMORY, "a %zu x %zu x %zu complex "
                        "product does not fit in memory", m, n, k);
    }
  else if (!a_cplx && b_cplx)
    {
      p->ldbs = round_up (k, LD_ALIGN);
      p->ldcs = round_up (m, LD_ALIGN);
      if (!gt_mul_size (p->ldbs, 2 * n, es, &p->bs_b)
          || !gt_mul_size (p->ldcs, 2 * n, es, &p->cs_b)
          || p->bs_b + p->cs_b < p->bs_b)
        return gt_fail (GT_ERR_OUT_OF_MEMORY, "a %zu x %zu x %zu complex "
                        "product does not fit in memory", m, n, k);
    }
  return GT_OK;
}

gt_status gt_gemm_complex_scratch (gt_gemm_kernel kern, gt_dtype dtype,
                                   size_t m, size_t n, size_t k, int a_cplx,
                                   int b_cplx, size_t *bytes)
{
  layout p;
  gt_status st = plan (kern, dtype, m, n, k, a_cplx, b_cplx, &p);
  *bytes = st == GT_OK ? p.t_b + p.bs_b + p.cs_b : 0;
  return st;
}

gt_status gt_gemm_complex_device (gt_gemm_kernel kern, int variant,
                                  gt_dtype dtype, size_t m, size_t n,
                                  size_t k, const void *dA, size_t lda,
                                  int a_cplx, const void *dB, size_t ldb,
                                  int b_cplx, void *dC, size_t ldc, int tile,
                                  void *scratch, cudaStream_t stream,
                                  gt_gemm_run *run)
{
  layout p;
  gt_status st;

  if (lda % LD_ALIGN || ldb % LD_ALIGN || ldc % LD_ALIGN)
    return gt_fail (GT_ERR_INVALID_ARG, "internal: complex operands need "
                    "leading dimensions that are multiples of %d",
                    (int) LD_ALIGN);
  if ((st = plan (kern, dtype, m, n, k, a_cplx, b_cplx, &p)) != GT_OK)
    return st;
  if (a_cplx && !b_cplx)
    return gt_gemm_device (kern, variant, dtype, 2 * m, n, k, dA, lda, dB,
                           ldb, dC, ldc, tile, stream, run);
  if (a_cplx && kern == GT_GEMM_CUBLAS)
    {
      *run = gt_gemm_run ();
      run->kernel = GT_GEMM_CUBLAS;
      run->splits = 1;
      if (m == 0 || n == 0)
        return GT_OK;
      return gt_cublas_gemm_complex (dtype, m, n, k, dA, lda / 2, dB, ldb / 2,
                                     dC, ldc / 2, stream);
    }
  if (a_cplx)
    {
      if (m && n
          && (st = gt_launch_complex_expand (dtype, m, k, dA, lda, scratch,
                                             p.ldt, stream)) != GT_OK)
        return st;
      return gt_gemm_device (kern, variant, dtype, 2 * m, n, 2 * k, scratch,
                             p.ldt, dB, ldb, dC, ldc, tile, stream, run);
    }
  {
    char *bs = (char *) scratch, *cs = bs + p.bs_b;
    if (m && n
        && (st = gt_launch_complex_split (dtype, k, n, dB, ldb, bs, p.ldbs,
                                          stream)) != GT_OK)
      return st;
    if ((st = gt_gemm_device (kern, variant, dtype, m, 2 * n, k, dA, lda, bs,
                              p.ldbs, cs, p.ldcs, tile, stream, run)) != GT_OK)
      return st;
    return m && n ? gt_launch_complex_merge (dtype, m, n, cs, p.ldcs, dC, ldc,
                                             stream)
                  : GT_OK;
  }
}

/* ------------------------------------------------------------------ */
/* Host to device and back                                             */

/* A host matrix seen as real: ROWS x COLS elements, dense, and the leading
   dimension LD it gets on the device. */
typedef struct {
  void *host;
  size_t rows, cols, ld;
} operand;

/* What runs on the device between the copies: dev[0], dev[1] the
   operands, dev[2] the result, dev[3] the workspace. */
typedef gt_status (*device_work) (void *job, void *const dev[4],
                                  cudaStream_t s);

/* The sequence of every complex call: operands IN[0..NIN-1] uploaded, WORK
   run, OUT downloaded, each part timed (CUDA events; the copy back on the
   host clock, as gt_cuda_gemm does), every buffer given back on every
   path.  EMPTY: no copies, WORK runs with NULL buffers (to report what
   would run). */
static gt_status on_device (int device, size_t es, const operand *in, int nin,
                            const operand *out, size_t scratch_b, int empty,
                            device_work work, void *job, gt_info *info)
{
  const double t0 = gt_now_ms ();
  static const char *const what[4] = { "A", "B", "C",
                                       "the composed operands" };
  void *dev[4] = { NULL, NULL, NULL, NULL };
  size_t bytes[4] = { 0, 0, 0, scratch_b };
  gt_ctx_handle h;
  gt_status st;
  double init_ms = 0;

  if ((st = gt_ctx_get (device, &h, &init_ms)) != GT_OK)
    return st;
  info->init_ms = init_ms;
  snprintf (info->device, sizeof info->device, "%s", h.name);
  if (empty)
    {
      st = work (job, dev, h.stream);
      goto done;
    }
  for (int i = 0; i < 3; i++)
    {
      const operand *o = i < 2 ? &in[i] : out;
      if (i < nin || i == 2)
        if (!gt_mul_size (o->ld, o->cols, es, &bytes[i]))
          return gt_fail (GT_ERR_OUT_OF_MEMORY, "%s does not fit in memory",
                          what[i]);
    }
  (void) cudaGetLastError ();
  for (int i = 0; i < 4; i++)
    if ((st = gt_dev_get (&dev[i], bytes[i], what[i])) != GT_OK)
      goto done;

  CU_TRY (cudaEventRecord (h.ev[EV_START], h.stream), "cudaEventRecord");
  for (int i = 0; i < nin; i++)
    if ((st = gt_h2d_matrix (dev[i], in[i].ld, in[i].host, in[i].rows,
                             in[i].cols, es, h.stream)) != GT_OK)
      goto done;
  CU_TRY (cudaEventRecord (h.ev[EV_H2D], h.stream), "cudaEventRecord");
  if ((st = work (job, dev, h.stream)) != GT_OK)
    goto done;
  CU_TRY (cudaGetLastError (), "launching the kernels");
  CU_TRY (cudaEventRecord (h.ev[EV_KERNEL], h.stream), "cudaEventRecord");
  CU_TRY (cudaEventSynchronize (h.ev[EV_KERNEL]), "running the kernels");
  {
    const double t_d2h = gt_now_ms ();
    if ((st = gt_d2h_matrix (out->host, dev[2], out->ld, out->rows,
                             out->cols, es, h.stream)) != GT_OK)
      goto done;
    info->d2h_ms = gt_now_ms () - t_d2h;
  }
  info->h2d_ms = gt_ev_ms (EV_START, EV_H2D);
  info->kernel_ms = gt_ev_ms (EV_H2D, EV_KERNEL);

done:
  if (st != GT_OK)
    cudaStreamSynchronize (h.stream); /* no kernel may outlive its buffers */
  for (int i = 0; i < 4; i++)
    gt_dev_put (dev[i]);
  (void) cudaGetLastError ();
  info->total_ms = gt_now_ms () - t0 - init_ms;
  return st;
}

/* ------------------------------------------------------------------ */
/* Complex products                                                    */

typedef struct {
  gt_gemm_kernel kern;
  gt_dtype dtype;
  size_t m, n, k, lda, ldb, ldc;
  int a_cplx, b_cplx, tile;
  gt_gemm_run run;
} gemm_job;

static gt_status gemm_work (void *job, void *const dev[4], cudaStream_t s)
{
  gemm_job *j = (gemm_job *) job;
  return gt_gemm_complex_device (j->kern, -1, j->dtype, j->m, j->n, j->k,
                                 dev[0], j->lda, j->a_cplx, dev[1], j->ldb,
                                 j->b_cplx, dev[2], j->ldc, j->tile, dev[3],
                                 s, &j->run);
}

gt_status gt_cuda_gemm_complex (gt_dtype dtype, size_t m, size_t n, size_t k,
                                const void *A, int a_cplx, const void *B,
                                int b_cplx, void *C, const gt_gemm_opts *opts,
                                gt_info *info)
{
  /* Rows of A, B and C seen as real matrices. */
  const size_t ra = a_cplx ? 2 * m : m, rb = b_cplx ? 2 * k : k, rc = 2 * m;
  gemm_job j = {};
  size_t s_b = 0;
  gt_status st;

  if (a_cplx && !b_cplx) /* the real product of A's pairs and B */
    return gt_cuda_gemm (dtype, 2 * m, n, k, A, B, C, opts, info);
  if ((st = gt_gemm_complex_scratch (opts->kernel, dtype, m, n, k, a_cplx,
                                     b_cplx, &s_b)) != GT_OK)
    return st;
  j.kern = opts->kernel, j.dtype = dtype, j.tile = opts->tile;
  j.m = m, j.n = n, j.k = k, j.a_cplx = a_cplx, j.b_cplx = b_cplx;
  j.lda = round_up (ra, LD_ALIGN);
  j.ldb = round_up (rb, LD_ALIGN);
  j.ldc = round_up (rc, LD_ALIGN);
  {
    const operand in[2] = { { (void *) A, ra, k, j.lda },
                            { (void *) B, rb, n, j.ldb } };
    const operand out = { C, rc, n, j.ldc };
    st = on_device (opts->device, gt_dtype_size (dtype), in, 2, &out, s_b,
                    m == 0 || n == 0, gemm_work, &j, info);
  }
  if (st == GT_OK)
    {
      const gt_gemm_kernel kr = j.run.kernel;
      snprintf (info->kernel, sizeof info->kernel, "%s",
                gt_gemm_kernel_name (kr));
      if (kr != GT_GEMM_NAIVE && kr != GT_GEMM_TILED && kr != GT_GEMM_PADDED)
        info->tile = 0; /* the fast kernels' tiles are in info->config */
      gt_fill_launch (info, &j.run.L);
      info->splits = j.run.splits;
    }
  return st;
}

/* ------------------------------------------------------------------ */
/* Complex scalar times array                                          */

typedef struct {
  gt_dtype dtype;
  size_t n;
  double ar, ai;
  int x_cplx;
  gt_launch L;
} scale_job;

static gt_status scale_work (void *job, void *const dev[4], cudaStream_t s)
{
  scale_job *j = (scale_job *) job;
  return gt_launch_scale_complex (j->dtype, j->n, j->ar, j->ai, dev[0],
                                  j->x_cplx, dev[2], s, &j->L);
}

gt_status gt_cuda_scale_complex (gt_dtype dtype, size_t n, double alpha_re,
                                 double alpha_im, const void *X, int x_cplx,
                                 void *Y, const gt_gemm_opts *opts,
                                 gt_info *info)
{
  const size_t x_n = x_cplx ? 2 * n : n;
  const operand in = { (void *) X, x_n, 1, x_n }, out = { Y, 2 * n, 1, 2 * n };
  scale_job j = {};
  gt_status st;

  j.dtype = dtype, j.n = n, j.ar = alpha_re, j.ai = alpha_im;
  j.x_cplx = x_cplx;
  st = on_device (opts->device, gt_dtype_size (dtype), &in, 1, &out, 0,
                  n == 0, scale_work, &j, info);
  if (st == GT_OK && n)
    gt_fill_launch (info, &j.L);
  return st;
}
