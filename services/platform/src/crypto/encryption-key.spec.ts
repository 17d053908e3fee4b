import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveKey, encryptionKeyFromSettings, encryptionKeySetting } from './encryption-key.js';

describe('encryption keys from settings', () => {
  let dir: string;
  const warnings: string[] = [];
  const source = (over: { value?: string; file?: string } = {}) => ({
    value: over.value,
    file: over.file ?? join(dir, 'keys', 'test.key'),
    setting: 'TEST_ENCRYPTION_KEY',
    service: 'test',
    log: { warn: (m: string) => warnings.push(m) },
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sokoni-key-'));
    warnings.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the configured key, base64 or hex, and writes no file', () => {
    const raw = randomBytes(32);
    expect(encryptionKeyFromSettings(source({ value: raw.toString('base64') }))).toEqual(raw);
    expect(encryptionKeyFromSettings(source({ value: raw.toString('hex') }))).toEqual(raw);
    expect(readdirSync(dir)).toEqual([]);
    expect(() => encryptionKeyFromSettings(source({ value: 'short' }))).toThrow(/TEST_ENCRYPTION_KEY/);
  });

  it('generates a key once into the file (owner only), says so, and reads it back after', () => {
    const first = encryptionKeyFromSettings(source());
    expect(first).toHaveLength(32);
    const file = join(dir, 'keys', 'test.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings).toEqual([expect.stringContaining('TEST_ENCRYPTION_KEY is not set: generated')]);
    expect(encryptionKeyFromSettings(source())).toEqual(first);
    expect(warnings).toHaveLength(1);
    // No temporary file is left beside it.
    expect(readdirSync(join(dir, 'keys'))).toEqual(['test.key']);
  });

  it('refuses a file that holds no key rather than replacing it', () => {
    const file = join(dir, 'bad.key');
    writeFileSync(file, 'not a key\n');
    expect(() => encryptionKeyFromSettings(source({ file }))).toThrow(/does not hold a 32-byte key/);
  });

  it('validates the setting: 32 bytes or unset', () => {
    const schema = encryptionKeySetting();
    expect(schema.safeParse(undefined).success).toBe(true);
    expect(schema.safeParse(randomBytes(32).toString('base64')).success).toBe(true);
    expect(schema.safeParse(randomBytes(16).toString('base64')).success).toBe(false);
  });

  it('derives a distinct, stable key per purpose', () => {
    const key = randomBytes(32);
    expect(deriveKey(key, 'a')).toEqual(deriveKey(key, 'a'));
    expect(deriveKey(key, 'a')).not.toEqual(deriveKey(key, 'b'));
    expect(deriveKey(key, 'a')).not.toEqual(key);
    expect(deriveKey(key, 'a')).toHaveLength(32);
  });
});
