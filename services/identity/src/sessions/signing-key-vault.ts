import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { InjectConfig } from '@sokoni/platform/config';
import type { IdentityConfig } from '../identity.config.js';
import { open, parseEncryptionKey, seal } from '../tokens/sealed-box.js';

/**
 * Encrypts the private halves of the access-token signing keys before they reach the database, with
 * SIGNING_KEY_ENCRYPTION_KEY, or else with a key generated once into SIGNING_KEY_ENCRYPTION_KEY_FILE
 * (the standalone run keeps it under DATA_DIR). A database dump alone then signs no tokens.
 */
@Injectable()
export class SigningKeyVault {
  private readonly log = new Logger(SigningKeyVault.name);
  private key?: Buffer;

  constructor(@InjectConfig() private readonly config: IdentityConfig) {}

  seal(privateJwk: Record<string, unknown>, kid: string): string {
    return seal(this.encryptionKey(), JSON.stringify(privateJwk), `signing-key:${kid}`);
  }

  /** Throws SealedBoxError when the blob was sealed under another encryption key. */
  open(sealed: string, kid: string): Record<string, unknown> {
    return JSON.parse(open(this.encryptionKey(), sealed, `signing-key:${kid}`)) as Record<string, unknown>;
  }

  private encryptionKey(): Buffer {
    if (this.key) return this.key;
    const configured = this.config.SIGNING_KEY_ENCRYPTION_KEY;
    this.key = configured ? parseEncryptionKey(configured)! : this.keyFromFile();
    return this.key;
  }

  private keyFromFile(): Buffer {
    const path = resolve(this.config.SIGNING_KEY_ENCRYPTION_KEY_FILE);
    const existing = readKeyFile(path);
    if (existing) return existing;
    mkdirSync(dirname(path), { recursive: true });
    // Written aside and linked into place: the link fails if another process got there first, and
    // nobody ever reads a half-written file.
    const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    try {
      linkSync(temp, path);
      this.log.warn(
        `SIGNING_KEY_ENCRYPTION_KEY is not set: generated ${path}. Keep it with the database backups, ` +
          'or set SIGNING_KEY_ENCRYPTION_KEY (every identity replica needs the same key)',
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
