## SPDX-License-Identifier: GPL-3.0-or-later
## The crash matrix of issue 33, point 1: with live gpuArrays (one also
## inside a cell and a struct), each of clear all, clear functions,
## clear -f, clear -all inside a function, pkg unload + pkg load,
## clear __gputiled_ga__, and a second copy of the oct-file (and its core
## library) loaded from another directory, in its own child octave-cli
## running tests/lib/gpuarray_lifecycle.m: the child must exit with status 0
## (never a crash or an abort) after printing, in order, the marker of
## every step: the step itself, the old arrays used again (or, after a
## reload whose PKG_DEL gave the device memory back, each a
## gputiled:staleArray error), new arrays made, and every device buffer
## freed.  The second copy must be refused with gputiled:restartNeeded.
## The child gets this session's path (its directories added with
## addpath, so that PKG_ADD runs), package list, and the host test
## backend where this session uses it.

## Run CODE (Octave statements) in a new octave-cli with this session's
## path (its directories added with addpath, so that their PKG_ADD files
## run), its package list, and the host test backend where this session
## uses it.  Returns the exit status and what it printed.
%!function [status, out] = child (code)
%!  d = tempname ();
%!  mkdir (d);
%!  unwind_protect
%!    script = fullfile (d, "ga_child_script.m");
%!    q = @(s) ["'" strrep(s, "'", "''") "'"];
%!    dirs = strsplit (path (), pathsep ());
%!    host = false;
%!    try
%!      host = ! gpu_available () && logical (__gputiled__ ("test", "host_device"));
%!    catch
%!    end_try_catch
%!    fid = fopen (script, "w");
%!    fprintf (fid, "parent_dirs__ = {%s};\n",
%!             strjoin (cellfun (q, dirs, "UniformOutput", false), ", "));
%!    fprintf (fid, "if (exist (%s, 'file'))\n  pkg ('local_list', %s);\nendif\n",
%!             q (pkg ("local_list")), q (pkg ("local_list")));
%!    fprintf (fid, ["new__ = parent_dirs__(! ismember (parent_dirs__, " ...
%!                   "strsplit (path (), pathsep ())));\n" ...
%!                   "if (! isempty (new__))\n  addpath (strjoin (new__, pathsep ()));\n" ...
%!                   "endif\nclear parent_dirs__ new__\n"]);
%!    if (host)
%!      fprintf (fid, "__gputiled__ ('test', 'host_device', true);\n");
%!    endif
%!    fprintf (fid, "%s\n", code);
%!    fclose (fid);
%!    octave = fullfile (OCTAVE_HOME (), "bin", "octave-cli");
%!    [status, out] = system (sprintf ("'%s' --norc --no-history --no-window-system '%s' 2>&1",
%!                                     octave, script));
%!  unwind_protect_cleanup
%!    confirm_recursive_rmdir (false, "local");
%!    rmdir (d, "s");
%!  end_unwind_protect
%!endfunction

## Run the lifecycle script for LC_CASE in a child: status 0, and the
## markers (the common ones around MARKERS, the case's own) in order.
%!function run_case (lc_case, markers)
%!  script = which ("gpuarray_lifecycle");
%!  assert (! isempty (script),
%!          "tests/lib/gpuarray_lifecycle.m is not on the path");
%!  [status, out] = child (sprintf ("setenv ('GA_LIFECYCLE_CASE', '%s');\nsource ('%s');",
%!                                  lc_case, script));
%!  markers = [{["STEP start " lc_case], "STEP made"}, markers, ...
%!             {"STEP old arrays used", "STEP new arrays", "STEP buffers freed", ...
%!              ["LIFECYCLE DONE " lc_case]}];
%!  assert (status == 0, "case %s: the child Octave exited with status %d:\n%s",
%!          lc_case, status, out);
%!  ## Each marker starts a line, after the one before it.
%!  at = 0;
%!  for k = 1:numel (markers)
%!    p = strfind (["\n" out], ["\n" markers{k}]);
%!    p = p(p > at);
%!    assert (! isempty (p), "case %s: no \"%s\" (in order) in:\n%s", lc_case,
%!            markers{k}, out);
%!    at = p(1);
%!  endfor
%!endfunction

%!testif ; ga_ready ()
%! run_case ("clear_all", {"STEP clear all"});

%!testif ; ga_ready ()
%! run_case ("clear_functions", {"STEP clear functions"});

%!testif ; ga_ready ()
%! run_case ("clear_f", {"STEP clear -f"});

%!testif ; ga_ready ()
%! run_case ("clear_all_fn", {"STEP clear -all in a function"});

%!testif ; ga_ready ()
%! ## pkg unload then pkg load (rmpath and addpath of the build tree where
%! ## the package is not installed).
%! run_case ("pkg_reload", {"STEP pkg unload", "STEP pkg load"});

%!testif ; ga_ready ()
%! run_case ("clear_oct", {"STEP clear __gputiled_ga__"});

%!testif ; ga_ready ()
%! ## A second copy of the oct-file, as when a new version is installed
%! ## while Octave runs: a gputiled:restartNeeded error, and the session
%! ## goes on with the first.
%! run_case ("second_copy", {"STEP copied", "STEP second copy refused", ...
%!                           "STEP second copy removed from the path"});

%!test
%! ## The script refuses a case it does not know (and needs no device).
%! script = which ("gpuarray_lifecycle");
%! [status, out] = child (sprintf ("setenv ('GA_LIFECYCLE_CASE', 'no_such_case');\nsource ('%s');",
%!                                 script));
%! assert (status != 0, out);
%! assert (! isempty (strfind (out, "set GA_LIFECYCLE_CASE to one of")), out);
