import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Translator } from '@sokoni/platform/errors';
import { Experiment } from '../analytics.entities.js';
import { AnalyticsProblems } from '../analytics.problems.js';
import { SCHEMA } from '../analytics.schema.js';
import { isUuid } from './experiment-rules.js';
import {
  analyseExperiment,
  MIN_CONVERSIONS,
  MIN_VISITORS_PER_VARIANT,
  type Verdict,
} from './experiment-stats.js';
import { toExperiment, type ExperimentDetailResponse } from './experiment.response.js';

/** One experiment with its results per variant and the verdict in the caller's language. */
@Injectable()
export class ExperimentResults {
  constructor(
    private readonly orm: MikroORM,
    private readonly t: Translator,
  ) {}

  async execute(id: string): Promise<ExperimentDetailResponse> {
    const em = this.orm.em.fork();
    const e = isUuid(id) ? await em.findOne(Experiment, { id: id.toLowerCase() }) : null;
    if (!e) throw AnalyticsProblems.experimentNotFound();
    const rows = await em.execute<{ variant: string; metric: string; count: string }[]>(
      `select variant, metric, count from ${SCHEMA}.experiment_counter where experiment_id = ?`,
      [e.id],
    );
    const count = (variant: string, metric: string) =>
      Number(rows.find((r) => r.variant === variant && r.metric === metric)?.count ?? 0);
    const { results, verdict } = analyseExperiment(
      e.variants.map((v) => ({
        variant: v.key,
        name: v.name,
        visitors: count(v.key, 'exposed'),
        conversions: count(v.key, 'converted'),
      })),
    );
    return {
      ...toExperiment(e),
      results: results.map((r) => ({
        ...r,
        byGoal: Object.fromEntries(e.goals.map((g) => [g, count(r.variant, `goal:${g}`)])),
      })),
      verdictCode: verdict.code,
      verdict: this.say(verdict),
    };
  }

  private say(v: Verdict): string {
    const unmeasured = (v.code === 'variant_better' || v.code === 'variant_worse') && v.percent === undefined;
    return this.t.translate(`experiments.verdict.${v.code}${unmeasured ? '_unmeasured' : ''}`, undefined, {
      variant: v.variant,
      control: v.control,
      percent: v.percent,
      visitors: MIN_VISITORS_PER_VARIANT,
      conversions: MIN_CONVERSIONS,
    });
  }
}
