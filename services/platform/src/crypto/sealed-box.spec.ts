import { randomBytes } from 'node:crypto';
import { open, parseEncryptionKey, seal, SealedBoxError } from './sealed-box.js';

describe('sealed box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, with the same key and context only', () => {
    const sealed = seal(key, '{"d":"secret"}', 'signing-key:k1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('secret');
    expect(open(key, sealed, 'signing-key:k1')).toBe('{"d":"secret"}');
    expect(() => open(randomBytes(32), sealed, 'signing-key:k1')).toThrow(SealedBoxError);
    expect(() => open(key, sealed, 'signing-key:k2')).toThrow(SealedBoxError);
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => open(key, [v, iv, tag, flipped.toString('base64url')].join('.'), 'signing-key:k1')).toThrow(
      SealedBoxError,
    );
    expect(() => open(key, 'plain text', 'signing-key:k1')).toThrow(SealedBoxError);
  });

  it('never seals the same text to the same value twice', () => {
    expect(seal(key, 'x', 'a')).not.toBe(seal(key, 'x', 'a'));
  });

  it('reads 32-byte keys written as hex or base64, and nothing else', () => {
    const raw = randomBytes(32);
    expect(parseEncryptionKey(raw.toString('hex'))).toEqual(raw);
    expect(parseEncryptionKey(raw.toString('base64'))).toEqual(raw);
    expect(parseEncryptionKey(raw.toString('base64url'))).toEqual(raw);
    expect(parseEncryptionKey(` ${raw.toString('base64')}\n`)).toEqual(raw);
    expect(parseEncryptionKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseEncryptionKey('correct horse battery staple')).toBeNull();
    expect(parseEncryptionKey('')).toBeNull();
  });
});
