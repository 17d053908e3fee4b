import { avatarInitials, type User } from './user.entity.js';

/** The user as the API shows it (never the password hash or internal columns). */
export interface UserView {
  id: string;
  email: string;
  fullName: string;
  businessName: string;
  role: User['role'];
  verified: boolean;
  emailVerifiedAt: string | null;
  country: string;
  phone: string | null;
  /** The phone number was proved by a code texted to it. */
  phoneVerified: boolean;
  city: string | null;
  locale: string;
  /** Storefront language and display currency the owner chose; the storefront applies them on sign-in. */
  language: string | null;
  currency: string | null;
  avatarInitials: string;
  suspended: boolean;
  suspendedAt: string | null;
  suspensionReason: string | null;
  createdAt: string;
}

export function toUserView(u: User): UserView {
  return {
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    businessName: u.businessName,
    role: u.role,
    verified: u.emailVerifiedAt != null,
    emailVerifiedAt: u.emailVerifiedAt?.toISOString() ?? null,
    country: u.country,
    phone: u.phone ?? null,
    phoneVerified: u.phone != null && u.phoneVerifiedAt != null,
    city: u.city ?? null,
    locale: u.locale,
    language: u.language ?? null,
    currency: u.currency ?? null,
    avatarInitials: avatarInitials(u),
    suspended: u.suspendedAt != null,
    suspendedAt: u.suspendedAt?.toISOString() ?? null,
    suspensionReason: u.suspensionReason ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}
