import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

const load = (file: string): Set<string> =>
  new Set(
    readFileSync(join(import.meta.dirname, file), 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l && !l.startsWith('#')),
  );

const COMMON = load('common-passwords.txt');
const BASE_WORDS = load('base-words.txt');

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'contains_email';

/**
 * Why a password is refused, or null. Length first (NIST SP 800-63B: length beats composition
 * rules), then the shipped lists, then the user's own e-mail name, which attackers try first.
 */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too_short';
  if ([...password].length > MAX_PASSWORD_LENGTH) return 'too_long';
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'common';
  const stem = lower.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  if (BASE_WORDS.has(stem) || /^(.)\1+$/u.test(lower) || /^(.{1,3})\1+$/u.test(lower)) return 'common';
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return 'contains_email';
  return null;
}
