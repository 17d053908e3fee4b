import { uuidv7 } from '@sokoni/platform/db';
import { samplePdf, samplePng, type TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startMessaging, type MessagingHarness } from './messaging-harness.js';

const db: TestDatabase | null = await freshDatabase('messaging: blocks, attachments, reports');
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;
type Json = Record<string, any>;
type User = { id: string; token: string };

/** What keeps conversations safe: blocks, content-checked attachments, reports to staff, a send rate. */
suite('messaging: blocks, attachments, reports', () => {
  let h: MessagingHarness;
  let buyer: User;
  let supplier: User;
  let stranger: User;
  let admin: User;

  const body = async (res: Response): Promise<Json> => (await res.json()) as Json;
  const conversationWith = async (b: User, s: User, text = 'Hello'): Promise<string> => {
    const res = await h.api('/api/v1/conversations', {
      method: 'POST',
      token: b.token,
      json: { subjectKind: 'supplier', subjectId: s.id, text },
    });
    expect(res.status).toBe(201);
    return (await body(res)).conversation.id as string;
  };
  const send = (token: string, id: string, json: Json, lang?: string) =>
    h.api(`/api/v1/conversations/${id}/messages`, { method: 'POST', token, json, lang });
  const upload = (token: string, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return h.api('/api/v1/conversations/attachments', { method: 'POST', token, body: form });
  };

  beforeAll(async () => {
    h = await startMessaging(db!, { MESSAGES_PER_MINUTE: '25', ATTACHMENT_MAX_MB: '1' });
    buyer = await h.user('buyer', 'Block Buyer');
    supplier = await h.user('seller', 'Block Supplier');
    stranger = await h.user('buyer', 'Stranger');
    admin = await h.user('admin', 'Staff');
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('refuses a blocked user with a localized 403, keeps the conversation readable, and lifts it on unblock', async () => {
    const id = await conversationWith(buyer, supplier);
    const blocked = await h.api('/api/v1/blocks', {
      method: 'POST',
      token: supplier.token,
      json: { userId: buyer.id },
    });
    expect(blocked.status).toBe(201);
    expect(await body(blocked)).toMatchObject({ userId: buyer.id, name: 'Block Buyer' });
    const refused = await send(buyer.token, id, { text: 'are you there?' }, 'fr');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(PROBLEM);
    const problem = await body(refused);
    expect(problem.code).toBe('messaging.blocked');
    expect(problem.detail ?? problem.title).toMatch(/n’accepte plus vos messages/);
    // Nor can the blocked user start a new conversation with the blocker.
    const fresh = await h.api('/api/v1/conversations', {
      method: 'POST',
      token: buyer.token,
      json: { subjectKind: 'product', subjectId: await h.product(supplier.id), text: 'new thread' },
    });
    expect(fresh.status).toBe(403);
    expect((await h.api(`/api/v1/conversations/${id}/messages`, { token: buyer.token })).status).toBe(200);
    // The blocker can still write, and sees the block in the list and on the conversation.
    expect((await send(supplier.token, id, { text: 'final word' })).status).toBe(201);
    expect(
      (await body(await h.api(`/api/v1/conversations/${id}`, { token: supplier.token }))).blockedByMe,
    ).toBe(true);
    const list = await body(await h.api('/api/v1/blocks', { token: supplier.token }));
    expect(list.map((b: Json) => b.userId)).toEqual([buyer.id]);
    const events = await h.outbox('messaging.user.blocked.v1');
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ blockerId: supplier.id, blockedId: buyer.id }),
    ]);

    const del = await h.api(`/api/v1/blocks/${buyer.id}`, { method: 'DELETE', token: supplier.token });
    expect(del.status).toBe(204);
    expect((await send(buyer.token, id, { text: 'thanks' })).status).toBe(201);
    const self = await h.api('/api/v1/blocks', {
      method: 'POST',
      token: buyer.token,
      json: { userId: buyer.id },
    });
    expect(self.status).toBe(422);
  });

  it('checks attachments by content: a renamed .exe is refused with 422, images and PDFs pass', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(256, 7)]);
    const refused = await upload(buyer.token, exe, 'invoice.jpg', 'image/jpeg');
    expect(refused.status).toBe(422);
    expect((await body(refused)).code).toBe('messaging.file_type');
    const asPdf = await upload(buyer.token, exe, 'invoice.pdf', 'application/pdf');
    expect(asPdf.status).toBe(422);
    const tooBig = await upload(
      buyer.token,
      samplePdf({ size: 1024 * 1024 + 10 }),
      'big.pdf',
      'application/pdf',
    );
    expect(tooBig.status).toBe(413);
    const stored = await h.sql.query('select count(*)::int as n from messaging.attachment');
    expect(stored.rows[0].n).toBe(0);

    const png = await upload(buyer.token, samplePng(), 'photo.png', 'image/png');
    expect(png.status).toBe(201);
    expect(await body(png)).toMatchObject({ fileName: 'photo.png', contentType: 'image/png' });
    const pdf = await upload(buyer.token, samplePdf(), 'spec.bin', 'application/octet-stream');
    expect(pdf.status).toBe(201);
    expect((await body(pdf)).contentType).toBe('application/pdf');
  });

  it('lets only the conversation parties download an attachment once it is sent', async () => {
    const b = await h.user('buyer', 'Files Buyer');
    const id = await conversationWith(b, supplier);
    const file = await body(await upload(b.token, samplePng(), 'sample.png', 'image/png'));
    // Before it is sent only its uploader sees it.
    expect((await h.api(file.url, { token: supplier.token })).status).toBe(404);
    // Someone else cannot send another user's upload.
    const stolen = await send(stranger.token, await conversationWith(stranger, supplier), {
      text: 'mine now',
      attachmentIds: [file.id],
    });
    expect(stolen.status).toBe(422);
    const sent = await send(b.token, id, { text: '', attachmentIds: [file.id] });
    expect(sent.status).toBe(201);
    expect((await body(sent)).attachments).toEqual([expect.objectContaining({ id: file.id })]);
    const got = await h.api(file.url, { token: supplier.token });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer()).equals(samplePng())).toBe(true);
    expect((await h.api(file.url, { token: stranger.token })).status).toBe(404);
    // Sent once, it cannot be sent again.
    expect((await send(b.token, id, { text: 'again', attachmentIds: [file.id] })).status).toBe(422);
  });

  it('shows a report to staff with the conversation readable, 403 for non-staff, and resolves it once', async () => {
    const b = await h.user('buyer', 'Reporting Buyer');
    const id = await conversationWith(b, supplier, 'my number is 0712 345 678');
    await send(supplier.token, id, { text: 'Pay me on Western Union instead' });
    const reported = await h.api(`/api/v1/conversations/${id}/report`, {
      method: 'POST',
      token: b.token,
      json: { reason: 'fraud', note: 'Asks to pay outside Sokoni' },
    });
    expect(reported.status).toBe(201);
    const report = await body(reported);
    expect(report).toMatchObject({ conversationId: id, reporterId: b.id, reason: 'fraud', status: 'open' });
    const bad = await h.api(`/api/v1/conversations/${id}/report`, {
      method: 'POST',
      token: b.token,
      json: { reason: 'x' },
    });
    expect(bad.status).toBe(400);

    const list = await h.api(
      `/api/v1/admin/conversation-reports?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}&range=[0,9]`,
      { token: admin.token },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^conversation-reports 0-\d+\/\d+$/);
    expect((await body(list)).map((r: Json) => r.id)).toContain(report.id);
    for (const who of [b, supplier]) {
      expect((await h.api('/api/v1/admin/conversation-reports', { token: who.token })).status).toBe(403);
      expect((await h.api(`/api/v1/admin/conversations/${id}`, { token: who.token })).status).toBe(403);
    }

    const thread = await body(await h.api(`/api/v1/admin/conversations/${id}`, { token: admin.token }));
    expect(thread.buyer).toEqual({ id: b.id, name: 'Reporting Buyer' });
    expect(thread.messages.map((m: Json) => m.text)).toEqual([
      'my number is 0712 345 678',
      'Pay me on Western Union instead',
    ]);
    expect(thread.messages[0].displayText).not.toMatch(/345/);

    const resolve = (token: string) =>
      h.api(`/api/v1/admin/conversation-reports/${report.id}/resolve`, {
        method: 'POST',
        token,
        json: { resolution: 'Supplier warned' },
      });
    expect((await resolve(b.token)).status).toBe(403);
    const done = await resolve(admin.token);
    expect(done.status).toBe(200);
    expect(await body(done)).toMatchObject({ status: 'resolved', resolvedBy: admin.id });
    expect((await resolve(admin.token)).status).toBe(409);
    const events = (await h.outbox('messaging.conversation.reported.v1')).filter((e) => e.key === id);
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ conversationId: id, reporterId: b.id, reason: 'fraud' }),
    ]);
  });

  it('opens RFQ and order conversations only for those who may see them', async () => {
    const b = await h.user('buyer', 'RFQ Buyer');
    const invited = await h.user('seller', 'Invited Supplier');
    const rfqId = uuidv7();
    await h.publish('trade.rfq.posted.v1', {
      rfqId,
      buyerId: b.id,
      buyerName: 'RFQ Buyer',
      title: '20 t of green coffee',
      visibility: 'invited',
      notifySupplierIds: [invited.id],
    });
    const ask = (u: User, json: Json = {}) =>
      h.api('/api/v1/conversations', {
        method: 'POST',
        token: u.token,
        json: { subjectKind: 'rfq', subjectId: rfqId, text: 'A question', ...json },
      });
    // A private RFQ is invisible to a supplier it was not sent to.
    expect((await ask(supplier)).status).toBe(404);
    const res = await ask(invited);
    expect(res.status).toBe(201);
    expect((await body(res)).conversation).toMatchObject({
      subject: { kind: 'rfq', title: '20 t of green coffee' },
      counterpart: { id: b.id },
      myRole: 'supplier',
    });
    expect((await ask(b)).status).toBe(422);
    expect((await ask(b, { recipientId: invited.id })).status).toBe(201);

    const orderId = await h.order(b.id, supplier.id);
    const aboutOrder = (u: User) =>
      h.api('/api/v1/conversations', {
        method: 'POST',
        token: u.token,
        json: { subjectKind: 'order', subjectId: orderId, text: 'When do you ship?' },
      });
    expect((await aboutOrder(stranger)).status).toBe(404);
    const ok = await body(await aboutOrder(supplier));
    expect(ok.conversation).toMatchObject({ subject: { title: 'SK-7F3K-92QD' }, myRole: 'supplier' });
    expect((await body(await aboutOrder(b))).conversation.id).toBe(ok.conversation.id);
  });

  it('limits how many messages a user sends per minute, with a localized 429', async () => {
    const spammer = await h.user('buyer', 'Fast Typist');
    const id = await conversationWith(spammer, supplier);
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++)
      statuses.push((await send(spammer.token, id, { text: `m${i}` }, 'sw')).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(24);
    expect(statuses.at(-1)).toBe(429);
    const refused = await send(spammer.token, id, { text: 'one more' }, 'sw');
    expect((await body(refused)).detail ?? '').toMatch(/haraka mno/);
  });
});
