# Sourced by the benchmark scripts (from the project root): $load, the
# Octave code that puts bench/ and gputiled on the path (the build tree
# GPUTILED_BUILD_DIR, else the package GPUTILED_PKG_LIST or the installed
# one finds), and $oct, the Octave command.
load="addpath ('$(pwd)/bench');"
if [ -n "${GPUTILED_BUILD_DIR:-}" ]; then
  load="$load addpath ('$(cd "$GPUTILED_BUILD_DIR" && pwd)', '$(pwd)/inst');"
else
  [ -n "${GPUTILED_PKG_LIST:-}" ] && load="$load pkg ('local_list', '$GPUTILED_PKG_LIST');"
  load="$load pkg ('load', 'gputiled');"
fi
oct="octave-cli --norc --no-history --no-window-system"
