## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.

## -*- texinfo -*-
## @deftypefn  {} {@var{d} =} gpuDevice ()
## @deftypefnx {} {@var{d} =} gpuDevice (@var{n})
## @deftypefnx {} {} gpuDevice ([])
## The CUDA device of gpuArrays, as MATLAB's gpuDevice: an object of class
## @code{parallel.gpu.CUDADevice}.
##
## @code{gpuDevice ()} returns the selected device, selecting the first
## one if none is.  @code{gpuDevice (@var{n})} selects device @var{n}
## (1-based, as @code{gpuDeviceCount} counts): new gpuArrays are made
## there, and when it is another device than the selected one, the
## gpuArrays of the old one are released (using one afterwards is an error
## with identifier @code{gputiled:staleArray}).  The package's other calls
## (@code{gpu_tiled_mm}, @code{gpu_sum}, @dots{}) run there too unless they
## name their devices.  @code{gpuDevice ([])} deselects the device and
## releases every gpuArray, as @code{gpu_reset} does.
##
## The object's properties: @code{Name}, @code{Index},
## @code{ComputeCapability} (a string such as @qcode{"9.0"}),
## @code{SupportsDouble}, @code{DriverVersion}, @code{ToolkitVersion} (the
## CUDA runtime the package was built with), @code{MultiprocessorCount},
## @code{TotalMemory} and @code{AvailableMemory} (bytes; read when asked
## for), @code{DeviceAvailable}, @code{DeviceSupported} and
## @code{DeviceSelected}.  Its methods: @code{wait (@var{d})} waits until
## the work queued on the device is done (for timing: see also
## @code{gputimeit}); @code{reset (@var{d})} releases every gpuArray and
## the memory the package keeps, as @code{gpu_reset}, and keeps @var{d}
## selected.
##
## Without a CUDA device, @code{gpuDevice} is an error with identifier
## @code{gputiled:noDevice} and @code{gpuDeviceCount} is 0.
##
## @example
## @group
## d = gpuDevice ();
## printf ("%s, compute capability %s, %.1f GiB free\n", d.Name, ...
##         d.ComputeCapability, d.AvailableMemory / 2^30);
## G = gpuArray.rand (4096);  H = G * G;
## wait (d);                  # H is computed
## @end group
## @end example
## @seealso{gpuDeviceCount, gpuArray, gpu_info, gpu_reset}
## @end deftypefn

function d = gpuDevice (n)
  if (nargin == 0)
    s = __gputiled_device__ ("select");
  elseif (isnumeric (n) && isempty (n))
    __gputiled_device__ ("deselect");
    if (nargout > 0)
      d = [];
    endif
    return;
  else
    s = __gputiled_device__ ("select", n);
  endif
  d = parallel.gpu.CUDADevice (s);
endfunction
