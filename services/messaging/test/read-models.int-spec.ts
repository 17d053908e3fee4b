import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startMessaging, type MessagingHarness } from './messaging-harness.js';

const db: TestDatabase | null = await freshDatabase('messaging: read models and API document');
const suite = db ? describe : describe.skip;

type Json = Record<string, any>;

/** What messaging keeps of other services' events, and the API document the web client is generated from. */
suite('messaging: read models and API document', () => {
  let h: MessagingHarness;
  const body = async (res: Response): Promise<Json> => (await res.json()) as Json;

  beforeAll(async () => {
    h = await startMessaging(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('follows a product renamed later, and an older event delivered late does not undo it', async () => {
    const buyer = await h.user('buyer');
    const supplier = await h.user('seller');
    const productId = uuidv7();
    const snapshot = (title: string) => ({
      productId,
      sellerId: supplier.id,
      title,
      currency: 'USD',
      unit: 'kg',
    });
    await h.publish('catalogue.product.published.v1', {
      product: snapshot('Shea butter'),
      reason: 'approved',
    });
    const { conversation } = await body(
      await h.api('/api/v1/conversations', {
        method: 'POST',
        token: buyer.token,
        json: { subjectKind: 'product', subjectId: productId, text: 'Grade A?' },
      }),
    );
    await h.publish('catalogue.product.published.v1', {
      product: snapshot('Raw shea butter, grade A'),
      reason: 'details_update',
    });
    await h.publishAt(
      'catalogue.product.published.v1',
      { product: snapshot('Stale title'), reason: 'details_update' },
      new Date(Date.now() - 3_600_000),
    );
    const seen = await body(await h.api(`/api/v1/conversations/${conversation.id}`, { token: buyer.token }));
    expect(seen.subject.title).toBe('Raw shea butter, grade A');
  });

  it('lets an archived product keep its conversation going but start no new one', async () => {
    const buyer = await h.user('buyer');
    const late = await h.user('buyer');
    const supplier = await h.user('seller');
    const productId = await h.product(supplier.id, 'Cocoa beans');
    const open = (token: string) =>
      h.api('/api/v1/conversations', {
        method: 'POST',
        token,
        json: { subjectKind: 'product', subjectId: productId, text: 'Still available?' },
      });
    expect((await open(buyer.token)).status).toBe(201);
    await h.publish('catalogue.product.archived.v1', {
      product: { productId, sellerId: supplier.id, title: 'Cocoa beans' },
    });
    expect((await open(buyer.token)).status).toBe(201);
    expect((await open(late.token)).status).toBe(404);
  });

  it('unmasks contact details only once an order between the two is paid, not when a quote is accepted or an order placed', async () => {
    const buyer = await h.user('buyer');
    const supplier = await h.user('seller');
    const say = async () =>
      body(
        await h.api('/api/v1/conversations', {
          method: 'POST',
          token: buyer.token,
          json: { subjectKind: 'supplier', subjectId: supplier.id, text: 'Call +254 712 345 678' },
        }),
      );
    const orderId = uuidv7();
    await h.publish('trade.quote.accepted.v1', {
      quoteId: uuidv7(),
      rfqId: uuidv7(),
      rfqTitle: 'Sesame seeds',
      orderId,
      buyerId: buyer.id,
      supplierId: supplier.id,
    });
    let res = await say();
    expect(res.message.masked).toBe(true);
    expect(res.conversation.hasOrder).toBe(false);
    // Another order placed and left unpaid unmasks nothing either.
    await h.order(buyer.id, supplier.id, false);
    expect((await say()).message.masked).toBe(true);

    await h.publish('trade.order.status_changed.v1', {
      order: { orderId, buyerId: buyer.id, sellerId: supplier.id, status: 'paid' },
      action: 'pay',
      fromStatus: 'pending_payment',
    });
    res = await say();
    expect(res.message.masked).toBe(false);
    expect(res.conversation.hasOrder).toBe(true);
  });

  it('documents every route with its response schema for the generated web client', async () => {
    const doc = await body(await h.api('/openapi.json'));
    const ops: [string, string][] = [
      ['/api/v1/conversations', 'post'],
      ['/api/v1/conversations', 'get'],
      ['/api/v1/conversations/{id}/messages', 'get'],
      ['/api/v1/conversations/{id}/messages', 'post'],
      ['/api/v1/conversations/{id}/read', 'post'],
      ['/api/v1/conversations/{id}/report', 'post'],
      ['/api/v1/conversations/attachments', 'post'],
      ['/api/v1/blocks', 'post'],
      ['/api/v1/admin/conversation-reports', 'get'],
      ['/api/v1/admin/conversations/{id}', 'get'],
    ];
    for (const [path, method] of ops) {
      const op = doc.paths[path]?.[method];
      const ok = op?.responses?.['200'] ?? op?.responses?.['201'];
      expect([path, method, Boolean(ok?.content?.['application/json']?.schema)]).toEqual([
        path,
        method,
        true,
      ]);
    }
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['OpenConversationDto', 'ConversationPageResponse', 'MessageResponse']),
    );
  });
});
