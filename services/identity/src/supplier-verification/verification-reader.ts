import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { OBJECT_STORAGE, type ObjectStorage, type StoredObject } from '@sokoni/platform/storage';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { SupplierVerification, VerificationDocument } from './supplier-verification.entity.js';
import {
  toAdminView,
  toSellerVerificationView,
  type AdminVerificationView,
  type SellerVerificationView,
} from './verification.view.js';

/** Reads for both sides: the seller's own submissions, and one submission with its files for staff. */
@Injectable()
export class VerificationReader {
  constructor(
    private readonly orm: MikroORM,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /** Newest first. The documents themselves are not offered back to the seller. */
  async mine(sellerId: string): Promise<SellerVerificationView[]> {
    const em = this.orm.em.fork();
    const rows = await em.find(
      SupplierVerification,
      { sellerId },
      { orderBy: { submittedAt: 'desc', id: 'desc' } },
    );
    const docs = rows.length
      ? await em.find(
          VerificationDocument,
          { verificationId: { $in: rows.map((r) => r.id) } },
          { fields: ['verificationId'] },
        )
      : [];
    return rows.map((r) => toSellerVerificationView(r, docs.filter((d) => d.verificationId === r.id).length));
  }

  async adminView(id: string): Promise<AdminVerificationView> {
    const em = this.orm.em.fork();
    const v = await em.findOne(SupplierVerification, id);
    if (!v) throw Problems.verificationNotFound();
    const [seller, documents] = await Promise.all([
      em.findOne(User, v.sellerId),
      em.find(VerificationDocument, { verificationId: id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    return toAdminView(v, seller ?? undefined, documents);
  }

  /** A document's bytes, only through the submission it belongs to. */
  async document(
    verificationId: string,
    documentId: string,
  ): Promise<{ document: VerificationDocument; file: StoredObject }> {
    const em = this.orm.em.fork();
    const document = await em.findOne(VerificationDocument, { id: documentId, verificationId });
    if (!document) throw Problems.documentNotFound();
    const file = await this.storage.get(document.storageKey);
    if (!file) throw Problems.documentNotFound();
    return { document, file };
  }
}
