import { uuidv7 } from '@sokoni/platform/db';
import { sampleJpeg, samplePdf } from '@sokoni/platform/testing';
import { LedgerBalances } from '../src/ledger/index.js';
import type { OrdersHarness, SeedOrder, SeededOrder } from './orders-harness.js';

// Whole files: trade checks their structure, not only their first bytes.
export const PDF = samplePdf({ version: '1.4' });
export const JPEG = sampleJpeg();

/** What the dispute suites share: tokens for an order's parties, the dispute routes, and the rows they check. */
export function disputeKit(h: OrdersHarness, admin: () => string) {
  const balances = h.get(LedgerBalances);
  const parties = async (o: SeededOrder) => ({
    buyer: await h.token('buyer', o.buyerId),
    seller: await h.token('seller', o.sellerId),
    stranger: await h.token('both', uuidv7()),
  });
  const disputeForm = (reason: string, description: string, files: Array<[Buffer, string]> = []) => {
    const f = new FormData();
    f.set('reason', reason);
    f.set('description', description);
    for (const [bytes, name] of files) f.append('evidence', new Blob([bytes]), name);
    return f;
  };
  const open = (o: SeededOrder, token: string, body: FormData | object) =>
    h.api(`/api/v1/orders/${o.id}/disputes`, {
      method: 'POST',
      token,
      ...(body instanceof FormData ? { body } : { json: body }),
    });
  const decide = (disputeId: string, json: object, token = admin()) =>
    h.api(`/api/v1/admin/disputes/${disputeId}/decision`, { method: 'POST', token, json });
  const orderRow = async (id: string) =>
    (await h.sql('select * from trade.trade_order where id = $1', [id]))[0];
  const escrow = async (id: string) => (await balances.order(h.em(), id))[0]!;
  /** A delivered order (release not yet due unless `seed` says so) the buyer has disputed. */
  const disputed = async (seed: SeedOrder = {}) => {
    const o = await h.order({
      status: 'delivered',
      releaseDueAt: new Date(Date.now() + 86_400_000),
      ...seed,
    });
    const t = await parties(o);
    const res = await open(o, t.buyer, { reason: 'damaged', description: 'Two bags arrived torn and wet.' });
    expect(res.status).toBe(201);
    return { o, t, dispute: await res.json() };
  };
  return { balances, parties, disputeForm, open, decide, orderRow, escrow, disputed };
}
