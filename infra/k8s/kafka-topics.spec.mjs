import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { topicNames } from '@sokoni/contracts';
import { dlqTopic } from '../../services/platform/src/events/transport/event-transport.port.ts';
import { defaultFile, HEADER, HIGH_VOLUME, kafkaTopics, render, resourceName } from './kafka-topics.mjs';

const script = join(import.meta.dirname, 'kafka-topics.mjs');
const run = (...args) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
const DNS_1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/** The committed manifest, parsed the way kustomize would read it. */
const committed = () =>
  parseAllDocuments(readFileSync(defaultFile, 'utf8'))
    .map((d) => d.toJS())
    .filter(Boolean);

describe('k8s/base/data/kafka-topics.yaml', () => {
  it('is what the generator makes from the contract map now', () => {
    expect(readFileSync(defaultFile, 'utf8')).toBe(render(topicNames, dlqTopic));
  });

  it('has a KafkaTopic for every topic of the map and for its dead-letter topic', () => {
    const byTopic = new Map(committed().map((o) => [o.spec.topicName, o]));
    expect(topicNames.length).toBeGreaterThan(0);
    for (const topic of [...topicNames, ...topicNames.map(dlqTopic)]) {
      const object = byTopic.get(topic);
      expect({ topic, kind: object?.kind }).toEqual({ topic, kind: 'KafkaTopic' });
      expect(object.metadata.labels['strimzi.io/cluster']).toBe('sokoni');
      expect(object.spec).toMatchObject({ replicas: 3, config: { 'min.insync.replicas': 2 } });
    }
    expect(byTopic.size).toBe(topicNames.length * 2);
  });

  it('names every resource validly and keeps dead letters longer than events', () => {
    const objects = committed();
    for (const o of objects) expect(o.metadata.name).toMatch(DNS_1123_SUBDOMAIN);
    expect(new Set(objects.map((o) => o.metadata.name)).size).toBe(objects.length);
    const retention = (topic) => objects.find((o) => o.spec.topicName === topic).spec.config['retention.ms'];
    const topic = topicNames[0];
    expect(retention(dlqTopic(topic))).toBeGreaterThan(retention(topic));
  });
});

describe('kafkaTopics', () => {
  const names = [...HIGH_VOLUME, 'shop.cart_item.added.v1'];

  it('keeps underscores in the Kafka topic and replaces them in the resource name', () => {
    const object = kafkaTopics(names, dlqTopic).find((o) => o.spec.topicName === 'shop.cart_item.added.v1');
    expect(object.metadata.name).toBe('shop.cart-item.added.v1');
    expect(resourceName('Shop.Cart_Item.v1')).toBe('shop.cart-item.v1');
  });

  it('gives the high-volume topics more partitions than the rest', () => {
    const partitions = (topic) =>
      kafkaTopics(names, dlqTopic).find((o) => o.spec.topicName === topic).spec.partitions;
    expect(partitions(HIGH_VOLUME[0])).toBeGreaterThan(partitions('shop.cart_item.added.v1'));
  });

  it('refuses two topics that would share a resource name', () => {
    expect(() => kafkaTopics([...names, 'shop.cart-item.added.v1'], dlqTopic)).toThrow(/share resource name/);
  });

  it('refuses a high-volume entry that is no longer in the map', () => {
    expect(() => kafkaTopics(['shop.cart_item.added.v1'], dlqTopic)).toThrow(/not in the contract map/);
  });
});

describe('kafka-topics.mjs --check', () => {
  let dir;
  let file;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'kafka-topics-'));
    file = join(dir, 'kafka-topics.yaml');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on the file the generator just wrote', () => {
    expect(run('--file', file).status).toBe(0);
    expect(readFileSync(file, 'utf8').startsWith(`${HEADER}\n`)).toBe(true);
    expect(run('--check', '--file', file).status).toBe(0);
  });

  it('fails when a topic is missing from the file', () => {
    const docs = readFileSync(file, 'utf8').split('\n---\n');
    writeFileSync(file, [...docs.slice(0, 1), ...docs.slice(2)].join('\n---\n'));
    const r = run('--check', '--file', file);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('out of date');
  });

  it('fails when a setting was edited by hand', () => {
    expect(run('--file', file).status).toBe(0);
    writeFileSync(file, readFileSync(file, 'utf8').replace('partitions: 6', 'partitions: 1'));
    expect(run('--check', '--file', file).status).toBe(1);
  });

  it('fails when the file does not exist', () => {
    expect(run('--check', '--file', join(dir, 'absent.yaml')).status).toBe(1);
  });
});
