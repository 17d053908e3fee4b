import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { MASK } from '../src/index.js';
import { freshDatabase, startMessaging, type MessagingHarness } from './messaging-harness.js';

const db: TestDatabase | null = await freshDatabase('messaging: conversations');
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;
type Json = Record<string, any>;

/** Opening, continuing, reading and writing conversations, each party seeing only their own. */
suite('messaging: conversations', () => {
  let h: MessagingHarness;
  let buyer: { id: string; token: string };
  let supplier: { id: string; token: string };
  let stranger: { id: string; token: string };

  const open = (token: string, json: Json) => h.api('/api/v1/conversations', { method: 'POST', token, json });
  const body = async (res: Response): Promise<Json> => (await res.json()) as Json;

  beforeAll(async () => {
    h = await startMessaging(db!);
    buyer = await h.user('buyer', 'Amina Buyer');
    supplier = await h.user('seller', 'Kahawa');
    stranger = await h.user('buyer', 'Third Party');
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('opens one conversation per buyer, supplier and product, and continues it afterwards', async () => {
    const productId = await h.product(supplier.id, 'Arabica AA');
    const first = await open(buyer.token, {
      subjectKind: 'product',
      subjectId: productId,
      text: 'Hello, MOQ?',
    });
    expect(first.status).toBe(201);
    const a = await body(first);
    expect(a.created).toBe(true);
    expect(a.conversation).toMatchObject({
      subject: { kind: 'product', id: productId, title: 'Arabica AA' },
      counterpart: { id: supplier.id, name: 'Kahawa Ltd' },
      myRole: 'buyer',
    });
    const again = await body(
      await open(buyer.token, { subjectKind: 'product', subjectId: productId, text: 'Still there?' }),
    );
    expect(again.created).toBe(false);
    expect(again.conversation.id).toBe(a.conversation.id);
    const rows = await h.sql.query(
      'select count(*)::int as n from messaging.message where conversation_id = $1',
      [a.conversation.id],
    );
    expect(rows.rows[0].n).toBe(2);
  });

  it('makes concurrent openings meet in one conversation', async () => {
    const productId = await h.product(supplier.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        open(buyer.token, { subjectKind: 'product', subjectId: productId, text: `ping ${i}` }).then(body),
      ),
    );
    expect(new Set(results.map((r) => r.conversation.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const rows = await h.sql.query(
      `select count(*)::int as n from messaging.conversation where subject_id = $1`,
      [productId],
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it('refuses an unknown subject and a conversation with oneself', async () => {
    const unknown = await open(buyer.token, { subjectKind: 'product', subjectId: uuidv7(), text: 'hi' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(PROBLEM);
    const own = await h.product(supplier.id);
    const self = await open(supplier.token, { subjectKind: 'product', subjectId: own, text: 'hi' });
    expect(self.status).toBe(422);
    // The platform's validation pipe answers malformed bodies with 400 problem+json.
    const bad = await open(buyer.token, { subjectKind: 'planet', subjectId: own, text: 'hi' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(PROBLEM);
    const empty = await open(buyer.token, { subjectKind: 'product', subjectId: own, text: '   ' });
    expect(empty.status).toBe(422);
    const none = await h.sql.query(
      `select count(*)::int as n from messaging.conversation where subject_id = $1`,
      [own],
    );
    expect(none.rows[0].n).toBe(0);
  });

  it('answers 404 to a third user on every route of a conversation', async () => {
    const productId = await h.product(supplier.id);
    const { conversation } = await body(
      await open(buyer.token, { subjectKind: 'product', subjectId: productId, text: 'private' }),
    );
    const id = conversation.id as string;
    const calls: [string, string, Json | undefined][] = [
      ['GET', `/api/v1/conversations/${id}`, undefined],
      ['GET', `/api/v1/conversations/${id}/messages`, undefined],
      ['POST', `/api/v1/conversations/${id}/messages`, { text: 'let me in' }],
      ['POST', `/api/v1/conversations/${id}/read`, undefined],
      ['POST', `/api/v1/conversations/${id}/report`, { reason: 'spam' }],
    ];
    for (const [method, path, json] of calls) {
      const res = await h.api(path, { method, token: stranger.token, json });
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 404 });
    }
    const inbox = await body(await h.api('/api/v1/conversations', { token: stranger.token }));
    expect(inbox.items.map((c: Json) => c.id)).not.toContain(id);
    const mine = await h.api(`/api/v1/conversations/${id}/messages`, { token: supplier.token });
    expect(mine.status).toBe(200);
  });

  it('masks contact details for the recipient until an order exists, then stops masking new messages', async () => {
    const b = await h.user('buyer', 'Masked Buyer');
    const productId = await h.product(supplier.id);
    const text = 'Call me on +254 712 345 678 or jane at example dot com';
    const { conversation, message } = await body(
      await open(b.token, { subjectKind: 'product', subjectId: productId, text }),
    );
    expect(message).toMatchObject({ mine: true, text, masked: true });
    const seen = await body(
      await h.api(`/api/v1/conversations/${conversation.id}/messages`, { token: supplier.token }),
    );
    expect(seen.items[0].masked).toBe(true);
    expect(seen.items[0].text).toContain(MASK);
    // The number's and address's own pieces: a bare /712/ also matched ids and timestamps now and then.
    expect(JSON.stringify(seen)).not.toMatch(/712 345|345 678|at example|example dot/);
    const stored = await h.sql.query('select body from messaging.message where id = $1', [message.id]);
    expect(stored.rows[0].body).toBe(text);

    await h.order(b.id, supplier.id);
    const after = await body(
      await h.api(`/api/v1/conversations/${conversation.id}/messages`, {
        method: 'POST',
        token: b.token,
        json: { text: 'Now: +254 712 345 678' },
      }),
    );
    expect(after.masked).toBe(false);
    const now = await body(
      await h.api(`/api/v1/conversations/${conversation.id}/messages`, { token: supplier.token }),
    );
    expect(now.items[0].text).toBe('Now: +254 712 345 678');
    // The earlier message stays as it was shown: the original still never reaches the other party.
    expect(now.items[1].text).not.toMatch(/712/);
    const summary = await body(
      await h.api(`/api/v1/conversations/${conversation.id}`, { token: supplier.token }),
    );
    expect(summary.hasOrder).toBe(true);
  });

  it('publishes messaging.message.sent.v1 with the masked preview through the outbox', async () => {
    const b = await h.user('buyer', 'Event Buyer');
    const productId = await h.product(supplier.id, 'Cashew nuts W320');
    const { message, conversation } = await body(
      await open(b.token, {
        subjectKind: 'product',
        subjectId: productId,
        text: 'WhatsApp me +234 803 123 4567',
      }),
    );
    const events = (await h.outbox('messaging.message.sent.v1')).filter(
      (e) => e.payload.messageId === message.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.key).toBe(conversation.id);
    expect(events[0]!.payload).toMatchObject({
      conversationId: conversation.id,
      senderId: b.id,
      senderName: 'Event Buyer',
      recipientId: supplier.id,
      subjectKind: 'product',
      subjectId: productId,
      subjectTitle: 'Cashew nuts W320',
    });
    expect(events[0]!.payload.preview).toContain(MASK);
    expect(events[0]!.payload.preview).not.toMatch(/803/);
  });

  it('shows read receipts to the sender and counts unread messages in the inbox, unread first', async () => {
    const b = await h.user('buyer', 'Reader Buyer');
    const older = await body(
      await open(b.token, { subjectKind: 'supplier', subjectId: supplier.id, text: 'First question' }),
    );
    const newer = await body(
      await open(b.token, {
        subjectKind: 'product',
        subjectId: await h.product(supplier.id, 'Sisal rope'),
        text: 'Q2',
      }),
    );
    // The supplier answers in the older conversation: it holds the buyer's only unread message.
    await h.api(`/api/v1/conversations/${older.conversation.id}/messages`, {
      method: 'POST',
      token: supplier.token,
      json: { text: 'Answer' },
    });
    const inbox = await body(await h.api('/api/v1/conversations', { token: b.token }));
    expect(inbox.items.map((c: Json) => c.id)).toEqual([older.conversation.id, newer.conversation.id]);
    expect(inbox.items[0].unreadCount).toBe(1);
    expect(inbox.unreadTotal).toBe(1);

    const beforeRead = await body(
      await h.api(`/api/v1/conversations/${older.conversation.id}/messages`, { token: supplier.token }),
    );
    expect(beforeRead.items.find((m: Json) => m.mine).readAt).toBeNull();
    const read = await h.api(`/api/v1/conversations/${older.conversation.id}/read`, {
      method: 'POST',
      token: b.token,
    });
    expect(await body(read)).toMatchObject({ marked: 1 });
    const seen = await body(
      await h.api(`/api/v1/conversations/${older.conversation.id}/messages`, { token: supplier.token }),
    );
    expect(seen.items[0]).toMatchObject({ mine: true, text: 'Answer' });
    expect(seen.items[0].readAt).not.toBeNull();
    // The buyer's own first message, unread by the supplier, has no receipt yet.
    expect(seen.items[1].readAt).toBeNull();
    const events = (await h.outbox('messaging.conversation.read.v1')).filter(
      (e) => e.payload.conversationId === older.conversation.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.payload.readerId).toBe(b.id);
    const after = await body(await h.api('/api/v1/conversations', { token: b.token }));
    expect(after.unreadTotal).toBe(0);
  });

  it('searches the inbox by counterpart name, subject title and message text', async () => {
    const b = await h.user('buyer', 'Search Buyer');
    const other = await h.user('seller', 'Zanzibar Spice');
    await open(b.token, {
      subjectKind: 'product',
      subjectId: await h.product(supplier.id, 'Macadamia'),
      text: 'one',
    });
    await open(b.token, { subjectKind: 'supplier', subjectId: other.id, text: 'cloves in bulk please' });
    const q = async (term: string) =>
      (
        await body(await h.api(`/api/v1/conversations?q=${encodeURIComponent(term)}`, { token: b.token }))
      ).items.map((c: Json) => c.subject.title as string);
    expect(await q('macad')).toEqual(['Macadamia']);
    expect(await q('zanzibar')).toEqual(['Zanzibar Spice Ltd']);
    expect(await q('CLOVES')).toEqual(['Zanzibar Spice Ltd']);
    expect(await q('nothing like this')).toEqual([]);
    const paged = await body(await h.api('/api/v1/conversations?pageSize=1&page=2', { token: b.token }));
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
  });

  it('pages messages with a cursor, newest first', async () => {
    const b = await h.user('buyer');
    const productId = await h.product(supplier.id);
    const { conversation } = await body(
      await open(b.token, { subjectKind: 'product', subjectId: productId, text: 'm0' }),
    );
    for (const text of ['m1', 'm2', 'm3'])
      await h.api(`/api/v1/conversations/${conversation.id}/messages`, {
        method: 'POST',
        token: b.token,
        json: { text },
      });
    const p1 = await body(
      await h.api(`/api/v1/conversations/${conversation.id}/messages?limit=3`, { token: b.token }),
    );
    expect(p1.items.map((m: Json) => m.text)).toEqual(['m3', 'm2', 'm1']);
    const p2 = await body(
      await h.api(`/api/v1/conversations/${conversation.id}/messages?limit=3&before=${p1.nextCursor}`, {
        token: b.token,
      }),
    );
    expect(p2.items.map((m: Json) => m.text)).toEqual(['m0']);
    expect(p2.nextCursor).toBeNull();
  });
});
