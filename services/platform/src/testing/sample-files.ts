/**
 * The smallest files that pass the upload checks of @sokoni/platform/files (and open in a viewer):
 * tests send these instead of a bare signature, which the structural check refuses.
 */

/** 1×1 pixel images, as sharp wrote them. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4UaEBAAN0AWme5/1hAAAAAElFTkSuQmCC';
const JPEG =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKQAI2f/2Q==';
const WEBP = 'UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoBAAEAAUAmJaACdLoB+AADsAD+pNf/TSPGkeNI+Yt/84ljqd3aAAAA';
const WEBP_LOSSLESS = 'UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQvCIXpf+BiOh/AAA=';

export const samplePng = (): Buffer => Buffer.from(PNG, 'base64');
export const sampleJpeg = (): Buffer => Buffer.from(JPEG, 'base64');
export const sampleWebp = (lossless = false): Buffer =>
  Buffer.from(lossless ? WEBP_LOSSLESS : WEBP, 'base64');

export interface SamplePdfOptions {
  /** The file's exact size in bytes, reached with a comment after the header. */
  size?: number;
  /** More entries for the catalog dictionary, e.g. `/OpenAction 4 0 R`. */
  catalog?: string;
  /** More objects, numbered from 4, each its body between `N 0 obj` and `endobj`. */
  objects?: readonly (string | Buffer)[];
  /** The header's version (1.7). */
  version?: string;
}

/** A one-page A4 PDF with a correct cross-reference table. */
export function samplePdf(o: SamplePdfOptions = {}): Buffer {
  const build = (padding: number): Buffer => {
    const parts: Buffer[] = [
      Buffer.from(`%PDF-${o.version ?? '1.7'}\n%\xe2\xe3\xcf\xd3${' '.repeat(padding)}\n`, 'latin1'),
    ];
    const bodies: (string | Buffer)[] = [
      `<< /Type /Catalog /Pages 2 0 R ${o.catalog ?? ''}>>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> >>',
      ...(o.objects ?? []),
    ];
    let offset = parts[0]!.length;
    const offsets: number[] = [];
    bodies.forEach((body, i) => {
      offsets.push(offset);
      const obj = Buffer.concat([
        Buffer.from(`${i + 1} 0 obj\n`),
        typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
        Buffer.from('\nendobj\n'),
      ]);
      parts.push(obj);
      offset += obj.length;
    });
    const xref = [
      'xref',
      `0 ${bodies.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
      'trailer',
      `<< /Size ${bodies.length + 1} /Root 1 0 R >>`,
      'startxref',
      String(offset),
      '%%EOF',
      '',
    ].join('\n');
    parts.push(Buffer.from(xref));
    return Buffer.concat(parts);
  };
  let pdf = build(0);
  // The padding moves the offsets, which may add a digit to startxref: settle in a few rounds.
  for (let padding = 0, round = 0; o.size !== undefined && pdf.length !== o.size && round < 4; round++) {
    padding += o.size - pdf.length;
    if (padding < 0) throw new Error(`a sample PDF takes at least ${pdf.length} bytes`);
    pdf = build(padding);
  }
  if (o.size !== undefined && pdf.length !== o.size) throw new Error(`no sample PDF of ${o.size} bytes`);
  return pdf;
}

/** A PDF stream object's body: the dictionary (its /Length added) and the data. */
export function pdfStream(dictionary: string, data: Buffer | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}
