/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * __gputiled_alloc__.cc - an uninitialised array for the MEX gateway's
 * large results (internal; not for users).
 *
 *   X = __gputiled_alloc__ (class, rows, columns, complex)
 *
 * Why this one C++ file: an Octave without the polymorphic allocator (7.x
 * as Debian and others build it) copies every array a MEX file returns,
 * element by element, into a fresh array; for a 4096 x 4096 product that
 * copy costs more than the whole GPU computation.  An array made here is an
 * ordinary Octave value: the gateway gets it through mexCallMATLAB, writes
 * the result into its data and returns it, and Octave takes it as it is.
 * Octave's own constructors would zero the memory first (one more pass, on
 * one thread); this leaves it untouched, so that the first touch happens on
 * the core's copy threads.
 */
#include <memory>

#include <octave/oct.h>
#include <octave/ov-cx-mat.h>
#include <octave/ov-flt-cx-mat.h>
#include <octave/ov-flt-re-mat.h>
#include <octave/ov-re-mat.h>

/* Array takes ownership of memory from its allocator, unconstructed.  The
   value is made from the matrix object directly: octave_value's array
   constructors would look at every element (narrowing a complex array
   whose imaginary parts happen to read as zero to a real one). */
template <typename T, typename A, typename OV>
static octave_value uninit (octave_idx_type m, octave_idx_type n)
{
  T *p = std::allocator<T> ().allocate (m * n > 0 ? m * n : 1);
  return octave_value (new OV (A (Array<T> (p, dim_vector (m, n)))));
}

DEFUN_DLD (__gputiled_alloc__, args, ,
           "-*- texinfo -*-\n@deftypefn {} {} __gputiled_alloc__ (@dots{})\n"
           "Internal to gputiled.\n@end deftypefn")
{
  if (args.length () != 4)
    error ("gputiled:invalidInput: __gputiled_alloc__: internal function");
  const std::string cls = args(0).string_value ();
  const octave_idx_type m = args(1).idx_type_value ();
  const octave_idx_type n = args(2).idx_type_value ();
  const bool cplx = args(3).bool_value ();
  if (m < 0 || n < 0)
    error ("gputiled:invalidInput: __gputiled_alloc__: negative size");
  if (cls == "double")
    return cplx ? uninit<Complex, ComplexNDArray, octave_complex_matrix> (m, n)
                : uninit<double, NDArray, octave_matrix> (m, n);
  if (cls == "single")
    return cplx ? uninit<FloatComplex, FloatComplexNDArray,
                         octave_float_complex_matrix> (m, n)
                : uninit<float, FloatNDArray, octave_float_matrix> (m, n);
  error ("gputiled:invalidInput: __gputiled_alloc__: class %s", cls.c_str ());
}
