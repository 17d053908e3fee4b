import { join } from 'node:path';
import { topicNames } from '@sokoni/contracts';
import { consumers, kafkaServices } from './kafka-consumers.mjs';
import { selects } from './network-flows.mjs';
import { findRenderer, render } from './render.mjs';

/**
 * The rendered overlays' workloads: each Deployment hardened and complete (Service, ServiceAccount,
 * PodDisruptionBudget, one autoscaler that alone owns its scale), the Kafka and Redis logins wired
 * to what creates them, payments real in prod, the data layer sized to the overlay, and the
 * apply order (Argo CD sync waves) one that works on the first sync.
 */
const repo = join(import.meta.dirname, '..', '..');
const k8sDir = process.env.K8S_DIR ?? join(repo, 'k8s');

/** What each real provider cannot run without (services/trade/src/payments/providers/README.md). */
const PROVIDER_KEYS = {
  paystack: ['PAYSTACK_SECRET_KEY'],
  flutterwave: ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_SECRET_HASH'],
  mpesa: [
    'MPESA_CONSUMER_KEY',
    'MPESA_CONSUMER_SECRET',
    'MPESA_SHORTCODE',
    'MPESA_PASSKEY',
    'MPESA_CALLBACK_TOKEN',
  ],
};
const DATA_KINDS = [
  'Kafka',
  'KafkaNodePool',
  'KafkaTopic',
  'KafkaUser',
  'Cluster',
  'ScheduledBackup',
  'StatefulSet',
];

const renderer = findRenderer();
// Without kustomize a laptop skips (visibly); CI installs it, so there the suite runs and fails loudly.
const skip = renderer.error && process.env.CI !== 'true';
if (skip) console.warn(`infra/k8s/workloads.spec.mjs: skipping: ${renderer.error}`);

const wave = (o) => Number(o.metadata?.annotations?.['argocd.argoproj.io/sync-wave'] ?? 0);
const envOf = (container) => new Map((container.env ?? []).map((e) => [e.name, e]));

(skip ? describe.skip : describe).each(['dev', 'prod'])('k8s/overlays/%s workloads', (overlay) => {
  let objects = [];
  beforeAll(() => {
    objects = render(join(k8sDir, 'overlays', overlay), renderer);
  });
  const ofKind = (kind) => objects.filter((o) => o.kind === kind);
  const deployments = () => ofKind('Deployment');
  const app = (d) => d.spec.template.spec.containers.find((c) => c.name === 'app');
  const configData = (container) =>
    Object.assign(
      {},
      ...(container.envFrom ?? []).map(
        (e) => ofKind('ConfigMap').find((m) => m.metadata.name === e.configMapRef?.name)?.data ?? {},
      ),
    );
  /** The autoscalers (HPAs and KEDA ScaledObjects) whose target is the Deployment `name`. */
  const scalersOf = (name) =>
    [...ofKind('HorizontalPodAutoscaler'), ...ofKind('ScaledObject')].filter(
      (a) => a.spec.scaleTargetRef.kind === 'Deployment' && a.spec.scaleTargetRef.name === name,
    );

  describe('every Deployment', () => {
    it('is scaled by exactly one autoscaler and leaves spec.replicas to it', () => {
      expect(deployments().length).toBe(9);
      const seen = deployments().map((d) => ({
        name: d.metadata.name,
        autoscalers: scalersOf(d.metadata.name).map((a) => a.kind),
        replicas: d.spec.replicas,
      }));
      expect(seen).toEqual(
        deployments().map((d) => ({
          name: d.metadata.name,
          autoscalers: [expect.any(String)],
          replicas: undefined,
        })),
      );
    });

    it('runs hardened: non-root, read-only root, no privilege escalation, no capabilities', () => {
      for (const d of deployments()) {
        const pod = d.spec.template.spec;
        for (const c of pod.containers) {
          const sc = c.securityContext ?? {};
          expect({
            workload: d.metadata.name,
            container: c.name,
            runAsNonRoot: sc.runAsNonRoot ?? pod.securityContext?.runAsNonRoot,
            readOnlyRootFilesystem: sc.readOnlyRootFilesystem,
            allowPrivilegeEscalation: sc.allowPrivilegeEscalation,
            dropsAll: (sc.capabilities?.drop ?? []).includes('ALL'),
            added: sc.capabilities?.add ?? [],
            privileged: sc.privileged ?? false,
          }).toEqual({
            workload: d.metadata.name,
            container: c.name,
            runAsNonRoot: true,
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
            dropsAll: true,
            added: [],
            privileged: false,
          });
        }
        expect([d.metadata.name, pod.automountServiceAccountToken]).toEqual([d.metadata.name, false]);
      }
    });

    it('declares requests and limits and the three probes', () => {
      for (const d of deployments()) {
        for (const c of d.spec.template.spec.containers) {
          expect({
            workload: d.metadata.name,
            requests: Object.keys(c.resources?.requests ?? {}).sort(),
            limits: Object.keys(c.resources?.limits ?? {}).sort(),
            probes: ['startupProbe', 'livenessProbe', 'readinessProbe'].filter((p) => c[p]),
          }).toEqual({
            workload: d.metadata.name,
            requests: ['cpu', 'memory'],
            limits: ['cpu', 'memory'],
            probes: ['startupProbe', 'livenessProbe', 'readinessProbe'],
          });
        }
      }
    });

    it('has its Service, ServiceAccount and PodDisruptionBudget', () => {
      for (const d of deployments()) {
        const labels = d.spec.template.metadata.labels;
        const service = ofKind('Service').some(
          (s) =>
            Object.keys(s.spec.selector ?? {}).length > 0 &&
            selects({ matchLabels: s.spec.selector }, labels),
        );
        const account = ofKind('ServiceAccount').some(
          (a) => a.metadata.name === d.spec.template.spec.serviceAccountName,
        );
        const pdb = ofKind('PodDisruptionBudget').some((p) => selects(p.spec.selector, labels));
        expect({ workload: d.metadata.name, service, account, pdb }).toEqual({
          workload: d.metadata.name,
          service: true,
          account: true,
          pdb: true,
        });
      }
    });
  });

  it('scrapes /metrics on the metrics port only', () => {
    const [monitor] = ofKind('ServiceMonitor');
    expect(monitor.spec.endpoints.map((e) => e.port)).toEqual(['metrics']);
  });

  describe('payments', () => {
    const trade = () => deployments().find((d) => d.metadata.name === 'trade');
    const provider = () => configData(app(trade())).PAYMENT_PROVIDER;

    if (overlay === 'prod') {
      it('never takes payments with the sandbox in prod', () => {
        expect(Object.keys(PROVIDER_KEYS)).toContain(provider());
        const rendered = JSON.stringify(
          objects.filter((o) => o.kind !== 'KafkaTopic' && o.kind !== 'KafkaUser'),
        );
        expect(rendered).not.toMatch(/PAYMENT_PROVIDER"?\s*[:=]\s*"?sandbox/i);
      });

      it('gets the provider’s keys from the Secret, required', () => {
        const env = envOf(app(trade()));
        for (const key of PROVIDER_KEYS[provider()]) {
          expect({ key, ref: env.get(key)?.valueFrom?.secretKeyRef }).toEqual({
            key,
            ref: { name: 'sokoni-trade', key, optional: false },
          });
        }
      });
    } else {
      it('keeps the sandbox to one trade replica (its state is per process)', () => {
        expect(provider()).toBe('sandbox');
        const [hpa] = scalersOf('trade');
        expect([hpa.spec.minReplicas, hpa.spec.maxReplicas]).toEqual([1, 1]);
      });
    }
  });

  describe('Kafka', () => {
    const kafka = () => ofKind('Kafka')[0];

    it('has no listener without a login, and authorizes by ACL', () => {
      const listeners = kafka().spec.kafka.listeners;
      expect(listeners.length).toBeGreaterThan(0);
      for (const l of listeners) {
        expect({
          listener: l.name,
          authentication: l.authentication?.type,
          peers: (l.networkPolicyPeers ?? []).length > 0,
        }).toEqual({
          listener: l.name,
          authentication: 'scram-sha-512',
          peers: true,
        });
      }
      expect(kafka().spec.kafka.authorization?.type).toBe('simple');
      expect(kafka().spec.entityOperator.userOperator).toBeDefined();
    });

    it('logs every Kafka-using service in as its own KafkaUser, over TLS with the cluster CA', () => {
      const listeners = kafka().spec.kafka.listeners;
      const cluster = kafka().metadata.name;
      const services = kafkaServices();
      expect(services.length).toBe(8);
      for (const service of services) {
        const d = deployments().find((x) => x.metadata.name === service);
        const c = app(d);
        const env = envOf(c);
        const value = (name) => env.get(name)?.value ?? configData(c)[name];
        const user = ofKind('KafkaUser').find((u) => u.metadata.labels['app.kubernetes.io/name'] === service);
        const [host, port] = value('KAFKA_BROKERS').split(',')[0].split(':');
        const listener = listeners.find((l) => l.port === Number(port));
        const caFile = value('KAFKA_SSL_CA_FILE');
        const mount = (c.volumeMounts ?? []).find((m) => caFile?.startsWith(`${m.mountPath}/`));
        const volume = d.spec.template.spec.volumes.find((v) => v.name === mount?.name);
        expect({
          service,
          host,
          listener: listener && { tls: listener.tls, authentication: listener.authentication?.type },
          mechanism: value('KAFKA_SASL_MECHANISM'),
          username: value('KAFKA_SASL_USERNAME'),
          password: env.get('KAFKA_SASL_PASSWORD')?.valueFrom?.secretKeyRef,
          ssl: value('KAFKA_SSL'),
          ca: volume?.secret && {
            secret: volume.secret.secretName,
            file: caFile.slice(mount.mountPath.length + 1),
            items: volume.secret.items,
          },
        }).toEqual({
          service,
          host: `${cluster}-kafka-bootstrap`,
          listener: { tls: true, authentication: 'scram-sha-512' },
          mechanism: 'scram-sha-512',
          username: user?.metadata.name,
          password: { name: user?.metadata.name, key: 'password' },
          ssl: 'true',
          ca: {
            secret: `${cluster}-cluster-ca-cert`,
            file: 'ca.crt',
            items: [{ key: 'ca.crt', path: 'ca.crt' }],
          },
        });
      }
      expect(
        ofKind('KafkaUser')
          .map((u) => u.metadata.labels['app.kubernetes.io/name'])
          .sort(),
      ).toEqual(services);
      const gateway = deployments().find((d) => d.metadata.name === 'gateway');
      expect(envOf(app(gateway)).has('KAFKA_SASL_PASSWORD')).toBe(false);
    });

    if (overlay === 'prod') {
      it('has KEDA read the lag of groups the code joins, as the service’s KafkaUser, in this namespace', () => {
        const groups = consumers(topicNames);
        const listener = kafka().spec.kafka.listeners.find((l) => l.authentication?.type === 'scram-sha-512');
        const scaled = ofKind('ScaledObject');
        expect(scaled.length).toBeGreaterThan(0);
        for (const so of scaled) {
          const service = so.spec.scaleTargetRef.name;
          const target = deployments().find((d) => d.metadata.name === service);
          const user = ofKind('KafkaUser').find(
            (u) => u.metadata.labels['app.kubernetes.io/name'] === service,
          );
          for (const trigger of so.spec.triggers.filter((t) => t.type === 'kafka')) {
            const auth = ofKind('TriggerAuthentication').find(
              (a) => a.metadata.name === trigger.authenticationRef?.name,
            );
            const [host, port] = trigger.metadata.bootstrapServers.split(':');
            const [serviceName, namespace, svc] = host.split('.');
            const byParameter = Object.fromEntries(
              (auth?.spec.secretTargetRef ?? []).map((r) => [r.parameter, r]),
            );
            const username = auth?.spec.env?.find((e) => e.parameter === 'username');
            expect({
              scaledObject: so.metadata.name,
              group: groups.get(service)?.groups.includes(trigger.metadata.consumerGroup),
              bootstrap: [serviceName, namespace, svc, Number(port)],
              sasl: trigger.metadata.sasl,
              tls: trigger.metadata.tls,
              password: byParameter.password && [byParameter.password.name, byParameter.password.key],
              ca: byParameter.ca && [byParameter.ca.name, byParameter.ca.key],
              username:
                username &&
                envOf(
                  target.spec.template.spec.containers.find((c) => c.name === username.containerName),
                ).get(username.name)?.value,
            }).toEqual({
              scaledObject: so.metadata.name,
              group: true,
              bootstrap: [
                `${kafka().metadata.name}-kafka-bootstrap`,
                so.metadata.namespace,
                'svc',
                listener.port,
              ],
              sasl: 'scram_sha512',
              tls: 'enable',
              password: [user.metadata.name, 'password'],
              ca: [`${kafka().metadata.name}-cluster-ca-cert`, 'ca.crt'],
              username: user.metadata.name,
            });
          }
        }
      });
    }
  });

  describe('Redis', () => {
    const redis = () => ofKind('StatefulSet').find((s) => s.metadata.name === 'redis');

    it('runs an exact release and requires the password from its Secret', () => {
      const [c] = redis().spec.template.spec.containers;
      expect(c.image).toMatch(/^redis:\d+\.\d+\.\d+(-[a-z0-9.]+)?$/);
      const at = c.args.indexOf('--requirepass');
      expect(c.args[at + 1]).toBe('$(REDIS_PASSWORD)');
      expect(envOf(c).get('REDIS_PASSWORD')?.valueFrom?.secretKeyRef).toEqual({
        name: 'sokoni-redis',
        key: 'REDIS_PASSWORD',
      });
      // The probes' redis-cli authenticates too.
      expect(envOf(c).get('REDISCLI_AUTH')?.valueFrom?.secretKeyRef).toEqual({
        name: 'sokoni-redis',
        key: 'REDIS_PASSWORD',
      });
    });

    it('gives every service a REDIS_URL carrying that password', () => {
      const server = envOf(redis().spec.template.spec.containers[0]).get('REDIS_PASSWORD').valueFrom
        .secretKeyRef;
      for (const d of deployments()) {
        const env = app(d).env ?? [];
        const url = env.findIndex((e) => e.name === 'REDIS_URL');
        const password = env.findIndex((e) => e.name === 'REDIS_PASSWORD');
        expect({
          workload: d.metadata.name,
          url: env[url]?.value,
          // $(VAR) expands only variables defined before it.
          passwordFirst: password >= 0 && password < url,
          ref: env[password]?.valueFrom?.secretKeyRef,
        }).toEqual({
          workload: d.metadata.name,
          url: 'redis://:$(REDIS_PASSWORD)@redis:6379',
          passwordFirst: true,
          ref: server,
        });
      }
      // No ConfigMap hands out a Redis address without the password.
      expect(
        ofKind('ConfigMap')
          .filter((m) => 'REDIS_URL' in (m.data ?? {}))
          .map((m) => m.metadata.name),
      ).toEqual([]);
    });
  });

  describe('apply order (Argo CD sync waves)', () => {
    it('creates the data layer, then runs the migrations, then rolls the Deployments', () => {
      const jobs = ofKind('Job');
      expect(jobs.length).toBe(8);
      const jobWaves = new Set(jobs.map(wave));
      expect(jobWaves.size).toBe(1);
      const [jobWave] = jobWaves;
      for (const job of jobs) {
        // A PreSync hook runs before every wave: on a first sync, before the database exists.
        expect([job.metadata.name, job.metadata.annotations['argocd.argoproj.io/hook']]).toEqual([
          job.metadata.name,
          'Sync',
        ]);
        expect(Object.keys(job.metadata.annotations).filter((k) => k.startsWith('helm.sh/'))).toEqual([]);
      }
      const data = objects.filter((o) => DATA_KINDS.includes(o.kind));
      expect(data.filter((o) => !(wave(o) < jobWave)).map((o) => `${o.kind}/${o.metadata.name}`)).toEqual([]);
      const after = [
        ...deployments(),
        ...ofKind('HorizontalPodAutoscaler'),
        ...ofKind('ScaledObject'),
        ...ofKind('TriggerAuthentication'),
      ];
      expect(after.filter((o) => !(wave(o) > jobWave)).map((o) => `${o.kind}/${o.metadata.name}`)).toEqual(
        [],
      );
      const [namespace] = ofKind('Namespace');
      expect(Math.max(...data.map(wave, wave(namespace)))).toBeGreaterThan(wave(namespace));
      expect(data.every((o) => wave(o) > wave(namespace))).toBe(true);
    });
  });

  describe('data layer', () => {
    const brokers = () =>
      ofKind('KafkaNodePool')
        .filter((p) => p.spec.roles.includes('broker'))
        .reduce((n, p) => n + p.spec.replicas, 0);

    it('never asks Kafka for more replicas than it has brokers, nor for as many in sync as replicas', () => {
      const config = ofKind('Kafka')[0].spec.kafka.config;
      const n = brokers();
      for (const key of [
        'default.replication.factor',
        'offsets.topic.replication.factor',
        'transaction.state.log.replication.factor',
      ])
        expect([key, config[key] <= n]).toEqual([key, true]);
      const bad = ofKind('KafkaTopic').filter(
        (t) =>
          t.spec.replicas > n ||
          t.spec.config['min.insync.replicas'] > t.spec.replicas ||
          (n > 1 && t.spec.config['min.insync.replicas'] >= t.spec.replicas),
      );
      expect(bad.map((t) => t.metadata.name)).toEqual([]);
    });

    it(
      overlay === 'dev'
        ? 'is one Kafka node and one PostgreSQL instance in dev'
        : 'survives a node lost in prod',
      () => {
        const [pg] = ofKind('Cluster');
        if (overlay === 'dev') {
          expect([brokers(), pg.spec.instances]).toEqual([1, 1]);
          expect(ofKind('Kafka')[0].spec.kafka.config['min.insync.replicas']).toBe(1);
        } else {
          expect([brokers(), pg.spec.instances]).toEqual([3, 3]);
          expect(
            ofKind('KafkaTopic').every(
              (t) => t.spec.replicas === 3 && t.spec.config['min.insync.replicas'] === 2,
            ),
          ).toBe(true);
        }
      },
    );
  });
});
