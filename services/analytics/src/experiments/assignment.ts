import { createHash } from 'node:crypto';
import type { ExperimentVariant } from '../analytics.entities.js';

/** What deciding a subject's variant needs to know of an experiment. */
export interface AssignableExperiment {
  key: string;
  trafficPercent: number;
  /** Weights add up to 100; the first is the control. */
  variants: readonly Pick<ExperimentVariant, 'key' | 'weight'>[];
}

/** Traffic is decided in hundredths of a percent, so 0.01 % steps would still be fair. */
const TRAFFIC_BUCKETS = 10_000;
const WEIGHT_BUCKETS = 100;

/**
 * The variant a subject (an anonymous id) gets, or null when it falls outside the experiment's
 * traffic (it sees the control and is never counted). Deterministic: the same experiment and
 * subject always give the same answer, on any replica, before anything is stored. Two independent
 * slices of sha256(`<key>:<subject>`) decide inclusion and variant, so being in the traffic says
 * nothing about the variant. The key is part of the hash so that one subject's variants in two
 * experiments are unrelated.
 */
export function assignVariant(experiment: AssignableExperiment, subject: string): string | null {
  const digest = createHash('sha256').update(`${experiment.key}:${subject.toLowerCase()}`).digest();
  // 2^32 is not a multiple of 10,000 or 100: the bias is below one part in 400,000, far under noise.
  const trafficBucket = digest.readUInt32BE(0) % TRAFFIC_BUCKETS;
  if (trafficBucket >= experiment.trafficPercent * (TRAFFIC_BUCKETS / 100)) return null;
  const weightBucket = digest.readUInt32BE(4) % WEIGHT_BUCKETS;
  let upTo = 0;
  for (const variant of experiment.variants) {
    upTo += variant.weight;
    if (weightBucket < upTo) return variant.key;
  }
  // Weights are checked to add up to 100 when saved; a stored definition that does not is read as
  // "the rest goes to the control" rather than leaving a subject without a variant.
  return experiment.variants[0]?.key ?? null;
}
