// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_method_stub.cc - one method of gpuArray as its own oct-file,
// @gpuArray/NAME.oct.  CMakeLists.txt compiles this file once per row of
// mex/gpuarray/methods/methods.cmake with -DGA_METHOD=NAME -DGA_HOW=HOW
// and links it with ga_method.cc.  Octave finds the method by its file
// name and calls the installer G<NAME> (as for any DEFUN_DLD); the work
// is in ga_method.cc.

#include "ga_method.h"
#include "ga_method_help.h"

#if ! defined (GA_METHOD) || ! defined (GA_HOW)
#  error "compile with -DGA_METHOD=NAME -DGA_HOW=HOW"
#endif

#define GA_STR_(x) #x
#define GA_STR(x) GA_STR_ (x)
#define GA_CAT_(a, b) a##b
#define GA_CAT(a, b) GA_CAT_ (a, b)

extern "C" __attribute__ ((visibility ("default"))) octave_function *
GA_CAT (G, GA_METHOD) (const octave::dynamic_library& shl, bool relative)
{
  return ga_method_install (shl, relative, GA_STR (GA_METHOD), GA_HOW,
                            GA_CAT (GA_HELP_, GA_METHOD));
}
