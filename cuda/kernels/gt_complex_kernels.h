/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_complex_kernels.h - the device side of complex products (internal to
 * the CUDA side of the core): the layout kernels that compose real operands
 * from complex ones (complex_layout.cu) and cuBLAS's complex GEMM; the
 * engine's device dispatcher (engine/dispatch.cu) composes them.
 *
 * Device matrices are column-major with leading dimensions counted in real
 * elements: a complex m x k matrix is the real 2m x k matrix of its
 * interleaved (re, im) pairs, with a leading dimension >= 2m.
 */
#ifndef GT_COMPLEX_KERNELS_H
#define GT_COMPLEX_KERNELS_H

#include "gt_kernels.h"

/* T (ldt x 2k, ldt >= 2m) = the [ar -ai; ai ar] blocks of complex A
   (m x k), in place: T's even columns already hold A's columns (A is T
   with lda = 2 ldt, as the engine uploads it); the odd columns and the
   padding rows 2m..ldt-1 are written. */
gt_status gt_launch_complex_expand_inplace (gt_dtype dtype, size_t m,
                                            size_t k, void *T, size_t ldt,
                                            cudaStream_t s);

/* S (lds x 2n, lds >= rows) = [real(X) imag(X)] of complex X (rows x n,
   ldx); rows rows..lds-1 of S are zeroed. */
gt_status gt_launch_complex_split (gt_dtype dtype, size_t rows, size_t n,
                                   const void *X, size_t ldx, void *S,
                                   size_t lds, cudaStream_t s);

/* Complex X (rows x n, ldx) = S(:, 1:n) + i S(:, n+1:2n) (S: lds). */
gt_status gt_launch_complex_merge (gt_dtype dtype, size_t rows, size_t n,
                                   const void *S, size_t lds, void *X,
                                   size_t ldx, cudaStream_t s);

/* Y (complex, n) = (ar + i ai) * X, X real or complex (X_CPLX). */
gt_status gt_launch_scale_complex (gt_dtype dtype, size_t n, double ar,
                                   double ai, const void *X, int x_cplx,
                                   void *Y, cudaStream_t s, gt_launch *L);

/* cuBLAS CGEMM / ZGEMM, C = A * B, leading dimensions in complex
   elements (gemm_cublas.cu). */
gt_status gt_cublas_gemm_complex (gt_dtype dtype, size_t m, size_t n,
                                  size_t k, const void *A, size_t lda,
                                  const void *B, size_t ldb, void *C,
                                  size_t ldc, cudaStream_t s);

#endif /* GT_COMPLEX_KERNELS_H */
