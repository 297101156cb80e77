// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_device.cc - the devices of gpuArrays: gpuDeviceCount and
// __gputiled_device__ (the facts and actions behind gpuDevice.m and its
// parallel.gpu.CUDADevice objects).  On the core's host test backend
// there is one "device", the host's memory.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include <unistd.h>

#include <octave/oct.h>
#include <octave/oct-map.h>

#include "ga.h"

using namespace ga;

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
    const octave_value h = host_value (fn, v);
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
