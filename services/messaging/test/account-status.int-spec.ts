import { Role } from '@sokoni/contracts';
import { samplePng, type TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startMessaging, type MessagingHarness } from './messaging-harness.js';

const db: TestDatabase | null = await freshDatabase('messaging: suspended and deleted accounts');
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;
const HOUR = 3_600_000;
type Json = Record<string, any>;
type User = { id: string; token: string };

/** identity's suspended / reinstated / deleted events: who can still be written to, and how a deleted party reads. */
suite('messaging: suspended and deleted accounts', () => {
  let h: MessagingHarness;
  const body = async (res: Response): Promise<Json> => (await res.json()) as Json;

  const open = (b: User, json: Json, lang?: string) =>
    h.api('/api/v1/conversations', { method: 'POST', token: b.token, json, lang });
  const aboutSupplier = (s: User, text = 'Hello') => ({ subjectKind: 'supplier', subjectId: s.id, text });
  const send = (u: User, id: string, json: Json, lang?: string) =>
    h.api(`/api/v1/conversations/${id}/messages`, { method: 'POST', token: u.token, json, lang });
  const conversationWith = async (b: User, s: User): Promise<string> => {
    const res = await open(b, aboutSupplier(s));
    expect(res.status).toBe(201);
    return (await body(res)).conversation.id as string;
  };
  const suspend = (u: User, at?: Date) =>
    at
      ? h.publishAt('identity.user.suspended.v1', { userId: u.id, reason: 'fraud' }, at)
      : h.publish('identity.user.suspended.v1', { userId: u.id, reason: 'fraud' });
  const reinstate = (u: User, at?: Date) =>
    at
      ? h.publishAt('identity.user.reinstated.v1', { userId: u.id }, at)
      : h.publish('identity.user.reinstated.v1', { userId: u.id });
  const count = async (table: string): Promise<number> =>
    (await h.sql.query(`select count(*)::int as n from messaging.${table}`)).rows[0].n as number;
  const stored = async () => ({
    conversations: await count('conversation'),
    messages: await count('message'),
    outbox: await count('outbox'),
    parties: await count('party'),
  });
  const expectUnavailable = async (res: Response, text: RegExp) => {
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(PROBLEM);
    const problem = await body(res);
    expect(problem.code).toBe('messaging.recipient_unavailable');
    expect(problem.detail ?? problem.title).toMatch(text);
  };

  beforeAll(async () => {
    h = await startMessaging(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('refuses a suspended recipient on open and on send with a localized 409 and stores nothing; reinstated, they can be written to again', async () => {
    const buyer = await h.user('buyer');
    const supplier = await h.user('seller', 'Paused Trading');
    const id = await conversationWith(buyer, supplier);
    const productId = await h.product(supplier.id, 'Sisal rope');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'rope.png');
    const file = await body(
      await h.api('/api/v1/conversations/attachments', { method: 'POST', token: buyer.token, body: form }),
    );
    await suspend(supplier);

    const before = await stored();
    await expectUnavailable(
      await send(buyer, id, { text: 'still there?', attachmentIds: [file.id] }, 'fr'),
      /ne peut pas recevoir de messages/,
    );
    await expectUnavailable(
      await open(buyer, aboutSupplier(supplier, 'again'), 'sw'),
      /hawezi kupokea ujumbe/,
    );
    await expectUnavailable(
      await open(buyer, { subjectKind: 'product', subjectId: productId, text: 'new thread' }, 'ar'),
      /لا يمكن لهذا العضو تلقي الرسائل/,
    );
    expect(await stored()).toEqual(before);
    const upload = await h.sql.query('select message_id from messaging.attachment where id = $1', [file.id]);
    expect(upload.rows[0].message_id).toBeNull();
    // The buyer's record of the conversation stays readable.
    const thread = await h.api(`/api/v1/conversations/${id}/messages`, { token: buyer.token });
    expect(thread.status).toBe(200);
    expect((await body(thread)).items.map((m: Json) => m.text)).toEqual(['Hello']);
    expect((await h.api(`/api/v1/conversations/${id}`, { token: buyer.token })).status).toBe(200);

    await reinstate(supplier);
    expect((await send(buyer, id, { text: 'welcome back', attachmentIds: [file.id] })).status).toBe(201);
    expect(
      (await open(buyer, { subjectKind: 'product', subjectId: productId, text: 'new thread' })).status,
    ).toBe(201);
  });

  it('keeps the newest of suspension and reinstatement whatever order they arrive in', async () => {
    const buyer = await h.user('buyer');
    const supplier = await h.user('seller');
    const id = await conversationWith(buyer, supplier);
    await suspend(supplier);
    // A reinstatement older than the suspension, delivered late, lifts nothing.
    await reinstate(supplier, new Date(Date.now() - HOUR));
    await expectUnavailable(await send(buyer, id, { text: 'hello?' }), /cannot receive messages/);
    await reinstate(supplier);
    // And an old suspension redelivered after the reinstatement suspends nothing.
    await suspend(supplier, new Date(Date.now() - 2 * HOUR));
    expect((await send(buyer, id, { text: 'hello again' })).status).toBe(201);
  });

  it('holds a suspension that arrives before the registration, and the registration still brings the name', async () => {
    const buyer = await h.user('buyer');
    const supplier = { id: '0192f0a0-0000-7000-8000-00000000abcd', token: '' };
    await suspend(supplier);
    await h.publishAt(
      'identity.user.registered.v1',
      {
        userId: supplier.id,
        email: 'late@example.com',
        fullName: 'Late Registrant',
        businessName: 'Late Registrant Ltd',
        role: Role.SELLER,
        country: 'KE',
        locale: 'en',
        source: 'self',
      },
      new Date(Date.now() - HOUR),
    );
    const party = await h.sql.query(
      'select name, seller, suspended from messaging.party where user_id = $1',
      [supplier.id],
    );
    expect(party.rows[0]).toEqual({ name: 'Late Registrant Ltd', seller: true, suspended: true });
    await expectUnavailable(await open(buyer, aboutSupplier(supplier)), /cannot receive messages/);
  });

  it('refuses a deleted recipient, shows them as "Deleted user" in their language, and keeps their messages', async () => {
    const buyer = await h.user('buyer');
    const supplier = await h.user('seller', 'Vanishing Exports');
    const id = await conversationWith(buyer, supplier);
    expect((await send(supplier, id, { text: 'Our price is USD 40/kg' })).status).toBe(201);
    const productId = await h.product(supplier.id, 'Cashew nuts');
    await h.publish('identity.user.deleted.v1', { userId: supplier.id, role: Role.SELLER });

    const before = await stored();
    await expectUnavailable(await send(buyer, id, { text: 'are you there?' }), /cannot receive messages/);
    await expectUnavailable(
      await open(buyer, { subjectKind: 'product', subjectId: productId, text: 'Cashews?' }),
      /cannot receive messages/,
    );
    expect(await stored()).toEqual(before);

    // A profile update from before the deletion, delivered late, and a reinstatement bring nothing back.
    await h.publishAt(
      'identity.user.profile_updated.v1',
      {
        userId: supplier.id,
        email: 'x@example.com',
        fullName: 'Vanishing',
        businessName: 'Vanishing Exports Ltd',
        country: 'KE',
        locale: 'en',
      },
      new Date(Date.now() - HOUR),
    );
    await reinstate(supplier);
    await expectUnavailable(await send(buyer, id, { text: 'hello?' }), /cannot receive messages/);
    const party = await h.sql.query('select name from messaging.party where user_id = $1', [supplier.id]);
    expect(party.rows[0].name).toBe('');

    const inbox = await body(await h.api('/api/v1/conversations', { token: buyer.token }));
    expect(inbox.items).toEqual([
      expect.objectContaining({
        id,
        counterpart: { id: supplier.id, name: 'Deleted user', deleted: true },
        subject: expect.objectContaining({ kind: 'supplier', title: 'Deleted user' }),
      }),
    ]);
    const fr = await body(await h.api(`/api/v1/conversations/${id}`, { token: buyer.token, lang: 'fr' }));
    expect(fr.counterpart).toEqual({ id: supplier.id, name: 'Utilisateur supprimé', deleted: true });
    // Their name is erased: a search for it finds nothing any more.
    const search = await body(await h.api('/api/v1/conversations?q=Vanishing', { token: buyer.token }));
    expect(search.total).toBe(0);
    // Their messages stay, the buyer's record of the trade.
    const thread = await body(await h.api(`/api/v1/conversations/${id}/messages`, { token: buyer.token }));
    expect(thread.items.map((m: Json) => [m.mine, m.text])).toEqual([
      [false, 'Our price is USD 40/kg'],
      [true, 'Hello'],
    ]);
  });

  it('shows a live counterpart as not deleted', async () => {
    const buyer = await h.user('buyer');
    const supplier = await h.user('seller', 'Still Here');
    const id = await conversationWith(buyer, supplier);
    const c = await body(await h.api(`/api/v1/conversations/${id}`, { token: buyer.token }));
    expect(c.counterpart).toEqual({ id: supplier.id, name: 'Still Here Ltd', deleted: false });
  });

  it('ignores status events whose user id is not a UUID', async () => {
    const before = await stored();
    const bad = { id: 'not-a-uuid', token: '' };
    await suspend(bad);
    await reinstate(bad);
    await h.publish('identity.user.deleted.v1', { userId: 'not-a-uuid', role: Role.BUYER });
    expect(await stored()).toEqual(before);
    const dead = await h.sql.query(
      `select count(*)::int as n from messaging.dead_letter where consumer_group = 'messaging.read-models'`,
    );
    expect(dead.rows[0].n).toBe(0);
  });
});
