import { describe, expect, it } from 'vitest';
import {
  checkDocuments,
  fileIssue,
  isAcceptedType,
  MAX_DOCUMENT_BYTES,
  REFERENCE,
  type FileLike,
} from './verification-rules';

const file = (name: string, type: string, size = 1024): FileLike => ({ name, type, size });

describe('documents the browser checks before uploading', () => {
  it('accepts PDF, JPEG and PNG by their type', () => {
    expect(isAcceptedType(file('kra-pin.pdf', 'application/pdf'))).toBe(true);
    expect(isAcceptedType(file('certificate.jpg', 'image/jpeg'))).toBe(true);
    expect(isAcceptedType(file('licence.png', 'image/png'))).toBe(true);
  });

  it('refuses other types, whatever the file is called', () => {
    expect(isAcceptedType(file('statutes.docx', 'application/vnd.openxmlformats-officedocument'))).toBe(
      false,
    );
    expect(isAcceptedType(file('scan.pdf', 'image/gif'))).toBe(false);
    expect(isAcceptedType(file('photo.heic', 'image/heic'))).toBe(false);
  });

  it('falls back to the extension only when the browser gives no useful type', () => {
    expect(isAcceptedType(file('RC-2019.PDF', ''))).toBe(true);
    expect(isAcceptedType(file('scan.jpeg', 'application/octet-stream'))).toBe(true);
    expect(isAcceptedType(file('scan.jpg', 'image/jpg'))).toBe(true);
    expect(isAcceptedType(file('archive.zip', ''))).toBe(false);
    expect(isAcceptedType(file('pdf', ''))).toBe(false);
  });

  it('refuses an empty file and one over 10 MB, naming it', () => {
    expect(fileIssue(file('blank.pdf', 'application/pdf', 0))).toEqual({
      code: 'empty',
      fileName: 'blank.pdf',
    });
    expect(fileIssue(file('exact.pdf', 'application/pdf', MAX_DOCUMENT_BYTES))).toBeNull();
    expect(fileIssue(file('huge.png', 'image/png', MAX_DOCUMENT_BYTES + 1))).toEqual({
      code: 'tooLarge',
      fileName: 'huge.png',
      maxMb: 10,
    });
    // A wrong type is the news, not its size.
    expect(fileIssue(file('huge.zip', 'application/zip', MAX_DOCUMENT_BYTES * 2))).toEqual({
      code: 'type',
      fileName: 'huge.zip',
    });
  });

  it('wants 1 to 5 files, and reports every file at fault', () => {
    expect(checkDocuments([])).toEqual([{ code: 'required', max: 5 }]);
    const five = Array.from({ length: 5 }, (_, i) => file(`doc-${i}.pdf`, 'application/pdf'));
    expect(checkDocuments(five)).toEqual([]);
    expect(checkDocuments([...five, file('doc-5.pdf', 'application/pdf')])).toEqual([
      { code: 'tooMany', max: 5 },
    ]);
    expect(
      checkDocuments([
        file('ok.pdf', 'application/pdf'),
        file('notes.txt', 'text/plain'),
        file('big.jpg', 'image/jpeg', MAX_DOCUMENT_BYTES + 1),
      ]),
    ).toEqual([
      { code: 'type', fileName: 'notes.txt' },
      { code: 'tooLarge', fileName: 'big.jpg', maxMb: 10 },
    ]);
  });
});

describe('registration numbers and tax ids', () => {
  it('take letters, digits and the separators registries print', () => {
    for (const ok of ['CPR/2019/123456', 'P051234567X', 'RC-2019-B-1234', 'NIF 0412.7788', 'رقم123'])
      expect(REFERENCE.test(ok)).toBe(true);
    for (const bad of ['-123', ' 123', 'A_1', 'A#1', 'a<b>']) expect(REFERENCE.test(bad)).toBe(false);
  });
});
