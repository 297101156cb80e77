## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn  {} {} gen_gpuarray_methods ()
## @deftypefnx {} {@var{files} =} gen_gpuarray_methods (@var{out})
## Write gpuArray's methods, the dispatch of the internal entry and the
## documented list of its functions from the one table
## mex/gpuarray/methods.txt (its header describes the columns):
##
## @table @file
## @item mex/gpuarray/methods/methods.cmake
## the methods, one for each @qcode{"device"}, @qcode{"fallback"} and
## @qcode{"host"} row, as @var{name}:@var{how}: the build compiles each
## into its own oct-file @@gpuArray/@var{name}.oct
## (mex/gpuarray/methods/ga_method.cc says how it calls
## @code{__gputiled_ga__});
## @item mex/gpuarray/methods/ga_method_help.h
## the help of each method (its calling forms, its sentence, where it
## runs) as the C string @code{GA_HELP_@var{name}};
## @item mex/gpuarray/ga_entries.h
## @code{GA_ENTRY (@var{name})} for each @qcode{"device"} and
## @qcode{"internal"} line (ga_funcs.cc maps @var{name} to the function
## @code{op_@var{name}});
## @item doc/gpuarray-functions.texi
## the functions by group, on the GPU and on the host, as Texinfo;
## @item mex/gpuarray/ga_methods_doc.h
## the same list as the C string @code{GA_METHODS_TEXINFO}, for the help
## of @code{gpuArray}.
## @end table
##
## The files go under @var{out} (default: the source tree this file is
## in); @var{files} lists them relative to it.  Methods that earlier
## versions wrote as m-files in inst/@@gpuArray are removed there.  Run from the source tree:
## @example
## octave-cli --eval "addpath ('tools'); gen_gpuarray_methods ()"
## @end example
## tests/suites/gpuarray_methods_table.tst runs it into a temporary directory
## and checks that the committed files are current.
## @end deftypefn

function files = gen_gpuarray_methods (out)

  root = fileparts (fileparts (mfilename ("fullpath")));
  if (nargin < 1)
    out = root;
  endif
  T = read_table (fullfile (root, "mex", "gpuarray", "methods.txt"));
  files = {};

  ## The methods: each is compiled into its own oct-file,
  ## @gpuArray/NAME.oct (mex/gpuarray/methods/), from the list CMake reads
  ## and the help texts; an m-file method would cost Octave's call of a
  ## user function (about 10 us) on every call.
  [m1, m2] = marker ();
  cm = sprintf (["# SPDX-License-Identifier: GPL-3.0-or-later\n" ...
                 "# %s\n# %s\n# The compiled methods of gpuArray: " ...
                 "NAME:HOW, HOW 0 device, 1 fallback,\n# 2 host " ...
                 "(CMakeLists.txt builds @gpuArray/NAME.oct from each).\n" ...
                 "set (GA_METHODS\n"], m1, m2);
  hh = sprintf (["/* SPDX-License-Identifier: GPL-3.0-or-later\n" ...
                 "   %s\n   %s\n   The help of each compiled method " ...
                 "(GA_HELP_NAME), for\n   ga_method_stub.cc. */\n"], m1, m2);
  for k = 1:numel (T)
    t = T(k);
    if (any (strcmp (t.how, {"internal", "mfile", "octave"})))
      continue;
    endif
    how = find (strcmp (t.how, {"device", "fallback", "host"})) - 1;
    cm = [cm sprintf("  %s:%d\n", t.name, how)];
    hh = [hh sprintf("#define GA_HELP_%s \\\n%s\n", t.name,
                     c_string (help_text (t), "  "))];
  endfor
  cm = [cm ")\n"];
  rel = fullfile ("mex", "gpuarray", "methods", "methods.cmake");
  write_file (out, rel, cm);
  files{end+1} = rel;
  rel = fullfile ("mex", "gpuarray", "methods", "ga_method_help.h");
  write_file (out, rel, hh);
  files{end+1} = rel;
  ## The m-file methods this generator once wrote (inst/@gpuArray keeps
  ## only the hand-written ones).
  mdir = fullfile (out, "inst", "@gpuArray");
  if (exist (mdir, "dir"))
    for f = dir (fullfile (mdir, "*.m"))'
      if (! isempty (strfind (fileread (fullfile (mdir, f.name)), m1)))
        unlink (fullfile (mdir, f.name));
      endif
    endfor
  endif

  ## The dispatch.
  txt = sprintf (["/* SPDX-License-Identifier: GPL-3.0-or-later\n" ...
                  "   %s\n   %s\n" ...
                  "   The operations of __gputiled_ga__ (OP is the " ...
                  "function op_OP, declared\n   in ga_funcs.h from " ...
                  "this list, dispatched by ga_funcs.cc): an X-macro\n" ...
                  "   list, included where GA_ENTRY is defined. */\n"],
                 m1, m2);
  for k = 1:numel (T)
    if (any (strcmp (T(k).how, {"device", "internal"})))
      txt = [txt sprintf("GA_ENTRY (%s)\n", T(k).name)];
    endif
  endfor
  rel = fullfile ("mex", "gpuarray", "ga_entries.h");
  write_file (out, rel, txt);
  files{end+1} = rel;

  ## The documented list.
  texi = list_texi (T);
  rel = fullfile ("doc", "gpuarray-functions.texi");
  write_file (out, rel, [sprintf(["@c SPDX-License-Identifier: " ...
                                   "GPL-3.0-or-later\n@c %s\n@c %s\n"],
                                  m1, m2) texi]);
  files{end+1} = rel;
  h = sprintf (["/* SPDX-License-Identifier: GPL-3.0-or-later\n" ...
                "   %s\n   %s\n" ...
                "   The documented list of gpuArray's functions " ...
                "(Texinfo), for the help of\n   gpuArray. */\n" ...
                "#ifndef GA_METHODS_DOC_H\n#define GA_METHODS_DOC_H\n" ...
                "#define GA_METHODS_TEXINFO \\\n"], m1, m2);
  h = [h c_string(texi, "  ") "\n"];
  h = [h "#endif\n"];
  rel = fullfile ("mex", "gpuarray", "ga_methods_doc.h");
  write_file (out, rel, h);
  files{end+1} = rel;

  ## The table of every function and where it runs.
  rel = fullfile ("doc", "gpuarray-functions.md");
  write_file (out, rel, list_md (T, read_ew_table (fullfile (root, "cuda",
                                                          "gt_ew_table.h")),
                                 m1, m2));
  files{end+1} = rel;

endfunction

## The first line of each generated file, and its second (after the
## comment leader of the file's language).
function [s, s2] = marker ()
  s = ["Generated by tools/gen_gpuarray_methods.m from " ...
       "mex/gpuarray/methods.txt:"];
  s2 = "edit the table, not this file.";
endfunction

## The table: a struct array with fields name, how, group, usage (a cell
## of forms) and doc.
function T = read_table (file)

  T = struct ("name", {}, "how", {}, "lib", {}, "group", {}, "usage", {},
              "doc", {});
  raw = strsplit (fileread (file), "\n");
  ## A line that starts with blanks continues the row above it.
  lines = {};
  at = [];
  for k = 1:numel (raw)
    l = raw{k};
    if (isempty (strtrim (l)) || strtrim (l)(1) == "#")
      continue;
    endif
    if (any (l(1) == " \t"))
      if (isempty (lines))
        error ("gen_gpuarray_methods: %s:%d: a continuation with no row",
               file, k);
      endif
      lines{end} = [lines{end} " " strtrim(l)];
    else
      lines{end+1} = strtrim (l);
      at(end+1) = k;
    endif
  endfor
  for j = 1:numel (lines)
    l = lines{j};
    k = at(j);
    c = strtrim (strsplit (l, "|"));
    if (numel (c) != 5)
      error (["gen_gpuarray_methods: %s:%d: expected 5 columns " ...
              "separated by |"], file, k);
    endif
    if (isempty (regexp (c{1}, '^(__)?[A-Za-z]\w*$', "once")))
      error ("gen_gpuarray_methods: %s:%d: '%s' is not a function name",
             file, k, c{1});
    endif
    hows = {"device", "fallback", "host", "internal", "mfile", "octave"};
    [how, lib] = strtok (c{2}, ":");
    lib = lib(2:end);
    if (! any (strcmp (how, hows)))
      error (["gen_gpuarray_methods: %s:%d: how is device, fallback, " ...
              "host, internal, mfile or octave, not '%s'"], file, k, c{2});
    endif
    if (! isempty (lib) && (! isfield (libraries (), lib)
                            || any (strcmp (how, {"fallback", "host"}))))
      error (["gen_gpuarray_methods: %s:%d: '%s': a library is one of " ...
              "%s, after device, internal, mfile or octave"], file, k,
             c{2}, strjoin (fieldnames (libraries ())', ", "));
    endif
    if (any (strcmp (c{1}, {T.name})))
      error ("gen_gpuarray_methods: %s:%d: %s is in the table twice",
             file, k, c{1});
    endif
    if (isempty (c{5}) || c{5}(end) != ".")
      error ("gen_gpuarray_methods: %s:%d: the doc of %s is one sentence",
             file, k, c{1});
    endif
    T(end+1) = struct ("name", c{1}, "how", how, "lib", lib, "group", c{3},
                       "usage", {strtrim(strsplit (c{4}, ";"))}, "doc", c{5});
  endfor

endfunction

## T's help: Texinfo with its calling forms, its sentence and where it
## runs.
function s = help_text (t)

  s = "-*- texinfo -*-\n";
  for k = 1:numel (t.usage)
    [lhs, rhs] = usage_texi (t.name, t.usage{k});
    if (k == 1)
      s = [s sprintf("@deftypefn  {} {%s} %s\n", lhs, rhs)];
    else
      s = [s sprintf("@deftypefnx {} {%s} %s\n", lhs, rhs)];
    endif
  endfor
  for l = wrap (texi_text (t.doc), 74)
    s = [s sprintf("%s\n", l{1})];
  endfor
  if (! isempty (t.lib))
    L = libraries ();
    s = [s sprintf("On the GPU, by %s.\n", L.(t.lib){2})];
  endif
  if (strcmp (t.how, "fallback"))
    s = [s sprintf(["On the host: Octave's @code{%s} of the gathered " ...
                    "values, numeric\nand logical results as gpuArrays; " ...
                    "the first call warns\n@code{gputiled:hostFallback}.\n"],
                   t.name)];
  elseif (strcmp (t.how, "host"))
    s = [s sprintf(["On the host: Octave's @code{%s} of the gathered " ...
                    "values, its results as\nOctave gives them.\n"],
                   t.name)];
  endif
  s = [s "@end deftypefn\n"];

endfunction

## TXT (lines ending in newlines) as a C string literal, one line of it
## per line of TXT, each indented by IND, continued with backslashes.
function s = c_string (txt, ind)
  lines = strsplit (txt(1:end-1), "\n");
  s = "";
  for k = 1:numel (lines)
    l = strrep (strrep (lines{k}, "\\", "\\\\"), "\"", "\\\"");
    s = [s sprintf("%s\"%s\\n\"", ind, l)];
    if (k < numel (lines))
      s = [s " \\\n"];
    endif
  endfor
endfunction

## Text for Texinfo: @, { and } escaped.
function s = texi_text (s)
  s = regexprep (s, '([@{}])', '@$1');
endfunction

## A calling form as Texinfo: "[M, I] = max (G, [], DIM)" gives LHS
## "[@var{M}, @var{I}] =" and RHS "max (@var{G}, [], @var{DIM})".
function [lhs, rhs] = usage_texi (name, u)

  lhs = "";
  k = strfind (u, " = ");
  if (! isempty (k))
    lhs = [form_texi(name, u(1:k(1)-1)) " ="];
    u = u(k(1)+3:end);
  endif
  rhs = form_texi (name, u);

endfunction

function s = form_texi (name, u)

  [tok, st, en] = regexp (u, '"[^"]*"|\.\.\.|[A-Za-z_]\w*', "match",
                          "start", "end");
  s = "";
  pos = 1;
  for k = 1:numel (tok)
    s = [s texi_text(u(pos:st(k)-1))];
    t = tok{k};
    if (t(1) == '"')
      s = [s "@qcode{" texi_text(t) "}"];
    elseif (strcmp (t, "..."))
      s = [s "@dots{}"];
    elseif (strcmp (t, name))
      s = [s t];
    else
      s = [s "@var{" t "}"];
    endif
    pos = en(k) + 1;
  endfor
  s = [s texi_text(u(pos:end))];

endfunction

## The words of S in lines of at most N characters.
function lines = wrap (s, n)
  words = strsplit (s, " ");
  lines = {};
  cur = "";
  for k = 1:numel (words)
    if (isempty (cur))
      cur = words{k};
    elseif (numel (cur) + 1 + numel (words{k}) <= n)
      cur = [cur " " words{k}];
    else
      lines{end+1} = cur;
      cur = words{k};
    endif
  endfor
  if (! isempty (cur))
    lines{end+1} = cur;
  endif
endfunction

## The functions by group: those on the GPU, then those on the host.
function s = list_texi (T)

  s = "";
  heads = {["Functions of gpuArrays that run on the GPU (besides the\n" ...
            "operators, indexing, concatenation, @code{reshape} and the\n" ...
            "elementwise functions):\n"], ...
           ["Functions answered on the host, by Octave's function of the\n" ...
            "gathered values (the first call of each warns\n" ...
            "@code{gputiled:hostFallback}).  Their numeric and logical\n" ...
            "results come back as gpuArrays, as MATLAB's functions return\n" ...
            "gpuArrays, except the answers about the arrays and the text\n" ...
            "(comparison, text), which are host values as in MATLAB:\n"]};
  for i = 1:2
    if (i == 1)
      sel = T(strcmp ({T.how}, "device") | strcmp ({T.how}, "mfile")
              | strcmp ({T.how}, "octave"));
    else
      sel = T(strcmp ({T.how}, "fallback") | strcmp ({T.how}, "host"));
    endif
    if (isempty (sel))
      continue;
    endif
    s = [s heads{i} "@table @asis\n"];
    groups = unique_stable ({sel.group});
    for g = groups
      in = sel(strcmp ({sel.group}, g{1}));
      list = strjoin (cellfun (@(n) ["@code{" n "}"], {in.name},
                               "UniformOutput", false), ", ");
      s = [s "@item " texi_text(g{1}) "\n"];
      for l = wrap (list, 68)
        s = [s l{1} "\n"];
      endfor
    endfor
    s = [s "@end table\n"];
  endfor
  s = [s "Each has its own help, e.g.@: @code{help @@gpuArray/sum}.\n"];

endfunction

## The libraries a row may name after its HOW (device:cufft): the word in
## the table, and how the help and the table of functions name it.
function L = libraries ()
  L = struct ("cufft", {{"cuFFT", "NVIDIA's cuFFT (loaded at run time)"}},
              "cusolver", {{"cuSOLVER", "NVIDIA's cuSOLVER (loaded at run time)"}},
              "cublas", {{"cuBLAS", "NVIDIA's cuBLAS (loaded at run time)"}},
              "cub", {{"CUB", "CUB (the CUDA toolkit's templates, compiled in)"}});
endfunction

## The elementwise operations of cuda/gt_ew_table.h: U the unary rows
## (key, mapper, cplx), B the binary rows' keys.
function E = read_ew_table (file)
  txt = fileread (file);
  un = regexp (txt, 'X \((\w+), (\w+), ([01]), \w+, ([01]), ([01])\)',
               "tokens");
  bin = regexp (txt, 'X \((\w+), (\w+), GT_BINK_(\w+), "[^"]*"\)', "tokens");
  if (isempty (un) || isempty (bin))
    error ("gen_gpuarray_methods: no elementwise operations in %s", file);
  endif
  E.un = cellfun (@(t) struct ("key", t{2}, "mapper", t{3} == "1",
                               "cplx", t{5} == "1"), un);
  E.bin = cellfun (@(t) struct ("key", t{2}, "kind", t{3}), bin);
endfunction

## Every function a gpuArray takes and where it runs, as Markdown: the
## operators and elementwise functions of the value type (from the
## elementwise table, and the type's own products, solves and
## transposes), then the table's functions by group.
function s = list_md (T, E, m1, m2)
  s = sprintf (["<!-- SPDX-License-Identifier: GPL-3.0-or-later -->\n" ...
                "<!-- %s -->\n<!-- %s -->\n" ...
                "<!-- The operators and elementwise functions come from " ...
                "cuda/gt_ew_table.h. -->\n" ...
                "# The functions a gpuArray takes, and where each runs\n\n" ...
                "- **GPU: package kernel**: a kernel of this package " ...
                "(`cuda/kernels/`).\n" ...
                "- **GPU: cuFFT, cuSOLVER, cuBLAS**: NVIDIA's library, " ...
                "loaded at run time (a missing one is\n  " ...
                "`gputiled:missingLibrary`).\n" ...
                "- **GPU: CUB**: the CUDA toolkit's sorting and scanning " ...
                "templates, compiled into the package.\n" ...
                "- **host fallback**: Octave's own function on the " ...
                "gathered values; numeric and logical\n  results come " ...
                "back as gpuArrays, and the first call warns " ...
                "`gputiled:hostFallback`.\n" ...
                "- **host**: Octave's function on the gathered values, " ...
                "its answer a host value (as in MATLAB).\n\n" ...
                "Any Octave function not listed here takes a gpuArray as " ...
                "a host fallback.  Some\nfunctions run on the GPU for " ...
                "most arguments and on the host for the rest: their\n" ...
                "help says which (`help @gpuArray/NAME`).\n\n" ...
                "Integer classes (`int8` ... `uint64`) follow Octave's " ...
                "rules (mex/gpuarray/ga_int.cc).\nUp to 32 bits, the " ...
                "operators, the mappers, `sum prod mean cumsum cumprod " ...
                "max min\ncummax cummin sort diff any all nnz find isnan " ...
                "isinf isfinite logical mod rem atan2\nhypot triu tril " ...
                "diag repmat conv2 convn kron idivide\nbitand bitor " ...
                "bitxor` and every conversion, indexing and concatenation " ...
                "run on the GPU\nas listed; other functions of integer " ...
                "arrays, the arithmetic of\n" ...
                "`int64` and `uint64` and integer powers of integers are " ...
                "host\nfallbacks.\n\n"], m1, m2);
  sym = struct ("plus", "`+`", "minus", "`-`", "times", "`.*`",
                "rdivide", "`./`", "power", "`.^`", "eq", "`==`",
                "ne", "`!=`", "lt", "`<`", "le", "`<=`", "gt", "`>`",
                "ge", "`>=`", "and", "`&`", "or", "`\\|`", "uminus", "`-x`",
                "not", "`!x`");
  s = [s "## Operators\n\n| operator | function | where |\n" ...
       "| --- | --- | --- |\n"];
  for b = E.bin
    if (isfield (sym, b.key))
      s = [s sprintf("| %s | `%s` | GPU: package kernel |\n", sym.(b.key),
                     b.key)];
    endif
  endfor
  for u = E.un
    if (isfield (sym, u.key))
      s = [s sprintf("| %s | `%s` | GPU: package kernel |\n", sym.(u.key),
                     u.key)];
    endif
  endfor
  s = [s "| `*` | `mtimes` | GPU: package kernel; cuBLAS above 256^3 " ...
       "(double) |\n" ...
       "| `\\`, `/` | `mldivide`, `mrdivide` | GPU: cuSOLVER and cuBLAS " ...
       "(square, full-rank over-determined); host fallback (singular, " ...
       "under-determined, rank-deficient) |\n" ...
       "| `'`, `.'` | `ctranspose`, `transpose` | GPU: package kernel |\n" ...
       "| `A(i)`, `A(i) = x`, `[A, B]` | indexing, assignment, " ...
       "concatenation | GPU: package kernel |\n\n"];
  s = [s "## Elementwise functions of the value type\n\n" ...
       "| function | where |\n" ...
       "| --- | --- |\n"];
  names = struct ("signum", "sign", "lgamma", "gammaln", "arg",
                  "angle`, `arg");
  for u = E.un
    if (! u.mapper)
      continue;
    endif
    n = u.key;
    if (isfield (names, n))
      n = names.(n);
    endif
    s = [s sprintf("| `%s` | GPU: package kernel%s |\n", n,
                   merge (u.cplx, "", " (complex input: host fallback)"))];
  endfor
  for b = E.bin
    if (! isfield (sym, b.key) && ! any (strcmp (b.key, {"max", "min"})))
      s = [s sprintf("| `%s` | GPU: package kernel |\n", b.key)];
    endif
  endfor
  s = [s "\n"];
  for g = unique_stable ({T.group})
    in = T(strcmp ({T.group}, g{1}) & ! strcmp ({T.how}, "internal"));
    if (isempty (in))
      continue;
    endif
    s = [s sprintf("## %s\n\n| function | where |\n| --- | --- |\n",
                   [upper(g{1}(1)) g{1}(2:end)])];
    for t = in
      switch (t.how)
        case "fallback"
          w = "host fallback";
        case "host"
          w = "host";
        case "octave"
          w = [gpu_where(t) " (Octave's own function, through gpuArray's " ...
               "operators, indexing and methods)"];
        otherwise
          w = gpu_where (t);
      endswitch
      s = [s sprintf("| `%s` | %s |\n", t.name, w)];
    endfor
    s = [s "\n"];
  endfor
endfunction

## "GPU: package kernel", or the library T runs on.
function w = gpu_where (t)
  if (isempty (t.lib))
    w = "GPU: package kernel";
  else
    L = libraries ();
    w = ["GPU: " L.(t.lib){1}];
  endif
endfunction

function u = unique_stable (c)
  u = {};
  for k = 1:numel (c)
    if (! any (strcmp (c{k}, u)))
      u{end+1} = c{k};
    endif
  endfor
endfunction

function make_dir (d)
  if (! exist (d, "dir"))
    [ok, msg] = mkdir (d);
    if (! ok)
      error ("gen_gpuarray_methods: cannot make %s: %s", d, msg);
    endif
  endif
endfunction

function write_file (out, rel, txt)
  f = fullfile (out, rel);
  make_dir (fileparts (f));
  fid = fopen (f, "w");
  if (fid < 0)
    error ("gen_gpuarray_methods: cannot write %s", f);
  endif
  fputs (fid, txt);
  fclose (fid);
endfunction
