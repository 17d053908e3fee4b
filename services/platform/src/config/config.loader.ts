import type { z } from 'zod';
import { ConfigError, type ConfigProblem } from './config.error.js';
import { checkEventSettings } from './settings.schema.js';

export type Env = Record<string, string | undefined>;

export interface LoadConfigOptions {
  /** Named in the error heading ("Invalid configuration for identity:"); defaults to the schema's description. */
  service?: string;
}

/**
 * Validates the environment against `schema` and returns the typed settings, or throws one
 * `ConfigError` listing every problem. The standalone run passes a separate env map per service;
 * a deployed service passes nothing and gets `process.env`.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: Env = process.env,
  options: LoadConfigOptions = {},
): z.output<S> {
  const input = normalize(env);
  // The platform fragments' cross-field rules, which spreading their shapes into a schema drops.
  const result = schema.superRefine(checkEventSettings).safeParse(input);
  if (result.success) return result.data;
  const service = options.service ?? schema.description;
  const secrets = Object.keys(schema.shape)
    .map((key) => input[key])
    .filter((value): value is string => value !== undefined && value.length >= 8);
  const problems = result.error.issues.map((issue) => describe(issue, input, secrets));
  throw new ConfigError(dedupe(problems), service);
}

// `FOO=` in a compose file or a Kubernetes manifest means "not set": treating it as empty text would
// skip the default and fail on e.g. an empty number.
function normalize(env: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

function describe(issue: z.core.$ZodIssue, input: Record<string, string>, secrets: string[]): ConfigProblem {
  const [first, ...rest] = issue.path;
  const variable = first === undefined ? '(config)' : String(first);
  if (first !== undefined && rest.length === 0 && issue.code === 'invalid_type' && !(variable in input)) {
    return { variable, problem: 'is required but not set' };
  }
  const entry = typeof rest[0] === 'number' ? `entry ${rest[0] + 1} ` : '';
  return { variable, problem: entry + redact(issue.message, secrets) };
}

// Built-in messages never quote the input, but a service's own refinement might; a value must not
// reach the logs through a message we did not write.
function redact(message: string, secrets: string[]): string {
  let out = message;
  for (const secret of secrets) out = out.split(secret).join('[redacted]');
  return out;
}

function dedupe(problems: ConfigProblem[]): ConfigProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const id = `${p.variable}\u0000${p.problem}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * A copy of the process environment, for a composition root (the standalone run) that derives each
 * service's settings from it. Reading it stays here, in the one module allowed to.
 */
export function processEnv(): Env {
  return { ...process.env };
}
