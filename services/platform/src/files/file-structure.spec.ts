import { crc32, deflateSync } from 'node:zlib';
import { pdfStream, sampleJpeg, samplePdf, samplePng, sampleWebp } from '../testing/sample-files.js';
import { structureFault } from './file-structure.js';
import { sniffFileType } from './uploaded-files.js';

const junk = Buffer.from('<?php system($_GET["c"]); ?>');
const cut = (b: Buffer, n: number) => b.subarray(0, b.length - n);

/** The fault of a file whose first bytes claim a type (the order inspectFile checks them in). */
const fault = (b: Buffer) => {
  const type = sniffFileType(b);
  if (!type) throw new Error('these tests give files a valid signature');
  return structureFault(b, type);
};

describe('file structure: PNG', () => {
  const chunk = (kind: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(kind, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const png = samplePng();
  const signature = png.subarray(0, 8);
  const ihdr = png.subarray(8, 8 + 25);

  it('accepts a minimal image: IHDR first, chunks walking to the IEND that ends the file', () => {
    expect(fault(png)).toBeNull();
  });

  it('refuses a cut-off file, data after IEND and a signature in front of anything else', () => {
    expect(fault(cut(png, 1))).toMatch(/IEND|cut short|past the end/);
    expect(fault(cut(png, 12))).toMatch(/without its IEND/);
    expect(fault(cut(png, 30))).toMatch(/past the end|cut short/);
    expect(fault(Buffer.concat([png, junk]))).toMatch(/after its IEND/);
    expect(fault(Buffer.concat([png, Buffer.alloc(1)]))).toMatch(/after its IEND/);
    expect(fault(Buffer.concat([signature, junk]))).not.toBeNull();
    expect(fault(Buffer.concat([signature, Buffer.alloc(600, 7)]))).not.toBeNull();
    expect(fault(signature)).toMatch(/without its IEND/);
  });

  it('refuses chunks out of order: no IHDR first, a second IHDR, no image data', () => {
    const iend = chunk('IEND', Buffer.alloc(0));
    const idat = chunk('IDAT', deflateSync(Buffer.from([0, 1, 2, 3])));
    expect(fault(Buffer.concat([signature, idat, ihdr, iend]))).toMatch(/does not start with its IHDR/);
    const empty = Buffer.from(ihdr);
    empty.writeUInt32BE(0, 8); // width 0
    expect(fault(Buffer.concat([signature, empty, idat, iend]))).toMatch(/zero pixels/);
    expect(fault(Buffer.concat([signature, ihdr, ihdr, idat, iend]))).toMatch(/second IHDR/);
    expect(fault(Buffer.concat([signature, ihdr, iend]))).toMatch(/without image data/);
    expect(fault(Buffer.concat([signature, ihdr, idat, iend]))).toBeNull();
  });

  it('refuses a chunk length that does not walk to the next chunk', () => {
    const longer = Buffer.from(png);
    // The second chunk's length, one more than its data: the walk no longer lands on IEND.
    const at = 8 + 25;
    longer.writeUInt32BE(longer.readUInt32BE(at) + 1, at);
    expect(fault(longer)).not.toBeNull();
  });
});

describe('file structure: JPEG', () => {
  const jpeg = sampleJpeg();

  it('accepts a minimal image (SOI, SOF, SOS, EOI), and what phones append after EOI', () => {
    expect(fault(jpeg)).toBeNull();
    expect(fault(Buffer.concat([jpeg, Buffer.alloc(64)]))).toBeNull();
    // A motion photo's video, the further pictures of an MPF file.
    expect(fault(Buffer.concat([jpeg, Buffer.from('....ftypmp42'), junk]))).toBeNull();
    expect(fault(Buffer.concat([jpeg, jpeg]))).toBeNull();
  });

  it('refuses a file cut off before its EOI', () => {
    expect(fault(cut(jpeg, 2))).toMatch(/EOI/);
    expect(fault(cut(jpeg, 1))).toMatch(/EOI/);
    expect(fault(jpeg.subarray(0, 100))).toMatch(/past the end|cut short/);
  });

  it('refuses the signature in front of anything else, and an image without a frame header', () => {
    expect(
      fault(Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(900, 3)])),
    ).not.toBeNull();
    expect(fault(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), junk]))).not.toBeNull();
    // The same file with its SOF0 segment taken out.
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const noFrame = Buffer.concat([
      jpeg.subarray(0, sof),
      jpeg.subarray(sof + 2 + jpeg.readUInt16BE(sof + 2)),
    ]);
    expect(fault(noFrame)).toMatch(/frame header/);
    expect(fault(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toMatch(/without image data/);
  });
});

describe('file structure: WebP', () => {
  const webp = sampleWebp();

  it('accepts minimal lossy and lossless images, with or without a padding byte', () => {
    expect(fault(webp)).toBeNull();
    expect(fault(sampleWebp(true))).toBeNull();
    expect(fault(Buffer.concat([webp, Buffer.alloc(1)]))).toBeNull();
  });

  it('refuses a RIFF size that is not the file size: cut off, or something appended', () => {
    expect(fault(cut(webp, 4))).toMatch(/RIFF size/);
    expect(fault(Buffer.concat([webp, junk]))).toMatch(/RIFF size/);
    const lying = Buffer.from(webp);
    lying.writeUInt32LE(4096, 4);
    expect(fault(lying)).toMatch(/RIFF size/);
    expect(fault(Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), junk]))).not.toBeNull();
  });

  it('refuses a first chunk that is not VP8, VP8L or VP8X, or is not what it says', () => {
    const other = Buffer.from(webp);
    other.write('ALPH', 12, 'latin1');
    expect(fault(other)).toMatch(/image chunk/);
    const broken = Buffer.from(webp);
    broken[23] = 0; // the VP8 key frame's start code
    expect(fault(broken)).toMatch(/VP8 frame/);
    const chunkTooLong = Buffer.from(webp);
    chunkTooLong.writeUInt32LE(4096, 16);
    expect(fault(chunkTooLong)).toMatch(/past the end/);
  });
});

describe('file structure: PDF', () => {
  it('accepts a minimal document, version 1.x or 2.0, of any size', () => {
    expect(fault(samplePdf())).toBeNull();
    expect(fault(samplePdf({ version: '2.0' }))).toBeNull();
    expect(fault(samplePdf({ size: 4000 }))).toBeNull();
    // An /OpenAction that opens a page, not a script.
    expect(fault(samplePdf({ catalog: '/OpenAction [3 0 R /Fit]' }))).toBeNull();
    // Fewer than 1 KiB after %%EOF (an incremental save's newline, a mail gateway's padding).
    expect(fault(Buffer.concat([samplePdf(), Buffer.alloc(100, 0x0a)]))).toBeNull();
  });

  it('refuses another header, a file cut before %%EOF, and more than 1 KiB after it', () => {
    expect(
      fault(Buffer.from(samplePdf().toString('latin1').replace('%PDF-1.7', '%PDF-9.1'), 'latin1')),
    ).toMatch(/header/);
    expect(fault(Buffer.concat([Buffer.from('%PDF-'), junk]))).toMatch(/header/);
    expect(fault(cut(samplePdf(), 7))).toMatch(/%%EOF/);
    expect(fault(Buffer.concat([samplePdf(), Buffer.alloc(1025, 0x20)]))).toMatch(/%%EOF/);
    expect(fault(Buffer.concat([samplePdf(), Buffer.from('<html>'), Buffer.alloc(2000, 0x41)]))).toMatch(
      /%%EOF/,
    );
    expect(fault(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]))).toMatch(/%%EOF/);
  });

  it.each([
    [
      'JavaScript opened with the document',
      { catalog: '/OpenAction 4 0 R', objects: ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'] },
    ],
    [
      'the document-level JavaScript tree',
      { catalog: '/Names << /JavaScript 4 0 R >>', objects: ['<< /Names [(a) 5 0 R] >>'] },
    ],
    ['a /JS key alone', { objects: ['<< /JS (this.print\\(\\)) >>'] }],
    ['names with #xx escapes', { catalog: '/OpenAction << /S /J#61va#53cript /J#53 (app.alert\\(1\\)) >>' }],
    ['a program launched', { catalog: '/OpenAction << /S /Launch /F (cmd.exe) >>' }],
    ['an attached file', { catalog: '/Names << /EmbeddedFiles 4 0 R >>', objects: ['<< /Names [] >>'] }],
    ['an embedded file stream', { objects: [pdfStream('/Type /EmbeddedFile', 'MZ')] }],
    ['a file attachment annotation', { objects: ['<< /Type /Annot /Subtype /FileAttachment >>'] }],
    ['rich media', { objects: ['<< /Type /Annot /Subtype /RichMedia >>'] }],
    ['an XFA form', { catalog: '/AcroForm << /Fields [] /XFA 4 0 R >>', objects: [pdfStream('', '<xdp/>')] }],
  ])('refuses active content: %s', (_label, options) => {
    expect(fault(samplePdf(options))).toMatch(/active content/);
  });

  it('refuses active content in a compressed object stream, and object streams it cannot read', () => {
    const objects = (body: string) => {
      const header = '5 0 ';
      return pdfStream(
        `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`,
        deflateSync(header + body),
      );
    };
    expect(fault(samplePdf({ objects: [objects('<< /Title (Invoice 42) >>')] }))).toBeNull();
    expect(fault(samplePdf({ objects: [objects('<< /S /JavaScript /JS (app.alert\\(1\\)) >>')] }))).toMatch(
      /active content \(\/JavaScript\) in an object stream/,
    );
    expect(fault(samplePdf({ objects: [objects('<< /JS 6 0 R >>')] }))).toMatch(/\/JS\) in an object stream/);
    // /First alone makes it an object stream to a viewer (pdf.js does not read /Type).
    const untyped = pdfStream('/N 1 /First 4 /Filter /FlateDecode', deflateSync('5 0 << /XFA 6 0 R >>'));
    expect(fault(samplePdf({ objects: [untyped] }))).toMatch(/XFA/);
    const damaged = pdfStream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', junk);
    expect(fault(samplePdf({ objects: [damaged] }))).toMatch(/does not decompress/);
    const predicted = pdfStream(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>',
      deflateSync('5 0 << >>'),
    );
    expect(fault(samplePdf({ objects: [predicted] }))).toMatch(/predictor/);
    const hex = pdfStream('/Type /ObjStm /N 1 /First 4 /Filter [/ASCIIHexDecode /FlateDecode]', '78DA>');
    expect(fault(samplePdf({ objects: [hex] }))).toMatch(/encoded with ASCIIHexDecode, FlateDecode/);
  });

  it('reads short names only outside stream data, so image bytes do not spell them by chance', () => {
    const image = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from('/JS (/EF [/XFA>>', 'latin1'),
      Buffer.alloc(64, 0x80),
    ]);
    const photo = pdfStream('/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode', image);
    expect(fault(samplePdf({ objects: [photo] }))).toBeNull();
    // The data runs for its /Length, even when its bytes happen to spell `endstream` before the end.
    const decoy = Buffer.concat([image.subarray(0, 3), Buffer.from('endstream /JS (', 'latin1'), image]);
    const tricky = pdfStream('/Type /XObject /Subtype /Image /Filter /DCTDecode', decoy);
    expect(fault(samplePdf({ objects: [tricky] }))).toBeNull();
    // Long names count everywhere: an object a crafted xref points into a stream's data.
    const hidden = pdfStream('/Subtype /Image', '9 0 obj << /S /JavaScript /JS (x) >> endobj');
    expect(fault(samplePdf({ objects: [hidden] }))).toMatch(/JavaScript/);
    // `stream` inside a string is text, not the start of data that would hide the /JS after it.
    expect(
      fault(samplePdf({ objects: ['<< /Title (a\\) stream\n) /JS (x) >>', pdfStream('', 'endstream')] })),
    ).toMatch(/JS/);
  });
});
