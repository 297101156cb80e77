// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_cat.cc - concatenation and resizing of gpuArrays: [G, H], [G; 1],
// cat, horzcat, vertcat.
//
// Octave concatenates values of a type it does not know in two steps (its
// generic path, used by [ ] and by cat): the first non-empty element is
// resized to the result's size, then each element is inserted at its
// offset through the cat operator installed for the pair of types.  Both
// steps run on the device here: resize fills the new array with zeros and
// copies the old block in, and each insertion is one scatter of the
// element into the result, in place when no other value shares the
// result's buffer.  A host element is uploaded; the result takes Octave's
// class (single wins, complex if any part is, logical only if all are).

#include <algorithm>
#include <cstring>

#include <octave/oct.h>
#include <octave/ov-typeinfo.h>

#include "ga.h"
extern "C" {
#include "octave_rules.h"
}

namespace ga
{
  // The element type of [a, b].
  static gt_etype join (gt_etype a, gt_etype b)
  {
    if (is_int (a) || is_int (b))
      {
        // the first integer class; a complex part is refused (Octave)
        gr_types ty;
        gr_promote (GR_K_CAT, a, b, &ty);
        if (ty.result == GT_E_NTYPES)
          fail ("cat", "invalidInput", "concatenation of %s and complex "
                "values is not defined (Octave refuses it too)",
                class_of (is_int (a) ? a : b));
        return ty.result;
      }
    if (a == GT_E_BOOL && b == GT_E_BOOL)
      return GT_E_BOOL;
    const bool single = (a != GT_E_BOOL && is_single (a))
                        || (b != GT_E_BOOL && is_single (b));
    return make_type (single, is_cplx (a) || is_cplx (b));
  }

  // Copy SRC (dense, dims SD) into DST (dims DD) at OFFSET (per dim).
  static void place (const char *fn, gt_etype t, void *dst,
                     const dim_vector& dd, const void *src,
                     const dim_vector& sd, const octave_idx_type *offset,
                     int noff)
  {
    const std::size_t n = sd.safe_numel ();
    if (! n)
      return;
    const int nd = dd.ndims () > sd.ndims () ? dd.ndims () : sd.ndims ();
    if (nd > GT_MAXDIMS)
      fail (fn, "notSupported", "arrays have at most %d dimensions",
            GT_MAXDIMS);
    gt_index ix;
    std::memset (&ix, 0, sizeof ix);
    ix.ndims = nd;
    std::size_t stride = 1;
    for (int d = 0; d < nd; d++)
      {
        ix.count[d] = d < sd.ndims () ? sd(d) : 1;
        ix.stride[d] = stride;
        ix.start[d] = d < noff ? offset[d] : 0;
        ix.step[d] = 1;
        ix.list[d] = nullptr;
        stride *= d < dd.ndims () ? dd(d) : 1;
      }
    check (fn, gt_dev_scatter (gt_etype_size (t), dst, &ix, src, 0));
  }

  // A gpuArray of type T and dims DV holding A's elements at the origin,
  // zeros elsewhere (ga.h).
  octave_value resized (const char *fn, const octave_value& a,
                               gt_etype t, const dim_vector& dv)
  {
    octave_gpuarray *y;
    octave_value r = make (fn, t, dv, &y);
    if (! y->count ())
      return r;
    check (fn, gt_dev_fill (t, y->data (fn), y->count (), 0, 0));
    if (! a.numel ())
      return r;
    octave_value c = convert (fn, a, t);
    const dim_vector ad = c.dims ();
    // The block of A that the new size keeps: all of it when growing;
    // when shrinking, gathered into a dense copy first.
    const int nd = std::max (ad.ndims (), dv.ndims ());
    if (nd > GT_MAXDIMS)
      fail (fn, "notSupported", "arrays have at most %d dimensions",
            GT_MAXDIMS);
    dim_vector keep;
    keep.resize (nd);
    bool shrink = false;
    for (int d = 0; d < nd; d++)
      {
        const octave_idx_type ea = d < ad.ndims () ? ad(d) : 1;
        const octave_idx_type en = d < dv.ndims () ? dv(d) : 1;
        keep(d) = std::min (ea, en);
        shrink = shrink || en < ea;
      }
    if (! keep.safe_numel ())
      return r;
    const void *src = as_ga (c)->data (fn);
    octave_value dense;
    if (shrink)
      {
        octave_gpuarray *k;
        dense = make (fn, t, keep, &k);
        gt_index ix;
        std::memset (&ix, 0, sizeof ix);
        ix.ndims = nd;
        std::size_t stride = 1;
        for (int d = 0; d < nd; d++)
          {
            ix.count[d] = keep(d);
            ix.stride[d] = stride;
            ix.step[d] = 1;
            stride *= d < ad.ndims () ? ad(d) : 1;
          }
        check (fn, gt_dev_gather (gt_etype_size (t), src, &ix,
                                  k->data (fn)));
        src = k->data (fn);
      }
    place (fn, t, y->data (fn), y->dims (), src, keep, nullptr, 0);
    return r;
  }

  // The cat operator: CTMP with ELT inserted at RA_IDX.
  static octave_value cat_insert (const octave_base_value& a,
                                  const octave_base_value& b,
                                  const Array<octave_idx_type>& ra_idx)
  {
    const char *fn = "cat";
    octave_value va (const_cast<octave_base_value *> (&a), true);
    octave_value vb (const_cast<octave_base_value *> (&b), true);
    const gt_etype ta = as_ga (va) ? as_ga (va)->etype ()
                                   : host_etype (fn, va);
    const gt_etype tb = as_ga (vb) ? as_ga (vb)->etype ()
                                   : host_etype (fn, vb);
    const gt_etype t = join (ta, tb);
    octave_value acc;
    // In place when CTMP is a gpuArray of the right type that nothing else
    // holds (Octave's own loop holds it once, VA once).
    if (as_ga (va) && ta == t && va.get_count () <= 2
        && (! as_ga (va)->buf () || as_ga (va)->buf ().use_count () == 1))
      acc = va;
    else
      acc = resized (fn, va, t, va.dims ());
    va = octave_value ();
    if (! vb.numel ())
      return acc;
    octave_value c = convert (fn, vb, t);
    octave_gpuarray *g = const_cast<octave_gpuarray *> (as_ga (acc));
    const dim_vector dd = g->dims ();
    const dim_vector sd = c.dims ();
    for (int d = 0; d < sd.ndims (); d++)
      {
        const octave_idx_type off = d < ra_idx.numel () ? ra_idx(d) : 0;
        if (off + sd(d) > (d < dd.ndims () ? dd(d) : 1))
          error ("concatenation operator not implemented for '%s' by '%s' "
                 "operations (dimensions %s at offset beyond %s)",
                 a.type_name ().c_str (), b.type_name ().c_str (),
                 dims_str (sd).c_str (), dims_str (dd).c_str ());
      }
    place (fn, t, g->data (fn), dd, as_ga (c)->data (fn), sd,
           ra_idx.data (), (int) ra_idx.numel ());
    return acc;
  }

  void install_cat (octave::type_info& ti, int t)
  {
    const string_vector names = ti.installed_type_names ();
    for (int u = 0; u < names.numel (); u++)
      if (u != t)
        {
          ti.install_cat_op (t, u, cat_insert);
          ti.install_cat_op (u, t, cat_insert);
        }
    ti.install_cat_op (t, t, cat_insert);
  }

}

octave_value octave_gpuarray::resize (const dim_vector& dv, bool) const
{
  octave_value self (const_cast<octave_gpuarray *> (this), true);
  return ga::resized ("resize", self, m_type, dv);
}
