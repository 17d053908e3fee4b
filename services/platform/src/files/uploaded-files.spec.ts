import { samplePdf, samplePng, sampleWebp } from '../testing/sample-files.js';
import { cleanFileName, contentDisposition, inspectFile, sniffFileType } from './uploaded-files.js';

describe('uploaded files', () => {
  it('reads the type from the first bytes only', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0]))).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('image/webp');
    for (const other of [
      '<html>%PDF-1.7',
      ' %PDF-1.7',
      'GIF89a',
      'PK\u0003\u0004',
      '',
      '%PD',
      'RIFF....WAVE',
    ])
      expect(sniffFileType(Buffer.from(other, 'latin1'))).toBeNull();
  });

  it('accepts a file of an accepted type whose structure holds, and says why it refuses the rest', () => {
    expect(inspectFile(samplePdf())).toEqual({ ok: true, type: 'application/pdf' });
    expect(inspectFile(samplePng(), ['application/pdf', 'image/png'])).toEqual({
      ok: true,
      type: 'image/png',
    });
    // identity takes no WebP: a good one is still refused there.
    expect(inspectFile(sampleWebp(), ['application/pdf', 'image/png'])).toMatchObject({
      ok: false,
      type: 'image/webp',
    });
    expect(inspectFile(Buffer.from('<html>'))).toEqual({
      ok: false,
      type: null,
      reason: 'unknown signature',
    });
    // The signature alone, as the services' old checks took it.
    expect(inspectFile(samplePng().subarray(0, 16))).toMatchObject({ ok: false, type: 'image/png' });
    expect(inspectFile(Buffer.alloc(0))).toMatchObject({ ok: false });
  });

  it('keeps the name a person gave, without paths, control characters or quotes', () => {
    // multer hands over UTF-8 names read as latin1.
    const mangled = Buffer.from('Déclaration fiscale.pdf', 'utf8').toString('latin1');
    expect(cleanFileName(mangled, 'application/pdf')).toBe('Déclaration fiscale.pdf');
    expect(cleanFileName('C:\\Users\\ama\\tax "card".png', 'image/png')).toBe('tax card.png');
    expect(cleanFileName('../../etc/passwd', 'application/pdf')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u202e.pdf', 'application/pdf')).toBe('ab.pdf');
    expect(cleanFileName('  ', 'image/jpeg')).toBe('document.jpg');
    expect(cleanFileName('', 'image/webp')).toBe('document.webp');
  });

  it('offers the download as an attachment with an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('papers.pdf')).toBe(
      `attachment; filename="papers.pdf"; filename*=UTF-8''papers.pdf`,
    );
    expect(contentDisposition('Déclaration (1).pdf')).toBe(
      `attachment; filename="D_claration (1).pdf"; filename*=UTF-8''D%C3%A9claration%20%281%29.pdf`,
    );
  });
});
