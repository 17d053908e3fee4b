import { samplePng } from '@sokoni/platform/testing';
import { MASK } from '../src/index.js';
import { startHarness, type Harness } from '../../standalone/test/standalone-harness.js';

type Json = Record<string, any>;

/**
 * Through the gateway of the standalone run (embedded database, in-process events): the demo buyer
 * contacts the supplier of a demo product, the supplier sees the phone number masked and answers
 * with a photo. Proves the wiring: routes, upload limit, read models fed by the seeded catalogue.
 */
describe('messaging through the gateway (standalone)', () => {
  let h: Harness;
  let buyer: string;
  let seller: string;

  const json = async (res: Response): Promise<Json> => (await res.json()) as Json;
  const session = async (email: string, password: string): Promise<string> =>
    (await json(await h.api('/api/v1/auth/login', { method: 'POST', json: { email, password } })))
      .accessToken as string;

  // A stack of its own (the demo buyer and seller must have no paid order between them, which the
  // shared stack cannot promise); booting every service takes as long as the browser suites allow.
  beforeAll(async () => {
    h = await startHarness();
    buyer = await session('buyer@demo.sokoni.africa', 'Baobab Market 2026');
    seller = await session('seller@demo.sokoni.africa', 'Kente Loom 2026');
  }, 180_000);
  afterAll(async () => {
    await h?.stop();
  });

  it('opens a product conversation, masks the number for the supplier, and carries an attachment', async () => {
    const me = await json(await h.api('/api/v1/me', { token: seller }));
    const products = await json(await h.api(`/api/v1/products?pageSize=50`));
    const product = (products.items as Json[]).find((p) => p.supplier?.id === me.id);
    expect(product).toBeDefined();

    // The seeded catalogue reaches messaging through the event bus: wait for its read model.
    let opened: Response | undefined;
    for (let i = 0; i < 50; i++) {
      opened = await h.api('/api/v1/conversations', {
        method: 'POST',
        token: buyer,
        json: { subjectKind: 'product', subjectId: product!.id, text: 'Call me on 0712 345 678' },
      });
      if (opened.status !== 404) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(opened!.status).toBe(201);
    const { conversation } = await json(opened!);
    expect(conversation.subject.title).toBe(product!.title);

    const inbox = await json(await h.api('/api/v1/conversations', { token: seller }));
    expect(inbox.items[0]).toMatchObject({ id: conversation.id, unreadCount: 1, myRole: 'supplier' });
    expect(inbox.items[0].lastMessage.text).toBe(`Call me on ${MASK}`);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'sample.png');
    const file = await json(
      await h.api('/api/v1/conversations/attachments', { method: 'POST', token: seller, body: form }),
    );
    const reply = await h.api(`/api/v1/conversations/${conversation.id}/messages`, {
      method: 'POST',
      token: seller,
      json: { text: 'Here is a photo', attachmentIds: [file.id] },
    });
    expect(reply.status).toBe(201);
    const download = await h.api(file.url as string, { token: buyer });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
  });
});
