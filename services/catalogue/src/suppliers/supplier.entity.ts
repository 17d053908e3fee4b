import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const EMPLOYEE_BANDS = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

/**
 * A seller's company storefront: a read model of identity's user (id = the user's id, kept in step
 * by identity's events) plus what the seller edits here.
 */
export const Supplier = defineEntity({
  name: 'Supplier',
  tableName: 'suppliers',
  properties: {
    id: p.uuid().primary(),
    companyName: p.string(),
    country: p.string().length(2),
    city: p.string().nullable(),
    yearEstablished: p.integer().nullable(),
    employeesBand: p.string().nullable(),
    mainProducts: p.array().default([]),
    certifications: p.array().default([]),
    languages: p.array().default([]),
    responseTimeHours: p.integer().nullable(),
    description: p.text().nullable(),
    /** Storage keys (`suppliers/<id>/<uuid>.webp`, write-once) of the storefront's pictures. */
    logoKey: p.text().nullable(),
    bannerKey: p.text().nullable(),
    verificationStatus: p.enum(VERIFICATION_STATUSES).default('unverified'),
    verifiedAt: p.datetime().nullable(),
    /** Until when the Verified badge stands (identity's approval); null for no set end. */
    verificationExpiresAt: p.datetime().nullable(),
    rating: p.decimal('number').nullable(),
    ratingCount: p.integer().default(0),
    suspended: p.boolean().default(false),
    /** false once the user is no longer a seller (role changed to buyer): the storefront is hidden. */
    seller: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Supplier = InferEntity<typeof Supplier>;
