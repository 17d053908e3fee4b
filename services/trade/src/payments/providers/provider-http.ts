import type { Dispatcher } from 'undici';
import { PaymentProviderUnavailableError, PaymentRefusedError } from './payment.errors.js';
import type { ProviderName } from './payment-provider.port.js';

export interface ProviderHttpOptions {
  /** The provider's API origin (and optional path prefix), e.g. https://api.paystack.co. */
  baseUrl: string;
  /** Bound on the whole call: connecting, headers and body. */
  timeoutMs: number;
  /** undici dispatcher (connection pool); the global one when absent. */
  dispatcher?: Dispatcher;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Provider answers are small JSON documents; anything larger is not one of them. */
const MAX_ANSWER_BYTES = 512 * 1024;

/**
 * A provider's JSON API over undici, with the one error policy every adapter shares: no answer,
 * a timeout, a 5xx, 408 or 429 is transient (PaymentProviderUnavailableError); any other 4xx is a
 * refusal (PaymentRefusedError). Paths are built by the adapters from encoded parts, never taken
 * from a request, so a call can only reach the configured provider origin.
 */
export class ProviderHttp {
  private readonly base: string;

  constructor(
    private readonly provider: ProviderName,
    private readonly options: ProviderHttpOptions,
  ) {
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  /** Sends one request and returns the status with the parsed body, whatever the status. */
  async send(
    method: Dispatcher.HttpMethod,
    path: string,
    init: { headers?: Record<string, string>; json?: unknown } = {},
  ): Promise<JsonAnswer> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    let payload: string | undefined;
    if (init.json !== undefined) {
      payload = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    let status: number;
    let text: string;
    try {
      // undici (~1.3 MB of modules) is imported by the first provider call, not when trade starts:
      // a run that takes no card or mobile-money payment never loads it.
      const { request } = await import('undici');
      const answer = await request(`${this.base}${path}`, {
        method,
        headers,
        body: payload,
        signal,
        dispatcher: this.options.dispatcher,
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      });
      status = answer.statusCode;
      text = await readLimited(answer.body);
    } catch (err) {
      const timedOut = signal.aborted || /timeout/i.test((err as Error).name ?? '');
      throw new PaymentProviderUnavailableError(
        this.provider,
        timedOut
          ? `${method} ${path} timed out after ${this.options.timeoutMs} ms`
          : `${method} ${path} failed`,
        { code: timedOut ? 'timeout' : 'network', cause: err },
      );
    }
    let body: unknown;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // A proxy's HTML error page or a cut answer: the provider's state is unknown, not refused.
      if (status >= 400 && status < 500 && !isTransientStatus(status))
        throw new PaymentRefusedError(this.provider, `${method} ${path} answered ${status}`, {
          code: `http_${status}`,
          httpStatus: status,
        });
      throw new PaymentProviderUnavailableError(
        this.provider,
        `${method} ${path} answered ${status} without JSON`,
        {
          code: status >= 500 ? `http_${status}` : 'invalid_response',
          httpStatus: status,
        },
      );
    }
    return { status, body };
  }

  /** send() for calls where only a 2xx answer is usable: other statuses become typed errors. */
  async call(
    method: Dispatcher.HttpMethod,
    path: string,
    init: { headers?: Record<string, string>; json?: unknown } = {},
  ): Promise<unknown> {
    const answer = await this.send(method, path, init);
    if (answer.status >= 200 && answer.status < 300) return answer.body;
    throw this.errorFor(answer, `${method} ${path}`);
  }

  /** The typed error for a non-2xx answer. */
  errorFor(answer: JsonAnswer, what: string): PaymentProviderUnavailableError | PaymentRefusedError {
    const details = {
      code: `http_${answer.status}`,
      httpStatus: answer.status,
      providerMessage: providerMessage(answer.body),
    };
    const message = `${what} answered ${answer.status}${details.providerMessage ? `: ${details.providerMessage}` : ''}`;
    return isTransientStatus(answer.status)
      ? new PaymentProviderUnavailableError(this.provider, message, details)
      : new PaymentRefusedError(this.provider, message, details);
  }
}

export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** The human message providers put in their error bodies (Paystack/Flutterwave `message`, Daraja `errorMessage`). */
export function providerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'errorMessage', 'error_description', 'ResponseDescription']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value.slice(0, 300);
  }
  return undefined;
}

async function readLimited(body: AsyncIterable<Buffer | Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    size += buffer.length;
    if (size > MAX_ANSWER_BYTES) throw new Error(`answer larger than ${MAX_ANSWER_BYTES} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
