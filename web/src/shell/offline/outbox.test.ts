import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/problem';
import { Outbox, ownerOf } from './outbox';
import { memoryStore, type OutboxAction, type OutboxItem } from './outbox-store';

const add = (title: string, quantity = 1): OutboxAction => ({
  kind: 'cart.add',
  productId: `p-${title}`,
  quantity,
  title,
});
const refused = (status: number, detail: string) => new ApiError(status, { status, detail });
const offline = () => new TypeError('Failed to fetch');

/** An outbox whose "server" answers each title with what `answers` says (default: accepted). */
function setup(answers: Record<string, () => Error> = {}) {
  const sent: { title: string; owner: string; key: string }[] = [];
  const store = memoryStore();
  let n = 0;
  const box = new Outbox(
    store,
    (item: OutboxItem) => {
      const fail = answers[item.action.title];
      if (fail) return Promise.reject(fail());
      sent.push({ title: item.action.title, owner: item.owner, key: item.key });
      return Promise.resolve();
    },
    undefined,
    () => `key-${++n}`,
  );
  return { box, sent, store };
}

const A = ownerOf('user-a');
const B = ownerOf('user-b');

describe('the offline outbox', () => {
  it('keeps what was queued, in order, in its store', async () => {
    const { box, store } = setup();
    await box.enqueue(A, add('beans'));
    await box.enqueue(A, add('cloth'));
    expect(box.pending(A).map((i) => i.action.title)).toEqual(['beans', 'cloth']);
    // What a reload finds: the store's copy, with distinct keys.
    const stored = await store.list();
    expect(stored.map((i) => [i.action.title, i.owner, i.key])).toEqual([
      ['beans', A, 'key-1'],
      ['cloth', A, 'key-2'],
    ]);
  });

  it('sends everything in the order it was taken, then forgets it', async () => {
    const { box, sent, store } = setup();
    for (const t of ['first', 'second', 'third']) await box.enqueue(A, add(t));
    await expect(box.replay(A)).resolves.toBe(3);
    expect(sent.map((s) => s.title)).toEqual(['first', 'second', 'third']);
    expect(box.pending(A)).toEqual([]);
    expect(await store.list()).toEqual([]);
  });

  it('stops at a network failure or a "not now" answer and keeps the rest, in order, for later', async () => {
    const answers: Record<string, () => Error> = { second: offline };
    const { box, sent } = setup(answers);
    for (const t of ['first', 'second', 'third']) await box.enqueue(A, add(t));
    await box.replay(A);
    expect(sent.map((s) => s.title)).toEqual(['first']);
    expect(box.pending(A).map((i) => i.action.title)).toEqual(['second', 'third']);

    for (const status of [401, 429, 503]) {
      answers.second = () => refused(status, 'later');
      await box.replay(A);
      expect(box.pending(A).map((i) => i.action.title)).toEqual(['second', 'third']);
      expect(box.refused(A)).toEqual([]);
    }

    delete answers.second;
    await box.replay(A);
    expect(sent.map((s) => s.title)).toEqual(['first', 'second', 'third']);
  });

  it('drops an action the server refuses (4xx), says why, and still sends the ones behind it', async () => {
    const { box, sent } = setup({ beans: () => refused(422, 'The minimum order for this product is 50.') });
    await box.enqueue(A, add('beans', 3));
    await box.enqueue(A, add('cloth'));
    await expect(box.replay(A)).resolves.toBe(2);
    expect(sent.map((s) => s.title)).toEqual(['cloth']);
    expect(box.pending(A)).toEqual([]);
    const [report] = box.refused(A);
    expect(report?.item.action).toMatchObject({ title: 'beans', quantity: 3 });
    expect(report?.reason).toBe('The minimum order for this product is 50.');
    box.dismiss(report!.item.seq);
    expect(box.refused(A)).toEqual([]);
  });

  it("never sends one person's actions in another's session; a visitor's go with whoever is there", async () => {
    const { box, sent } = setup();
    await box.enqueue(A, add('a-beans'));
    await box.enqueue(ownerOf(null), {
      kind: 'contact',
      form: 'rfq',
      title: 'shea butter',
      body: { name: 'Amina', email: 'amina@coop.example', topic: 'buying', message: 'x'.repeat(30) },
    });
    await box.enqueue(B, add('b-cloth'));

    await box.replay(B);
    expect(sent.map((s) => [s.title, s.owner])).toEqual([
      ['shea butter', 'guest'],
      ['b-cloth', B],
    ]);
    expect(box.pending(B)).toEqual([]);
    expect(box.pending(A).map((i) => i.action.title)).toEqual(['a-beans']);
    // Signed out: a visitor sees (and sends) only a visitor's.
    expect(box.pending(ownerOf(undefined))).toEqual([]);

    await box.replay(A);
    expect(sent.at(-1)).toMatchObject({ title: 'a-beans', owner: A });
  });

  it("forgets one person's actions at their sign-out, and only theirs", async () => {
    const { box, store } = setup();
    await box.enqueue(A, add('a-beans'));
    await box.enqueue(B, add('b-cloth'));
    await box.forget(A);
    expect(box.pending(A).map((i) => i.owner)).toEqual([]);
    expect((await store.list()).map((i) => i.owner)).toEqual([B]);
  });

  it('runs one replay at a time: a second call while one runs joins it', async () => {
    const { box, sent } = setup();
    await box.enqueue(A, add('once'));
    const [x, y] = await Promise.all([box.replay(A), box.replay(A)]);
    expect(x + y).toBe(2);
    expect(sent).toHaveLength(1);
  });
});
