import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExperimentVariant } from '../analytics.entities.js';
import { SCHEMA } from '../analytics.schema.js';
import { assignVariant } from './assignment.js';

export interface RunningExperiment {
  id: string;
  key: string;
  trafficPercent: number;
  variants: ExperimentVariant[];
  goals: string[];
}

/** Experiments now running, by id: the order every multi-row lock is taken in. */
export async function runningExperiments(em: EntityManager): Promise<RunningExperiment[]> {
  const rows = await em.execute<
    { id: string; key: string; traffic_percent: number; variants: ExperimentVariant[]; goals: string[] }[]
  >(
    `select id, key, traffic_percent, variants, goals from ${SCHEMA}.experiment
     where status = 'running' order by id`,
  );
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    trafficPercent: r.traffic_percent,
    variants: r.variants,
    goals: r.goals,
  }));
}

/**
 * Serialises what one user's requests do to assignments (two devices asking at once, a sign-in
 * beside an ask), so that a user never ends up with two assignment rows in one experiment.
 */
export async function lockUser(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [
    `analytics.assignment:${userId}`,
  ]);
}

/** The user an anonymous id was last signed in as, if any. */
export async function linkedUser(em: EntityManager, subject: string): Promise<string | null> {
  const rows = await em.execute<{ user_id: string }[]>(
    `select user_id from ${SCHEMA}.identity_link where anonymous_id = ?`,
    [subject],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * The user a token-less batch from this anonymous id is attributed to (a beacon sent as the page
 * goes away carries no token): the linked user, while no sign-out of theirs is newer than the link.
 * The storefront starts a new anonymous id at sign-out, so a link older than a sign-out belongs to
 * a device that may have changed hands.
 */
export async function trackedUser(em: EntityManager, subject: string): Promise<string | null> {
  const rows = await em.execute<{ user_id: string }[]>(
    `select l.user_id from ${SCHEMA}.identity_link l left join ${SCHEMA}.user_profile p on p.id = l.user_id
     where l.anonymous_id = ? and (p.signed_out_at is null or l.linked_at >= p.signed_out_at)`,
    [subject],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * Links an anonymous id to the user now signed in on it (the latest sign-in wins on a shared
 * device), and makes its assignments the user's in the experiments where the user has none yet.
 * Where the user already has one (from another device), that one stays theirs and wins from now on;
 * the anonymous id's own row stays unclaimed. The caller holds `lockUser`.
 */
export async function linkIdentity(em: EntityManager, subject: string, userId: string): Promise<void> {
  await em.execute(
    // Made again (a new linked_at) when the user signed out somewhere since: the link stands once more.
    `insert into ${SCHEMA}.identity_link as l (anonymous_id, user_id, linked_at) values (?, ?, now())
     on conflict (anonymous_id) do update set user_id = excluded.user_id, linked_at = excluded.linked_at
     where l.user_id <> excluded.user_id
        or l.linked_at < (select p.signed_out_at from ${SCHEMA}.user_profile p where p.id = excluded.user_id)`,
    [subject, userId],
  );
  // Rows locked in (experiment, subject) order, as ExperimentTracking locks them: no deadlock.
  await em.execute(
    `update ${SCHEMA}.assignment a set user_id = ?
     where (a.experiment_id, a.subject) in (
       select c.experiment_id, c.subject from ${SCHEMA}.assignment c
       where c.subject = ? and c.user_id is null
         and not exists (select 1 from ${SCHEMA}.assignment u where u.experiment_id = c.experiment_id and u.user_id = ?)
       order by c.experiment_id for update)`,
    [userId, subject, userId],
  );
}

/** The user's own (earliest) assignment in an experiment: its variant, or undefined when they have none. */
export async function usersVariant(
  em: EntityManager,
  experimentId: string,
  userId: string,
): Promise<string | null | undefined> {
  const own = await em.execute<{ variant: string | null }[]>(
    `select variant from ${SCHEMA}.assignment where experiment_id = ? and user_id = ?
     order by assigned_at, subject limit 1`,
    [experimentId, userId],
  );
  return own[0] ? own[0].variant : undefined;
}

/**
 * The subject's variant in a running experiment, stored on first ask. With a user (signed in, or
 * linked to this anonymous id earlier), the user's assignment wins wherever it was made; without one
 * yet, the subject's row is created for the user. The insert does nothing when a concurrent first ask
 * won, and what is read back is then that one's answer, so both agree. With a user, the caller
 * holds `lockUser`.
 */
export async function assignedVariant(
  em: EntityManager,
  experiment: RunningExperiment,
  subject: string,
  userId: string | null,
): Promise<string | null> {
  if (userId) {
    const own = await usersVariant(em, experiment.id, userId);
    if (own !== undefined) return own;
  }
  await em.execute(
    `insert into ${SCHEMA}.assignment (experiment_id, subject, user_id, variant, assigned_at)
     values (?, ?, ?, ?, now()) on conflict do nothing`,
    [experiment.id, subject, userId, assignVariant(experiment, subject)],
  );
  const stored = await em.execute<{ variant: string | null }[]>(
    `select variant from ${SCHEMA}.assignment where experiment_id = ? and subject = ?`,
    [experiment.id, subject],
  );
  return stored[0]?.variant ?? null;
}
