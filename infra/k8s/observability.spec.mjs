import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { parse } from 'yaml';

/**
 * The alert rules and the Grafana dashboard in k8s/base/observability against the code: every
 * expression parses as PromQL, and every metric it reads is one a service registers (or one
 * prom-client's default metrics or Prometheus itself provide), so renaming a metric in code fails
 * here instead of silencing an alert.
 */
const repo = join(import.meta.dirname, '..', '..');
const dir = join(repo, 'k8s', 'base', 'observability');
const rules = parse(readFileSync(join(dir, 'prometheus-rules.yaml'), 'utf8'));
const dashboard = JSON.parse(readFileSync(join(dir, 'grafana-dashboard.json'), 'utf8'));

/** Every `.ts` file under services/<name>/src, tests left out. */
function sources() {
  const files = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) files.push(full);
    }
  };
  for (const service of readdirSync(join(repo, 'services'))) {
    try {
      walk(join(repo, 'services', service, 'src'));
    } catch {
      // a folder without src (none today) has no metrics
    }
  }
  return files;
}

/**
 * Metric names the code registers: snake_case string literals in files that use prom-client (names
 * are passed as `name: '…'` or to small helpers), with the series a histogram adds.
 */
function codeMetrics() {
  const names = new Set(['up']); // written by Prometheus for every target
  for (const file of sources()) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes("from 'prom-client'")) continue;
    for (const [, name] of text.matchAll(/'([a-z][a-z0-9]*(?:_[a-z0-9]+)+)'/g)) names.add(name);
    for (const [, name] of text.matchAll(/new (?:Histogram|Summary)\(\{\s*name:\s*'([a-z0-9_]+)'/g)) {
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
    }
  }
  const defaults = new Registry();
  collectDefaultMetrics({ register: defaults });
  for (const metric of defaults.getMetricsAsArray()) {
    names.add(metric.name);
    if (metric.type === 'histogram' || metric.type === 'summary')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

/** Grafana's variables made into something PromQL parses: durations and label values. */
const promql = (expr) => expr.replaceAll('$__rate_interval', '5m').replaceAll(/\$(\w+)/g, 'x');

/** Parse errors (offsets) and the metric names selected, per expression. */
function analyse(expr) {
  const errors = [];
  const metrics = new Set();
  const text = promql(expr);
  parser.parse(text).iterate({
    enter(node) {
      if (node.type.isError) errors.push(node.from);
      if (node.name === 'VectorSelector') {
        const id = node.node.getChild('Identifier');
        if (id) metrics.add(text.slice(id.from, id.to));
      }
    },
  });
  return { errors, metrics: [...metrics] };
}

const alerts = rules.spec.groups.flatMap((g) => g.rules.filter((r) => r.alert));
const panelExprs = dashboard.panels.flatMap((p) =>
  (p.targets ?? []).map((t) => ({ where: `panel "${p.title}"`, expr: t.expr })),
);
const variableExprs = dashboard.templating.list
  .filter((v) => v.type === 'query')
  .map((v) => ({
    where: `variable $${v.name}`,
    expr: /^label_values\((.*),\s*\w+\)$/.exec(v.definition)[1],
  }));
const expressions = [
  ...rules.spec.groups.flatMap((g) => g.rules.map((r) => ({ where: r.alert ?? r.record, expr: r.expr }))),
  ...panelExprs,
  ...variableExprs,
];

describe('k8s/base/observability against the code', () => {
  const known = codeMetrics();

  it('finds the metrics the services register (the check itself works)', () => {
    for (const name of [
      'http_request_duration_seconds_count',
      'sokoni_outbox_pending_events',
      'sokoni_dead_letters_pending',
      'sokoni_ledger_valid',
      'redis_degraded',
      'process_resident_memory_bytes',
    ])
      expect(known).toContain(name);
    expect(known).not.toContain('sokoni_outbox_pending_events_count');
    expect(analyse('rate(sokoni_renamed_total[5m]) > 0').metrics).toEqual(['sokoni_renamed_total']);
    expect(analyse('sum by (service (up)').errors.length).toBeGreaterThan(0);
  });

  it('has expressions to check', () => {
    expect(alerts.length).toBeGreaterThanOrEqual(7);
    expect(panelExprs.length).toBeGreaterThanOrEqual(15);
  });

  it.each(expressions.map((e) => [e.where, e.expr]))('%s parses as PromQL', (_where, expr) => {
    expect(analyse(expr).errors).toEqual([]);
  });

  it.each(expressions.map((e) => [e.where, e.expr]))(
    '%s reads only metrics the code exports',
    (_where, expr) => {
      const { metrics } = analyse(expr);
      expect(metrics.length).toBeGreaterThan(0);
      expect(metrics.filter((m) => !known.has(m))).toEqual([]);
    },
  );

  it('has the alerts operations relies on, each with a severity, a summary, a description and a runbook', () => {
    expect(alerts.map((a) => a.alert)).toEqual(
      expect.arrayContaining([
        'SokoniOutboxStale',
        'SokoniDeadLettersGrowing',
        'SokoniLedgerInvalid',
        'SokoniHigh5xxRate',
        'SokoniConsumerLagging',
        'SokoniServiceDown',
        'SokoniRedisDegraded',
      ]),
    );
    for (const a of alerts) {
      expect([a.alert, a.labels?.severity]).toEqual([
        a.alert,
        expect.stringMatching(/^(critical|warning|info)$/),
      ]);
      expect(a.annotations).toEqual(
        expect.objectContaining({
          summary: expect.any(String),
          description: expect.any(String),
          runbook_url: expect.stringMatching(/^docs\/operations\.md#[a-z0-9-]+$/),
        }),
      );
    }
  });

  it('links every alert to a section of docs/operations.md that exists', () => {
    const doc = readFileSync(join(repo, 'docs', 'operations.md'), 'utf8');
    const anchors = new Set([...doc.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));
    const missing = alerts
      .map((a) => [a.alert, a.annotations?.runbook_url?.split('#')[1]])
      .filter(([, id]) => !anchors.has(id));
    expect(missing).toEqual([]);
  });

  it('ships the dashboard to Grafana’s sidecar as a labelled ConfigMap', () => {
    const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
    const generator = kustomization.configMapGenerator.find((g) =>
      g.files.some((f) => f.endsWith('=grafana-dashboard.json')),
    );
    expect(generator.options.labels).toEqual({ grafana_dashboard: '1' });
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
  });
});
