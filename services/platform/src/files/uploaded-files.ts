import { createHash } from 'node:crypto';
import { structureFault } from './file-structure.js';

/** What multer's memory storage hands over for each uploaded part. */
export interface UploadedFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** The kinds of business papers and photos the services keep; each service accepts a subset. */
export type FileType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';
export const FILE_TYPES: readonly FileType[] = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

const EXTENSIONS: Record<FileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const extensionOf = (type: FileType): string => EXTENSIONS[type];

/** The type the first bytes claim, whatever the file name or the browser's Content-Type say. */
export function sniffFileType(b: Buffer): FileType | null {
  // Readers tolerate junk before a PDF's header; we do not: papers made by any real tool start with it.
  if (b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG)) return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

export type FileInspection<T extends FileType = FileType> =
  { ok: true; type: T } | { ok: false; type: FileType | null; reason: string };

/**
 * Whether an upload is a file of one of the `accepted` types: its first bytes say which type, and
 * its structure must hold together as that type (see file-structure.ts) — a signature in front of
 * anything else, a cut-off or padded file, or a PDF that runs code is refused. `reason` is for
 * logs; callers answer every refusal with their one "not a PDF, JPEG or PNG" problem.
 */
export function inspectFile<T extends FileType = FileType>(
  b: Buffer,
  accepted: readonly T[] = FILE_TYPES as readonly T[],
): FileInspection<T> {
  const type = sniffFileType(b);
  if (!type) return { ok: false, type, reason: 'unknown signature' };
  if (!isAccepted(type, accepted)) return { ok: false, type, reason: `${type} is not accepted here` };
  const fault = structureFault(b, type);
  return fault ? { ok: false, type, reason: fault } : { ok: true, type };
}

const isAccepted = <T extends FileType>(type: FileType, accepted: readonly T[]): type is T =>
  (accepted as readonly FileType[]).includes(type);

export const sha256Hex = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

/**
 * The name to keep and to offer on download: multer reads part headers as latin1, so UTF-8 names
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
