import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Kept apart from the standalone harness so the distributed test can read its mailbox without
// loading every service's code into the test process.

/** The newest e-mail in a dev mailbox folder to `to` whose headers match `subject`, waited for. */
export async function readMailbox(
  dir: string,
  to: string,
  subject: RegExp,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(dir) ? await readdir(dir) : [];
    for (const f of files.sort().reverse()) {
      const text = decodeMime(await readFile(join(dir, f), 'utf8'));
      const header = text.slice(0, text.indexOf('\n\n'));
      if (header.includes(`To: ${to}`) && subject.test(header)) return text;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links and text in tests. */
function decodeMime(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}
