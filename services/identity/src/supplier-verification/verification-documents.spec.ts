import { cleanFileName, contentDisposition, sniffDocumentType } from './verification-documents.js';

describe('verification documents', () => {
  it('knows PDF, JPEG and PNG by their first bytes only', () => {
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0]))).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    for (const other of ['<html>%PDF-1.7', ' %PDF-1.7', 'GIF89a', 'PK\u0003\u0004', '', '%PD'])
      expect(sniffDocumentType(Buffer.from(other, 'latin1'))).toBeNull();
  });

  it('keeps the name a person gave, without paths, control characters or quotes', () => {
    // multer hands over UTF-8 names read as latin1.
    const mangled = Buffer.from('Déclaration fiscale.pdf', 'utf8').toString('latin1');
    expect(cleanFileName(mangled, 'application/pdf')).toBe('Déclaration fiscale.pdf');
    expect(cleanFileName('C:\\Users\\ama\\tax "card".png', 'image/png')).toBe('tax card.png');
    expect(cleanFileName('../../etc/passwd', 'application/pdf')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u202e.pdf', 'application/pdf')).toBe('ab.pdf');
    expect(cleanFileName('  ', 'image/jpeg')).toBe('document.jpg');
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
