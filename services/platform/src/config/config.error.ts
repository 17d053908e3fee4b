export interface ConfigProblem {
  /** The environment variable at fault (or `(config)` for a rule spanning several). */
  variable: string;
  problem: string;
}

/**
 * Thrown once at start-up with every problem at once, so an operator fixes the deployment in one
 * round instead of one variable per restart. Carries names and rules only: values are never kept,
 * because the message ends up in logs and crash reports and the variables hold secrets.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(
    readonly problems: readonly ConfigProblem[],
    readonly service?: string,
  ) {
    const heading = service ? `Invalid configuration for ${service}:` : 'Invalid configuration:';
    super([heading, ...problems.map((p) => ` - ${p.variable}: ${p.problem}`)].join('\n'));
  }
}
