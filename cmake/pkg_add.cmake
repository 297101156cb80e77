# SPDX-License-Identifier: GPL-3.0-or-later
# Writes PKG_ADD_OUT/PKG_ADD and PKG_ADD_OUT/PKG_DEL: the autoloads of the
# gpuArray type's functions, one for each name in PKG_ADD_FUNCTIONS
# (mex/gpuarray/functions.txt: one name a line; blank lines and lines
# starting with # are skipped), all from __gputiled_ga__.oct in the
# directory of the PKG_ADD file itself; then the type is registered.
# Octave runs a directory's PKG_ADD when the directory is added to the path
# and its PKG_DEL when it is removed.
#
#   cmake -DPKG_ADD_FUNCTIONS=mex/gpuarray/functions.txt -DPKG_ADD_OUT=dir \
#         -P cmake/pkg_add.cmake
# or include () it with the two variables set (cmake/dist.cmake does).
if (NOT PKG_ADD_FUNCTIONS OR NOT PKG_ADD_OUT)
  message (FATAL_ERROR "pkg_add.cmake: set PKG_ADD_FUNCTIONS and PKG_ADD_OUT")
endif ()
file (STRINGS "${PKG_ADD_FUNCTIONS}" _lines)
set (_names "")
foreach (_l IN LISTS _lines)
  string (STRIP "${_l}" _l)
  if (_l STREQUAL "" OR _l MATCHES "^#")
    continue ()
  endif ()
  if (NOT _l MATCHES "^[A-Za-z_][A-Za-z0-9_]*$")
    message (FATAL_ERROR "${PKG_ADD_FUNCTIONS}: not a function name: '${_l}'")
  endif ()
  list (APPEND _names "${_l}")
endforeach ()

# No variables: Octave runs these files in the caller's workspace.
set (_oct "fullfile (fileparts (mfilename (\"fullpath\")), \"__gputiled_ga__.oct\")")
set (_head "## Written by cmake/pkg_add.cmake from mex/gpuarray/functions.txt.\n")
set (_add "${_head}if (exist (${_oct}, \"file\"))\n")
set (_del "${_head}if (exist (${_oct}, \"file\"))\n")
foreach (_n IN LISTS _names)
  string (APPEND _add "  autoload (\"${_n}\", ${_oct});\n")
  string (APPEND _del "  autoload (\"${_n}\", ${_oct}, \"remove\");\n")
endforeach ()
string (APPEND _add "  try\n    __gputiled_ga__ (\"register\");\n  catch\n  end_try_catch\n")
string (APPEND _add "endif\n")
string (APPEND _del "endif\n")
file (WRITE "${PKG_ADD_OUT}/PKG_ADD" "${_add}")
file (WRITE "${PKG_ADD_OUT}/PKG_DEL" "${_del}")
