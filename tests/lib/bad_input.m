## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn {} {[@var{n}, @var{failures}] =} bad_input (@var{group})
## The bad-input suite: call public function @var{group} (or
## @qcode{"__gputiled__"}, the MEX file users can reach too) with every
## kind of wrong argument and check each answer.
##
## Each case is a line of code and what it must give:
## @itemize
## @item an identifier: the call must fail with exactly that identifier,
## and its message must start with the name of the function and a colon;
## @item @qcode{"any"}: the call may succeed, or fail with an identifier
## that starts with @qcode{"gputiled:"} and a message that starts with the
## name of one of the package's functions (robustness: garbage in every
## argument position of the MEX file).
## @end itemize
## Nothing here needs a GPU: each expected error is bad input, which the
## package must report before it looks for a device.
##
## Returns the number of cases tried and a cell array of one line per case
## that failed.  Run by bad_input.tst; also @code{bad_input ("all")}.
## @end deftypefn

function [n, failures] = bad_input (group)

  groups = {"gpu_tiled_mm", "gpu_sum", "gpu_max", "gpu_min", ...
            "gpu_available", "gpu_info", "gpu_reset", "gpu_bandwidth", ...
            "gpu_tiled_bench", "__gputiled__"};
  if (strcmp (group, "all"))
    n = 0;
    failures = {};
    for g = groups
      [ng, fg] = bad_input (g{1});
      n += ng;
      failures = [failures, fg];
    endfor
    return;
  endif
  switch (group)
    case "gpu_tiled_mm",    cases = mm_cases ();
    case "gpu_sum",         cases = sum_cases ();
    case {"gpu_max", "gpu_min"}, cases = minmax_cases (group);
    case {"gpu_available", "gpu_info", "gpu_reset"}
      cases = device_cases (group);
    case "gpu_bandwidth",   cases = bandwidth_cases ();
    case "gpu_tiled_bench", cases = bench_cases ();
    case "__gputiled__",    cases = mex_cases ();
    otherwise
      error ("bad_input: unknown group '%s'", group);
  endswitch
  n = rows (cases);
  failures = {};
  for i = 1:n
    why = run_case (cases{i,:});
    if (! isempty (why))
      failures{end+1} = sprintf ("%s  =>  %s", cases{i,3}, why);
    endif
  endfor

endfunction

## One case: "" when it behaved, else what went wrong.
function why = run_case (expect, fn, code)

  why = "";
  try
    evalc (code);
    if (! strcmp (expect, "any"))
      why = sprintf ("no error (expected %s)", expect);
    endif
  catch err
    if (strcmp (expect, "any"))
      ok = strncmp (err.identifier, "gputiled:", 9) ...
           && ! isempty (regexp (err.message, '^(gpu_\w+|__gputiled__): ', "once"));
    else
      ok = strcmp (err.identifier, expect) ...
           && strncmp (err.message, [fn ": "], numel (fn) + 2);
    endif
    if (! ok)
      why = sprintf ("%s: %s", err.identifier, err.message);
    endif
  end_try_catch

endfunction

## Values of the wrong class for a string option or a numeric one, and
## malformed numbers, as code.
function v = not_strings ()
  v = {"{""cuda""}", "struct (""a"", 1)", "@sin", "3", "true", "int8 (1)", ...
       "sparse (1)", "[]", "[""cu""; ""da""]", "[""cuda""]'", ...
       "repmat (""a"", [1 2 2])", "''", "1 + 2i", "single (NaN)"};
endfunction

function v = bad_numbers ()
  v = {"-1", "NaN", "Inf", "-Inf", "1e300", "[]", "1.5", "[16 32]", ...
       "{16}", "struct ()", "@sin", """16""", "16 + 1i", "ones (1, 1, 2)", ...
       "true", "zeros (0, 3)", "-2^31", "2^53"};
endfunction

## V without the entries in DROP.
function v = except (v, drop)
  v = v(! ismember (v, drop));
endfunction

## Rows {expect, fn, code} for FN called as PREFIX, NAME, VALUE, SUFFIX for
## each VALUE.
function c = with_values (expect, fn, prefix, name, values, suffix)
  c = cell (numel (values), 3);
  for i = 1:numel (values)
    c(i,:) = {expect, fn, sprintf("%s, ""%s"", %s%s)", prefix, name, ...
                                   values{i}, suffix)};
  endfor
endfunction

## The malformed option lists every function with name/value options takes.
function c = option_list_cases (fn, prefix, known)
  id = "gputiled:invalidOption";
  c = {id, fn, [prefix ", ""NoSuchOption"", 1)"];
       id, fn, [prefix ", """", 1)"];
       id, fn, [prefix ", 3, 4)"];
       id, fn, [prefix ", {""Kernel""}, 1)"];
       id, fn, [prefix ", [""Ke""; ""rn""], 1)"];
       id, fn, [prefix ", """ known """)"];
       id, fn, [prefix ", """ known """, 1, ""Backend"")"];
       id, fn, [prefix ", """ upper(known) "X"", 1)"]};
endfunction

function c = mm_cases ()

  fn = "gpu_tiled_mm";
  inv = "gputiled:invalidInput";
  opt = "gputiled:invalidOption";
  c = {inv, fn, "gpu_tiled_mm ()";
       inv, fn, "gpu_tiled_mm (ones (2))";
       inv, fn, "[a, b, c] = gpu_tiled_mm (ones (2), ones (2))";
       inv, fn, "[a, b, c] = gpu_tiled_mm (ones (2), ones (2), ""Backend"", ""cpu"")";
       ## Operands of a class * does not take.
       inv, fn, "gpu_tiled_mm ({1}, ones (2))";
       inv, fn, "gpu_tiled_mm (ones (2), {1})";
       inv, fn, "gpu_tiled_mm (struct (""a"", 1), 1)";
       inv, fn, "gpu_tiled_mm (1, struct ())";
       inv, fn, "gpu_tiled_mm (@sin, 2)";
       inv, fn, "gpu_tiled_mm (2, @sin)";
       inv, fn, "gpu_tiled_mm (sparse (eye (2)), eye (2))";
       inv, fn, "gpu_tiled_mm (eye (2), sparse (eye (2)))";
       inv, fn, "gpu_tiled_mm (sparse (2), 3)";
       inv, fn, "gpu_tiled_mm ({}, {})";
       inv, fn, "gpu_tiled_mm (int8 ([1 2; 3 4]), int8 ([1 2; 3 4]))";
       inv, fn, "gpu_tiled_mm (uint16 ([1 2]), [1; 2])";
       inv, fn, "gpu_tiled_mm ([1 2], int32 ([1; 2]))";
       inv, fn, "gpu_tiled_mm (int8 (3), int16 (3))";
       inv, fn, "gpu_tiled_mm (int8 (3), uint8 ([1 2]))";
       "gputiled:notSupported", fn, "gpu_tiled_mm (int64 (2), [1 2])";
       "gputiled:notSupported", fn, "gpu_tiled_mm ([1 2], uint64 ([1; 2]))";
       ## Mismatched sizes, 2-D and N-D, empty and not.
       "gputiled:nonconformant", fn, "gpu_tiled_mm (ones (2, 3), ones (2, 3))";
       "gputiled:nonconformant", fn, "gpu_tiled_mm (ones (1, 3), ones (1, 3))";
       "gputiled:nonconformant", fn, "gpu_tiled_mm (ones (3, 1), ones (3, 1))";
       "gputiled:nonconformant", fn, "gpu_tiled_mm (ones (2, 2, 2), ones (2))";
       "gputiled:nonconformant", fn, "gpu_tiled_mm (ones (2, 3), ones (2, 3, 2))";
       "gputiled:nonconformant", fn, "gpu_tiled_mm (zeros (0, 3), zeros (2, 0))";
       "gputiled:nonconformant", fn, "gpu_tiled_mm (zeros (3, 0), zeros (3, 0))";
       "gputiled:nonconformant", fn, "gpu_tiled_mm (single (ones (4, 5)), ones (4, 5))";
       "gputiled:nonconformant", fn, "gpu_tiled_mm (true (2, 3), ""ab"")";
       "gputiled:nonconformant", fn, "gpu_tiled_mm (ones (2, 3), ones (4, 5), ""Backend"", ""cpu"")";
       ## Sizes the tiled kernel refuses, before any device work.
       "gputiled:tileMultiple", fn, "gpu_tiled_mm (ones (17), ones (17), ""Kernel"", ""tiled"")";
       "gputiled:tileMultiple", fn, "gpu_tiled_mm (ones (32, 48), ones (48, 32), ""Kernel"", ""tiled"")";
       "gputiled:tileMultiple", fn, "gpu_tiled_mm (ones (16, 17), ones (17, 16), ""Kernel"", ""tiled"", ""Tile"", 16)"};
  c = [c; with_values(opt, fn, "gpu_tiled_mm (ones (2), ones (2)", "Kernel",
                      [not_strings(), {"""bogus""", """auto """, """naive,tiled""", """""", """cpu"""}], "")];
  c = [c; with_values(opt, fn, "gpu_tiled_mm (ones (2), ones (2)", "Tile",
                      [bad_numbers(), {"0", "8", "64", "17", "31"}], "")];
  c = [c; with_values(opt, fn, "gpu_tiled_mm (ones (2), ones (2)", "Backend",
                      [not_strings(), {"""gpu""", """cuda """, """"""}], "")];
  c = [c; with_values(opt, fn, "gpu_tiled_mm (ones (2), ones (2)", "Device",
                      [except(bad_numbers (), {"true"}), {"1024", "-0.5"}], "")];
  c = [c; option_list_cases(fn, "gpu_tiled_mm (ones (2), ones (2)", "Kernel")];
  c = [c; option_list_cases(fn, "gpu_tiled_mm (ones (2), ones (2), ""Backend"", ""cpu""", "Tile")];

endfunction

function c = sum_cases ()

  fn = "gpu_sum";
  inv = "gputiled:invalidInput";
  opt = "gputiled:invalidOption";
  c = {inv, fn, "gpu_sum ()";
       inv, fn, "[a, b, c] = gpu_sum (1)";
       inv, fn, "gpu_sum ({1})";
       inv, fn, "gpu_sum ({1}, ""Backend"", ""cpu"")";
       inv, fn, "gpu_sum (struct (""a"", 1))";
       inv, fn, "gpu_sum (@sin)";
       inv, fn, "gpu_sum ({})";
       "gputiled:notSupported", fn, "gpu_sum (sparse (eye (2)))";
       "gputiled:notSupported", fn, "gpu_sum (sparse ([true false]))";
       ## DIM: where sum refuses it too.
       inv, fn, "gpu_sum (ones (2), 0)";
       inv, fn, "gpu_sum (ones (2), -1)";
       inv, fn, "gpu_sum (ones (2), [])";
       inv, fn, "gpu_sum (ones (2), {})";
       inv, fn, "gpu_sum (ones (2), {1})";
       inv, fn, "gpu_sum (ones (2), struct ())";
       inv, fn, "gpu_sum (ones (2), @sin)";
       inv, fn, "gpu_sum (ones (2), zeros (1, 0))";
       ## The type argument.
       inv, fn, "gpu_sum (ones (2), ""bogus"")";
       inv, fn, "gpu_sum (ones (2), 1, ""bogus"")";
       inv, fn, "gpu_sum (ones (2), ""Native"")";
       inv, fn, "gpu_sum (ones (2), 1, ""native"", ""double"")";
       inv, fn, "gpu_sum (ones (2), ""native"", 1)";
       inv, fn, "gpu_sum (ones (2), 1, 2)";
       inv, fn, "gpu_sum (ones (2), 1, {""native""})";
       inv, fn, "gpu_sum (ones (2), 1, repmat (""native"", [1 1 2]))";
       inv, fn, "gpu_sum (ones (2), [""native""; ""double""])"};
  c = [c; with_values(opt, fn, "gpu_sum (ones (2)", "Kernel",
                      [not_strings(), {"""bogus""", """naive""", """fast """, """"""}], "")];
  c = [c; with_values(opt, fn, "gpu_sum (ones (2), 1", "Backend",
                      [not_strings(), {"""gpu"""}], "")];
  c = [c; with_values(opt, fn, "gpu_sum (ones (2), ""native""", "Device",
                      [except(bad_numbers (), {"true"}), {"1024"}], "")];
  c = [c; option_list_cases(fn, "gpu_sum (ones (2), 1", "Kernel")];
  c(end+1,:) = {opt, fn, "gpu_sum (ones (2), ""Tile"", 16)"};

endfunction

function c = minmax_cases (fn)

  inv = "gputiled:invalidInput";
  opt = "gputiled:invalidOption";
  nsup = "gputiled:notSupported";
  c = {inv, fn, [fn " ()"];
       inv, fn, ["[a, b, c, d] = " fn " (1)"];
       inv, fn, [fn " ({1})"];
       inv, fn, [fn " (struct ())"];
       inv, fn, [fn " (@sin, [], 1)"];
       inv, fn, [fn " ({}, [], 2)"];
       nsup, fn, [fn " (sparse (eye (2)))"];
       nsup, fn, [fn " ([1+2i, 3], ""Kernel"", ""interleaved"", ""Backend"", ""cpu"")"];
       nsup, fn, [fn " (ones (2), sparse (1))"];
       "gputiled:nonconformant", fn, [fn " (ones (2), ones (3), ""Backend"", ""cpu"")"];
       inv, fn, [fn " (int8 (ones (2)), uint8 (1), ""Backend"", ""cpu"")"];
       inv, fn, [fn " (ones (2), ""omitnan"")"];
       inv, fn, [fn " (ones (2), [], 0)"];
       inv, fn, [fn " (ones (2), [], -1)"];
       inv, fn, [fn " (ones (2), [], 1.5)"];
       inv, fn, [fn " (ones (2), [], NaN)"];
       inv, fn, [fn " (ones (2), [], [])"];
       inv, fn, [fn " (ones (2), [], {1})"];
       inv, fn, [fn " (ones (2), [], struct ())"];
       inv, fn, [fn " (ones (2), [], 1.5+1i)"];
       inv, fn, [fn " (ones (2), [], -2^30)"];
       inv, fn, [fn " (ones (2), [], ""x"", 1)"]};
  c = [c; with_values(opt, fn, [fn " (ones (2), [], 1"], "Kernel",
                      [not_strings(), {"""bogus""", """padded"""}], "")];
  c = [c; with_values(opt, fn, [fn " (ones (2)"], "Backend",
                      [not_strings(), {"""host"""}], "")];
  c = [c; with_values(opt, fn, [fn " (int8 (ones (2)), [], 2"], "Device",
                      [except(bad_numbers (), {"true"}), {"1024"}], "")];
  c = [c; option_list_cases(fn, [fn " (ones (2), [], 1"], "Backend")];

endfunction

function c = device_cases (fn)

  inv = "gputiled:invalidInput";
  args = {"1", "{}", "struct ()", "@sin", """Device""", """Device"", 0", "[]", ...
          "sparse (1)", "true", "int8 (1)", "ones (2, 2, 2)"};
  c = cell (numel (args), 3);
  for i = 1:numel (args)
    c(i,:) = {inv, fn, sprintf("%s (%s)", fn, args{i})};
  endfor
  switch (fn)
    case "gpu_available", c(end+1,:) = {inv, fn, "[a, b, c] = gpu_available ()"};
    case "gpu_info",      c(end+1,:) = {inv, fn, "[a, b] = gpu_info ()"};
    case "gpu_reset",     c(end+1,:) = {inv, fn, "a = gpu_reset ()"};
  endswitch

endfunction

function c = bandwidth_cases ()

  fn = "gpu_bandwidth";
  opt = "gputiled:invalidOption";
  c = {"gputiled:invalidInput", fn, "[a, b, c] = gpu_bandwidth ()";
       opt, fn, "gpu_bandwidth (1)";
       opt, fn, "gpu_bandwidth ({})";
       opt, fn, "gpu_bandwidth (""Plot"", false, ""File"", ""x.png"")";
       opt, fn, "gpu_bandwidth (""File"", fullfile (tempname (), ""x.png""))"};
  c = [c; with_values(opt, fn, "gpu_bandwidth (""Reps"", 1", "N",
                      [except(bad_numbers (), {"true", "2^53"}), {"0", "2^60"}], "")];
  c = [c; with_values(opt, fn, "gpu_bandwidth (""N"", 64", "Reps",
                      [except(bad_numbers (), {"true"}), {"0", "1001"}], "")];
  c = [c; with_values(opt, fn, "gpu_bandwidth (""N"", 64", "Offsets",
                      {"-1", "1025", "NaN", "{1}", """1""", "[]", "0.5", "ones (2)"}, "")];
  c = [c; with_values(opt, fn, "gpu_bandwidth (""N"", 64", "Strides",
                      {"0", "1025", "Inf", "{1}", "[]", "[1 2.5]"}, "")];
  c = [c; with_values(opt, fn, "gpu_bandwidth (""N"", 64", "Class",
                      [not_strings(), {"""int8""", """single,double"""}], "")];
  c = [c; with_values(opt, fn, "gpu_bandwidth (""N"", 64", "Plot",
                      {"2", "-1", "NaN", """yes""", "{true}", "[true true]", "[]"}, "")];
  c = [c; with_values(opt, fn, "gpu_bandwidth (""N"", 64", "File",
                      {"3", "{""a.png""}", "[""ab""; ""cd""]"}, "")];
  c = [c; option_list_cases(fn, "gpu_bandwidth (""N"", 64", "Reps")];

endfunction

function c = bench_cases ()

  fn = "gpu_tiled_bench";
  opt = "gputiled:invalidOption";
  c = {"gputiled:invalidInput", fn, "[a, b, c] = gpu_tiled_bench ()";
       opt, fn, "gpu_tiled_bench (1)";
       opt, fn, "gpu_tiled_bench (""CSV"", fullfile (tempname (), ""x.csv""))"};
  c = [c; with_values(opt, fn, "gpu_tiled_bench (""Backend"", ""cpu""", "Sizes",
                      [except(bad_numbers (), {"true", "[16 32]"}), {"0", "65537"}], "")];
  c = [c; with_values(opt, fn, "gpu_tiled_bench (""Backend"", ""cpu""", "Reps",
                      [except(bad_numbers (), {"true"}), {"0"}], "")];
  c = [c; with_values(opt, fn, "gpu_tiled_bench (""Backend"", ""cpu""", "Kernels",
                      {"{}", "3", "{3}", "{""naive"", 1}", "{""padded:24""}", ...
                       "{""two words""}", "{""naive:16:32""}", "struct ()"}, "")];
  c = [c; with_values(opt, fn, "gpu_tiled_bench (""Sizes"", 16", "Backend",
                      [not_strings(), {"""gpu"""}], "")];
  c = [c; with_values(opt, fn, "gpu_tiled_bench (""Backend"", ""cpu""", "Class",
                      [not_strings(), {"""half"""}], "")];
  c = [c; option_list_cases(fn, "gpu_tiled_bench (""Backend"", ""cpu""", "Reps")];

endfunction

## The MEX file directly: wrong commands, wrong argument counts, and garbage
## in every argument position of each command.
function c = mex_cases ()

  fn = "__gputiled__";
  c = {"gputiled:invalidInput", fn, "__gputiled__ ()";
       "gputiled:invalidInput", fn, "__gputiled__ (""bogus"")";
       "gputiled:invalidInput", fn, "__gputiled__ (""MMX"")";
       "gputiled:invalidInput", fn, "__gputiled__ ("""")";
       "gputiled:invalidOption", fn, "__gputiled__ (1)";
       "gputiled:invalidOption", fn, "__gputiled__ ({""mm""})";
       "gputiled:invalidOption", fn, "__gputiled__ ([""mm""; ""mm""])";
       "gputiled:invalidOption", fn, "__gputiled__ (repmat (""x"", 1, 1000))";
       "gputiled:invalidOption", fn, "__gputiled__ (@sin)";
       "gputiled:invalidOption", fn, "__gputiled__ (""inject"", ""bogus"")";
       "gputiled:invalidOption", fn, "__gputiled__ (""inject"", ""alloc"", 0)";
       "gputiled:invalidInput", fn, "__gputiled__ (""inject"")";
       "gputiled:invalidOption", fn, "__gputiled__ (""hostcopy_check"", 0)";
       "gputiled:invalidOption", fn, "__gputiled__ (""hostcopy_check"", ""x"")";
       "gputiled:invalidOption", fn, "__gputiled__ (""hostcopy_check"", 1.5)";
       "gputiled:invalidOption", fn, "__gputiled__ (""hostcopy_check"", 1, -1)";
       "gputiled:invalidInput", fn, "__gputiled__ (""hostcopy_check"")";
       "gputiled:invalidInput", fn, "__gputiled__ (""hostcopy_check"", 1, 2, 3)";
       "gputiled:invalidInput", fn, "[a, b] = __gputiled__ (""hostcopy_check"", 1)"};
  ## A valid argument list per command (on the CPU where there is a
  ## choice), with the public function it serves.
  valid = {"mm", "gpu_tiled_mm", {"ones (3)", "ones (3)", """auto""", "32", """cpu""", "-1"};
           "sum", "gpu_sum", {"ones (3)", "0", """default""", """fast""", """cpu""", "-1"};
           "max", "gpu_max", {"ones (3)", "0", """fast""", """cpu""", "-1"};
           "min", "gpu_min", {"ones (3)", "2", """sequential""", """cpu""", "-1"};
           "max2", "gpu_max", {"ones (3)", "ones (3)", """cpu""", "-1"};
           "min2", "gpu_min", {"ones (1, 3)", "ones (3, 1)", """cpu""", "-1"};
           "bandwidth", "gpu_bandwidth", {"""offset""", """single""", "1024", "1", "1", "-1"};
           "info", "gpu_info", {};
           "available", "gpu_available", {};
           "kernels", "gpu_tiled_mm", {};
           "reset", "gpu_reset", {}};
  garbage = {"{}", "struct (""a"", {1, 2})", "@sin", "sparse (eye (3))", ...
             "int64 (7)", "true (3)", "[""ab""; ""cd""]", "ones (2, 2, 2)", ...
             "NaN", "-Inf", "1e300", "-2", "zeros (0, 3)", "single (1+2i)", ...
             """""", "repmat (""z"", 1, 500)", "uint8 (32)"};
  for v = 1:rows (valid)
    [cmd, pub, args] = valid{v,:};
    ## Every argument count from none to two more than it takes, but the
    ## right one, is refused ("mm" also takes A and B alone: the default
    ## options, gpu_tiled_mm's short path).
    for k = 0:numel (args) + 2
      if (k != numel (args) && ! (strcmp (cmd, "mm") && k == 2))
        have = [args, repmat({"1"}, 1, 2)](1:k);
        c(end+1,:) = {"gputiled:invalidInput", pub, ...
                      mex_call(cmd, have)};
      endif
    endfor
    ## Garbage in each position: any gputiled: error, or a result.
    for p = 1:numel (args)
      for g = garbage
        have = args;
        have{p} = g{1};
        c(end+1,:) = {"any", pub, mex_call(cmd, have)};
      endfor
    endfor
    ## Too many outputs must not crash either.
    c(end+1,:) = {"any", pub, ["[o1, o2, o3, o4, o5] = " mex_call(cmd, args)]};
  endfor

endfunction

function s = mex_call (cmd, args)
  s = sprintf ("__gputiled__ (""%s""%s)", cmd, strjoin (strcat ({", "}, args), ""));
endfunction
