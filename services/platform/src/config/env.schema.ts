import { z } from 'zod';

// Environment variables are always strings; these preprocessors turn the usual spellings into typed
// values and leave anything unrecognised untouched, so the inner schema rejects it with our message.

const TRUE = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE = new Set(['false', '0', 'no', 'n', 'off']);

/** `true/false`, `1/0`, `yes/no`, `on/off` (any case) → boolean. */
export function envBool() {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const v = value.trim().toLowerCase();
      if (TRUE.has(v)) return true;
      if (FALSE.has(v)) return false;
      return value;
    },
    z.boolean({ error: 'must be a boolean (true/false, yes/no, 1/0)' }),
  );
}

export interface EnvIntOptions {
  min?: number;
  max?: number;
}

/** A whole number written in decimal; `1e3`, `12px` or `0x10` are refused rather than guessed at. */
export function envInt(options: EnvIntOptions = {}) {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = options;
  const range =
    options.min !== undefined && options.max !== undefined
      ? ` between ${min} and ${max}`
      : options.min !== undefined
        ? ` of at least ${min}`
        : options.max !== undefined
          ? ` of at most ${max}`
          : '';
  const message = `must be a whole number${range}`;
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const v = value.trim();
      return /^[+-]?\d+$/.test(v) ? Number(v) : value;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/**
 * A comma-separated list; blanks around items and empty items (`a,,b,`) are dropped. Each item is
 * checked by `item` so a bad entry is reported with its position.
 */
export function envList(item: z.ZodType<string> = z.string()) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s.length > 0)
        : value,
    z.array(item, { error: 'must be a comma-separated list' }),
  );
}

export interface EnvUrlOptions {
  /** Accepted schemes without `://`, e.g. `['postgres', 'postgresql']`. */
  protocols: readonly string[];
  /** Problem text; defaults to "must be a <first protocol>:// URL". */
  message?: string;
}

/** A URL with one of the given schemes. */
export function envUrl(options: EnvUrlOptions) {
  const message = options.message ?? `must be a ${options.protocols[0] ?? 'valid'}:// URL`;
  const accepted = new Set(options.protocols.map((p) => `${p.toLowerCase()}:`));
  return z.string({ error: message }).refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return accepted.has(url.protocol) && (url.host.length > 0 || url.pathname.length > 0);
  }, message);
}

/** One of a fixed set of words, matched case-insensitively (operators type `INFO` as often as `info`). */
export function envEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const canonical = new Map(values.map((v) => [v.toLowerCase(), v]));
  return z.preprocess(
    (value) => (typeof value === 'string' ? (canonical.get(value.trim().toLowerCase()) ?? value) : value),
    z.enum(values, { error: `must be one of ${values.join(', ')}` }),
  );
}
