import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what goes into links and cookies. Only its hash is ever stored. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
