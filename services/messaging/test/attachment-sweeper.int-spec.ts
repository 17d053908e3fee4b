import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { samplePdf, samplePng, type TestDatabase } from '@sokoni/platform/testing';
import { AttachmentSweeper } from '../src/attachments/attachment-sweeper.job.js';
import { freshDatabase, startMessaging, type MessagingHarness } from './messaging-harness.js';

const db: TestDatabase | null = await freshDatabase('messaging: unsent attachments sweep');
const suite = db ? describe : describe.skip;

type Json = Record<string, any>;
type User = { id: string; token: string };

/** Uploads never sent with a message are deleted, row and file, once older than the TTL; the rest stay. */
suite('messaging: unsent attachments sweep', () => {
  let h: MessagingHarness;
  let sweeper: AttachmentSweeper;
  const dir = mkdtempSync(join(tmpdir(), 'sokoni-messaging-sweep-'));
  const body = async (res: Response): Promise<Json> => (await res.json()) as Json;

  const upload = async (u: User, bytes = samplePng()): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
    const res = await h.api('/api/v1/conversations/attachments', {
      method: 'POST',
      token: u.token,
      body: form,
    });
    expect(res.status).toBe(201);
    return (await body(res)).id as string;
  };
  /** Makes an upload `hours` old, as if it had waited that long. */
  const age = (id: string, hours: number) =>
    h.sql.query(
      `update messaging.attachment set created_at = now() - make_interval(hours => $2) where id = $1`,
      [id, hours],
    );
  const row = async (id: string) =>
    (await h.sql.query('select message_id, storage_key from messaging.attachment where id = $1', [id]))
      .rows[0] as { message_id: string | null; storage_key: string } | undefined;
  const onDisk = (key: string) => existsSync(join(dir, key));

  beforeAll(async () => {
    h = await startMessaging(db!, { STORAGE_DIR: dir, MESSAGING_ATTACHMENT_TTL_HOURS: '24' });
    sweeper = h.app.get(AttachmentSweeper);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('deletes an old unsent upload (row and file) and keeps a recent one and a sent one', async () => {
    const buyer = await h.user('buyer');
    const supplier = await h.user('seller');
    const oldUnsent = await upload(buyer);
    const recent = await upload(buyer);
    const sent = await upload(buyer, samplePdf());
    const opened = await h.api('/api/v1/conversations', {
      method: 'POST',
      token: buyer.token,
      json: {
        subjectKind: 'supplier',
        subjectId: supplier.id,
        text: 'Specs attached',
        attachmentIds: [sent],
      },
    });
    expect(opened.status).toBe(201);
    await age(oldUnsent, 25);
    await age(recent, 23);
    await age(sent, 72);
    const oldKey = (await row(oldUnsent))!.storage_key;
    expect(onDisk(oldKey)).toBe(true);

    expect(await sweeper.runOnce()).toBe(1);

    expect(await row(oldUnsent)).toBeUndefined();
    expect(onDisk(oldKey)).toBe(false);
    expect(
      (await h.api(`/api/v1/conversations/attachments/${oldUnsent}`, { token: buyer.token })).status,
    ).toBe(404);
    const kept = [await row(recent), await row(sent)];
    expect(kept.map((r) => r && onDisk(r.storage_key))).toEqual([true, true]);
    expect(kept[1]!.message_id).not.toBeNull();
    // The sent file still downloads for the other party.
    expect((await h.api(`/api/v1/conversations/attachments/${sent}`, { token: supplier.token })).status).toBe(
      200,
    );
    // A swept upload can no longer be sent.
    const late = await h.api('/api/v1/conversations', {
      method: 'POST',
      token: buyer.token,
      json: {
        subjectKind: 'supplier',
        subjectId: supplier.id,
        text: 'forgot this',
        attachmentIds: [oldUnsent],
      },
    });
    expect(late.status).toBe(422);
    expect(await sweeper.runOnce()).toBe(0);
  });

  it('skips a row another transaction holds, and two sweeps at once delete each upload once', async () => {
    const buyer = await h.user('buyer');
    const ids = [await upload(buyer), await upload(buyer), await upload(buyer)];
    for (const id of ids) await age(id, 48);
    // A replica (or a sender claiming the upload) holds the first row.
    const other = await h.sql.connect();
    try {
      await other.query('begin');
      await other.query('select id from messaging.attachment where id = $1 for update', [ids[0]]);
      const counts = await Promise.all([sweeper.runOnce(), sweeper.runOnce()]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
      expect(await row(ids[0]!)).toBeDefined();
    } finally {
      await other.query('rollback');
      other.release();
    }
    expect(await sweeper.runOnce()).toBe(1);
    for (const id of ids) expect(await row(id)).toBeUndefined();
  });
});
