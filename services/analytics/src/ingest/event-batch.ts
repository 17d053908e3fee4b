import type { I18nArgs, ProblemFieldError } from '@sokoni/platform/errors';
import { BROWSER_EVENT_NAMES, type BrowserEventName } from '../events/event-row.js';
import { readProperties, UUID, type Issue } from './event-properties.js';
import { IngestProblems } from './ingest.problems.js';
import { routeTemplate } from './route-template.js';

export const PATH_MAX = 512;
/** How late a batch may arrive: a tab left in the background over a long weekend still counts. */
export const MAX_AGE_HOURS = 72;
/** How far ahead a browser's clock may run before its times are not believed. */
export const MAX_SKEW_MINUTES = 5;
const MAX_ERRORS = 100;

export interface BrowserEvent {
  name: BrowserEventName;
  occurredAt: Date;
  /**
   * The page as a route template (`/products/:id`): no query string or fragment, no ids, nothing
   * personal or secret (see route-template.ts).
   */
  path: string;
  properties: Record<string, unknown>;
}

export interface BrowserBatch {
  anonymousId: string;
  events: BrowserEvent[];
}

// A full date and time with an explicit offset: a time without one would depend on the server's zone.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;
const NAMES: ReadonlySet<string> = new Set(BROWSER_EVENT_NAMES);
const BATCH_KEYS: ReadonlySet<string> = new Set(['anonymousId', 'events']);
const EVENT_KEYS: ReadonlySet<string> = new Set(['name', 'occurredAt', 'path', 'properties']);

const rule = (code: string, args?: I18nArgs): Issue => ({ code, i18nKey: `validation.${code}`, args });
const own = (code: string, args?: I18nArgs): Issue => ({
  code: `analytics.${code}`,
  i18nKey: `analytics.${code}`,
  args,
});

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a batch from the storefront's tracker and returns what may be stored. Any refused field
 * refuses the whole batch (422 listing each field), so nothing of a bad batch is ever stored.
 */
export function parseBatch(body: unknown, o: { maxBatch: number; now: Date }): BrowserBatch {
  if (!isPlainObject(body)) throw IngestProblems.bodyNotObject();
  const errors: ProblemFieldError[] = [];
  const fail = (field: string, issue: Issue) => {
    if (errors.length < MAX_ERRORS) errors.push({ field, ...issue });
  };

  for (const key of Object.keys(body)) if (!BATCH_KEYS.has(key)) fail(key, rule('whitelistValidation'));

  const anonymousId = body.anonymousId;
  if (anonymousId === undefined) fail('anonymousId', rule('isDefined'));
  else if (typeof anonymousId !== 'string' || !UUID.test(anonymousId)) fail('anonymousId', rule('isUuid'));

  const events: BrowserEvent[] = [];
  const given = body.events;
  if (!Array.isArray(given)) fail('events', given === undefined ? rule('isDefined') : rule('isArray'));
  else if (given.length < 1) fail('events', rule('arrayMinSize', { min: 1 }));
  else if (given.length > o.maxBatch) fail('events', rule('arrayMaxSize', { max: o.maxBatch }));
  else
    given.forEach((raw: unknown, i) => {
      const event = readEvent(raw, `events.${i}`, o.now, fail);
      if (event) events.push(event);
    });

  if (errors.length > 0) throw IngestProblems.invalidBatch(errors);
  return { anonymousId: (anonymousId as string).toLowerCase(), events };
}

function readEvent(
  raw: unknown,
  at: string,
  now: Date,
  fail: (field: string, issue: Issue) => void,
): BrowserEvent | undefined {
  if (!isPlainObject(raw)) {
    fail(at, rule('isObject'));
    return undefined;
  }
  const refused: string[] = [];
  const refuse = (field: string, issue: Issue) => {
    refused.push(field);
    fail(`${at}.${field}`, issue);
  };
  for (const key of Object.keys(raw)) if (!EVENT_KEYS.has(key)) refuse(key, rule('whitelistValidation'));

  const name = raw.name;
  if (name === undefined) refuse('name', rule('isDefined'));
  else if (typeof name !== 'string' || !NAMES.has(name))
    refuse('name', rule('isIn', { values: BROWSER_EVENT_NAMES.join(', ') }));

  const occurredAt = readTime(raw.occurredAt, now);
  if ('issue' in occurredAt) refuse('occurredAt', occurredAt.issue);

  const path = readPath(raw.path);
  if (path === undefined) refuse('path', own('path_invalid', { max: PATH_MAX }));

  let properties: Record<string, unknown> = {};
  const givenProperties = raw.properties ?? {};
  if (!isPlainObject(givenProperties)) refuse('properties', rule('isObject'));
  else if (typeof name === 'string' && NAMES.has(name)) {
    const read = readProperties(name as BrowserEventName, givenProperties);
    for (const { property, issue } of read.issues) refuse(`properties.${property}`, issue);
    properties = read.properties;
  }
  if (refused.length > 0 || 'issue' in occurredAt || path === undefined) return undefined;
  return { name: name as BrowserEventName, occurredAt: occurredAt.value, path, properties };
}

function readTime(raw: unknown, now: Date): { value: Date } | { issue: Issue } {
  if (raw === undefined) return { issue: rule('isDefined') };
  const ms = typeof raw === 'string' && ISO_DATE_TIME.test(raw) ? Date.parse(raw) : NaN;
  if (Number.isNaN(ms)) return { issue: rule('isIso8601') };
  if (ms < now.getTime() - MAX_AGE_HOURS * 3_600_000)
    return { issue: own('occurred_too_old', { hours: MAX_AGE_HOURS }) };
  if (ms > now.getTime() + MAX_SKEW_MINUTES * 60_000)
    return { issue: own('occurred_in_future', { minutes: MAX_SKEW_MINUTES }) };
  return { value: new Date(ms) };
}

/** The path's route template; undefined when it is not a site path. */
function readPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > PATH_MAX || !raw.startsWith('/') || CONTROL.test(raw))
    return undefined;
  // `//host/...` would be read as another site by anything that follows the path as a link.
  if (raw.startsWith('//')) return undefined;
  const end = raw.search(/[?#]/);
  return routeTemplate(end === -1 ? raw : raw.slice(0, end));
}
