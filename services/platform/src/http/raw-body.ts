import type { IncomingMessage } from 'node:http';

/**
 * Paths with a `webhooks` segment (`/api/v1/payments/webhooks/paystack`): providers sign the bytes
 * they sent, and a re-serialised JSON object is not those bytes, so these requests keep them.
 */
export const RAW_BODY_PATH = /^\/(?:[^?#]*\/)?webhooks(?:[/?#]|$)/;

const RAW_BODY = Symbol.for('sokoni:raw-body');

type WithRawBody = IncomingMessage & { [RAW_BODY]?: Buffer };

/**
 * Called by the JSON parser's verify hook with the bytes it is about to parse: kept only for
 * webhook paths, so every other request is parsed (and limited) exactly as before and holds no
 * second copy of its body.
 */
export function keepRawBody(req: IncomingMessage, body: Buffer): void {
  if (RAW_BODY_PATH.test(req.url ?? '')) (req as WithRawBody)[RAW_BODY] = body;
}

/** The exact bytes of a webhook request's JSON body; undefined elsewhere or when it had none. */
export function rawBodyOf(req: IncomingMessage): Buffer | undefined {
  return (req as WithRawBody)[RAW_BODY];
}
