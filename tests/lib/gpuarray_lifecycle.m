## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## The crash matrix of issue 33, point 1: a SCRIPT, run by
## tests/suites/gpuarray_lifecycle.tst in a child octave-cli per case (it clears
## everything, and a crash must not take the test run with it).  The case
## is read from the environment variable GA_LIFECYCLE_CASE:
##
##   clear_all        clear all (two arrays kept alive in the root
##                    figure's appdata, which clear all does not reach)
##   clear_functions  clear functions
##   clear_f          clear -f
##   clear_all_fn     clear -all inside a function
##   pkg_reload       pkg unload gputiled, pkg load gputiled (rmpath and
##                    addpath of the package's directories where it runs
##                    from a build tree, not an install)
##   clear_oct        clear __gputiled_ga__
##   second_copy      a second copy of the oct-file and its core library
##                    loaded from another directory: an error with
##                    identifier gputiled:restartNeeded, never an abort
##
## Each case makes gpuArrays (one also inside a cell and a struct, and a
## copy that shares a buffer), does its step, then uses the surviving
## arrays again (values, operators, indexing, gather) and makes new ones.
## It prints "STEP <name>" after each step and "LIFECYCLE DONE <case>" at
## the end; any failed check is an error (exit status 1), a crash a
## signal.  The caller sets up the path (and the host test backend where
## there is no GPU) before it sources this file.

lc_case__ = getenv ("GA_LIFECYCLE_CASE");
cases__ = {"clear_all", "clear_functions", "clear_f", "clear_all_fn", ...
           "pkg_reload", "clear_oct", "second_copy"};
if (! any (strcmp (lc_case__, cases__)))
  error ("gpuarray_lifecycle: set GA_LIFECYCLE_CASE to one of: %s",
         strjoin (cases__, ", "));
endif
printf ("STEP start %s\n", lc_case__);

X = reshape (1:6, 2, 3);
Y = single ([1.5, -2; 0.25, 4]);
s0 = __gputiled_ga__ ("stats");
G = gpuArray (X);
H = gpuArray (Y);
K = G;                          # shares G's buffer
C = {G, "text", H};
S.a = G;
S.b = {H};
assert (isequal (gather (G), X) && isequal (gather (H), Y));
## Compiled methods (@gpuArray/NAME.oct) loaded before the step: the
## clears unload their oct-files while Octave still holds the functions.
assert (isequal (gather (sum (G, 2)), sum (X, 2)));
[m, i] = max (H(:));
assert (gather (m) == 4 && gather (i) == 4);
printf ("STEP made\n");

switch (lc_case__)

  case "clear_all"
    setappdata (0, "ga_lifecycle__", {G, C, s0});
    clear all
    printf ("STEP clear all\n");
    lc_case__ = getenv ("GA_LIFECYCLE_CASE");
    X = reshape (1:6, 2, 3);
    Y = single ([1.5, -2; 0.25, 4]);
    v = getappdata (0, "ga_lifecycle__");
    G = v{1};
    C = v{2};
    s0 = v{3};
    H = C{3};
    K = G;
    S.a = G;
    S.b = {H};
    clear v
    rmappdata (0, "ga_lifecycle__");

  case "clear_functions"
    clear functions
    printf ("STEP clear functions\n");

  case "clear_f"
    clear -f
    printf ("STEP clear -f\n");

  case "clear_all_fn"
    d__ = tempname ();
    mkdir (d__);
    fid = fopen (fullfile (d__, "ga_lifecycle_clear_fn__.m"), "w");
    fputs (fid, ["function ga_lifecycle_clear_fn__ ()\n" ...
                 "  L = gpuArray ([1 2 3]);\n" ...
                 "  clear -all\n" ...
                 "  printf ('STEP clear -all in a function\\n');\n" ...
                 "endfunction\n"]);
    fclose (fid);
    addpath (d__);
    ga_lifecycle_clear_fn__ ();
    rmpath (d__);
    confirm_recursive_rmdir (false);
    rmdir (d__, "s");

  case "pkg_reload"
    p = pkg ("list", "gputiled");
    installed = ! isempty (p) && p{1}.loaded;
    if (installed)
      pkg unload gputiled
      printf ("STEP pkg unload\n");
      assert (strcmp (class (G), "gpuArray"));
      pkg load gputiled
      printf ("STEP pkg load\n");
    else
      dirs = unique ({fileparts(which ("__gputiled_ga__")), ...
                      fileparts(which ("gpu_tiled_mm")), ...
                      fileparts(which ("__gputiled__"))});
      dirs = dirs(! cellfun (@isempty, dirs));
      rmpath (dirs{:});
      printf ("STEP pkg unload (rmpath of the build tree)\n");
      assert (strcmp (class (G), "gpuArray"));
      addpath (dirs{:});
      printf ("STEP pkg load (addpath of the build tree)\n");
    endif
    ## PKG_DEL may give the device memory back as gpu_reset does: then
    ## every old array is a gputiled:staleArray error; otherwise the old
    ## arrays keep their values.  Nothing else is allowed.
    try
      g = gather (G);
      stale = false;
    catch err
      assert (strcmp (err.identifier, "gputiled:staleArray"),
              "after pkg unload and load: '%s' (%s)", err.identifier, err.message);
      stale = true;
    end_try_catch
    if (stale)
      for code = {"G + 1;", "gather (C{1});", "S.b{1} * 2;", "K(1);", "gather (H);"}
        try
          eval (code{1});
          error ("gpuarray_lifecycle: %s after a stale gather gave no error", code{1});
        catch err
          assert (strcmp (err.identifier, "gputiled:staleArray"),
                  "%s: '%s' (%s)", code{1}, err.identifier, err.message);
        end_try_catch
      endfor
      printf ("STEP old arrays stale after the reload\n");
      G = gpuArray (X);
      H = gpuArray (Y);
      K = G;
      C = {G, "text", H};
      S.a = G;
      S.b = {H};
    endif

  case "clear_oct"
    clear __gputiled_ga__
    printf ("STEP clear __gputiled_ga__\n");

  case "second_copy"
    oct = which ("__gputiled_ga__");
    [odir, oname, oext] = fileparts (oct);
    assert (strcmp (oext, ".oct"), "__gputiled_ga__ is %s, not an oct-file", oct);
    ## The package's shared libraries the oct-file loads (ldd names them
    ## and where they were found), else those beside it.
    [st, out] = system (sprintf ("ldd '%s'", oct));
    libs = {};
    if (st == 0)
      t = regexp (out, '(\S*gputiled\S*)\s*=>\s*(/\S+)', "tokens");
      libs = cellfun (@(x) x{2}, t, "UniformOutput", false);
      names = cellfun (@(x) x{1}, t, "UniformOutput", false);
    endif
    if (isempty (libs))
      f = dir (fullfile (odir, "lib*.so*"));
      names = {f.name};
      libs = cellfun (@(n) fullfile (odir, n), names, "UniformOutput", false);
    endif
    assert (! isempty (libs), "no shared core library found for %s", oct);
    d__ = tempname ();
    mkdir (d__);
    copyfile (oct, d__);
    for i = 1:numel (libs)
      copyfile (libs{i}, fullfile (d__, names{i}));
    endfor
    printf ("STEP copied %s and %s\n", [oname oext], strjoin (names, ", "));
    ## What a newly installed copy's PKG_ADD does: the functions' autoloads
    ## point at the new oct-file (autoloads come before the path).
    copy__ = fullfile (d__, [oname oext]);
    autoload ("__gputiled_ga__", oct, "remove");
    autoload ("__gputiled_ga__", copy__);
    assert (strcmp (canonicalize_file_name (which ("__gputiled_ga__")),
                    canonicalize_file_name (copy__)),
            "the copy in %s is not the one found", d__);
    try
      __gputiled_ga__ ("stats");
      error ("gpuarray_lifecycle: the second copy of the oct-file gave no error");
    catch err
      assert (strcmp (err.identifier, "gputiled:restartNeeded"),
              "the second copy: '%s' (%s)", err.identifier, err.message);
      assert (! isempty (regexpi (err.message, "restart", "once")), err.message);
    end_try_catch
    printf ("STEP second copy refused\n");
    autoload ("__gputiled_ga__", copy__, "remove");
    autoload ("__gputiled_ga__", oct);
    confirm_recursive_rmdir (false);
    rmdir (d__, "s");
    printf ("STEP second copy removed from the path\n");

endswitch

## The surviving arrays: values, operators, indexing, assignment, gather.
assert (strcmp (class (G), "gpuArray") && strcmp (class (H), "gpuArray"));
assert (isequal (gather (G), X), "G after the step");
assert (isequal (gather (K), X), "K after the step");
assert (isequal (gather (C{1}), X) && strcmp (C{2}, "text")
        && isequal (gather (C{3}), Y), "C after the step");
assert (isequal (gather (S.a), X) && isequal (gather (S.b{1}), Y), "S after the step");
assert (isequal (gather (G + 1), X + 1));
assert (isequal (gather (G(2, :)), X(2, :)));
assert (isequal (gather (H'), Y'));
assert (isequal (gather (sum (G, 2)), sum (X, 2)));
K(1) = 100;
assert (isequal (gather (G), X) && gather (K(1)) == 100);
hit = 0;
if (G)
  hit = 1;
endif
assert (hit == 1);
printf ("STEP old arrays used\n");

## New arrays, by every way of making one.
N = gpuArray (magic (3));
assert (isequal (gather (N * 2), magic (3) * 2));
Z = zeros (2, 3, "gpuArray");
assert (isequal (gather (Z), zeros (2, 3)));
O = gpuArray.ones (2);
assert (isequal (gather (O), ones (2)));
assert (isequal (gather ([N(1, :), G(1, :)]), [8 1 6 1 3 5]));
printf ("STEP new arrays\n");

## Everything cleared: the device buffers are back where they started.
clear G H K C S N Z O g m i
s1 = __gputiled_ga__ ("stats");
assert (s1(1) == s0(1), "live buffers: %d before, %d after", s0(1), s1(1));
printf ("STEP buffers freed\n");
printf ("LIFECYCLE DONE %s\n", lc_case__);
