import type { IncomingMessage, ServerResponse } from 'node:http';
import { ProblemException } from '../errors/problem.exception.js';

/**
 * Deepest nesting of arrays and objects a JSON body may have. No API body needs more than a handful
 * of levels; every step past the parser (class-transformer, class-validator, the error walk) recurses
 * once per level, and 2,000 levels fit in a 4 KB body but overflow the stack.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * How deep the brackets of a JSON text go, stopping as soon as `max` is passed. One linear pass over
 * the bytes, skipping strings (a `[` inside "…" is text); malformed JSON is left to the parser, which
 * refuses it with its own 400. Multi-byte UTF-8 never contains these ASCII bytes, so bytes suffice.
 */
export function jsonDepthExceeds(body: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * The JSON body parser's `verify` hook: a body nested deeper than `max` is refused with a 400
 * problem before it is parsed (body-parser hands the thrown error, status and all, to Nest).
 */
export function jsonDepthGuard(
  max = MAX_JSON_DEPTH,
): (req: IncomingMessage, res: ServerResponse, body: Buffer) => void {
  return (_req, _res, body) => {
    if (jsonDepthExceeds(body, max))
      throw new ProblemException({
        status: 400,
        code: 'http.body_too_deep',
        i18nKey: 'common.body_too_deep',
        args: { max },
      });
  };
}
