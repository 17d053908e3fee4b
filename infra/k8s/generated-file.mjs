// The command line of the generators of committed manifests (kafka-topics.mjs, kafka-users.mjs):
//   (no flag)       write the file
//   --check         exit 1 when the committed file differs from what would be written (CI)
//   --file <path>   another output path (tests)
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Writes `render()` to the file, or with --check compares it with the file and says `stale` when
 * they differ. Returns the exit code.
 */
export async function writeOrCheck(argv, { defaultFile, render, stale }) {
  const check = argv.includes('--check');
  const at = argv.indexOf('--file');
  const file = at >= 0 ? argv[at + 1] : defaultFile;
  if (!file) throw new Error('--file needs a path');
  const want = await render();
  const shown = relative(process.cwd(), file) || file;
  if (!check) {
    writeFileSync(file, want);
    console.log(`wrote ${shown}`);
    return 0;
  }
  let have;
  try {
    have = readFileSync(file, 'utf8');
  } catch {
    have = undefined;
  }
  if (have === want) return 0;
  console.error(`${shown} ${stale}`);
  return 1;
}
