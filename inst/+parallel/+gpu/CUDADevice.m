## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

classdef CUDADevice < handle
  ## -*- texinfo -*-
  ## @deftypefn {} {@var{d} =} parallel.gpu.CUDADevice (@var{facts})
  ## A CUDA device, as @code{gpuDevice} returns it (MATLAB's class name).
  ## Its properties and the methods @code{wait} and @code{reset}:
  ## @code{help gpuDevice}.
  ## @seealso{gpuDevice, gpuDeviceCount}
  ## @end deftypefn

  properties (SetAccess = private)
    Name = "";
    Index = 0;
    ComputeCapability = "";
    SupportsDouble = true;
    DriverVersion = 0;
    ToolkitVersion = 0;
    MultiprocessorCount = 0;
    TotalMemory = 0;
    DeviceAvailable = false;
    DeviceSupported = false;
  endproperties

  ## Read from the device when asked for, as in MATLAB.
  properties (Dependent = true, SetAccess = private)
    AvailableMemory
    DeviceSelected
  endproperties

  methods

    function d = CUDADevice (facts)
      if (nargin == 0)
        return;
      endif
      if (! isstruct (facts))
        error ("gputiled:invalidInput",
               "parallel.gpu.CUDADevice: use gpuDevice () to get one");
      endif
      names = {"Name", "Index", "ComputeCapability", "SupportsDouble", ...
               "DriverVersion", "ToolkitVersion", "MultiprocessorCount", ...
               "TotalMemory", "DeviceAvailable", "DeviceSupported"};
      for i = 1:numel (names)
        if (isfield (facts, names{i}))
          d.(names{i}) = facts.(names{i});
        endif
      endfor
    endfunction

    function v = get.AvailableMemory (d)
      v = __gputiled_device__ ("free", d.Index);
    endfunction

    function v = get.DeviceSelected (d)
      v = d.Index > 0 && __gputiled_device__ ("current") == d.Index;
    endfunction

    function wait (d)
      ## Wait until the work queued on D is done.
      __gputiled_device__ ("wait", d.Index);
    endfunction

    function reset (d)
      ## Release every gpuArray and the memory the package keeps (as
      ## gpu_reset), keeping D selected.
      __gputiled_device__ ("reset", d.Index);
    endfunction

    function disp (d)
      if (numel (d) != 1)
        printf ("  %s array of parallel.gpu.CUDADevice objects\n",
                strjoin (arrayfun (@num2str, size (d), "uniformoutput",
                                   false), "x"));
        return;
      endif
      printf ("  CUDADevice with properties:\n\n");
      tbl = {"Name", sprintf("'%s'", d.Name);
              "Index", sprintf("%d", d.Index);
              "ComputeCapability", sprintf("'%s'", d.ComputeCapability);
              "SupportsDouble", sprintf("%d", d.SupportsDouble);
              "DriverVersion", sprintf("%g", d.DriverVersion);
              "ToolkitVersion", sprintf("%g", d.ToolkitVersion);
              "MultiprocessorCount", sprintf("%d", d.MultiprocessorCount);
              "TotalMemory", sprintf("%.0f (%.2f GB)", d.TotalMemory,
                                     d.TotalMemory / 1e9);
              "AvailableMemory", "";
              "DeviceAvailable", sprintf("%d", d.DeviceAvailable);
              "DeviceSupported", sprintf("%d", d.DeviceSupported);
              "DeviceSelected", ""};
      try
        m = d.AvailableMemory;
        tbl{9, 2} = sprintf ("%.0f (%.2f GB)", m, m / 1e9);
      catch err
        tbl{9, 2} = ["(" err.message ")"];
      end_try_catch
      tbl{12, 2} = sprintf ("%d", d.DeviceSelected);
      w = max (cellfun (@numel, tbl(:, 1)));
      for i = 1:rows (tbl)
        printf ("  %*s: %s\n", w + 2, tbl{i, 1}, tbl{i, 2});
      endfor
    endfunction

  endmethods

endclassdef
