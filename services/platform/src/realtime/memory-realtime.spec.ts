import { Worker } from 'node:worker_threads';
import { MemoryRealtimeFanout } from './memory-realtime.adapter.js';
import type { RealtimeEvent } from './realtime.port.js';
import { realtimeContract } from './realtime.contract.js';

const channelName = `sokoni:rt:test:${process.pid}`;
realtimeContract('in-process', () => new MemoryRealtimeFanout({ channelName }));

// Plain JS so the worker needs no TypeScript loader: it speaks the adapter's BroadcastChannel wire
// format, standing in for the standalone gateway's worker thread.
const WORKER = `
const { BroadcastChannel, parentPort, workerData } = require('node:worker_threads');
const channel = new BroadcastChannel(workerData.channelName);
channel.onmessage = (m) => parentPort.postMessage(m.data);
parentPort.on('message', (wire) => channel.postMessage(wire));
parentPort.postMessage('ready');
`;

describe('MemoryRealtimeFanout across worker threads', () => {
  it('delivers to another thread, and receives what another thread publishes', async () => {
    const name = `${channelName}:threads`;
    const fanout = new MemoryRealtimeFanout({ channelName: name });
    const worker = new Worker(WORKER, { eval: true, workerData: { channelName: name } });
    try {
      const fromMain: unknown[] = [];
      const ready = new Promise<void>((resolve) =>
        worker.on('message', (m: unknown) => (m === 'ready' ? resolve() : fromMain.push(m))),
      );
      await ready;
      const got: RealtimeEvent[] = [];
      await fanout.subscribe('user-1', (e) => void got.push(e));
      await fanout.publish('user-1', { id: 'a', kind: 'notification', data: { title: 'hi' } });
      worker.postMessage({
        userId: 'user-1',
        message: JSON.stringify({ id: 'b', kind: 'unread_count', data: 2 }),
      });
      worker.postMessage({
        userId: 'user-2',
        message: JSON.stringify({ id: 'c', kind: 'notification', data: 0 }),
      });
      const deadline = Date.now() + 2_000;
      while ((got.length < 2 || fromMain.length < 1) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(fromMain).toEqual([
        {
          userId: 'user-1',
          message: JSON.stringify({ id: 'a', kind: 'notification', data: { title: 'hi' } }),
        },
      ]);
      expect(got).toEqual([
        { id: 'a', kind: 'notification', data: { title: 'hi' } },
        { id: 'b', kind: 'unread_count', data: 2 },
      ]);
    } finally {
      await worker.terminate();
      await fanout.close();
    }
  });
});
