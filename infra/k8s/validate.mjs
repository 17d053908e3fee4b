#!/usr/bin/env node
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findRenderer, parseYamlStream, render } from './render.mjs';
import { checkObject, describe } from './schema-check.mjs';

/**
 * `npm run k8s:validate`: renders each overlay with kustomize and checks every object offline
 * against the Kubernetes OpenAPI schemas and the operators' CRD schemas (kubernetes-models),
 * failing on wrong types, missing required fields, unknown fields and kinds we hold no schema for.
 *
 *   node infra/k8s/validate.mjs                       # k8s/overlays/dev, k8s/overlays/prod + examples
 *   node infra/k8s/validate.mjs DIR... [--file F...]   # given kustomizations and plain manifest files
 */
const repo = join(import.meta.dirname, '..', '..');
const DEFAULT_DIRS = ['k8s/overlays/dev', 'k8s/overlays/prod'];
// Manifests kept beside the tree but not rendered by any overlay: still held to the schemas.
const DEFAULT_FILES = ['k8s/base/services/external-secret.example.yaml'];

function parseArgs(argv) {
  const dirs = [];
  const files = [];
  let target = dirs;
  for (const arg of argv) {
    if (arg === '--file') target = files;
    else if (arg === '--dir') target = dirs;
    else target.push(arg);
  }
  if (dirs.length === 0 && files.length === 0) {
    return {
      dirs: DEFAULT_DIRS.map((d) => join(repo, d)),
      files: DEFAULT_FILES.map((f) => join(repo, f)).filter(existsSync),
    };
  }
  return { dirs, files };
}

/** Checks a list of objects; returns the problem lines and a one-line summary. */
export async function checkAll(label, objects) {
  const lines = [];
  const kinds = new Map();
  for (const object of objects) {
    kinds.set(object?.kind, (kinds.get(object?.kind) ?? 0) + 1);
    for (const p of await checkObject(object))
      lines.push(`${label}: ${describe(object)}: ${p.path}: ${p.message}`);
  }
  const byKind = [...kinds]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([k, n]) => `${k}×${n}`);
  const verdict = lines.length === 0 ? 'ok' : `${lines.length} problem(s)`;
  return {
    lines,
    summary: `${label}: ${objects.length} objects, ${kinds.size} kinds [${byKind.join(', ')}]: ${verdict}`,
  };
}

async function main() {
  const { dirs, files } = parseArgs(process.argv.slice(2));
  const renderer = dirs.length > 0 ? findRenderer() : undefined;
  if (renderer?.error) {
    console.error(`k8s:validate: ${renderer.error}`);
    process.exit(2);
  }
  const summaries = [];
  let failed = false;
  const sources = [
    ...dirs.map((dir) => ({ label: relative(repo, dir) || dir, load: () => render(dir, renderer) })),
    ...files.map((file) => ({
      label: relative(repo, file) || file,
      load: () => parseYamlStream(readFileSync(file, 'utf8'), file),
    })),
  ];
  for (const { label, load } of sources) {
    let objects;
    try {
      objects = load();
    } catch (error) {
      console.error(`${label}: ${error.message}`);
      summaries.push(`${label}: does not render`);
      failed = true;
      continue;
    }
    const { lines, summary } = await checkAll(label, objects);
    for (const line of lines) console.error(line);
    summaries.push(summary);
    failed ||= lines.length > 0;
  }
  if (renderer) console.log(`renderer: ${renderer.label}`);
  for (const s of summaries) console.log(s);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
