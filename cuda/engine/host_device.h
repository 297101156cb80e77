/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * host_device.h - the test-only host backend of the device-level API
 * (host_device.cu; GT_TEST_HOST_DEVICE in gputiled.h).  Internal to the
 * engine: the public calls of gputiled_device.h (device_api.cu,
 * arrays.cu) send their work here while gt_dev_host_backend () is true.
 * Arguments and results are those of the public calls; "device" pointers
 * are host memory.
 */
#ifndef GT_HOST_DEVICE_H
#define GT_HOST_DEVICE_H

#include <stdint.h>

#include "gputiled_device.h"

/* Host memory for a "device" buffer (NULL for 0 bytes), 64-byte aligned.
   PUBLIC: handed out by gt_dev_alloc or gt_dev_find, so counted by
   gt_dev_live and freed by gt_dev_free; else the table's (arrays.cu).
   An armed alloc fault (GT_TEST_FAULT) fails it as a device would. */
gt_status gt_host_alloc (void **p, size_t bytes, int is_public,
                         const char *what);
/* Free P if the backend holds it with the same PUBLIC; anything else
   (NULL, a pointer from before a reset) is ignored. */
void gt_host_free (void *p, int is_public);
/* Free every buffer (a reset). */
void gt_host_free_all (void);
void gt_host_live (size_t *count, size_t *bytes);

/* The device-level calls. */
gt_status gt_host_open (int device);
void *gt_host_stream (void);
gt_status gt_host_move (void *dst, const void *src, size_t bytes,
                        const char *what);
gt_status gt_host_unary (gt_unop op, gt_etype tx, const void *x,
                         gt_etype ty, void *y, size_t n, int *domain);
gt_status gt_host_binary (gt_binop op, const gt_operand *a,
                          const gt_operand *b, gt_etype ty, void *y,
                          const gt_bcast *bc, int *domain);
gt_status gt_host_convert (gt_etype tx, const void *x, gt_etype ty, void *y,
                           size_t n, int *nan_seen);
gt_status gt_host_fill (gt_etype t, void *y, size_t n, double re,
                        double im);
gt_status gt_host_linspace (gt_etype t, const void *x1, const void *x2,
                            size_t m, size_t n, int sym, void *y);
gt_status gt_host_eye (gt_etype t, void *y, size_t m, size_t n);
gt_status gt_host_random (int normal, gt_etype t, void *y, size_t n,
                          unsigned long long seed,
                          unsigned long long offset);
gt_status gt_host_gather (size_t esize, const void *x, const gt_index *ix,
                          void *y);
gt_status gt_host_scatter (size_t esize, void *x, const gt_index *ix,
                           const void *v, int v_scalar);
gt_status gt_host_find (const void *mask, size_t n, long long **out,
                        size_t *count);
gt_status gt_host_transpose (size_t esize, int conj, const void *x,
                             size_t m, size_t n, void *y);
gt_status gt_host_bitop (gt_bitop op, size_t esize, const void *a,
                         int a_scalar, const void *b, int b_scalar, void *y,
                         size_t n);
gt_status gt_host_bitshift (gt_etype t, const void *a, int a_scalar,
                            const int *k, int k_scalar, int nbits,
                            void *y, size_t n);
gt_status gt_host_filter (gt_etype t, const void *b, const void *a,
                          size_t ab, int iir, const void *x, size_t inner,
                          size_t len, size_t outer, void *y, void *z,
                          void *z2);
gt_status gt_host_convn (gt_etype t, const void *a, const void *b, void *c,
                         const gt_conv_dims *d);
gt_status gt_host_reduce_dim (gt_rdop op, gt_etype t, const void *x,
                              size_t inner, size_t len, size_t outer,
                              void *y, double *I);
/* engine/host_sort.cu: std::stable_sort and sequential loops. */
gt_status gt_host_sort (gt_etype t, int descend, size_t inner, size_t len,
                        size_t outer, const void *x, void *y, double *I);
gt_status gt_host_scan (gt_scanop op, gt_etype t, size_t inner, size_t len,
                        size_t outer, const void *x, void *y, double *I);
/* engine/host_stats.cu */
gt_status gt_host_positions (const double *pos, size_t n, long long *out);
gt_status gt_host_lookup (gt_etype t, const void *tab, size_t n,
                          const void *y, size_t m, int opt, void *out);
gt_status gt_host_accum (gt_accop op, gt_etype t, void *y, size_t ny,
                         const long long *pos, size_t n, const void *v,
                         int v_scalar);
/* engine/host_factor.cu: the band and the LU permutation of
   kernels/gt_factor_kernels.h, and pages of products, in plain loops. */
gt_status gt_host_band (gt_etype t, const void *x, size_t ldx, size_t m,
                        size_t n, long long lo, long long hi, int unit,
                        void *y);
gt_status gt_host_lu_perm (const int64_t *ipiv, size_t k, size_t m,
                           long long *perm);
gt_status gt_host_lu_perm_out (const long long *perm, size_t m, double *pvec,
                               double *pmat);
gt_status gt_host_gemm_batched (gt_etype t, size_t m, size_t n, size_t k,
                                const void *A, size_t sa, const void *B,
                                size_t sb, void *C, size_t batch);
gt_status gt_host_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                        const void *A, int a_cplx, size_t lda, const void *B,
                        int b_cplx, size_t ldb, void *C, size_t ldc,
                        const gt_gemm_opts *opts, gt_dev_run *run);
gt_status gt_host_matmul (gt_dtype dtype, size_t m, size_t n, size_t k,
                          const void *A, int a_cplx, const void *B,
                          int b_cplx, void *C, const gt_gemm_opts *opts,
                          gt_dev_run *run);
gt_status gt_host_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                          size_t len, size_t outer, const void *X, void *Y,
                          size_t *I, gt_reduce_kernel kernel,
                          gt_dev_run *run);

/* Resident state (arrays.cu): a reset under the host backend (the table
   emptied, every buffer freed, a new generation), and a new generation
   alone. */
void gt_arrays_host_reset (void);
/* The flag gt_dev_host_backend reads, set (session.cu's
   gt_host_device_set ends the session around the switch). */
void gt_host_backend_switch (int on);
void gt_dev_new_generation (void);

/* The GPU backend's record of gt_dev_alloc's buffers (device_api.cu):
   gt_dev_find's result joins it; a reset of the context empties it. */
void gt_dev_live_add (void *p, size_t bytes);
void gt_dev_live_clear (void);

#endif /* GT_HOST_DEVICE_H */
