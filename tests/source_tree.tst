## SPDX-License-Identifier: GPL-3.0-or-later
## The source tree's own rules (issue 35, point 4):
##  * every tracked source file carries its SPDX licence line.
## They are checks of a source tree: where the tests run elsewhere (an
## unpacked tarball, a copy without .git) they are skipped and counted as
## skipped, the licence check wherever git cannot list the tracked files.

%!function root = tree_root ()
%!  root = fileparts (fileparts (which ("ga_ready")));
%!endfunction

%!function tf = in_source_tree ()
%!  root = tree_root ();
%!  tf = (exist (fullfile (root, "README.md"), "file") == 2
%!        && exist (fullfile (root, "cuda", "gputiled.h"), "file") == 2
%!        && exist (fullfile (root, "mex"), "dir") == 7);
%!endfunction

%!function files = tracked_files ()
%!  ## The files git tracks, relative to the root; {} without a checkout
%!  ## (.git is a folder, or a file in a linked worktree) or without git.
%!  files = {};
%!  root = tree_root ();
%!  if (! in_source_tree () || ! exist (fullfile (root, ".git")))
%!    return;
%!  endif
%!  [st, out] = system (sprintf ("git -C '%s' ls-files -z 2> /dev/null", root));
%!  if (st == 0 && ! isempty (out))
%!    files = strsplit (out(1:end-1), char (0));
%!  endif
%!endfunction

%!function tf = is_source (root, f)
%!  ## Source by its name (C, CUDA, C++, Octave, shell, Python, CMake,
%!  ## make, the package's PKG_ADD and PKG_DEL) or by a shell's #! line.
%!  [~, name, ext] = fileparts (f);
%!  tf = (any (strcmp (ext, {".c", ".h", ".cu", ".cuh", ".cc", ".m", ".tst", ...
%!                           ".sh", ".py", ".cmake"}))
%!        || any (strcmp ([name ext], {"CMakeLists.txt", "Makefile", ...
%!                                     "PKG_ADD", "PKG_DEL"})));
%!  if (! tf && isempty (ext))
%!    fid = fopen (fullfile (root, f), "r");
%!    if (fid >= 0)
%!      line = fgetl (fid);
%!      fclose (fid);
%!      tf = ischar (line) && ! isempty (regexp (line, '^#!.*[/ ](ba|da)?sh( |$)', "once"));
%!    endif
%!  endif
%!endfunction

%!function bad = without_spdx (root, files)
%!  ## The source files among FILES without the SPDX line: in the first 40
%!  ## lines, in the comment syntax of the language; an m-file opens with it
%!  ## and its copyright line after it, one block, which Octave's help
%!  ## skips (a separate block, or the line inside the help text, would
%!  ## change what help shows).
%!  spdx = "SPDX-License-Identifier: GPL-3.0-or-later";
%!  bad = {};
%!  for k = 1:numel (files)
%!    f = files{k};
%!    if (exist (fullfile (root, f), "file") != 2 || ! is_source (root, f))
%!      continue;                        # deleted in the work tree, or data
%!    endif
%!    txt = fileread (fullfile (root, f));
%!    lines = strsplit (txt(1:min (end, 8000)), "\n");
%!    lines = lines(1:min (end, 40));
%!    [~, ~, ext] = fileparts (f);
%!    if (strcmp (ext, ".m"))
%!      ok = (numel (lines) >= 2 && strcmp (lines{1}, ["## " spdx])
%!            && strncmp (lines{2}, "## Copyright", 12));
%!    else
%!      ok = any (! cellfun (@isempty, strfind (lines, spdx)));
%!    endif
%!    if (! ok)
%!      bad{end+1} = f;
%!    endif
%!  endfor
%!endfunction

%!testif ; ! isempty (tracked_files ())   # skipped: no git checkout here
%! ## Every tracked source file has its SPDX line (the files git lists:
%! ## build trees and untracked files are not the tree's).
%! root = tree_root ();
%! files = tracked_files ();
%! assert (numel (files) > 100);
%! bad = without_spdx (root, files);
%! assert (isempty (bad), ["no \"SPDX-License-Identifier: GPL-3.0-or-later\"" ...
%!         " line at the top (m-files: the first line, then \"## Copyright" ...
%!         " ...\"): %s"], strjoin (bad, ", "));
