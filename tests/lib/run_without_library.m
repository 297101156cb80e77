## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn {} {[@var{status}, @var{out}] =} run_without_library (@var{var}, @var{lib}, @var{code})
## Run @var{code} in a fresh octave-cli with this session's path and the
## environment variable @var{var} naming @var{lib} in an empty temporary
## folder: a CUDA library loaded at run time (cuFFT, cuSOLVER) that is
## then missing, since the file a GPUTILED_ variable names is the only one
## tried.  @var{out} holds @code{ID=} and @code{MSG=} lines with the
## identifier and message of the error @var{code} raised, or
## @code{NO ERROR}.  For the tests of gputiled:missingLibrary on a GPU.
## @end deftypefn

function [status, out] = run_without_library (var, lib, code)
  d = tempname ();
  mkdir (d);
  unwind_protect
    script = fullfile (d, "missing_library.m");
    fid = fopen (script, "w");
    dirs = strsplit (path (), pathsep ());
    q = @(s) ["'" strrep(s, "'", "''") "'"];
    fprintf (fid, "addpath (%s);\n", strjoin (cellfun (q, dirs, "UniformOutput", false), ", "));
    fprintf (fid, ["try\n  %s;\n  disp ('NO ERROR');\n" ...
                   "catch err\n  printf ('ID=%%s\\nMSG=%%s\\n', err.identifier, err.message);\n" ...
                   "end_try_catch\n"], code);
    fclose (fid);
    octave = fullfile (OCTAVE_HOME (), "bin", "octave-cli");
    [status, out] = system (sprintf (["%s=%s '%s' --norc --no-history " ...
                                      "--no-window-system '%s' 2>&1"],
                                     var, fullfile (d, lib), octave, script));
  unwind_protect_cleanup
    confirm_recursive_rmdir (false, "local");
    rmdir (d, "s");
  end_unwind_protect
endfunction
