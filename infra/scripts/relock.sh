#!/usr/bin/env bash
# Rewrites package-lock.json from package.json alone, with npm 11.6. The npm 11.19 on these machines
# writes lock files its own `npm ci` then rejects ("Missing: @swc/core-darwin-arm64 from lock file");
# a lock written from scratch by 11.6 is accepted by both. Run after `npm install` of a changed dependency.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export PATH="$(bash "$root/infra/scripts/ensure-node.sh")/bin:$PATH"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && git ls-files -z --cached --others --exclude-standard -- 'package.json' '*/package.json' | xargs -0 -I{} cp --parents {} "$tmp")
(cd "$tmp" && npx -y npm@11.6.0 install --package-lock-only --no-audit --no-fund --ignore-scripts >/dev/null)
cp "$tmp/package-lock.json" "$root/package-lock.json"
echo "package-lock.json rewritten"
