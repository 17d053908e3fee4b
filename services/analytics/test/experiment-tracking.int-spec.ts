import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sokoni/platform/testing';
import { assignVariant, type AssignableExperiment } from '../src/experiments/assignment.js';
import {
  freshDatabase,
  startExperiments,
  type ExperimentsHarness,
  type Json,
} from './experiments-harness.js';

const db: TestDatabase | null = await freshDatabase('analytics: experiment exposure and conversion');
const suite = db ? describe : describe.skip;

const TRACK: AssignableExperiment = {
  key: 'track_test',
  trafficPercent: 100,
  variants: [
    { key: 'control', weight: 50 },
    { key: 'variant_a', weight: 50 },
  ],
};
const PRODUCT = '01960000-0000-7000-8000-00000000f00d';

function anonymousIdWith(variant: string): string {
  for (;;) {
    const id = randomUUID();
    if (assignVariant(TRACK, id) === variant) return id;
  }
}
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const exposure = (variant: string, secondsAgo = 60, experiment = 'track_test'): Json => ({
  name: 'experiment_exposure',
  occurredAt: ago(secondsAgo),
  properties: { experiment, variant },
});
const addToCart = (secondsAgo = 30): Json => ({
  name: 'add_to_cart',
  occurredAt: ago(secondsAgo),
  properties: { productId: PRODUCT, quantity: 2 },
});
const purchase = (secondsAgo = 20): Json => ({
  name: 'purchase',
  occurredAt: ago(secondsAgo),
  properties: {},
});
const rfq = (secondsAgo = 20): Json => ({ name: 'rfq_submit', occurredAt: ago(secondsAgo), properties: {} });

/** Exposures and conversions sent by the storefront, counted once, only for the assigned variant, only after exposure. */
suite('analytics: experiment exposure and conversion', () => {
  let h: ExperimentsHarness;
  let experimentId: string;

  const counted = () => h.counters(experimentId);
  const exposedAt = async (subject: string) =>
    (
      await h.query<{ exposed: boolean }>(
        'select exposed_at is not null as exposed from analytics.assignment where experiment_id = $1 and subject = $2',
        [experimentId, subject],
      )
    )[0]?.exposed;

  beforeAll(async () => {
    h = await startExperiments(db!);
    experimentId = randomUUID();
    await h.query(
      `insert into analytics.experiment (id, key, name, status, traffic_percent, variants, goals, started_at, created_at, updated_at)
       values ($1, 'track_test', 'Tracking', 'running', 100, $2, '{add_to_cart,purchase}', now(), now(), now())`,
      [
        experimentId,
        JSON.stringify([
          { key: 'control', name: 'Control', weight: 50 },
          { key: 'variant_a', name: 'Variant A', weight: 50 },
        ]),
      ],
    );
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('counts an exposure once, for the assigned variant only; a tampered or unassigned one is ignored', async () => {
    const id = anonymousIdWith('variant_a');
    // Never asked for an assignment: nothing to count against.
    await h.track(id, [exposure('variant_a')]);
    expect(await counted()).toEqual({});
    expect((await h.assignments(id)).track_test).toBe('variant_a');
    // A client claiming the other variant (or one that does not exist) skews nothing.
    expect(await h.track(id, [exposure('control'), exposure('variant_z')])).toBe(2);
    expect(await counted()).toEqual({});
    expect(await exposedAt(id)).toBe(false);
    await h.track(id, [exposure('variant_a', 50)]);
    await h.track(id, [exposure('variant_a', 40), exposure('variant_a', 39)]);
    expect(await counted()).toEqual({ 'variant_a exposed': 1 });
    expect(await exposedAt(id)).toBe(true);
  });

  it('counts concurrent first exposures of one visitor once', async () => {
    const id = anonymousIdWith('control');
    await h.assignments(id);
    const before = (await counted())['control exposed'] ?? 0;
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => h.track(id, [exposure('control', 60 - i), addToCart(10)])),
    );
    const after = await counted();
    expect(after['control exposed']).toBe(before + 1);
    expect(after['control converted']).toBe(1);
    expect(after['control goal:add_to_cart']).toBe(1);
  });

  it('attributes a conversion only after exposure, once per goal, and converted once per visitor', async () => {
    const id = anonymousIdWith('variant_a');
    await h.assignments(id);
    const before = await counted();
    const delta = async () => {
      const now = await counted();
      return Object.fromEntries(
        Object.entries(now)
          .map(([k, v]) => [k, v - (before[k] ?? 0)])
          .filter(([, v]) => v !== 0),
      );
    };
    // Before exposure: not attributed.
    await h.track(id, [addToCart(100)]);
    expect(await delta()).toEqual({});
    // In one batch: the cart before the exposure is not counted, the one after is.
    await h.track(id, [addToCart(90), exposure('variant_a', 80), addToCart(70)]);
    expect(await delta()).toEqual({
      'variant_a exposed': 1,
      'variant_a converted': 1,
      'variant_a goal:add_to_cart': 1,
    });
    // The same goal again: nothing; another goal: the goal, not a second conversion; not a goal: nothing.
    await h.track(id, [addToCart(60), purchase(50), rfq(40)]);
    expect(await delta()).toEqual({
      'variant_a exposed': 1,
      'variant_a converted': 1,
      'variant_a goal:add_to_cart': 1,
      'variant_a goal:purchase': 1,
    });
    const rows = await h.query<{ goal: string; variant: string }>(
      'select goal, variant from analytics.conversion where experiment_id = $1 and subject = $2 order by goal',
      [experimentId, id],
    );
    expect(rows).toEqual([
      { goal: 'add_to_cart', variant: 'variant_a' },
      { goal: 'purchase', variant: 'variant_a' },
    ]);
  });

  it('counts a signed-in user once across devices, against the variant the user was assigned', async () => {
    const user = await h.user('buyer');
    const phone = anonymousIdWith('variant_a');
    await h.assignments(phone, user.token);
    const laptop = anonymousIdWith('control');
    expect((await h.assignments(laptop, user.token)).track_test).toBe('variant_a');
    const before = await counted();
    // The laptop shows the user's variant and reports it: counted for the user's assignment.
    await h.track(laptop, [exposure('variant_a', 30), addToCart(20)], user.token);
    // The phone's exposure later is the same visitor: not counted again; the laptop's own hash is ignored.
    await h.track(phone, [exposure('variant_a', 10), exposure('control', 9)], user.token);
    const after = await counted();
    expect(after['variant_a exposed']).toBe((before['variant_a exposed'] ?? 0) + 1);
    expect(after['variant_a converted']).toBe((before['variant_a converted'] ?? 0) + 1);
    expect(after['control exposed']).toBe(before['control exposed']);
    // Signed out on the laptop: still the user's (linked) assignment, still not a second visitor.
    await h.track(laptop, [exposure('variant_a', 5), purchase(4)]);
    const last = await counted();
    expect(last['variant_a exposed']).toBe(after['variant_a exposed']);
    expect(last['variant_a goal:purchase']).toBe((after['variant_a goal:purchase'] ?? 0) + 1);
  });

  it('counts nothing for a stopped experiment', async () => {
    const id = anonymousIdWith('control');
    await h.assignments(id);
    await h.query(`update analytics.experiment set status = 'stopped' where id = $1`, [experimentId]);
    try {
      const before = await counted();
      await h.track(id, [exposure('control', 20), addToCart(10)]);
      expect(await counted()).toEqual(before);
      expect(await exposedAt(id)).toBe(false);
    } finally {
      await h.query(`update analytics.experiment set status = 'running' where id = $1`, [experimentId]);
    }
  });
});
