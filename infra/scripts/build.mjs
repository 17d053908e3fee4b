// Compiles every workspace's src/ to dist/ with SWC (type-checking is `npm run typecheck`), and
// copies the non-code assets a service reads at run time (i18n JSON, e-mail templates, lists).
// A workspace whose inputs are all older than its last complete build is skipped, so `npm start`
// and `npm run create-admin` on a built tree start at once; `--force` rebuilds everything.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const swc = join(root, 'node_modules', '.bin', 'swc');
const assetExt = /\.(json|txt|hbs|html|mjml)$/;
const force = process.argv.includes('--force');
// Outside dist/ (which the gateway serves for the SPAs) and ignored by git with node_modules/.
const stamps = join(root, 'node_modules', '.cache', 'sokoni-build');

function copyAssets(src, out) {
  for (const name of readdirSync(src)) {
    const from = join(src, name);
    if (statSync(from).isDirectory()) copyAssets(from, join(out, name));
    else if (assetExt.test(name)) cpSync(from, join(out, name));
  }
}

/**
 * The newest modification time under `path` and the file that has it. Directories count too: a
 * deleted or renamed source changes only its directory's time, and its old output must go.
 */
function newest(path, best = { ms: 0, path: '' }) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return best; // an optional input (public/, index.html) that this workspace does not have
  }
  if (st.mtimeMs > best.ms) best = { ms: st.mtimeMs, path };
  if (st.isDirectory())
    for (const name of readdirSync(path)) if (name !== 'node_modules') best = newest(join(path, name), best);
  return best;
}

/** What a workspace's dist/ is made from: its own sources and config, the shared build settings. */
function inputs(dir, spa) {
  const shared = ['package-lock.json', 'infra/scripts/build.mjs'].map((p) => join(root, p));
  const own = spa
    ? ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'].map((p) =>
        join(dir, p),
      )
    : ['src', 'package.json'].map((p) => join(dir, p));
  return [...shared, ...own, ...(spa ? [join(root, 'infra', 'vite')] : [join(root, '.swcrc')])];
}

const stampOf = (ws) => join(stamps, `${ws.replaceAll('/', '+')}.stamp`);

/** Why `ws` must be built, or null when its last complete build is newer than all its inputs. */
function staleness(ws, dir, spa) {
  if (force) return 'forced';
  const stamp = stampOf(ws);
  if (!existsSync(join(dir, 'dist')) || !existsSync(stamp)) return 'not built yet';
  const built = statSync(stamp).mtimeMs;
  const changed = inputs(dir, spa).reduce((best, p) => newest(p, best), { ms: 0, path: '' });
  return changed.ms > built ? `${relative(root, changed.path)} changed` : null;
}

/** Stamped only once complete: a build that failed half-way is never taken for a finished one. */
function markBuilt(ws, startedMs) {
  mkdirSync(stamps, { recursive: true });
  const at = new Date(startedMs);
  writeFileSync(stampOf(ws), `${at.toISOString()}\n`);
  // The build's start, not its end: a source saved while it ran is newer and rebuilds next time.
  utimesSync(stampOf(ws), at, at);
}

const upToDate = [];
for (const ws of pkg.workspaces) {
  const dir = join(root, ws);
  const src = existsSync(join(dir, 'src')) ? 'src' : null;
  if (!src) continue;
  // The two SPAs (web/, admin/) declare their own bundler build (Vite); services compile with SWC.
  const own = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const spa = Boolean(own.scripts?.build);
  const why = staleness(ws, dir, spa);
  if (!why) {
    upToDate.push(ws);
    continue;
  }
  const started = Date.now();
  rmSync(stampOf(ws), { force: true });
  if (spa) {
    const r = spawnSync('npm', ['run', '-s', 'build'], { cwd: dir, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  } else {
    rmSync(join(dir, 'dist'), { recursive: true, force: true });
    const r = spawnSync(
      swc,
      [src, '-d', 'dist', '--strip-leading-paths', '--config-file', join(root, '.swcrc'), '-q'],
      { cwd: dir, stdio: 'inherit' },
    );
    if (r.status !== 0) process.exit(r.status ?? 1);
    copyAssets(join(dir, src), join(dir, 'dist'));
  }
  markBuilt(ws, started);
  console.log(`built ${relative(root, dir)} (${why})`);
}
if (upToDate.length > 0)
  console.log(`up to date: ${upToDate.join(', ')} (npm run build -- --force rebuilds)`);
