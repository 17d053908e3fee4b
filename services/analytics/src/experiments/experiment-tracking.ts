import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../analytics.schema.js';
import type { BrowserEventName } from '../events/event-row.js';
import { linkedUser, runningExperiments, type RunningExperiment } from './assignment-store.js';
import { isGoal, isUuid } from './experiment-rules.js';

/** The assignment row a visitor's exposures and conversions count against in one experiment. */
interface Unit {
  subject: string;
  variant: string | null;
  exposedAt: Date | null;
}

/**
 * Exposures and conversions of a browser batch, counted into analytics.experiment_counter in the
 * ingest transaction (stored with the raw events or not at all).
 *
 * The unit counted is the assignment the visitor is served: the user's own (signed in, or linked
 * to this anonymous id) wherever it was made, else the anonymous id's. An exposure counts once per
 * unit and only for the variant the server assigned, so a tampered client cannot skew results; a
 * conversion (a goal of the experiment) counts once per unit and goal, and only after exposure.
 *
 * Race-free under concurrent batches: the units' rows are locked first, in (experiment, subject)
 * order, so one batch at a time decides "first exposure" and "first conversion" of a unit; the
 * counters are added to last, in key order, so two batches never wait on each other crosswise.
 */
@Injectable()
export class ExperimentTracking {
  async onBrowserEvents(
    em: EntityManager,
    batch: {
      anonymousId: string;
      userId: string | null;
      events: { name: BrowserEventName; occurredAt: Date; properties: Record<string, unknown> }[];
    },
  ): Promise<void> {
    const events = batch.events.filter((e) => e.name === 'experiment_exposure' || isGoal(e.name));
    if (events.length === 0 || !isUuid(batch.anonymousId)) return;
    const experiments = (await runningExperiments(em)).filter((x) =>
      events.some((e) =>
        e.name === 'experiment_exposure' ? e.properties.experiment === x.key : x.goals.includes(e.name),
      ),
    );
    if (experiments.length === 0) return;
    const subject = batch.anonymousId.toLowerCase();
    const userId = batch.userId ?? (await linkedUser(em, subject));
    const units = await lockUnits(em, experiments, subject, userId);
    const counters = new Counters();

    // In the order they happened, so that an exposure and a later conversion in one batch both count.
    const ordered = events
      .map((e, i) => ({ e, i }))
      .sort((a, b) => a.e.occurredAt.getTime() - b.e.occurredAt.getTime() || a.i - b.i)
      .map(({ e }) => e);
    for (const event of ordered) {
      if (event.name === 'experiment_exposure') {
        const experiment = experiments.find((x) => x.key === event.properties.experiment);
        const unit = experiment && units.get(experiment.id);
        if (!experiment || !unit?.variant || unit.variant !== event.properties.variant) continue;
        if (await expose(em, experiment.id, unit, event.occurredAt))
          counters.add(experiment.id, unit.variant, 'exposed');
        continue;
      }
      for (const experiment of experiments) {
        const unit = units.get(experiment.id);
        if (!experiment.goals.includes(event.name) || !unit?.variant || !unit.exposedAt) continue;
        if (event.occurredAt < unit.exposedAt) continue;
        const converted = await convert(em, experiment.id, unit, event.name, event.occurredAt);
        if (converted === 'none') continue;
        counters.add(experiment.id, unit.variant, `goal:${event.name}`);
        if (converted === 'first') counters.add(experiment.id, unit.variant, 'converted');
      }
    }
    await counters.write(em);
  }
}

/**
 * Locks every candidate row (the subject's and the user's) and picks each experiment's unit: the
 * user's earliest assignment, else the subject's own.
 */
async function lockUnits(
  em: EntityManager,
  experiments: readonly RunningExperiment[],
  subject: string,
  userId: string | null,
): Promise<Map<string, Unit>> {
  const rows = await em.execute<
    {
      experiment_id: string;
      subject: string;
      user_id: string | null;
      variant: string | null;
      exposed_ms: number | null;
      assigned_ms: number;
    }[]
  >(
    // Times as epoch milliseconds: the driver hands timestamps over as text.
    `select experiment_id, subject, user_id, variant,
       (extract(epoch from exposed_at) * 1000)::float8 as exposed_ms,
       (extract(epoch from assigned_at) * 1000)::float8 as assigned_ms
     from ${SCHEMA}.assignment
     where experiment_id = any(?::uuid[]) and (subject = ? or user_id = ?)
     order by experiment_id, subject for update`,
    [`{${experiments.map((x) => x.id).join(',')}}`, subject, userId],
  );
  const units = new Map<string, Unit>();
  for (const experiment of experiments) {
    const mine = rows.filter((r) => r.experiment_id === experiment.id);
    const own = userId
      ? mine
          .filter((r) => r.user_id === userId)
          .sort((a, b) => a.assigned_ms - b.assigned_ms || a.subject.localeCompare(b.subject))[0]
      : undefined;
    const row = own ?? mine.find((r) => r.subject === subject);
    if (row)
      units.set(experiment.id, {
        subject: row.subject,
        variant: row.variant,
        exposedAt: row.exposed_ms === null ? null : new Date(row.exposed_ms),
      });
  }
  return units;
}

/** Marks the unit exposed; true only the first time (the update finds exposed_at still null). */
async function expose(em: EntityManager, experimentId: string, unit: Unit, at: Date): Promise<boolean> {
  const rows = await em.execute<{ subject: string }[]>(
    `update ${SCHEMA}.assignment set exposed_at = ? where experiment_id = ? and subject = ? and exposed_at is null
     returning subject`,
    [at.toISOString(), experimentId, unit.subject],
  );
  if (rows.length === 0) return false;
  unit.exposedAt = at;
  return true;
}

/** Records a goal for the unit once: 'first' when it is the unit's first conversion on any goal. */
async function convert(
  em: EntityManager,
  experimentId: string,
  unit: Unit,
  goal: string,
  at: Date,
): Promise<'none' | 'first' | 'again'> {
  const inserted = await em.execute<{ goal: string }[]>(
    `insert into ${SCHEMA}.conversion (experiment_id, subject, goal, variant, converted_at)
     values (?, ?, ?, ?, ?) on conflict do nothing returning goal`,
    [experimentId, unit.subject, goal, unit.variant, at.toISOString()],
  );
  if (inserted.length === 0) return 'none';
  // The unit's row is locked: no other batch adds a conversion for it before this one commits.
  const [{ n }] = await em.execute<[{ n: number }]>(
    `select count(*)::int as n from ${SCHEMA}.conversion where experiment_id = ? and subject = ?`,
    [experimentId, unit.subject],
  );
  return n === 1 ? 'first' : 'again';
}

/** Counter increments of one batch, written together at the end in key order. */
class Counters {
  private readonly deltas = new Map<
    string,
    { experimentId: string; variant: string; metric: string; n: number }
  >();

  add(experimentId: string, variant: string, metric: string): void {
    const key = `${experimentId}\u0000${variant}\u0000${metric}`;
    const d = this.deltas.get(key) ?? { experimentId, variant, metric, n: 0 };
    d.n += 1;
    this.deltas.set(key, d);
  }

  async write(em: EntityManager): Promise<void> {
    const sorted = [...this.deltas.values()].sort(
      (a, b) =>
        a.experimentId.localeCompare(b.experimentId) ||
        a.variant.localeCompare(b.variant) ||
        a.metric.localeCompare(b.metric),
    );
    for (const d of sorted)
      await em.execute(
        `insert into ${SCHEMA}.experiment_counter (experiment_id, variant, metric, count) values (?, ?, ?, ?)
         on conflict (experiment_id, variant, metric) do update set count = ${SCHEMA}.experiment_counter.count + excluded.count`,
        [d.experimentId, d.variant, d.metric, d.n],
      );
  }
}
