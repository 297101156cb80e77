// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_ops.cc - the operators of gpuArray, installed in Octave's type table
// for every pair (gpuArray, any type) and (any type, gpuArray): + - .* ./
// .\ .^ comparisons & | * / \ ^, unary - + ! ' .', the elementwise mappers
// (exp (G) calls the value's map ()), conversions and products.
//
// An operand is a gpuArray, a host scalar (passed to the kernel by value:
// no upload) or a host array (uploaded for the call).  Classes, complexity
// and broadcasting follow Octave's rules (mex/rules/octave_rules.h); the
// kernels run on the core's stream without waiting, except where a real
// result turns out complex (sqrt (-1), asin (2), (-8) .^ (1/3)): the core
// reports it and the operation runs again with a complex result.

#include <cmath>
#include <cstring>

#include <octave/oct.h>
#include <octave/ov-typeinfo.h>

#include "ga.h"
extern "C" {
#include "octave_rules.h"
}

namespace ga
{
  // ------------------------------------------------------------ operands

  struct opnd
  {
    const octave_gpuarray *g = nullptr;
    octave_value h;          // a host operand
    gt_etype t = GT_E_F64;
    dim_vector dv;
    std::size_t n = 0;
    const void *data = nullptr;   // device data (gpuArray or uploaded)
    octave_value up;         // keeps an uploaded copy alive
  };

  static void opnd_of (const char *fn, const octave_value& v, opnd& o)
  {
    o.g = as_ga (v);
    if (o.g)
      {
        o.t = o.g->etype ();
        o.dv = o.g->dims ();
        o.n = o.g->count ();
        o.data = o.g->data (fn);
        return;
      }
    o.h = v;
    o.t = host_etype (fn, v, true);   // 'a' + G: chars as numbers
    o.dv = v.dims ();
    o.n = o.dv.safe_numel ();
  }

  static void host_scalar (const char *fn, const opnd& o, double val[2])
  {
    const octave_value& x = o.h;
    val[1] = 0;
    if (x.iscomplex ())
      {
        const Complex z = x.complex_value ();
        val[0] = z.real (), val[1] = z.imag ();
      }
    else if (x.is_string () || x.is_char_matrix ())
      val[0] = x.array_value (true)(0);
    else
      val[0] = x.double_value ();
    (void) fn;
  }

  static void ensure_device (const char *fn, opnd& o)
  {
    if (o.g || o.data || o.n == 0)
      return;
    o.up = upload (fn, o.h, true);
    o.data = as_ga (o.up)->data (fn);
  }

  // O's data as type T on the device (its own, or a converted temporary
  // kept in HOLD).
  static const void * as_type (const char *fn, opnd& o, gt_etype t,
                               octave_value& hold)
  {
    ensure_device (fn, o);
    if (o.t == t || o.n == 0)
      return o.data;
    octave_gpuarray *c;
    hold = make (fn, t, o.dv, &c);
    int nan_seen = 0;
    check (fn, gt_dev_convert (o.t, o.data, t, c->data (fn), o.n,
                               t == GT_E_BOOL ? &nan_seen : nullptr));
    if (nan_seen)
      error_with_id ("Octave:nan-to-logical-conversion",
                     "logical: NaN can't be converted to logical value");
    return c->data (fn);
  }

  static void kernel_opnd (const char *fn, opnd& o, gt_etype t,
                           gt_operand& k, octave_value& hold)
  {
    std::memset (&k, 0, sizeof k);
    k.type = t;
    if (! o.g && o.n == 1)
      {
        host_scalar (fn, o, k.val);
        if (t == GT_E_BOOL)
          {
            if (std::isnan (k.val[0]) || std::isnan (k.val[1]))
              error_with_id ("Octave:nan-to-logical-conversion",
                             "logical: NaN can't be converted to logical "
                             "value");
            k.val[0] = k.val[0] != 0 || k.val[1] != 0, k.val[1] = 0;
          }
        else if (! is_cplx (t))
          k.val[1] = 0;
        return;
      }
    k.data = as_type (fn, o, t, hold);
  }

  [[noreturn]] static void rules_fail (const char *fn, const gr_error& e)
  {
    if (! std::strcmp (e.id, "nonconformant"))
      error_with_id ("Octave:nonconformant-args", "%s", e.msg);
    fail (fn, e.id, "%s", e.msg);
  }

  // ------------------------------------------------------------- binary

  // The broadcast of A op B (Octave's nonconformant error, SYM or the
  // operator's label naming it).
  static void bcast_of (const char *fn, gt_binop op, const char *sym,
                        const opnd& A, const opnd& B, gt_bcast& bc)
  {
    gr_error err;
    int nda, ndb;
    std::size_t da[GT_MAXDIMS], db[GT_MAXDIMS];
    dims_to (fn, A.dv, &nda, da);
    dims_to (fn, B.dv, &ndb, db);
    if (gr_broadcast (sym ? sym : gr_binop_label (op), nda, da, ndb, db,
                      &bc, &err))
      rules_fail (fn, err);
  }

  static octave_value binary_opnds (const char *fn, gt_binop op,
                                    const char *sym, opnd& A, opnd& B)
  {
    gt_bcast bc;
    bcast_of (fn, op, sym, A, B, bc);
    gr_types ty;
    gr_binary_types (op, A.t, B.t, &ty);
    octave_gpuarray *y;
    octave_value r = make (fn, ty.result, dims_from (bc.ndims, bc.dims), &y);
    if (! y->count ())
      return r;
    gt_operand ka, kb;
    octave_value ha, hb;
    kernel_opnd (fn, A, ty.a, ka, ha);
    kernel_opnd (fn, B, ty.b, kb, hb);
    int domain = 0;
    const gt_binop kop = ty.op;
    check (fn, gt_dev_binary (kop, &ka, &kb, ty.result, y->data (fn), &bc,
                              kop == GT_BIN_POW && ! is_cplx (ty.result)
                              ? &domain : nullptr));
    if (domain)   // a negative base, a fractional power: complex
      {
        const gt_etype tc = cplx_of (ty.result);
        octave_gpuarray *z;
        octave_value rz = make (fn, tc, y->dims (), &z);
        octave_value hc;
        kernel_opnd (fn, A, tc, ka, hc);
        check (fn, gt_dev_binary (kop, &ka, &kb, tc, z->data (fn), &bc,
                                  nullptr));
        return rz;
      }
    return r;
  }

  octave_value binary (const char *fn, gt_binop op, const octave_value& a,
                       const octave_value& b)
  {
    opnd A, B;
    opnd_of (fn, a, A);
    opnd_of (fn, b, B);
    if (is_int (A.t) || is_int (B.t))
      return int_binary (fn, op, a, b, A.t, B.t);
    return binary_opnds (fn, op, nullptr, A, B);
  }

  octave_value binary_int (const char *fn, gt_binop op, gt_etype t,
                           const octave_value& a, const octave_value& b)
  {
    opnd A, B;
    opnd_of (fn, a, A);
    opnd_of (fn, b, B);
    gt_bcast bc;
    bcast_of (fn, op, nullptr, A, B, bc);
    const bool cmp = gt_binop_kind (op) == GT_BINK_COMPARE;
    octave_gpuarray *y;
    octave_value r = make (fn, cmp ? GT_E_BOOL : t,
                           dims_from (bc.ndims, bc.dims), &y);
    if (! y->count ())
      return r;
    // a gpuArray of class T as it is; anything else as double (a host
    // scalar by value)
    const gt_etype ta = A.g && A.t == t ? t : GT_E_F64;
    const gt_etype tb = B.g && B.t == t ? t : GT_E_F64;
    gt_operand ka, kb;
    octave_value ha, hb;
    kernel_opnd (fn, A, ta, ka, ha);
    kernel_opnd (fn, B, tb, kb, hb);
    check (fn, gt_dev_binary (op, &ka, &kb, cmp ? GT_E_BOOL : t,
                              y->data (fn), &bc, nullptr));
    return r;
  }

  // -------------------------------------------------------------- unary

  octave_value unary (const char *fn, gt_unop op, const octave_value& a)
  {
    opnd A;
    opnd_of (fn, a, A);
    if (is_int (A.t))
      {
        ensure_device (fn, A);
        return int_unary (fn, op, A.g ? a : A.up);
      }
    gt_etype tx, ty;
    gr_unary_types (op, A.t, &tx, &ty);
    octave_gpuarray *y;
    octave_value r = make (fn, ty, A.dv, &y);
    if (! y->count ())
      return r;
    octave_value hold;
    const void *x = as_type (fn, A, tx, hold);
    int domain = 0;
    check (fn, gt_dev_unary (op, tx, x, ty, y->data (fn), y->count (),
                             gr_unary_domain (op, tx) ? &domain : nullptr));
    if (domain)   // sqrt (-1), asin (2) ...: complex, from the real X
      {
        const gt_etype tc = cplx_of (tx);
        octave_gpuarray *z;
        octave_value rz = make (fn, tc, A.dv, &z);
        check (fn, gt_dev_unary (op, tx, x, tc, z->data (fn), z->count (),
                                 nullptr));
        return rz;
      }
    return r;
  }

  octave_value convert (const char *fn, const octave_value& a, gt_etype t)
  {
    opnd A;
    opnd_of (fn, a, A);
    if (A.g && A.t == t)
      return a;
    if (is_int (t) && is_cplx (A.t))
      fail (fn, "invalidInput", "invalid conversion from complex values to "
            "%s", class_of (t));
    ensure_device (fn, A);
    octave_gpuarray *y;
    octave_value r = make (fn, t, A.dv, &y);
    int nan_seen = 0;
    if (y->count ())
      check (fn, gt_dev_convert (A.t, A.data, t, y->data (fn), y->count (),
                                 t == GT_E_BOOL ? &nan_seen : nullptr));
    if (nan_seen)
      error_with_id ("Octave:nan-to-logical-conversion",
                     "logical: NaN can't be converted to logical value");
    return r;
  }

  octave_value transpose (const char *fn, const octave_value& a, bool conj)
  {
    opnd A;
    opnd_of (fn, a, A);
    if (A.dv.ndims () > 2)
      error ("transpose not defined for N-D objects");
    conj = conj && is_cplx (A.t);
    ensure_device (fn, A);
    const dim_vector dv (A.dv(1), A.dv(0));
    if (! conj && A.g && (A.dv(0) == 1 || A.dv(1) == 1))
      return A.g->reshape (dv);
    octave_gpuarray *y;
    octave_value r = make (fn, A.t, dv, &y);
    if (y->count ())
      check (fn, gt_dev_transpose (gt_etype_size (A.t), conj, A.data,
                                   A.dv(0), A.dv(1), y->data (fn)));
    return r;
  }

  // ------------------------------------------------------------ products

  octave_value mtimes (const char *fn, const octave_value& a,
                       const octave_value& b, const gt_gemm_opts *opts,
                       gt_dev_run *run)
  {
    opnd A, B;
    opnd_of (fn, a, A);
    opnd_of (fn, b, B);
    if ((is_int (A.t) || is_int (B.t)) && (A.n == 1 || B.n == 1))
      return int_binary (fn, GT_BIN_MUL, a, b, A.t, B.t);
    if (is_int (A.t) || is_int (B.t))   // Octave's error or its answer
      return host_binary (octave_value::op_mul, a, b);
    if (A.n == 1 || B.n == 1)
      return binary_opnds (fn, GT_BIN_MUL, nullptr, A, B);
    if (A.dv.ndims () > 2 || B.dv.ndims () > 2 || A.dv(1) != B.dv(0))
      error_with_id ("Octave:nonconformant-args",
                     "operator *: nonconformant arguments (op1 is %s, op2 "
                     "is %s)", dims_str (A.dv).c_str (),
                     dims_str (B.dv).c_str ());
    const bool single = is_single (A.t) || is_single (B.t);
    const bool ac = is_cplx (A.t), bcx = is_cplx (B.t);
    const gt_etype ta = make_type (single, ac), tb = make_type (single, bcx);
    const gt_etype ty = make_type (single, ac || bcx);
    const std::size_t m = A.dv(0), k = A.dv(1), n = B.dv(1);
    octave_gpuarray *y;
    octave_value r = make (fn, ty, dim_vector (m, n), &y);
    if (! y->count ())
      return r;
    if (k == 0)
      {
        check (fn, gt_dev_fill (ty, y->data (fn), y->count (), 0, 0));
        return r;
      }
    octave_value h1, h2;
    const void *pa = as_type (fn, A, ta, h1);
    const void *pb = as_type (fn, B, tb, h2);
    gt_gemm_opts o;
    gt_dev_run rr;
    std::memset (&rr, 0, sizeof rr);
    if (! opts)
      {
        // The operator G * H.  Single products run on the package's
        // tensor-core kernel (tf32x3: faster than cuBLAS's SGEMM at FP32
        // accuracy); double products of more than 256^3 multiply-adds run
        // on cuBLAS's DGEMM where it loads, as MATLAB's do: on an H200 the
        // package's dmma kernel ran a 1000^3 product in 99 us against
        // DGEMM's 42 (bench/gpuarray_ops.sh).  gpu_tiled_mm (G, H, ...)
        // names a kernel.
        gt_gemm_opts_default (&o);
        if (! single && (double) m * n * k > 256.0 * 256 * 256
            && ! gt_dev_host_backend ())
          {
            o.kernel = GT_GEMM_CUBLAS;
            if (gt_dev_matmul (GT_DOUBLE, m, n, k, pa, ac, pb, bcx,
                               y->data (fn), &o, run ? run : &rr) == GT_OK)
              return r;
            o.kernel = GT_GEMM_AUTO;   // no cuBLAS here: ours
          }
        opts = &o;
      }
    check (fn, gt_dev_matmul (single ? GT_SINGLE : GT_DOUBLE, m, n, k, pa,
                              ac, pb, bcx, y->data (fn), opts,
                              run ? run : &rr));
    return r;
  }

  // A host fallback for an operator: the operands gathered, Octave's own
  // operator, the result uploaded again (MATLAB keeps it on the GPU).
  octave_value host_binary (octave_value::binary_op op,
                            const octave_value& a, const octave_value& b)
  {
    const std::string name = octave_value::binary_op_fcn_name (op);
    host_fallback (name);
    const octave_gpuarray *ga = as_ga (a), *gb = as_ga (b);
    octave_value ha = ga ? ga->gather (name.c_str ()) : a;
    octave_value hb = gb ? gb->gather (name.c_str ()) : b;
    octave_value r = octave::binary_op (op, ha, hb);
    if (r.isnumeric () || r.islogical ())
      return upload (name.c_str (), r);
    return r;
  }

  static bool is_scalar (const octave_value& v)
  {
    return v.numel () == 1;
  }

  // Either operand of an integer class (host or gpuArray).
  static bool any_int (const octave_value& a, const octave_value& b)
  {
    const octave_gpuarray *ga = as_ga (a), *gb = as_ga (b);
    return (ga ? is_int (ga->etype ()) : a.isinteger ())
           || (gb ? is_int (gb->etype ()) : b.isinteger ());
  }

  // ------------------------------------------------- the installed functions

  static octave_value ov_of (const octave_base_value& v)
  {
    // borrowed: the value takes a reference of its own
    return octave_value (const_cast<octave_base_value *> (&v), true);
  }

  template <gt_binop OP>
  static octave_value el_op (const octave_base_value& a,
                             const octave_base_value& b)
  {
    return binary (gt_binop_key (OP), OP, ov_of (a), ov_of (b));
  }

  static octave_value el_ldiv (const octave_base_value& a,
                               const octave_base_value& b)
  {
    return binary ("ldivide", GT_BIN_DIV, ov_of (b), ov_of (a));
  }

  static octave_value op_mtimes (const octave_base_value& a,
                                 const octave_base_value& b)
  {
    return mtimes ("mtimes", ov_of (a), ov_of (b), nullptr, nullptr);
  }

  static octave_value op_mrdivide (const octave_base_value& a,
                                   const octave_base_value& b)
  {
    octave_value va = ov_of (a), vb = ov_of (b);
    if (is_scalar (vb))
      return binary ("mrdivide", GT_BIN_DIV, va, vb);
    if (any_int (va, vb))
      return host_binary (octave_value::op_div, va, vb);
    return solve (true, vb, va);
  }

  static octave_value op_mldivide (const octave_base_value& a,
                                   const octave_base_value& b)
  {
    octave_value va = ov_of (a), vb = ov_of (b);
    if (is_scalar (va))
      return binary ("mldivide", GT_BIN_DIV, vb, va);
    if (any_int (va, vb))
      return host_binary (octave_value::op_ldiv, va, vb);
    return solve (false, va, vb);
  }

  static octave_value op_mpower (const octave_base_value& a,
                                 const octave_base_value& b)
  {
    octave_value va = ov_of (a), vb = ov_of (b);
    if (is_scalar (va) && is_scalar (vb))
      return binary ("mpower", GT_BIN_POW, va, vb);
    if (any_int (va, vb))
      return host_binary (octave_value::op_pow, va, vb);
    // A square matrix to a small non-negative integer power: products.
    if (is_scalar (vb) && ! as_ga (vb) && vb.isreal ()
        && va.ndims () == 2 && va.rows () == va.columns ())
      {
        const double p = vb.double_value ();
        if (p >= 1 && p <= 64 && p == std::floor (p))
          {
            octave_value r = va, x = va;
            unsigned long e = (unsigned long) p - 1;
            while (e)
              {
                if (e & 1)
                  r = mtimes ("mpower", r, x, nullptr, nullptr);
                e >>= 1;
                if (e)
                  x = mtimes ("mpower", x, x, nullptr, nullptr);
              }
            if (! as_ga (r))
              r = upload ("mpower", r);
            return r;
          }
      }
    return host_binary (octave_value::op_pow, va, vb);
  }

  static octave_value op_not (const octave_base_value& a)
  {
    return unary ("not", GT_UN_NOT, ov_of (a));
  }

  static octave_value op_uminus (const octave_base_value& a)
  {
    return unary ("uminus", GT_UN_NEG, ov_of (a));
  }

  static octave_value op_uplus (const octave_base_value& a)
  {
    const octave_gpuarray& g = static_cast<const octave_gpuarray&> (a);
    if (g.etype () == GT_E_BOOL)
      return convert ("uplus", ov_of (a), GT_E_F64);
    return ov_of (a);
  }

  static octave_value op_transpose (const octave_base_value& a)
  {
    return transpose ("transpose", ov_of (a), false);
  }

  static octave_value op_hermitian (const octave_base_value& a)
  {
    return transpose ("ctranspose", ov_of (a), true);
  }

  // x++ and x--: the value changed in place.
  template <gt_binop OP>
  static void op_step (octave_base_value& a)
  {
    octave_value r = binary (OP == GT_BIN_ADD ? "plus" : "minus", OP,
                             ov_of (a), octave_value (1.0));
    static_cast<octave_gpuarray&> (a).replace (*as_ga (r));
  }

  // Octave's preferred-assignment conversion: A(i) = G with a host A
  // makes A a gpuArray first (MATLAB's result is a gpuArray).
  static octave_base_value * widen_to_ga (const octave_base_value& a)
  {
    octave_value g = upload ("subsasgn", ov_of (a));
    return as_ga (g)->clone ();
  }

  // The host types whose A(i) = G makes A a gpuArray (numeric and
  // logical arrays; not cells, structs, strings or integers).
  static bool assign_widens (const std::string& name)
  {
    static const char *const names[] = {
      "scalar", "complex scalar", "matrix", "complex matrix",
      "float scalar", "float complex scalar", "float matrix",
      "float complex matrix", "bool", "bool matrix", "range",
      "double_range", "null_matrix", "diagonal matrix",
      "complex diagonal matrix", "float diagonal matrix",
      "float complex diagonal matrix", "permutation matrix"
    };
    for (const char *n : names)
      if (name == n)
        return true;
    return false;
  }

  void install_ops (octave::type_info& ti, int t)
  {
    typedef octave_value ov;
    const string_vector names = ti.installed_type_names ();
    const int ntypes = names.numel ();
    struct { ov::binary_op op; octave::type_info::binary_op_fcn f; } bops[] = {
      { ov::op_add, el_op<GT_BIN_ADD> },   { ov::op_sub, el_op<GT_BIN_SUB> },
      { ov::op_el_mul, el_op<GT_BIN_MUL> },
      { ov::op_el_div, el_op<GT_BIN_DIV> },
      { ov::op_el_pow, el_op<GT_BIN_POW> },
      { ov::op_el_ldiv, el_ldiv },
      { ov::op_eq, el_op<GT_BIN_EQ> },     { ov::op_ne, el_op<GT_BIN_NE> },
      { ov::op_lt, el_op<GT_BIN_LT> },     { ov::op_le, el_op<GT_BIN_LE> },
      { ov::op_gt, el_op<GT_BIN_GT> },     { ov::op_ge, el_op<GT_BIN_GE> },
      { ov::op_el_and, el_op<GT_BIN_AND> },
      { ov::op_el_or, el_op<GT_BIN_OR> },
      { ov::op_mul, op_mtimes },           { ov::op_div, op_mrdivide },
      { ov::op_ldiv, op_mldivide },        { ov::op_pow, op_mpower },
    };
    for (int u = 0; u < ntypes; u++)
      {
        // the type being registered is not in the list yet: pair it too
        const int other = u == t ? -1 : u;
        if (other < 0)
          continue;
        for (const auto& b : bops)
          {
            ti.install_binary_op (b.op, t, other, b.f);
            ti.install_binary_op (b.op, other, t, b.f);
          }
        if (assign_widens (names(u)))
          {
            ti.install_pref_assign_conv (other, t, t);
            ti.install_widening_op (other, t, widen_to_ga);
          }
      }
    for (const auto& b : bops)
      ti.install_binary_op (b.op, t, t, b.f);
    ti.install_unary_op (ov::op_not, t, op_not);
    ti.install_unary_op (ov::op_uminus, t, op_uminus);
    ti.install_unary_op (ov::op_uplus, t, op_uplus);
    ti.install_unary_op (ov::op_transpose, t, op_transpose);
    ti.install_unary_op (ov::op_hermitian, t, op_hermitian);
    ti.install_non_const_unary_op (ov::op_incr, t, op_step<GT_BIN_ADD>);
    ti.install_non_const_unary_op (ov::op_decr, t, op_step<GT_BIN_SUB>);
  }
}

// ------------------------------------------------------------ the mappers

// The device functions of Octave's mappers: the rows of gt_ew_table.h
// that are mappers (umap_KEY), and angle, which is arg.
static gt_unop device_mapper (octave_base_value::unary_mapper_t umap)
{
  switch (umap)
    {
#define GA_UMAP_0(key, name)
#define GA_UMAP_1(key, name)                                            \
    case octave_base_value::umap_ ## key: return GT_UN_ ## name;
#define GA_UMAP(name, key, map, res, dom, cplx) GA_UMAP_ ## map (key, name)
      GT_UNOP_TABLE (GA_UMAP)
#undef GA_UMAP
#undef GA_UMAP_1
#undef GA_UMAP_0
    case octave_base_value::umap_angle: return GT_UN_ARG;
    default: return GT_UN_NOPS;
    }
}

octave_value octave_gpuarray::map (unary_mapper_t umap) const
{
  gt_unop op = device_mapper (umap);
  // complex input of a function that runs on real ones only (Octave's
  // error, or its own complex erf): the host's answer
  if (op != GT_UN_NOPS && ga::is_cplx (etype ()) && ! gt_unop_complex (op))
    op = GT_UN_NOPS;
  octave_value self (const_cast<octave_gpuarray *> (this), true);
  if (op != GT_UN_NOPS)
    {
      // logical and integer-valued inputs of the rounding functions: as
      // Octave, floor (true) is double
      return ga::unary (get_umap_name (umap), op, self);
    }
  // No device kernel: Octave's own mapper on the host, the result back on
  // the device when it is numeric.
  const std::string fn = ga::caller_name ();
  ga::host_fallback (fn.empty () ? "map" : fn);
  octave_value h = gather (fn.c_str ());
  octave_value r = h.map (umap);
  if (r.isnumeric () || r.islogical ())
    return ga::upload (fn.c_str (), r);
  return r;
}
