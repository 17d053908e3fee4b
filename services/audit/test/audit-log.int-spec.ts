import { REDACTED, Role, timestampFromDate, topicNames } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { entryHash, GENESIS_HASH } from '../src/index.js';
import { READ_TOPICS } from '../src/mapping/audit-mapping.js';
import { freshDatabase, startAudit, type AuditHarness, type EntryRow } from './audit-harness.js';

const db: TestDatabase | null = await freshDatabase('audit log from events');
const suite = db ? describe : describe.skip;

const rehash = (r: EntryRow) =>
  entryHash(r.prev_hash, {
    seq: Number(r.seq),
    id: r.id,
    eventId: r.event_id,
    topic: r.topic,
    action: r.action,
    service: r.service,
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    targetType: r.target_type,
    targetId: r.target_id,
    occurredAt: r.occurred_at,
    recordedAt: r.recorded_at,
    correlationId: r.correlation_id,
    payload: r.payload,
  });

/**
 * Every service's events become one append-only log entry each: who, what, on what, when, under
 * which request, with the payload stripped of secrets before anything is stored.
 */
suite('audit: events in, entries out', () => {
  let h: AuditHarness;
  const admin = { userId: uuidv7(), email: 'ops@sokoni.example' };
  const amina = { userId: uuidv7(), email: 'amina@coop.example' };

  beforeAll(async () => {
    h = await startAudit(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const last = async () => (await h.entries()).at(-1)!;

  it('records the creation of an admin by the CLI as user.admin_created, with no actor', async () => {
    const occurredAt = new Date('2026-11-20T08:00:00.123Z');
    const eventId = await h.publish(
      'identity.user.registered.v1',
      { ...admin, fullName: 'Ops', role: Role.ADMIN, source: 'admin_cli', locale: 'en' },
      { occurredAt, correlationId: 'cli-run-1' },
    );
    expect(await last()).toMatchObject({
      seq: '1',
      event_id: eventId,
      topic: 'identity.user.registered.v1',
      action: 'user.admin_created',
      service: 'identity',
      actor_id: null,
      actor_email: null,
      target_type: 'user',
      target_id: admin.userId,
      occurred_at: occurredAt,
      correlation_id: 'cli-run-1',
      prev_hash: GENESIS_HASH,
    });
    expect((await last()).payload).toMatchObject({
      role: 'ROLE_ADMIN',
      source: 'admin_cli',
      email: admin.email,
    });
  });

  it('records a sign-in, naming the actor by the address an earlier event gave', async () => {
    await h.publish(
      'identity.user.signed_in.v1',
      {
        userId: admin.userId,
        ip: '203.0.113.7',
        userAgent: 'Firefox/140',
        sessionFamilyId: uuidv7(),
      },
      { actorId: admin.userId, correlationId: 'req-login-1' },
    );
    expect(await last()).toMatchObject({
      action: 'user.signed_in',
      actor_id: admin.userId,
      actor_email: admin.email,
      target_type: 'user',
      target_id: admin.userId,
      correlation_id: 'req-login-1',
      payload: { ip: '203.0.113.7', userAgent: 'Firefox/140' },
    });
  });

  it('records failed sign-ins, for a known account and for an address nobody has', async () => {
    await h.publish(
      'identity.user.sign_in_failed.v1',
      { email: admin.email, userId: admin.userId, reason: 'bad_credentials', ip: '198.51.100.4' },
      { aggregateId: admin.userId },
    );
    expect(await last()).toMatchObject({
      action: 'user.sign_in_failed',
      actor_id: admin.userId,
      actor_email: admin.email,
      target_id: admin.userId,
      payload: { reason: 'bad_credentials', ip: '198.51.100.4' },
    });
    await h.publish(
      'identity.user.sign_in_failed.v1',
      { email: 'ghost@nowhere.example', reason: 'bad_credentials' },
      { aggregateId: 'ghost@nowhere.example' },
    );
    expect(await last()).toMatchObject({
      action: 'user.sign_in_failed',
      actor_id: null,
      actor_email: 'ghost@nowhere.example',
      target_type: 'user',
      target_id: 'ghost@nowhere.example',
    });
  });

  it('records staff actions with the admin as actor and the user as target', async () => {
    await h.publish(
      'identity.user.registered.v1',
      { ...amina, fullName: 'Amina', role: Role.SELLER, source: 'self', locale: 'fr' },
      { actorId: '' },
    );
    expect(await last()).toMatchObject({
      action: 'user.registered',
      actor_id: amina.userId,
      actor_email: amina.email,
    });
    for (const [topic, action, extra] of [
      ['identity.user.role_changed.v1', 'user.role_changed', { oldRole: Role.SELLER, newRole: Role.BOTH }],
      ['identity.user.suspended.v1', 'user.suspended', { reason: 'counterfeit goods' }],
      ['identity.user.reinstated.v1', 'user.reinstated', {}],
    ] as const) {
      await h.publish(topic, { ...amina, ...extra }, { actorId: admin.userId });
      expect(await last()).toMatchObject({
        topic,
        action,
        actor_id: admin.userId,
        actor_email: admin.email,
        target_type: 'user',
        target_id: amina.userId,
      });
    }
    expect((await h.entries()).find((e) => e.action === 'user.suspended')!.payload).toMatchObject({
      reason: 'counterfeit goods',
    });
  });

  it('records product moderation and category changes from the catalogue', async () => {
    const product = { productId: uuidv7(), sellerId: amina.userId, title: 'Ashanti cocoa beans' };
    await h.publish(
      'catalogue.product.published.v1',
      { product, reason: 'approved' },
      {
        actorId: admin.userId,
        aggregateId: product.productId,
      },
    );
    expect(await last()).toMatchObject({
      service: 'catalogue',
      action: 'product.approved',
      actor_email: admin.email,
      target_type: 'product',
      target_id: product.productId,
    });
    const categoryId = uuidv7();
    await h.publish(
      'catalogue.category.renamed.v1',
      {
        category: {
          categoryId,
          slug: 'cocoa',
          path: 'agriculture/cocoa',
          names: { en: 'Cocoa', fr: 'Cacao' },
        },
      },
      { actorId: admin.userId, aggregateId: categoryId },
    );
    expect(await last()).toMatchObject({
      action: 'category.renamed',
      target_type: 'category',
      target_id: categoryId,
      payload: { category: { names: { en: 'Cocoa', fr: 'Cacao' } } },
    });
  });

  it('adds nothing when the catalogue only sends its published products again', async () => {
    const before = await h.entries();
    const product = { productId: uuidv7(), sellerId: amina.userId, title: 'Kenyan tea' };
    const replay = await h.publish(
      'catalogue.product.published.v1',
      { product, reason: 'reannounced' },
      { aggregateId: product.productId },
    );
    const handled = await h.sql.query('select 1 from audit.inbox where event_id = $1', [replay]);
    expect(handled.rowCount).toBe(1);
    expect(await h.entries()).toHaveLength(before.length);
    await h.publish(
      'catalogue.product.published.v1',
      { product, reason: 'seeded' },
      { aggregateId: product.productId },
    );
    expect(await last()).toMatchObject({ action: 'product.published', target_id: product.productId });
  });

  it('never stores a one-time link or token, anywhere in its schema', async () => {
    const token = `tok_${uuidv7().replaceAll('-', '')}`;
    const expiresAt = timestampFromDate(new Date(Date.now() + 3_600_000));
    await h.publish('identity.user.email_verification_requested.v1', {
      ...amina,
      fullName: 'Amina',
      locale: 'fr',
      verifyUrl: `https://sokoni.test/verify-email?token=${token}`,
      expiresAt,
    });
    expect((await last()).payload).toMatchObject({ verifyUrl: REDACTED, email: amina.email });
    await h.publish('identity.user.password_reset_requested.v1', {
      ...amina,
      fullName: 'Amina',
      locale: 'fr',
      resetUrl: `https://sokoni.test/reset-password?token=${token}`,
      expiresAt,
    });
    expect((await last()).payload).toMatchObject({ resetUrl: REDACTED });
    const tables = await h.sql.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'audit'`,
    );
    expect(tables.rows.length).toBeGreaterThan(5);
    for (const { table_name } of tables.rows) {
      const dump = await h.sql.query<{ t: string }>(`select t::text as t from audit.${table_name} t`);
      for (const row of dump.rows) expect(row.t).not.toContain(token);
    }
  });

  it('adds nothing for a redelivered event', async () => {
    const before = (await h.entries()).length;
    const id = await h.publish('identity.user.reinstated.v1', amina, { actorId: admin.userId });
    await h.publish('identity.user.reinstated.v1', amina, { actorId: admin.userId, id });
    const after = await h.entries();
    expect(after).toHaveLength(before + 1);
    expect(after.filter((e) => e.event_id === id)).toHaveLength(1);
  });

  it('adds nothing for a buyer’s search: a read, handled all the same', async () => {
    const before = await h.entries();
    const id = await h.publish('catalogue.search.performed.v1', { query: 'cocoa', total: 3n, page: 1 });
    const handled = await h.sql.query('select 1 from audit.inbox where event_id = $1', [id]);
    expect(handled.rowCount).toBe(1);
    expect(await h.entries()).toHaveLength(before.length);
  });

  it('consumes every topic of the contracts map, and chains every entry to the one before', async () => {
    const before = (await h.entries()).length;
    for (const topic of topicNames) await h.publish(topic, {}, { actorId: admin.userId });
    const rows = await h.entries();
    const recorded = topicNames.filter((t) => !READ_TOPICS.has(t));
    expect(rows).toHaveLength(before + recorded.length);
    expect(new Set(rows.slice(before).map((r) => r.topic))).toEqual(new Set(recorded));
    const groups = await h.sql.query<{ consumer_group: string; n: string }>(
      `select consumer_group, count(*) as n from audit.inbox group by consumer_group`,
    );
    // Every event handled once: each entry's, and those above and here that added none (one
    // replay, one search, and one event per read topic in this loop).
    expect(groups.rows).toEqual([
      { consumer_group: 'audit.audit', n: String(rows.length + 2 + READ_TOPICS.size) },
    ]);
    let prev = GENESIS_HASH;
    rows.forEach((r, i) => {
      expect(Number(r.seq)).toBe(i + 1);
      expect(r.prev_hash).toBe(prev);
      expect(rehash(r)).toBe(r.hash);
      prev = r.hash;
    });
    const head = await h.sql.query('select seq, hash from audit.chain_head');
    expect(head.rows).toEqual([{ seq: String(rows.length), hash: prev }]);
  });
});
