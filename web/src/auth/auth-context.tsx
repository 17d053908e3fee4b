import { useSyncExternalStore } from 'react';
import { session, type SessionUser } from './session';

/** The signed-in user (null when signed out); re-renders on sign-in, refresh and sign-out. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, session.currentUser, session.currentUser);
}

export type Role = SessionUser['role'];

/** Role helpers — always from the server's role, never from the e-mail text (spec defect fixed). */
export const isSeller = (role: Role | undefined) => role === 'seller' || role === 'both';
export const isBuyer = (role: Role | undefined) => role === 'buyer' || role === 'both';
export const isAdmin = (role: Role | undefined) => role === 'admin';
/** Staff: admins, and analysts (who read the dashboards, never users or money). Neither is a trader. */
export const isStaff = (role: Role | undefined) => role === 'admin' || role === 'analyst';
