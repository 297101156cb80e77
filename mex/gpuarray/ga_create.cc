// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_create.cc - MATLAB's creators of gpuArrays, and the device functions.
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
//  * gpuDeviceCount and __gputiled_device__ (the facts and actions behind
//    gpuDevice.m and its parallel.gpu.CUDADevice objects).
//
// The numbers of rand, randn and randi come from the core's Philox4x32-10
// generator (gt_dev_random), which gpu_rng seeds.  linspace, logspace and
// colon are computed by Octave on the host and uploaded: the core has no
// index ("iota") kernel yet.

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>

#include <unistd.h>

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

namespace ga
{
  namespace
  {
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

    // V, gathered when it is a gpuArray.
    octave_value host (const char *fn, const octave_value& v)
    {
      const octave_gpuarray *g = as_ga (v);
      return g ? g->gather (fn) : v;
    }

    // --------------------------------------------- Octave's own functions

    typedef octave_value_list (*host_fcn) (const octave_value_list&, int);

    // Octave's function NAME that is not a builtin (an m-file: randi.m,
    // cast.m, logspace.m), past our own autoload of the same name:
    // builtin_find looks at builtins, then the load path, and only then
    // at autoloads.
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
      static const char *const ints[] = {
        "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64",
        "uint64"
      };
      for (const char *c : ints)
        if (word_is (cls, c))
          fail (fn, "notSupported", "gpuArrays hold double, single or "
                "logical values: class \"%s\" is not supported (make the "
                "array on the host, or ask for \"double\" or \"single\")",
                cls.c_str ());
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
      if ((k == K_INF || k == K_NAN || is_random (k)) && t == GT_E_BOOL)
        fail (fn, "invalidInput", "input followed by \"like\" must be "
              "floating point");
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

    // randi's bounds, as randi.m checks them.
    void randi_bounds (const char *fn, const octave_value& b0, double& imin,
                       double& imax)
    {
      const octave_value b = host (fn, b0);
      if (! b.isnumeric () || b.isempty ())
        fail (fn, "invalidInput", "IMIN and IMAX must be integer bounds");
      const NDArray v = b.iscomplex () ? real (b.complex_array_value ())
                                       : b.array_value ();
      for (octave_idx_type i = 0; i < v.numel (); i++)
        if (v(i) != std::trunc (v(i)))
          fail (fn, "invalidInput", "IMIN and IMAX must be integer bounds");
      if (v.numel () == 1)
        {
          imin = 1, imax = v(0);
          if (! (imax >= 1))
            fail (fn, "invalidInput", "require IMAX >= 1");
        }
      else
        {
          imin = v(0), imax = v(1);
          if (! (imax >= imin))
            fail (fn, "invalidInput", "require IMIN <= IMAX");
        }
      const double fmax = 9007199254740992.0;   // flintmax
      if (std::fabs (imax) >= fmax || std::fabs (imin) >= fmax)
        fail (fn, "invalidInput", "IMIN and IMAX must be smaller than "
              "flintmax()");
      if (imax - imin >= fmax - 1)
        fail (fn, "invalidInput", "integer range must be smaller than "
              "flintmax()-1");
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

    // G's buffer as a column of N elements of type T (a complex array's
    // real view: its (re, im) pairs as 2 N reals).
    octave_value view (const octave_gpuarray *g, gt_etype t, std::size_t n)
    {
      return octave_value (new octave_gpuarray (t, dim_vector (n, 1),
                                                g->buf ()));
    }

    // Uniform (rand) or normal (randn) numbers of type T.  Complex: both
    // parts random, as MATLAB's rand (..., "like", P) with a complex P;
    // randn's parts each of variance 1/2 (so that E|z|^2 is 1).
    octave_value random (const char *fn, kind k, gt_etype t,
                         const dim_vector& dv)
    {
      octave_gpuarray *g;
      octave_value r = make (fn, t, dv, &g);
      const std::size_t n = g->count ();
      if (! n)
        return r;
      const gt_etype rt = real_of (t);
      const std::size_t m = is_cplx (t) ? 2 * n : n;
      check (fn, gt_dev_random (k == K_RANDN, rt, g->data (fn), m));
      if (k == K_RANDN && is_cplx (t))
        {
          const octave_value s = binary (fn, GT_BIN_MUL, view (g, rt, m),
                                         octave_value (std::sqrt (0.5)));
          return octave_value (new octave_gpuarray (t, g->dims (),
                                                    as_ga (s)->buf ()));
        }
      return r;
    }

    // Integers from IMIN to IMAX: floor (u * (IMAX - IMIN + 1)) + IMIN of
    // double uniforms u in (0, 1), on the device.  u is at most 1 - 2^-53,
    // so the product rounds to at most IMAX - IMIN + 1 - ulp: the floor
    // never reaches the top.  (Each integer's share is exact to about
    // (IMAX - IMIN) / 2^53: randi.m's rejection step matters beyond that.)
    octave_value random_int (const char *fn, gt_etype t,
                             const dim_vector& dv, double imin, double imax)
    {
      const dim_vector d = canon (dv);
      const std::size_t n = d.safe_numel ();
      if (! n)
        return make (fn, t, d);
      const std::size_t m = is_cplx (t) ? 2 * n : n;
      octave_gpuarray *u;
      octave_value v = make (fn, GT_E_F64, dim_vector (m, 1), &u);
      check (fn, gt_dev_random (0, GT_E_F64, u->data (fn), m));
      v = binary (fn, GT_BIN_MUL, v, octave_value (imax - imin + 1));
      v = unary (fn, GT_UN_FLOOR, v);
      if (imin != 0)
        v = binary (fn, GT_BIN_ADD, v, octave_value (imin));
      if (real_of (t) == GT_E_F32)
        v = convert (fn, v, GT_E_F32);
      return octave_value (new octave_gpuarray (t, d, as_ga (v)->buf ()));
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
          return random (fn, k, t, dv);
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
          sz(i - first) = host (fn, args(i));
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
            h.append (host (fn, args(0)));
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
          h(i) = host (fn, args(i));
        }
      octave_value_list r = f ? f (h, nargout) : call_mfile (mfile, h, 1);
      octave_gpuarray::install ();
      return ovl (upload (fn, r(0)));
    }

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
      {
        if (args.length () < 2 || args.length () > 3)
          fail ("gpuArray.linspace", "invalidInput",
                "gpuArray.linspace (A, B) or gpuArray.linspace (A, B, N)");
        return host_then_upload ("gpuArray.linspace", octave::Flinspace,
                                 nullptr, args, nargout);
      }
    if (name == "logspace")
      {
        if (args.length () < 2 || args.length () > 3)
          fail ("gpuArray.logspace", "invalidInput",
                "gpuArray.logspace (A, B) or gpuArray.logspace (A, B, N)");
        return host_then_upload ("gpuArray.logspace", nullptr, "logspace",
                                 args, nargout);
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
    static const char *const others[] = {
      "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64",
      "uint64", "char"
    };
    for (const char *c : others)
      if (cls == c)
        fail ("cast", "notSupported", "gpuArrays hold double, single or "
              "logical values: a conversion to %s is not supported (gather "
              "the array first)", c);
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

// ------------------------------------------------------------------ devices

namespace
{
  bool host_backend (void)
  {
    return gt_dev_host_backend () != 0;
  }

  // The number of devices gpuArrays can use: 1 on the host test backend.
  int device_count (const char **why)
  {
    int count = 0;
    if (why)
      *why = "";
    if (host_backend ())
      return 1;
    gt_device_count (&count, why);
    return count;
  }

  // The device of the core's context, 0-based; -1 when none is open.
  int current_device (void)
  {
    if (host_backend ())
      return 0;   // its one "device" is always there
    int d = -1;
    gt_cache_stats (&d, nullptr, nullptr);
    return d;
  }

  [[noreturn]] void no_device (const char *fn, const char *why)
  {
    fail (fn, "noDevice", "no CUDA device (%s): gpuArrays need one (on "
          "host arrays, gpu_tiled_mm and gpu_sum take \"Backend\", \"cpu\")",
          why && why[0] ? why : "none found");
  }

  double host_memory (int name)
  {
    const long pages = sysconf (name), size = sysconf (_SC_PAGESIZE);
    return pages > 0 && size > 0 ? (double) pages * (double) size : 0.0;
  }

  double version_number (int v)   // 12020 -> 12.2
  {
    return v > 0 ? v / 1000 + ((v % 1000) / 10) / 10.0 : 0.0;
  }

  // The facts of device D (0-based) that parallel.gpu.CUDADevice shows.
  octave_scalar_map device_facts (const char *fn, int d)
  {
    octave_scalar_map s;
    const int cur = current_device ();
    if (host_backend ())
      {
        s.assign ("Name", "gputiled host test backend (CPU memory)");
        s.assign ("Index", 1.0);
        s.assign ("ComputeCapability", "0.0");
        s.assign ("SupportsDouble", true);
        s.assign ("DriverVersion", 0.0);
        s.assign ("ToolkitVersion", 0.0);
        s.assign ("MultiprocessorCount", 1.0);
        s.assign ("TotalMemory", host_memory (_SC_PHYS_PAGES));
        s.assign ("AvailableMemory", host_memory (_SC_AVPHYS_PAGES));
        s.assign ("DeviceAvailable", true);
        s.assign ("DeviceSupported", true);
        s.assign ("DeviceSelected", cur == 0);
        return s;
      }
    gt_device_info info;
    check (fn, gt_device_query (d, &info));
    char cc[16];
    std::snprintf (cc, sizeof cc, "%d.%d", info.cc_major, info.cc_minor);
    s.assign ("Name", info.name);
    s.assign ("Index", (double) d + 1);
    s.assign ("ComputeCapability", cc);
    s.assign ("SupportsDouble", true);
    s.assign ("DriverVersion", version_number (info.driver_version));
    s.assign ("ToolkitVersion", version_number (info.runtime_version));
    s.assign ("MultiprocessorCount", (double) info.multiprocessors);
    s.assign ("TotalMemory", (double) info.mem_total);
    s.assign ("AvailableMemory", (double) info.mem_free);
    s.assign ("DeviceAvailable", true);
    s.assign ("DeviceSupported", true);
    s.assign ("DeviceSelected", cur == d);
    return s;
  }

  // A 1-based device index argument, as a 0-based index.
  int index_arg (const char *fn, const octave_value& v)
  {
    const octave_value h = host (fn, v);
    if (! h.isnumeric () || h.numel () != 1 || h.iscomplex ())
      fail (fn, "invalidInput", "the device index is a positive integer");
    const double x = h.double_value ();
    if (! (x >= 1) || x != std::trunc (x) || x > 1024)
      fail (fn, "invalidInput", "the device index is a positive integer "
            "(1 for the first device), not %g", x);
    return (int) x - 1;
  }
}

DEFUN_DLD (gpuDeviceCount, args, nargout,
           "-*- texinfo -*-\n"
           "@deftypefn  {} {@var{n} =} gpuDeviceCount ()\n"
           "@deftypefnx {} {[@var{n}, @var{indices}] =} gpuDeviceCount "
           "(\"available\")\n"
           "@deftypefnx {} {[@var{n}, @var{indices}] =} gpuDeviceCount "
           "(\"all\")\n"
           "The number of CUDA devices gpuArrays can use (0 without a GPU), "
           "and their indices for @code{gpuDevice} (1-based).\n"
           "@seealso{gpuDevice, gpu_info}\n"
           "@end deftypefn")
{
  if (args.length () > 1
      || (args.length () == 1
          && ! is_word (args(0), "available") && ! is_word (args(0), "all")))
    fail ("gpuDeviceCount", "invalidInput", "gpuDeviceCount (), "
          "gpuDeviceCount (\"available\") or gpuDeviceCount (\"all\")");
  const int n = device_count (nullptr);
  octave_value_list r (nargout > 1 ? 2 : 1);
  r(0) = (double) n;
  if (nargout > 1)
    {
      RowVector idx (n);
      for (int i = 0; i < n; i++)
        idx(i) = i + 1;
      r(1) = idx;
    }
  return r;
}

DEFUN_DLD (__gputiled_device__, args, ,
           "-*- texinfo -*-\n"
           "@deftypefn {} {} __gputiled_device__ (@var{op}, @dots{})\n"
           "Internal to gputiled (gpuDevice and its objects):\n"
           "@code{(\"select\")} the current device, opened if none is;\n"
           "@code{(\"select\", @var{n})} device @var{n} (1-based);\n"
           "@code{(\"info\", @var{n})} its facts without selecting it;\n"
           "@code{(\"current\")} the selected device or 0;\n"
           "@code{(\"free\", @var{n})} its available memory;\n"
           "@code{(\"deselect\")}; @code{(\"reset\", @var{n})}; "
           "@code{(\"wait\", @var{n})}.\n"
           "@end deftypefn")
{
  const char *fn = "gpuDevice";
  if (args.length () < 1 || ! args(0).is_string ())
    fail ("__gputiled_device__", "invalidInput", "internal function");
  const std::string op = args(0).string_value ();
  const int nargs = args.length () - 1;
  if (op == "current")
    return ovl ((double) current_device () + 1);
  if (op == "deselect")
    {
      gt_shutdown ();   // what gpu_reset does: every gpuArray goes stale
      return ovl ();
    }
  const char *why = "";
  const int count = device_count (&why);
  if (count == 0)
    no_device (fn, why);
  int d = -1;
  if (nargs >= 1 && ! args(1).isempty ())
    {
      d = index_arg (fn, args(1));
      if (d >= count)
        fail (fn, "invalidDevice", "device %d does not exist: %d device%s "
              "found (gpuDeviceCount)", d + 1, count, count == 1 ? "" : "s");
    }
  if (op == "select")
    {
      // A change of device releases the old one's gpuArrays, as MATLAB's
      // gpuDevice (N) does; the same device keeps them.
      check (fn, gt_dev_open (d));
      return ovl (device_facts (fn, current_device ()));
    }
  if (op == "info")
    return ovl (device_facts (fn, d < 0 ? std::max (current_device (), 0)
                                         : d));
  if (d < 0)
    fail ("__gputiled_device__", "invalidInput", "%s: a device index",
          op.c_str ());
  if (op == "free")
    {
      if (host_backend ())
        return ovl (host_memory (_SC_AVPHYS_PAGES));
      gt_device_info info;
      check (fn, gt_device_query (d, &info));
      return ovl ((double) info.mem_free);
    }
  if (op == "wait")
    {
      // Work of the package runs on the selected device's stream.
      if (current_device () == d)
        check ("wait", gt_dev_sync ());
      return ovl ();
    }
  if (op == "reset")
    {
      gt_shutdown ();
      check ("reset", gt_dev_open (d));
      return ovl ();
    }
  fail ("__gputiled_device__", "invalidInput", "unknown operation '%s'",
        op.c_str ());
}
