import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError, toApiError } from '../../api/problem';
import type { SessionResponse, SessionUser } from '../../auth/session';
import type { components } from '../../api/schema';

/** The server's password length rules (identity password-policy.ts), checked here first for a quick answer. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export type UserView = components['schemas']['User'];
export type RegisterBody = components['schemas']['RegisterDto'];
export type CountryOption = components['schemas']['CountryOption'];

/** openapi-fetch's answer → its data, or the problem as an ApiError (text already in the reader's language). */
async function call<T>(p: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await p;
  if (!response.ok) throw toApiError(response.status, error);
  return data as T;
}

export const signIn = (email: string, password: string) =>
  call<SessionResponse>(api.POST('/api/v1/auth/login', { body: { email, password } }));

export const register = (body: RegisterBody) => call<UserView>(api.POST('/api/v1/auth/register', { body }));

export const requestPasswordReset = (email: string) =>
  call<void>(api.POST('/api/v1/auth/password-reset', { body: { email } }));

export const confirmPasswordReset = (token: string, password: string) =>
  call<void>(api.POST('/api/v1/auth/password-reset/confirm', { body: { token, password } }));

export const resendVerification = () => call<void>(api.POST('/api/v1/auth/resend-verification'));

// A verification token works once: React's StrictMode (and a re-render) must not spend it twice.
const verifications = new Map<string, Promise<UserView>>();
export function verifyEmailOnce(token: string): Promise<UserView> {
  let p = verifications.get(token);
  if (!p) {
    p = call<UserView>(api.POST('/api/v1/auth/verify-email', { body: { token } }));
    verifications.set(token, p);
  }
  return p;
}

export const getMe = () => call<UserView>(api.GET('/api/v1/me'));

export interface ProfilePatch {
  fullName?: string;
  businessName?: string;
  phone?: string | null;
  country?: string;
  city?: string | null;
  locale?: string;
}
// The generated type of the nullable fields is wrong (Record<string, never>) until the DTO documents them as strings.
export const updateMe = (body: ProfilePatch) =>
  call<UserView>(api.PATCH('/api/v1/me', { body: body as components['schemas']['UpdateProfileDto'] }));

/** The registration form's countries: the 54 African countries first, names in the reader's language. */
export function useCountries(lang: string) {
  return useQuery({
    queryKey: ['countries', lang],
    queryFn: () => call<CountryOption[]>(api.GET('/api/v1/countries', { params: { query: { lang } } })),
    staleTime: 24 * 3600_000,
  });
}

/** The message to show for a failed call: the server's (localized) text, or "no connection". */
export function errorText(err: unknown, networkText: string): string {
  if (err instanceof ApiError) return err.message;
  return networkText;
}

export const asSessionUser = (u: UserView): SessionUser => u;
