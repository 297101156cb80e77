/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * __gputiled_info__.cc - the info struct of a call, made as Octave's own
 * value (internal; not for users).
 *
 *   info = __gputiled_info__ (record)
 *
 * RECORD is a uint8 row: a gw_info_record (gw_info_record.h) that the
 * gateway fills and passes through mexCallMATLAB.
 *
 * Why here and not in the C gateway: Octave 7's MEX interface makes a
 * struct slowly.  Built with mxCreateStructMatrix, each of its 20 values
 * is an mxArray that Octave converts and frees again (about 21 us on the
 * development machine for [C, info] over C); through Octave's struct ()
 * with kept values it was still about 12 us.  Here the fields go straight
 * into an octave_scalar_map, and the gateway makes one uint8 array.
 */
#include <cstring>
#include <string>

#include <octave/oct.h>
#include <octave/oct-map.h>

extern "C" {
#include "gw_info_record.h"
}

/* A string field of the record, cut at its end if it has no NUL. */
static std::string field_string (const char *s, std::size_t size)
{
  return std::string (s, strnlen (s, size));
}

static RowVector row3 (const unsigned v[3])
{
  RowVector r (3);
  for (int i = 0; i < 3; i++)
    r(i) = v[i];
  return r;
}

/* The devices a call ran on (indices) or their shares: a row, or [] for
   none (a CPU call). */
static octave_value devices (const gt_info &in, bool shares)
{
  const int n = in.ndevices > 0 && in.ndevices <= GT_MAX_DEVICES
                ? in.ndevices : 0;
  if (n == 0)
    return octave_value (Matrix ());
  RowVector r (n);
  for (int i = 0; i < n; i++)
    r(i) = shares ? (double) in.dev_work[i] : (double) in.dev_index[i];
  return octave_value (r);
}

DEFUN_DLD (__gputiled_info__, args, ,
           "-*- texinfo -*-\n@deftypefn {} {} __gputiled_info__ (@dots{})\n"
           "Internal to gputiled.\n@end deftypefn")
{
  gw_info_record rec;

  if (args.length () != 1 || ! args(0).is_uint8_type ()
      || args(0).numel () != (octave_idx_type) sizeof rec)
    error ("gputiled:invalidInput: __gputiled_info__: internal function");
  const uint8NDArray bytes = args(0).uint8_array_value ();
  std::memcpy (&rec, bytes.data (), sizeof rec);
  if (std::memcmp (rec.tag, GW_INFO_TAG, sizeof rec.tag) != 0)
    error ("gputiled:invalidInput: __gputiled_info__: internal function");

  /* The field names are made once; a map made from them only takes a
     reference to them. */
  static const char *const names[] = {
    "kernel", "tile", "config", "splits", "backend", "device", "grid",
    "block", "tiles", "devices", "shares", "init_ms", "staging_ms",
    "h2d_ms", "kernel_ms", "d2h_ms", "overlap_ms", "total_ms", "gflops",
    "gbps"
  };
  const octave_idx_type nf = sizeof names / sizeof names[0];
  static const octave_fields with_gbps (string_vector (names, nf));
  static const octave_fields without_gbps (string_vector (names, nf - 1));

  const gt_info &in = rec.info;
  const double k = in.kernel_ms;
  octave_scalar_map s (rec.gbps ? with_gbps : without_gbps);
  int i = 0;
  s.contents (i++) = field_string (in.kernel, sizeof in.kernel);
  s.contents (i++) = in.tile ? octave_value ((double) in.tile)
                             : octave_value (Matrix ());
  s.contents (i++) = field_string (in.config, sizeof in.config);
  s.contents (i++) = (double) in.splits;
  s.contents (i++) = field_string (in.backend, sizeof in.backend);
  s.contents (i++) = field_string (in.device, sizeof in.device);
  s.contents (i++) = row3 (in.grid);
  s.contents (i++) = row3 (in.block);
  s.contents (i++) = (double) in.tiles;
  s.contents (i++) = devices (in, false);
  s.contents (i++) = devices (in, true);
  s.contents (i++) = in.init_ms;
  s.contents (i++) = in.staging_ms;
  s.contents (i++) = in.h2d_ms;
  s.contents (i++) = in.kernel_ms;
  s.contents (i++) = in.d2h_ms;
  s.contents (i++) = in.overlap_ms;
  s.contents (i++) = in.total_ms;
  s.contents (i++) = k > 0 ? rec.flops / (k * 1e6) : 0.0;
  if (rec.gbps)
    s.contents (i++) = k > 0 ? in.bytes / (k * 1e6) : 0.0;
  return ovl (s);
}
