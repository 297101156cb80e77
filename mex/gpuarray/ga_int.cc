// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_int.cc - gpuArrays of Octave's integer classes (int8 ... uint64).
//
// Octave computes an integer class's arithmetic in double and converts
// the result back (octave_int<T>: rounded to nearest, halves away from
// zero, saturated at the class's bounds, NaN to 0): int8 (100) + 100 is
// 127, int8 (7) / 2 is 4, uint8 (5) - 9 is 0.  Its reductions of integers
// (sum, prod, mean, cumsum) are doubles; max, min, sort and the like keep
// the class.  For the classes of up to 32 bits a double holds every value
// and every exact sum, difference and quotient rounds as Octave's does, so
// the device computes these through the double kernels and the saturating
// conversion (gt_dev_convert): one kernel family, Octave's values.
//
// What runs on the host instead, gathered and given back as a gpuArray
// (with the hostFallback warning): int64 and uint64 arithmetic (Octave
// computes it in long double, which the device has not), integer powers
// of integers (Octave's own rule for negative exponents), operands of two
// integer classes (Octave's error), "native" reductions, and every method
// that has no integer path here.  Indexing, assignment, concatenation,
// reshape, permute, transposes and conversions of every integer class run
// on the device as they are (ga_index.cc, ga_cat.cc, ga_type.cc).

#include <cstring>
#include <string>

#include <octave/oct.h>
#include <octave/parse.h>

#include "ga.h"
#include "ga_funcs.h"

namespace ga
{
  // V as double (real): a converted gpuArray, or a host double value (a
  // scalar stays a host scalar, passed to the kernel by value).  Logical
  // and double values pass as they are (the kernels read logical as
  // double).
  static octave_value as_dbl (const char *fn, const octave_value& v)
  {
    const octave_gpuarray *g = as_ga (v);
    if (g)
      return g->etype () == GT_E_F32 || is_int (g->etype ())
             ? convert (fn, v, GT_E_F64) : v;
    if (v.isinteger () || v.is_single_type ())
      return v.numel () == 1 ? octave_value (v.double_value ())
                             : octave_value (v.array_value ());
    return v;
  }

  // V in integer class T (Octave's conversion: saturating, NaN to 0),
  // then as double: what Octave's max, min, mod and rem do to a
  // non-integer operand of an integer one.
  static octave_value via_class (const char *fn, const octave_value& v,
                                 gt_etype t)
  {
    const octave_gpuarray *g = as_ga (v);
    if (g)
      return g->etype () == t ? convert (fn, v, GT_E_F64)
             : convert (fn, convert (fn, v, t), GT_E_F64);
    octave_value h = octave::feval (class_of (t), ovl (v), 1)(0);
    return h.numel () == 1 ? octave_value (h.double_value ())
                           : octave_value (h.array_value ());
  }

  static octave_value::binary_op octave_op (gt_binop op)
  {
    typedef octave_value ov;
    switch (op)
      {
      case GT_BIN_ADD: return ov::op_add;
      case GT_BIN_SUB: return ov::op_sub;
      case GT_BIN_MUL: return ov::op_el_mul;
      case GT_BIN_DIV: return ov::op_el_div;
      case GT_BIN_POW: return ov::op_el_pow;
      case GT_BIN_EQ: return ov::op_eq;
      case GT_BIN_NE: return ov::op_ne;
      case GT_BIN_LT: return ov::op_lt;
      case GT_BIN_LE: return ov::op_le;
      case GT_BIN_GT: return ov::op_gt;
      case GT_BIN_GE: return ov::op_ge;
      case GT_BIN_AND: return ov::op_el_and;
      case GT_BIN_OR: return ov::op_el_or;
      default: return ov::unknown_binary_op;
      }
  }

  // A op B for the functions of two arguments (max, min, mod, rem,
  // atan2, hypot) on the host: Octave's function of the gathered values.
  static octave_value host_fn (gt_binop op, const octave_value& a,
                               const octave_value& b)
  {
    const octave_value_list r
      = on_host (gt_binop_key (op), ovl (a, b), 1, true);
    return r(0);
  }

  octave_value int_binary (const char *fn, gt_binop op,
                           const octave_value& a, const octave_value& b,
                           gt_etype ta, gt_etype tb)
  {
    const int kind = gt_binop_kind (op);
    const bool two_classes = is_int (ta) && is_int (tb) && ta != tb;
    const octave_value::binary_op hop = octave_op (op);
    if (kind == GT_BINK_LOGICAL)
      {
        // & and |: nonzero is true
        const octave_value x = is_int (ta) ? convert (fn, a, GT_E_BOOL) : a;
        const octave_value y = is_int (tb) ? convert (fn, b, GT_E_BOOL) : b;
        return binary (fn, op, x, y);
      }
    if (is_int64 (ta) || is_int64 (tb) || is_cplx (ta) || is_cplx (tb)
        || (two_classes && kind != GT_BINK_COMPARE)
        || (op == GT_BIN_POW && is_int (ta) && is_int (tb)))
      return hop != octave_value::unknown_binary_op
             ? host_binary (hop, a, b) : host_fn (op, a, b);
    const gt_etype t = is_int (ta) ? ta : tb;
    switch (kind)
      {
      case GT_BINK_COMPARE:
        if (two_classes)
          return binary (fn, op, as_dbl (fn, a), as_dbl (fn, b));
        return binary_int (fn, op, t, a, b);
      case GT_BINK_ARITH:
        // one kernel: the double operation and the conversion back (no
        // complex rerun: (-8) .^ (1/3) is NaN in double, 0 in int8)
        return binary_int (fn, op, t, a, b);
      case GT_BINK_MINMAX:
        return convert (fn, binary (fn, op, via_class (fn, a, t),
                                    via_class (fn, b, t)), t);
      default:   // atan2, hypot: doubles; mod, rem: the class
        if (op == GT_BIN_MOD || op == GT_BIN_REM)
          return convert (fn, binary (fn, op, via_class (fn, a, t),
                                      via_class (fn, b, t)), t);
        return binary (fn, op, as_dbl (fn, a), as_dbl (fn, b));
      }
  }

  octave_value int_unary (const char *fn, gt_unop op, const octave_value& a)
  {
    const octave_gpuarray *g = as_ga (a);
    const gt_etype t = g->etype ();
    switch (op)
      {
      case GT_UN_NOT:
        return unary (fn, op, convert (fn, a, GT_E_BOOL));
      case GT_UN_REAL:
      case GT_UN_CONJ:
      case GT_UN_FLOOR:
      case GT_UN_CEIL:
      case GT_UN_ROUND:
      case GT_UN_FIX:
        return a;   // the values themselves, in their class
      case GT_UN_IMAG:
        {
          octave_gpuarray *y;
          octave_value r = make (fn, t, g->dims (), &y);
          if (y->count ())
            check (fn, gt_dev_fill (t, y->data (fn), y->count (), 0, 0));
          return r;
        }
      case GT_UN_NEG:
      case GT_UN_ABS:
      case GT_UN_SIGN:
        if (is_int64 (t))   // exact in the class: Octave's, on the host
          return on_host (op == GT_UN_NEG ? "uminus"
                          : op == GT_UN_ABS ? "abs" : "sign", ovl (a), 1,
                          true)(0);
        return convert (fn, unary (fn, op, convert (fn, a, GT_E_F64)), t);
      default:
        // sqrt, exp, sin ... of an integer array are doubles in Octave
        return unary (fn, op, convert (fn, a, GT_E_F64));
      }
  }

  namespace
  {
    bool in (const std::string& op, std::initializer_list<const char *> l)
    {
      for (const char *s : l)
        if (op == s)
          return true;
      return false;
    }

    // The arguments of OP that are data (the rest are sizes, dimensions
    // and options, which may be of an integer class as in Octave).
    int data_args (const std::string& op)
    {
      return in (op, { "max", "min", "mod", "rem", "atan2", "hypot", "kron",
                       "dot", "conv2", "convn" }) ? 2 : 1;
    }

    gt_etype int_of (const octave_value& v)
    {
      const octave_gpuarray *g = as_ga (v);
      gt_etype t = GT_E_NTYPES;
      if (g)
        return g->etype ();
      if (v.isinteger ())
        int_class (v.class_name (), &t);
      return t;
    }
  }

  bool has_int_arg (const std::string& op, const octave_value_list& args)
  {
    // every call of the entry asks: OP's names are read only when a host
    // integer is there at all
    for (int k = 0; k < args.length (); k++)
      {
        const octave_gpuarray *g = as_ga (args(k));
        if (g ? is_int (g->etype ())
              : args(k).isinteger () && k < data_args (op))
          return true;
      }
    return false;
  }

  octave_value_list int_method (const std::string& op,
                                octave_value_list (*f) (
                                    const octave_value_list&, int),
                                const octave_value_list& args, int nargout)
  {
    const char *fn = op.c_str ();
    // the entry's own operations and questions about the arrays
    if (in (op, { "fallback", "gathered", "underlyingType",
                  "classUnderlying", "isUnderlyingType", "existsOnGPU",
                  "sync", "rng", "elementwise", "fft_plans", "full",
                  "int8", "uint8", "int16", "uint16", "int32", "uint32",
                  "int64", "uint64", "intmin", "intmax", "isindex", "lookup",
                  "complex", "bitand",
                  "bitor", "bitxor", "filter", "linspace", "idivide", "bitshift" }))
      return f (args, nargout);
    // accumarray's builtins: the subscripts, values and neutral value as
    // doubles (exact up to 32 bits, and Octave's own sum), a maximum or
    // minimum back in the class of the values.
    if (in (op, { "__accumarray_sum__", "__accumarray_max__",
                  "__accumarray_min__" }))
      {
        octave_value_list a = args;
        for (int k = 0; k < a.length (); k++)
          {
            const gt_etype tk = int_of (a(k));
            if (is_int64 (tk))
              return on_host (op, args, nargout, true);
            if (is_int (tk))
              a(k) = as_dbl (fn, a(k));
          }
        octave_value_list r = f (a, nargout);
        const gt_etype tv = args.length () > 1 ? int_of (args(1))
                                               : GT_E_NTYPES;
        if (op != "__accumarray_sum__" && is_int (tv) && r.length () > 0
            && as_ga (r(0)))
          r(0) = convert (fn, r(0), tv);
        return r;
      }
    if (in (op, { "reduce", "mtimes", "pagemtimes" }))
      fail (op == "reduce" ? "gpu_sum" : "gpu_tiled_mm", "notSupported",
            "the package's kernels take double, single (and logical) "
            "arrays, not integer gpuArrays: convert with double () or "
            "single () first");
    // The integer class of the call (one only), and whether Octave's
    // answer is the double path's.
    gt_etype t = GT_E_NTYPES;
    bool host = false;
    const int nd = data_args (op);
    for (int k = 0; k < args.length (); k++)
      {
        const octave_value& v = args(k);
        const octave_gpuarray *g = as_ga (v);
        const gt_etype tk = int_of (v);
        if (is_int (tk) && k < nd)   // the data's class, not a size's
          {
            host = host || is_int64 (tk) || (t != GT_E_NTYPES && t != tk);
            t = tk;
          }
        if ((g && is_cplx (g->etype ())) || (! g && v.iscomplex ()))
          host = true;
        if (v.is_string () && (is_str (v, "native") || is_str (v, "like")))
          host = true;
      }
    // D: Octave's answer is the double array's (sums are doubles);
    // S: the class's (values kept, the first output converted back);
    // M: the other operands converted to the class first (max (A, B),
    // mod, rem), the first output in the class.
    const bool two = args.length () >= 2 && ! args(1).isempty ()
                     && ! args(1).is_string ();
    char how = 0;
    if (in (op, { "sum", "prod", "mean", "cumsum", "cumprod", "any", "all",
                  "nnz", "isnan", "isinf", "isfinite", "logical", "atan2",
                  "hypot", "conv2", "convn", "kron" })
        || (op == "find" && nargout < 3))
      how = 'D';
    else if ((op == "max" || op == "min") && two)
      how = 'M';
    else if (in (op, { "mod", "rem" }))
      how = 'M';
    else if (in (op, { "max", "min", "cummax", "cummin", "sort", "triu",
                       "tril", "diag", "repmat" })
             || (op == "diff" && args.length () == 1))
      how = 'S';
    // Only zero or not counts (every class, 64-bit ones too): logical
    // directly, any, all, nnz, find and the tests of values through
    // double, where zero stays zero.
    if (op == "logical" && args.length () == 1 && as_ga (args(0)))
      return ovl (convert (fn, args(0), GT_E_BOOL));
    if (host && how == 'D' && t != GT_E_NTYPES && is_int64 (t)
        && in (op, { "any", "all", "nnz", "find", "isnan", "isinf",
                     "isfinite" }))
      {
        host = false;
        for (int k = 0; k < args.length (); k++)
          if (as_ga (args(k)) && is_cplx (as_ga (args(k))->etype ()))
            host = true;
      }
    if (t == GT_E_NTYPES)
      {
        // integers only as sizes or options: as doubles, then OP's own path
        how = 'D';
        host = false;
      }
    if (host || ! how)
      return on_host (op, args, nargout, true);
    octave_value_list a = args;
    for (int k = 0; k < a.length (); k++)
      {
        const octave_value& v = a(k);
        const bool data = as_ga (v) || v.isnumeric () || v.islogical ();
        if (how == 'M' && data && ! v.isempty () && k < 2)
          a(k) = via_class (fn, v, t);
        else if (is_int (int_of (v)) && (as_ga (v) || k < nd))
          a(k) = as_dbl (fn, v);
      }
    octave_value_list r = f (a, nargout);
    if (how != 'D' && r.length () > 0 && as_ga (r(0)) && is_int (t))
      r(0) = convert (fn, r(0), t);
    return r;
  }

  // ------------------------------------------------------ intmin, intmax

  // intmin (G) and intmax (G): the bounds of G's integer class, as host
  // scalars (Octave's for the class's name: nothing is gathered).  A
  // gpuArray of another class is Octave's error for that class.
  static octave_value_list bound_of (const char *fn,
                                     const octave_value_list& args)
  {
    if (args.length () != 1)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to %s", fn);
    const octave_gpuarray *g = as_ga (args(0));
    if (! g)
      return octave::feval (fn, args, 1);
    if (! is_int (g->etype ()))
      error ("%s: argument must be a string or integer variable", fn);
    return octave::feval (fn, ovl (octave_value (class_of (g->etype ()))), 1);
  }

  octave_value_list op_intmin (const octave_value_list& args, int)
  {
    return bound_of ("intmin", args);
  }

  octave_value_list op_intmax (const octave_value_list& args, int)
  {
    return bound_of ("intmax", args);
  }

  // ------------------------------------------------- int8 (G) ... uint64 (G)

  static octave_value_list to_class (const char *cls,
                                     const octave_value_list& args)
  {
    if (args.length () != 1)
      fail (cls, "invalidInput", "takes one array: %s (G)", cls);
    gt_etype t;
    int_class (cls, &t);
    const octave_gpuarray *g = as_ga (args(0));
    if (! g)
      return octave::feval (cls, args, 1);
    if (is_cplx (g->etype ()))
      fail (cls, "invalidInput", "invalid conversion from a complex "
            "gpuArray to %s (take real () or abs () first)", cls);
    return ovl (convert (cls, args(0), t));
  }

  octave_value_list op_int8 (const octave_value_list& args, int)
  {
    return to_class ("int8", args);
  }
  octave_value_list op_uint8 (const octave_value_list& args, int)
  {
    return to_class ("uint8", args);
  }
  octave_value_list op_int16 (const octave_value_list& args, int)
  {
    return to_class ("int16", args);
  }
  octave_value_list op_uint16 (const octave_value_list& args, int)
  {
    return to_class ("uint16", args);
  }
  octave_value_list op_int32 (const octave_value_list& args, int)
  {
    return to_class ("int32", args);
  }
  octave_value_list op_uint32 (const octave_value_list& args, int)
  {
    return to_class ("uint32", args);
  }
  octave_value_list op_int64 (const octave_value_list& args, int)
  {
    return to_class ("int64", args);
  }
  octave_value_list op_uint64 (const octave_value_list& args, int)
  {
    return to_class ("uint64", args);
  }

  // idivide (A, B [, OP]): Octave's idivide.m on the device, once its
  // checks have seen the classes under the gpuArrays (the m-file's own
  // would see "gpuArray" and refuse a host operand), a host operand
  // uploaded.  64-bit integers, whose arithmetic is on the host, and
  // complex operands (Octave's error) go to the host fallback.
  octave_value_list op_idivide (const octave_value_list& args, int nargout)
  {
    const char *fn = "idivide";
    const int n = args.length ();
    if (n < 2 || n > 3)
      error_with_id ("Octave:invalid-fun-call", "Invalid call to idivide");
    gt_etype t[2];
    for (int k = 0; k < 2; k++)
      {
        const octave_value& v = args(k);
        if (! as_ga (v) && ! (v.isnumeric () || v.islogical ()))
          return on_host (fn, args, nargout, true);
        t[k] = etype_of (fn, v);
      }
    const bool i0 = is_int (t[0]), i1 = is_int (t[1]);
    if (! i0 && ! i1)
      fail (fn, "invalidInput", "at least one input (X or Y) must be an "
            "integer type");
    if (i0 && i1 && t[0] != t[1])
      fail (fn, "invalidInput", "integer type of X (%s) must match integer "
            "type of Y (%s)", class_of (t[0]), class_of (t[1]));
    if (is_int64 (t[0]) || is_int64 (t[1]) || is_cplx (t[0])
        || is_cplx (t[1]))
      return on_host (fn, args, nargout, true);
    octave_value_list a = args;
    for (int k = 0; k < 2; k++)
      if (! as_ga (a(k)))
        a(k) = upload (fn, a(k));
    return call_mfile (fn, a, nargout);
  }
}
