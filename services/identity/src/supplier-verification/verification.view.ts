import type { User } from '../users/user.entity.js';
import type { SupplierVerification, VerificationDocument } from './supplier-verification.entity.js';

const iso = (d: Date | null | undefined): string | null => d?.toISOString() ?? null;

/** A submission as its seller sees it. */
export interface SellerVerificationView {
  id: string;
  status: SupplierVerification['status'];
  companyName: string;
  companyRegistrationNumber: string;
  taxId: string;
  country: string;
  submittedAt: string;
  decidedAt: string | null;
  /** Why it was rejected. */
  reason: string | null;
  expiresAt: string | null;
  documentCount: number;
}

export interface DocumentView {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** A submission as staff see it in lists. */
export interface AdminVerificationListView extends SellerVerificationView {
  sellerId: string;
  sellerEmail: string | null;
  sellerBusinessName: string | null;
  sellerFullName: string | null;
  decidedBy: string | null;
  expiredAt: string | null;
}

/** One submission for staff: the list fields plus its documents (downloaded one by one). */
export interface AdminVerificationView extends AdminVerificationListView {
  documents: DocumentView[];
}

export function toSellerVerificationView(
  v: SupplierVerification,
  documentCount: number,
): SellerVerificationView {
  return {
    id: v.id,
    status: v.status,
    companyName: v.companyName,
    companyRegistrationNumber: v.companyRegistrationNumber,
    taxId: v.taxId,
    country: v.country,
    submittedAt: v.submittedAt.toISOString(),
    decidedAt: iso(v.decidedAt),
    reason: v.reason ?? null,
    expiresAt: iso(v.expiresAt),
    documentCount,
  };
}

export function toAdminListView(
  v: SupplierVerification,
  seller: User | undefined,
  documentCount: number,
): AdminVerificationListView {
  return {
    ...toSellerVerificationView(v, documentCount),
    sellerId: v.sellerId,
    sellerEmail: seller?.email ?? null,
    sellerBusinessName: seller?.businessName ?? null,
    sellerFullName: seller?.fullName ?? null,
    decidedBy: v.decidedBy ?? null,
    expiredAt: iso(v.expiredAt),
  };
}

export function toAdminView(
  v: SupplierVerification,
  seller: User | undefined,
  documents: VerificationDocument[],
): AdminVerificationView {
  return {
    ...toAdminListView(v, seller, documents.length),
    documents: documents.map((d) => ({
      id: d.id,
      fileName: d.fileName,
      contentType: d.contentType,
      size: d.sizeBytes,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}
