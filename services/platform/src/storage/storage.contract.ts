import { randomBytes } from 'node:crypto';
import type { ObjectStorage } from './storage.port.js';

/**
 * What every ObjectStorage adapter must do, run against each (DESIGN §2: both adapters pass the
 * same contract tests). `make` gives a fresh, empty storage; keys are unique per run anyway.
 * Not exported from the package index: it needs Jest's globals (see test/storage/).
 */
export function storageContract(
  make: () => Promise<{ storage: ObjectStorage; cleanup(): Promise<void> }>,
): void {
  let storage: ObjectStorage;
  let cleanup: () => Promise<void>;
  const run = randomBytes(4).toString('hex');
  const key = (name: string) => `contract-${run}/${name}`;

  beforeAll(async () => {
    ({ storage, cleanup } = await make());
  });
  afterAll(async () => cleanup?.());

  it('gives back exactly the bytes and the media type that were stored', async () => {
    const body = randomBytes(70_000);
    await storage.put(key('a/b/photo.jpg'), body, 'image/jpeg');
    const got = await storage.get(key('a/b/photo.jpg'));
    expect(got?.contentType).toBe('image/jpeg');
    expect(got?.body.equals(body)).toBe(true);
  });

  it('keeps a PDF as a PDF', async () => {
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2_000)]);
    await storage.put(key('docs/registration.pdf'), body, 'application/pdf');
    const got = await storage.get(key('docs/registration.pdf'));
    expect(got?.contentType).toBe('application/pdf');
    expect(got?.body.equals(body)).toBe(true);
  });

  it('replaces an object written again under the same key', async () => {
    await storage.put(key('again.png'), Buffer.from('first'), 'image/png');
    await storage.put(key('again.png'), Buffer.from('second'), 'image/png');
    expect((await storage.get(key('again.png')))?.body.toString()).toBe('second');
  });

  it('answers null for a missing object, and deleting is idempotent', async () => {
    expect(await storage.get(key('never.webp'))).toBeNull();
    await storage.put(key('gone.webp'), Buffer.from('x'), 'image/webp');
    await storage.delete(key('gone.webp'));
    await storage.delete(key('gone.webp'));
    expect(await storage.get(key('gone.webp'))).toBeNull();
  });

  it('refuses keys that could escape or confuse the store, before touching it', async () => {
    for (const bad of [
      '../x.png',
      'a/../../x.png',
      '/abs.png',
      'a//b.png',
      '.hidden',
      'a\\b.png',
      'nul\u0000.png',
      '',
    ]) {
      await expect(storage.put(bad, Buffer.from('x'), 'image/png')).rejects.toThrow(/storage key/);
      await expect(storage.get(bad)).rejects.toThrow(/storage key/);
    }
  });
}
