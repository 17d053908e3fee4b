import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';
import { canonicalContent, contentJson, entryHash, GENESIS_HASH, type EntryContent } from './chain-hash.js';

const entry = (over: Partial<EntryContent> = {}): EntryContent => ({
  seq: 1,
  id: '01960000-0000-7000-8000-000000000001',
  eventId: '01960000-0000-7000-8000-0000000000e1',
  topic: 'identity.user.suspended.v1',
  action: 'user.suspended',
  service: 'identity',
  actorId: '01960000-0000-7000-8000-0000000000ad',
  actorEmail: 'ops@sokoni.example',
  targetType: 'user',
  targetId: '01960000-0000-7000-8000-0000000000b0',
  occurredAt: new Date('2026-11-22T10:00:00.123Z'),
  recordedAt: new Date('2026-11-22T10:00:01.456Z'),
  correlationId: 'req-1',
  payload: { userId: '01960000-0000-7000-8000-0000000000b0', reason: 'fraud' },
  ...over,
});

describe('entryHash', () => {
  it('is sha256 of the previous hash followed by the canonical content', () => {
    const e = entry();
    const canonical =
      '{"action":"user.suspended","actorEmail":"ops@sokoni.example","actorId":"01960000-0000-7000-8000-0000000000ad",' +
      '"correlationId":"req-1","eventId":"01960000-0000-7000-8000-0000000000e1","id":"01960000-0000-7000-8000-000000000001",' +
      '"occurredAt":"2026-11-22T10:00:00.123Z","payload":{"reason":"fraud","userId":"01960000-0000-7000-8000-0000000000b0"},' +
      '"recordedAt":"2026-11-22T10:00:01.456Z","seq":1,"service":"identity","targetId":"01960000-0000-7000-8000-0000000000b0",' +
      '"targetType":"user","topic":"identity.user.suspended.v1"}';
    const expected = createHash('sha256')
      .update(GENESIS_HASH + canonical)
      .digest('hex');
    expect(entryHash(GENESIS_HASH, e)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with every content field, the sequence number and the previous hash', () => {
    const base = entryHash(GENESIS_HASH, entry());
    const changes: Partial<EntryContent>[] = [
      { seq: 2 },
      { id: '01960000-0000-7000-8000-000000000002' },
      { eventId: '01960000-0000-7000-8000-0000000000e2' },
      { topic: 'identity.user.reinstated.v1' },
      { action: 'user.reinstated' },
      { service: 'catalogue' },
      { actorId: null },
      { actorEmail: 'someone@else.example' },
      { targetType: 'product' },
      { targetId: 'x' },
      { occurredAt: new Date('2026-11-22T10:00:00.124Z') },
      { recordedAt: new Date('2026-11-22T10:00:01.457Z') },
      { correlationId: null },
      { payload: { userId: '01960000-0000-7000-8000-0000000000b0', reason: 'Fraud' } },
    ];
    for (const change of changes) expect(entryHash(GENESIS_HASH, entry(change))).not.toBe(base);
    expect(entryHash('f'.repeat(64), entry())).not.toBe(base);
  });

  it('does not depend on key order inside the payload', () => {
    const a = entry({ payload: { a: 1, b: { c: 2, d: 3 } } });
    const b = entry({ payload: { b: { d: 3, c: 2 }, a: 1 } });
    expect(entryHash(GENESIS_HASH, a)).toBe(entryHash(GENESIS_HASH, b));
  });
});

describe('canonicalContent', () => {
  it('is exactly canonicalJson(contentJson(…)), whatever the values', () => {
    const samples: Partial<EntryContent>[] = [
      {},
      { actorId: null, actorEmail: null, correlationId: null },
      { action: 'a"b\\c', targetId: 'line\nbreak', topic: 'é✓\u2028', service: '' },
      { seq: 9_007_199_254_740_991, payload: [1, 'x', null, { z: [], a: {} }] },
      { payload: null },
      { payload: { 'key with "quotes"': { b: true, a: 1.5e-7, é: -0 } } },
    ];
    for (const s of samples) expect(canonicalContent(entry(s))).toBe(canonicalJson(contentJson(entry(s))));
  });

  it('refuses a seq that is not a safe integer', () => {
    expect(() => canonicalContent(entry({ seq: 1.5 }))).toThrow(TypeError);
  });
});
