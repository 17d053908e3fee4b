// Compiles every workspace's src/ to dist/ with SWC (type-checking is `npm run typecheck`), and
// copies the non-code assets a service reads at run time (i18n JSON, e-mail templates, lists).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const swc = join(root, 'node_modules', '.bin', 'swc');
const assetExt = /\.(json|txt|hbs|html|mjml)$/;

function copyAssets(src, out) {
  for (const name of readdirSync(src)) {
    const from = join(src, name);
    if (statSync(from).isDirectory()) copyAssets(from, join(out, name));
    else if (assetExt.test(name)) cpSync(from, join(out, name));
  }
}

for (const ws of pkg.workspaces) {
  const dir = join(root, ws);
  const src = existsSync(join(dir, 'src')) ? 'src' : null;
  if (!src) continue;
  // The two SPAs (web/, admin/) declare their own bundler build (Vite); services compile with SWC.
  const own = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (own.scripts?.build) {
    const r = spawnSync('npm', ['run', '-s', 'build'], { cwd: dir, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
    console.log(`built ${relative(root, dir)}`);
    continue;
  }
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  const r = spawnSync(
    swc,
    [src, '-d', 'dist', '--strip-leading-paths', '--config-file', join(root, '.swcrc'), '-q'],
    {
      cwd: dir,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
  copyAssets(join(dir, src), join(dir, 'dist'));
  console.log(`built ${relative(root, dir)}`);
}
