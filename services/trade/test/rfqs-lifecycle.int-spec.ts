import { uuidv7 } from '@sokoni/platform/db';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate, topics, type PayloadInit, type TopicName } from '@sokoni/contracts';
import type { DomainEvent } from '@sokoni/platform/events';
import { samplePdf, type TestDatabase } from '@sokoni/platform/testing';
import { TradeSuppliers } from '../src/rfqs/index.js';
import { SupplierVerificationConsumer } from '../src/rfqs/suppliers/supplier-verification.consumer.js';
import { freshDatabase, RATES, startCheckout, type CheckoutHarness } from './checkout-harness.js';
import { DAY, rfqKit } from './rfqs-kit.js';

const db: TestDatabase | null = await freshDatabase('trade rfqs lifecycle');
const suite = db ? describe : describe.skip;

/**
 * What happens to an RFQ besides quotes: staff removal (hidden, quotes declined, audited), the
 * buyer's attachments and closing it, and the verification read model matching relies on.
 */
suite('trade: RFQ removal, attachments, closing, verified suppliers', () => {
  let h: CheckoutHarness;
  const buyerId = uuidv7();
  let buyer: string;
  let kit: ReturnType<typeof rfqKit>;

  beforeAll(async () => {
    h = await startCheckout(db!);
    await h.rates(RATES);
    buyer = await h.token('buyer', buyerId, 'amina@kamau.test');
    kit = rfqKit(h, () => buyer);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });
  const supplier: ReturnType<typeof rfqKit>['supplier'] = (o) => kit.supplier(o);
  const post: ReturnType<typeof rfqKit>['post'] = (o) => kit.post(o);
  const quote: ReturnType<typeof rfqKit>['quote'] = (t, id, o) => kit.quote(t, id, o);

  it('lets staff remove an RFQ as spam: hidden from everyone, quotes declined, audited', async () => {
    const a = await supplier();
    const rfq = await post({ title: 'Cheap watches, click here' });
    await quote(a.token, rfq.id);
    const staffId = uuidv7();
    const admin = await h.token('admin', staffId);
    expect(
      (
        await h.api(`/api/v1/admin/rfqs/${rfq.id}/remove`, {
          method: 'POST',
          token: a.token,
          json: { reason: 'spam' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.api(`/api/v1/admin/rfqs/${rfq.id}/remove`, { method: 'POST', token: admin, json: {} })).status,
    ).toBe(400);
    const removed = await h.api(`/api/v1/admin/rfqs/${rfq.id}/remove`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Spam: advertising' },
    });
    expect(removed.status).toBe(200);
    expect((await removed.json()).status).toBe('removed');
    for (const token of [buyer, a.token])
      expect((await h.api(`/api/v1/rfqs/${rfq.id}`, { token })).status).toBe(404);
    const mine = await (await h.api('/api/v1/rfqs?pageSize=100', { token: buyer })).json();
    expect(mine.items.map((r: { id: string }) => r.id)).not.toContain(rfq.id);
    const [event] = (await h.outbox('trade.rfq.removed.v1')).filter((e) => e.key === rfq.id);
    expect(event!.payload).toEqual(
      expect.objectContaining({ rfqId: rfq.id, buyerId, removedBy: staffId, reason: 'Spam: advertising' }),
    );
    const declined = (await h.outbox('trade.quote.declined.v1')).filter((e) => e.key === rfq.id);
    expect(declined.map((e) => e.payload.reason)).toEqual(['rfq_removed']);

    const list = await h.api(
      `/api/v1/admin/rfqs?filter=${encodeURIComponent(JSON.stringify({ status: 'removed' }))}&range=[0,9]`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^rfqs 0-0\/1$/);
    expect((await list.json())[0].id).toBe(rfq.id);
    expect(
      (await (await h.api(`/api/v1/admin/rfqs/${rfq.id}`, { token: admin })).json()).quotes[0].status,
    ).toBe('declined');
  });

  it('keeps attachments checked by content, for whoever may read the RFQ only', async () => {
    const a = await supplier();
    const stranger = await supplier({ category: 'textiles' });
    const rfq = await post();
    const form = (files: Array<[Buffer, string]>) => {
      const f = new FormData();
      for (const [bytes, name] of files) f.append('files', new Blob([bytes]), name);
      return f;
    };
    const pdf = samplePdf({ version: '1.4' });
    const upload = (token: string, files: Array<[Buffer, string]>) =>
      h.api(`/api/v1/rfqs/${rfq.id}/attachments`, { method: 'POST', token, body: form(files) });
    // A text file named .pdf is refused by its content; nothing is recorded.
    expect((await upload(buyer, [[Buffer.from('just text'), 'spec.pdf']])).status).toBe(415);
    expect((await upload(a.token, [[pdf, 'spec.pdf']])).status).toBe(403);
    const done = await upload(buyer, [[pdf, 'spec.pdf']]);
    expect(done.status).toBe(200);
    const [attachment] = (await done.json()).attachments;
    expect(attachment).toMatchObject({
      fileName: 'spec.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    const download = (token: string) =>
      h.api(`/api/v1/rfqs/${rfq.id}/attachments/${attachment.id}`, { token });
    const got = await download(a.token);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await download(stranger.token)).status).toBe(404);
  });

  it('lets the buyer close an RFQ: quoting stops and the active quotes are declined', async () => {
    const a = await supplier();
    const b = await supplier();
    const invited = await supplier({ category: 'textiles' });
    const rfq = await post({ invitedSupplierIds: [invited.id] });
    const qa = (await (await quote(a.token, rfq.id)).json()).quotes[0].id;
    const close = () => h.api(`/api/v1/rfqs/${rfq.id}/close`, { method: 'POST', token: buyer });
    const someoneElse = await h.token('buyer', uuidv7());
    expect((await h.api(`/api/v1/rfqs/${rfq.id}/close`, { method: 'POST', token: someoneElse })).status).toBe(
      404,
    );
    expect((await close()).status).toBe(200);
    expect((await close()).status).toBe(409);
    // An invited supplier still sees it, but may no longer quote; one only matched no longer sees it.
    expect((await quote(invited.token, rfq.id)).status).toBe(409);
    expect((await quote(b.token, rfq.id)).status).toBe(404);
    const declined = (await h.outbox('trade.quote.declined.v1')).filter((e) => e.key === rfq.id);
    expect(declined.map((e) => [e.payload.quoteId, e.payload.reason])).toEqual([[qa, 'rfq_closed']]);
    const inbox = await (await h.api('/api/v1/seller/rfqs', { token: b.token })).json();
    expect(inbox.items.map((r: { id: string }) => r.id)).not.toContain(rfq.id);
    // Matched but never quoted: a closed RFQ is gone for them; the supplier who quoted still sees it.
    expect((await h.api(`/api/v1/rfqs/${rfq.id}`, { token: b.token })).status).toBe(404);
    expect((await h.api(`/api/v1/rfqs/${rfq.id}`, { token: a.token })).status).toBe(200);
    const mine = await (await h.api('/api/v1/seller/rfqs?filter=mine', { token: a.token })).json();
    expect(mine.items.find((r: { id: string }) => r.id === rfq.id).myQuote.status).toBe('declined');
  });

  it("follows identity's verification events: a later approval outlives an earlier approval's expiry", async () => {
    const consumer = h.get(SupplierVerificationConsumer);
    const event = <T extends TopicName>(topic: T, payload: PayloadInit<T>) =>
      ({ topic, payload: create(topics[topic], payload as never) }) as unknown as DomainEvent<T>;
    const sellerId = uuidv7();
    const first = new Date(Date.now() + 30 * DAY);
    const second = new Date(Date.now() + 400 * DAY);
    const verified = async () => (await h.get(TradeSuppliers).byIds(h.em(), [sellerId])).get(sellerId);
    await consumer.submitted(
      event('identity.supplier_verification.submitted.v1', {
        sellerId,
        companyName: 'Asante Cocoa',
        country: 'GH',
      }),
      h.em(),
    );
    expect(await verified()).toMatchObject({ companyName: 'Asante Cocoa', country: 'GH', verified: false });
    for (const expiresAt of [first, second])
      await consumer.approved(
        event('identity.supplier_verification.approved.v1', {
          sellerId,
          companyName: 'Asante Cocoa Ltd',
          locale: 'fr',
          expiresAt: timestampFromDate(expiresAt),
        }),
        h.em(),
      );
    await consumer.expired(
      event('identity.supplier_verification.expired.v1', { sellerId, expiresAt: timestampFromDate(first) }),
      h.em(),
    );
    expect(await verified()).toMatchObject({ companyName: 'Asante Cocoa Ltd', locale: 'fr', verified: true });
    await consumer.expired(
      event('identity.supplier_verification.expired.v1', { sellerId, expiresAt: timestampFromDate(second) }),
      h.em(),
    );
    expect((await verified())!.verified).toBe(false);
  });
});
