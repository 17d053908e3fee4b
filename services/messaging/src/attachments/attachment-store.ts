import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { RATE_LIMITER, type RateLimiter } from '@sokoni/platform/cache';
import { InjectConfig } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import {
  cleanFileName,
  extensionOf,
  inspectFile,
  sha256Hex,
  type UploadedFile,
} from '@sokoni/platform/files';
import { OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';
import type { AttachmentResponse } from '../conversations/conversation.response.js';
import { toAttachment } from '../messages/message-reader.js';
import type { MessagingConfig } from '../messaging.config.js';
import { Attachment } from '../messaging.entities.js';
import { MessagingProblems } from '../messaging.problems.js';
import { SCHEMA } from '../messaging.schema.js';
import { isUuid } from '../read-models/read-model-writes.js';

/**
 * Files for messages, in messaging's private storage: checked by content with the platform's
 * checks that identity, trade and catalogue use (JPEG, PNG, WebP, PDF whose structure holds; a PDF
 * without scripts), whatever the name or the browser's Content-Type say. An upload belongs to its
 * uploader until it is sent with a message; from then on to that conversation's two parties.
 */
@Injectable()
export class AttachmentStore {
  private readonly log = new Logger(AttachmentStore.name);

  constructor(
    private readonly orm: MikroORM,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @InjectConfig() private readonly config: MessagingConfig,
  ) {}

  get maxBytes(): number {
    return this.config.ATTACHMENT_MAX_MB * 1024 * 1024;
  }

  async upload(me: string, file: UploadedFile | undefined): Promise<AttachmentResponse> {
    if (!file) throw MessagingProblems.noFile();
    if (file.size > this.maxBytes || file.buffer.length > this.maxBytes)
      throw MessagingProblems.fileTooLarge({ maxMb: this.config.ATTACHMENT_MAX_MB });
    // Uploads share the message budget's size: files nobody sends still fill the disk.
    const d = await this.limiter.hit(`attachments:${me}`, this.config.MESSAGES_PER_MINUTE, 60_000);
    if (!d.allowed)
      throw MessagingProblems.rateLimited({ seconds: Math.max(1, Math.ceil(d.retryAfterMs / 1000)) });
    const inspection = inspectFile(file.buffer);
    if (!inspection.ok) {
      this.log.log({ userId: me, type: inspection.type, reason: inspection.reason }, 'attachment refused');
      throw MessagingProblems.fileType({ fileName: cleanFileName(file.originalname, 'application/pdf') });
    }
    const id = uuidv7();
    const key = `attachments/${me}/${id}.${extensionOf(inspection.type)}`;
    await this.storage.put(key, file.buffer, inspection.type);
    try {
      const em = this.orm.em.fork();
      const a = em.create(Attachment, {
        id,
        uploaderId: me,
        messageId: null,
        conversationId: null,
        fileName: cleanFileName(file.originalname, inspection.type),
        contentType: inspection.type,
        sizeBytes: file.buffer.length,
        sha256: sha256Hex(file.buffer),
        storageKey: key,
        createdAt: new Date(),
      });
      await em.flush();
      return toAttachment(a);
    } catch (err) {
      await this.storage
        .delete(key)
        .catch((e: unknown) => this.log.warn({ err: e, key }, 'orphaned attachment'));
      throw err;
    }
  }

  /** The file for the uploader (before it is sent) or a party of its conversation; 404 for anyone else. */
  async download(me: string, id: string): Promise<{ attachment: Attachment; body: Buffer }> {
    if (!isUuid(id)) throw MessagingProblems.attachmentNotFound();
    const em = this.orm.em.fork();
    const rows = await em.execute<{ id: string }[]>(
      `select a.id from ${SCHEMA}.attachment a
       left join ${SCHEMA}.conversation c on c.id = a.conversation_id
       where a.id = ? and (a.uploader_id = ? or c.buyer_id = ? or c.supplier_id = ?)`,
      [id, me, me, me],
    );
    if (rows.length === 0) throw MessagingProblems.attachmentNotFound();
    const attachment = await em.findOneOrFail(Attachment, { id: rows[0]!.id });
    const stored = await this.storage.get(attachment.storageKey);
    if (!stored) throw MessagingProblems.attachmentNotFound();
    return { attachment, body: stored.body };
  }

  /** For staff reading a reported conversation. */
  async read(attachment: Attachment): Promise<Buffer | null> {
    return (await this.storage.get(attachment.storageKey))?.body ?? null;
  }
}
