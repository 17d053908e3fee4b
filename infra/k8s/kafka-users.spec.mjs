import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { topicNames } from '@sokoni/contracts';
import { dlqTopic } from '../../services/platform/src/events/transport/event-transport.port.ts';
import { ON_EVENT } from '../../services/platform/src/events/on-event.decorator.ts';
import { TokenRevocationConsumer } from '../../services/platform/src/auth/token-revocation.consumer.ts';
import { consumers, kafkaServices } from './kafka-consumers.mjs';
import { defaultFile, HEADER, kafkaUserName, kafkaUsers, owner, render } from './kafka-users.mjs';

const repo = join(import.meta.dirname, '..', '..');
const script = join(import.meta.dirname, 'kafka-users.mjs');
const run = (...args) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
const byService = consumers(topicNames);

/** The committed manifest, parsed the way kustomize would read it. */
const committed = () =>
  parseAllDocuments(readFileSync(defaultFile, 'utf8'))
    .map((d) => d.toJS())
    .filter(Boolean);

/** `{ topic → operations }` and the group rules of one KafkaUser. */
function grants(user) {
  const topics = new Map();
  const groups = [];
  for (const { resource, operations } of user.spec.authorization.acls) {
    if (resource.type === 'topic') {
      expect([resource.name, resource.patternType]).toEqual([resource.name, 'literal']);
      topics.set(resource.name, operations);
    } else groups.push(resource);
  }
  return { topics, groups };
}

/**
 * What the services' handlers really subscribe to, from Nest's metadata on the loaded classes
 * (`@OnEvent` and the audit consumer's generated handlers) and the platform's revocation consumer:
 * the static scan of kafka-consumers.mjs must find the same.
 */
async function consumedAtRuntime() {
  const found = new Map();
  for (const service of kafkaServices()) {
    const topics = new Set(TokenRevocationConsumer.TOPICS);
    const groups = new Set([`${service}.token-revocation`]);
    const src = join(repo, 'services', service, 'src');
    const files = readdirSync(src, { recursive: true }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'),
    );
    for (const file of files.filter((f) => /\bOnEvent\(/.test(readFileSync(join(src, f), 'utf8')))) {
      for (const value of Object.values(await import(join(src, file)))) {
        if (typeof value !== 'function' || !value.prototype) continue;
        for (const key of Object.getOwnPropertyNames(value.prototype)) {
          const handler = Object.getOwnPropertyDescriptor(value.prototype, key).value;
          const meta = typeof handler === 'function' ? Reflect.getMetadata(ON_EVENT, handler) : undefined;
          if (!meta) continue;
          topics.add(meta.topic);
          groups.add(`${service}.${meta.purpose}`);
        }
      }
    }
    found.set(service, { topics: [...topics].sort(), groups: [...groups].sort() });
  }
  return found;
}

describe('the consumers found in the code', () => {
  it('are the handlers the services really register', async () => {
    expect(Object.fromEntries(byService)).toEqual(Object.fromEntries(await consumedAtRuntime()));
  });

  it('include what each kind of consumer joins', () => {
    expect(byService.get('notifications')?.groups).toEqual(
      expect.arrayContaining([
        'notifications.email',
        'notifications.inbox',
        'notifications.token-revocation',
      ]),
    );
    expect(byService.get('notifications')?.topics).toContain('identity.user.email_verification_requested.v1');
    // audit subscribes to every topic of the map, from a loop rather than one decorator each.
    expect(byService.get('audit')?.topics).toEqual([...topicNames].sort());
    expect(byService.has('gateway')).toBe(false);
  });

  it('refuses a handler whose topic it cannot read rather than granting too little', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kafka-consumers-'));
    try {
      const src = join(dir, 'services', 'shop', 'src');
      mkdirSync(src, { recursive: true });
      mkdirSync(join(dir, 'services', 'platform', 'src', 'auth'), { recursive: true });
      writeFileSync(
        join(dir, 'services', 'platform', 'src', 'auth', 'token-revocation.consumer.ts'),
        "static readonly TOPICS = ['identity.user.suspended.v1'] as const;",
      );
      writeFileSync(join(src, 'main.ts'), 'createEventTransport({});');
      writeFileSync(join(src, 'a.consumer.ts'), "@OnEvent(pickTopic(), { purpose: 'a' })");
      expect(() => consumers(topicNames, dir)).toThrow(/a\.consumer\.ts: cannot tell which topic/);
      writeFileSync(join(src, 'a.consumer.ts'), "@OnEvent('shop.cart.added.v1', { purpose: PURPOSE })");
      expect(() => consumers(topicNames, dir)).toThrow(/a\.consumer\.ts: cannot read the purpose/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('k8s/base/data/kafka-users.yaml', () => {
  it('is what the generator makes from the contract map and the consumers now', () => {
    expect(readFileSync(defaultFile, 'utf8')).toBe(render(topicNames, dlqTopic, byService));
  });

  it('has one SCRAM KafkaUser per Kafka-using service, named as the Deployments expect', () => {
    const users = committed();
    expect(users.map((u) => u.metadata.name)).toEqual(kafkaServices().map(kafkaUserName));
    for (const u of users) {
      expect(u.kind).toBe('KafkaUser');
      expect(u.metadata.labels['strimzi.io/cluster']).toBe('sokoni');
      expect(u.spec.authentication).toEqual({ type: 'scram-sha-512' });
      expect(u.spec.authorization.type).toBe('simple');
    }
  });

  it('lets no service write a topic of another, except the dead letters of what it consumes', () => {
    for (const user of committed()) {
      const service = user.metadata.labels['app.kubernetes.io/name'];
      const consumed = new Set(byService.get(service).topics);
      const { topics } = grants(user);
      const written = [...topics].filter(([, ops]) => ops.includes('Write')).map(([t]) => t);
      const foreign = written.filter(
        (t) => owner(t) !== service && !(t.endsWith('.dlq') && consumed.has(t.slice(0, -4))),
      );
      expect({ service, foreign }).toEqual({ service, foreign: [] });
      // Its own events, and the dead-letter topic of every topic it consumes.
      const own = topicNames.filter((t) => owner(t) === service);
      expect(written.sort()).toEqual([...new Set([...own, ...[...consumed].map(dlqTopic)])].sort());
      // Nothing of its own is a dead-letter topic it could fill for another group by mistake.
      expect(own.every((t) => !t.endsWith('.dlq'))).toBe(true);
    }
  });

  it('lets each service read only what it consumes, in groups of its own prefix', () => {
    for (const user of committed()) {
      const service = user.metadata.labels['app.kubernetes.io/name'];
      const { topics, groups } = grants(user);
      const read = [...topics].filter(([, ops]) => ops.includes('Read')).map(([t]) => t);
      expect({ service, read: read.sort() }).toEqual({ service, read: byService.get(service).topics });
      expect(groups).toEqual([{ type: 'group', name: `${service}.`, patternType: 'prefix' }]);
      for (const group of byService.get(service).groups) expect(group.startsWith(`${service}.`)).toBe(true);
      for (const [, ops] of topics) expect(ops).toContain('Describe');
    }
  });
});

describe('kafkaUsers', () => {
  const map = new Map([
    ['shop', { topics: ['pay.order.paid.v1'], groups: ['shop.orders'] }],
    ['pay', { topics: [], groups: [] }],
  ]);

  it('grants the owner Write and a consumer Read plus Write on the dead letters', () => {
    const [pay, shop] = kafkaUsers(['pay.order.paid.v1', 'shop.cart.added.v1'], dlqTopic, map);
    expect(grants(pay).topics).toEqual(new Map([['pay.order.paid.v1', ['Write', 'Describe']]]));
    expect(grants(shop).topics).toEqual(
      new Map([
        ['pay.order.paid.v1', ['Read', 'Describe']],
        ['pay.order.paid.v1.dlq', ['Write', 'Describe']],
        ['shop.cart.added.v1', ['Write', 'Describe']],
      ]),
    );
  });

  it('refuses a consumed topic the map lacks and a topic no Kafka service owns', () => {
    expect(() => kafkaUsers(['shop.cart.added.v1'], dlqTopic, map)).toThrow(
      /not in the contract map: pay\.order\.paid\.v1/,
    );
    expect(() => kafkaUsers(['pay.order.paid.v1', 'ghost.x.y.v1'], dlqTopic, map)).toThrow(
      /owner runs no Kafka client: ghost/,
    );
  });
});

describe('kafka-users.mjs --check', () => {
  let dir;
  let file;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'kafka-users-'));
    file = join(dir, 'kafka-users.yaml');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on the file the generator just wrote, and fails on a hand-made grant', () => {
    expect(run('--file', file).status).toBe(0);
    expect(readFileSync(file, 'utf8').startsWith(`${HEADER}\n`)).toBe(true);
    expect(run('--check', '--file', file).status).toBe(0);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'operations: [ Read, Describe ]',
        'operations: [ Read, Write, Describe ]',
      ),
    );
    const r = run('--check', '--file', file);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('out of date');
  });
});
