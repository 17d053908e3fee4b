import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WebhookPayloadError } from './payment.errors.js';
import type { ProviderName, WebhookHeaders } from './payment-provider.port.js';

/** One key per process to equalise lengths before comparing (see safeEqual). */
const COMPARE_KEY = randomBytes(32);

/**
 * Constant-time string comparison. Both sides are first reduced to an HMAC of equal length, so
 * neither the position of the first differing byte nor the length of the secret leaks through
 * timing (timingSafeEqual alone throws on unequal lengths, which is itself a length oracle).
 */
export function safeEqual(received: string, expected: string): boolean {
  const a = createHmac('sha256', COMPARE_KEY).update(received, 'utf8').digest();
  const b = createHmac('sha256', COMPARE_KEY).update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

export function hmacHex(algorithm: 'sha256' | 'sha512', secret: string, data: Buffer | string): string {
  return createHmac(algorithm, secret).update(data).digest('hex');
}

/**
 * A single header value, looked up case-insensitively. Node lower-cases incoming names, but a
 * caller may hand us a plain object. Repeated headers with different values count as absent:
 * an attacker must not get to pick which copy we check.
 */
export function singleHeader(headers: WebhookHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const values: string[] = [];
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    values.push(...(Array.isArray(value) ? value : [value]));
  }
  const distinct = new Set(values.map((v) => v.trim()));
  if (distinct.size !== 1) return undefined;
  const [only] = distinct;
  return only === '' ? undefined : only;
}

/** The raw body as JSON, after its signature was checked. */
export function parseJsonBody(provider: ProviderName, rawBody: Buffer): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookPayloadError(provider, 'body is not JSON');
  }
  if (!isRecord(parsed)) throw new WebhookPayloadError(provider, 'body is not a JSON object');
  return parsed;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string or number field as text (providers send ids as either). */
export function idText(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}
