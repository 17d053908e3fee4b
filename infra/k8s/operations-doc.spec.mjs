import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * docs/operations.md against the manifests it tells operators to work with: the restore runbook's
 * recovery Cluster must come back with the database and owner the services connect as, the
 * numbers it quotes must be the manifests', and scaling down for a restore must first pause what
 * would scale the services straight back up.
 */
const repo = join(import.meta.dirname, '..', '..');
const doc = readFileSync(join(repo, 'docs', 'operations.md'), 'utf8');
const cluster = parseAllDocuments(readFileSync(join(repo, 'k8s', 'base', 'data', 'postgres.yaml'), 'utf8'))
  .map((d) => d.toJS())
  .find((o) => o?.kind === 'Cluster');

/** The text of one `## ` section. */
const section = (title) => {
  const start = doc.indexOf(`## ${title}\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
};

describe('docs/operations.md', () => {
  const restore = section('Backup and restore');

  it('restores into a Cluster with the original database and owner', () => {
    const example = /```yaml\n([\s\S]*?)```/.exec(restore.slice(restore.indexOf('**Restore**')));
    const recovered = parse(example[1]);
    expect(recovered.kind).toBe('Cluster');
    const { database, owner } = cluster.spec.bootstrap.initdb;
    expect(recovered.spec.bootstrap.recovery).toMatchObject({ database, owner });
    expect(recovered.spec.postgresql.parameters.max_connections).toBe(
      cluster.spec.postgresql.parameters.max_connections,
    );
  });

  it('quotes the max_connections of the manifest', () => {
    const quoted = [...doc.matchAll(/max_connections\D{0,40}?(\d+)/g)].map((m) => m[1]);
    expect(quoted.length).toBeGreaterThan(0);
    expect(new Set(quoted)).toEqual(new Set([cluster.spec.postgresql.parameters.max_connections]));
    expect(doc).not.toMatch(/CloudNativePG\s+default\s+100/);
  });

  it('pauses KEDA and says what the HPAs do before scaling the services to 0', () => {
    const scaleDown = restore.indexOf('--replicas=0');
    const pause = restore.indexOf('autoscaling.keda.sh/paused=true');
    expect(pause).toBeGreaterThan(0);
    expect(pause).toBeLessThan(scaleDown);
    expect(restore.slice(0, scaleDown)).toMatch(/HPA/);
    // Only Sokoni's Deployments: the operators' Deployments share the namespace.
    expect(restore).not.toMatch(/scale deploy --all/);
  });

  it('explains the SMTP egress and how to allow an in-cluster relay', () => {
    const smtp = section('E-mail (SMTP)');
    for (const text of ['587', '465', 'public', 'relay']) expect(smtp).toContain(text);
    expect(/```yaml\n([\s\S]*?)```/.exec(smtp)).not.toBeNull();
    expect(parse(/```yaml\n([\s\S]*?)```/.exec(smtp)[1]).kind).toBe('NetworkPolicy');
  });
});
