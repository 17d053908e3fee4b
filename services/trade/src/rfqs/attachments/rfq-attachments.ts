import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { sha256Hex, type UploadedFile } from '@sokoni/platform/files';
import { isUuid } from '../../orders/order-transitions.js';
import { OrderFileStore } from '../../orders/order-file-store.js';
import { SCHEMA } from '../../trade.schema.js';
import { RfqProblems } from '../rfq.problems.js';
import { RfqStore } from '../rfq-store.js';

export const ATTACHMENTS_FIELD = 'files';
/** Per RFQ, over every upload (each upload at most MAX_FILES, like order files). */
export const MAX_ATTACHMENTS = 10;

export interface RfqAttachmentView {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}

/**
 * The buyer's files on an RFQ (specifications, drawings): checked by content and stored exactly
 * as order files are (OrderFileStore: PDF, JPEG, PNG or WebP whose structure holds), under
 * `rfqs/<id>/`. Whoever may read the RFQ may download them; nobody else learns they exist.
 */
@Injectable()
export class RfqAttachments {
  constructor(
    private readonly orm: MikroORM,
    private readonly files: OrderFileStore,
  ) {}

  async upload(buyer: AuthUser, rfqId: string, uploads: UploadedFile[] = []): Promise<void> {
    if (!isUuid(rfqId)) throw RfqProblems.notFound();
    const id = rfqId.toLowerCase();
    const checked = this.files
      .check(id, uploads, ATTACHMENTS_FIELD)
      .map((f) => ({ ...f, key: f.key.replace(/^orders\//, 'rfqs/') }));
    if (checked.length === 0) throw RfqProblems.noFiles();
    await this.files.storeThen(checked, () =>
      this.orm.em.fork().transactional(async (em) => {
        const rfq = await RfqStore.lock(em, id);
        if (!rfq || rfq.status === 'removed' || rfq.buyerId !== buyer.id.toLowerCase())
          throw RfqProblems.notFound();
        if (rfq.status !== 'open') throw RfqProblems.notOpen();
        const [row] = await em.execute<{ n: number }[]>(
          `select count(*)::int as n from ${SCHEMA}.rfq_attachment where rfq_id = ?`,
          [id],
        );
        if (row!.n + checked.length > MAX_ATTACHMENTS)
          throw RfqProblems.tooManyAttachments({ max: MAX_ATTACHMENTS });
        for (const f of checked)
          await em.execute(
            `insert into ${SCHEMA}.rfq_attachment (id, rfq_id, file_name, content_type, size_bytes, sha256,
               storage_key, uploaded_by) values (?, ?, ?, ?, ?, ?, ?, ?)`,
            [f.id, id, f.name, f.type, f.file.buffer.length, sha256Hex(f.file.buffer), f.key, rfq.buyerId],
          );
      }),
    );
  }

  async of(em: EntityManager, rfqId: string): Promise<RfqAttachmentView[]> {
    const rows = await em.execute<(Omit<RfqAttachmentView, 'createdAt'> & { createdAt: Date | string })[]>(
      `select id, file_name as "fileName", content_type as "contentType", size_bytes as "sizeBytes",
         created_at as "createdAt"
       from ${SCHEMA}.rfq_attachment where rfq_id = ? order by created_at, id`,
      [rfqId],
    );
    return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
  }

  /** The file, once the caller has been allowed to read the RFQ (RfqReader.detail / forStaff). */
  async read(rfqId: string, attachmentId: string) {
    if (!isUuid(attachmentId)) throw RfqProblems.attachmentNotFound();
    const [row] = await this.orm.em
      .fork()
      .execute<{ file_name: string; content_type: string; storage_key: string }[]>(
        `select file_name, content_type, storage_key from ${SCHEMA}.rfq_attachment where id = ? and rfq_id = ?`,
        [attachmentId.toLowerCase(), rfqId.toLowerCase()],
      );
    const body = row ? await this.files.read(row.storage_key) : null;
    if (!row || !body) throw RfqProblems.attachmentNotFound();
    return { fileName: row.file_name, contentType: row.content_type, body };
  }
}
