import { MembershipPlan, Role, timestampFromDate } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { category, freshDatabase, names, startFacts, type FactsHarness } from './facts-harness.js';

const db: TestDatabase | null = await freshDatabase('analytics: facts and read models');
const suite = db ? describe : describe.skip;

/** Domain events in, analytics.event rows and read models out, exactly as trade, identity, catalogue and messaging send them. */
suite('analytics: facts and read models', () => {
  let h: FactsHarness;
  const product = (sellerId: string, path: string, productId?: string) =>
    h.product(sellerId, path, productId);

  beforeAll(async () => {
    h = await startFacts(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('keeps only the newest FX table', async () => {
    const rates = await h.query<{ currency: string; per_usd: string; digits: number }>(
      `select currency, per_usd::text, digits from analytics.fx_rate order by currency`,
    );
    expect(rates).toEqual([
      { currency: 'KES', per_usd: '150', digits: 2 },
      { currency: 'TND', per_usd: '3.1', digits: 3 },
      { currency: 'USD', per_usd: '1', digits: 2 },
    ]);
  });

  it('records a registration once, with role and country, and follows profile changes by event time', async () => {
    const userId = uuidv7();
    const registered = {
      userId,
      email: 'amina@example.com',
      fullName: 'Amina',
      role: Role.BOTH,
      country: 'KE',
      locale: 'en',
      source: 'self',
    };
    const id = await h.publish('identity.user.registered.v1', registered);
    await h.publish('identity.user.registered.v1', registered, { id }); // redelivered
    expect(await h.facts(userId)).toEqual([
      expect.objectContaining({
        name: 'user_registered',
        user_id: userId,
        country: 'KE',
        category: 'both',
        amount_usd: '0',
      }),
    ]);

    await h.publish('identity.user.profile_updated.v1', {
      userId,
      email: 'amina@example.com',
      country: 'UG',
    });
    await h.publish(
      'identity.user.profile_updated.v1',
      { userId, email: 'amina@example.com', country: 'TZ' },
      { occurredAt: new Date(Date.now() - 3_600_000) },
    );
    await h.publish('identity.user.role_changed.v1', { userId, oldRole: Role.BOTH, newRole: Role.SELLER });
    const profile = () =>
      h.query(`select country, role, plan from analytics.user_profile where id = $1`, [userId]);
    expect(await profile()).toEqual([{ country: 'UG', role: 'seller', plan: 'starter' }]);
    // A deleted account's profile goes (erasure.int-spec.ts follows the rest of its traces).
    await h.publish('identity.user.deleted.v1', { userId, role: Role.SELLER });
    expect(await profile()).toEqual([]);

    // Staff accounts are not sign-ups.
    const admin = uuidv7();
    await h.publish('identity.user.registered.v1', {
      ...registered,
      userId: admin,
      role: Role.ADMIN,
      source: 'admin_cli',
    });
    expect(await h.facts(admin)).toEqual([]);
  });

  it('counts a product once, at its first publication, and follows its category when the category moves', async () => {
    const seller = await h.user('seller', 'UG');
    const p = product(seller, 'agriculture/coffee');
    await h.publish('catalogue.product.published.v1', { ...p, reason: 'approved' });
    await h.publish('catalogue.product.published.v1', { ...p, reason: 'price_update' });
    await h.publish('catalogue.product.archived.v1', p);
    await h.publish('catalogue.product.published.v1', { ...p, reason: 'approved' });
    // A product first seen through a re-announcement was listed before analytics knew of it.
    const old = product(seller, 'agriculture/coffee');
    await h.publish('catalogue.product.published.v1', { ...old, reason: 'reannounced' });

    expect(await h.facts(seller)).toEqual([
      expect.objectContaining({ name: 'user_registered', category: 'seller' }),
      expect.objectContaining({
        name: 'product_published',
        user_id: seller,
        seller_id: seller,
        product_id: p.product.productId,
        country: 'UG',
        category: 'agriculture',
      }),
    ]);

    const moved = uuidv7();
    await h.publish('catalogue.category.created.v1', category(moved, 'agriculture/tea'));
    const tea = { product: { ...product(seller, 'agriculture/tea').product, categoryId: moved } };
    await h.publish('catalogue.product.published.v1', { ...tea, reason: 'approved' });
    await h.publish('catalogue.category.moved.v1', {
      ...category(moved, 'beverages/tea'),
      oldPath: 'agriculture/tea',
    });
    const rows = await h.query(`select category from analytics.product where id = $1`, [
      tea.product.productId,
    ]);
    expect(rows).toEqual([{ category: 'beverages' }]);
    expect(await h.query(`select root_slug from analytics.category where id = $1`, [moved])).toEqual([
      { root_slug: 'beverages' },
    ]);
  });

  it('counts Professional membership revenue once per upgrade', async () => {
    const seller = await h.user('seller', 'TZ');
    const change = (oldPlan: MembershipPlan, newPlan: MembershipPlan, ms: number) =>
      h.publish('identity.membership.plan_changed.v1', {
        userId: seller,
        oldPlan,
        newPlan,
        feeBasisPoints: 300,
        changedAt: timestampFromDate(new Date(Date.now() + ms)),
        source: 'seller',
      });
    const id = await change(MembershipPlan.STARTER, MembershipPlan.PROFESSIONAL, 1_000);
    await h.publish(
      'identity.membership.plan_changed.v1',
      {
        userId: seller,
        oldPlan: MembershipPlan.STARTER,
        newPlan: MembershipPlan.PROFESSIONAL,
        source: 'seller',
      },
      { id },
    );
    await change(MembershipPlan.PROFESSIONAL, MembershipPlan.ENTERPRISE, 2_000);
    expect((await h.facts(seller)).map((r) => [r.name, r.amount_usd, r.country])).toEqual([
      ['user_registered', '0', 'TZ'],
      ['membership_revenue', '2900', 'TZ'],
    ]);
    expect(await h.query(`select plan from analytics.user_profile where id = $1`, [seller])).toEqual([
      { plan: 'enterprise' },
    ]);
  });

  it('counts an inquiry once per conversation about a product; RFQs and quotes too', async () => {
    const buyer = await h.user('buyer', 'GH');
    const seller = await h.user('seller', 'KE');
    const p = product(seller, 'agriculture/coffee');
    await h.publish('catalogue.product.published.v1', { ...p, reason: 'approved' });
    const conversationId = uuidv7();
    const message = (senderId: string, recipientId: string) => ({
      messageId: uuidv7(),
      conversationId,
      senderId,
      recipientId,
      preview: 'Grade AA?',
      subjectKind: 'product',
      subjectId: p.product.productId,
    });
    const first = await h.publish('messaging.message.sent.v1', message(buyer, seller), {
      key: conversationId,
    });
    await h.publish('messaging.message.sent.v1', message(buyer, seller), { id: first, key: conversationId });
    await h.publish('messaging.message.sent.v1', message(seller, buyer), { key: conversationId });
    await h.publish('messaging.message.sent.v1', message(buyer, seller), { key: conversationId });
    const inquiries = (await h.facts(seller)).filter((r) => r.name === 'inquiry');
    expect(inquiries).toEqual([
      expect.objectContaining({
        user_id: buyer,
        seller_id: seller,
        product_id: p.product.productId,
        country: 'GH',
        category: 'agriculture',
      }),
    ]);
    expect(names(await h.facts(buyer))).toEqual([
      'user_registered',
      'message_sent',
      'inquiry',
      'message_sent',
    ]);

    const rfqId = uuidv7();
    await h.publish(
      'trade.rfq.posted.v1',
      { rfqId, buyerId: buyer, title: 'Coffee', categoryId: h.categories.coffee, visibility: 'open' },
      { key: rfqId },
    );
    const quote = { quoteId: uuidv7(), rfqId, buyerId: buyer, supplierId: seller, rfqTitle: 'Coffee' };
    await h.publish('trade.quote.submitted.v1', quote, { key: rfqId });
    await h.publish('trade.quote.submitted.v1', { ...quote, revised: true }, { key: rfqId });
    const rows = await h.query<{
      name: string;
      user_id: string;
      seller_id: string | null;
      country: string;
      category: string;
    }>(
      `select name, user_id, seller_id, country, category from analytics.event
       where props->>'rfqId' = $1 order by seq`,
      [rfqId],
    );
    expect(rows).toEqual([
      { name: 'rfq_posted', user_id: buyer, seller_id: null, country: 'GH', category: 'agriculture' },
      { name: 'quote_submitted', user_id: seller, seller_id: seller, country: 'GH', category: '' },
    ]);
  });
});
