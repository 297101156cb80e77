// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_type.cc - the gpuArray value type: buffers, registration, the
// conversions Octave's builtins call, printing, save and load, and the
// functions gpuArray, gather and __gputiled_ga__.
//
// Registration happens once per process (Octave cannot unregister a type:
// its operator table and every value's vtable point into this library).
// So the library takes one reference to itself at registration and never
// lets it go: clear all, clear functions, pkg unload leave it mapped.  A
// second copy of the oct-file (a new version installed while Octave runs)
// finds the name taken and raises gputiled:restartNeeded; installing its
// operators over the first copy's would abort Octave.

#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <set>
#include <vector>

#include <octave/oct.h>
#include <octave/defun-int.h>
#include <octave/interpreter.h>
#include <octave/ls-oct-text.h>
#include <octave/ov-typeinfo.h>
#include <octave/oct-shlib.h>
#include <octave/pt-eval.h>

#include "ga.h"
#include "ga_methods_doc.h"
extern "C" {
#include "octave_rules.h"
}

DEFINE_OV_TYPEID_FUNCTIONS_AND_DATA (octave_gpuarray, "gpuArray", "gpuArray");

namespace ga
{
  const char *class_of (gt_etype t)
  {
    return gr_class_name (t);
  }

  bool int_class (const std::string& cls, gt_etype *t)
  {
    for (int k = GT_E_I8; k <= GT_E_U64; k++)
      if (cls == gr_class_name ((gt_etype) k))
        {
          *t = (gt_etype) k;
          return true;
        }
    return false;
  }

  std::string dims_str (const dim_vector& dv)
  {
    std::string s;
    for (int i = 0; i < dv.ndims (); i++)
      {
        if (i)
          s += 'x';
        s += std::to_string (dv(i));
      }
    return s;
  }

  void fail (const char *fn, const char *id, const char *fmt, ...)
  {
    char msg[1024];
    va_list ap;
    va_start (ap, fmt);
    std::vsnprintf (msg, sizeof msg, fmt, ap);
    va_end (ap);
    std::string full = std::string ("gputiled:") + id;
    error_with_id (full.c_str (), "%s: %s", fn, msg);
  }

  void raise (const char *fn, gt_status st)
  {
    // the MEX gateway's identifiers, except that a size a kernel refuses
    // is a plain invalid input here (gpuArrays never ask for tiles)
    const char *id = st == GT_ERR_SIZE ? "invalidInput" : gr_status_id (st);
    const char *detail = gt_last_error ();
    if (st == GT_ERR_NO_DEVICE)
      fail (fn, id, "%s; gpuArrays need a CUDA device (on host arrays, "
            "gpu_tiled_mm and gpu_sum take \"Backend\", \"cpu\")",
            detail && detail[0] ? detail : "no CUDA device");
    fail (fn, id, "%s", detail && detail[0] ? detail : gt_status_name (st));
  }

  static unsigned long long opened_gen = ~0ULL;

  void open_device (const char *fn)
  {
    const unsigned long long g = gt_dev_generation ();
    if (g == opened_gen && gt_dev_stream ())
      return;
    check (fn, gt_dev_open (-1));
    opened_gen = gt_dev_generation ();
  }

  buffer::~buffer ()
  {
    if (data && ! stale ())
      gt_dev_free (data);
  }

  bool buffer::stale (void) const { return gen != gt_dev_generation (); }

  buf_ptr alloc (const char *fn, std::size_t bytes)
  {
    open_device (fn);
    buf_ptr b = std::make_shared<buffer> ();
    check (fn, gt_dev_alloc (&b->data, bytes ? bytes : 1));
    b->bytes = bytes;
    b->gen = gt_dev_generation ();
    return b;
  }

  std::string caller_name (void)
  {
    octave::interpreter *interp = octave::interpreter::the_interpreter ();
    if (! interp)
      return "";
    octave_function *f = interp->get_evaluator ().current_function ();
    return f ? f->name () : "";
  }

  // Builtins that print, write or check values without computing on
  // them: MATLAB gathers for them quietly.  (sprintf, num2str, mat2str,
  // int2str, isequal and the like gather in their @gpuArray methods, from
  // methods.txt, before Octave's function sees a gpuArray.)
  static bool quiet_gather (const std::string& fn)
  {
    static const char *const names[] = {
      "disp", "display", "fdisp", "puts", "fputs", "fwrite", "save",
      "dlmwrite", "csvwrite", "rats", "print_usage", "inputname",
      "validateattributes", "gather", "gpuArray", "__gputiled_ga__",
      "cellfun", "arrayfun", "assert", "isargout", "nthargout", "evalc",
      "sizeof"
    };
    for (const char *n : names)
      if (fn == n)
        return true;
    return false;
  }

  // Host fallbacks so far, warned or not (__gputiled_ga__ ("fallbacks"):
  // tests that a path stays on the device, whatever ran before them).
  static double fallbacks = 0;

  void host_fallback (const std::string& fn)
  {
    static std::set<std::string> warned;
    if (fn.empty () || quiet_gather (fn))
      return;
    fallbacks++;
    if (warned.count (fn))
      return;
    warned.insert (fn);
    warning_with_id ("gputiled:hostFallback",
                     "%s: gpuArray arguments gathered to run on the host "
                     "(gputiled has no GPU implementation of %s)",
                     fn.c_str (), fn.c_str ());
  }

  dim_vector canon (const dim_vector& dv)
  {
    dim_vector r = dv;
    r.chop_trailing_singletons ();
    return r;
  }

  void dims_to (const char *fn, const dim_vector& dv, int *nd,
                std::size_t *d)
  {
    if (dv.ndims () > GT_MAXDIMS)
      fail (fn, "notSupported", "arrays have at most %d dimensions",
            GT_MAXDIMS);
    *nd = dv.ndims ();
    for (int i = 0; i < *nd; i++)
      d[i] = (std::size_t) dv(i);
  }

  dim_vector dims_from (int nd, const std::size_t *d)
  {
    dim_vector dv;
    dv.resize (nd < 2 ? 2 : nd);
    dv(0) = d[0];
    dv(1) = nd > 1 ? d[1] : 1;
    for (int i = 2; i < nd; i++)
      dv(i) = d[i];
    return dv;
  }

  octave_value make (const char *fn, gt_etype t, const dim_vector& dv,
                     octave_gpuarray **out)
  {
    const dim_vector d = canon (dv);
    const std::size_t n = d.safe_numel ();
    buf_ptr b;
    if (n)
      b = alloc (fn, n * gt_etype_size (t));
    else
      open_device (fn);
    octave_gpuarray *g = new octave_gpuarray (t, d, b);
    if (out)
      *out = g;
    return octave_value (g);
  }

  gt_etype host_etype (const char *fn, const octave_value& x,
                       bool allow_char)
  {
    if (x.issparse ())
      fail (fn, "notSupported", "sparse arrays are not supported: convert "
            "them with full () first");
    gt_etype ti;
    if (x.isinteger () && int_class (x.class_name (), &ti))
      return ti;
    if (x.islogical ())
      return GT_E_BOOL;
    if ((x.is_string () || x.is_char_matrix ()) && allow_char)
      return GT_E_F64;
    if (x.is_string () || x.is_char_matrix ())
      fail (fn, "notSupported", "char arrays are not supported on the GPU: "
            "convert them with double () first");
    if (x.is_double_type ())
      return x.iscomplex () ? GT_E_C128 : GT_E_F64;
    if (x.is_single_type ())
      return x.iscomplex () ? GT_E_C64 : GT_E_F32;
    fail (fn, "invalidInput", "a %s is not a numeric or logical array",
          x.class_name ().c_str ());
  }

  octave_value upload (const char *fn, const octave_value& x0,
                       bool allow_char)
  {
    if (as_ga (x0))
      return x0;
    const gt_etype t = host_etype (fn, x0, allow_char);
    octave_value x = x0;
    if (x.is_string () || x.is_char_matrix ())
      x = x.array_value (true);
    octave_gpuarray *g;
    octave_value r = make (fn, t, x.dims (), &g);
    const std::size_t bytes = g->nbytes ();
    if (! bytes)
      return r;
    const void *src = nullptr;
    // Keep the host arrays alive while the upload reads them.
    NDArray d; FloatNDArray f; ComplexNDArray z; FloatComplexNDArray fz;
    boolNDArray l;
    // An integer array's elements (octave_int<T> holds one T) as they are.
    int8NDArray i8; uint8NDArray u8; int16NDArray i16; uint16NDArray u16;
    int32NDArray i32; uint32NDArray u32; int64NDArray i64;
    uint64NDArray u64;
    switch (t)
      {
      case GT_E_I8: i8 = x.int8_array_value (); src = i8.data (); break;
      case GT_E_U8: u8 = x.uint8_array_value (); src = u8.data (); break;
      case GT_E_I16: i16 = x.int16_array_value (); src = i16.data (); break;
      case GT_E_U16: u16 = x.uint16_array_value (); src = u16.data (); break;
      case GT_E_I32: i32 = x.int32_array_value (); src = i32.data (); break;
      case GT_E_U32: u32 = x.uint32_array_value (); src = u32.data (); break;
      case GT_E_I64: i64 = x.int64_array_value (); src = i64.data (); break;
      case GT_E_U64: u64 = x.uint64_array_value (); src = u64.data (); break;
      case GT_E_F64: d = x.array_value (); src = d.data (); break;
      case GT_E_F32: f = x.float_array_value (); src = f.data (); break;
      case GT_E_C128: z = x.complex_array_value (); src = z.data (); break;
      case GT_E_C64:
        fz = x.float_complex_array_value (); src = fz.data (); break;
      default: l = x.bool_array_value (); src = l.data (); break;
      }
    check (fn, gt_dev_upload (g->data (fn), src, bytes));
    return r;
  }
}

using namespace ga;

// ------------------------------------------------------------------ the type

octave_gpuarray::octave_gpuarray (void)
  : octave_base_value (), m_type (GT_E_F64), m_dims (0, 0), m_buf ()
{ }

octave_gpuarray::octave_gpuarray (gt_etype t, const dim_vector& dv,
                                  const ga::buf_ptr& b)
  : octave_base_value (), m_type (t), m_dims (dv), m_buf (b)
{ }

void * octave_gpuarray::data (const char *fn) const
{
  if (! m_buf)
    return nullptr;
  if (m_buf->stale ())
    fail (fn, "staleArray", "this gpuArray was released by gpu_reset (or a "
          "change of device): make it again");
  return m_buf->data;
}

void * octave_gpuarray::unique_data (const char *fn)
{
  void *p = data (fn);
  if (! p || m_buf.use_count () == 1)
    return p;
  buf_ptr b = alloc (fn, nbytes ());
  check (fn, gt_dev_copy (b->data, p, nbytes ()));
  m_buf = b;
  return b->data;
}

octave_value octave_gpuarray::gather (const char *fn) const
{
  const std::size_t n = count ();
  const void *src = data (fn);
  const dim_vector dv = m_dims;
  switch (m_type)
    {
    case GT_E_F64:
      {
        NDArray x (dv);
        if (n)
          check (fn, gt_dev_download (x.fortran_vec (), src, nbytes ()));
        return x;
      }
    case GT_E_F32:
      {
        FloatNDArray x (dv);
        if (n)
          check (fn, gt_dev_download (x.fortran_vec (), src, nbytes ()));
        return x;
      }
    case GT_E_C128:
      {
        ComplexNDArray x (dv);
        if (n)
          check (fn, gt_dev_download (x.fortran_vec (), src, nbytes ()));
        // Octave narrows a complex result with zero imaginary parts
        return octave_value (x);
      }
    case GT_E_C64:
      {
        FloatComplexNDArray x (dv);
        if (n)
          check (fn, gt_dev_download (x.fortran_vec (), src, nbytes ()));
        return octave_value (x);
      }
#define GA_GATHER_INT(E, A)                                             \
    case E:                                                             \
      {                                                                 \
        A x (dv);                                                       \
        if (n)                                                          \
          check (fn, gt_dev_download (x.fortran_vec (), src, nbytes ())); \
        return x;                                                       \
      }
    GA_GATHER_INT (GT_E_I8, int8NDArray)
    GA_GATHER_INT (GT_E_U8, uint8NDArray)
    GA_GATHER_INT (GT_E_I16, int16NDArray)
    GA_GATHER_INT (GT_E_U16, uint16NDArray)
    GA_GATHER_INT (GT_E_I32, int32NDArray)
    GA_GATHER_INT (GT_E_U32, uint32NDArray)
    GA_GATHER_INT (GT_E_I64, int64NDArray)
    GA_GATHER_INT (GT_E_U64, uint64NDArray)
#undef GA_GATHER_INT
    default:
      {
        boolNDArray x (dv);
        if (n)
          check (fn, gt_dev_download (x.fortran_vec (), src, nbytes ()));
        return x;
      }
    }
}

octave_value octave_gpuarray::reshape (const dim_vector& dv) const
{
  if (dv.safe_numel () != m_dims.safe_numel ())
    {
      dim_vector d = dv;
      error_with_id ("Octave:index-out-of-bounds",
                     "reshape: can't reshape %s array to %s array",
                     dims_str (m_dims).c_str (), dims_str (d).c_str ());
    }
  data ("reshape");
  return octave_value (new octave_gpuarray (m_type, canon (dv), m_buf));
}

octave_value octave_gpuarray::squeeze (void) const
{
  // As Octave's Array<T>::squeeze: 2-D arrays stay; N-D lose their
  // singleton dimensions, one left is a column.
  data ("squeeze");
  if (m_dims.ndims () <= 2)
    return octave_value (clone ());
  dim_vector d;
  int k = 0;
  for (int i = 0; i < m_dims.ndims (); i++)
    if (m_dims(i) != 1)
      k++;
  if (k == 0)
    d = dim_vector (1, 1);
  else if (k == 1)
    {
      d = dim_vector (1, 1);
      for (int i = 0; i < m_dims.ndims (); i++)
        if (m_dims(i) != 1)
          d(0) = m_dims(i);
    }
  else
    {
      d.resize (k);
      int j = 0;
      for (int i = 0; i < m_dims.ndims (); i++)
        if (m_dims(i) != 1)
          d(j++) = m_dims(i);
    }
  return octave_value (new octave_gpuarray (m_type, canon (d), m_buf));
}

octave_value octave_gpuarray::permute (const Array<int>& vec, bool inv) const
{
  const char *fn = inv ? "ipermute" : "permute";
  // Octave's checks and messages, from its own permute of an array of
  // the same number of dimensions, all of extent 0 (no elements).
  const int nd = m_dims.ndims ();
  dim_vector z;
  z.resize (nd);
  for (int i = 0; i < nd; i++)
    z(i) = 0;
  NDArray (z).permute (vec, inv);
  // The permutation P (0-based) with Y's dimension i X's dimension P(i).
  const int n = vec.numel ();
  if (n > GT_MAXDIMS)
    fail (fn, "notSupported", "gpuArrays have at most %d dimensions",
          GT_MAXDIMS);
  std::vector<int> p (n);
  for (int i = 0; i < n; i++)
    if (inv)
      p[vec(i)] = i;
    else
      p[i] = vec(i);
  std::vector<std::size_t> ext (n), stride (n);
  std::size_t st = 1;
  for (int i = 0; i < n; i++)
    {
      ext[i] = i < nd ? (std::size_t) m_dims(i) : 1;
      stride[i] = st;
      st *= ext[i];
    }
  dim_vector dv;
  dv.resize (n);
  for (int i = 0; i < n; i++)
    dv(i) = (octave_idx_type) ext[p[i]];
  // Where the dimensions of extent above 1 keep their order, the elements
  // do too: a reshape, sharing the buffer.
  int last = -1;
  bool same = true;
  for (int i = 0; i < n && same; i++)
    if (ext[p[i]] > 1)
      {
        same = p[i] > last;
        last = p[i];
      }
  if (same || ! count ())
    return reshape (dv);
  octave_gpuarray *y;
  octave_value Y = make (fn, m_type, dv, &y);
  gt_index ix;
  std::memset (&ix, 0, sizeof ix);
  ix.ndims = n;
  for (int i = 0; i < n; i++)
    {
      ix.count[i] = ext[p[i]];
      ix.stride[i] = stride[p[i]];
      ix.step[i] = 1;
    }
  check (fn, gt_dev_gather (esize (), data (fn), &ix, y->data (fn)));
  return Y;
}

bool octave_gpuarray::is_true (void) const
{
  // MATLAB decides by value: true when non-empty and all non-zero, as
  // Octave does for its own arrays (errors for NaN included).
  return gather ("if").is_true ();
}

octave_value octave_gpuarray::as_double (void) const
{
  return convert ("double", octave_value (clone ()),
                  is_cplx (m_type) ? GT_E_C128 : GT_E_F64);
}

octave_value octave_gpuarray::as_single (void) const
{
  return convert ("single", octave_value (clone ()),
                  is_cplx (m_type) ? GT_E_C64 : GT_E_F32);
}

// The host value for a builtin: gathered, with the warning.
#define GA_HOST(fnexpr) \
  (host_fallback (caller_name ()), gather ("gather"))

double octave_gpuarray::double_value (bool frc) const
{ return GA_HOST ().double_value (frc); }
float octave_gpuarray::float_value (bool frc) const
{ return GA_HOST ().float_value (frc); }
Complex octave_gpuarray::complex_value (bool frc) const
{ return GA_HOST ().complex_value (frc); }
FloatComplex octave_gpuarray::float_complex_value (bool frc) const
{ return GA_HOST ().float_complex_value (frc); }
bool octave_gpuarray::bool_value (bool w) const
{ return GA_HOST ().bool_value (w); }
int octave_gpuarray::int_value (bool req, bool frc) const
{ return GA_HOST ().int_value (req, frc); }
long int octave_gpuarray::long_value (bool req, bool frc) const
{ return GA_HOST ().long_value (req, frc); }
int64_t octave_gpuarray::int64_value (bool req, bool frc) const
{ return GA_HOST ().int64_value (req, frc); }
Matrix octave_gpuarray::matrix_value (bool frc) const
{ return GA_HOST ().matrix_value (frc); }
FloatMatrix octave_gpuarray::float_matrix_value (bool frc) const
{ return GA_HOST ().float_matrix_value (frc); }
NDArray octave_gpuarray::array_value (bool frc) const
{ return GA_HOST ().array_value (frc); }
FloatNDArray octave_gpuarray::float_array_value (bool frc) const
{ return GA_HOST ().float_array_value (frc); }
ComplexMatrix octave_gpuarray::complex_matrix_value (bool frc) const
{ return GA_HOST ().complex_matrix_value (frc); }
FloatComplexMatrix
octave_gpuarray::float_complex_matrix_value (bool frc) const
{ return GA_HOST ().float_complex_matrix_value (frc); }
ComplexNDArray octave_gpuarray::complex_array_value (bool frc) const
{ return GA_HOST ().complex_array_value (frc); }
FloatComplexNDArray
octave_gpuarray::float_complex_array_value (bool frc) const
{ return GA_HOST ().float_complex_array_value (frc); }
boolMatrix octave_gpuarray::bool_matrix_value (bool w) const
{ return GA_HOST ().bool_matrix_value (w); }
boolNDArray octave_gpuarray::bool_array_value (bool w) const
{ return GA_HOST ().bool_array_value (w); }
charNDArray octave_gpuarray::char_array_value (bool frc) const
{ return GA_HOST ().char_array_value (frc); }
int8NDArray octave_gpuarray::int8_array_value (void) const
{ return GA_HOST ().int8_array_value (); }
uint8NDArray octave_gpuarray::uint8_array_value (void) const
{ return GA_HOST ().uint8_array_value (); }
int16NDArray octave_gpuarray::int16_array_value (void) const
{ return GA_HOST ().int16_array_value (); }
uint16NDArray octave_gpuarray::uint16_array_value (void) const
{ return GA_HOST ().uint16_array_value (); }
int32NDArray octave_gpuarray::int32_array_value (void) const
{ return GA_HOST ().int32_array_value (); }
uint32NDArray octave_gpuarray::uint32_array_value (void) const
{ return GA_HOST ().uint32_array_value (); }
int64NDArray octave_gpuarray::int64_array_value (void) const
{ return GA_HOST ().int64_array_value (); }
uint64NDArray octave_gpuarray::uint64_array_value (void) const
{ return GA_HOST ().uint64_array_value (); }
octave_value
octave_gpuarray::convert_to_str_internal (bool pad, bool force,
                                          char type) const
{ return GA_HOST ().convert_to_str (pad, force, type); }
octave::idx_vector octave_gpuarray::index_vector (bool req) const
{
  // x(G): a gpuArray subscript of a host array is read on the host, as
  // MATLAB does, without a warning.
  return gather ("index").index_vector (req);
}
mxArray * octave_gpuarray::as_mxArray (bool interleaved) const
{ return GA_HOST ().as_mxArray (interleaved); }

octave_value octave_gpuarray::all (int dim) const
{ return gather ("all").all (dim); }
octave_value octave_gpuarray::any (int dim) const
{ return gather ("any").any (dim); }

// ---------------------------------------------------------------- printing

void octave_gpuarray::print (std::ostream& os, bool pr_as_read_syntax)
{
  print_raw (os, pr_as_read_syntax);
  newline (os);
}

void octave_gpuarray::print_raw (std::ostream& os,
                                 bool pr_as_read_syntax) const
{
  octave_value h = gather ("display");
  os << "  " << dims_str (m_dims) << " gpuArray (" << class_of (m_type)
     << (is_cplx (m_type) ? " complex" : "") << ")\n";
  os << "\n";
  if (h.isempty ())   // as the host shows it: [](0x3)
    {
      os << "   ";
      h.print_raw (os, pr_as_read_syntax);
      return;
    }
  if (h.numel () == 1)   // as a matrix shows it, not "x = 10"
    os << "   ";
  h.print_raw (os, pr_as_read_syntax);
}

bool octave_gpuarray::print_name_tag (std::ostream& os,
                                      const std::string& name) const
{
  os << name << " =";
  newline (os);
  newline (os);
  return true;
}

void octave_gpuarray::short_disp (std::ostream& os) const
{
  os << dims_str (m_dims) << " gpuArray";
}

void octave_gpuarray::print_info (std::ostream& os,
                                  const std::string& prefix) const
{
  os << prefix << "gpuArray " << class_of (m_type) << " "
     << dims_str (m_dims) << "\n";
}

// ---------------------------------------------------------------- save/load
//
// Text and binary: the host array's own format under a line (text) or a
// length-prefixed name (binary) naming its type; load makes the host value
// of that type, reads it with its own loader and uploads it.

bool octave_gpuarray::save_ascii (std::ostream& os)
{
  octave_value h = gather ("save");
  // the host type's name, one word ("float complex matrix" has spaces)
  std::string tname = h.type_name ();
  for (char& c : tname)
    if (c == ' ')
      c = '_';
  os << "# gputype: " << tname << "\n";
  return h.save_ascii (os);
}

bool octave_gpuarray::load_ascii (std::istream& is)
{
  std::string tname;
  if (! extract_keyword (is, "gputype", tname, true))
    error ("load: failed to read the element type of a gpuArray");
  for (char& c : tname)
    if (c == '_')
      c = ' ';
  octave_value h = octave::__get_type_info__ ("load").lookup_type (tname);
  if (! h.load_ascii (is))
    return false;
  octave_value g = upload ("load", h);
  const octave_gpuarray *p = as_ga (g);
  m_type = p->m_type, m_dims = p->m_dims, m_buf = p->m_buf;
  return true;
}

bool octave_gpuarray::save_binary (std::ostream& os, bool save_as_floats)
{
  octave_value h = gather ("save");
  const std::string tname = h.type_name ();
  const int32_t len = (int32_t) tname.size ();
  os.write (reinterpret_cast<const char *> (&len), 4);
  os.write (tname.data (), len);
  return h.save_binary (os, save_as_floats);
}

bool octave_gpuarray::load_binary (std::istream& is, bool swap,
                                   octave::mach_info::float_format fmt)
{
  int32_t len;
  if (! is.read (reinterpret_cast<char *> (&len), 4))
    return false;
  if (swap)
    len = (int32_t) __builtin_bswap32 ((uint32_t) len);
  if (len <= 0 || len > 256)
    return false;
  std::string tname (len, ' ');
  if (! is.read (&tname[0], len))
    return false;
  octave_value h = octave::__get_type_info__ ("load").lookup_type (tname);
  if (! h.load_binary (is, swap, fmt))
    return false;
  octave_value g = upload ("load", h);
  const octave_gpuarray *p = as_ga (g);
  m_type = p->m_type, m_dims = p->m_dims, m_buf = p->m_buf;
  return true;
}

// ------------------------------------------------------------ registration

void octave_gpuarray::install (void)
{
  static bool done = false;
  if (done)
    return;
  octave::type_info& ti = octave::__get_type_info__ ("gpuArray");
  const string_vector names = ti.installed_type_names ();
  for (octave_idx_type i = 0; i < names.numel (); i++)
    if (names(i) == "gpuArray")
      fail ("gpuArray", "restartNeeded", "another copy of gputiled's "
            "gpuArray type is already loaded in this Octave session (the "
            "package was installed again, or loaded from another folder, "
            "while Octave ran): restart Octave to use this one");
  // Never unload this library: the type table points into it.
  static octave::dynamic_library *self
    = new octave::dynamic_library (octave::get_current_shlib ());
  (void) self;
  register_type (ti);
  install_ops (ti, static_type_id ());
  install_cat (ti, static_type_id ());
  done = true;
}

// ---------------------------------------------------------------- functions

// The help of gpuArray (help gpuArray): what a newcomer needs first.
DEFUN_DLD (gpuArray, args, nargout,
           "-*- texinfo -*-\n"
           "@deftypefn  {} {@var{G} =} gpuArray (@var{X})\n"
           "@deftypefnx {} {@var{G} =} gpuArray.zeros (@var{sz}@dots{}, "
           "@var{class})\n"
           "An array that stays in GPU memory between operations (MATLAB's "
           "name and behaviour, so code written for MATLAB's gpuArray runs "
           "unchanged).\n\n"
           "@code{gpuArray (@var{X})} copies a double, single (real or "
           "complex), logical or integer (@code{int8} @dots{} "
           "@code{uint64}) array @var{X} to the GPU once; "
           "@code{gather (@var{G})} copies it back.  In between, operators "
           "and functions run on the device with no traffic over PCIe:\n\n"
           "@itemize\n"
           "@item operators @code{+ - .* ./ .\\ .^ * / \\ ^ ' .' == ~= < <= "
           "> >= & | ~}, with Octave's class rules and broadcasting; a host "
           "operand is uploaded (a host scalar is passed by value) and the "
           "result is a gpuArray;\n"
           "@item elementwise @code{abs sqrt exp log sin cos tanh real imag "
           "conj floor ceil round} and the reductions and other functions "
           "listed by @code{methods (\"gpuArray\")};\n"
           "@item indexing @code{G(i, j)}, @code{G(mask)}, @code{G(end, :)}, "
           "assignment with growth @code{G(5, 5) = 1}, deletion "
           "@code{G(:, 2) = []}, @code{[G, H]}, @code{[G; 1]}, @code{cat}, "
           "@code{reshape}, transposes;\n"
           "@item @code{double}, @code{single}, @code{logical} (results stay "
           "on the GPU);\n"
           "@item FFTs: @code{fft}, @code{ifft}, @code{fft2}, @code{ifft2}, "
           "@code{fftn}, @code{ifftn} on NVIDIA's cuFFT, which is loaded "
           "at run time at the first transform (without it, an error "
           "@code{gputiled:missingLibrary}; @env{GPUTILED_CUFFT} names the "
           "file).\n"
           "@end itemize\n\n"
           "@strong{Conditions decide by value}, as in MATLAB: @code{if G}, "
           "@code{while G}, @code{G && x}, @code{G || x} are true when "
           "@var{G} is non-empty and all its elements are non-zero, so "
           "@code{while norm (r) > tol} stops where it should.\n\n"
           "@strong{Any other Octave function} given a gpuArray gathers it "
           "and gives the host's answer, with a warning "
           "@code{gputiled:hostFallback} naming the function once per "
           "session; @code{warning (\"off\", \"gputiled:hostFallback\")} "
           "silences it.  Printing and comparison (@code{disp}, "
           "@code{sprintf}, @code{num2str}, @code{mat2str}, @code{isequal}) "
           "gather quietly.\n\n"
           "Creators make arrays on the device: @code{zeros (@var{n}, "
           "\"gpuArray\")}, @code{ones}, @code{eye}, @code{rand}, "
           "@code{randn}, @code{randi}, @code{inf}, @code{nan}, @code{true}, "
           "@code{false} with a trailing @code{\"gpuArray\"} or "
           "@code{\"like\", @var{G}}; @code{gpuArray.zeros (3)}, "
           "@code{gpuArray.linspace}, @code{gpuArray.colon}, "
           "@code{gpuArray.randi}; @code{gpuDevice} and "
           "@code{gpuDeviceCount}.  Random numbers come from the "
           "Philox4x32-10 generator that @code{gpu_rng} seeds.\n\n"
           "Copies are values: @code{H = G; H(1) = 0} leaves @var{G} "
           "unchanged (the device buffer is copied on the first write).  "
           "The device memory goes back when the last copy of an array is "
           "cleared.  @code{gpu_reset} releases every gpuArray: using one "
           "afterwards is an error with identifier "
           "@code{gputiled:staleArray}.  @code{save} and @code{load} keep "
           "gpuArrays in Octave's text and binary formats (MAT-files cannot "
           "hold them: gather first).\n\n"
           GA_METHODS_TEXINFO "\n"
           "Without a CUDA device, making a gpuArray is an error with "
           "identifier @code{gputiled:noDevice}; @code{gather} and "
           "@code{isgpuarray} of host values work everywhere.\n\n"
           "@example\n"
           "A = gpuArray (rand (4096));\n"
           "B = A * A' + 1;          # on the GPU\n"
           "s = gather (sum (B(:)))  # one number comes back\n"
           "@end example\n"
           "@seealso{gather, isgpuarray, gputimeit, gpuDevice, gpu_rng, "
           "gpu_tiled_mm}\n"
           "@end deftypefn")
{
  octave_gpuarray::install ();
  if (args.length () == 0)
    return ovl (octave_value (new octave_gpuarray ()));
  if (args.length () != 1)
    fail ("gpuArray", "invalidInput", "takes one array (gpuArray (X))");
  (void) nargout;
  return ovl (upload ("gpuArray", args(0)));
}

DEFUN_DLD (gather, args, nargout,
           "-*- texinfo -*-\n"
           "@deftypefn {} {[@var{X}, @dots{}] =} gather (@var{A}, @dots{})\n"
           "The host array of each gpuArray argument; any other value is "
           "returned as it is.\n"
           "@seealso{gpuArray, isgpuarray}\n"
           "@end deftypefn")
{
  const int n = args.length ();
  const int nout = nargout > 1 ? nargout : 1;
  if (n < 1)
    print_usage ();
  if (nout > n)
    fail ("gather", "invalidInput", "more outputs than inputs");
  octave_value_list r (nout);
  for (int k = 0; k < nout; k++)
    {
      const octave_gpuarray *g = as_ga (args(k));
      r(k) = g ? g->gather ("gather") : args(k);
    }
  return r;
}

DEFUN_DLD (__gputiled_ga__, args, nargout,
           "-*- texinfo -*-\n"
           "@deftypefn {} {} __gputiled_ga__ (@var{op}, @dots{})\n"
           "Internal to gputiled.\n@end deftypefn")
{
  octave_gpuarray::install ();
  if (args.length () < 1 || ! args(0).is_string ())
    fail ("__gputiled_ga__", "invalidInput", "internal function");
  const std::string op = args(0).string_value ();
  if (op == "register")
    return ovl ();
  if (op == "stats")
    {
      std::size_t c = 0, b = 0;
      gt_dev_live (&c, &b);
      RowVector r (2);
      r(0) = (double) c, r(1) = (double) b;
      return ovl (r);
    }
  if (op == "fallbacks")
    return ovl (ga::fallbacks);
  entry_fcn f = find_entry (op);
  if (! f)
    fail ("__gputiled_ga__", "invalidInput", "unknown operation '%s'",
          op.c_str ());
  const octave_value_list rest = args.slice (1, args.length () - 1);
  if (has_int_arg (op, rest))
    return int_method (op, f, rest, nargout);
  return f (rest, nargout);
}
