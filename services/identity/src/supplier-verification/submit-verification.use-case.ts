import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { cleanFileName, inspectFile, sha256Hex, type UploadedFile } from '@sokoni/platform/files';
import { OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';
import { isCountryCode } from '../countries/countries.js';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { SupplierVerification, VerificationDocument } from './supplier-verification.entity.js';
import type { SubmitVerificationDto } from './verification.dto.js';
import {
  DOCUMENT_TYPES,
  documentStorageKey,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  type DocumentType,
} from './verification-documents.js';
import { VerificationEvents } from './verification-events.js';

interface CheckedDocument {
  id: string;
  file: UploadedFile;
  type: DocumentType;
  key: string;
}

/**
 * A seller sends company papers for the Verified badge. Everything that can be refused is refused
 * before a byte is stored; files are stored before the row that names them, and removed again if
 * that row cannot be written (a second pending submission racing this one, for instance).
 */
@Injectable()
export class SubmitVerification {
  private readonly log = new Logger(SubmitVerification.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly events: VerificationEvents,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute(
    sellerId: string,
    input: SubmitVerificationDto,
    files: UploadedFile[] = [],
  ): Promise<{ verification: SupplierVerification; documentCount: number }> {
    const em = this.orm.em.fork();
    const seller = await em.findOne(User, sellerId);
    // The token's role may be older than the account's: the database decides.
    if (!seller || (seller.role !== 'seller' && seller.role !== 'both')) throw Problems.sellersOnly();
    if (seller.suspendedAt) throw Problems.suspended();
    const country = input.country ?? seller.country;
    if (!isCountryCode(country)) throw Problems.unknownCountry();
    if (files.length === 0) throw Problems.documentsRequired(MAX_DOCUMENTS);
    if (files.length > MAX_DOCUMENTS) throw Problems.tooManyDocuments(MAX_DOCUMENTS);
    const verificationId = uuidv7();
    const documents: CheckedDocument[] = files.map((file) => {
      if (file.size > MAX_DOCUMENT_BYTES || file.buffer.length > MAX_DOCUMENT_BYTES)
        throw Problems.documentTooLarge(MAX_DOCUMENT_BYTES / 1024 / 1024);
      // The type the first bytes claim, and a structure that holds as that type (no scripts in a PDF).
      const inspection = inspectFile(file.buffer, DOCUMENT_TYPES);
      if (!inspection.ok) {
        this.log.log({ sellerId, type: inspection.type, reason: inspection.reason }, 'document refused');
        throw Problems.documentType(cleanFileName(file.originalname, 'application/pdf'));
      }
      const { type } = inspection;
      const id = uuidv7();
      return { id, file, type, key: documentStorageKey(verificationId, id, type) };
    });
    if (await em.count(SupplierVerification, { sellerId, status: 'pending' }))
      throw Problems.verificationPending();

    const stored: string[] = [];
    try {
      for (const d of documents) {
        await this.storage.put(d.key, d.file.buffer, d.type);
        stored.push(d.key);
      }
      const verification = await em.transactional(async (tx) => {
        const v = tx.create(SupplierVerification, {
          id: verificationId,
          sellerId,
          status: 'pending',
          companyName: input.companyName ?? seller.businessName,
          companyRegistrationNumber: input.companyRegistrationNumber,
          taxId: input.taxId,
          country,
          submittedAt: new Date(),
        });
        // The documents reference the submission: it is written first.
        await tx.flush();
        for (const d of documents)
          tx.create(VerificationDocument, {
            id: d.id,
            verificationId,
            fileName: cleanFileName(d.file.originalname, d.type),
            contentType: d.type,
            sizeBytes: d.file.buffer.length,
            sha256: sha256Hex(d.file.buffer),
            storageKey: d.key,
          });
        await tx.flush();
        await this.events.submitted(tx, v, seller, documents.length);
        return v;
      });
      return { verification, documentCount: documents.length };
    } catch (err) {
      await Promise.all(
        stored.map((key) =>
          this.storage.delete(key).catch((e: unknown) => this.log.warn({ err: e, key }, 'orphaned document')),
        ),
      );
      if (err instanceof UniqueConstraintViolationException) throw Problems.verificationPending();
      throw err;
    }
  }
}
