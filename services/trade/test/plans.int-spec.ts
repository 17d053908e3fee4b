import { type DynamicModule, Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { MembershipPlan, timestampFromDate } from '@sokoni/contracts';
import {
  databaseSettings,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
} from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import type { EventTransport } from '@sokoni/platform/events';
import { servicePlatform } from '@sokoni/platform/service';
import {
  createTestDatabaseOrSkip,
  publishAs,
  startServiceForTest,
  type ServiceTestApp,
} from '@sokoni/platform/testing';
import {
  DEFAULT_FEE_BASIS_POINTS,
  PLANS_ENTITIES,
  PLANS_MIGRATIONS,
  PLANS_PROVIDERS,
  SellerPlans,
} from '../src/plans/index.js';
import { SCHEMA } from '../src/trade.schema.js';

const db = await createTestDatabaseOrSkip('trade seller plans (integration)', 'sokoni_trade_test');
const suite = db ? describe : describe.skip;

const configSchema = z.object({
  ...httpSettings(3005).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
});

/** The plans part of trade on the platform, as the trade module will mount it (the module is composed elsewhere). */
@Module({})
class PlansTestModule {
  static forRoot(o: {
    config: z.output<typeof configSchema>;
    transport: EventTransport;
    jwksUrl: string;
  }): DynamicModule {
    return {
      module: PlansTestModule,
      imports: servicePlatform({
        service: 'trade',
        config: o.config,
        schema: SCHEMA,
        entities: PLANS_ENTITIES,
        migrations: PLANS_MIGRATIONS,
        transport: o.transport,
        ownsTransport: false,
        auth: { jwksUrl: o.jwksUrl },
      }),
      providers: PLANS_PROVIDERS,
    };
  }
}

/** The parts of a plan change a test varies beyond the plan, the fee and the time. */
interface ChangeExtra {
  oldPlan?: MembershipPlan;
  source?: string;
  reason?: string;
}

/**
 * Trade's copy of the sellers' plans, fed by identity's events on the bus against real PostgreSQL:
 * events of one seller may arrive late, twice or out of order, and the latest change must win; a
 * seller trade never heard of pays Starter's fee.
 */
suite('trade: seller plans from identity events (PostgreSQL)', () => {
  let h: ServiceTestApp<z.output<typeof configSchema>>;
  let plans: SellerPlans;
  const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute, 0, 250));

  beforeAll(async () => {
    h = await startServiceForTest({
      service: 'trade',
      configSchema,
      db: db!,
      module: (parts) => PlansTestModule.forRoot(parts),
    });
    plans = h.app.get(SellerPlans);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const em = () => h.app.get(MikroORM).em.fork();
  const fee = (sellerId: string) => plans.feeFor(em(), sellerId);
  const row = async (sellerId: string) =>
    (
      await h.sql.query(
        `select plan, fee_basis_points, changed_at from trade.seller_plans where seller_id = $1`,
        [sellerId],
      )
    ).rows[0];
  const change = (
    sellerId: string,
    newPlan: MembershipPlan,
    feeBasisPoints: number,
    changedAt: Date,
    extra: ChangeExtra = {},
    id?: string,
  ) =>
    publishAs(
      h.transport,
      'identity.membership.plan_changed.v1',
      {
        userId: sellerId,
        oldPlan: MembershipPlan.STARTER,
        newPlan,
        feeBasisPoints,
        changedBy: sellerId,
        changedAt: timestampFromDate(changedAt),
        source: 'seller',
        ...extra,
      },
      { producer: 'identity', id },
    );

  it('a seller never heard of pays Starter’s 5%', async () => {
    expect(DEFAULT_FEE_BASIS_POINTS).toBe(500);
    expect(await fee(uuidv7())).toBe(500);
    const known = uuidv7();
    await change(known, MembershipPlan.ENTERPRISE, 200, at(0));
    const unknown = uuidv7();
    const fees = await plans.feesFor(em(), [known, unknown, known]);
    expect([...fees]).toEqual([
      [known, 200],
      [unknown, 500],
    ]);
    expect((await plans.feesFor(em(), [])).size).toBe(0);
  });

  it('follows a seller’s changes in order: registration, Professional, back to Starter', async () => {
    const seller = uuidv7();
    await change(seller, MembershipPlan.STARTER, 500, at(0), {
      oldPlan: MembershipPlan.UNSPECIFIED,
      source: 'registration',
    });
    expect(await row(seller)).toEqual({ plan: 'starter', fee_basis_points: 500, changed_at: at(0) });
    await change(seller, MembershipPlan.PROFESSIONAL, 300, at(5));
    expect(await fee(seller)).toBe(300);
    expect(await row(seller)).toEqual({ plan: 'professional', fee_basis_points: 300, changed_at: at(5) });
    await change(seller, MembershipPlan.STARTER, 500, at(9), { oldPlan: MembershipPlan.PROFESSIONAL });
    expect(await fee(seller)).toBe(500);
  });

  it('ignores a change older than the one it holds, whatever order they arrive in', async () => {
    const seller = uuidv7();
    // Staff set Enterprise at 10:20; the seller's earlier move to Professional (10:10) and the
    // registration (10:00) arrive after it.
    await change(seller, MembershipPlan.ENTERPRISE, 200, at(20), { source: 'staff', reason: 'contract' });
    await change(seller, MembershipPlan.PROFESSIONAL, 300, at(10));
    await change(seller, MembershipPlan.STARTER, 500, at(0), {
      oldPlan: MembershipPlan.UNSPECIFIED,
      source: 'registration',
    });
    expect(await row(seller)).toEqual({ plan: 'enterprise', fee_basis_points: 200, changed_at: at(20) });
    expect(await fee(seller)).toBe(200);
    // A change at the very same time as the stored one is not newer: the first one stays.
    await change(seller, MembershipPlan.STARTER, 500, at(20));
    expect(await fee(seller)).toBe(200);
    // One millisecond later is newer.
    await change(seller, MembershipPlan.PROFESSIONAL, 300, new Date(at(20).getTime() + 1));
    expect(await row(seller)).toMatchObject({ plan: 'professional', fee_basis_points: 300 });
  });

  it('a redelivered event changes nothing (the inbox has it)', async () => {
    const seller = uuidv7();
    const first = uuidv7();
    await change(seller, MembershipPlan.PROFESSIONAL, 300, at(30), {}, first);
    // Someone edits the row by hand (or a bug would): a redelivery of `first` must not rewrite it.
    await h.sql.query(`update trade.seller_plans set fee_basis_points = 250 where seller_id = $1`, [seller]);
    await change(seller, MembershipPlan.PROFESSIONAL, 300, at(30), {}, first);
    expect(await fee(seller)).toBe(250);
    const handled = await h.sql.query(`select count(*)::int as n from trade.inbox where event_id = $1`, [
      first,
    ]);
    expect(handled.rows[0].n).toBe(1);
  });

  it('events racing for one seller: the latest change wins', async () => {
    const seller = uuidv7();
    const minutes = [3, 41, 17, 44, 8, 29, 42, 1];
    await Promise.all(
      minutes.map((m) =>
        plans.record(em(), {
          sellerId: seller,
          plan: m === 44 ? 'enterprise' : 'professional',
          feeBasisPoints: m === 44 ? 200 : 300,
          changedAt: at(m),
        }),
      ),
    );
    expect(await row(seller)).toEqual({ plan: 'enterprise', fee_basis_points: 200, changed_at: at(44) });
  });

  it('a change without a plan or with an impossible fee is dead-lettered, not applied', async () => {
    const seller = uuidv7();
    const noPlan = await change(seller, MembershipPlan.UNSPECIFIED, 500, at(50));
    const badFee = await change(seller, MembershipPlan.STARTER, 20_000, at(51));
    expect(await row(seller)).toBeUndefined();
    expect(await fee(seller)).toBe(500);
    const letters = await h.sql.query(
      `select event_id, error_kind, consumer_group from trade.dead_letter where event_id = any($1) order by event_id`,
      [[noPlan, badFee]],
    );
    expect(letters.rows).toEqual(
      [noPlan, badFee]
        .sort()
        .map((id) => ({ event_id: id, error_kind: 'poison', consumer_group: 'trade.plans' })),
    );
  });
});
