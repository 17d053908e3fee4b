import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startAudit, type AuditHarness, type EntryRow } from './audit-harness.js';

const db: TestDatabase | null = await freshDatabase('audit retention');
const suite = db ? describe : describe.skip;

const DAY = 86_400_000;

/**
 * AUDIT_RETENTION_DAYS: old entries move to the archive table as they are (never dropped), the
 * anchor keeps the last archived hash, and the chain, archive included, still verifies.
 */
suite('audit: retention archives, never drops', () => {
  let h: AuditHarness;
  let admin: string;
  // The tests pass their own "now", far ahead: the background pass (real time) never finds these due.
  const now = new Date(Math.ceil(Date.now() / DAY) * DAY + 1000 * DAY);
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);
  let before: EntryRow[];

  beforeAll(async () => {
    h = await startAudit(db!, { AUDIT_RETENTION_DAYS: '30' });
    admin = await h.token('admin');
    const event = (occurredAt: Date, reason: string) =>
      h.publish(
        'identity.user.suspended.v1',
        { userId: uuidv7(), email: 'x@y.example', reason },
        { occurredAt },
      );
    for (let i = 0; i < 5; i += 1) await event(daysAgo(90 - i), `old ${i + 1}`);
    await event(daysAgo(2), 'recent');
    // Old by its event time, but after a recent entry: only a prefix of the chain moves.
    await event(daysAgo(60), 'late old');
    await event(daysAgo(1), 'newest');
    before = await h.entries();
    expect(before).toHaveLength(8);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('moves the old prefix of the chain to the archive, in batches, and records the anchor', async () => {
    expect(await h.archive.archiveDue(now, 2)).toBe(5);
    const live = await h.entries();
    const archived = await h.entries('audit_log_archive');
    expect(live.map((r) => r.seq)).toEqual(['6', '7', '8']);
    expect(archived.map((r) => r.seq)).toEqual(['1', '2', '3', '4', '5']);
    // Moved as they were: every column, hashes included.
    archived.forEach((r, i) => {
      const { archived_at: _at, ...entry } = r as EntryRow & { archived_at: Date };
      expect(entry).toEqual(before[i]);
    });
    const anchor = await h.sql.query('select seq, hash from audit.chain_anchor');
    expect(anchor.rows).toEqual([{ seq: '5', hash: before[4]!.hash }]);
    expect(live[0]!.prev_hash).toBe(before[4]!.hash);
    // Nothing more is due until the recent entry ages.
    expect(await h.archive.archiveDue(now)).toBe(0);
  });

  it('still verifies the whole chain, archive included', async () => {
    expect(await h.verify.execute(3)).toEqual({
      valid: true,
      checked: 8,
      firstBroken: null,
      head: { seq: 8, hash: before[7]!.hash },
      anchor: { seq: 5, hash: before[4]!.hash },
    });
  });

  it('keeps archived entries readable by id and listable with archived=true', async () => {
    const one = await h.api(`/api/v1/admin/audit-logs/${before[1]!.id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({
      seq: 2,
      archived: true,
      hash: before[1]!.hash,
      payload: { reason: 'old 2' },
    });
    const list = await h.api(`/api/v1/admin/audit-logs?filter=${encodeURIComponent('{"archived":true}')}`, {
      token: admin,
    });
    expect(list.headers.get('content-range')).toBe('audit-logs 0-4/5');
    expect(((await list.json()) as { seq: number }[]).map((e) => e.seq)).toEqual([5, 4, 3, 2, 1]);
    const live = await h.api('/api/v1/admin/audit-logs', { token: admin });
    expect(live.headers.get('content-range')).toBe('audit-logs 0-2/3');
  });

  it('refuses to change or delete archived entries, and to delete live ones not archived', async () => {
    for (const statement of [
      `update audit.audit_log_archive set action = 'x' where seq = 1`,
      `delete from audit.audit_log_archive where seq = 1`,
      `truncate audit.audit_log_archive`,
      `delete from audit.audit_log where seq = 6`,
      `update audit.chain_anchor set seq = 0`,
    ]) {
      await expect(h.sql.query(statement)).rejects.toThrow(/append-only|only move forward/);
    }
  });

  it('reports tampering inside the archive, and a forged anchor', async () => {
    await h.tamper(
      `update audit.audit_log_archive set payload = '{"reason":"nothing happened"}' where seq = 2`,
    );
    expect(await h.verify.execute()).toMatchObject({
      valid: false,
      checked: 2,
      firstBroken: { id: before[1]!.id, seq: 2, reason: 'hash_mismatch', archived: true },
    });
    await h.tamper(`update audit.audit_log_archive set payload = $1::jsonb where seq = 2`, [
      JSON.stringify(before[1]!.payload),
    ]);
    await h.tamper(`update audit.chain_anchor set hash = repeat('b', 64)`);
    expect((await h.verify.execute()).firstBroken).toMatchObject({
      seq: 5,
      reason: 'anchor_mismatch',
      archived: true,
    });
    await h.tamper(`update audit.chain_anchor set hash = $1`, [before[4]!.hash]);
    expect((await h.verify.execute()).valid).toBe(true);
  });

  it('archives the rest once it is old enough, and appends go on from the head', async () => {
    expect(await h.archive.archiveDue(new Date(now.getTime() + 40 * DAY))).toBe(3);
    expect(await h.entries()).toEqual([]);
    await h.publish('identity.user.reinstated.v1', { userId: uuidv7(), email: 'x@y.example' });
    const [next] = await h.entries();
    expect(next).toMatchObject({ seq: '9', prev_hash: before[7]!.hash });
    expect(await h.verify.execute()).toMatchObject({ valid: true, checked: 9, anchor: { seq: 8 } });
  });
});

const off: TestDatabase | null = db ? await freshDatabase('audit retention off') : null;
(off ? describe : describe.skip)('audit: retention off (AUDIT_RETENTION_DAYS=0, the default)', () => {
  it('keeps everything live', async () => {
    const h = await startAudit(off!);
    try {
      await h.publish(
        'identity.user.suspended.v1',
        { userId: uuidv7(), email: 'x@y.example' },
        {
          occurredAt: new Date('2000-01-01T00:00:00Z'),
        },
      );
      expect(await h.archive.archiveDue(new Date())).toBe(0);
      expect(await h.entries()).toHaveLength(1);
      expect(await h.entries('audit_log_archive')).toHaveLength(0);
    } finally {
      await h.stop();
      await off!.drop();
    }
  });
});
