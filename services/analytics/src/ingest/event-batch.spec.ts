import type { ProblemException } from '@sokoni/platform/errors';
import { parseBatch } from './event-batch.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const ANON = '01938a00-0000-7000-8000-0000000000aa';
const PRODUCT = '01938a00-0000-7000-8000-0000000000bb';
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const event = (over: Record<string, unknown> = {}) => ({
  name: 'page_view',
  occurredAt: at(-1000),
  path: '/',
  ...over,
});
const parse = (body: unknown, maxBatch = 3) => parseBatch(body, { maxBatch, now: NOW });

/** The refusal's status, code and the fields it lists with their rule codes. */
function refusal(body: unknown): { status: number; code: string; fields: [string, string][] } {
  try {
    parse(body);
  } catch (err) {
    const p = err as ProblemException;
    return { status: p.getStatus(), code: p.code, fields: (p.errors ?? []).map((e) => [e.field, e.code]) };
  }
  throw new Error('the batch was accepted');
}

describe('parseBatch', () => {
  it('keeps a good batch, dropping query string and fragment from paths', () => {
    const batch = parse({
      anonymousId: ANON.toUpperCase(),
      events: [
        event({ path: '/products?q=jane@example.com#top' }),
        event({ name: 'add_to_cart', properties: { productId: PRODUCT, quantity: 3 } }),
        event({ name: 'search', properties: { query: '  Rice  ', resultCount: 0 } }),
      ],
    });
    expect(batch.anonymousId).toBe(ANON);
    expect(batch.events.map((e) => [e.name, e.path, e.properties])).toEqual([
      ['page_view', '/products', {}],
      ['add_to_cart', '/', { productId: PRODUCT, quantity: 3 }],
      ['search', '/', { query: 'rice', resultCount: 0 }],
    ]);
    expect(batch.events[0]!.occurredAt).toEqual(new Date(at(-1000)));
  });

  it.each([
    ['a list', [event()]],
    ['null', null],
    ['a string', 'events'],
  ])('refuses a body that is %s', (_, body) => {
    expect(refusal(body)).toMatchObject({ status: 422, code: 'analytics.body_not_object' });
  });

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a bad anonymous id', { anonymousId: 'me', events: [event()] }, [['anonymousId', 'isUuid']]],
    ['no events', { anonymousId: ANON, events: [] }, [['events', 'arrayMinSize']]],
    [
      'too many events',
      { anonymousId: ANON, events: [event(), event(), event(), event()] },
      [['events', 'arrayMaxSize']],
    ],
    [
      'an unknown name',
      { anonymousId: ANON, events: [event({ name: 'login' })] },
      [['events.0.name', 'isIn']],
    ],
    [
      'a time that is no date',
      { anonymousId: ANON, events: [event({ occurredAt: 'yesterday' })] },
      [['events.0.occurredAt', 'isIso8601']],
    ],
    [
      'a time without offset',
      { anonymousId: ANON, events: [event({ occurredAt: '2026-11-25T11:00:00' })] },
      [['events.0.occurredAt', 'isIso8601']],
    ],
    [
      'a time over 72 h old',
      { anonymousId: ANON, events: [event({ occurredAt: at(-72 * 3_600_000 - 1000) })] },
      [['events.0.occurredAt', 'analytics.occurred_too_old']],
    ],
    [
      'a time 6 min ahead',
      { anonymousId: ANON, events: [event({ occurredAt: at(6 * 60_000) })] },
      [['events.0.occurredAt', 'analytics.occurred_in_future']],
    ],
    [
      'a path without /',
      { anonymousId: ANON, events: [event({ path: 'products' })] },
      [['events.0.path', 'analytics.path_invalid']],
    ],
    [
      'a protocol-relative path',
      { anonymousId: ANON, events: [event({ path: '//evil.example/x' })] },
      [['events.0.path', 'analytics.path_invalid']],
    ],
    [
      'a path over 512',
      { anonymousId: ANON, events: [event({ path: `/${'a'.repeat(512)}` })] },
      [['events.0.path', 'analytics.path_invalid']],
    ],
    [
      'a property page views do not take',
      { anonymousId: ANON, events: [event({ properties: { email: 'a@b.c' } })] },
      [['events.0.properties.email', 'analytics.property_not_allowed']],
    ],
    [
      '__proto__ in properties',
      { anonymousId: ANON, events: [event({ properties: JSON.parse('{"__proto__":{"x":1}}') })] },
      [['events.0.properties.__proto__', 'analytics.property_not_allowed']],
    ],
    [
      'constructor in properties',
      { anonymousId: ANON, events: [event({ name: 'search', properties: { query: 'x', constructor: 1 } })] },
      [['events.0.properties.constructor', 'analytics.property_not_allowed']],
    ],
    [
      'a missing product id',
      { anonymousId: ANON, events: [event({ name: 'product_view' })] },
      [['events.0.properties.productId', 'isDefined']],
    ],
    [
      'a quantity of 0',
      {
        anonymousId: ANON,
        events: [event({ name: 'add_to_cart', properties: { productId: PRODUCT, quantity: 0 } })],
      },
      [['events.0.properties.quantity', 'min']],
    ],
    [
      'a fractional quantity',
      {
        anonymousId: ANON,
        events: [event({ name: 'add_to_cart', properties: { productId: PRODUCT, quantity: 1.5 } })],
      },
      [['events.0.properties.quantity', 'isInt']],
    ],
    [
      'a query over 200',
      { anonymousId: ANON, events: [event({ name: 'search', properties: { query: 'x'.repeat(201) } })] },
      [['events.0.properties.query', 'maxLength']],
    ],
    [
      'a negative result count',
      { anonymousId: ANON, events: [event({ name: 'search', properties: { query: 'x', resultCount: -1 } })] },
      [['events.0.properties.resultCount', 'min']],
    ],
    [
      'a bad experiment key',
      {
        anonymousId: ANON,
        events: [event({ name: 'experiment_exposure', properties: { experiment: 'a b', variant: 'x' } })],
      },
      [['events.0.properties.experiment', 'analytics.key_format']],
    ],
    [
      'an extra event field',
      { anonymousId: ANON, events: [event({ userEmail: 'a@b.c' })] },
      [['events.0.userEmail', 'whitelistValidation']],
    ],
    [
      'an extra batch field',
      { anonymousId: ANON, events: [event()], ip: '1.2.3.4' },
      [['ip', 'whitelistValidation']],
    ],
    [
      'properties that are a list',
      { anonymousId: ANON, events: [event({ properties: [] })] },
      [['events.0.properties', 'isObject']],
    ],
    ['an event that is no object', { anonymousId: ANON, events: ['page_view'] }, [['events.0', 'isObject']]],
    [
      'one good and one bad event',
      { anonymousId: ANON, events: [event(), event({ name: 'nope' })] },
      [['events.1.name', 'isIn']],
    ],
  ])('refuses %s with 422 naming the field', (_, body, fields) => {
    expect(refusal(body)).toEqual({ status: 422, code: 'analytics.invalid_batch', fields });
  });

  it('accepts the edges: exactly 72 h old, 5 min ahead, 512 characters', () => {
    const batch = parse({
      anonymousId: ANON,
      events: [
        event({ occurredAt: at(-72 * 3_600_000) }),
        event({ occurredAt: at(5 * 60_000) }),
        event({ path: `/${'a'.repeat(511)}` }),
      ],
    });
    expect(batch.events).toHaveLength(3);
  });
});
