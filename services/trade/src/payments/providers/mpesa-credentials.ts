import { PaymentProviderUnavailableError } from './payment.errors.js';
import type { ProviderHttp } from './provider-http.js';
import { isRecord } from './webhook-auth.js';

const NAIROBI = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Daraja's Timestamp: yyyyMMddHHmmss on the Nairobi wall clock (EAT, UTC+3, no daylight saving). */
export function mpesaTimestamp(at: Date): string {
  const parts = Object.fromEntries(NAIROBI.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** Daraja's Password: base64(BusinessShortCode + Passkey + Timestamp). */
export function mpesaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`, 'utf8').toString('base64');
}

/** A Kenyan Safaricom number as Daraja wants it (2547XXXXXXXX or 2541XXXXXXXX), or undefined. */
export function normaliseKenyanPhone(phone: string): string | undefined {
  let digits = phone.replace(/[\s()-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (/^0[17]\d{8}$/.test(digits)) digits = `254${digits.slice(1)}`;
  else if (/^[17]\d{8}$/.test(digits)) digits = `254${digits}`;
  return /^254[17]\d{8}$/.test(digits) ? digits : undefined;
}

/** Renew this long before Daraja's stated expiry, so a token never dies between check and use. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Daraja OAuth access tokens (client credentials, basic auth), cached until shortly before they
 * expire. Concurrent callers share one in-flight fetch; a failed fetch is not cached.
 */
export class MpesaTokenCache {
  private token: { value: string; expiresAt: number } | null = null;
  private inFlight: Promise<string> | null = null;

  constructor(
    private readonly http: ProviderHttp,
    private readonly consumerKey: string,
    private readonly consumerSecret: string,
    private readonly now: () => number,
  ) {}

  async get(): Promise<string> {
    if (this.token && this.now() < this.token.expiresAt) return this.token.value;
    this.inFlight ??= this.fetch().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  /** Forget the token (Daraja refused it before its stated expiry). */
  invalidate(): void {
    this.token = null;
  }

  private async fetch(): Promise<string> {
    const basic = Buffer.from(`${this.consumerKey}:${this.consumerSecret}`, 'utf8').toString('base64');
    const body = await this.http.call('GET', '/oauth/v1/generate?grant_type=client_credentials', {
      headers: { authorization: `Basic ${basic}` },
    });
    const value = isRecord(body) ? body.access_token : undefined;
    const seconds = isRecord(body) ? Number(body.expires_in) : NaN;
    if (typeof value !== 'string' || value === '' || !Number.isFinite(seconds))
      throw new PaymentProviderUnavailableError('mpesa', 'OAuth answer has no access_token/expires_in', {
        code: 'invalid_response',
      });
    this.token = { value, expiresAt: this.now() + Math.max(0, seconds * 1000 - EXPIRY_MARGIN_MS) };
    return value;
  }
}
