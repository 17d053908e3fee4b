import { decodeEnvelope, decodePayload, encodeEnvelope, encodePayload } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import { DeadLetterStore } from '@sokoni/platform/events';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startAudit, type AuditHarness } from './audit-harness.js';

const db: TestDatabase | null = await freshDatabase('audit: dead letters back office');
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;
const BASE = '/api/v1/admin/dead-letters';
const GROUP = 'audit.audit';

/**
 * The platform's "Dead letters" back office (DeadLettersAdminModule) as audit mounts it: audit's
 * own consumer group is the one that failed, replays go back to it, and the staff actions come
 * back to audit as its own events, recorded in the hash chain like any other.
 */
suite('audit: dead letters back office', () => {
  let h: AuditHarness;
  let store: DeadLetterStore;
  let admin: string;
  let buyer: string;
  const staffId = uuidv7();

  /** An event audit can handle (a suspension), as the record's bytes. */
  const goodEvent = (userId = uuidv7()) => {
    const id = uuidv7();
    return {
      id,
      value: encodeEnvelope({
        id,
        type: 'identity.user.suspended.v1',
        occurredAt: new Date(),
        producer: 'identity',
        aggregateId: userId,
        actorId: '',
        correlationId: `corr-${id}`,
        payload: encodePayload('identity.user.suspended.v1', {
          userId,
          email: 'amina@coop.example',
          reason: 'fraud',
        }),
      }),
    };
  };

  /** A letter in audit's table, as the event layer leaves one; returns its public id. */
  async function letter(
    kind: 'good' | 'poison',
    topic = 'identity.user.suspended.v1',
  ): Promise<{ id: string; eventId: string }> {
    const event = kind === 'good' ? goodEvent() : { id: uuidv7(), value: new Uint8Array([0xff, 0xff, 0xff]) };
    const id = await store.record({
      topic,
      consumerGroup: GROUP,
      eventId: event.id,
      key: uuidv7(),
      value: event.value,
      error: kind === 'good' ? 'connection terminated unexpectedly' : 'the record does not decode',
      errorKind: kind === 'good' ? 'transient_exhausted' : 'poison',
      attempts: kind === 'good' ? 5 : 1,
    });
    return { id: `audit:${id}`, eventId: event.id };
  }

  const post = (path: string, token?: string, body?: unknown) =>
    h.api(path, {
      method: 'POST',
      token,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const show = async (id: string) =>
    (await (await h.api(`${BASE}/${id}`, { token: admin })).json()) as Record<string, any>;
  const list = (filter: Record<string, unknown>, token = admin) =>
    h.api(`${BASE}?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token });

  /** The staff-action events audit's outbox holds for a letter, decoded. */
  async function outboxEvents(localId: string) {
    const { rows } = await h.sql.query<{ topic: string; value: Buffer }>(
      `select topic, value from audit.outbox where key = $1 order by id`,
      [localId],
    );
    return rows.map((r) => {
      const env = decodeEnvelope(r.value);
      if (r.topic !== 'audit.dead_letter.replayed.v1' && r.topic !== 'audit.dead_letter.discarded.v1')
        throw new Error(`unexpected ${r.topic}`);
      return { topic: r.topic, actorId: env.actorId, payload: decodePayload(r.topic, env.payload) };
    });
  }

  /** Waits for audit to have recorded an entry (the relay publishes, audit's consumer appends). */
  async function entryFor(targetId: string, action: string) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { rows } = await h.sql.query(
        `select action, actor_id, target_type, target_id, payload from audit.audit_log
         where target_id = $1 and action = $2`,
        [targetId, action],
      );
      if (rows[0]) return rows[0] as Record<string, any>;
      if (Date.now() > deadline) throw new Error(`no ${action} entry for ${targetId}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * Makes every insert of a staff-action event into audit's outbox fail, inside whatever
   * transaction makes it (a trigger, as a full disk or a lost connection would); returns the undo.
   */
  async function failStaffAuditWrites(): Promise<() => Promise<void>> {
    await h.sql.query(`create or replace function audit.test_refuse_staff_audit() returns trigger
      language plpgsql as $$ begin raise exception 'test: the outbox refuses this write'; end $$`);
    await h.sql.query(`create trigger test_refuse_staff_audit before insert on audit.outbox for each row
      when (new.topic like 'audit.dead_letter.%') execute function audit.test_refuse_staff_audit()`);
    return async () => {
      await h.sql.query(`drop trigger if exists test_refuse_staff_audit on audit.outbox`);
      await h.sql.query(`drop function if exists audit.test_refuse_staff_audit()`);
    };
  }

  beforeAll(async () => {
    h = await startAudit(db!);
    store = h.app.get(DeadLetterStore);
    admin = await h.token('admin', staffId);
    buyer = await h.token('buyer');
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('is for staff only: 401 without a token, 403 for a buyer, on every route', async () => {
    const { id } = await letter('good');
    const routes: [string, string, unknown?][] = [
      ['GET', `${BASE}?filter=${encodeURIComponent('{"service":"audit"}')}`],
      ['GET', `${BASE}/${id}`],
      ['POST', `${BASE}/${id}/replay`],
      ['POST', `${BASE}/${id}/discard`, { reason: 'not needed' }],
      ['POST', `${BASE}/replay?filter=${encodeURIComponent('{"service":"audit"}')}`],
    ];
    for (const [method, path, body] of routes) {
      const init = {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      };
      const anonymous = await h.api(path, init);
      expect([method, path, anonymous.status]).toEqual([method, path, 401]);
      expect(anonymous.headers.get('content-type')).toMatch(PROBLEM);
      const asBuyer = await h.api(path, { ...init, token: buyer });
      expect([method, path, asBuyer.status]).toEqual([method, path, 403]);
    }
    expect((await show(id)).status).toBe('open');
  });

  it('lists with the simple-rest contract: public ids, Content-Range, filters', async () => {
    const a = await letter('good', 'identity.user.reinstated.v1');
    const res = await h.api(
      `${BASE}?filter=${encodeURIComponent('{"service":"audit","topic":"identity.user.reinstated.v1"}')}` +
        `&sort=${encodeURIComponent('["lastFailedAt","DESC"]')}&range=${encodeURIComponent('[0,9]')}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('dead-letters 0-0/1');
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows).toEqual([
      expect.objectContaining({
        id: a.id,
        service: 'audit',
        topic: 'identity.user.reinstated.v1',
        consumerGroup: GROUP,
        eventId: a.eventId,
        errorKind: 'transient_exhausted',
        attempts: 5,
        status: 'open',
        resolvedAt: null,
      }),
    ]);
    // Another service's letters are not here (the gateway routes by the filter; nothing matches).
    const other = await list({ service: 'catalogue' });
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual([]);
    expect(other.headers.get('content-range')).toBe('dead-letters */0');
    // getMany: react-admin sends the public ids.
    const many = await list({ id: [a.id, `catalogue:${uuidv7()}`] });
    expect(((await many.json()) as { id: string }[]).map((r) => r.id)).toEqual([a.id]);
    const unknownFilter = await list({ service: 'audit', colour: 'red' });
    expect(unknownFilter.status).toBe(400);
    expect(await unknownFilter.json()).toMatchObject({ code: 'list.bad_query' });
    expect((await list({ service: 'audit', status: 'lost' })).status).toBe(400);
  });

  it('shows one letter with its envelope and payload; 404 for unknown or foreign ids, 400 for malformed', async () => {
    const { id, eventId } = await letter('good');
    const view = await show(id);
    expect(view).toMatchObject({
      id,
      error: 'connection terminated unexpectedly',
      envelope: { id: eventId, type: 'identity.user.suspended.v1', producer: 'identity' },
      payload: { email: 'amina@coop.example', reason: 'fraud' },
      payloadError: null,
    });
    const poison = await show((await letter('poison')).id);
    expect(poison).toMatchObject({ envelope: null, payload: null, payloadError: 'undecodable_envelope' });
    for (const [path, status, code] of [
      [`${BASE}/audit:${uuidv7()}`, 404, 'dead_letter.not_found'],
      [`${BASE}/${id.replace('audit:', 'catalogue:')}`, 404, 'dead_letter.not_found'],
      [`${BASE}/${id.replace('audit:', '')}`, 400, 'dead_letter.bad_id'],
      [`${BASE}/audit:42`, 400, 'dead_letter.bad_id'],
    ] as const) {
      const res = await h.api(path, { token: admin, headers: { 'accept-language': 'fr' } });
      expect([path, res.status]).toEqual([path, status]);
      const body = (await res.json()) as { code: string; detail: string };
      expect(body.code).toBe(code);
      expect(body.detail).toMatch(/lettre morte/);
    }
  });

  it('discards with a reason (required, 3–500 characters), once, audited', async () => {
    const { id } = await letter('poison');
    for (const body of [
      {},
      { reason: '  ab ' },
      { reason: 'x'.repeat(501) },
      { reason: 42 },
      { reason: 'see <img src=x onerror=alert(1)>' },
    ]) {
      const res = await post(`${BASE}/${id}/discard`, admin, body);
      expect([body, res.status]).toEqual([body, 400]);
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
      const { errors } = (await res.json()) as { errors: { field: string }[] };
      expect(errors.length).toBeGreaterThan(0);
      expect(new Set(errors.map((e) => e.field))).toEqual(new Set(['reason']));
    }
    expect(await show(id)).toMatchObject({ status: 'open', resolvedBy: null });
    expect(await outboxEvents(id.slice('audit:'.length))).toEqual([]);

    const res = await post(`${BASE}/${id}/discard`, admin, { reason: '  Garbage from a test producer ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      status: 'discarded',
      resolvedBy: staffId,
      resolutionNote: 'Garbage from a test producer',
      resolvedAt: expect.any(String),
    });

    const again = await post(`${BASE}/${id}/discard`, admin, { reason: 'twice' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'dead_letter.not_open' });
    const replay = await post(`${BASE}/${id}/replay`, admin);
    expect(replay.status).toBe(409);
    expect(await show(id)).toMatchObject({
      status: 'discarded',
      resolutionNote: 'Garbage from a test producer',
    });

    const localId = id.slice('audit:'.length);
    expect(await outboxEvents(localId)).toEqual([
      {
        topic: 'audit.dead_letter.discarded.v1',
        actorId: staffId,
        payload: expect.objectContaining({
          deadLetter: expect.objectContaining({
            deadLetterId: localId,
            consumerGroup: GROUP,
            errorKind: 'poison',
          }),
          discardedBy: staffId,
          reason: 'Garbage from a test producer',
        }),
      },
    ]);
    const entry = await entryFor(id, 'dead_letter.discarded');
    expect(entry).toMatchObject({ actor_id: staffId, target_type: 'dead_letter' });
    expect(entry.payload).toMatchObject({ reason: 'Garbage from a test producer', discardedBy: staffId });
  });

  it('replays to the consumer group that failed: the event is handled and the letter marked replayed', async () => {
    const { id, eventId } = await letter('good');
    const res = await post(`${BASE}/${id}/replay`, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'replayed', resolvedBy: staffId });
    // audit's consumer did handle the suspension this time.
    const { rows } = await h.sql.query(`select action from audit.audit_log where event_id = $1`, [eventId]);
    expect(rows).toEqual([{ action: 'user.suspended' }]);

    const again = await post(`${BASE}/${id}/replay`, admin);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'dead_letter.not_open' });

    const localId = id.slice('audit:'.length);
    expect(await outboxEvents(localId)).toEqual([
      {
        topic: 'audit.dead_letter.replayed.v1',
        actorId: staffId,
        payload: expect.objectContaining({ replayedBy: staffId, succeeded: true, error: '' }),
      },
    ]);
    expect(await entryFor(id, 'dead_letter.replayed')).toMatchObject({ actor_id: staffId });
  });

  it('answers a replay that fails again with the letter, still open, and audits that too', async () => {
    const { id } = await letter('poison');
    const res = await post(`${BASE}/${id}/replay`, admin);
    expect(res.status).toBe(200);
    const view = (await res.json()) as Record<string, unknown>;
    expect(view).toMatchObject({ id, status: 'open', errorKind: 'replay_failed', attempts: 2 });
    expect(view.error).not.toBe('the record does not decode');
    const [event] = await outboxEvents(id.slice('audit:'.length));
    expect(event).toMatchObject({
      topic: 'audit.dead_letter.replayed.v1',
      payload: { succeeded: false, error: expect.stringMatching(/.+/) },
    });
    expect(await entryFor(id, 'dead_letter.replay_failed')).toMatchObject({ actor_id: staffId });
  });

  it('replays every open letter a filter matches and says how it went', async () => {
    const topic = 'identity.user.email_verified.v1';
    const good1 = await letter('good', topic);
    const good2 = await letter('good', topic);
    const poison = await letter('poison', topic);
    const done = await letter('good', topic);
    expect((await post(`${BASE}/${done.id}/discard`, admin, { reason: 'handled by hand' })).status).toBe(200);

    const filter = encodeURIComponent(JSON.stringify({ service: 'audit', topic }));
    expect((await post(`${BASE}/replay?filter=${filter}`, buyer)).status).toBe(403);
    const res = await post(`${BASE}/replay?filter=${filter}`, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      service: 'audit',
      matched: 3,
      replayed: 2,
      failed: 1,
      skipped: 0,
      unreplayable: 0,
      remaining: 0,
    });
    expect((await show(good1.id)).status).toBe('replayed');
    expect((await show(good2.id)).status).toBe('replayed');
    expect(await show(poison.id)).toMatchObject({ status: 'open', errorKind: 'replay_failed' });
    expect((await show(done.id)).status).toBe('discarded');

    // Another service's filter replays nothing here; a bad filter is a 400.
    const foreign = await post(
      `${BASE}/replay?filter=${encodeURIComponent('{"service":"catalogue"}')}`,
      admin,
    );
    expect(await foreign.json()).toMatchObject({ matched: 0, replayed: 0 });
    expect(
      (await post(`${BASE}/replay?filter=${encodeURIComponent('{"colour":"red"}')}`, admin)).status,
    ).toBe(400);
  });

  it('keeps a discard and its audit event together: when the event cannot be written, nothing is discarded', async () => {
    const { id } = await letter('poison');
    const localId = id.slice('audit:'.length);
    const restore = await failStaffAuditWrites();
    try {
      const res = await post(`${BASE}/${id}/discard`, admin, { reason: 'garbage from a test producer' });
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
    } finally {
      await restore();
    }
    // Unaudited, so not done: still open, for staff to try again.
    expect(await show(id)).toMatchObject({ status: 'open', resolvedBy: null, resolutionNote: null });
    expect(await outboxEvents(localId)).toEqual([]);

    const res = await post(`${BASE}/${id}/discard`, admin, { reason: 'garbage from a test producer' });
    expect(res.status).toBe(200);
    expect(await show(id)).toMatchObject({ status: 'discarded', resolvedBy: staffId });
    expect((await outboxEvents(localId)).map((e) => e.topic)).toEqual(['audit.dead_letter.discarded.v1']);
  });

  it('keeps a replay’s outcome and its audit event together; the handler’s effect stays single', async () => {
    const { id, eventId } = await letter('good');
    const poison = await letter('poison');
    const restore = await failStaffAuditWrites();
    try {
      for (const target of [id, poison.id]) {
        const res = await post(`${BASE}/${target}/replay`, admin);
        expect([target, res.status]).toEqual([target, 500]);
      }
    } finally {
      await restore();
    }
    // The handler's own transaction committed (the suspension is in the log, and in the inbox) but
    // the letter was not marked replayed without its audit event.
    const handled = async () =>
      (await h.sql.query(`select action from audit.audit_log where event_id = $1`, [eventId])).rows;
    expect(await handled()).toEqual([{ action: 'user.suspended' }]);
    expect(await show(id)).toMatchObject({ status: 'open', resolvedBy: null });
    expect(await outboxEvents(id.slice('audit:'.length))).toEqual([]);
    // Nor was a failed replay's new error recorded without its event.
    expect(await show(poison.id)).toMatchObject({ status: 'open', errorKind: 'poison', attempts: 1 });
    expect(await outboxEvents(poison.id.slice('audit:'.length))).toEqual([]);

    // Staff try again: the inbox knows the event, so no second effect; now marked and audited.
    const res = await post(`${BASE}/${id}/replay`, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'replayed', resolvedBy: staffId });
    expect(await handled()).toEqual([{ action: 'user.suspended' }]);
    expect(await outboxEvents(id.slice('audit:'.length))).toEqual([
      expect.objectContaining({
        topic: 'audit.dead_letter.replayed.v1',
        payload: expect.objectContaining({ succeeded: true }),
      }),
    ]);
  });

  it('dead-letters a token-revocation record that does not decode into the table, for staff to discard', async () => {
    const key = uuidv7();
    // Resolves once every group has finished the record (dead-lettering included).
    await h.transport.publish([
      { topic: 'identity.session.revoked.v1', key, value: new Uint8Array([0xff, 0xff, 0xff]) },
    ]);
    // Audit's own consumer of the topic dead-letters it too, in its group (audit.audit).
    const { rows } = await h.sql.query(
      `select id, topic, consumer_group, error_kind, attempts, status from audit.dead_letter
       where key = $1 and consumer_group <> $2`,
      [key, GROUP],
    );
    expect(rows).toEqual([
      {
        id: expect.any(String),
        topic: 'identity.session.revoked.v1',
        consumer_group: 'audit.token-revocation',
        error_kind: 'poison',
        attempts: 1,
        status: 'open',
      },
    ]);
    const id = `audit:${rows[0].id}`;
    const listed = await list({ service: 'audit', consumerGroup: 'audit.token-revocation', status: 'open' });
    expect(((await listed.json()) as { id: string }[]).map((r) => r.id)).toContain(id);
    // No @OnEvent handler to replay it to (the tokens it named have expired by now): discard only.
    const replay = await post(`${BASE}/${id}/replay`, admin);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ code: 'dead_letter.no_handler' });
    const discard = await post(`${BASE}/${id}/discard`, admin, { reason: 'undecodable revocation record' });
    expect(discard.status).toBe(200);
    expect(await discard.json()).toMatchObject({ status: 'discarded' });
  });
});
