// Guards the event contracts. `npm run check -w proto` (CI: `npm run proto:check`) fails when:
//   1. the committed TypeScript in src/gen is not what the .proto files generate;
//   2. `buf format` or `buf lint` finds a problem;
//   3. a .proto change breaks compatibility with baseline/v1.binpb (buf breaking, FILE rules:
//      changed field numbers, types or names, removed fields, messages or enum values...);
//   4. the baseline is behind the schema.
//
// Compatible (additive) changes - a new field with a new number, a new message, a new enum value,
// a new v2 package beside v1 - pass 3 but are caught by 4 until the baseline records them, so
// later edits to the new fields are protected too. To record them run
//   npm run baseline -w proto          (node scripts/check.mjs --write-baseline)
// which re-runs the breaking check against the old baseline first and refuses to record a breaking
// change. An incompatible change is never re-baselined: publish a new message in a v2 package on a
// new `.v2` topic beside v1 instead (see README.md). Everything runs offline: the module has no
// BSR dependencies and the code generator is the locally installed protoc-gen-es.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const protoDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bufBin = join(
  dirname(createRequire(import.meta.url).resolve('@bufbuild/buf/package.json')),
  'bin',
  'buf',
);
const baseline = 'baseline/v1.binpb';
const genDir = 'src/gen';
const writeBaseline = process.argv.includes('--write-baseline');

// buf.gen.yaml starts the plugin with `node`: make that the Node running this script.
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };

function buf(args, { quiet = false } = {}) {
  const r = spawnSync(process.execPath, [bufBin, ...args], { cwd: protoDir, env, encoding: 'utf8' });
  if (!quiet || r.status !== 0) {
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
  }
  if (r.error) throw r.error;
  return r.status === 0;
}

function fail(message) {
  console.error(`proto check failed: ${message}`);
  process.exit(1);
}

function listFiles(dir, base = dir) {
  let files;
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, base) : [relative(base, path)];
  });
}

function staleGeneratedFiles() {
  const tmp = mkdtempSync(join(tmpdir(), 'sokoni-proto-'));
  try {
    if (!buf(['generate', '--output', tmp])) fail('buf generate failed');
    const fresh = join(tmp, genDir);
    const committed = join(protoDir, genDir);
    const names = new Set([...listFiles(fresh), ...listFiles(committed)]);
    return [...names].sort().filter((name) => {
      try {
        return !readFileSync(join(fresh, name)).equals(readFileSync(join(committed, name)));
      } catch {
        return true; // present on one side only
      }
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// The image omits source info (comments, positions) so editing a comment does not move the
// baseline. It keeps its imports (buf breaking needs google/protobuf/timestamp.proto to resolve),
// so a buf upgrade that bundles a changed well-known type asks for one re-baseline.
function buildImage(out) {
  return buf(['build', '--exclude-source-info', '-o', out]);
}

function baselineIsCurrent() {
  const tmp = mkdtempSync(join(tmpdir(), 'sokoni-proto-'));
  try {
    const image = join(tmp, 'current.binpb');
    if (!buildImage(image)) fail('buf build failed');
    try {
      return readFileSync(image).equals(readFileSync(join(protoDir, baseline)));
    } catch {
      return false;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (!buf(['format', '--diff', '--exit-code']))
  fail('.proto files are not formatted: run `npx buf format -w` in proto/');
if (!buf(['lint'])) fail('buf lint found problems (see above)');
const hasBaseline = existsSync(join(protoDir, baseline));
if (!hasBaseline && !writeBaseline) fail(`${baseline} is missing: run npm run baseline -w proto`);
// With no baseline yet (the very first run of --write-baseline) there is nothing to break.
if (hasBaseline && !buf(['breaking', '--against', baseline])) {
  fail(
    `incompatible change against ${baseline} (see above). Existing v1 messages only grow: ` +
      'add a v2 message and topic beside v1 instead.',
  );
}

if (writeBaseline) {
  if (!buildImage(baseline)) fail('buf build failed');
  console.log(`wrote ${baseline}`);
  process.exit(0);
}

const stale = staleGeneratedFiles();
if (stale.length > 0) fail(`generated code is stale: run npm run proto\n  ${stale.join('\n  ')}`);
if (!baselineIsCurrent()) {
  fail(`${baseline} is behind the (compatible) schema: run npm run baseline -w proto and commit it`);
}
console.log('proto check passed: generated code current, lint clean, no breaking change, baseline current');
