/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * nocuda.c - the CUDA backend's entry points for a build without a CUDA
 * compiler (CMake found no nvcc).  Everything answers "no device", so the
 * package still installs and its CPU reference path ("Backend", "cpu") works.
 */
#include <string.h>

#include "gt_internal.h"
#include "gputiled_device.h"

static const char why[] = "this build of gputiled has no CUDA support (no CUDA "
                          "compiler was found when it was built)";

int gt_built_with_cuda (void) { return 0; }

gt_status gt_device_count (int *count, const char **reason)
{
  gt_clear_error ();
  *count = 0;
  if (reason)
    *reason = why;
  return GT_OK;
}

gt_status gt_device_query (int index, gt_device_info *out)
{
  (void) index;
  memset (out, 0, sizeof *out);
  return gt_fail (GT_ERR_NO_DEVICE, "%s", why);
}

gt_status gt_cuda_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                        const void *A, const void *B, void *C,
                        const gt_gemm_opts *opts, gt_info *info)
{
  (void) dtype, (void) m, (void) n, (void) k, (void) A, (void) B, (void) C;
  (void) opts, (void) info;
  return gt_fail (GT_ERR_NO_DEVICE, "%s", why);
}

gt_status gt_cuda_scale (gt_dtype dtype, size_t n, double alpha,
                         const void *X, void *Y,
                         const gt_gemm_opts *opts, gt_info *info)
{
  (void) dtype, (void) n, (void) alpha, (void) X, (void) Y;
  (void) opts, (void) info;
  return gt_fail (GT_ERR_NO_DEVICE, "%s", why);
}

gt_status gt_cuda_gemm_complex (gt_dtype dtype, size_t m, size_t n, size_t k,
                                const void *A, int a_cplx, const void *B,
                                int b_cplx, void *C, const gt_gemm_opts *opts,
                                gt_info *info)
{
  (void) dtype, (void) m, (void) n, (void) k, (void) A, (void) a_cplx;
  (void) B, (void) b_cplx, (void) C, (void) opts, (void) info;
  return gt_fail (GT_ERR_NO_DEVICE, "%s", why);
}

gt_status gt_cuda_scale_complex (gt_dtype dtype, size_t n, double alpha_re,
                                 double alpha_im, const void *X, int x_cplx,
                                 void *Y, const gt_gemm_opts *opts,
                                 gt_info *info)
{
  (void) dtype, (void) n, (void) alpha_re, (void) alpha_im, (void) X;
  (void) x_cplx, (void) Y, (void) opts, (void) info;
  return gt_fail (GT_ERR_NO_DEVICE, "%s", why);
}

gt_status gt_cuda_bandwidth (gt_bandwidth_kind kind, gt_dtype dtype,
                             size_t n, int param, int reps,
                             const gt_gemm_opts *opts,
                             gt_bandwidth_result *res)
{
  (void) kind, (void) dtype, (void) n, (void) param, (void) reps;
  (void) opts, (void) res;
  return gt_fail (GT_ERR_NO_DEVICE, "%s", why);
}

gt_status gt_cuda_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                          size_t len, size_t outer, const void *X, void *Y,
                          size_t *I, const gt_reduce_opts *opts,
                          gt_info *info)
{
  (void) op, (void) dtype, (void) inner, (void) len, (void) outer;
  (void) X, (void) Y, (void) I, (void) opts, (void) info;
  return gt_fail (GT_ERR_NO_DEVICE, "%s", why);
}

void gt_cache_stats (int *device, size_t *in_use, size_t *held)
{
  if (device)
    *device = -1;
  if (in_use)
    *in_use = 0;
  if (held)
    *held = 0;
}

void gt_cache_stats_of (int device, size_t *in_use, size_t *held)
{
  (void) device;
  if (in_use)
    *in_use = 0;
  if (held)
    *held = 0;
}

/* Nothing is ever resident; the generation still moves at a reset. */
static unsigned long long generation = 1;
void gt_shutdown (void) { generation++; }
unsigned long long gt_dev_generation (void) { return generation; }
void gt_dev_live (size_t *count, size_t *bytes)
{
  if (count)
    *count = 0;
  if (bytes)
    *bytes = 0;
}

/* The test-only host backend is built from the kernels' own code (CUDA
   sources): a build without nvcc has none. */
int gt_dev_host_backend (void) { return 0; }
gt_status gt_host_device_set (int on)
{
  (void) on;
  return gt_fail (GT_ERR_NOT_SUPPORTED, "the host backend of the "
                  "device-level API needs a build with CUDA: %s", why);
}

/* Resident arrays need a device. */
#define NODEV return gt_fail (GT_ERR_NO_DEVICE, "%s", why)
gt_status gt_arr_new (gt_etype t, int nd, const size_t *d, gt_arr_id *id,
                      gt_arr *a)
{ (void) t, (void) nd, (void) d, (void) id, (void) a; NODEV; }
gt_status gt_arr_alias (gt_arr_id s, int nd, const size_t *d, gt_arr_id *id,
                        gt_arr *a)
{ (void) s, (void) nd, (void) d, (void) id, (void) a; NODEV; }
gt_status gt_arr_get (gt_arr_id id, gt_arr *a)
{ (void) id, (void) a; NODEV; }
void gt_arr_release (gt_arr_id id) { (void) id; }
void gt_arr_stats (size_t *count, size_t *bytes)
{
  if (count)
    *count = 0;
  if (bytes)
    *bytes = 0;
}
gt_status gt_dev_upload (void *d, const void *h, size_t b)
{ (void) d, (void) h, (void) b; NODEV; }
gt_status gt_dev_download (void *h, const void *d, size_t b)
{ (void) d, (void) h, (void) b; NODEV; }
gt_status gt_dev_copy (void *d, const void *s, size_t b)
{ (void) d, (void) s, (void) b; NODEV; }
gt_status gt_dev_unary (gt_unop op, gt_etype tx, const void *x, gt_etype ty,
                        void *y, size_t n, int *dm)
{ (void) op, (void) tx, (void) x, (void) ty, (void) y, (void) n, (void) dm; NODEV; }
gt_status gt_dev_binary (gt_binop op, const gt_operand *a,
                         const gt_operand *b, gt_etype ty, void *y,
                         const gt_bcast *bc, int *dm)
{ (void) op, (void) a, (void) b, (void) ty, (void) y, (void) bc, (void) dm; NODEV; }
gt_status gt_dev_convert (gt_etype tx, const void *x, gt_etype ty, void *y,
                          size_t n, int *ns)
{ (void) tx, (void) x, (void) ty, (void) y, (void) n, (void) ns; NODEV; }
gt_status gt_dev_fill (gt_etype t, void *y, size_t n, double re, double im)
{ (void) t, (void) y, (void) n, (void) re, (void) im; NODEV; }
gt_status gt_dev_eye (gt_etype t, void *y, size_t m, size_t n)
{ (void) t, (void) y, (void) m, (void) n; NODEV; }
gt_status gt_dev_random (int normal, gt_etype t, void *y, size_t n)
{ (void) normal, (void) t, (void) y, (void) n; NODEV; }
void gt_dev_rng (int set, unsigned long long *seed, unsigned long long *off)
{ (void) set, (void) seed, (void) off; }
gt_status gt_dev_gather (size_t es, const void *x, const gt_index *ix, void *y)
{ (void) es, (void) x, (void) ix, (void) y; NODEV; }
gt_status gt_dev_scatter (size_t es, void *x, const gt_index *ix,
                          const void *v, int vs)
{ (void) es, (void) x, (void) ix, (void) v, (void) vs; NODEV; }
gt_status gt_dev_find (const void *mask, size_t n, long long **out,
                       size_t *count)
{ (void) mask, (void) n, (void) out, (void) count; NODEV; }
gt_status gt_dev_transpose (size_t es, int conj, const void *x, size_t m,
                            size_t n, void *y)
{ (void) es, (void) conj, (void) x, (void) m, (void) n, (void) y; NODEV; }
gt_status gt_dev_bitshift (gt_etype t, const void *a, int a_scalar,
                           const int *k, int k_scalar, int nbits,
                           void *y, size_t n)
{ (void) t, (void) a, (void) a_scalar, (void) k, (void) k_scalar;
  (void) nbits, (void) y, (void) n; NODEV; }
gt_status gt_dev_linspace (gt_etype t, const void *x1, const void *x2,
                           size_t m, size_t n, int sym, void *y)
{ (void) t, (void) x1, (void) x2, (void) m, (void) n, (void) sym;
  (void) y; NODEV; }
gt_status gt_dev_convn (gt_etype t, const void *a, const void *b, void *c,
                        const gt_conv_dims *d)
{ (void) t, (void) a, (void) b, (void) c, (void) d; NODEV; }
gt_status gt_dev_reduce_dim (gt_rdop op, gt_etype t, const void *x,
                             size_t inner, size_t len, size_t outer,
                             void *y, double *I)
{ (void) op, (void) t, (void) x, (void) inner, (void) len, (void) outer;
  (void) y, (void) I; NODEV; }
gt_status gt_dev_matmul (gt_dtype dtype, size_t m, size_t n, size_t k,
                         const void *A, int a_cplx, const void *B,
                         int b_cplx, void *C, const gt_gemm_opts *opts,
                         gt_dev_run *run)
{ (void) dtype, (void) m, (void) n, (void) k, (void) A, (void) a_cplx;
  (void) B, (void) b_cplx, (void) C, (void) opts, (void) run; NODEV; }
gt_status gt_dev_open (int device) { (void) device; NODEV; }
void *gt_dev_stream (void) { return NULL; }
gt_status gt_dev_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                       const void *A, int a_cplx, size_t lda, const void *B,
                       int b_cplx, size_t ldb, void *C, size_t ldc,
                       const gt_gemm_opts *opts, gt_dev_run *run)
{ (void) dtype, (void) m, (void) n, (void) k, (void) A, (void) a_cplx;
  (void) lda, (void) B, (void) b_cplx, (void) ldb, (void) C, (void) ldc;
  (void) opts, (void) run; NODEV; }
gt_status gt_dev_sync (void) { NODEV; }
void gt_dev_free (void *p) { (void) p; }
gt_status gt_dev_alloc (void **p, size_t bytes)
{ (void) bytes; *p = NULL; NODEV; }
gt_status gt_dev_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                         size_t len, size_t outer, const void *X, void *Y,
                         size_t *I, gt_reduce_kernel kernel, gt_dev_run *run)
{ (void) op, (void) dtype, (void) inner, (void) len, (void) outer, (void) X;
  (void) Y, (void) I, (void) kernel, (void) run; NODEV; }
gt_status gt_dev_fft (gt_etype tx, int inverse, int rank, const size_t *n,
                      size_t inner, size_t outer, const void *x, void *y)
{ (void) tx, (void) inverse, (void) rank, (void) n, (void) inner;
  (void) outer, (void) x, (void) y; NODEV; }
int gt_dev_fft_plans (void) { return 0; }
gt_status gt_dev_solve (gt_etype t, size_t n, size_t nrhs, const void *A,
                        const void *B, void *X, gt_solve_info *info)
{ (void) t, (void) n, (void) nrhs, (void) A, (void) B, (void) X;
  (void) info; NODEV; }
gt_status gt_dev_lstsq (gt_etype t, size_t m, size_t n, size_t nrhs,
                        const void *A, const void *B, void *X,
                        gt_solve_info *info)
{ (void) t, (void) m, (void) n, (void) nrhs, (void) A, (void) B, (void) X;
  (void) info; NODEV; }
gt_status gt_dev_det (gt_etype t, size_t n, const void *A, double *mant,
                      int *exp2)
{ (void) t, (void) n, (void) A, (void) mant, (void) exp2; NODEV; }
gt_status gt_dev_svd (gt_etype t, size_t m, size_t n, const void *A, int job,
                      void *S, void *U, void *VT, int *ok)
{ (void) t, (void) m, (void) n, (void) A, (void) job, (void) S, (void) U;
  (void) VT, (void) ok; NODEV; }
gt_status gt_dev_eigh (gt_etype t, size_t n, const void *A, void *W, void *V,
                       int *ok)
{ (void) t, (void) n, (void) A, (void) W, (void) V, (void) ok; NODEV; }
gt_status gt_dev_eig (gt_etype t, size_t n, const void *A, void *W, void *V,
                      int *ok)
{ (void) t, (void) n, (void) A, (void) W, (void) V, (void) ok; NODEV; }
gt_status gt_dev_band (gt_etype t, const void *x, size_t ldx, size_t m,
                       size_t n, long long lo, long long hi, int unit,
                       void *y)
{ (void) t, (void) x, (void) ldx, (void) m, (void) n, (void) lo, (void) hi;
  (void) unit, (void) y; NODEV; }
gt_status gt_dev_lu (gt_etype t, size_t m, size_t n, void *A,
                     long long *perm, int *info)
{ (void) t, (void) m, (void) n, (void) A, (void) perm, (void) info; NODEV; }
gt_status gt_dev_lu_perm_out (const long long *perm, size_t m, double *pvec,
                              double *pmat)
{ (void) perm, (void) m, (void) pvec, (void) pmat; NODEV; }
gt_status gt_dev_chol (gt_etype t, int upper, size_t n, void *A, int *info)
{ (void) t, (void) upper, (void) n, (void) A, (void) info; NODEV; }
gt_status gt_dev_qr (gt_etype t, size_t m, size_t n, void *A, void *tau)
{ (void) t, (void) m, (void) n, (void) A, (void) tau; NODEV; }
gt_status gt_dev_qr_q (gt_etype t, size_t m, size_t nq, size_t k, void *Q,
                       const void *tau)
{ (void) t, (void) m, (void) nq, (void) k, (void) Q, (void) tau; NODEV; }
gt_status gt_dev_gemm_batched (gt_etype t, size_t m, size_t n, size_t k,
                               const void *A, size_t sa, const void *B,
                               size_t sb, void *C, size_t batch)
{ (void) t, (void) m, (void) n, (void) k, (void) A, (void) sa, (void) B;
  (void) sb, (void) C, (void) batch; NODEV; }
gt_status gt_dev_sort (gt_etype t, int descend, size_t inner, size_t len,
                       size_t outer, const void *x, void *y, double *I)
{ (void) t, (void) descend, (void) inner, (void) len, (void) outer;
  (void) x, (void) y, (void) I; NODEV; }
gt_status gt_dev_scan (gt_scanop op, gt_etype t, size_t inner, size_t len,
                       size_t outer, const void *x, void *y, double *I)
{ (void) op, (void) t, (void) inner, (void) len, (void) outer, (void) x;
  (void) y, (void) I; NODEV; }
gt_status gt_dev_positions (const double *pos, size_t n, long long *out)
{ (void) pos, (void) n, (void) out; NODEV; }
gt_status gt_dev_bitop (gt_bitop op, size_t esize, const void *a,
                        int a_scalar, const void *b, int b_scalar, void *y,
                        size_t n)
{ (void) op, (void) esize, (void) a, (void) a_scalar, (void) b;
  (void) b_scalar, (void) y, (void) n; NODEV; }
gt_status gt_dev_filter (gt_etype t, const void *b, const void *a,
                         size_t ab, int iir, const void *x, size_t inner,
                         size_t len, size_t outer, void *y, void *z,
                         void *z2)
{ (void) t, (void) b, (void) a, (void) ab, (void) iir, (void) x;
  (void) inner, (void) len, (void) outer, (void) y, (void) z, (void) z2;
  NODEV; }
gt_status gt_dev_lookup (gt_etype t, const void *tab, size_t n,
                         const void *y, size_t m, gt_lookup_opt opt,
                         void *out)
{ (void) t, (void) tab, (void) n, (void) y, (void) m, (void) opt;
  (void) out; NODEV; }
gt_status gt_dev_accum (gt_accop op, gt_etype t, void *y, size_t ny,
                        const long long *pos, size_t n, const void *v,
                        int v_scalar)
{ (void) op, (void) t, (void) y, (void) ny, (void) pos, (void) n, (void) v;
  (void) v_scalar; NODEV; }
int gt_dev_variants (gt_gemm_kernel kernel) { (void) kernel; return 0; }
const char *gt_dev_variant_name (gt_gemm_kernel kernel, int v)
{ (void) kernel, (void) v; return NULL; }
