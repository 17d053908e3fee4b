import type { I18nArgs } from '@sokoni/platform/errors';
import type { BrowserEventName } from '../events/event-row.js';
import { normaliseSearchQuery } from '@sokoni/contracts';

/** A refused value: the rule's code and its translation (platform `validation.*` or `analytics.*`). */
export interface Issue {
  code: string;
  i18nKey: string;
  args?: I18nArgs;
}

interface PropertySpec {
  required: boolean;
  /** The value to keep, or why it is refused. */
  read(value: unknown): { value: unknown } | { issue: Issue };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^[A-Za-z0-9_-]{1,64}$/;
export const SEARCH_QUERY_MAX = 200;
export const QUANTITY_MAX = 1_000_000;

const validation = (code: string, args?: I18nArgs): { issue: Issue } => ({
  issue: { code, i18nKey: `validation.${code}`, args },
});

const uuid = (required: boolean): PropertySpec => ({
  required,
  read: (v) => (typeof v === 'string' && UUID.test(v) ? { value: v.toLowerCase() } : validation('isUuid')),
});

const int = (required: boolean, min: number, max: number): PropertySpec => ({
  required,
  read(v) {
    if (typeof v !== 'number' || !Number.isInteger(v)) return validation('isInt');
    if (v < min) return validation('min', { min });
    if (v > max) return validation('max', { max });
    return { value: v };
  },
});

/** An experiment's or a variant's key, as the experiments define them. */
const key = (required: boolean): PropertySpec => ({
  required,
  read(v) {
    if (typeof v !== 'string') return validation('isString');
    return KEY.test(v)
      ? { value: v }
      : { issue: { code: 'analytics.key_format', i18nKey: 'analytics.key_format', args: { max: 64 } } };
  },
});

const searchQuery: PropertySpec = {
  required: true,
  read(v) {
    if (typeof v !== 'string') return validation('isString');
    if (v.length > SEARCH_QUERY_MAX) return validation('maxLength', { max: SEARCH_QUERY_MAX });
    return { value: normaliseSearchQuery(v) };
  },
};

/**
 * The only properties each browser event may carry. Anything else is refused rather than dropped,
 * so that a tracker sending an e-mail address or a name in a new property fails loudly in testing
 * instead of storing personal data. A Map, so `constructor` or `__proto__` names no rule.
 */
export const EVENT_PROPERTIES: ReadonlyMap<BrowserEventName, ReadonlyMap<string, PropertySpec>> = new Map<
  BrowserEventName,
  ReadonlyMap<string, PropertySpec>
>([
  ['page_view', new Map()],
  ['product_view', new Map([['productId', uuid(true)]])],
  [
    'add_to_cart',
    new Map([
      ['productId', uuid(true)],
      ['quantity', int(false, 1, QUANTITY_MAX)],
    ]),
  ],
  [
    'search',
    new Map([
      ['query', searchQuery],
      ['resultCount', int(false, 0, Number.MAX_SAFE_INTEGER)],
    ]),
  ],
  ['begin_checkout', new Map()],
  ['purchase', new Map([['checkoutId', uuid(false)]])],
  ['sign_up', new Map()],
  ['rfq_submit', new Map()],
  [
    'experiment_exposure',
    new Map([
      ['experiment', key(true)],
      ['variant', key(true)],
    ]),
  ],
]);

/** One event's properties checked against its rule set: the kept values, or an issue per property. */
export function readProperties(
  name: BrowserEventName,
  given: Record<string, unknown>,
): { properties: Record<string, unknown>; issues: { property: string; issue: Issue }[] } {
  const specs = EVENT_PROPERTIES.get(name) ?? new Map<string, PropertySpec>();
  // Only names from the rule set are ever written here, so no client key reaches an object's prototype.
  const properties: Record<string, unknown> = {};
  const issues: { property: string; issue: Issue }[] = [];
  for (const property of Object.keys(given)) {
    if (!specs.has(property))
      issues.push({
        property,
        issue: {
          code: 'analytics.property_not_allowed',
          i18nKey: 'analytics.property_not_allowed',
          args: { event: name },
        },
      });
  }
  for (const [property, spec] of specs) {
    if (!Object.hasOwn(given, property) || given[property] === undefined) {
      if (spec.required) issues.push({ property, issue: validation('isDefined').issue });
      continue;
    }
    const read = spec.read(given[property]);
    if ('issue' in read) issues.push({ property, issue: read.issue });
    else properties[property] = read.value;
  }
  return { properties, issues };
}
