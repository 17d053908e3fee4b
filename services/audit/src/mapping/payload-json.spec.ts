import {
  REDACTED,
  Role,
  secretFields,
  secretTopics,
  timestampFromDate,
  type TopicName,
} from '@sokoni/contracts';
import { auditPayload, scrub } from './payload-json.js';
import { anEvent } from './test-events.js';

const TOKEN = 'tok_Zm9vYmFyYmF6cXV4cXV1eA';

describe('auditPayload', () => {
  it('redacts the links that carry one-time tokens, and keeps the rest readable', () => {
    const expiresAt = new Date('2026-11-23T10:00:00.000Z');
    const e = anEvent('identity.user.email_verification_requested.v1', {
      userId: 'u1',
      email: 'amina@coop.example',
      fullName: 'Amina',
      locale: 'fr',
      verifyUrl: `https://sokoni.test/verify-email?token=${TOKEN}`,
      expiresAt: timestampFromDate(expiresAt),
    });
    const json = auditPayload(e.topic, e.payload);
    expect(json).toEqual({
      userId: 'u1',
      email: 'amina@coop.example',
      fullName: 'Amina',
      locale: 'fr',
      verifyUrl: REDACTED,
      expiresAt: '2026-11-23T10:00:00.000Z',
    });
    expect(JSON.stringify(json)).not.toContain(TOKEN);
  });

  it.each(secretTopics.map((t) => [t]))(
    '%s: no value of a debug_redact field survives',
    (topic: TopicName) => {
      const fields = secretFields[topic] ?? [];
      const payload = Object.fromEntries(fields.map((f) => [f, `https://x.example/p?t=${TOKEN}`]));
      const e = anEvent(topic, payload as never);
      expect(JSON.stringify(auditPayload(topic, e.payload))).not.toContain(TOKEN);
    },
  );

  it('keeps that a phone code was sent, never the code', () => {
    const e = anEvent('identity.user.phone_verification_requested.v1', {
      userId: 'u1',
      phone: '+254712345678',
      locale: 'sw',
      code: '042917',
      expiresAt: timestampFromDate(new Date('2026-11-23T10:10:00.000Z')),
    });
    const json = auditPayload(e.topic, e.payload);
    expect(json).toEqual({
      userId: 'u1',
      phone: '+254712345678',
      locale: 'sw',
      code: REDACTED,
      expiresAt: '2026-11-23T10:10:00.000Z',
    });
    expect(JSON.stringify(json)).not.toContain('042917');
  });

  it('spells enums by name, int64 as strings, maps and lists as JSON', () => {
    const role = anEvent('identity.user.role_changed.v1', {
      userId: 'u1',
      email: 'a@b.example',
      oldRole: Role.BUYER,
      newRole: Role.ADMIN,
    });
    expect(auditPayload(role.topic, role.payload)).toMatchObject({
      oldRole: 'ROLE_BUYER',
      newRole: 'ROLE_ADMIN',
    });
    const product = anEvent('catalogue.product.published.v1', {
      product: {
        productId: 'p1',
        priceTiers: [{ minQuantity: 10n, unitPriceMinor: 9_007_199_254_740_993n }],
        imageUrls: ['https://cdn.example/a.jpg'],
      },
      reason: 'approved',
    });
    const json = auditPayload(product.topic, product.payload) as { product: Record<string, unknown> };
    expect(json.product.priceTiers).toEqual([{ minQuantity: '10', unitPriceMinor: '9007199254740993' }]);
    expect(json.product.imageUrls).toEqual(['https://cdn.example/a.jpg']);
    expect(json.product.minOrderQuantity).toBe('0');
    const category = anEvent('catalogue.category.created.v1', {
      category: { categoryId: 'c1', names: { en: 'Cocoa', fr: 'Cacao' } },
    });
    expect(auditPayload(category.topic, category.payload)).toMatchObject({
      category: { categoryId: 'c1', names: { en: 'Cocoa', fr: 'Cacao' } },
    });
  });

  it('replaces NUL, which PostgreSQL jsonb cannot store', () => {
    const e = anEvent('identity.user.suspended.v1', {
      userId: 'u1',
      email: 'a@b.example',
      reason: 'bad\u0000actor',
    });
    expect(auditPayload(e.topic, e.payload)).toMatchObject({ reason: 'bad\uFFFDactor' });
  });
});

describe('scrub (defence in depth, for fields nobody marked secret)', () => {
  it('masks values under secret-sounding keys at any depth, and leaves empty ones empty', () => {
    expect(
      scrub({
        password: 'hunter2',
        newPasswordHash: '$argon2id$...',
        nested: { sessionToken: TOKEN, apiKey: 'k', client_secret: 's', refresh_token: '', keep: 'me' },
        list: [{ authorization: 'Bearer x' }],
        privateKey: null,
      }),
    ).toEqual({
      password: REDACTED,
      newPasswordHash: REDACTED,
      nested: {
        sessionToken: REDACTED,
        apiKey: REDACTED,
        client_secret: REDACTED,
        refresh_token: '',
        keep: 'me',
      },
      list: [{ authorization: REDACTED }],
      privateKey: null,
    });
  });

  it('masks secret parameters and credentials of links, and leaves other links alone', () => {
    const scrubbed = scrub({
      a: `https://sokoni.test/reset?token=${TOKEN}&lang=fr`,
      b: `https://user:pw@files.example/x.pdf`,
      c: `https://sokoni.test/#access_token=${TOKEN}`,
      d: 'https://cdn.example/img.jpg?w=200',
      e: 'not a link ?token=x',
    }) as Record<string, string>;
    expect(JSON.stringify(scrubbed)).not.toContain(TOKEN);
    expect(scrubbed.a).toContain('lang=fr');
    expect(scrubbed.b).toBe('https://files.example/x.pdf');
    expect(scrubbed.d).toBe('https://cdn.example/img.jpg?w=200');
    expect(scrubbed.e).toBe('not a link ?token=x');
  });
});
