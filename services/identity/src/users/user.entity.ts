import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidv7 } from '@sokoni/platform/db';
import { DEFAULT_PLAN, PLANS } from '../plans/membership-plans.js';

export const ROLES = ['buyer', 'seller', 'both', 'admin', 'analyst'] as const;
export type Role = (typeof ROLES)[number];
/** What self-registration may ask for; anything else (the staff roles included) becomes buyer. */
export const SELF_SERVICE_ROLES: readonly Role[] = ['buyer', 'seller', 'both'];
/** Staff, not traders: only an admin gives these roles, and takes them away. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'analyst'];
export const isStaff = (role: Role): boolean => STAFF_ROLES.includes(role);

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => uuidv7()),
    /** Stored lower-cased: the unique index then matches how people type addresses. */
    email: p.string().unique(),
    passwordHash: p.string().hidden(),
    fullName: p.string(),
    businessName: p.string(),
    role: p.enum(ROLES).default('buyer'),
    country: p.string().length(2),
    phone: p.string().nullable(),
    city: p.string().nullable(),
    locale: p.string().default('en'),
    /** The storefront language the owner chose (one of the ten of the picker); null until chosen. */
    language: p.string().nullable(),
    /** The display currency the owner chose (ISO 4217); null until chosen. */
    currency: p.string().length(3).nullable(),
    emailVerifiedAt: p.datetime().nullable(),
    /** When the current phone number was proved by a code texted to it; a changed number clears it. */
    phoneVerifiedAt: p.datetime().nullable(),
    suspendedAt: p.datetime().nullable(),
    suspensionReason: p.string().nullable(),
    /** The membership plan; it counts only while the user sells (see plans/membership-plans.ts). */
    plan: p.enum(PLANS).default(DEFAULT_PLAN),
    /** When the plan was last set; strictly increasing, so consumers can drop an older change. */
    planChangedAt: p.datetime().nullable(),
    /** Set when the owner deleted the account: the personal data is erased, the row stays for orders. */
    deletedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type User = InferEntity<typeof User>;

/** Spec §9: first two letters of the business name, else of the e-mail, upper-cased; else 'U'. */
export function avatarInitials(user: Pick<User, 'businessName' | 'email'>): string {
  const source = [user.businessName, user.email]
    .map((s) => (s ?? '').replace(/[^\p{L}\p{N}]/gu, ''))
    .find((s) => s.length > 0);
  return source ? source.slice(0, 2).toUpperCase() : 'U';
}
