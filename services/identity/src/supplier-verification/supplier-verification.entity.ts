import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidv7 } from '@sokoni/platform/db';

/**
 * pending → approved | rejected (staff decide); approved → expired (the periodic job, at expiresAt).
 * A seller has at most one pending submission (a partial unique index enforces it).
 */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** One submission of a seller's company papers for the Verified badge. */
export const SupplierVerification = defineEntity({
  name: 'SupplierVerification',
  tableName: 'supplier_verifications',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => uuidv7()),
    sellerId: p.uuid().index(),
    status: p.enum(VERIFICATION_STATUSES).default('pending'),
    companyName: p.string(),
    companyRegistrationNumber: p.string(),
    taxId: p.string(),
    country: p.string().length(2),
    submittedAt: p.datetime().onCreate(() => new Date()),
    decidedAt: p.datetime().nullable(),
    decidedBy: p.uuid().nullable(),
    /** Why it was rejected; shown to the seller. */
    reason: p.string().nullable(),
    /** Until when an approval stands. */
    expiresAt: p.datetime().nullable(),
    /** When the expiry job turned an approval into 'expired'. */
    expiredAt: p.datetime().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SupplierVerification = InferEntity<typeof SupplierVerification>;

/** A file sent with a submission. The bytes live in identity's private object storage. */
export const VerificationDocument = defineEntity({
  name: 'VerificationDocument',
  tableName: 'verification_documents',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => uuidv7()),
    verificationId: p.uuid().index(),
    /** As the seller named it (cleaned), for the download's Content-Disposition. */
    fileName: p.string(),
    /** Proven by the file's first bytes, not the browser's claim. */
    contentType: p.string(),
    sizeBytes: p.integer(),
    sha256: p.string(),
    storageKey: p.string().hidden(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type VerificationDocument = InferEntity<typeof VerificationDocument>;
