#!/usr/bin/env bash
# Runs the given command with Node 24 first on PATH (fetched by ensure-node.sh when the machine's
# node is older), so `npm start` and `npm test` work on a machine that only has an older Node.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
nodedir="$(bash "$here/ensure-node.sh")"
export PATH="$nodedir/bin:$PATH"
export npm_config_nodedir="$nodedir"
exec "$@"
