// The notifications service's side: publishes through the real fan-out adapter, from another thread
// than the gateway's (as in the standalone run, where the gateway has a worker of its own), or
// through Redis (as in a distributed run, where it is another process).
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

await import(workerData.hooks);
const { createRealtimeFanout } = await import('@sokoni/platform/realtime');
const fanout = createRealtimeFanout({ redisUrl: workerData.redisUrl });

const now = () => performance.timeOrigin + performance.now();

parentPort.on('message', async (message) => {
  if (message.type === 'close') {
    await fanout.close();
    parentPort.postMessage({ type: 'closed' });
    return;
  }
  // Spreads `total` events over the users at `rate` per second, in 10 ms slices.
  const { users, rate, total } = message;
  const perSlice = Math.max(1, Math.round(rate / 100));
  const started = now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((now() - started) / 1000) * rate) + perSlice);
    const batch = [];
    for (; sent < due; sent += 1) {
      const userId = users[sent % users.length];
      const id = `01900000-0000-7000-8000-${sent.toString(16).padStart(12, '0')}`;
      batch.push(fanout.publish(userId, { id, kind: 'notification', data: { seq: sent, sentAt: now() } }));
    }
    await Promise.all(batch);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage({ type: 'published', sent, ms: now() - started });
});
parentPort.postMessage({ type: 'ready' });
