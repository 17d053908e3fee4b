import { mpesaPassword, mpesaTimestamp, normaliseKenyanPhone } from './mpesa-credentials.js';

const SHORTCODE = '174379';
const PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

describe('M-Pesa credentials', () => {
  it('stamps requests with the Nairobi wall clock (UTC+3), even across midnight', () => {
    expect(mpesaTimestamp(new Date('2026-02-11T21:30:05Z'))).toBe('20260212003005');
    expect(mpesaTimestamp(new Date('2026-07-01T09:04:59.999Z'))).toBe('20260701120459');
  });

  it('derives the password as base64(shortcode + passkey + timestamp)', () => {
    const password = mpesaPassword(SHORTCODE, PASSKEY, '20260212003005');
    expect(Buffer.from(password, 'base64').toString('utf8')).toBe(`${SHORTCODE}${PASSKEY}20260212003005`);
    expect(password).toBe(Buffer.from(`174379${PASSKEY}20260212003005`).toString('base64'));
  });

  it('normalises Kenyan numbers to 254XXXXXXXXX and refuses others', () => {
    expect(normaliseKenyanPhone('0708 374 149')).toBe('254708374149');
    expect(normaliseKenyanPhone('+254708374149')).toBe('254708374149');
    expect(normaliseKenyanPhone('708374149')).toBe('254708374149');
    expect(normaliseKenyanPhone('0110123456')).toBe('254110123456');
    expect(normaliseKenyanPhone('+2348012345678')).toBeUndefined();
    expect(normaliseKenyanPhone('2547083741')).toBeUndefined();
  });
});
