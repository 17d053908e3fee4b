import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uuidv7 } from '@sokoni/platform/db';
import { PUBLIC_URL } from './notifications-harness.js';

type Template = 'verify-email' | 'reset-password' | 'welcome' | 'password-changed';
interface Catalogue extends Record<Template, { subject: string; action: string }> {
  greeting: string;
  direction: 'ltr' | 'rtl';
}

/** The shipped translations, so expectations follow the templates rather than copies of them. */
export const catalogue = (lang: 'en' | 'fr' | 'ar' | 'sw'): Catalogue =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'src', 'templates', `${lang}.json`), 'utf8'),
  ) as Catalogue;

let n = 0;
/** A user as identity describes it in its events; addresses are unique per call. */
export function aUser(locale: string, name = 'Amina Diallo') {
  n += 1;
  const id = uuidv7();
  return {
    userId: id,
    email: `user${n}.${id.slice(-8)}@buyers.example`,
    fullName: name,
    locale,
  };
}

/** A one-time token as identity mints it: unguessable, URL-safe, and easy to search for in output. */
export const secretToken = (): string => `tok_${randomBytes(24).toString('base64url')}`;

export const verifyLink = (token: string): string => `${PUBLIC_URL}/verify-email?token=${token}`;
export const resetLink = (token: string): string => `${PUBLIC_URL}/reset-password?token=${token}`;
