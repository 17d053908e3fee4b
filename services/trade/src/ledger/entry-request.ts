import { createHash } from 'node:crypto';

/**
 * What a caller asked for, as it is compared when the same entry id comes again. Only strings,
 * booleans and null: amounts are written as decimal strings, so the text read back from jsonb
 * canonicalizes to the very same bytes (a JSON number could come back in another notation).
 */
export type RequestValue = string | boolean | null;
export type EntryRequest = Readonly<Record<string, RequestValue>>;

/** Keys sorted, no whitespace: one text per request whatever order its fields were built in. */
export function canonicalRequest(request: EntryRequest): string {
  const keys = Object.keys(request).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(request[k])}`).join(',')}}`;
}

export function requestHash(request: EntryRequest): string {
  return createHash('sha256').update(canonicalRequest(request)).digest('hex');
}

const ID = /^[!-~]{1,200}$/;

/** Ids (entry, order, seller, provider) are 1–200 printable ASCII characters without spaces. */
export function isLedgerId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}
