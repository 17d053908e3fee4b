/**
 * Where to go after signing in: only a path on this site (`/orders?x=1`), never another origin
 * (`//evil.example`, `https://…`, `/\evil`) — an open redirect would make phishing links look ours.
 */
export function safeNext(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20)) return fallback; // control characters (\n, \t, …)
  if (/^\/(login|register|reset-password|demo-login)(\/|\?|$)/.test(raw)) return fallback;
  return raw;
}
