import { hkdfSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { parseEncryptionKey } from './sealed-box.js';

/**
 * A 32-byte key setting (e.g. SIGNING_KEY_ENCRYPTION_KEY), written as base64 or hex; optional,
 * because a key generated into a file (encryptionKeyFromSettings) stands in for it when unset.
 */
export const encryptionKeySetting = () =>
  z
    .string()
    .refine((v) => parseEncryptionKey(v) !== null, {
      message:
        'must be 32 bytes written as base64 (44 characters) or hex (64); e.g. `openssl rand -base64 32`',
    })
    .optional();

export interface EncryptionKeySource {
  /** The setting's value, when set (already checked by encryptionKeySetting). */
  value: string | undefined;
  /** Where a generated key is kept when `value` is unset. */
  file: string;
  /** The setting's name and the service, for the warning when a key is generated. */
  setting: string;
  service: string;
  log: { warn(message: string): void };
}

/**
 * The configured key, or else the one in `file`, generated there (mode 0600) on the first call. A
 * database dump without the key (or the file) then opens nothing it sealed.
 */
export function encryptionKeyFromSettings(source: EncryptionKeySource): Buffer {
  if (source.value) {
    const key = parseEncryptionKey(source.value);
    if (!key) throw new Error(`${source.setting} is not a 32-byte key (base64 or hex)`);
    return key;
  }
  const path = resolve(source.file);
  const existing = readKeyFile(path);
  if (existing) return existing;
  mkdirSync(dirname(path), { recursive: true });
  // Written aside and linked into place: the link fails if another process got there first, and
  // nobody ever reads a half-written file.
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(temp, path);
    source.log.warn(
      `${source.setting} is not set: generated ${path}. Keep it with the database backups, ` +
        `or set ${source.setting} (every ${source.service} replica needs the same key)`,
    );
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temp);
  }
  const made = readKeyFile(path);
  if (!made) throw new Error(`${path} does not hold a 32-byte key (base64 or hex)`);
  return made;
}

/**
 * A key of its own for one use (HKDF-SHA256), so one configured key can seal values and also key
 * their fingerprints without either use weakening the other.
 */
export function deriveKey(key: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), purpose, 32));
}

function readKeyFile(path: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const key = parseEncryptionKey(text);
  if (!key) throw new Error(`${path} does not hold a 32-byte key (base64 or hex)`);
  return key;
}
