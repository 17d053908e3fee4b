import { describe, expect, it } from 'vitest';
import { verificationFormData } from './verification-api';

describe('the multipart body of a submission', () => {
  it('sends the trimmed text fields, leaves out empty optional ones, then every file in `documents`', () => {
    const a = new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' });
    const b = new File([new Uint8Array([0x89, 0x50])], 'tax.png', { type: 'image/png' });
    const form = verificationFormData(
      { companyRegistrationNumber: ' CS123456789 ', taxId: 'C0001234567', companyName: '  ', country: 'GH' },
      [a, b],
    );
    expect([...form.keys()]).toEqual([
      'companyRegistrationNumber',
      'taxId',
      'country',
      'documents',
      'documents',
    ]);
    expect(form.get('companyRegistrationNumber')).toBe('CS123456789');
    expect(form.get('country')).toBe('GH');
    expect(form.getAll('documents').map((f) => (f as File).name)).toEqual(['certificate.pdf', 'tax.png']);
  });
});
