## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {} gpu_script_setup (@var{name})
## The start of every GPU-machine script in @file{tests/gpu/}: put the
## test helpers (@file{tests/lib/}) on the path, load gputiled, from a
## build tree when @env{GPUTILED_BUILD_DIR} names one, else the installed
## package (through the package list in @env{GPUTILED_PKG_LIST} when set),
## then stop with @qcode{"@var{name}: no GPU"} when there is no usable GPU.
## @end deftypefn

function gpu_script_setup (name)
  tests = fileparts (fileparts (mfilename ("fullpath")));
  addpath (fullfile (tests, "lib"));
  build = getenv ("GPUTILED_BUILD_DIR");
  if (! isempty (build))
    addpath (build, fullfile (fileparts (tests), "inst"));
  else
    pkg_list = getenv ("GPUTILED_PKG_LIST");
    if (! isempty (pkg_list))
      pkg ("local_list", pkg_list);
    endif
    pkg load gputiled
  endif
  assert (gpu_available (), "%s: no GPU", name);
endfunction
