import { createHash } from 'node:crypto';

/** What multer's memory storage hands over for each uploaded part. */
export interface UploadedFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** Shipping documents and dispute evidence: at most five files of 10 MB each per submission. */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type FileType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';
const EXTENSIONS: Record<FileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the first bytes prove, whatever the file name or the browser's Content-Type claim. */
export function sniffFileType(b: Buffer): FileType | null {
  if (b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG)) return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

export const sha256Hex = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

/** Write-once keys in trade's own (private) storage, one folder per order. */
export const fileStorageKey = (orderId: string, fileId: string, type: FileType): string =>
  `orders/${orderId}/${fileId}.${EXTENSIONS[type]}`;

/**
 * The name to keep and offer on download: multer reads part headers as latin1, so UTF-8 names
 * arrive mangled and are decoded back; any path, control characters and quotes are dropped.
 */
export function cleanFileName(raw: string, type: FileType): string {
  let name = raw;
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  if (!utf8.includes('\uFFFD') && Buffer.from(utf8, 'utf8').toString('latin1') === raw) name = utf8;
  name = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 200);
  return name || `document.${EXTENSIONS[type]}`;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
