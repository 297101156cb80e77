# SPDX-License-Identifier: GPL-3.0-or-later
# Writes OUT/gputiled-VERSION.tar.gz: the package as `pkg install` takes it.
# Everything the build needs travels; build trees and VCS files do not.
set (name "gputiled-${VERSION}")
set (stage "${OUT}/dist-stage")
file (REMOVE_RECURSE "${stage}")
file (MAKE_DIRECTORY "${stage}/${name}")
foreach (f DESCRIPTION INDEX COPYING NEWS README.md CMakeLists.txt)
  file (COPY "${SRC}/${f}" DESTINATION "${stage}/${name}")
endforeach ()
foreach (d inst src cuda mex cmake doc tests bench)
  if (EXISTS "${SRC}/${d}")
    file (COPY "${SRC}/${d}" DESTINATION "${stage}/${name}"
          PATTERN "build" EXCLUDE PATTERN "*.mex" EXCLUDE PATTERN "*.oct" EXCLUDE
          PATTERN "*.so" EXCLUDE
          PATTERN "*.o" EXCLUDE)
  endif ()
endforeach ()
# The top directory's PKG_ADD and PKG_DEL: pkg install appends them to
# those of the package's architecture directory, beside the oct-file whose
# functions they autoload (cmake/pkg_add.cmake; the build tree gets the
# same files from CMakeLists.txt).
if (EXISTS "${SRC}/mex/gpuarray/functions.txt")
  set (PKG_ADD_FUNCTIONS "${SRC}/mex/gpuarray/functions.txt")
  set (PKG_ADD_OUT "${stage}/${name}")
  include ("${SRC}/cmake/pkg_add.cmake")
endif ()
file (REMOVE "${OUT}/${name}.tar.gz")
execute_process (
  COMMAND "${CMAKE_COMMAND}" -E tar czf "${OUT}/${name}.tar.gz" "${name}"
  WORKING_DIRECTORY "${stage}"
  RESULT_VARIABLE rc)
if (NOT rc EQUAL 0)
  message (FATAL_ERROR "tar failed: ${rc}")
endif ()
file (REMOVE_RECURSE "${stage}")
message (STATUS "wrote ${OUT}/${name}.tar.gz")
