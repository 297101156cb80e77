## SPDX-License-Identifier: GPL-3.0-or-later
## The source tree's own rules (issue 35, point 4):
##  * every tracked source file carries its SPDX licence line;
##  * README.md has at most 250 lines, and every path it names exists;
##  * no source file in cuda/ or mex/ has more than 900 lines.
## They are checks of a source tree: where the tests run elsewhere (an
## unpacked tarball, a copy without .git) they are skipped and counted as
## skipped, the licence check wherever git cannot list the tracked files.

%!function root = tree_root ()
%!  root = fileparts (fileparts (fileparts (which ("ga_ready"))));  # tests/lib/
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

%!function out = path_tokens (s)
%!  ## The words of S that name files: with a slash (relative; not under
%!  ## build/, not a build product), or a file name with a source or
%!  ## document extension.  Absolute paths are the machine's, not the tree's.
%!  out = {};
%!  for w = regexp (s, '[^\s(),;:"''`]+', "match")
%!    t = regexprep (w{1}, '\.$', "");
%!    if (any (t == "/"))
%!      if (isempty (regexp (t, '^[\w@+-][\w.@+-]*(/[\w.@*+-]+)*/?$', "once"))
%!          || strncmp (t, "build/", 6)
%!          || ! isempty (regexp (t, '\.(mex|oct|so|o)$', "once")))
%!        continue;
%!      endif
%!    elseif (isempty (regexp (t, ['^[\w@*+-][\w.@*+-]*\.(m|tst|c|h|cc|cu|cuh|' ...
%!                                 'sh|md|txt|py|cmake|csv|png|texi)$'], "once")))
%!      continue;
%!    endif
%!    out{end+1} = t;
%!  endfor
%!endfunction

%!function tf = exists_in (root, dir, t)
%!  ## T, relative to DIR (or to ROOT with a slash in it), exists; a bare
%!  ## name with no DIR is a file anywhere in the tree but its build trees.
%!  if (any (t == "/") || ! isempty (dir))
%!    if (! any (t == "/"))
%!      t = [dir t];
%!    endif
%!    if (any (t == "*"))
%!      tf = ! isempty (glob (fullfile (root, t)));
%!    else
%!      tf = exist (fullfile (root, t), "file") || exist (fullfile (root, t), "dir");
%!    endif
%!    return;
%!  endif
%!  hits = glob (strcat (root, {"/", "/*/", "/*/*/", "/*/*/*/"}, t));
%!  hits = hits(cellfun (@isempty, regexp (hits, ['^' regexptranslate("escape", root) '/build'])));
%!  tf = ! isempty (hits);
%!endfunction

%!function missing = readme_missing (root, txt)
%!  ## The paths README.md names that the tree lacks: in `code` spans, in
%!  ## command lines (indented four; there only words with a slash: the
%!  ## others are options and output files), and in the Layout block, whose
%!  ## entries (a folder or file at the start of a line, indented two more
%!  ## for each level) name the folders the bare file names of their
%!  ## descriptions are in.
%!  missing = {};
%!  lines = strsplit (txt, "\n");
%!  fence = ! cellfun (@isempty, regexp (lines, '^```', "once"));
%!  inside = mod (cumsum (fence), 2) == 1 | fence;
%!  prose = strjoin (lines(! inside), "\n");
%!  for s = regexp (prose, '`([^`]+)`', "tokens")
%!    for t = path_tokens (s{1}{1})
%!      if (! exists_in (root, "", t{1}))
%!        missing{end+1} = t{1};
%!      endif
%!    endfor
%!  endfor
%!  for ln = lines(! inside & strncmp (lines, "    ", 4))
%!    for t = path_tokens (ln{1})
%!      if (any (t{1} == "/") && ! exists_in (root, "", t{1}))
%!        missing{end+1} = t{1};
%!      endif
%!    endfor
%!  endfor
%!  h = find (strcmp (lines, "## Layout"));
%!  assert (numel (h) == 1, "README.md has no \"## Layout\" section");
%!  f = find (fence & (1:numel (lines)) > h, 2);
%!  stack = {};                          # {indent, folder} of each level
%!  here = "";
%!  for i = f(1)+1:f(2)-1
%!    ln = lines{i};
%!    ind = numel (regexp (ln, '^ *', "match", "once"));
%!    w = regexp (ln, '^ *(\S+)(.*)$', "tokens", "once");
%!    if (isempty (w))
%!      continue;
%!    endif
%!    rest = ln;
%!    if (ind < 12 && ! isempty (path_tokens (w{1})))
%!      while (! isempty (stack) && stack{end}{1} >= ind)
%!        stack(end) = [];
%!      endwhile
%!      parent = "";
%!      if (! isempty (stack))
%!        parent = stack{end}{2};
%!      endif
%!      entry = [parent w{1}];
%!      if (! exists_in (root, "", entry) && ! exists_in (root, parent, w{1}))
%!        missing{end+1} = entry;
%!      endif
%!      here = parent;
%!      if (entry(end) == "/")
%!        here = entry;
%!        stack{end+1} = {ind, entry};
%!      endif
%!      rest = w{2};
%!    endif
%!    for t = path_tokens (rest)
%!      if (! exists_in (root, here, t{1}))
%!        missing{end+1} = [here t{1}];
%!      endif
%!    endfor
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

%!testif ; in_source_tree ()   # skipped: not a source tree
%! ## README.md: at most 250 lines (the rest is in doc/), and every path it
%! ## names exists.
%! root = tree_root ();
%! txt = fileread (fullfile (root, "README.md"));
%! n = numel (strfind (txt, "\n"));
%! assert (n <= 250, "README.md has %d lines: keep it to 250, the rest in doc/", n);
%! missing = readme_missing (root, txt);
%! assert (isempty (missing), "README.md names what the tree lacks: %s",
%!         strjoin (unique (missing), ", "));

%!testif ; in_source_tree ()   # skipped: not a source tree
%! ## No source file in cuda/ or mex/ has more than 900 lines.
%! root = tree_root ();
%! long = {};
%! todo = {"cuda", "mex"};
%! while (! isempty (todo))
%!   d = todo{1};
%!   todo(1) = [];
%!   for e = dir (fullfile (root, d))'
%!     if (e.name(1) == ".")
%!       continue;
%!     endif
%!     f = [d "/" e.name];
%!     if (e.isdir)
%!       todo{end+1} = f;
%!     elseif (is_source (root, f))
%!       n = numel (strfind (fileread (fullfile (root, f)), "\n"));
%!       if (n > 900)
%!         long{end+1} = sprintf ("%s (%d)", f, n);
%!       endif
%!     endif
%!   endfor
%! endwhile
%! assert (isempty (long), "over 900 lines: %s", strjoin (long, ", "));
