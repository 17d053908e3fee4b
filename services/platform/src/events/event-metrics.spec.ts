import type { ModuleRef } from '@nestjs/core';
import { EventMetrics } from './event-metrics.js';

/** Without MetricsModule the gauges live in a registry of their own; `get()` runs their collect(). */
const metrics = (): EventMetrics => new EventMetrics({} as ModuleRef);

const values = async (gauge: EventMetrics['deadLettersPending']): Promise<Record<string, number>> =>
  Object.fromEntries((await gauge.get()).values.map((v) => [String(v.labels.group), v.value]));

describe('EventMetrics gauges read at scrape time', () => {
  it('shows the open dead letters per group, and drops a group once it has none', async () => {
    const m = metrics();
    let open = new Map([
      ['trade.payments', 2],
      ['trade.catalog', 1],
    ]);
    m.countDeadLettersWith(() => Promise.resolve(open));
    expect(await values(m.deadLettersPending)).toEqual({ 'trade.payments': 2, 'trade.catalog': 1 });
    open = new Map([['trade.payments', 1]]);
    expect(await values(m.deadLettersPending)).toEqual({ 'trade.payments': 1 });
  });

  it('does not hold a scrape for a slow query, and keeps the last value meanwhile', async () => {
    const m = metrics();
    let calls = 0;
    let answer: (counts: Map<string, number>) => void = () => undefined;
    const source = (): Promise<Map<string, number>> => {
      calls++;
      return calls === 1
        ? Promise.resolve(new Map([['g', 3]]))
        : new Promise((resolve) => (answer = resolve));
    };
    m.countDeadLettersWith(source);
    expect(await values(m.deadLettersPending)).toEqual({ g: 3 });

    const started = Date.now();
    expect(await values(m.deadLettersPending)).toEqual({ g: 3 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(Date.now() - started).toBeLessThan(5_000);
    // A second scrape while the query still runs waits for that query rather than starting another.
    const second = values(m.deadLettersPending);
    answer(new Map([['g', 0]]));
    expect(await second).toEqual({ g: 0 });
    expect(calls).toBe(2);
  });

  it('keeps the last value when the query fails', async () => {
    const m = metrics();
    let fail = false;
    m.countDeadLettersWith(() =>
      fail ? Promise.reject(new Error('db away')) : Promise.resolve(new Map([['g', 5]])),
    );
    expect(await values(m.deadLettersPending)).toEqual({ g: 5 });
    fail = true;
    expect(await values(m.deadLettersPending)).toEqual({ g: 5 });
  });

  it('shows consumer lag per group, topic and partition from the transport', async () => {
    const m = metrics();
    m.measureLagWith(() =>
      Promise.resolve([
        { group: 'trade.catalog', topic: 'catalogue.product.updated.v1', partition: 0, messages: 4 },
        { group: 'trade.catalog', topic: 'catalogue.product.updated.v1', partition: 3, messages: 0 },
      ]),
    );
    const got = (await m.consumerLagMessages.get()).values.map((v) => [v.labels.partition, v.value]);
    expect(got).toEqual([
      [0, 4],
      [3, 0],
    ]);
  });
});
