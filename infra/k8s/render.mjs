import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * Renders a kustomization to objects. The renderer is, in order: $KUSTOMIZE (a kustomize binary),
 * `kubectl kustomize` when its built-in kustomize is recent enough, or the kustomize binary that
 * infra/k8s/ensure-kustomize.sh unpacks into .tools/ (CI runs it when kubectl is missing or old).
 * Debian bookworm's kubectl (kubernetes-client 1.20) embeds kustomize v2.0.3, which predates
 * `labels`, `replacements` and most of what overlays use today: it is refused, not half-trusted.
 */
export const MIN_KUSTOMIZE = [4, 5];
const repo = join(import.meta.dirname, '..', '..');
export const BUNDLED = join(repo, '.tools', 'kustomize', 'kustomize');

const run = (cmd, args, opts = {}) =>
  spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });

const parseVersion = (text) => {
  const m = /v?(\d+)\.(\d+)(?:\.(\d+))?/.exec(text ?? '');
  return m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : undefined;
};
const atLeast = (v, min) => v[0] > min[0] || (v[0] === min[0] && v[1] >= min[1]);

/**
 * Finds a usable renderer: `{ command, args, label }` (args get the directory appended), or
 * `{ error }` explaining what is missing or too old.
 */
export function findRenderer(env = process.env) {
  const tried = [];
  const standalone = (path, source) => {
    const r = run(path, ['version']);
    const v = r.status === 0 ? parseVersion(r.stdout) : undefined;
    if (v && atLeast(v, MIN_KUSTOMIZE))
      return { command: path, args: ['build'], label: `kustomize v${v.join('.')}` };
    tried.push(`${source} ${path}: ${v ? `kustomize v${v.join('.')} is too old` : 'does not run'}`);
    return undefined;
  };
  if (env.KUSTOMIZE) {
    const found = standalone(env.KUSTOMIZE, '$KUSTOMIZE');
    if (found) return found;
  }
  const kubectl = run('kubectl', ['version', '--client', '-o', 'json']);
  if (kubectl.error?.code === 'ENOENT') tried.push('kubectl: not on PATH');
  else {
    let info = {};
    try {
      info = JSON.parse(kubectl.stdout);
    } catch {
      // an unparsable answer is treated like a missing kustomize version below
    }
    const v = parseVersion(info.kustomizeVersion);
    const client = info.clientVersion?.gitVersion ?? 'unknown version';
    if (v && atLeast(v, MIN_KUSTOMIZE)) {
      return {
        command: 'kubectl',
        args: ['kustomize'],
        label: `kubectl ${client} (kustomize v${v.join('.')})`,
      };
    }
    tried.push(
      `kubectl ${client}: built-in kustomize ${v ? `v${v.join('.')}` : '(version not reported, so older than v4.5)'} is too old`,
    );
  }
  if (existsSync(BUNDLED)) {
    const found = standalone(BUNDLED, 'bundled');
    if (found) return found;
  }
  return {
    error:
      `no kustomize ≥ v${MIN_KUSTOMIZE.join('.')} found (${tried.join('; ')}). Install kubectl ≥ 1.24, ` +
      'set KUSTOMIZE to a kustomize binary, or run `bash infra/k8s/ensure-kustomize.sh`.',
  };
}

/** Renders `dir` and returns its objects (empty documents dropped). Throws with kustomize's stderr on failure. */
export function render(dir, renderer = findRenderer()) {
  if (renderer.error) throw new Error(renderer.error);
  const r = run(renderer.command, [...renderer.args, dir]);
  if (r.error) throw new Error(`${renderer.label}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${renderer.label} failed on ${dir}:\n${r.stderr.trim()}`);
  return parseYamlStream(r.stdout, dir);
}

/** Parses a multi-document YAML stream; a syntax error names the source. */
export function parseYamlStream(text, source) {
  const objects = [];
  for (const doc of parseAllDocuments(text, { merge: true })) {
    if (doc.errors.length > 0) throw new Error(`${source}: ${doc.errors[0].message}`);
    const value = doc.toJS({ maxAliasCount: -1 });
    if (value !== null && value !== undefined) objects.push(value);
  }
  return objects;
}
