import type { components } from '../../api/schema';

/**
 * Where actions taken offline wait: IndexedDB (it outlives a reload and a closed tab, and is
 * readable by every tab), behind a tiny port so the queue's rules are tested without a browser.
 */

/** What an action does, as data: it is replayed after a reload, possibly days later. */
export type OutboxAction =
  | { kind: 'cart.add'; productId: string; quantity: number; title: string }
  | { kind: 'cart.setQuantity'; lineId: string; quantity: number; title: string }
  | { kind: 'cart.remove'; lineId: string; title: string }
  /**
   * The contact form (POST /contact-messages); `body` as the form built it. `form: 'rfq'` is the
   * sourcing request of earlier versions, still replayed if one waits in a browser.
   */
  | {
      kind: 'contact';
      form: 'contact' | 'rfq';
      body: components['schemas']['ContactMessageDto'];
      title: string;
    }
  /** An RFQ posted offline (POST /rfqs, without its files: they cannot wait in the outbox). */
  | { kind: 'rfq'; body: components['schemas']['PostRfqInput']; lang: string; title: string };

export interface OutboxItem {
  /** Order of arrival, given by the store: replay follows it. */
  seq: number;
  /** `user:<id>` for a signed-in person's action, `guest` for a visitor's. */
  owner: string;
  /** Sent as Idempotency-Key where the API takes one, so a replay after a lost answer is not a second message. */
  key: string;
  action: OutboxAction;
  createdAt: string;
}
export type NewOutboxItem = Omit<OutboxItem, 'seq'>;

export interface OutboxStore {
  add(item: NewOutboxItem): Promise<OutboxItem>;
  /** Every waiting item, oldest first. */
  list(): Promise<OutboxItem[]>;
  remove(seq: number): Promise<void>;
}

const DB = 'sokoni-offline';
const STORE = 'outbox';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export function indexedDbStore(factory: IDBFactory = indexedDB): OutboxStore {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(DB, 1);
      req.onupgradeneeded = () =>
        req.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB unavailable'));
    }).catch((e: unknown) => {
      db = null;
      throw e;
    });
    return db;
  };
  const run = async <T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>) =>
    request(fn((await open()).transaction(STORE, mode).objectStore(STORE)));
  return {
    async add(item) {
      const seq = await run('readwrite', (s) => s.add(item));
      return { ...item, seq: Number(seq) };
    },
    list: () => run('readonly', (s) => s.getAll() as IDBRequest<OutboxItem[]>),
    remove: async (seq) => {
      await run('readwrite', (s) => s.delete(seq));
    },
  };
}

/** For tests, and for browsers without IndexedDB (private modes of old ones): lost at reload. */
export function memoryStore(): OutboxStore {
  const items: OutboxItem[] = [];
  let next = 1;
  return {
    add: (item) => {
      const stored = { ...structuredClone(item), seq: next++ };
      items.push(stored);
      return Promise.resolve(structuredClone(stored));
    },
    list: () => Promise.resolve(structuredClone(items)),
    remove: (seq) => {
      const i = items.findIndex((x) => x.seq === seq);
      if (i >= 0) items.splice(i, 1);
      return Promise.resolve();
    },
  };
}
