#!/usr/bin/env bash
# Runs a command with infra/runtime.env's settings. They must be in the environment before node
# starts: glibc reads MALLOC_ARENA_MAX at its first allocation, so node's --env-file is too late.
# A NODE_OPTIONS the caller set is kept, after ours (its flags win). This script is for processes
# started on a host, with no memory limit of their own; the image sets its ENV itself.
set -euo pipefail
caller_node_options=${NODE_OPTIONS:-}
set -a
# shellcheck source=../runtime.env
. "$(dirname "$0")/../runtime.env"
set +a
export NODE_OPTIONS="$NODE_OPTIONS $UNLIMITED_HOST_NODE_OPTIONS${caller_node_options:+ $caller_node_options}"
unset UNLIMITED_HOST_NODE_OPTIONS
exec "$@"
