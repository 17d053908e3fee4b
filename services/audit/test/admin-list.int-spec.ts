import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startAudit, type AuditHarness, type EntryRow } from './audit-harness.js';
import { staffScene } from './staff-scene.js';

const db: TestDatabase | null = await freshDatabase('audit: admin list');
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;

/**
 * GET /api/v1/admin/audit-logs, admin-only in the service itself, in react-admin's
 * ra-data-simple-rest contract: `sort`, `range`, `filter` in; JSON array and Content-Range out.
 */
suite('audit: admin list', () => {
  let h: AuditHarness;
  let admin: string;
  let rows: EntryRow[];
  const { staff, amina, productId, day, seed } = staffScene();

  const list = (query: Record<string, unknown> = {}, token: string | undefined = admin) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    );
    return h.api(`/api/v1/admin/audit-logs?${qs.toString()}`, { token });
  };
  const seqs = async (res: Response) => ((await res.json()) as { seq: number }[]).map((e) => e.seq);
  const expectSeqs = (pick: (r: EntryRow) => boolean) =>
    rows
      .filter(pick)
      .map((r) => Number(r.seq))
      .sort((a, b) => b - a);

  beforeAll(async () => {
    h = await startAudit(db!);
    admin = await h.token('admin', staff.userId);
    rows = await seed(h);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  describe('only admins', () => {
    it.each([
      ['no token', undefined, 401],
      ['a buyer', 'buyer', 403],
      ['a seller', 'seller', 403],
      ['a trader with both roles', 'both', 403],
    ] as const)('%s gets %i from the service itself, on every route', async (_who, role, status) => {
      const token = role ? await h.token(role) : undefined;
      for (const path of ['', '/verify', `/${rows[0]!.id}`]) {
        const res = await h.api(`/api/v1/admin/audit-logs${path}`, { token });
        expect(res.status).toBe(status);
        expect(res.headers.get('content-type')).toMatch(PROBLEM);
        expect(JSON.stringify(await res.json())).not.toContain(amina.email);
      }
    });

    it('a token signed by another key gets 401', async () => {
      expect((await list({}, await h.forgedToken())).status).toBe(401);
    });
  });

  describe('list', () => {
    it('answers the newest entries first by default, with Content-Range and no payloads', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('audit-logs 0-7/8');
      const body = (await res.json()) as Record<string, unknown>[];
      expect(body.map((e) => e.seq)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
      const suspended = body.find((e) => e.action === 'user.suspended');
      expect(suspended).toEqual({
        id: rows[5]!.id,
        seq: 6,
        occurredAt: day(6).toISOString(),
        recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        service: 'identity',
        topic: 'identity.user.suspended.v1',
        action: 'user.suspended',
        actorId: staff.userId,
        actorEmail: staff.email,
        targetType: 'user',
        targetId: amina.userId,
        eventId: rows[5]!.event_id,
        correlationId: 'req-suspend',
        archived: false,
      });
    });

    it.each([
      ['id', (r: EntryRow) => Number(r.seq)],
      ['seq', (r: EntryRow) => Number(r.seq)],
      ['occurredAt', (r: EntryRow) => r.occurred_at.getTime()],
      ['action', (r: EntryRow) => r.action],
      ['service', (r: EntryRow) => r.service],
    ] as const)('sorts by %s both ways (ties by seq, newest first)', async (field, key) => {
      for (const order of ['ASC', 'DESC'] as const) {
        const expected = [...rows]
          .sort((a, b) => {
            const x = key(a);
            const y = key(b);
            const c = x < y ? -1 : x > y ? 1 : 0;
            return (order === 'ASC' ? c : -c) || Number(b.seq) - Number(a.seq);
          })
          .map((r) => Number(r.seq));
        const res = await list({ sort: [field, order] });
        expect(res.status).toBe(200);
        expect(await seqs(res)).toEqual(expected);
      }
    });

    it('pages with range', async () => {
      const pages: number[] = [];
      for (const range of [
        [0, 2],
        [3, 5],
        [6, 8],
      ]) {
        const res = await list({ sort: ['seq', 'ASC'], range });
        expect(res.headers.get('content-range')).toBe(`audit-logs ${range[0]}-${Math.min(range[1]!, 7)}/8`);
        pages.push(...(await seqs(res)));
      }
      expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const past = await list({ range: [20, 29] });
      expect(past.headers.get('content-range')).toBe('audit-logs */8');
      expect(await past.json()).toEqual([]);
    });

    it.each([
      ['actorId', { actorId: staff.userId }, (r: EntryRow) => r.actor_id === staff.userId],
      ['action', { action: 'user.registered' }, (r: EntryRow) => r.action === 'user.registered'],
      ['targetType', { targetType: 'product' }, (r: EntryRow) => r.target_type === 'product'],
      ['targetId', { targetId: amina.userId }, (r: EntryRow) => r.target_id === amina.userId],
      ['service', { service: 'catalogue' }, (r: EntryRow) => r.service === 'catalogue'],
      [
        'topic',
        { topic: 'identity.user.signed_in.v1' },
        (r: EntryRow) => r.topic === 'identity.user.signed_in.v1',
      ],
      [
        'correlationId',
        { correlationId: 'req-suspend' },
        (r: EntryRow) => r.correlation_id === 'req-suspend',
      ],
      ['from', { from: '2026-11-06' }, (r: EntryRow) => r.occurred_at >= day(6)],
      // A bare date as upper bound includes that whole day.
      ['to', { to: '2026-11-03' }, (r: EntryRow) => r.occurred_at <= day(3)],
      [
        'from and to',
        { from: '2026-11-03T00:00:00Z', to: '2026-11-05' },
        (r: EntryRow) => r.occurred_at >= day(3) && r.occurred_at <= day(5),
      ],
      ['q on the action', { q: 'SUSPEND' }, (r: EntryRow) => r.action === 'user.suspended'],
      ['q on the actor e-mail', { q: 'ops@sokoni' }, (r: EntryRow) => r.actor_email === staff.email],
      ['q on the target id', { q: productId.slice(-12) }, (r: EntryRow) => r.target_id === productId],
      ['q with LIKE wildcards taken literally', { q: '%_' }, () => false],
      [
        'combined filters',
        { actorId: staff.userId, targetType: 'user' },
        (r: EntryRow) => r.actor_id === staff.userId && r.target_type === 'user',
      ],
    ] as const)('filters by %s', async (_name, filter, pick) => {
      const res = await list({ filter });
      expect(res.status).toBe(200);
      const expected = expectSeqs(pick);
      expect(await seqs(res)).toEqual(expected);
      expect(res.headers.get('content-range')).toMatch(new RegExp(`/${expected.length}$`));
    });

    it('answers getMany (filter={"id":[…]}) with exactly those entries', async () => {
      const ids = [rows[1]!.id, rows[6]!.id, uuidv7()];
      const res = await list({ filter: { id: ids } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { id: string }[]).map((e) => e.id).sort()).toEqual(
        [rows[1]!.id, rows[6]!.id].sort(),
      );
    });

    it.each([
      ['unknown sort field', { sort: '["payload","ASC"]' }, 'sort', 'list.unknown_sort_field'],
      ['malformed sort JSON', { sort: '["seq",' }, 'sort', 'list.not_json'],
      ['bad sort order', { sort: '["seq","SIDEWAYS"]' }, 'sort', 'list.bad_sort'],
      ['malformed range JSON', { range: '[0,' }, 'range', 'list.not_json'],
      ['backwards range', { range: '[9,0]' }, 'range', 'list.bad_range'],
      ['huge page', { range: '[0,100000]' }, 'range', 'list.range_too_large'],
      ['malformed filter JSON', { filter: '{"action":' }, 'filter', 'list.not_json'],
      ['filter not an object', { filter: '["user.suspended"]' }, 'filter', 'list.bad_filter'],
      ['unknown filter', { filter: '{"hash":"x"}' }, 'filter', 'list.unknown_filter'],
      ['filter on a prototype member', { filter: '{"__proto__":{"x":1}}' }, 'filter', 'list.unknown_filter'],
      ['actorId not a uuid', { filter: '{"actorId":"admin"}' }, 'filter', 'list.bad_filter_value'],
      ['impossible date', { filter: '{"from":"2026-02-30"}' }, 'filter', 'list.bad_filter_value'],
      ['getMany with a bad id', { filter: '{"id":["1 or 1=1"]}' }, 'filter', 'list.bad_filter_value'],
    ])('%s → 400 problem+json naming the parameter', async (_name, query, param, code) => {
      const res = await h.api(`/api/v1/admin/audit-logs?${new URLSearchParams(query).toString()}`, {
        token: admin,
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
      const body = (await res.json()) as { errors?: { field: string; code: string }[] };
      expect(body.errors?.[0]).toMatchObject({ field: param, code });
    });

    it('says what is wrong in the caller language', async () => {
      const res = await h.api(`/api/v1/admin/audit-logs?sort=${encodeURIComponent('["payload","ASC"]')}`, {
        token: admin,
        headers: { 'accept-language': 'fr' },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('Impossible de trier par');
    });
  });
});
