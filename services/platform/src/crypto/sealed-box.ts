import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with the context (`aad`, e.g. the row's id) authenticated but not stored, so a sealed
 * value copied onto another row does not open. Text form: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';

/** 32 bytes written as hex (64 characters) or base64/base64url (43–44); null for anything else. */
export function parseEncryptionKey(text: string): Buffer | null {
  const v = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) return null;
  const key = Buffer.from(v, 'base64');
  return key.length === 32 ? key : null;
}

export class SealedBoxError extends Error {
  constructor(message = 'the sealed value does not open with this key') {
    super(message);
    this.name = 'SealedBoxError';
  }
}

export function seal(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Throws SealedBoxError when the key, the context or the text is not the one sealed. */
export function open(key: Buffer, sealed: string, aad: string): string {
  const [version, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0)
    throw new SealedBoxError('not a sealed value');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealedBoxError();
  }
}
