/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gemm_tf32x3.cu - single-precision products on the TF32 tensor cores, at
 * single-precision accuracy: the "3xTF32" split, on Hopper's warpgroup MMA
 * (wgmma).  Any M, N, K.
 *
 * What it improves on regblock (gemm_regblock.cu), and why it pays:
 *   - regblock runs on the FP32 units, whose peak (about 67 TFLOP/s on an
 *     H100 or H200) caps cuBLAS SGEMM too.  The same chip does about 495
 *     TFLOP/s in TF32 on its tensor cores, but TF32 keeps 10 of float's 23
 *     mantissa bits: one TF32 product has an error near 2^-11, not 2^-24.
 *   - The split.  Every element x of A and B becomes big + small, with
 *     big = x rounded to TF32 (11 significant bits) and small = (x - big)
 *     rounded to TF32 (x - big is exact in float).  Then
 *     x = big + small + r with |r| <= 2^-22 |x|, and
 *     a * b = ab*bb + ab*bs + as*bb + (as*bs + terms in r), where the
 *     bracket is near 2^-22 |a b|, below float's own product rounding once
 *     K sums are added.  So three TF32 products, big x big, big x small and
 *     small x big, accumulated in float, give about single precision at
 *     three times the tensor-core work: still far above the FP32 peak.
 *     The small products are added first, at each K step.
 *   - Warpgroup MMA.  A block of 256 threads is two warpgroups; each owns
 *     64 rows of the block's 128 x 128 tile of C and issues
 *     wgmma.m64n128k8 (TF32 in, float accumulate), asynchronous.  (The
 *     64-row configurations are one warpgroup of 128 threads, two blocks
 *     per SM: products of at most 64 rows, which would leave half of a
 *     128-row tile empty.)  A comes from registers: each thread reads its
 *     fragment of the A slice from shared memory and splits it there.  B
 *     comes from shared memory through a matrix descriptor, so B's big and
 *     small halves must both sit in shared memory: after a slice of B
 *     lands, the threads split it in place (big) and into a second buffer
 *     (small).
 *   - Accumulation ("promotion").  The tensor cores' float accumulation is
 *     not round-to-nearest: summing all of K there gave 7 to 98 times
 *     regblock's error (bench/tf32x3_accuracy.md).  So the tensor cores
 *     sum only a short run of K from zero into a temporary, and the float
 *     units add it to the tile's accumulators (round to nearest).  Two
 *     schedules: every k step of 8 into one of two temporaries, added
 *     while the next step's three MMAs run (0.4 to 0.7 times regblock's
 *     error); or once per slice of 32 ("_p4": one temporary, 64 fewer
 *     registers, a quarter of the adds), 5% faster, as accurate from
 *     K = 2048 on (fewer rounded adds) and less so on short sums (up to
 *     2.6 times regblock's error at K = 64): the launcher's default takes
 *     it from slices of 2048 terms (gt_gemm_tf32x3_choose).
 *   - The split costs three float instructions (Veltkamp's, see
 *     gt_tf32x3_split.cuh) and two integer ones a value, against nine for
 *     two cvt.rna.tf32 (four integer instructions each on sm_90): the main
 *     loop issued 644 instructions a warp per slice, half of them the
 *     split, and the tensor pipe was busy 45% of the time; the cheaper
 *     split took the kernel (H100, 4096 and 8192) from 1.34-1.37 times
 *     cuBLAS SGEMM to 1.40-1.49, and 1.51-1.55 with "_p4".
 *   - A STAGES-deep cp.async pipeline of BK = 32 slices of A and B, as in
 *     dmma, and more: while the tensor cores work on slice t, the threads
 *     wait for slice t+1, split its B, and issue the copies of slice
 *     t + STAGES - 1.  Two block barriers per slice.
 *   - Layouts.  B is K-major in global memory (a column of B is contiguous
 *     in k), exactly what TF32 wgmma wants: a column's 32 floats are one
 *     128-byte row of the B tile, stored with the 128-byte swizzle (16-byte
 *     chunk q of row n at chunk q ^ (n % 8)) that the descriptor names, so
 *     the tensor cores read it without bank conflicts.  A is M-major, which
 *     TF32 wgmma cannot read from shared memory: it is stored [k][m] with
 *     rows of BM + 8 floats, so that a warp's fragment reads (rows g, k t)
 *     hit 32 distinct banks.
 *   - Boundary tiles in-kernel, as in dmma: copies that cross the M, N or K
 *     edge read only what exists (cp.async's source size) and zero-fill the
 *     rest; only elements inside C are written.  Split-K (gridDim.z) and
 *     grouped tile order too.
 *
 * Numerics (bench/tf32x3_accuracy.md has the measured table):
 *   - Inf and NaN: the split turns Inf into NaN parts, and so it does a
 *     finite x above GT_TF32_SPLIT_MAX (4e34, where x * 8193 may
 *     overflow).  The split notes the largest |x| it meets; a tile that
 *     met one above that limit is computed again on the float units (one
 *     fmaf per k, in order), so A*B's Inf and NaN come out.  NaN needs
 *     nothing: its big part is NaN, and so is every product it meets.
 *   - The sum over K runs in a different order from the CPU path and the
 *     CUDA-core kernels: results are not their bits.  The split adds up to
 *     about 8 eps to a term: |C - A*B| <= (K + 8) eps |A| |B|.
 *   - Denormals: the split keeps them, the tensor cores do not: a product
 *     whose terms are all denormal comes out 0 (measured), while denormal
 *     small parts next to normal terms are kept.
 *
 * ptxas (CUDA 13.0, sm_90a): 228 to 253 registers, no spills; 132 KiB
 * (3 stages) or 165 KiB (4) of shared memory and one block per SM for the
 * 128-row tiles, 108 KiB and two blocks per SM for the 64-row ones.
 *
 * Assumes: dtype single; a device of compute capability 9.0 and a build
 * that carries sm_90a code for this file (CMakeLists.txt adds it; the
 * launcher sends other devices to the mma.sync kernel of
 * gemm_tf32x3_mma.cu, the same numerics on warp-level MMA, and refuses
 * this file's variants there; the kernel traps if run from other code).
 * 16-byte path: lda, ldb multiples of 4, A and B 16-byte aligned and,
 * with split-K, a slice a multiple of 4; otherwise the same kernel
 * with 4-byte copies.  All sizes and offsets are size_t.
 */
#include <limits.h>
#include <stdint.h>

#include "gt_cp_async.cuh"
#include "gt_launch_util.cuh"
#include "gt_tf32x3_split.cuh"

namespace gt_tf32x3 {

#if defined(__CUDA_ARCH__) && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define GT_TF32X3_WGMMA 1
#else
#define GT_TF32X3_WGMMA 0
#endif

#if GT_TF32X3_WGMMA

/* Generic-proxy writes to shared memory (cp.async, st.shared) made visible
   to the tensor cores' asynchronous reads. */
__device__ __forceinline__ void fence_proxy_async ()
{
  asm volatile ("fence.proxy.async.shared::cta;\n" ::: "memory");
}

__device__ __forceinline__ void wg_fence ()
{
  asm volatile ("wgmma.fence.sync.aligned;\n" ::: "memory");
}
__device__ __forceinline__ void wg_commit ()
{
  asm volatile ("wgmma.commit_group.sync.aligned;\n" ::: "memory");
}
template <int N>
__device__ __forceinline__ void wg_wait ()
{
  asm volatile ("wgmma.wait_group.sync.aligned %0;\n" :: "n"(N) : "memory");
}

/* Keeps the compiler from moving reads or writes of the accumulators across
   the asynchronous MMAs that own them. */
template <int N>
__device__ __forceinline__ void pin (float (&d)[N])
{
#pragma unroll
  for (int i = 0; i < N; i++)
    asm volatile ("" : "+f"(d[i]) :: "memory");
}

/* gt_tf32_split, and MX keeps the largest |x| seen (fmaxf passes NaN
   over: NaN needs nothing, it stays NaN through the products); above
   GT_TF32_SPLIT_MAX (Inf included) the split is wrong and the kernel's
   fallback recomputes the tile. */
__device__ __forceinline__ void split (float x, unsigned &big,
                                       unsigned &small, float &mx)
{
  gt_tf32_split (x, big, small);
  mx = fmaxf (mx, fabsf (x));
}

/* Shared-memory matrix descriptor of a K-major tile stored with the
   128-byte swizzle: rows of 128 bytes, 8-row groups 1024 bytes apart.
   ADDR must sit in a 1024-byte aligned tile (plus 32 j for k step j). */
__device__ __forceinline__ uint64_t desc_sw128 (unsigned addr)
{
  return (uint64_t) ((addr & 0x3ffffu) >> 4) | ((uint64_t) 1 << 16)
         | ((uint64_t) (1024 >> 4) << 32) | ((uint64_t) 1 << 62);
}

#define GT_F4(i) "+f"(d[i]), "+f"(d[i + 1]), "+f"(d[i + 2]), "+f"(d[i + 3])

/* D (64 x 128 per warpgroup) += A (64 x 8, registers) * B (8 x 128, the
   descriptor's tile); SCALE_D == 0 makes it D = A * B.  Fragments (PTX ISA,
   wgmma .m64nNk8 .tf32), warp w of the warpgroup, g = lane / 4,
   t = lane % 4:  a = {A(16w+g, t), A(16w+g+8, t), A(16w+g, t+4),
   A(16w+g+8, t+4)};  d[4i + q] = D(16w + g + 8 (q / 2), 8i + 2t + q % 2). */
__device__ __forceinline__ void wgmma_n128 (float (&d)[64],
                                            const unsigned (&a)[4],
                                            uint64_t desc, int scale_d)
{
  asm volatile (
      "{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\n"
      "wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 "
      "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, "
      "%15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, "
      "%28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, "
      "%41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, "
      "%54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, "
      "{%64, %65, %66, %67}, %68, p, 1, 1;\n}\n"
      : GT_F4 (0), GT_F4 (4), GT_F4 (8), GT_F4 (12), GT_F4 (16), GT_F4 (20),
        GT_F4 (24), GT_F4 (28), GT_F4 (32), GT_F4 (36), GT_F4 (40),
        GT_F4 (44), GT_F4 (48), GT_F4 (52), GT_F4 (56), GT_F4 (60)
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(desc), "r"(scale_d));
}

#undef GT_F4

#endif /* GT_TF32X3_WGMMA */

/* ------------------------------------------------------------------ */
/* Configurations                                                      */

/* A 128 x 128 block tile (two warpgroups of 64 rows, each the 64 x 128 of
   one wgmma.m64n128k8), STAGES slices of BK = 32 in flight, VEC: 16-byte
   copies (else 4-byte ones).  (Three warpgroups, 192 x 128, spilled and
   ran slower; 128 x 256 tiles leave no registers for the promotion.) */
template <int STAGES_, bool VEC_, int PROMO_ = 1, int WGS_ = 2>
struct tf32x3_cfg
{
  /* WGS warpgroups of 64 rows each. */
  static constexpr int WGS = WGS_;
  static constexpr int BM = 64 * WGS, BN = 128, BK = 32;
  static constexpr int STAGES = STAGES_;
  static constexpr bool VEC = VEC_;
  /* k steps of 8 the tensor cores sum from zero before the float units
     add the sum to the accumulators: every step, into one of two
     temporaries (one is added while the next step's MMAs run), or the
     whole slice into one. */
  static constexpr int PROMO = PROMO_, TMPS = PROMO == 1 ? 2 : 1;
  static_assert (PROMO == 1 || PROMO == BK / 8,
                 "promotion: every k step, or once per slice");
  static constexpr int THREADS = 128 * WGS;
  static constexpr int A_LD = BM + 8;            /* floats per k row      */
  static constexpr int A_BYTES = BK * A_LD * 4;
  static constexpr int B_BYTES = BN * BK * 4;    /* BN rows of 128 bytes  */
  /* Shared memory: STAGES x (B tile, A tile), then two small-B buffers;
     B tiles first, each 1024-byte aligned (the swizzle's period). */
  static constexpr int STAGE_BYTES = B_BYTES + A_BYTES;
  static constexpr int SMALL_OFF = STAGES * STAGE_BYTES;
  static constexpr size_t SMEM = (size_t) SMALL_OFF + 2 * B_BYTES + 1024;
  /* A loader: 4-float chunks along m, BM / 4 per k row. */
  static constexpr int A_TPR = BM / 4;
  static constexpr int A_RPP = THREADS / A_TPR;  /* k rows per pass */
  static constexpr int A_PASSES = BK / A_RPP;
  /* B loader: 4-float chunks along k, BK / 4 = 8 per column. */
  static constexpr int B_CPP = THREADS / 8;       /* columns per pass */
  static constexpr int B_PASSES = BN / B_CPP;
  /* The split: BN * 8 chunks of 16 bytes over the block. */
  static constexpr int SPLIT_PASSES = BN * 8 / THREADS;

  static_assert (STAGE_BYTES % 1024 == 0 && B_BYTES % 1024 == 0,
                 "B tiles stay 1024-byte aligned");
  static_assert (THREADS % A_TPR == 0 && BK % A_RPP == 0, "A loader shape");
  static_assert (BN % B_CPP == 0 && (BN * 8) % THREADS == 0,
                 "B loader and split shapes");
  static_assert (STAGES >= 2, "at least double buffering");
};

typedef gt_fast_params<float> tf32x3_params;

template <class Cfg>
__global__ void __launch_bounds__ (Cfg::THREADS, 1)
gemm_tf32x3_kernel (const tf32x3_params p)
{
#if GT_TF32X3_WGMMA
  constexpr int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  constexpr int STAGES = Cfg::STAGES;
  constexpr int A_LD = Cfg::A_LD;
  extern __shared__ __align__ (1024) unsigned char gt_tf32x3_smem[];
  /* The swizzle is a function of the shared address: align the base. */
  const unsigned raw = gt_smem_addr (gt_tf32x3_smem);
  const unsigned base = (raw + 1023u) & ~1023u;
  unsigned char *const sbase = gt_tf32x3_smem + (base - raw);

  const int tid = (int) threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const int g = lane >> 2, t = lane & 3;
  /* Warpgroup wg owns rows 64 wg .. 64 wg + 63; its warp wq rows
     16 wq .. 16 wq + 15 of those. */
  const int wg = warp >> 2, wq = warp & 3;
  const int frag_row = 64 * wg + 16 * wq + g;

  const size_t kbeg = (size_t) blockIdx.z * p.kslice;
  const size_t klen = kbeg < p.k ? min (p.k - kbeg, p.kslice) : 0;
  const int ktiles = (int) ((klen + BK - 1) / BK);
  const int klast = (int) (klen - (size_t) (ktiles - 1) * BK);
  float *const C = p.C + (size_t) blockIdx.z * p.split_stride;

  /* Loader coordinates: A chunk (k row a_k + r A_RPP, rows a_m..a_m+3),
     B chunk (k 4 b_q .. 4 b_q + 3, column b_n + r B_CPP). */
  const int a_k = tid / Cfg::A_TPR, a_m = 4 * (tid % Cfg::A_TPR);
  const int b_q = tid & 7, b_n = tid >> 3;
  unsigned b_st[Cfg::B_PASSES];
#pragma unroll
  for (int r = 0; r < Cfg::B_PASSES; r++)
    {
      const int n = b_n + r * Cfg::B_CPP;
      b_st[r] = (unsigned) (n * 128 + ((b_q ^ (n & 7)) << 4));

    }

  const size_t ntiles = p.tiles_m * p.tiles_n;
  for (size_t tile = blockIdx.x; tile < ntiles; tile += gridDim.x)
    {
      size_t tm, tn;
      gt_tile_coords (tile, p.tiles_m, p.tiles_n, tm, tn);
      const size_t m0 = tm * BM, n0 = tn * BN;
      float big_max = 0.0f; /* the largest |x| of this tile's A and B */

      const size_t a_row = m0 + (size_t) a_m;
      const int a_cnt = a_row < p.m ? (int) min (p.m - a_row, (size_t) 4) : 0;
      const float *a_src = p.A + (a_cnt ? a_row : 0)
                           + (kbeg + (size_t) a_k) * p.lda;
      const size_t a_step = (size_t) Cfg::A_RPP * p.lda;
      const float *b_src = p.B + kbeg + 4 * (size_t) b_q;
      const size_t b_col0 = n0 + (size_t) b_n;
      const size_t b_step = (size_t) Cfg::B_CPP * p.ldb;
      unsigned b_ok = 0;
#pragma unroll
      for (int r = 0; r < Cfg::B_PASSES; r++)
        if (b_col0 + (size_t) (r * Cfg::B_CPP) < p.n)
          b_ok |= 1u << r;
      if (b_ok & 1u)
        b_src += b_col0 * p.ldb;

      /* Copy the next K slice (KV valid k, 1..BK) into stage S. */
      auto load_tile = [&] (int s, int kv) {
        const unsigned bs = base + (unsigned) (s * Cfg::STAGE_BYTES);
        const unsigned as = bs + Cfg::B_BYTES;
#pragma unroll
        for (int r = 0; r < Cfg::A_PASSES; r++)
          {
            const int k = a_k + r * Cfg::A_RPP;
            gt_copy_chunk16<Cfg::VEC> (as + 4u * (unsigned) (k * A_LD + a_m),
                                       a_src + r * a_step,
                                       k < kv ? a_cnt : 0, p.A);
          }
        const int kc = min (max (kv - 4 * b_q, 0), 4);
#pragma unroll
        for (int r = 0; r < Cfg::B_PASSES; r++)
          gt_copy_chunk16<Cfg::VEC> (bs + b_st[r], b_src + r * b_step,
                                     (b_ok >> r) & 1u ? kc : 0, p.B);
        a_src += BK * p.lda;
        b_src += BK;
      };
      auto kvalid = [&] (int kt) { return kt < ktiles - 1 ? BK : klast; };

      /* Split the B tile of stage S: big in place, small into buffer SB
         (same offsets, so the same swizzled layout). */
      auto split_b = [&] (int s, int sb) {
        unsigned char *const bt = sbase + s * Cfg::STAGE_BYTES;
        unsigned char *const st = sbase + Cfg::SMALL_OFF + sb * Cfg::B_BYTES;
#pragma unroll
        for (int r = 0; r < Cfg::SPLIT_PASSES; r++)
          {
            const int off = 16 * (tid + r * Cfg::THREADS);
            const float4 v = *reinterpret_cast<const float4 *> (bt + off);
            uint4 hi, lo;
            split (v.x, hi.x, lo.x, big_max);
            split (v.y, hi.y, lo.y, big_max);
            split (v.z, hi.z, lo.z, big_max);
            split (v.w, hi.w, lo.w, big_max);
            *reinterpret_cast<uint4 *> (bt + off) = hi;
            *reinterpret_cast<uint4 *> (st + off) = lo;
          }
      };

      constexpr int PROMO = Cfg::PROMO, NT = Cfg::TMPS, G = BK / 8 / PROMO;
      float acc[64], tmp[NT][64];
#pragma unroll
      for (int e = 0; e < 64; e++)
        acc[e] = 0.0f;
#pragma unroll
      for (int s = 0; s < STAGES - 1; s++)
        {
          if (s < ktiles)
            load_tile (s, kvalid (s));
          gt_cp_async_commit ();
        }
      if (ktiles > 0)
        {
          gt_cp_async_wait<STAGES - 2> ();
          __syncthreads ();
          split_b (0, 0);
          fence_proxy_async ();
          __syncthreads ();
        }

      for (int kt = 0; kt < ktiles; kt++)
        {
          const int s = kt % STAGES, sb = kt & 1;
          /* This thread's A fragments of k step J of the slice, split. */
          const float *At = reinterpret_cast<const float *> (
              sbase + s * Cfg::STAGE_BYTES + Cfg::B_BYTES);
          auto a_frags = [&] (int j, unsigned (&ab)[4], unsigned (&as)[4]) {
#pragma unroll
            for (int q = 0; q < 4; q++)
              {
                const int k = 8 * j + t + 4 * (q >> 1);
                const int m = frag_row + 8 * (q & 1);
                split (At[k * A_LD + m], ab[q], as[q], big_max);
              }
          };
          const unsigned bt = base + (unsigned) (s * Cfg::STAGE_BYTES);
          const unsigned st = base + (unsigned) (Cfg::SMALL_OFF
                                                 + sb * Cfg::B_BYTES);
          /* While the tensor cores run: the copies of slice
             kt + STAGES - 1 (into the stage slice kt - 1 used: done, see
             the barrier at the end), then slice kt + 1's arrival and
             split. */
          auto next_slices = [&] () {
            if (kt + STAGES - 1 < ktiles)
              load_tile ((kt + STAGES - 1) % STAGES,
                         kvalid (kt + STAGES - 1));
            gt_cp_async_commit ();
            if (kt + 1 < ktiles)
              {
                gt_cp_async_wait<STAGES - 2> ();
                __syncthreads ();
                split_b ((kt + 1) % STAGES, sb ^ 1);
                fence_proxy_async ();
              }
          };
          /* Per group Q of PROMO k steps: tmp[Q % NT] = the sum over its
             steps of as bb + ab bs + ab bb, summed from zero by the tensor
             cores; the float units add it to acc (round to nearest):
             with two sums, while the next group's MMAs run. */
          auto promote = [&] (float (&tp)[64]) {
            pin (tp);
#pragma unroll
            for (int e = 0; e < 64; e++)
              acc[e] += tp[e];
          };
#pragma unroll
          for (int q = 0; q < G; q++)
            {
              unsigned ab[PROMO][4], as[PROMO][4];
#pragma unroll
              for (int jj = 0; jj < PROMO; jj++)
                a_frags (q * PROMO + jj, ab[jj], as[jj]);
              float (&tq)[64] = tmp[q % NT];
              pin (tq);
              wg_fence ();
#pragma unroll
              for (int jj = 0; jj < PROMO; jj++)
                {
                  const unsigned j = (unsigned) (q * PROMO + jj);
                  wgmma_n128 (tq, as[jj], desc_sw128 (bt + 32 * j), jj);
                  wgmma_n128 (tq, ab[jj], desc_sw128 (st + 32 * j), 1);
                  wgmma_n128 (tq, ab[jj], desc_sw128 (bt + 32 * j), 1);
                }
              wg_commit ();
              if (q == 0)
                next_slices ();
              if (NT == 1)
                {
                  wg_wait<0> ();
                  promote (tq);
                }
              else if (q > 0)
                {
                  wg_wait<1> ();
                  promote (tmp[(q - 1) % NT]);
                }
            }
          if (NT == 2)
            {
              wg_wait<0> ();
              promote (tmp[(G - 1) % NT]);
            }
          __syncthreads ();
        }
      gt_cp_async_wait<0> ();
      __syncthreads ();

      /* An infinite element of A or B: Inf times the other operand's
         small part (often 0) would give NaN where A*B has Inf.  Such
         tiles (rare) are computed again on the float units, one fmaf per
         k in order, with IEEE Inf and NaN. */
      if (__syncthreads_or (big_max > GT_TF32_SPLIT_MAX))
        {
          gt_tf32x3_recompute_tile<BM, BN, Cfg::THREADS> (p, C, m0, n0, kbeg,
                                                          klen, tid);
          continue;
        }

      /* Epilogue: acc[4i + q] = C(m0 + frag_row + 8 (q / 2),
         n0 + 8 i + 2 t + q % 2). */
#pragma unroll
      for (int q2 = 0; q2 < 2; q2++)
        {
          const size_t r = m0 + (size_t) (frag_row + 8 * q2);
          if (r >= p.m)
            continue;
#pragma unroll
          for (int i = 0; i < 16; i++)
#pragma unroll
            for (int e = 0; e < 2; e++)
              {
                const size_t c = n0 + (size_t) (8 * i + 2 * t + e);
                if (c < p.n)
                  C[r + c * p.ldc] = acc[4 * i + 2 * q2 + e];
              }
        }
    }
#else
  (void) p;
  __trap (); /* only the sm_90a build has this kernel; the launcher knows */
#endif
}

} /* namespace gt_tf32x3 */

/* ------------------------------------------------------------------ */
/* Launcher                                                            */

namespace {

using namespace gt_tf32x3;

/* Built with sm_90a code for this file (CMakeLists.txt defines it). */
#ifndef GT_TF32X3_SM90A
#define GT_TF32X3_SM90A 0
#endif

template <class Cfg>
gt_status run (const gt_gemm_args *a, cudaStream_t s, gt_launch *L, int dev)
{
  static signed char ready[GT_DEVICE_SLOTS];
  return gt_fast_run<Cfg, float> (gemm_tf32x3_kernel<Cfg>, a, s, L, dev, ready,
                                  "the tf32x3 kernel", 90);
}

/*               stages vec  promo warpgroups */
typedef tf32x3_cfg<3, true> cfg0v;
typedef tf32x3_cfg<3, false> cfg0s;
typedef tf32x3_cfg<4, true> cfg1v;
typedef tf32x3_cfg<4, false> cfg1s;
typedef tf32x3_cfg<3, true, 4> cfg2v;
typedef tf32x3_cfg<3, false, 4> cfg2s;
typedef tf32x3_cfg<3, true, 1, 1> cfg3v;
typedef tf32x3_cfg<3, false, 1, 1> cfg3s;
typedef tf32x3_cfg<3, true, 4, 1> cfg4v;
typedef tf32x3_cfg<3, false, 4, 1> cfg4s;

/* "_p4": one promotion per slice of 32 (else per k step of 8). */
const gt_fast_variant variants[] = {
  { "128x128x32_s3", run<cfg0v>, run<cfg0s>, 128, 128, cfg0v::SMEM },
  { "128x128x32_s4", run<cfg1v>, run<cfg1s>, 128, 128, cfg1v::SMEM },
  { "128x128x32_s3_p4", run<cfg2v>, run<cfg2s>, 128, 128, cfg2v::SMEM },
  { "64x128x32_s3", run<cfg3v>, run<cfg3s>, 64, 128, cfg3v::SMEM },
  { "64x128x32_s3_p4", run<cfg4v>, run<cfg4s>, 64, 128, cfg4v::SMEM },
};
constexpr int NVARIANTS = (int) (sizeof variants / sizeof variants[0]);


/* The warpgroup kernel: compute capability 9.0 and this file's sm_90a
   code. */
bool wgmma_ok (int cc_major, int cc_minor)
{
  return GT_TF32X3_SM90A && cc_major == 9 && cc_minor == 0;
}

} /* namespace */

/* "tf32x3" is one kernel with two implementations: variants 0 ..
   NVARIANTS - 1 are this file's (warpgroup MMA, Hopper), the next ones the
   mma.sync kernel's (gemm_tf32x3_mma.cu, compute capability 8.0 and
   later), which also runs on 9.0 when asked for (tests force it there) or
   when the build has no sm_90a code. */
int gt_gemm_tf32x3_available (int cc_major, int cc_minor)
{
  (void) cc_minor;
  return cc_major >= 8;
}

/* "auto" takes tf32x3 only where it measured faster than regblock: the
   warpgroup kernel on 9.0.  The mma.sync kernel has not been measured on
   an sm_80 or sm_89 device, so auto keeps regblock there. */
int gt_gemm_tf32x3_auto (int cc_major, int cc_minor)
{
  return wgmma_ok (cc_major, cc_minor);
}

/* The warpgroup kernel (bench/tf32x3_accuracy.md has the measurements):
   - 64-row tiles for products of at most 64 rows (a 128-row tile would be
     half empty), and where 128 x 128 tiles times split-K's slices would
     leave multiprocessors without a block (n = 448 to 1000 on an H200:
     55-126% of cuBLAS SGEMM against 45-100% on 128-row tiles,
     2026-11-26); else 128 x 128;
   - products of at most 64 columns (and more than 64 rows) take the
     mma.sync kernel's 128 x 64 tile: the warpgroup tiles are 128 columns
     wide;
   - one promotion per slice where the launch's K (a split-K slice) is at
     least PROMO_SLICE_K long, where that measured 5% faster and as
     accurate as promoting every k step, or more (shorter sums lose
     accuracy to it: 2.6 times regblock's error on wide-range inputs at
     K = 64); else every k step, with four stages on 128-row tiles (4%
     faster than three there).
   Elsewhere the mma.sync kernel's default. */
int gt_gemm_tf32x3_choose (size_t m, size_t n, size_t kslice, int splits,
                           int sms, int cc)
{
  const size_t PROMO_SLICE_K = 2048;
  if (wgmma_ok (cc / 10, cc % 10))
    {
      const bool p4 = kslice >= PROMO_SLICE_K;
      const size_t z = splits > 1 ? (size_t) splits : 1;
      const bool fills = ((m + 127) / 128) * ((n + 127) / 128) * z
                         >= (size_t) sms;
      if (m <= 64)
        return p4 ? 4 : 3;                    /* 64-row tiles */
      if (n > 64)
        return fills ? (p4 ? 2 : 1) : (p4 ? 4 : 3);
      /* at most 64 columns: the mma.sync kernel's 128 x 64 tile */
    }
  return NVARIANTS + gt_gemm_tf32x3_mma_choose (m, n, splits, sms);
}

void gt_gemm_tf32x3_tile (int v, int *bm, int *bn)
{
  if (v >= NVARIANTS)
    gt_gemm_tf32x3_mma_tile (v - NVARIANTS, bm, bn);
  else
    gt_fast_tile (variants, NVARIANTS, v, bm, bn);
}

int gt_gemm_tf32x3_variants (void)
{
  return NVARIANTS + gt_gemm_tf32x3_mma_variants ();
}

const char *gt_gemm_tf32x3_variant_name (int v)
{
  return v >= NVARIANTS ? gt_gemm_tf32x3_mma_variant_name (v - NVARIANTS)
                        : gt_fast_name (variants, NVARIANTS, v);
}

gt_status gt_launch_gemm_tf32x3 (const gt_gemm_args *a, cudaStream_t s,
                                 gt_launch *L)
{
  if (a->dtype != GT_SINGLE)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "the tf32x3 kernel (TF32 tensor cores) is for single "
                    "matrices only");
  gt_status st = gt_check_gemm_args (a, "tf32x3", gt_gemm_tf32x3_variants (),
                                     32);
  if (st != GT_OK)
    return st;
  if (gt_fast_empty (a, L))
    return GT_OK;

  const gt_device_facts *f = NULL;
  st = gt_kernel_device ("tf32x3", &f);
  if (st != GT_OK)
    return st;
  const bool wg = wgmma_ok (f->cc_major, f->cc_minor);
  if (a->variant >= NVARIANTS || (a->variant < 0 && !wg))
    {
      gt_gemm_args b = *a;
      b.variant = a->variant < 0 ? -1 : a->variant - NVARIANTS;
      return gt_launch_gemm_tf32x3_mma (&b, s, L);
    }
  if (!wg)
    return gt_fail (GT_ERR_NOT_SUPPORTED,
                    "tf32x3 variant %s is the warpgroup MMA kernel, which "
                    "needs a compute capability 9.0 device (Hopper) and a "
                    "build with sm_90a code; device %d is %d.%d%s",
                    variants[a->variant].name, f->dev, f->cc_major,
                    f->cc_minor,
                    GT_TF32X3_SM90A ? "" : " and this build has none");

  gt_gemm_args b = *a;
  if (b.splits == 1 && b.kslice < b.k)
    b.kslice = b.k;
  const int v = b.variant >= 0
                    ? b.variant
                    : gt_gemm_tf32x3_choose (b.m, b.n, b.kslice, b.splits,
                                             f->sms, f->cc);
  const bool vec = b.lda % 4 == 0 && b.ldb % 4 == 0
                   && (b.splits == 1 || b.kslice % 4 == 0)
                   && gt_aligned16 (b.A) && gt_aligned16 (b.B);
  return gt_fast_launch (variants, v, f, "tf32x3", vec, &b, s, L);
}
