/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ew_binary.cu - Y = A op B elementwise with broadcasting: the binary
 * operators of resident arrays (gt_launch_binary, gt_array_kernels.h).
 *
 * Each operator is one functor over (precision, A complex?, B complex?),
 * with Octave's rules, which are those of C++'s std::complex as GCC
 * compiles it:
 *   - a real operand mixed with a complex one acts on the parts it meets:
 *     z + x adds to the real part only, z * x and z / x scale both parts,
 *     x - z is (x - re, -im); x / z is a full complex division.
 *   - complex products follow C99 Annex G, each product and sum rounded
 *     on its own (gt_cmul.h); complex quotients are Smith's algorithm with
 *     the scaling against overflow and underflow and the Annex G recovery
 *     of infinities that libgcc's __divdc3 has.  Nothing is fused.
 *   - POW: real ^ real is pow () (x.^2 is x*x, x.^-1 is 1./x), and sets
 *     *domain where A < 0 and B is not an integer (Octave's xisint: an
 *     integer inside int's range); the caller reruns in complex.  A complex
 *     base with an integer (real) exponent is repeated squaring, as
 *     std::pow (complex, int); other complex powers are exp (b log a), with
 *     std::pow's special cases for a real base or a real exponent.
 *   - comparisons of complex operands order by abs, then arg (arg -pi
 *     counted as pi); EQ and NE compare both parts; NaN compares false.
 *   - MAX and MIN: real operands skip NaN (NaN only where both are);
 *     complex ones compare abs only and let NaN through, A's first (as
 *     Octave's two-array max); both keep A on ties.
 *
 * Two launch paths.  The dimensions are first collapsed (extent-1
 * dimensions dropped, neighbours merged where both operands run on
 * contiguously); when one dimension is left and each operand either runs
 * densely along it or is a single element (a value passed by value, or an
 * array with all strides 0), the flat kernel runs: a grid-stride loop over
 * 16-byte packs where every array is aligned for them.  Otherwise the
 * general kernel computes each output element's subscript from the
 * collapsed dimensions (32-bit divisions while the element count allows).
 *
 * The functors, the operands' layout and the launcher's checks are in
 * ew_ops.cuh (shared with the host backend); this file has the kernels.
 */
#include "ew_ops.cuh"

/* ------------------------------------------------------------------ */
/* Kernels                                                              */

template <class F>
__global__ void __launch_bounds__ (EW_THREADS)
bin_flat_kernel (size_t n, ew_opnd<typename F::A> a,
                 ew_opnd<typename F::B> b, typename F::Out *__restrict__ y,
                 int vec, int *domain)
{
  typedef typename F::A A;
  typedef typename F::B B;
  typedef typename F::Out Out;
  constexpr int V = F::V;
  const A a0 = ew_scalar (a);
  const B b0 = ew_scalar (b);
  const size_t step = (size_t) gridDim.x * blockDim.x;
  const size_t t = (size_t) blockIdx.x * blockDim.x + threadIdx.x;
  size_t done = 0;
  if (vec)
    {
      const size_t groups = n / V;
      for (size_t g = t; g < groups; g += step)
        {
          ew_pack<A, V> pa;
          ew_pack<B, V> pb;
          ew_pack<Out, V> q;
          if (a.scalar)
#pragma unroll
            for (int k = 0; k < V; k++)
              pa.v[k] = a0;
          else
            pa = ((const ew_pack<A, V> *) a.p)[g];
          if (b.scalar)
#pragma unroll
            for (int k = 0; k < V; k++)
              pb.v[k] = b0;
          else
            pb = ((const ew_pack<B, V> *) b.p)[g];
#pragma unroll
          for (int k = 0; k < V; k++)
            q.v[k] = F::apply (pa.v[k], pb.v[k], domain);
          ((ew_pack<Out, V> *) y)[g] = q;
        }
      done = groups * V;
    }
  for (size_t i = done + t; i < n; i += step)
    y[i] = F::apply (a.scalar ? a0 : a.p[i], b.scalar ? b0 : b.p[i], domain);
}

template <class F>
__global__ void __launch_bounds__ (EW_THREADS)
bin_general_kernel (size_t n, const __grid_constant__ bin_layout L,
                    ew_opnd<typename F::A> a, ew_opnd<typename F::B> b,
                    typename F::Out *__restrict__ y, int *domain)
{
  const typename F::A a0 = ew_scalar (a);
  const typename F::B b0 = ew_scalar (b);
  const size_t step = (size_t) gridDim.x * blockDim.x;
  const bool small = n <= 0xffffffffu;
  for (size_t i = (size_t) blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += step)
    {
      size_t oa, ob;
      if (small)
        bin_offsets<unsigned> (L, i, &oa, &ob);
      else
        bin_offsets<size_t> (L, i, &oa, &ob);
      y[i] = F::apply (a.scalar ? a0 : a.p[oa], b.scalar ? b0 : b.p[ob],
                       domain);
    }
}

/* ------------------------------------------------------------------ */
/* Launch                                                               */

template <class F>
static gt_status bin_run (const gt_operand *a, const gt_operand *b, void *y,
                          const bin_layout *L, size_t n, int *domain,
                          cudaStream_t s)
{
  typedef typename F::A A;
  typedef typename F::B B;
  typedef typename F::Out Out;
  const ew_opnd<A> oa = bin_opnd<A> (a, L, L->sa);
  const ew_opnd<B> ob = bin_opnd<B> (b, L, L->sb);
  const bool flat = L->nd == 1 && (oa.scalar || L->sa[0] == 1)
                    && (ob.scalar || L->sb[0] == 1);
  if (flat)
    {
      const int vec = (oa.scalar || ew_aligned<A, F::V> (oa.p))
                      && (ob.scalar || ew_aligned<B, F::V> (ob.p))
                      && ew_aligned<Out, F::V> (y);
      const size_t work = vec ? (n + F::V - 1) / F::V : n;
      bin_flat_kernel<F><<<ew_blocks (work), EW_THREADS, 0, s>>> (
          n, oa, ob, (Out *) y, vec, domain);
    }
  else
    bin_general_kernel<F><<<ew_blocks (n), EW_THREADS, 0, s>>> (
        n, *L, oa, ob, (Out *) y, domain);
  return GT_OK;
}

namespace {

/* Runs a functor as the flat or the general kernel on the stream. */
struct bin_launch
{
  cudaStream_t s;
  template <class F>
  gt_status run (const gt_operand *a, const gt_operand *b, void *y,
                 const bin_layout *L, size_t n, int *domain)
  {
    return bin_run<F> (a, b, y, L, n, domain, s);
  }
};

} // namespace

gt_status gt_launch_binary (gt_binop op, const gt_operand *a,
                            const gt_operand *b, gt_etype ty, void *y,
                            const gt_bcast *bc, int *domain, cudaStream_t s)
{
  bin_launch r = { s };
  return ew_binary_run (op, a, b, ty, y, bc, domain, r);
}
