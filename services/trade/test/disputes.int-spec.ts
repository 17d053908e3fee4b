import { timestampDate } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import { samplePdf, type TestDatabase } from '@sokoni/platform/testing';
import { disputeKit, JPEG, PDF } from './disputes-kit.js';
import { freshDatabase, startTrade, type OrdersHarness } from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade disputes');
const suite = db ? describe : describe.skip;

/**
 * The buyer opens a dispute (escrow frozen, order disputed, the seller told) and the seller answers,
 * with evidence checked by content and readable by the parties and staff only.
 */
suite('trade: disputes', () => {
  let h: OrdersHarness;
  let admin: string;
  let kit: ReturnType<typeof disputeKit>;

  beforeAll(async () => {
    h = await startTrade(db!);
    admin = await h.token('admin', uuidv7());
    kit = disputeKit(h, () => admin);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('the buyer opens a dispute with evidence: escrow frozen, order disputed, the seller told', async () => {
    const o = await h.order({ status: 'shipped' });
    const t = await kit.parties(o);
    const res = await kit.open(
      o,
      t.buyer,
      kit.disputeForm('not_as_described', 'The beans are grade C, not grade A as listed.', [
        [JPEG, 'beans.jpg'],
        [PDF, 'lab-report.pdf'],
      ]),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      orderId: o.id,
      reason: 'not_as_described',
      status: 'open',
      amountMinor: Number(o.amountMinor),
      outcome: null,
      responses: [],
    });
    expect(
      body.evidence.map((e: { name: string; uploadedByRole: string }) => [e.name, e.uploadedByRole]),
    ).toEqual([
      ['beans.jpg', 'buyer'],
      ['lab-report.pdf', 'buyer'],
    ]);
    expect((await kit.orderRow(o.id)).status).toBe('disputed');
    expect((await kit.escrow(o.id)).frozen).toBe(true);
    const opened = (await h.outbox('trade.dispute.opened.v1')).filter((e) => e.key === o.id);
    expect(opened.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        disputeId: body.id,
        reason: 'not_as_described',
        evidenceCount: 2,
        order: expect.objectContaining({ orderId: o.id, status: 'disputed', sellerId: o.sellerId }),
      }),
    ]);
    // The seller is asked to answer within DISPUTE_ANSWER_DAYS (7 by default): in the API and the event.
    expect(Date.parse(body.answerBy) - Date.parse(body.openedAt)).toBe(7 * 86_400_000);
    expect(timestampDate(opened[0]!.payload.answerBy!).toISOString()).toBe(body.answerBy);
    // Evidence: the parties and staff download it, nobody else.
    for (const token of [t.buyer, t.seller, admin])
      expect((await h.api(body.evidence[1].downloadPath, { token })).status).toBe(200);
    expect((await h.api(body.evidence[1].downloadPath, { token: t.stranger })).status).toBe(404);
    // Frozen: the buyer can no longer confirm, the job does not release, a second dispute is refused.
    expect(
      (await h.api(`/api/v1/orders/${o.id}/confirm-receipt`, { method: 'POST', token: t.buyer })).status,
    ).toBe(409);
    expect((await kit.open(o, t.buyer, { reason: 'other', description: 'A second try at it' })).status).toBe(
      409,
    );
  });

  it('who may open one, and when: the buyer only, shipped or delivered, with valid files', async () => {
    const o = await h.order({ status: 'shipped' });
    const t = await kit.parties(o);
    const json = { reason: 'not_received', description: 'Nothing arrived after six weeks.' };
    expect((await kit.open(o, t.stranger, json)).status).toBe(404);
    expect((await kit.open(o, admin, json)).status).toBe(404);
    expect((await kit.open(o, t.seller, json)).status).toBe(403);
    expect((await kit.open(o, t.buyer, { ...json, reason: 'bored' })).status).toBe(400);
    const fake = await kit.open(
      o,
      t.buyer,
      kit.disputeForm('damaged', 'See the photos attached.', [[Buffer.from('GIF89a'), 'a.jpg']]),
    );
    expect(fake.status).toBe(415);
    // A JPEG's first bytes with no image behind them (a photo cut off on the way) are refused too.
    const cutOff = await kit.open(
      o,
      t.buyer,
      kit.disputeForm('damaged', 'See the photos attached.', [[JPEG.subarray(0, 11), 'torn.jpg']]),
    );
    expect(cutOff.status).toBe(415);
    expect((await cutOff.json()).code).toBe('orders.file_type');
    const six = Array.from({ length: 6 }, () => [JPEG, 'p.jpg'] as [Buffer, string]);
    expect(
      (await kit.open(o, t.buyer, kit.disputeForm('damaged', 'See the photos attached.', six))).status,
    ).toBe(400);
    expect((await kit.orderRow(o.id)).status).toBe('shipped');
    expect((await kit.escrow(o.id)).frozen).toBe(false);
    for (const status of ['paid', 'accepted'] as const) {
      const early = await h.order({ status });
      expect((await kit.open(early, await h.token('buyer', early.buyerId), json)).status).toBe(409);
    }
  });

  it('the seller answers with text and evidence; the buyer cannot answer for them', async () => {
    const { o, t, dispute } = await kit.disputed();
    const path = `/api/v1/orders/${o.id}/disputes/${dispute.id}/responses`;
    const answer = (token: string, files: Array<[Buffer, string]> = []) => {
      const f = new FormData();
      f.set('text', 'The bags left our warehouse intact: see the signed delivery note.');
      for (const [bytes, name] of files) f.append('evidence', new Blob([bytes]), name);
      return h.api(path, { method: 'POST', token, body: f });
    };
    expect((await answer(t.buyer)).status).toBe(403);
    expect((await answer(t.stranger)).status).toBe(404);
    // A PDF carrying another file is refused, and nothing of the answer is kept.
    const attached = samplePdf({
      catalog: '/Names << /EmbeddedFiles 4 0 R >>',
      objects: ['<< /Names [] >>'],
    });
    const refused = await answer(t.seller, [[attached, 'delivery-note.pdf']]);
    expect(refused.status).toBe(415);
    expect((await refused.json()).code).toBe('orders.file_type');
    const res = await answer(t.seller, [[PDF, 'delivery-note.pdf']]);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.responses).toEqual([
      expect.objectContaining({
        authorId: o.sellerId,
        authorRole: 'seller',
        text: expect.stringContaining('intact'),
      }),
    ]);
    expect(body.evidence).toEqual([
      expect.objectContaining({
        name: 'delivery-note.pdf',
        uploadedByRole: 'seller',
        responseId: body.responses[0].id,
      }),
    ]);
    const list = await (await h.api(`/api/v1/orders/${o.id}/disputes`, { token: t.buyer })).json();
    expect(list.map((d: { id: string }) => d.id)).toEqual([dispute.id]);
    expect((await h.api(`/api/v1/orders/${o.id}/disputes`, { token: t.stranger })).status).toBe(404);
  });
});
