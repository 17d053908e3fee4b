import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import {
  cleanFileName,
  inspectFile,
  sha256Hex,
  type FileType,
  type UploadedFile,
} from '@sokoni/platform/files';
import { OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';
import { OrderDocument, type DocumentKind } from './order-document.entity.js';
import { fileStorageKey, MAX_FILE_BYTES, MAX_FILES } from './order-files.js';
import { OrderProblems } from './order.problems.js';

/** An upload whose type its content proved, with the key it is (or will be) stored under. */
export interface CheckedFile {
  id: string;
  file: UploadedFile;
  type: FileType;
  name: string;
  key: string;
}

export interface FileOwner {
  orderId: string;
  kind: DocumentKind;
  disputeId?: string;
  responseId?: string;
  uploadedBy: string;
  uploadedByRole: 'buyer' | 'seller' | 'staff';
}

/**
 * Files attached to orders, in trade's private storage: checked by content before anything is
 * stored (PDF, JPEG, PNG, WebP whose structure holds, a PDF without scripts or attachments — see
 * @sokoni/platform/files; at most MAX_FILES of MAX_FILE_BYTES), stored before the rows that
 * name them and removed again when those rows are not written (the same order as identity's
 * verification documents).
 */
@Injectable()
export class OrderFileStore {
  private readonly log = new Logger(OrderFileStore.name);

  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  check(orderId: string, files: readonly UploadedFile[] = [], field: string): CheckedFile[] {
    if (files.length > MAX_FILES) throw OrderProblems.tooManyFiles(field, MAX_FILES);
    return files.map((file) => {
      if (file.size > MAX_FILE_BYTES || file.buffer.length > MAX_FILE_BYTES)
        throw OrderProblems.fileTooLarge(field, MAX_FILE_BYTES / 1024 / 1024);
      const inspection = inspectFile(file.buffer);
      if (!inspection.ok) {
        // The reason stays in the log (support can say why), the answer is the one "wrong type" problem.
        this.log.log({ orderId, field, type: inspection.type, reason: inspection.reason }, 'upload refused');
        throw OrderProblems.fileType(field, cleanFileName(file.originalname, 'application/pdf'));
      }
      const { type } = inspection;
      const id = uuidv7();
      return {
        id,
        file,
        type,
        name: cleanFileName(file.originalname, type),
        key: fileStorageKey(orderId, id, type),
      };
    });
  }

  /**
   * Stores the files, then runs `write` (the caller's transaction, which records them with
   * `record`); if it fails, the stored files are removed and its error passes on.
   */
  async storeThen<T>(files: readonly CheckedFile[], write: () => Promise<T>): Promise<T> {
    const stored: string[] = [];
    try {
      for (const f of files) {
        await this.storage.put(f.key, f.file.buffer, f.type);
        stored.push(f.key);
      }
      return await write();
    } catch (err) {
      await Promise.all(
        stored.map((key) =>
          this.storage
            .delete(key)
            .catch((e: unknown) => this.log.warn({ err: e, key }, 'orphaned order file')),
        ),
      );
      throw err;
    }
  }

  record(em: EntityManager, files: readonly CheckedFile[], owner: FileOwner): OrderDocument[] {
    return files.map((f) =>
      em.create(OrderDocument, {
        id: f.id,
        orderId: owner.orderId,
        kind: owner.kind,
        disputeId: owner.disputeId ?? null,
        responseId: owner.responseId ?? null,
        fileName: f.name,
        contentType: f.type,
        sizeBytes: f.file.buffer.length,
        sha256: sha256Hex(f.file.buffer),
        storageKey: f.key,
        uploadedBy: owner.uploadedBy,
        uploadedByRole: owner.uploadedByRole,
        createdAt: new Date(),
      }),
    );
  }

  async read(key: string): Promise<Buffer | null> {
    return (await this.storage.get(key))?.body ?? null;
  }
}
