import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createRealtimeFanout, REALTIME_FANOUT, type RealtimeFanoutAdapter } from '@sokoni/platform/realtime';
import { startTestIssuer, type TestIssuer } from '@sokoni/platform/testing';
import { StreamRegistry } from '../src/realtime/stream-registry.js';
import { FakeNotifications, nextId, openSse, startGatewayFor, type FakeItem } from './sse.harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The gateway's notification stream against a fake notifications service and the in-process
 * fan-out (the standalone run's): the test publishes through its own adapter instance, as the
 * notifications service does from another thread.
 */
describe('notification stream (in-process fan-out)', () => {
  let issuer: TestIssuer;
  const notifications = new FakeNotifications();
  let gateway: INestApplication;
  let base: string;
  let publisher: RealtimeFanoutAdapter;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const upstream = await notifications.start();
    ({ app: gateway, base } = await startGatewayFor({
      JWKS_URL: issuer.jwksUrl,
      IDENTITY_URL: upstream,
      CATALOGUE_URL: upstream,
      CART_URL: upstream,
      TRADE_URL: upstream,
      MESSAGING_URL: upstream,
      NOTIFICATIONS_URL: upstream,
      ANALYTICS_URL: upstream,
      AUDIT_URL: upstream,
      STREAM_MAX_PER_USER: '2',
    }));
    publisher = createRealtimeFanout();
  });

  afterAll(async () => {
    await gateway?.close();
    await publisher?.close();
    await notifications.close();
    await issuer?.close();
  });

  const signIn = async (expiresIn?: string) => {
    const userId = randomUUID();
    return { userId, token: await issuer.sign({ sub: userId, role: 'buyer', expiresIn }) };
  };
  const item = (title: string): FakeItem => ({ id: nextId(), kind: 'rfq.posted', title });

  it('refuses a stream without a token or with a bad ticket (401 problem), and a bad Last-Event-ID (422)', async () => {
    const none = await fetch(`${base}/api/v1/notifications/stream`);
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toMatch(/problem\+json/);
    const bad = await fetch(`${base}/api/v1/notifications/stream?ticket=${'x'.repeat(43)}`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({
      code: 'gateway.stream_ticket_invalid',
      detail: expect.stringMatching(/ticket/),
    });
    const { token } = await signIn();
    const resume = await fetch(`${base}/api/v1/notifications/stream`, {
      headers: { authorization: `Bearer ${token}`, 'last-event-id': '../../admin' },
    });
    expect(resume.status).toBe(422);
    // Not a notification's id either (ids are UUIDs): refused here, never sent on to notifications,
    // whose refusal used to come back as a 502 "not answering" (found by the OpenAPI fuzz).
    const asked = notifications.seen.length;
    for (const id of ['abc', '0190-7000', 'x'.repeat(36)]) {
      const wrong = await fetch(`${base}/api/v1/notifications/stream?lastEventId=${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(wrong.status).toBe(422);
      expect(await wrong.json()).toMatchObject({ code: 'gateway.bad_last_event_id' });
    }
    expect(notifications.seen.length).toBe(asked);
    expect(gateway.get(StreamRegistry).size).toBe(0);
  });

  it('opens with a single-use ticket and delivers the user’s events with SSE framing', async () => {
    const { userId, token } = await signIn();
    const issued = await fetch(`${base}/api/v1/notifications/stream/tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(issued.status).toBe(201);
    const { ticket, expiresIn } = (await issued.json()) as { ticket: string; expiresIn: number };
    expect(expiresIn).toBe(30);
    const client = await openSse(`${base}/api/v1/notifications/stream?ticket=${ticket}`);
    try {
      expect(client.status).toBe(200);
      expect(client.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(client.headers['cache-control']).toMatch(/no-cache/);
      expect(client.headers['x-accel-buffering']).toBe('no');
      const again = await fetch(`${base}/api/v1/notifications/stream?ticket=${ticket}`);
      expect(again.status).toBe(401);
      await sleep(20);
      const id = nextId();
      await publisher.publish(userId, { id, kind: 'notification', data: { id, title: 'New RFQ' } });
      await publisher.publish(userId, { id, kind: 'unread_count', data: { count: 4 } });
      expect(await client.waitFor(2)).toEqual([
        { id, event: 'notification', data: { id, title: 'New RFQ' } },
        { event: 'unread_count', data: { count: 4 } },
      ]);
      expect(client.raw()).toMatch(/^retry: 3000\n\n/);
    } finally {
      client.close();
    }
  });

  it('never delivers another user’s events', async () => {
    const me = await signIn();
    const other = await signIn();
    const mine = await openSse(`${base}/api/v1/notifications/stream`, {
      authorization: `Bearer ${me.token}`,
    });
    const theirs = await openSse(`${base}/api/v1/notifications/stream`, {
      authorization: `Bearer ${other.token}`,
    });
    try {
      await publisher.publish(other.userId, { id: nextId(), kind: 'notification', data: { secret: true } });
      await publisher.publish(me.userId, { id: nextId(), kind: 'notification', data: { mine: true } });
      await theirs.waitFor(1);
      await mine.waitFor(1);
      await sleep(50);
      expect(mine.events.map((e) => e.data)).toEqual([{ mine: true }]);
      expect(theirs.events.map((e) => e.data)).toEqual([{ secret: true }]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('resumes after Last-Event-ID with no gap and no duplicate while events are published mid-reconnect', async () => {
    const { userId, token } = await signIn();
    const [seen, missed1, missed2] = [item('seen'), item('missed 1'), item('missed 2')];
    for (const i of [seen, missed1, missed2]) notifications.add(userId, i);
    const publish = async (i: FakeItem) => {
      notifications.add(userId, i);
      await publisher.publish(userId, { id: i.id, kind: 'notification', data: i });
    };
    const duringRead = item('published before the backlog was read');
    const afterRead = item('published after the backlog was read');
    notifications.onBacklog = async (_user, answer) => {
      await publish(duringRead); // in the backlog and in the live buffer: sent once
      await sleep(20);
      const items = answer();
      await publish(afterRead); // only in the live buffer
      await sleep(20);
      return items;
    };
    const client = await openSse(`${base}/api/v1/notifications/stream`, {
      authorization: `Bearer ${token}`,
      'last-event-id': seen.id,
    });
    try {
      notifications.onBacklog = undefined;
      const live = item('live');
      await publish(live);
      const events = await client.waitFor(6);
      await sleep(50);
      expect(client.events).toHaveLength(6);
      expect(events.filter((e) => e.event === 'notification').map((e) => e.id)).toEqual(
        [missed1, missed2, duringRead, afterRead, live].map((i) => i.id),
      );
      // After the backlog (3 items), before the buffered live events.
      expect(events[3]).toEqual({ event: 'unread_count', data: { count: 5 } });
      expect(notifications.seen.at(-1)).toEqual({
        url: `/api/v1/notifications?after=${seen.id}&limit=100`,
        authorization: `Bearer ${token}`,
      });
    } finally {
      client.close();
    }
  });

  it('resumes from the lastEventId query too (a new EventSource, opened with a fresh ticket)', async () => {
    const { userId, token } = await signIn();
    const [seen, missed] = [item('seen'), item('missed')];
    notifications.add(userId, seen);
    notifications.add(userId, missed);
    const issued = await fetch(`${base}/api/v1/notifications/stream/tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const { ticket } = (await issued.json()) as { ticket: string };
    const client = await openSse(
      `${base}/api/v1/notifications/stream?ticket=${ticket}&lastEventId=${seen.id}`,
    );
    try {
      expect(await client.waitFor(2)).toEqual([
        { id: missed.id, event: 'notification', data: missed },
        { event: 'unread_count', data: { count: 2 } },
      ]);
    } finally {
      client.close();
    }
  });

  it('answers 502 before opening when the backlog cannot be had, 401 when it is refused, 422 for a cursor it will not take, keeping nothing', async () => {
    const registry = gateway.get(StreamRegistry);
    const fanout = gateway.get<RealtimeFanoutAdapter>(REALTIME_FANOUT);
    const { token } = await signIn();
    const resume = { authorization: `Bearer ${token}`, 'last-event-id': nextId() };
    try {
      notifications.failWith = 500;
      const down = await fetch(`${base}/api/v1/notifications/stream`, { headers: resume });
      expect(down.status).toBe(502);
      expect(await down.json()).toMatchObject({ code: 'gateway.upstream_unavailable' });
      notifications.failWith = 401;
      const refused = await fetch(`${base}/api/v1/notifications/stream`, { headers: resume });
      expect(refused.status).toBe(401);
      notifications.failWith = 400;
      const cursor = await fetch(`${base}/api/v1/notifications/stream`, { headers: resume });
      expect(cursor.status).toBe(422);
      expect(await cursor.json()).toMatchObject({ code: 'gateway.bad_last_event_id' });
    } finally {
      notifications.failWith = undefined;
    }
    await sleep(50);
    expect(registry.users).toBe(0);
    expect(fanout.subscribedUsers).toBe(0);
  });

  it('limits open streams per user with a 429 problem', async () => {
    const { token } = await signIn();
    const auth = { authorization: `Bearer ${token}` };
    const a = await openSse(`${base}/api/v1/notifications/stream`, auth);
    const b = await openSse(`${base}/api/v1/notifications/stream`, auth);
    try {
      const c = await fetch(`${base}/api/v1/notifications/stream`, { headers: auth });
      expect(c.status).toBe(429);
      expect(await c.json()).toMatchObject({ code: 'gateway.too_many_streams_user_limit' });
    } finally {
      a.close();
      b.close();
    }
  });

  it('cleans up the subscription and the slot when the client disconnects', async () => {
    await sleep(100);
    const registry = gateway.get(StreamRegistry);
    const fanout = gateway.get<RealtimeFanoutAdapter>(REALTIME_FANOUT);
    const before = { streams: registry.size, users: fanout.subscribedUsers };
    const { token } = await signIn();
    const clients = await Promise.all(
      [1, 2].map(() => openSse(`${base}/api/v1/notifications/stream`, { authorization: `Bearer ${token}` })),
    );
    expect(registry.size).toBe(before.streams + 2);
    expect(fanout.subscribedUsers).toBe(before.users + 1);
    for (const c of clients) c.close();
    await sleep(100);
    expect(registry.size).toBe(before.streams);
    expect(registry.users).toBe(0);
    expect(fanout.subscribedUsers).toBe(before.users);
  });

  it('ends the stream when the access token expires', async () => {
    const { token } = await signIn('2s');
    const client = await openSse(`${base}/api/v1/notifications/stream`, { authorization: `Bearer ${token}` });
    await client.ended;
    expect(client.events.at(-1)).toEqual({ event: 'session_expired', data: {} });
  });

  it('documents the stream in the merged OpenAPI', async () => {
    const doc = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(doc.paths['/api/v1/notifications/stream']).toHaveProperty('get');
    expect(doc.paths['/api/v1/notifications/stream/tickets']).toHaveProperty('post');
  });
});
