import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startAudit, type AuditHarness, type EntryRow } from './audit-harness.js';
import { staffScene } from './staff-scene.js';

const db: TestDatabase | null = await freshDatabase('audit: admin entry and verify');
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;

/** GET /api/v1/admin/audit-logs/:id and /verify (which `:id` must not capture). */
suite('audit: admin entry and verify', () => {
  let h: AuditHarness;
  let admin: string;
  let rows: EntryRow[];
  const { staff, amina, bello, seed } = staffScene();

  beforeAll(async () => {
    h = await startAudit(db!);
    admin = await h.token('admin', staff.userId);
    rows = await seed(h);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  describe('one entry', () => {
    it('shows the whole entry: redacted payload and both hashes', async () => {
      const res = await h.api(`/api/v1/admin/audit-logs/${rows[5]!.id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: rows[5]!.id,
        seq: 6,
        action: 'user.suspended',
        payload: { userId: amina.userId, email: amina.email, reason: 'fraud' },
        prevHash: rows[4]!.hash,
        hash: rows[5]!.hash,
        archived: false,
      });
    });

    it('answers 404 problem+json for an unknown id, in the caller language, and 400 for a malformed one', async () => {
      const missing = await h.api(`/api/v1/admin/audit-logs/${uuidv7()}`, {
        token: admin,
        headers: { 'accept-language': 'fr' },
      });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toMatch(PROBLEM);
      expect(await missing.json()).toMatchObject({
        code: 'audit.entry_not_found',
        detail: expect.stringMatching(/audit/),
      });
      expect((await h.api('/api/v1/admin/audit-logs/42', { token: admin })).status).toBe(400);
    });
  });

  describe('verify', () => {
    it('is its own route, not an entry called "verify", and recomputes the chain', async () => {
      const res = await h.api('/api/v1/admin/audit-logs/verify', { token: admin });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        valid: true,
        checked: 8,
        firstBroken: null,
        head: { seq: 8, hash: rows[7]!.hash },
        anchor: { seq: 0, hash: '0'.repeat(64) },
      });
    });

    it('names the first broken entry after tampering', async () => {
      await h.tamper(`update audit.audit_log set target_id = $1 where seq = 4`, [bello.userId]);
      const res = await h.api('/api/v1/admin/audit-logs/verify', { token: admin });
      expect(await res.json()).toMatchObject({
        valid: false,
        checked: 4,
        firstBroken: { id: rows[3]!.id, seq: 4, reason: 'hash_mismatch' },
      });
      await h.tamper(`update audit.audit_log set target_id = $1 where seq = 4`, [rows[3]!.target_id]);
      expect(await (await h.api('/api/v1/admin/audit-logs/verify', { token: admin })).json()).toMatchObject({
        valid: true,
      });
    });
  });
});
