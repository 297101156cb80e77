/*
 * gt_complex_kernels.h - the device side of complex products (internal to
 * the CUDA side of the core): the layout kernels that compose real operands
 * from complex ones (complex_layout.cu), cuBLAS's complex GEMM, and the
 * device half of the complex dispatcher (gt_cuda_complex.cu), which the
 * benchmark uses too.
 *
 * Device matrices are column-major with leading dimensions counted in real
 * elements: a complex m x k matrix is the real 2m x k matrix of its
 * interleaved (re, im) pairs, with a leading dimension >= 2m.
 */
#ifndef GT_COMPLEX_KERNELS_H
#define GT_COMPLEX_KERNELS_H

#include "gt_kernels.h"

/* T (ldt x 2k, ldt >= 2m) = the [ar -ai; ai ar] blocks of complex A
   (m x k, lda); rows 2m..ldt-1 of T are zeroed. */
gt_status gt_launch_complex_expand (gt_dtype dtype, size_t m, size_t k,
                                    const void *A, size_t lda, void *T,
                                    size_t ldt, cudaStream_t s);

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

/* Device workspace (bytes) gt_gemm_complex_device needs for this product
   with kernel KERN.  0 when the product needs none; GT_ERR_OUT_OF_MEMORY
   when the size overflows. */
gt_status gt_gemm_complex_scratch (gt_gemm_kernel kern, gt_dtype dtype,
                                   size_t m, size_t n, size_t k, int a_cplx,
                                   int b_cplx, size_t *bytes);

/* C (complex, m x n, ldc) = A * B on device-resident operands, on STREAM;
   A (m x k) and B (k x n) real or complex.  LDA, LDB and LDC must be
   multiples of 32 (what the fast kernels need when an operand goes to them
   as it is).  SCRATCH holds gt_gemm_complex_scratch bytes (16-byte
   aligned).  RUN says which real kernel ran; for cuBLAS complex * complex
   it names cublas with an empty launch. */
gt_status gt_gemm_complex_device (gt_gemm_kernel kern, int variant,
                                  gt_dtype dtype, size_t m, size_t n,
                                  size_t k, const void *dA, size_t lda,
                                  int a_cplx, const void *dB, size_t ldb,
                                  int b_cplx, void *dC, size_t ldc, int tile,
                                  void *scratch, cudaStream_t stream,
                                  gt_gemm_run *run);

#endif /* GT_COMPLEX_KERNELS_H */
