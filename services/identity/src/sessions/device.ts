/**
 * What a session's User-Agent says about the device, for its owner to recognise it on the sessions
 * list ("Chrome on Android"). Families only, never versions: enough to tell one's phone from one's
 * laptop, nothing a fingerprint would need. Rules run in order because browsers borrow each other's
 * tokens: Edge, Opera and Samsung Internet all say "Chrome", Chrome says "Safari", iPhones say
 * "like Mac OS X", Android says "Linux". A User-Agent can say anything, so this is a hint for the
 * owner, never a security decision.
 */
export type DeviceType = 'desktop' | 'mobile' | 'tablet';

export interface Device {
  browser: string | null;
  os: string | null;
  type: DeviceType | null;
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOpera Mini\//, 'Opera Mini'],
  [/\b(OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\/|HeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad|iPod)\b.*AppleWebKit\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bKAIOS\b/i, 'KaiOS'],
  [/\bWindows (NT|Phone)\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function first(ua: string, rules: readonly (readonly [RegExp, string])[]): string | null {
  return rules.find(([re]) => re.test(ua))?.[1] ?? null;
}

function deviceType(ua: string, os: string | null): DeviceType | null {
  if (/\biPad\b|\bTablet\b/i.test(ua) || (os === 'Android' && !/\bMobile\b/.test(ua))) return 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b|\bKAIOS\b/i.test(ua) || (os === 'Windows' && /\bPhone\b/.test(ua)))
    return 'mobile';
  if (os) return 'desktop';
  return null;
}

export function parseDevice(userAgent: string | null | undefined): Device {
  const ua = (userAgent ?? '').slice(0, 400);
  if (!ua.trim()) return { browser: null, os: null, type: null };
  const os = first(ua, SYSTEMS);
  return { browser: first(ua, BROWSERS), os, type: deviceType(ua, os) };
}
