import type { Supplier, VerificationStatus } from './supplier.entity.js';
import { pictureUrl } from './storefront-images.js';

/** A storefront as the API shows it (internal flags such as `seller` and `suspended` stay inside). */
export interface SupplierView {
  id: string;
  companyName: string;
  country: string;
  city: string | null;
  yearEstablished: number | null;
  employeesBand: string | null;
  mainProducts: string[];
  certifications: string[];
  languages: string[];
  responseTimeHours: number | null;
  description: string | null;
  /** The storefront's pictures (WebP), null when the seller has not set one. */
  logoUrl: string | null;
  bannerUrl: string | null;
  verificationStatus: VerificationStatus;
  verified: boolean;
  verifiedAt: string | null;
  /** When the Verified badge runs out unless renewed; null when not verified or without a set end. */
  verificationExpiresAt: string | null;
  rating: number | null;
  ratingCount: number;
  /** Published products buyers can see. */
  productCount: number;
  memberSince: string;
}

export interface StorefrontProductView {
  id: string;
  title: string;
  imageUrl: string | null;
  categoryPath: string;
  unit: string;
  moq: number;
  currency: string;
  minPriceMinor: number;
  minPriceUsdCents: number;
  readyToShip: boolean;
  originCountry: string;
  publishedAt: string | null;
}

export interface StorefrontView extends SupplierView {
  /** The newest published products, at most 20; `productCount` says how many there are in all. */
  products: StorefrontProductView[];
}

export function toSupplierView(s: Supplier, productCount: number): SupplierView {
  return {
    id: s.id,
    companyName: s.companyName,
    country: s.country,
    city: s.city ?? null,
    yearEstablished: s.yearEstablished ?? null,
    employeesBand: s.employeesBand ?? null,
    mainProducts: s.mainProducts ?? [],
    certifications: s.certifications ?? [],
    languages: s.languages ?? [],
    responseTimeHours: s.responseTimeHours ?? null,
    description: s.description ?? null,
    logoUrl: pictureUrl(s.id, s.logoKey),
    bannerUrl: pictureUrl(s.id, s.bannerKey),
    verificationStatus: s.verificationStatus,
    verified: s.verificationStatus === 'verified',
    verifiedAt: s.verifiedAt?.toISOString() ?? null,
    verificationExpiresAt:
      s.verificationStatus === 'verified' ? (s.verificationExpiresAt?.toISOString() ?? null) : null,
    rating: s.rating == null ? null : Number(s.rating),
    ratingCount: s.ratingCount,
    productCount,
    memberSince: s.createdAt.toISOString(),
  };
}
