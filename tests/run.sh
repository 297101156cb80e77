#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs every gputiled test: the %! blocks of each installed function and the
# suites in tests/suites/ (their helpers: tests/lib/).  The last line reads
# "N passed, N failed, N skipped"; the exit status is non-zero when a test
# failed or none ran.
#
#   tests/run.sh                          tests the package `pkg load gputiled` finds
#   GPUTILED_PKG_LIST=FILE tests/run.sh   ... found through that package list
#   GPUTILED_BUILD_DIR=build tests/run.sh tests a build tree, not an install
here=$(cd "$(dirname "$0")" && pwd)
exec "${OCTAVE:-octave-cli}" --norc --no-history --no-window-system \
  --eval "addpath ('$here'); exit (gputiled_runtests ())"
