#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { parseDocument } from 'yaml';

/**
 * `npm run compose:validate`: checks docker-compose.yml (or the files given) offline against the
 * vendored Compose Specification schema (infra/schemas/compose-spec.json), which rejects unknown
 * keys. YAML merge keys (`<<: *service`) are resolved first, as Compose itself does, so the schema
 * judges what Compose would read.
 */
const repo = join(import.meta.dirname, '..', '..');
const schema = JSON.parse(readFileSync(join(repo, 'infra/schemas/compose-spec.json'), 'utf8'));

let compiled;
const validator = () => {
  // strict: false — the schema carries annotations Ajv does not know (`deprecated`), and its
  // $schema URI is the https spelling of draft-07, which Ajv's own meta-schema id does not match.
  compiled ??= new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(schema);
  return compiled;
};

const pathOf = (pointer) =>
  pointer
    .split('/')
    .slice(1)
    .map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.') || '(root)';

/** Problems in one compose file's text, as "path: message" strings; empty when it conforms. */
export function validateCompose(text) {
  const doc = parseDocument(text, { merge: true });
  if (doc.errors.length > 0) return doc.errors.map((e) => `(yaml): ${e.message}`);
  const value = doc.toJS({ maxAliasCount: -1 });
  const validate = validator();
  if (validate(value)) return [];
  const problems = validate.errors.map((e) => {
    const extra = e.params?.additionalProperty ? ` '${e.params.additionalProperty}'` : '';
    return `${pathOf(e.instancePath)}: ${e.message}${extra}`;
  });
  return [...new Set(problems)];
}

function main() {
  const files = process.argv.slice(2);
  if (files.length === 0) files.push(join(repo, 'docker-compose.yml'));
  let failed = false;
  for (const file of files) {
    const label = relative(repo, file) || file;
    const problems = validateCompose(readFileSync(file, 'utf8'));
    for (const p of problems) console.error(`${label}: ${p}`);
    console.log(
      `${label}: ${problems.length === 0 ? 'ok' : `${problems.length} problem(s)`} (compose-spec schema)`,
    );
    failed ||= problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
