import { countryFrom, networkOf } from './client-place.js';
import { parseDevice } from './device.js';

describe('parseDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android', type: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', os: 'Windows', type: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', type: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox', os: 'macOS', type: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
      { browser: 'Samsung Internet', os: 'Android', type: 'tablet' },
    ],
    [
      'Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i;Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
      { browser: 'Firefox', os: 'KaiOS', type: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 12; TECNO KG5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 OPR/79.0',
      { browser: 'Opera', os: 'Android', type: 'mobile' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Linux', type: 'desktop' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Linux', type: 'desktop' },
    ],
  ])('%s', (ua, expected) => {
    expect(parseDevice(ua)).toEqual(expected);
  });

  it('says nothing rather than guess', () => {
    expect(parseDevice(undefined)).toEqual({ browser: null, os: null, type: null });
    expect(parseDevice('curl/8.5.0')).toEqual({ browser: null, os: null, type: null });
  });
});

describe('client place', () => {
  it('cuts IPv4 to its /24 and IPv6 to its /48', () => {
    expect(networkOf('41.90.64.17')).toBe('41.90.64.0/24');
    expect(networkOf('::ffff:196.201.214.9')).toBe('196.201.214.0/24');
    expect(networkOf('2c0f:fe38:2405:1a2b::1')).toBe('2c0f:fe38:2405::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf(null)).toBeNull();
    expect(networkOf('not an address')).toBeNull();
  });

  it('believes only the configured header, and only a country code', () => {
    const headers = { 'cf-ipcountry': 'ke', 'x-country': 'NG' };
    expect(countryFrom(headers, undefined)).toBeNull();
    expect(countryFrom(headers, 'cf-ipcountry')).toBe('KE');
    expect(countryFrom({ 'cf-ipcountry': 'XX' }, 'cf-ipcountry')).toBeNull();
    expect(countryFrom({ 'cf-ipcountry': 'T1' }, 'cf-ipcountry')).toBeNull();
    expect(countryFrom({ 'cf-ipcountry': '<script>' }, 'cf-ipcountry')).toBeNull();
  });
});
