import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import { session } from '../../auth/session';
import { asSessionUser, type UserView } from '../auth/auth-api';

/** The account page's calls, through the generated client (identity: /account, /me, /auth/password). */
export type AccountSession = components['schemas']['AccountSession'];

export const listSessions = () => unwrap(api.GET('/api/v1/account/sessions')) as Promise<AccountSession[]>;

export const signOutSession = (id: string) =>
  unwrap(api.DELETE('/api/v1/account/sessions/{id}', { params: { path: { id } } }));

export const signOutOtherSessions = () => unwrap(api.DELETE('/api/v1/account/sessions'));

/** Every session ends on the server, this one too; the answer is a fresh session for this browser. */
export async function changePassword(currentPassword: string, password: string): Promise<void> {
  const fresh = await unwrap(api.POST('/api/v1/auth/password', { body: { currentPassword, password } }));
  session.accept(fresh);
}

export const requestEmailChange = (newEmail: string, password: string) =>
  unwrap(api.POST('/api/v1/account/email', { body: { newEmail, password } }));

export async function confirmEmailChange(token: string): Promise<UserView> {
  const user: UserView = await unwrap(api.POST('/api/v1/account/email/confirm', { body: { token } }));
  session.setUser(asSessionUser(user));
  return user;
}

/** A code by SMS to the profile's phone; the same number is proven with it (identity: /account/phone). */
export const sendPhoneCode = () => unwrap(api.POST('/api/v1/account/phone/code'));

export async function verifyPhone(code: string): Promise<UserView> {
  const user: UserView = await unwrap(api.POST('/api/v1/account/phone/verify', { body: { code } }));
  session.setUser(asSessionUser(user));
  return user;
}

export interface Preferences {
  language?: string | null;
  currency?: string | null;
  locale?: string;
}

export async function savePreferences(body: Preferences): Promise<UserView> {
  const user: UserView = await unwrap(api.PATCH('/api/v1/me', { body }));
  session.setUser(asSessionUser(user));
  return user;
}

/** The account is gone on the server, every session with it: forget this browser's too. */
export async function deleteAccount(password: string, confirmation: string): Promise<void> {
  await unwrap(api.POST('/api/v1/account/delete', { body: { password, confirmation } }));
  await session.signOut();
}
