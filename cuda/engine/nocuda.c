/*
 * gt_nocuda.c - the CUDA backend's entry points for a build without a CUDA
 * compiler (CMake found no nvcc).  Everything answers "no device", so the
 * package still installs and its CPU reference path ("Backend", "cpu") works.
 */
#include <string.h>

#include "gt_internal.h"

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

void gt_shutdown (void) {}
