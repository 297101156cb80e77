// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga.h - gpuArray as a native Octave value type (internal to the oct-file
// __gputiled_ga__.oct).
//
// A gpuArray value is an element type, Octave dimensions and a shared
// device buffer.  Values are copied shallowly (Octave calls clone () on
// every write to a shared value) and a write copies the buffer first when
// another value still holds it: copy-on-write at the buffer.  A buffer
// goes back to the core's cache when the last value on it goes; a reset of
// the core (gpu_reset, another device) makes every older buffer stale: an
// error gputiled:staleArray when used, never freed twice.
//
// Everything here is a gateway: Octave's values in, the core's
// device-level API (gputiled_device.h) below, Octave's rules from
// mex/rules/octave_rules.h.  No CUDA type appears.
#ifndef GPUTILED_GA_H
#define GPUTILED_GA_H

#include <cstddef>
#include <memory>
#include <string>

#include <octave/oct.h>
#include <octave/ov-base.h>

#include "gputiled.h"
#include "gputiled_device.h"

namespace ga
{
  // ---------------------------------------------------------- element types
  inline bool is_cplx (gt_etype t) { return t == GT_E_C128 || t == GT_E_C64; }
  inline bool is_single (gt_etype t) { return t == GT_E_F32 || t == GT_E_C64; }
  inline bool is_bool (gt_etype t) { return t == GT_E_BOOL; }
  // Octave's integer classes int8 ... uint64.
  inline bool is_int (gt_etype t) { return t >= GT_E_I8 && t <= GT_E_U64; }
  inline bool is_int64 (gt_etype t)
  {
    return t == GT_E_I64 || t == GT_E_U64;
  }
  // The integer class named CLS ("int8" ... "uint64"): true and *T set.
  bool int_class (const std::string& cls, gt_etype *t);
  inline gt_etype real_of (gt_etype t)
  {
    return t == GT_E_C128 ? GT_E_F64 : t == GT_E_C64 ? GT_E_F32 : t;
  }
  inline gt_etype cplx_of (gt_etype t)
  {
    return t == GT_E_F32 || t == GT_E_C64 ? GT_E_C64 : GT_E_C128;
  }
  inline gt_etype make_type (bool single, bool cplx)
  {
    return single ? (cplx ? GT_E_C64 : GT_E_F32)
                  : (cplx ? GT_E_C128 : GT_E_F64);
  }
  // "double", "single", "logical" or "int8" ... "uint64": the class
  // underlying.
  const char *class_of (gt_etype t);
  // "2x3x4"
  std::string dims_str (const dim_vector& dv);

  // --------------------------------------------------------------- errors
  // error ("gputiled:ID", "FN: message"); never returns.
  [[noreturn]] void fail (const char *fn, const char *id, const char *fmt, ...)
#if defined (__GNUC__)
    __attribute__ ((format (printf, 3, 4)))
#endif
    ;
  // The core's status as an Octave error (no return when ST is not GT_OK).
  void raise (const char *fn, gt_status st);
  inline void check (const char *fn, gt_status st)
  {
    if (st != GT_OK)
      raise (fn, st);
  }

  // Open the core's device context (once per generation of the core).
  void open_device (const char *fn);

  // ------------------------------------------------------------- buffers
  struct buffer
  {
    void *data = nullptr;
    std::size_t bytes = 0;
    unsigned long long gen = 0;   // the core's generation it was made in
    buffer () = default;
    buffer (const buffer&) = delete;
    buffer& operator = (const buffer&) = delete;
    ~buffer ();
    bool stale (void) const;
  };
  typedef std::shared_ptr<buffer> buf_ptr;

  // BYTES of device memory (at least one byte is asked of the core).
  buf_ptr alloc (const char *fn, std::size_t bytes);

  // Octave's function currently running (the builtin a gpuArray was
  // passed to), or "" at the prompt.
  std::string caller_name (void);

  // Warn gputiled:hostFallback once per function and session: FN's
  // gpuArray arguments were gathered to the host.
  void host_fallback (const std::string& fn);
}

// ------------------------------------------------------------------ the type
class octave_gpuarray : public octave_base_value
{
public:

  // The 0x0 double gpuArray (no buffer).
  octave_gpuarray (void);
  octave_gpuarray (gt_etype t, const dim_vector& dv, const ga::buf_ptr& b);
  octave_gpuarray (const octave_gpuarray&) = default;
  ~octave_gpuarray (void) = default;

  octave_base_value * clone (void) const
  { return new octave_gpuarray (*this); }
  octave_base_value * empty_clone (void) const
  { return new octave_gpuarray (); }

  // ------------------------------------------------------------- access
  gt_etype etype (void) const { return m_type; }
  std::size_t count (void) const { return m_dims.safe_numel (); }
  std::size_t esize (void) const { return gt_etype_size (m_type); }
  std::size_t nbytes (void) const { return count () * esize (); }
  // The device data (NULL when empty); FN's staleArray error when the
  // buffer is from before a reset.
  void * data (const char *fn) const;
  const ga::buf_ptr& buf (void) const { return m_buf; }
  // Writable data: a private copy first when the buffer is shared.
  void * unique_data (const char *fn);

  // The host array of the same class, size and values.
  octave_value gather (const char *fn) const;

  // ------------------------------------------------------------- octave
  dim_vector dims (void) const { return m_dims; }
  std::size_t byte_size (void) const { return nbytes (); }
  octave_value reshape (const dim_vector& dv) const;
  octave_value resize (const dim_vector& dv, bool fill = false) const;
  octave_value squeeze (void) const;
  octave_value permute (const Array<int>& vec, bool inv = false) const;

  bool is_defined (void) const { return true; }
  bool is_constant (void) const { return true; }
  bool isnumeric (void) const { return m_type != GT_E_BOOL; }
  bool isfloat (void) const
  { return m_type != GT_E_BOOL && ! ga::is_int (m_type); }
  bool isinteger (void) const { return ga::is_int (m_type); }
  bool is_int8_type (void) const { return m_type == GT_E_I8; }
  bool is_uint8_type (void) const { return m_type == GT_E_U8; }
  bool is_int16_type (void) const { return m_type == GT_E_I16; }
  bool is_uint16_type (void) const { return m_type == GT_E_U16; }
  bool is_int32_type (void) const { return m_type == GT_E_I32; }
  bool is_uint32_type (void) const { return m_type == GT_E_U32; }
  bool is_int64_type (void) const { return m_type == GT_E_I64; }
  bool is_uint64_type (void) const { return m_type == GT_E_U64; }
  bool islogical (void) const { return m_type == GT_E_BOOL; }
  bool is_double_type (void) const
  { return m_type == GT_E_F64 || m_type == GT_E_C128; }
  bool is_single_type (void) const { return ga::is_single (m_type); }
  bool isreal (void) const { return ! ga::is_cplx (m_type); }
  bool iscomplex (void) const { return ga::is_cplx (m_type); }
  bool is_matrix_type (void) const { return true; }
  // A 1x1 gpuArray passes where a builtin wants a number (linspace (0, 1,
  // G)); its value is read through the conversions below.
  bool is_scalar_type (void) const { return count () == 1; }
  bool is_true (void) const;

  octave_value as_double (void) const;
  octave_value as_single (void) const;

  // Host values for Octave's builtins: gathered, with the hostFallback
  // warning naming the builtin (silent for printing and comparison).
  double double_value (bool = false) const;
  float float_value (bool = false) const;
  double scalar_value (bool frc = false) const { return double_value (frc); }
  float float_scalar_value (bool frc = false) const
  { return float_value (frc); }
  Complex complex_value (bool = false) const;
  FloatComplex float_complex_value (bool = false) const;
  bool bool_value (bool = false) const;
  int int_value (bool = false, bool = false) const;
  long int long_value (bool = false, bool = false) const;
  int64_t int64_value (bool = false, bool = false) const;
  Matrix matrix_value (bool = false) const;
  FloatMatrix float_matrix_value (bool = false) const;
  NDArray array_value (bool = false) const;
  FloatNDArray float_array_value (bool = false) const;
  ComplexMatrix complex_matrix_value (bool = false) const;
  FloatComplexMatrix float_complex_matrix_value (bool = false) const;
  ComplexNDArray complex_array_value (bool = false) const;
  FloatComplexNDArray float_complex_array_value (bool = false) const;
  boolMatrix bool_matrix_value (bool = false) const;
  boolNDArray bool_array_value (bool = false) const;
  charNDArray char_array_value (bool = false) const;
  int8NDArray int8_array_value (void) const;
  uint8NDArray uint8_array_value (void) const;
  int16NDArray int16_array_value (void) const;
  uint16NDArray uint16_array_value (void) const;
  int32NDArray int32_array_value (void) const;
  uint32NDArray uint32_array_value (void) const;
  int64NDArray int64_array_value (void) const;
  uint64NDArray uint64_array_value (void) const;
  octave_value convert_to_str_internal (bool pad, bool force, char type) const;
  octave::idx_vector index_vector (bool require_integers = false) const;
  octave_value map (unary_mapper_t umap) const;
  octave_value all (int dim = 0) const;
  octave_value any (int dim = 0) const;
  mxArray * as_mxArray (bool interleaved) const;

  // ------------------------------------------------------------ indexing
  octave_value subsref (const std::string& type,
                        const std::list<octave_value_list>& idx);
  octave_value_list subsref (const std::string& type,
                             const std::list<octave_value_list>& idx,
                             int nargout);
  octave_value do_index_op (const octave_value_list& idx,
                            bool resize_ok = false);
  octave_value subsasgn (const std::string& type,
                         const std::list<octave_value_list>& idx,
                         const octave_value& rhs);
  octave_idx_type xnumel (const octave_value_list& idx);

  // ------------------------------------------------------------ printing
  bool print_as_scalar (void) const { return false; }
  void print (std::ostream& os, bool pr_as_read_syntax = false);
  void print_raw (std::ostream& os, bool pr_as_read_syntax = false) const;
  bool print_name_tag (std::ostream& os, const std::string& name) const;
  void short_disp (std::ostream& os) const;
  void print_info (std::ostream& os, const std::string& prefix) const;

  // ------------------------------------------------------------ save/load
  bool save_ascii (std::ostream& os);
  bool load_ascii (std::istream& is);
  bool save_binary (std::ostream& os, bool save_as_floats);
  bool load_binary (std::istream& is, bool swap,
                    octave::mach_info::float_format fmt);

  // Take O's contents (x++ and x-- change a value in place).
  void replace (const octave_gpuarray& o)
  { m_type = o.m_type, m_dims = o.m_dims, m_buf = o.m_buf; }

  // Register the type and install its operators, once per process; a
  // second copy of the oct-file (another version) raises
  // gputiled:restartNeeded instead (Octave cannot replace a type).
  static void install (void);

private:

  gt_etype m_type;
  dim_vector m_dims;
  ga::buf_ptr m_buf;

  DECLARE_OV_TYPEID_FUNCTIONS_AND_DATA
};

namespace ga
{
  // The gpuArray in V, or NULL.
  inline const octave_gpuarray * as_ga (const octave_value& v)
  {
    return v.type_id () == octave_gpuarray::static_type_id ()
           ? static_cast<const octave_gpuarray *> (&v.get_rep ()) : nullptr;
  }
  // Arguments: V's host value, gathered when it is a gpuArray
  // (ga_funcs.cc); a word, ignoring case (ga_create.cc).
  octave_value host_value (const char *fn, const octave_value& v);
  bool word_is (const std::string& s, const char *word);
  bool is_word (const octave_value& v, const char *word);
  // Octave's own m-file NAME (randi.m, logspace.m, idivide.m), past the
  // package's methods and autoloads of that name (ga_create.cc).
  octave_value_list call_mfile (const char *name,
                                const octave_value_list& args, int nargout);
  // A new gpuArray value with room for its elements (contents undefined).
  octave_value make (const char *fn, gt_etype t, const dim_vector& dv,
                     octave_gpuarray **out = nullptr);
  // A host array (double, single, logical, char, int8 ... uint64; real or
  // complex) on the device; sparse and non-numeric values are refused.
  octave_value upload (const char *fn, const octave_value& x,
                       bool allow_char = false);
  // The element type a host value would have as a gpuArray (refusing
  // what gpuArrays cannot hold, with FN's error).
  gt_etype host_etype (const char *fn, const octave_value& x,
                       bool allow_char = false);
  // The element type of V, a gpuArray or a host value (host_etype's).
  inline gt_etype etype_of (const char *fn, const octave_value& v)
  {
    return as_ga (v) ? as_ga (v)->etype () : host_etype (fn, v);
  }
  // Trailing singleton dimensions dropped, at least two kept.
  dim_vector canon (const dim_vector& dv);
  // Octave's dimensions as the core's (at most GT_MAXDIMS, else FN's
  // notSupported error), and back (ND >= 1; at least two kept).
  void dims_to (const char *fn, const dim_vector& dv, int *nd,
                std::size_t *d);
  dim_vector dims_from (int nd, const std::size_t *d);

  // Integer gpuArrays (ga_int.cc).  Octave computes an integer class's
  // arithmetic with another integer of its class, or with a double,
  // single or logical value, in double and converts the result back
  // (rounding, saturating): for the classes of at most 32 bits double
  // holds every value and every exact sum and difference, so the device
  // does the same, the operators in one kernel (binary_int), the rest
  // through the double kernels.  int64 and uint64 (which
  // Octave computes in long double) and the operations Octave defines
  // otherwise (integer powers, mixed classes) run on the host.
  //   int_binary: A op B where either is of an integer class (TA, TB
  //   their element types, as opnd_of found them);
  //   int_unary: a mapper or unary operator of an integer gpuArray;
  //   int_method: a method of __gputiled_ga__ (OP, with entry F) given an
  //   integer gpuArray: through double where that is Octave's answer, on
  //   the host otherwise.
  octave_value int_binary (const char *fn, gt_binop op,
                           const octave_value& a, const octave_value& b,
                           gt_etype ta, gt_etype tb);
  octave_value int_unary (const char *fn, gt_unop op, const octave_value& a);
  // Whether __gputiled_ga__ (OP, ARGS...) has an integer gpuArray, or
  // an integer host array as data (not as a size or an option).
  bool has_int_arg (const std::string& op, const octave_value_list& args);
  octave_value_list int_method (const std::string& op,
                                octave_value_list (*f) (
                                    const octave_value_list&, int),
                                const octave_value_list& args, int nargout);

  // gpuArray subscripts checked on the device (ga_index.cc): whether the
  // values of the real numeric G are Octave's valid subscripts (integers
  // from 1, below 2^63), *HI the largest; and, when they are, *POS their
  // 0-based positions in a device buffer and *EXT the largest + 1.
  bool valid_subscripts (const char *fn, const octave_gpuarray *g,
                         double *hi);
  bool device_positions (const char *fn, const octave_gpuarray *g,
                         buf_ptr *pos, std::size_t *ext);

  // Elementwise operators and functions (ga_ops.cc).
  octave_value binary (const char *fn, gt_binop op, const octave_value& a,
                       const octave_value& b);
  // A op B, an arithmetic operator or a comparison, in one kernel: T an
  // integer class of up to 32 bits, A and B each a gpuArray of class T or
  // any real value (taken as double).
  octave_value binary_int (const char *fn, gt_binop op, gt_etype t,
                           const octave_value& a, const octave_value& b);
  octave_value unary (const char *fn, gt_unop op, const octave_value& a);
  octave_value mtimes (const char *fn, const octave_value& a,
                       const octave_value& b, const gt_gemm_opts *opts,
                       gt_dev_run *run);
  octave_value transpose (const char *fn, const octave_value& a, bool conj);
  // A host fallback for an operator: Octave's OP on the gathered
  // operands, a numeric result uploaded again (ga_ops.cc).
  octave_value host_binary (octave_value::binary_op op,
                            const octave_value& a, const octave_value& b);
  // A \ B (RIGHT false) or B / A (RIGHT true) for a matrix A, one of them
  // a gpuArray (ga_solve.cc).
  octave_value solve (bool right, const octave_value& a,
                      const octave_value& b);
  // A (a gpuArray or a host array) as a gpuArray of element type T:
  // A itself when it already is one.
  octave_value convert (const char *fn, const octave_value& a, gt_etype t);
  void install_ops (octave::type_info& ti, int t_ga);

  // Indexing, assignment, concatenation (ga_index.cc).
  octave_value index (const char *fn, const octave_gpuarray& a,
                      const octave_value_list& idx);
  octave_value assign (const char *fn, octave_gpuarray& lhs,
                       const octave_value_list& idx, const octave_value& rhs);
  void install_cat (octave::type_info& ti, int t_ga);
  // A (a gpuArray or a host array) as a gpuArray of type T and dimensions
  // DV: its elements at the origin, zeros elsewhere (Octave's resize,
  // with the conversion to T) (ga_cat.cc).
  octave_value resized (const char *fn, const octave_value& a, gt_etype t,
                        const dim_vector& dv);

  // The operations of the internal entry __gputiled_ga__ (OP, ...) that
  // the @gpuArray/NAME.oct methods and the package's m-files call
  // (ga_funcs.cc): NULL when OP is not one of them.
  typedef octave_value_list (*entry_fcn) (const octave_value_list& args,
                                          int nargout);
  entry_fcn find_entry (const std::string& op);

  // Static creators answered on the placeholder gpuArray ()
  // (gpuArray.zeros (3) is gpuArray () followed by .zeros (3)):
  // ga_create.cc.  NAME is the field name, ARGS the call's arguments.
  octave_value_list static_method (const std::string& name,
                                   const octave_value_list& args, int nargout);
  // What gpuArray.NAME gives: a function value that makes the array when
  // called, and is that array when used as it is (ga_create.cc).
  octave_value static_callable (const std::string& name);

  // The creators' random numbers (ga_random.cc): rand and randn (NORMAL)
  // of type T, randi's bounds and its integers.
  octave_value random (const char *fn, bool normal, gt_etype t,
                       const dim_vector& dv);
  void randi_bounds (const char *fn, const octave_value& b, double& imin,
                     double& imax);
  octave_value random_int (const char *fn, gt_etype t, const dim_vector& dv,
                           double imin, double imax);
}

#endif
