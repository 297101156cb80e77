// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_create.cc - MATLAB's creators of gpuArrays.
//
//  * gpuArray.zeros (3), gpuArray.rand (2, "single"), gpuArray.randi (...),
//    gpuArray.linspace, gpuArray.colon, ...: ga::static_method, which the
//    placeholder gpuArray () answers for a "." index.
//  * Octave's own zeros ones eye rand randn randi inf Inf nan NaN true false
//    cast, shadowed (autoloaded from PKG_ADD) by functions of the same names
//    here that also take a trailing "gpuArray" (zeros (n, "gpuArray"),
//    zeros (2, 3, "single", "gpuArray")), "like", G with a gpuArray G
//    (class, complexity and gpuArray-ness from G, as MATLAB), and gpuArray
//    size arguments (gathered: zeros (gpuArray (3)) is a host array).
//    A call with none of these goes straight to Octave's own function
//    (octave::Fzeros ..., the m-files randi.m and cast.m through the
//    symbol table's builtin_find, which skips autoloads) after one look at
//    the arguments' types: Octave's own calls cost no measurable time more.
//
// Their random numbers are ga_random.cc's; gpuDeviceCount and gpuDevice's
// functions are in ga_device.cc.  linspace (the method, and
// gpuArray.linspace) makes its points on the device (gt_dev_linspace),
// Octave's to the bit; logspace is Octave's m-file on it; colon is
// computed by Octave on the host and uploaded.

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <map>
#include <string>

#include <octave/oct.h>
#include <octave/builtin-defun-decls.h>
#include <octave/ov-builtin.h>
#include <octave/defun-int.h>
#include <octave/interpreter.h>
#include <octave/oct-map.h>
#include <octave/oct-shlib.h>
#include <octave/ov-dld-fcn.h>
#include <octave/parse.h>
#include <octave/symtab.h>
#include <octave/utils.h>
#include <octave/version.h>

#include "ga.h"
#include "ga_funcs.h"

namespace ga
{
  // Octave's function NAME that is an m-file (randi.m, cast.m,
  // logspace.m, idivide.m), from the load path: past the package's own
  // autoloads and gpuArray methods of the same name.
  octave_value_list call_mfile (const char *name,
                                const octave_value_list& args, int nargout)
  {
    // The file is found on the load path once and its function kept:
    // a lookup by name would find our own autoload first, and the
    // symbol table's caches change when the path is reset (path (old)).
    static std::map<std::string, octave_value> found;
    octave_value& f = found[name];
    if (! f.is_defined ())
      {
        octave::interpreter *interp = octave::interpreter::the_interpreter ();
        std::string dir;
        const std::string file
          = interp->get_load_path ().find_fcn (name, dir);
        if (! file.empty () && file.size () > 2
            && file.compare (file.size () - 2, 2, ".m") == 0)
          f = octave::load_fcn_from_file (file, dir, "", "", name);
        if (! f.is_defined ())
          fail (name, "notSupported", "Octave's own %s.m was not found on "
                "the path", name);
      }
    return octave::feval (f.function_value (), args, nargout);
  }

  // ------------------------------------------------------------ words

  // S equals WORD, ignoring case.
  bool word_is (const std::string& s, const char *word)
  {
    const std::size_t n = std::strlen (word);
    if (s.size () != n)
      return false;
    for (std::size_t i = 0; i < n; i++)
      if (std::tolower ((unsigned char) s[i])
          != std::tolower ((unsigned char) word[i]))
        return false;
    return true;
  }

  // V is the string WORD (ignoring case): cheap for other values.
  bool is_word (const octave_value& v, const char *word)
  {
    return v.is_string () && v.rows () == 1
           && v.columns () == (octave_idx_type) std::strlen (word)
           && word_is (v.string_value (), word);
  }

  namespace
  {
    // Whether ARGS ask for a gpuArray or hold one: the one look Octave's
    // own calls pay.  A gpuArray argument, or the word "gpuArray".
    inline bool touches_gpu (const octave_value_list& args)
    {
      const int tid = octave_gpuarray::static_type_id ();
      const int n = args.length ();
      for (int i = 0; i < n; i++)
        {
          const octave_value& a = args(i);
          if (a.type_id () == tid)
            return true;
          if (a.is_string () && a.numel () == 8 && is_word (a, "gpuArray"))
            return true;
        }
      return false;
    }

    // --------------------------------------------- Octave's own functions

    typedef octave_value_list (*host_fcn) (const octave_value_list&, int);

    // ------------------------------------------------------- creators

    enum kind
    {
      K_ZEROS, K_ONES, K_EYE, K_RAND, K_RANDN, K_RANDI, K_INF, K_NAN,
      K_TRUE, K_FALSE
    };

    bool is_random (kind k)
    {
      return k == K_RAND || k == K_RANDN || k == K_RANDI;
    }

    // "single", "double" and "logical" by name; FN's errors for the
    // classes a gpuArray cannot hold and for unknown names.
    gt_etype class_type (const char *fn, kind k, const std::string& cls)
    {
      const bool logical_kind = k == K_TRUE || k == K_FALSE;
      if (word_is (cls, "double") && ! logical_kind)
        return GT_E_F64;
      if (word_is (cls, "single") && ! logical_kind)
        return GT_E_F32;
      if (word_is (cls, "logical")
          && (logical_kind || k == K_ZEROS || k == K_ONES || k == K_EYE))
        return GT_E_BOOL;
      gt_etype ti;
      if (int_class (cls, &ti)
          && (k == K_ZEROS || k == K_ONES || k == K_EYE || k == K_RANDI))
        return ti;
      if (int_class (cls, &ti) && ! logical_kind)
        fail (fn, "invalidInput", "invalid class \"%s\": %s makes "
              "\"double\" or \"single\" arrays", cls.c_str (), fn);
      if (logical_kind)
        fail (fn, "invalidInput", "invalid class \"%s\": %s makes logical "
              "arrays (with a class, only \"logical\")", cls.c_str (), fn);
      if (word_is (cls, "logical"))
        fail (fn, "invalidInput", "class \"logical\" is not allowed: use "
              "\"double\" or \"single\"");
      fail (fn, "invalidInput", "invalid class \"%s\": use \"double\" or "
            "\"single\"%s", cls.c_str (),
            k == K_ZEROS || k == K_ONES || k == K_EYE ? " or \"logical\""
                                                       : "");
    }

    // The element type of a result "like" a prototype of type T.
    gt_etype like_type (const char *fn, kind k, gt_etype t)
    {
      if ((k == K_TRUE || k == K_FALSE) && t != GT_E_BOOL)
        fail (fn, "invalidInput", "input followed by \"like\" must be "
              "logical");
      if ((k == K_INF || k == K_NAN || k == K_RAND || k == K_RANDN)
          && (t == GT_E_BOOL || is_int (t)))
        fail (fn, "invalidInput", "input followed by \"like\" must be "
              "floating point");
      if (k == K_RANDI && t == GT_E_BOOL)
        fail (fn, "invalidInput", "input followed by \"like\" must be "
              "numeric");
      return t;
    }

    // Dimensions as Octave's zeros reads them (fill_matrix in data.cc):
    // none 1x1, one a size (n: n x n; a vector), several each a scalar.
    dim_vector fill_dims (const char *fn, const octave_value_list& sz)
    {
      dim_vector dv (1, 1);
      const int n = sz.length ();
      if (n == 1)
        octave::get_dimensions (sz(0), fn, dv);
      else if (n > 1)
        {
          dv.resize (n);
          for (int i = 0; i < n; i++)
            {
              if (sz(i).numel () > 1)
                fail (fn, "invalidInput", "dimensions must be scalars");
              dv(i) = sz(i).isempty () ? 0 : sz(i).idx_type_value (true);
            }
          dv.chop_trailing_singletons ();
          octave::check_dimensions (dv, fn);
        }
      return dv;
    }

    // Octave's eye: n, [m n] or m, n.
    dim_vector eye_dims (const char *fn, const octave_value_list& sz)
    {
      octave_idx_type nr = 1, nc = 1;
      switch (sz.length ())
        {
        case 0:
          break;
        case 1:
          octave::get_dimensions (sz(0), fn, nr, nc);
          break;
        case 2:
          octave::get_dimensions (sz(0), sz(1), fn, nr, nc);
          break;
        default:
          fail (fn, "invalidInput", "makes a matrix: eye (N), eye (M, N) "
                "or eye ([M N]), with a class or \"like\", P");
        }
      return dim_vector (nr, nc);
    }

    // A gpuArray of type T and dimensions DV, every element RE.
    octave_value filled (const char *fn, gt_etype t, const dim_vector& dv,
                         double re)
    {
      octave_gpuarray *g;
      octave_value r = make (fn, t, dv, &g);
      if (g->count ())
        check (fn, gt_dev_fill (t, g->data (fn), g->count (), re, 0));
      return r;
    }

    octave_value make_kind (const char *fn, kind k, gt_etype t,
                            const dim_vector& dv, double imin, double imax)
    {
      if (canon (dv).ndims () > GT_MAXDIMS)
        fail (fn, "notSupported", "gpuArrays have at most %d dimensions",
              GT_MAXDIMS);
      switch (k)
        {
        case K_ZEROS:
        case K_FALSE:
          return filled (fn, t, dv, 0);
        case K_ONES:
        case K_TRUE:
          return filled (fn, t, dv, 1);
        case K_INF:
          return filled (fn, t, dv, INFINITY);
        case K_NAN:
          return filled (fn, t, dv, NAN);
        case K_EYE:
          {
            octave_gpuarray *g;
            octave_value r = make (fn, t, dv, &g);
            if (g->count ())
              check (fn, gt_dev_eye (t, g->data (fn), dv(0), dv(1)));
            return r;
          }
        case K_RANDI:
          return random_int (fn, t, dv, imin, imax);
        default:
          return random (fn, k == K_RANDN, t, dv);
        }
    }

    // A creator's call that touches gpuArrays (or FORCE: gpuArray.NAME).
    // Its sizes are gathered; the result is a gpuArray when asked for
    // ("gpuArray", "like" with a gpuArray, FORCE), else Octave's HOST
    // function makes it from the gathered sizes.
    octave_value_list creator (const char *fn, kind k, host_fcn host_f,
                               const octave_value_list& args, int nargout,
                               bool force)
    {
      const int n = args.length ();
      const int first = k == K_RANDI ? 1 : 0;
      if (k == K_RANDI && n < 1)
        fail (fn, "invalidInput", "the bounds are missing: randi (IMAX, "
              "...) or randi ([IMIN IMAX], ...)");
      int end = n;
      bool have_like = false, gpu_word = false, have_class = false;
      octave_value like;
      std::string cls;
      if (end - first >= 2 && is_word (args(end - 2), "like"))
        {
          have_like = true;
          like = args(end - 1);
          end -= 2;
        }
      else
        while (end > first && args(end - 1).is_string ())
          {
            const std::string s = args(end - 1).string_value ();
            if (word_is (s, "gpuArray") && ! gpu_word)
              gpu_word = true;
            else if (word_is (s, "like"))
              fail (fn, "invalidInput", "\"like\" needs a prototype: "
                    "%s (..., \"like\", P)", fn);
            else if (! have_class && ! word_is (s, "gpuArray"))
              {
                have_class = true;
                cls = s;
              }
            else
              fail (fn, "invalidInput", "one class and \"gpuArray\" at "
                    "most, after the sizes");
            end--;
          }
      // The sizes, gathered (and randi's bounds).
      octave_value_list sz (end - first);
      for (int i = first; i < end; i++)
        {
          if (args(i).is_string ())
            fail (fn, "invalidInput", "the sizes must be numbers; a class, "
                  "\"gpuArray\" or \"like\", P come last");
          sz(i - first) = host_value (fn, args(i));
        }

      // "like", P: P's class and complexity, and a gpuArray when P is one
      // (gpuArray.NAME: always).
      const octave_gpuarray *pg = have_like ? as_ga (like) : nullptr;
      const bool gpu = force || gpu_word || pg;
      if (! gpu)
        {
          // Host sizes only: Octave's own function makes it.
          octave_value_list h;
          if (k == K_RANDI)
            h.append (host_value (fn, args(0)));
          h.append (sz);
          if (have_like)
            {
              h.append (args(end));
              h.append (like);
            }
          else if (have_class)
            h.append (octave_value (cls));
          return host_f ? host_f (h, nargout)
                        : call_mfile (fn, h, nargout);
        }

      octave_gpuarray::install ();
      gt_etype t;
      if (pg)
        t = like_type (fn, k, pg->etype ());
      else if (have_like)   // gpuArray.zeros (n, "like", host P)
        t = like_type (fn, k, host_etype (fn, like));
      else if (have_class)
        t = class_type (fn, k, cls);
      else
        t = k == K_TRUE || k == K_FALSE ? GT_E_BOOL : GT_E_F64;

      double imin = 0, imax = 0;
      if (k == K_RANDI)
        {
          randi_bounds (fn, args(0), imin, imax);
          const double smax = 16777216.0;   // flintmax ("single")
          if (real_of (t) == GT_E_F32 && (imax > smax || imin < -smax))
            warning_with_id ("gputiled:randiRange", "%s: the integers "
                             "exceed flintmax (\"single\"): some cannot be "
                             "represented in single", fn);
          if (is_int (t))
            {
              // Octave's randi warns likewise and saturates
              const octave_value lo
                = octave::feval ("intmin", ovl (class_of (t)), 1)(0);
              const octave_value hi
                = octave::feval ("intmax", ovl (class_of (t)), 1)(0);
              if (imax > hi.double_value () || imin < lo.double_value ())
                warning_with_id ("gputiled:randiRange", "%s: the integers "
                                 "exceed the range of %s: values beyond "
                                 "it saturate", fn, class_of (t));
            }
        }
      const dim_vector dv = k == K_EYE ? eye_dims (fn, sz)
                                       : fill_dims (fn, sz);
      return ovl (make_kind (fn, k, t, dv, imin, imax));
    }

    octave_value_list randi_host (const octave_value_list& args, int nargout)
    {
      return call_mfile ("randi", args, nargout);
    }

    // -------------------------------------------- linspace, colon, ...

    // Octave's result from the gathered arguments, uploaded.  (Computed
    // on the host: the core has no index kernel to make it in place.)
    octave_value_list host_then_upload (const char *fn, host_fcn f,
                                        const char *mfile,
                                        const octave_value_list& args,
                                        int nargout)
    {
      octave_value_list h (args.length ());
      for (int i = 0; i < args.length (); i++)
        {
          if (args(i).is_string ())
            fail (fn, "invalidInput", "the arguments are numbers");
          h(i) = host_value (fn, args(i));
        }
      octave_value_list r = f ? f (h, nargout) : call_mfile (mfile, h, 1);
      octave_gpuarray::install ();
      return ovl (upload (fn, r(0)));
    }

    // START's and END's elements (X, Y: one repeated, or M each) as one
    // column of 2 M, uploaded once as type T (complex kept complex:
    // Octave narrows a value whose imaginary parts are all zero).
    template <typename CV, typename ND>
    octave_value ls_col (const char *fn, const ND& x, const ND& y,
                         octave_idx_type m, gt_etype t)
    {
      CV c (2 * m);
      for (octave_idx_type i = 0; i < m; i++)
        {
          c(i) = x(x.numel () == 1 ? 0 : i);
          c(m + i) = y(y.numel () == 1 ? 0 : i);
        }
      return convert (fn, upload (fn, octave_value (c)), t);
    }

    // linspace's ends A and B, M rows, in the class of the work, on the
    // device: START in the first M elements, END in the next.
    octave_value ls_ends (const char *fn, const octave_value& a,
                          const octave_value& b, octave_idx_type m,
                          bool single, bool cplx, gt_etype t)
    {
      if (cplx && single)
        return ls_col<FloatComplexColumnVector> (
            fn, a.float_complex_array_value (),
            b.float_complex_array_value (), m, t);
      if (cplx)
        return ls_col<ComplexColumnVector> (fn, a.complex_array_value (),
                                            b.complex_array_value (), m, t);
      if (single)
        return ls_col<FloatColumnVector> (fn, a.float_array_value (),
                                          b.float_array_value (), m, t);
      return ls_col<ColumnVector> (fn, a.array_value (), b.array_value (), m,
                                   t);
    }
  }

  // linspace (START, END [, N]) as a gpuArray made on the device: the
  // arguments read on the host (scalars, or vectors of one start or end
  // a row) under Octave's rules (Flinspace), the points made by
  // gt_dev_linspace as liboctave's linspace makes them (two ways: scalar
  // ends, and vectors).
  octave_value linspace_device (const char *fn, const octave_value_list& args)
  {
    octave_gpuarray::install ();
    const int nargs = args.length ();
    if (nargs < 2 || nargs > 3)
      fail (fn, "invalidInput", "expected linspace (START, END) or "
            "linspace (START, END, N)");
    octave_idx_type n = 100;
    if (nargs == 3)
      {
        const octave_value v = host_value (fn, args(2));
        if (v.isnumeric () && v.isempty ())
          n = 1;
        else if (v.numel () != 1 || ! (v.isnumeric () || v.islogical ()))
          fail (fn, "invalidInput", "N must be a scalar");
        else
          n = v.idx_type_value ();
      }
    const octave_value a = host_value (fn, args(0));
    const octave_value b = host_value (fn, args(1));
    for (const octave_value *v : { &a, &b })
      {
        if (! (v->isnumeric () || v->islogical ()) || v->issparse ())
          fail (fn, "invalidInput", "START and END must be numeric, not %s",
                v->class_name ().c_str ());
        const dim_vector d = v->dims ();
        if (d.ndims () != 2 || (d(0) != 1 && d(1) != 1))
          fail (fn, "invalidInput", "START, END must be scalars or vectors");
      }
    const octave_idx_type ka = a.numel (), kb = b.numel ();
    if (ka != 1 && kb != 1 && ka != kb)
      fail (fn, "invalidInput", "vectors must be of equal length");
    const octave_idx_type m = ka == 1 ? kb : ka;
    const bool single = a.is_single_type () || b.is_single_type ();
    const bool cplx = a.iscomplex () || b.iscomplex ();
    const gt_etype t = cplx ? (single ? GT_E_C64 : GT_E_C128)
                            : (single ? GT_E_F32 : GT_E_F64);
    const octave_idx_type cols = n < 1 ? 0 : n;
    octave_gpuarray *y;
    octave_value Y = make (fn, t, dim_vector (m, cols), &y);
    if (y->count ())
      {
        const octave_value ends = ls_ends (fn, a, b, m, single, cplx, t);
        const char *x1 = (const char *) data_of (fn, ends);
        // scalar ends: Octave's RowVector linspace, else its Matrix one
        const int sym = ka == 1 && kb == 1;
        check (fn, gt_dev_linspace (t, x1, x1 + m * gt_etype_size (t),
                                    (std::size_t) m, (std::size_t) cols,
                                    sym, y->data (fn)));
      }
    return Y;
  }

  octave_value_list op_linspace (const octave_value_list& args, int)
  {
    return ovl (linspace_device ("linspace", args));
  }

  namespace
  {
    struct static_entry
    {
      const char *name;
      kind k;
      host_fcn f;
    };
  }

  // gpuArray.NAME (ARGS...): the creators, always on the device.
  octave_value_list static_method (const std::string& name,
                                   const octave_value_list& args,
                                   int nargout)
  {
    static const static_entry creators[] = {
      { "zeros", K_ZEROS, octave::Fzeros },
      { "ones", K_ONES, octave::Fones },
      { "eye", K_EYE, octave::Feye },
      { "rand", K_RAND, octave::Frand },
      { "randn", K_RANDN, octave::Frandn },
      { "randi", K_RANDI, randi_host },
      { "inf", K_INF, octave::FInf },
      { "Inf", K_INF, octave::FInf },
      { "nan", K_NAN, octave::FNaN },
      { "NaN", K_NAN, octave::FNaN },
      { "true", K_TRUE, octave::Ftrue },
      { "false", K_FALSE, octave::Ffalse },
    };
    for (const static_entry& e : creators)
      if (name == e.name)
        {
          const std::string fn = "gpuArray." + name;
          return creator (fn.c_str (), e.k, e.f, args, nargout, true);
        }
    if (name == "linspace")
      return ovl (linspace_device ("gpuArray.linspace", args));
    if (name == "logspace")
      {
        // Octave's logspace.m on a gpuArray START: its linspace and power
        // run on the device.
        const char *fn = "gpuArray.logspace";
        if (args.length () < 2 || args.length () > 3)
          fail (fn, "invalidInput",
                "gpuArray.logspace (A, B) or gpuArray.logspace (A, B, N)");
        octave_value_list h = args;
        for (int i = 0; i < h.length (); i++)
          if (h(i).is_string ())
            fail (fn, "invalidInput", "the arguments are numbers");
        octave_gpuarray::install ();
        if (! as_ga (h(0)))
          h(0) = upload (fn, h(0));
        return call_mfile ("logspace", h, 1);
      }
    if (name == "colon")
      {
        if (args.length () < 2 || args.length () > 3)
          fail ("gpuArray.colon", "invalidInput",
                "gpuArray.colon (A, B) or gpuArray.colon (A, STEP, B)");
        return host_then_upload ("gpuArray.colon", octave::Fcolon, nullptr,
                                 args, nargout);
      }
    fail ("gpuArray", "invalidInput", "gpuArray has no static method '%s' "
          "(gpuArray.zeros, ones, eye, rand, randn, randi, inf, nan, true, "
          "false, linspace, logspace and colon make gpuArrays)",
          name.c_str ());
  }

  // gpuArray.NAME as a function value.  Octave 7 indexes a value that is
  // not an object one index at a time: gpuArray.zeros (3) reaches the
  // placeholder's subsref as ".zeros" alone, then "(3)" on its result.
  // When that result is a function, the evaluator calls it with a last
  // "(...)" (gpuArray.zeros (3)), or with no arguments when none follows
  // (x = gpuArray.zeros); an index after the call (gpuArray.eye (3)(2, :))
  // reaches its subsref, which calls it with the first.  So subsref
  // answers ".NAME" with this.
  namespace
  {
    class static_fcn : public octave_builtin
    {
    public:
      static_fcn (fcn f, const std::string& name)
        : octave_builtin (f, "gpuArray." + name), m_name (name)
      { }

      octave_value_list subsref (const std::string& type,
                                 const std::list<octave_value_list>& idx,
                                 int nargout)
      {
        if (type[0] != '(')
          fail (name ().c_str (), "badIndex", "call it: %s (...)",
                name ().c_str ());
        octave_value_list r = static_method (m_name, idx.front (), nargout);
        if (idx.size () > 1 && r.length ())
          return r(0).next_subsref (nargout, type, idx);
        return r;
      }

      octave_value subsref (const std::string& type,
                            const std::list<octave_value_list>& idx)
      {
        octave_value_list r = subsref (type, idx, 1);
        return r.length () ? r(0) : octave_value ();
      }

    private:
      std::string m_name;
    };

    const char *const static_names[] = {
      "zeros", "ones", "eye", "rand", "randn", "randi", "inf", "Inf", "nan",
      "NaN", "true", "false", "linspace", "logspace", "colon"
    };
    const int n_static = sizeof static_names / sizeof static_names[0];

    template <int I>
    octave_value_list static_call (const octave_value_list& args,
                                   int nargout)
    {
      return static_method (static_names[I], args, nargout);
    }

    template <int... I>
    struct static_table
    {
      static constexpr octave_builtin::fcn fcns[] = { static_call<I>... };
    };
    template <int... I>
    constexpr octave_builtin::fcn static_table<I...>::fcns[];

    typedef static_table<0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14>
      all_static;
    static_assert (sizeof all_static::fcns / sizeof all_static::fcns[0]
                   == (std::size_t) n_static, "one function a name");
  }

  octave_value static_callable (const std::string& name)
  {
    for (int i = 0; i < n_static; i++)
      if (name == static_names[i])
        return octave_value (new static_fcn (all_static::fcns[i], name));
    // The error of an unknown name, as gpuArray.NAME (...) would give it.
    return static_method (name, octave_value_list (), 1)(0);
  }
}

using namespace ga;

// --------------------------------------------------------------------------
// Octave's creators, with "gpuArray" and "like".  The doc string
// "external-doc:NAME" makes `help zeros` show Octave's own help (inf and
// nan are documented under Inf and NaN).

#define GA_CREATOR(NAME, KIND, HOST, DOC)                                \
  DEFUNX_DLD (#NAME, Fga_create_##NAME, G##NAME, args, nargout,         \
              "external-doc:" DOC)                                      \
  {                                                                     \
    if (! touches_gpu (args))                                           \
      return HOST (args, nargout);                                      \
    return creator (#NAME, KIND, HOST, args, nargout, false);           \
  }

GA_CREATOR (zeros, K_ZEROS, octave::Fzeros, "zeros")
GA_CREATOR (ones, K_ONES, octave::Fones, "ones")
GA_CREATOR (eye, K_EYE, octave::Feye, "eye")
GA_CREATOR (rand, K_RAND, octave::Frand, "rand")
GA_CREATOR (randn, K_RANDN, octave::Frandn, "randn")
GA_CREATOR (inf, K_INF, octave::FInf, "Inf")
GA_CREATOR (Inf, K_INF, octave::FInf, "Inf")
GA_CREATOR (nan, K_NAN, octave::FNaN, "NaN")
GA_CREATOR (NaN, K_NAN, octave::FNaN, "NaN")
GA_CREATOR (true, K_TRUE, octave::Ftrue, "true")
GA_CREATOR (false, K_FALSE, octave::Ffalse, "false")

// randi and cast are m-files in Octave: their help is theirs, read when
// this library installs the function, with a paragraph on gpuArrays.

namespace
{
  std::string mfile_doc (const char *name, const char *extra)
  {
    std::string doc;
    try
      {
        octave::symbol_table& st
          = octave::interpreter::the_interpreter ()->get_symbol_table ();
        octave_value f = st.builtin_find (name);
        octave_function *fcn = f.is_defined () ? f.function_value (true)
                                               : nullptr;
        if (fcn && ! fcn->is_dld_function ())
          doc = fcn->doc_string ();
      }
    catch (...)
      {
      }
    std::size_t end = doc.rfind ("@end deftypefn");
    const std::size_t see = doc.rfind ("@seealso");
    if (see != std::string::npos && see < end)
      end = see;
    if (doc.find ("-*- texinfo -*-") == std::string::npos
        || end == std::string::npos)
      return std::string ("-*- texinfo -*-\n@deftypefn {} {} ") + name
             + " (@dots{})\nOctave's @code{" + name + "} (its help was "
             "not found), with gpuArrays.\n\n" + extra
             + "@end deftypefn\n";
    return doc.substr (0, end) + extra + "\n" + doc.substr (end);
  }

  octave_function * install_with_doc (octave_builtin::fcn f,
                                      const octave::dynamic_library& shl,
                                      bool relative, const char *name,
                                      const char *extra)
  {
    check_version (OCTAVE_API_VERSION, name);
    octave_dld_function *fcn
      = octave_dld_function::create (f, shl, name, mfile_doc (name, extra));
    if (relative)
      fcn->mark_relative ();
    return fcn;
  }
}

static octave_value_list Fga_create_randi (const octave_value_list& args,
                                           int nargout)
{
  if (! touches_gpu (args))
    return call_mfile ("randi", args, nargout);
  return creator ("randi", K_RANDI, randi_host, args, nargout, false);
}

extern "C" OCTAVE_EXPORT octave_function *
Grandi (const octave::dynamic_library& shl, bool relative)
{
  return install_with_doc (Fga_create_randi, shl, relative, "randi",
    "With the package gputiled, @code{randi (@dots{}, \"gpuArray\")} and "
    "@code{randi (@dots{}, \"like\", @var{G})} with a gpuArray @var{G} make "
    "the integers on the GPU (class \"double\" or \"single\"), from the "
    "generator that @code{gpu_rng} seeds.\n");
}

// --------------------------------------------------------------------- cast

namespace
{
  // cast's target for class name CLS and a source of complexity CPLX.
  gt_etype cast_type (const std::string& cls, bool cplx)
  {
    if (cls == "double")
      return make_type (false, cplx);
    if (cls == "single")
      return make_type (true, cplx);
    if (cls == "logical")
      return GT_E_BOOL;
    gt_etype ti;
    if (int_class (cls, &ti))
      {
        if (cplx)
          fail ("cast", "invalidInput", "invalid conversion from complex "
                "values to %s", cls.c_str ());
        return ti;
      }
    if (cls == "char")
      fail ("cast", "notSupported", "gpuArrays hold numeric and logical "
            "values: a conversion to char is not supported (gather the "
            "array first)");
    fail ("cast", "invalidInput", "type conversion to '%s' is not supported",
          cls.c_str ());
  }

  octave_value_list ga_cast (const octave_value_list& args, int nargout)
  {
    const int n = args.length ();
    octave_gpuarray::install ();
    if (n == 2 && args(1).is_string ())
      {
        const std::string cls = args(1).string_value ();
        if (cls == "gpuArray")
          return ovl (upload ("cast", args(0)));
        const octave_gpuarray *g = as_ga (args(0));
        if (! g)
          return call_mfile ("cast", args, nargout);
        return ovl (convert ("cast", args(0),
                             cast_type (cls, is_cplx (g->etype ()))));
      }
    if (n == 3 && is_word (args(1), "like"))
      {
        const octave_value& x = args(0);
        const octave_value& p = args(2);
        const octave_gpuarray *gx = as_ga (x), *gp = as_ga (p);
        // P's class and complexity; complex also when X is (cast.m's rule).
        const std::string cls = gp ? class_of (gp->etype ())
                                   : p.class_name ();
        const bool cplx = (gp ? is_cplx (gp->etype ()) : p.iscomplex ())
                          || (gx ? is_cplx (gx->etype ()) : x.iscomplex ());
        const gt_etype t = cast_type (cls, cplx);
        if (gx)
          return ovl (convert ("cast", x, t));
        // A host X: Octave's own conversion (saturation, rounding, NaN
        // checks), then to the device.
        if (! x.isnumeric () && ! x.islogical () && ! x.is_string ())
          fail ("cast", "invalidInput", "type conversion from '%s' is not "
                "supported", x.class_name ().c_str ());
        octave_value_list h (2);
        h(0) = x;
        h(1) = octave_value (cls);
        const octave_value hx = call_mfile ("cast", h, 1)(0);
        return ovl (convert ("cast", upload ("cast", hx), t));
      }
    fail ("cast", "invalidInput", "cast (X, TYPE) or cast (X, \"like\", P)");
  }
}

static octave_value_list Fga_create_cast (const octave_value_list& args,
                                          int nargout)
{
  // cast (X, "gpuArray") counts: it uploads X.
  if (! touches_gpu (args))
    return call_mfile ("cast", args, nargout);
  return ga_cast (args, nargout);
}

extern "C" OCTAVE_EXPORT octave_function *
Gcast (const octave::dynamic_library& shl, bool relative)
{
  return install_with_doc (Fga_create_cast, shl, relative, "cast",
    "With the package gputiled, @code{cast (@var{G}, @var{type})} of a "
    "gpuArray @var{G} is a gpuArray (@var{type} \"double\", \"single\" or "
    "\"logical\"), @code{cast (@var{X}, \"like\", @var{P})} is a "
    "gpuArray when @var{X} or @var{P} is one, and "
    "@code{cast (@var{X}, \"gpuArray\")} is @code{gpuArray (@var{X})}.\n");
}
