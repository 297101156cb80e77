// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_method.cc - the part common to every compiled method of gpuArray
// (@gpuArray/NAME.oct, one per method, see ga_method_stub.cc).
//
// Why compiled methods: a function such as sum, given a gpuArray, is
// dispatched by Octave to the method @gpuArray/sum.  An m-file method
// costs Octave's call of a user function, about 10 us on every call (the
// whole of a device sum of a small array costs less).  A compiled method
// costs about as much as calling __gputiled_ga__ directly.
//
// Two things Octave 7 needs from such a method:
// - Octave keeps a function found in an @CLASS folder only when it says
//   it is a method of that class (is_legacy_method; an m-file there is
//   marked so when parsed, an oct-file's function is not), so the method
//   is an octave_dld_function that says so;
// - its code (the vtable of that class) lives in the method's oct-file,
//   which Octave unloads on `clear functions` while the function object
//   may still be alive: the file is linked with -z nodelete, as the core
//   library and __gputiled_ga__.oct are.
//
// A call of the method NAME calls __gputiled_ga__'s C++ function with
// NAME (device), "fallback", NAME or "gathered", NAME in front of its
// arguments, as the m-file methods used to; __gputiled_ga__.oct is never
// unloaded (-z nodelete), so the function pointer, looked up once, stays
// valid.

#include <string>

#include <octave/oct.h>
#include <octave/interpreter.h>
#include <octave/ov-builtin.h>
#include <octave/ov-dld-fcn.h>

#include "ga_method.h"

namespace
{
  class method : public octave_dld_function
  {
  public:
    method (octave_builtin::meth m, const octave::dynamic_library& shl,
            const char *name, int how, const char *help)
      : octave_dld_function (m, shl, name, help), m_how (how)
    { }

    bool is_legacy_method (const std::string& cname = "") const override
    {
      return cname.empty () || cname == "gpuArray";
    }

    int how () const { return m_how; }

  private:
    int m_how;
  };

  // __gputiled_ga__'s C++ function (PKG_ADD autoloads it).
  octave_builtin::fcn entry (octave::interpreter& interp)
  {
    static octave_builtin::fcn f = nullptr;
    if (! f)
      {
        octave_value v
          = interp.get_symbol_table ().find_function ("__gputiled_ga__");
        octave_function *fn = v.is_defined () ? v.function_value (true)
                                              : nullptr;
        octave_builtin *b = dynamic_cast<octave_builtin *> (fn);
        if (! b || ! b->function ())
          error_with_id ("gputiled:notInstalled",
                         "gpuArray: __gputiled_ga__ not found; is the "
                         "gputiled package loaded (pkg load gputiled)?");
        f = b->function ();
      }
    return f;
  }

  octave_value_list call (octave::interpreter& interp,
                          const octave_value_list& args, int nargout)
  {
    const method *self = dynamic_cast<const method *>
                           (interp.get_evaluator ().current_function ());
    if (! self)
      error_with_id ("gputiled:invalidInput",
                     "gpuArray: a compiled method called outside its frame");
    const int lead = self->how () == GA_HOW_DEVICE ? 1 : 2;
    const int n = args.length ();
    octave_value_list a (n + lead, octave_value ());
    if (lead == 2)
      a(0) = self->how () == GA_HOW_FALLBACK ? "fallback" : "gathered";
    a(lead - 1) = self->name ();
    for (int k = 0; k < n; k++)
      a(lead + k) = args(k);
    return entry (interp) (a, nargout);
  }
}

octave_function *ga_method_install (const octave::dynamic_library& shl,
                                    bool relative, const char *name,
                                    int how, const char *help)
{
  check_version (OCTAVE_API_VERSION, name);
  method *f = new method (call, shl, name, how, help);
  if (relative)
    f->mark_relative ();
  return f;
}
