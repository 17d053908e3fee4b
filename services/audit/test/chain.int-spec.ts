import { MikroORM } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startAudit, type AuditHarness } from './audit-harness.js';

const db: TestDatabase | null = await freshDatabase('audit hash chain');
const suite = db ? describe : describe.skip;

/**
 * The log is tamper-evident (each entry carries the hash of the one before, verification recomputes
 * them all) and append-only in the database itself, and appends from concurrent consumers never
 * fork the chain.
 */
suite('audit: the hash chain', () => {
  let h: AuditHarness;
  const admin = uuidv7();

  beforeAll(async () => {
    h = await startAudit(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const suspend = (userId = uuidv7(), reason = 'spam') =>
    h.publish(
      'identity.user.suspended.v1',
      { userId, email: `${userId.slice(-6)}@x.example`, reason },
      { actorId: admin },
    );

  it('verifies an empty chain', async () => {
    expect(await h.verify.execute()).toMatchObject({
      valid: true,
      checked: 0,
      firstBroken: null,
      head: { seq: 0 },
    });
  });

  it('verifies a chain longer than one batch', async () => {
    for (let i = 0; i < 12; i += 1) await suspend();
    const rows = await h.entries();
    expect(await h.verify.execute(5)).toEqual({
      valid: true,
      checked: 12,
      firstBroken: null,
      head: { seq: 12, hash: rows.at(-1)!.hash },
      anchor: { seq: 0, hash: '0'.repeat(64) },
    });
  });

  describe('the database refuses to change entries', () => {
    it.each([
      ['UPDATE', `update audit.audit_log set action = 'user.reinstated' where seq = 3`],
      ['DELETE', `delete from audit.audit_log where seq = 3`],
      [
        'DELETE of the newest',
        `delete from audit.audit_log where seq = (select max(seq) from audit.audit_log)`,
      ],
      ['TRUNCATE', `truncate audit.audit_log`],
      ['moving the head back', `update audit.chain_head set seq = 1`],
      ['deleting the head', `delete from audit.chain_head`],
    ])('%s is refused', async (_what, statement) => {
      await expect(h.sql.query(statement)).rejects.toThrow(/append-only|only move forward/);
    });

    it('and nothing changed', async () => {
      expect(await h.verify.execute()).toMatchObject({ valid: true, checked: 12 });
    });
  });

  it('reports the first entry whose content was changed, and is valid again once it is put back', async () => {
    const [, , third] = await h.entries();
    await h.tamper(
      `update audit.audit_log set payload = jsonb_set(payload, '{reason}', '"paid up"') where seq = 3`,
    );
    await h.tamper(`update audit.audit_log set actor_email = 'someone@else.example' where seq = 7`);
    expect(await h.verify.execute(5)).toEqual(
      expect.objectContaining({
        valid: false,
        checked: 3,
        firstBroken: { id: third!.id, seq: 3, reason: 'hash_mismatch', archived: false },
      }),
    );
    await h.tamper(`update audit.audit_log set payload = $1::jsonb where seq = 3`, [
      JSON.stringify(third!.payload),
    ]);
    expect(await h.verify.execute()).toMatchObject({
      valid: false,
      firstBroken: { seq: 7, reason: 'hash_mismatch' },
    });
    await h.tamper(`update audit.audit_log set actor_email = null where seq = 7`);
    expect(await h.verify.execute()).toMatchObject({ valid: true, checked: 12 });
  });

  it('reports a rewritten entry whose own hash was recomputed by its link to the next one', async () => {
    const rows = await h.entries();
    await h.tamper(`update audit.audit_log set hash = repeat('a', 64) where seq = 5`);
    expect((await h.verify.execute()).firstBroken).toMatchObject({ seq: 5, reason: 'hash_mismatch' });
    // Had the tamperer also fixed entry 5's hash, entry 6 would no longer link to it.
    await h.tamper(`update audit.audit_log set prev_hash = repeat('a', 64) where seq = 6`);
    await h.tamper(`update audit.audit_log set hash = $1 where seq = 5`, [rows[4]!.hash]);
    expect((await h.verify.execute()).firstBroken).toEqual({
      id: rows[5]!.id,
      seq: 6,
      reason: 'broken_link',
      archived: false,
    });
    await h.tamper(`update audit.audit_log set prev_hash = $1 where seq = 6`, [rows[4]!.hash]);
    expect((await h.verify.execute()).valid).toBe(true);
  });

  it('reports entries removed from the middle and from the end', async () => {
    const rows = await h.entries();
    await h.tamper(`delete from audit.audit_log where seq = 12`);
    expect(await h.verify.execute()).toMatchObject({
      valid: false,
      checked: 11,
      firstBroken: { id: null, seq: 12, reason: 'missing_entries' },
    });
    await h.tamper(`delete from audit.audit_log where seq in (8, 9)`);
    expect((await h.verify.execute()).firstBroken).toEqual({
      id: rows[9]!.id,
      seq: 10,
      reason: 'missing_entries',
      archived: false,
    });
    // Put back exactly as they were: the chain is whole again.
    for (const r of rows.filter((x) => ['8', '9', '12'].includes(x.seq))) {
      await h.tamper(
        `insert into audit.audit_log select * from json_populate_record(null::audit.audit_log, $1::json)`,
        [JSON.stringify(r)],
      );
    }
    expect(await h.verify.execute()).toMatchObject({ valid: true, checked: 12 });
  });

  it('keeps one chain when many consumers append at once', async () => {
    const before = (await h.entries()).length;
    // Events on many keys are handled concurrently (one in-flight record per partition) …
    await Promise.all(Array.from({ length: 24 }, () => suspend()));
    // … and appends in separate transactions on separate connections race for the head.
    const orm = h.app.get(MikroORM);
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        orm.em.fork().transactional((em) =>
          h.chain.append(em, {
            eventId: uuidv7(),
            topic: 'identity.user.reinstated.v1',
            action: 'user.reinstated',
            service: 'identity',
            actorId: admin,
            actorEmail: null,
            targetType: 'user',
            targetId: `u${i}`,
            occurredAt: new Date(),
            correlationId: null,
            payload: { i },
          }),
        ),
      ),
    );
    const rows = await h.entries();
    expect(rows).toHaveLength(before + 40);
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(rows.length);
    expect(await h.verify.execute(7)).toMatchObject({ valid: true, checked: before + 40 });
  });
});
